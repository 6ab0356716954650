"""Hand-history tests: the PHH document, replays of the real hands of ``tests/data/phh``, hostile
and fuzzed text, pokerkit's own histories and the two readings of the rules."""
