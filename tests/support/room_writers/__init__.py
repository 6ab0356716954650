"""Test-support writers: an engine hand written as each room writes it (docs/importing.md)."""
