"""The ``studpoker`` command group: every command registers here (a module with one click
command, added to ``COMMANDS``)."""

from __future__ import annotations

import sys

import click

from studpoker.cli.equity import equity_command
from studpoker.cli.evaluate import eval_command
from studpoker.cli.importing import import_command
from studpoker.cli.play import play_command
from studpoker.cli.replay import replay_command
from studpoker.cli.simulate import simulate_command
from studpoker.cli.tournament import tournament_command

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


@click.group(context_settings=CONTEXT, invoke_without_command=True)
@click.version_option(package_name="studpoker", prog_name="studpoker")
@click.pass_context
def cli(context: click.Context) -> None:
    """Stud poker: play against bots (a table or a sit-and-go), simulate bots against each other,
    evaluate hands, compute equity and replay hand histories. With no command, plays the demo."""
    if context.invoked_subcommand is None:
        demo.invoke(context)


@cli.command(context_settings=CONTEXT, short_help="Watch a short seeded session between four bots.")
def demo() -> None:
    """Watch a short seeded session of home five-card stud between four bots."""
    from studpoker.demo import run_demo

    run_demo(sys.stdout)
    click.echo("Your turn: `studpoker play` deals you in against bots (`studpoker play --help`).")


COMMANDS = (
    play_command,
    tournament_command,
    simulate_command,
    eval_command,
    equity_command,
    replay_command,
    import_command,
)
for command in COMMANDS:
    command.context_settings.update(CONTEXT)
    cli.add_command(command)
