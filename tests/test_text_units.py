"""Equivalent spellings tokenise alike, so a judge never counts them as missing words."""

from __future__ import annotations

import pytest

from reviewer.text import content_tokens


def numbers(tokens):
    return [t for t in tokens if t[0].isdigit()]


@pytest.mark.parametrize("a,b", [
    ("about 0.8% of the network", "about 0.8 percent of the network"),
    ("62% of capacity", "62 per cent of capacity"),
])
def test_percent_spellings_give_the_same_tokens(a, b):
    assert content_tokens(a) == content_tokens(b)


@pytest.mark.parametrize("a,b", [("a 5h shift", "a 5-hour shift"), ("it took 12km", "it took 12 km")])
def test_digit_letter_boundaries_keep_the_number(a, b):
    assert numbers(content_tokens(a)) == numbers(content_tokens(b)) != []
