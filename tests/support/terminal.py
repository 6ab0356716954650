"""Children driven through a pseudo-terminal start with a clean signal state.

A child inherits the signals its parent ignores and blocks, through fork and exec. A test run
from a background script or a CI runner often has SIGINT ignored (a shell ignores it for a
command started with ``&``; ``nohup`` ignores SIGHUP) or blocked, and Python itself ignores
SIGPIPE and SIGXFSZ; a ``studpoker play`` started so would never see the Ctrl-C a test types.
``clean_signals`` runs in the child between fork and exec (pexpect's ``preexec_fn``): every
ignored signal back to its default action, none blocked, as a terminal session starts.
"""

from __future__ import annotations

import signal

UNCATCHABLE = frozenset({signal.SIGKILL, signal.SIGSTOP})


def clean_signals() -> None:
    """Every signal ignored so far back to its default action, and no signal blocked."""
    for signum in signal.valid_signals() - UNCATCHABLE:
        if signal.getsignal(signum) == signal.SIG_IGN:
            signal.signal(signum, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
