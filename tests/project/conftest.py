"""The project itself: the rules it cites; beside them the scripts the Makefile runs on a source
distribution (check_sdist.py) and on an installed wheel (smoke_wheel.py)."""
