"""The shared word lists: one source for segmentation, the judges' text helpers and repair."""

from __future__ import annotations

import re
from types import MappingProxyType

import pytest

from reviewer import lexicon
from reviewer.lexicon import word_pattern

LISTS = {name: getattr(lexicon, name) for name in lexicon.__all__ if name.isupper()}


@pytest.mark.parametrize("name", sorted(LISTS))
def test_lists_are_immutable_lower_case_and_unique(name):
    words = LISTS[name]
    if isinstance(words, MappingProxyType):  # a table of words (RELATIONS): read-only, its words and classes alike
        assert words and all(v == v.lower() == v.strip() for v in words.values())
        words = frozenset(words)
    assert isinstance(words, (frozenset, tuple)) and words
    assert all(w == w.lower() == w.strip() and "  " not in w for w in words)
    if isinstance(words, tuple):
        assert len(set(words)) == len(words)


def test_stages_share_the_lists():
    from reviewer import text
    from reviewer.repair import edits

    assert text.STOP_WORDS is lexicon.STOP_WORDS
    assert text.NEGATION_CUES is lexicon.NEGATION_CUES
    assert edits._COMMON_OPENERS is lexicon.LOWERCASE_OPENERS


@pytest.mark.parametrize(
    "sentence,judgment",
    [
        ("Therefore the levees failed.", True),
        ("This suggests the levees failed.", True),
        ("We assess the levees failed.", True),
        ("  (In our view) the levees failed.", True),
        ("Thusly the levees failed.", False),
        ("The levees therefore failed.", False),  # openers only: see lexicon.JUDGMENT_OPENERS
        ("These suggestions were ignored.", False),
    ],
)
def test_judgment_openers(sentence, judgment):
    from reviewer.note.segment import JUDGMENT_OPENERS

    assert bool(JUDGMENT_OPENERS.match(sentence)) is judgment


@pytest.mark.parametrize(
    "sentence,hedged",
    [
        ("Prices may rise.", True),
        ("We assess that prices rose.", True),
        ("The rise was estimated at 3%.", True),
        ("Prices rose in Mayfield.", False),
        ("We assessed the prices.", False),
        ("Prices rose sharply.", False),
    ],
)
def test_already_hedged(sentence, hedged):
    from reviewer.repair.edits import HEDGE_RE

    assert bool(HEDGE_RE.search(sentence)) is hedged


def test_word_pattern_whole_words_longest_first():
    rx = re.compile(word_pattern(["almost certain", "almost certainly", "likely"]), re.I)
    assert [m.group() for m in rx.finditer("Almost certainly, likely; unlikely.")] == ["Almost certainly", "likely"]


def test_design_terms_are_listed():
    """DESIGN.md's own examples of estimative language and inference markers."""
    assert {"likely", "probably", "we assess", "with moderate confidence"} <= set(lexicon.ESTIMATIVE)
    assert {"therefore", "thus", "hence", "suggests", "indicates", "implies", "consistent with",
            "rather than", "inferred"} <= set(lexicon.INFERENCE_MARKERS)
