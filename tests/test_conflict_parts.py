"""Compound claims in the contradiction check: each part against its own window
(reviewer.judges.conflict_parts)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.judges.conflict_parts import clause_spans, may_state_a_fact
from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

SOURCE = ("The company was founded in Oslo in 2004 by two engineers. It makes sensors for offshore wind "
          "turbines. Its first factory opened in Trondheim three years later.")


def test_clause_spans():
    claim = "The company was founded in Oslo in 2004, while its first factory opened in Bergen."
    spans = clause_spans(claim)
    assert [claim[s:e] for s, e in spans] == ["The company was founded in Oslo in 2004",
                                              "its first factory opened in Bergen"]
    assert clause_spans("The company was founded in Oslo in 2004.") == []
    assert clause_spans("The firm grew, and it hired staff.") == []  # parts of fewer than three content words


def test_the_second_part_is_held_against_its_own_sentence():
    claim = "The company was founded in Oslo in 2004, while its first factory opened in Bergen."
    (c,) = find_conflicts(claim, [Source(id="s", text=SOURCE)])
    assert c.kind is ConflictKind.ENTITY and c.claim_text == "Bergen" and c.source_text == "Trondheim"
    assert claim[c.claim_start:c.claim_end] == "Bergen" and SOURCE[c.source_start:c.source_end] == "Trondheim"


def test_a_faithful_two_part_claim_has_no_conflict():
    claim = "The company was founded in Oslo in 2004, while its first factory opened in Trondheim."
    assert find_conflicts(claim, [Source(id="s", text=SOURCE)]) == ()


@pytest.mark.parametrize(("part", "expected"), [
    ("its first factory opened in Bergen", True), ("the crossing takes 45 minutes", True),
    ("most members voted yes", True), ("the firm hired more staff", False),
])
def test_may_state_a_fact(part, expected):
    assert may_state_a_fact(part) is expected


@given(st.text(max_size=120))
def test_spans_are_inside_the_claim(claim):
    for s, e in clause_spans(claim):
        assert 0 <= s < e <= len(claim)
