"""``python -m examples.http_table [--host H] [--port P] [--database-url URL]``: serve the room.

The database URL comes from ``--database-url``, else ``STUDPOKER_DATABASE_URL``, else
``sqlite:///studpoker-tables.db`` in the working directory.
"""

from __future__ import annotations

import argparse
import os

import uvicorn
from sqlalchemy.engine import make_url

from .app import create_app

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
    args = parser.parse_args(argv)
    shown = make_url(args.database_url).render_as_string(hide_password=True)
    print(f"studpoker tables on http://{args.host}:{args.port}/ (database {shown})", flush=True)
    uvicorn.run(create_app(args.database_url), host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
