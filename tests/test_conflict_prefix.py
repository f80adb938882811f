"""Prefix negation in the contradiction check (reviewer.judges.conflict_prefix)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.judges.conflict_prefix import prefix_hits, split
from reviewer.judges.conflict_text import words
from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize(("claim", "source", "claim_word", "source_word"), [
    ("The fine was disproportionate.", "The tribunal said the fine was proportionate.", "disproportionate", "proportionate"),
    ("The fine was proportionate.", "The tribunal said the fine was disproportionate.", "proportionate", "disproportionate"),
    ("The trial results were inconclusive.", "The trial results were conclusive, the authors said.", "inconclusive", "conclusive"),
    ("Non-smokers had fewer strokes.", "Smokers had fewer strokes.", "Non-smokers", "Smokers"),
    ("The policy was unchanged in May.", "The policy changed in May.", "unchanged", "changed"),
    ("The lease was valid.", "The lease was invalid, the court ruled.", "valid", "invalid"),
])
def test_prefix_negation_is_a_conflict_with_both_spans(claim, source, claim_word, source_word):
    found = [c for c in conflicts(claim, source) if c.kind is ConflictKind.NEGATION]
    assert found, (claim, source)
    c = found[0]
    assert c.claim_text == claim_word and c.source_text == source_word
    assert claim[c.claim_start:c.claim_end] == claim_word and source[c.source_start:c.source_end] == source_word


@pytest.mark.parametrize(("claim", "source"), [
    ("The fine was disproportionate.", "The fine was not proportionate to the offence."),  # agreeing negations
    ("The fine was not proportionate.", "The fine was disproportionate."),
    ("The firm discovered the fault.", "The insurer covered the fault."),  # false friends
    ("The team improved the method.", "The team proved the method."),
    ("The public was informed of the plan.", "The public formed a view of the plan."),
    ("The immigrant workers were paid late.", "The migrant workers were paid late."),
    ("The advice was invaluable to the team.", "The advice was valuable to the team."),
    ("For instance, the stance changed.", "The stance changed, for instance."),
    ("Smokers had fewer strokes than non-smokers.", "Non-smokers had more strokes than smokers."),  # both say both
    ("The papers uncovered the fraud.", "The papers covered the fraud."),
])
def test_no_prefix_conflict(claim, source):
    assert not prefix_hits(words(claim), words(source))


@pytest.mark.parametrize(("word", "parts"), [
    ("disproportionate", ("dis", "proportionate")), ("unexpected", ("un", "expected")),
    ("irrelevant", ("ir", "relevant")), ("inconsistent", ("in", "consistent")),
    ("discovered", None), ("improved", None), ("informed", None), ("understand", None), ("unless", None),
    ("invaluable", None), ("uncovered", None), ("immigrant", None),
])
def test_split(word, parts):
    assert split(word) == parts


@given(st.text(max_size=80), st.text(max_size=80))
def test_never_raises(claim, source):
    for hit in prefix_hits(words(claim), words(source)):
        assert hit.kind is ConflictKind.NEGATION and hit.reason
