"""``python -m examples.http_table [--host H] [--port P] [--database-url URL]`` (and the room's
limits: ``--max-body-bytes``, ``--max-tables``, ``--max-tables-per-client``,
``--timeouts-to-sit-out``): serve the room.

The database URL comes from ``--database-url``, else ``STUDPOKER_DATABASE_URL``, else
``sqlite:///studpoker-tables.db`` in the working directory.
"""

from __future__ import annotations

import argparse
import os

import uvicorn
from sqlalchemy.engine import make_url

from .app import MAX_BODY_BYTES, create_app
from .room import Settings

DEFAULT_DATABASE_URL = "sqlite:///studpoker-tables.db"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        prog="python -m examples.http_table", description="Serve studpoker tables over HTTP."
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument(
        "--database-url",
        default=os.environ.get("STUDPOKER_DATABASE_URL", DEFAULT_DATABASE_URL),
        help="any SQLAlchemy URL (default: %(default)s)",
    )
    defaults = Settings()
    parser.add_argument("--max-body-bytes", type=int, default=MAX_BODY_BYTES)
    parser.add_argument("--max-tables", type=int, default=defaults.max_tables)
    parser.add_argument("--max-tables-per-client", type=int, default=defaults.max_tables_per_client)
    parser.add_argument(
        "--timeouts-to-sit-out",
        type=int,
        default=defaults.timeouts_to_sit_out,
        help="turns in a row timed out before a seat is sat out (0: never)",
    )
    args = parser.parse_args(argv)
    settings = Settings(
        max_tables=args.max_tables,
        max_tables_per_client=args.max_tables_per_client,
        timeouts_to_sit_out=args.timeouts_to_sit_out,
    )
    shown = make_url(args.database_url).render_as_string(hide_password=True)
    print(f"studpoker tables on http://{args.host}:{args.port}/ (database {shown})", flush=True)
    app = create_app(args.database_url, settings=settings, max_body_bytes=args.max_body_bytes)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
