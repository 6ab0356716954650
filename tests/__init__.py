"""The test suite: one folder per part of the package, helpers in ``tests.support``."""
