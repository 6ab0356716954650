"""Tournament tests: levels and structures, payouts, the chip race, rotations, seating and
balancing, the tournament's flow and results, random tournaments over every game, and save and
restore (rules §10); shared helpers in ``tests.support.tournaments``."""
