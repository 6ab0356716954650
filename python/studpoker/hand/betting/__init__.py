"""A betting round (rules §3, §4): the round itself (``round``: ``BettingRound``, the betting
phase), its readings (``reading``: the ``BettingReading`` base, one class per reading owning its
state; ``readings``: the card room's, pokerkit's, no limit, pot limit; ``registry``: the readings
by name and ``RoundRules``) and how a round opens (``opening``: opener, bring-in, steps, cap).
Imported by their modules; this package's ``__init__`` imports nothing, so the hand's state can
read the rules without loading the round."""
