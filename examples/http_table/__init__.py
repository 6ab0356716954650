"""An HTTP card room on studpoker: tables hosted over HTTP with per-seat tokens, bots in the
empty seats, every table and hand kept in a database (SQLite by default, any SQLAlchemy URL),
and a one-page web table. Start it with ``python -m examples.http_table`` (or
``make http-example``) and open http://127.0.0.1:8000/.

Modules: ``store`` (the database: a small repository over SQLAlchemy Core), ``room`` (the game
service: tokens, bots, the turn clock, save after each change), ``sit_and_go`` and
``sit_and_go_store`` (sit-and-gos with a level clock, stored append-only), ``app`` (the FastAPI
routes and the pages), ``__main__`` (the command line).
"""
