"""Examples built on studpoker; not part of the wheel."""
