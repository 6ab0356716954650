"""The README's demo: parse a few hands and print them back."""

from __future__ import annotations

from typing import TextIO

from studpoker import format_cards, parse_cards

HANDS = ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c", "Qs 2h Kd Jc Th Td Ad"]


def run_demo(out: TextIO) -> None:
    for text in HANDS:
        out.write(f"{format_cards(parse_cards(text))}\n")
