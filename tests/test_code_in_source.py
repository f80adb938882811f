"""``number_pairs.code_in_source``: a name with a number ("K9", "Ka-27", "TOI-2291b") that the
source gives somewhere, as a whole word, in any case. It reads only the places where the name's
longest run of digits stands in the source (no pattern compiled per name); these cases and the
property below hold it to the whole-word, case-blind search it replaced."""

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges.conflict_quantities import quantities
from reviewer.judges.conflict_text import words
from reviewer.judges.number_pairs import code_in_source
from reviewer.judges.sourceindex import build_index


def _code(claim: str):
    return next(q for q in quantities(words(claim)) if q.code)


CASES = [
    ("The K9 kettle is recalled.", "Model K9 kettles made in 2023 are recalled.", True),
    ("The K9 kettle is recalled.", "Model k9 kettles are recalled.", True),  # any case
    ("The K9 kettle is recalled.", "Model K90 kettles are recalled.", False),  # not a whole word
    ("The K9 kettle is recalled.", "Model AK9 kettles are recalled.", False),
    ("The K9 kettle is recalled.", "Model K7 kettles, 9 of them, are recalled.", False),  # the digits alone
    ("The Ka-27 flew on.", "A Ka-27 helicopter flew on.", True),
    ("The Ka-27 flew on.", "A Ka-28 helicopter and 27 crew flew on.", False),
    ("Planet TOI-2291 b is hot.", "TOI-2291 b orbits in 3 days.", True),
    ("Planet TOI-2291 b is hot.", "TOI-22910 is the star; 2291 planets.", False),
]


@pytest.mark.parametrize(("claim", "source", "given_"), CASES)
def test_golden(claim, source, given_):
    assert code_in_source(_code(claim), build_index(source)) is given_


def _by_pattern(raw: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(raw) + r"(?!\w)", text, re.IGNORECASE) is not None


_PIECE = st.sampled_from(["K9", "k9", "K90", "AK9", "K-9", "9", " ", "-", ".", "x", "K", "99", "_K9", "K9_"])


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECE, max_size=12).map("".join))
def test_same_as_a_whole_word_search(filler):
    source = f"Note. {filler} end."
    q = _code("The K9 kettle is recalled.")
    assert code_in_source(q, build_index(source)) is _by_pattern(q.raw, source)
