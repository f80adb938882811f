"""select_compatible's neighbour search gives exactly the greedy all-pairs choice."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.model import Repair, RepairKind
from reviewer.repair.apply import conflicts, select_compatible

SPANS = st.tuples(st.integers(0, 40), st.integers(0, 6), st.sampled_from(["", "x", "[1]", "We assess that"]),
                  st.sampled_from(list(RepairKind)))


def naive(groups):
    chosen = []
    for group in groups:
        for r in group:
            if r.kind is RepairKind.DROP or any(conflicts(r, o) for o in chosen):
                continue
            if r.kind is RepairKind.SOFTEN and any(
                    o.claim_id == r.claim_id and o.kind in (RepairKind.ADD_CITATION, RepairKind.REQUOTE) for o in chosen):
                continue  # no hedge on a claim that already got a citation or a correction
            chosen.append(r)
    return chosen


@settings(max_examples=400, deadline=None)
@given(st.lists(st.lists(SPANS, max_size=4), max_size=12))
def test_same_choice_as_all_pairs(groups):
    n = 0
    built = []
    for group in groups:
        reps = []
        for start, length, text, kind in group:
            n += 1
            reps.append(Repair(f"r{n}", kind, "c1", start, start + length, text))
        built.append(reps)
    assert select_compatible(built) == naive(built)
