"""apply_repairs: pure, order-independent edits by offsets; conflicts are refused."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from reviewer.model import Repair, RepairKind
from reviewer.repair import RepairConflict, apply_repairs, conflicts, select_compatible


def rep(start: int, end: int, text: str, rid: str = "r", kind: RepairKind = RepairKind.SOFTEN) -> Repair:
    return Repair(rid, kind, "c1", start, end, text)


NOTE = "Prices rose 4% in 2023. Demand fell."


@pytest.mark.parametrize(
    ("repairs", "expected"),
    [
        ([], NOTE),
        ([rep(22, 22, " [cite:g1]")], "Prices rose 4% in 2023 [cite:g1]. Demand fell."),
        ([rep(0, 6, "We assess that prices")], "We assess that prices rose 4% in 2023. Demand fell."),
        ([rep(23, 36, "")], "Prices rose 4% in 2023."),
        (  # insertion at the start of a replaced span goes first, at its end after it
            [rep(24, 30, "Sales"), rep(24, 24, ">"), rep(30, 30, "<")],
            "Prices rose 4% in 2023. >Sales< fell.",
        ),
        ([rep(22, 22, " [1]"), rep(22, 22, " [1]")], "Prices rose 4% in 2023 [1]. Demand fell."),  # same edit twice
        ([rep(0, 6, "Costs"), rep(6, 11, " went up")], "Costs went up 4% in 2023. Demand fell."),  # touching
    ],
)
def test_apply_golden(repairs: list[Repair], expected: str) -> None:
    assert apply_repairs(NOTE, repairs) == expected
    assert apply_repairs(NOTE, list(reversed(repairs))) == expected


@pytest.mark.parametrize(
    "pair",
    [
        (rep(0, 10, "a"), rep(5, 15, "b")),  # overlapping spans
        (rep(0, 10, "a"), rep(5, 5, "b")),  # insertion strictly inside a replacement
        (rep(4, 4, "a"), rep(4, 4, "b")),  # two different insertions at one offset
        (rep(0, 10, "a"), rep(0, 10, "b")),  # same span, different text
    ],
)
def test_conflicts_raise(pair: tuple[Repair, Repair]) -> None:
    assert conflicts(*pair) and conflicts(*reversed(pair))
    with pytest.raises(RepairConflict, match="overlap"):
        apply_repairs(NOTE, pair)
    assert issubclass(RepairConflict, ValueError)


@pytest.mark.parametrize("span", [(-1, 2), (5, 3), (0, len(NOTE) + 1)])
def test_out_of_bounds_is_a_clear_error(span: tuple[int, int]) -> None:
    with pytest.raises(ValueError, match="outside the note"):
        apply_repairs(NOTE, [rep(*span, "x", rid="r7")])


def test_select_compatible_keeps_primary_and_skips_drop() -> None:
    soften = rep(0, 6, "We assess that prices", "r1")
    drop = rep(0, 24, "", "r2", RepairKind.DROP)
    cite = rep(22, 22, " [1]", "r3", RepairKind.ADD_CITATION)
    clash = rep(3, 8, "zz", "r4")
    chosen = select_compatible([(soften, drop, cite), (clash,)])
    assert [r.id for r in chosen] == ["r1", "r3"]
    assert [r.id for r in select_compatible([(drop,)], skip_kinds=())] == ["r2"]


# --------------------------------------------------------------------------- hypothesis


@st.composite
def note_and_repairs(draw):
    note = draw(st.text(alphabet="ab .\n[]", min_size=0, max_size=60))
    cuts = sorted(draw(st.lists(st.integers(0, len(note)), max_size=12)))
    repairs = []
    # consecutive cut pairs give disjoint spans; each is a replacement or a pure insertion
    last_insertion = None
    for i in range(0, len(cuts) - 1, 2):
        start, end = cuts[i], cuts[i + 1]
        if draw(st.booleans()):
            end = start
        if start == end and last_insertion == start:
            continue
        if start == end:
            last_insertion = start
        repairs.append(rep(start, end, draw(st.text(alphabet="XYZ ", max_size=5)), rid=f"r{i}"))
    return note, repairs


@given(note_and_repairs(), st.randoms())
@settings(max_examples=200, deadline=None)
def test_any_order_same_text(case, rnd) -> None:
    note, repairs = case
    expected = apply_repairs(note, repairs)
    shuffled = list(repairs)
    rnd.shuffle(shuffled)
    assert apply_repairs(note, shuffled) == expected


def _delta(repairs) -> int:
    return sum(len(r.replacement) - (r.end - r.start) for r in repairs)


@given(note_and_repairs(), st.data())
@settings(max_examples=200, deadline=None)
def test_subsets_compose(case, data) -> None:
    note, repairs = case
    subset = data.draw(st.lists(st.sampled_from(repairs), unique=True) if repairs else st.just([]))
    rest = [r for r in repairs if r not in subset]
    # applying a subset first, then the rest at shifted offsets, equals applying all at once
    shifted = []
    for r in rest:
        d = _delta([s for s in subset if s.end <= r.start])
        shifted.append(rep(r.start + d, r.end + d, r.replacement, rid=r.id))
    # (a deletion can bring two insertions onto one offset: then their order is ambiguous)
    assume(not any(conflicts(a, b) or a.start == a.end == b.start == b.end
                   for a, b in itertools.combinations(shifted, 2)))
    assert apply_repairs(apply_repairs(note, subset), shifted) == apply_repairs(note, repairs)


@given(note_and_repairs())
@settings(max_examples=200, deadline=None)
def test_text_outside_repairs_is_preserved(case) -> None:
    note, repairs = case
    out = apply_repairs(note, repairs)
    bounds = sorted({0, len(note), *(x for r in repairs for x in (r.start, r.end))})
    for a, b in itertools.pairwise(bounds):
        if any(r.start <= a and b <= r.end and r.start < r.end for r in repairs):
            continue  # inside a replaced span
        at = a + _delta([r for r in repairs if r.end <= a])
        assert out[at : at + b - a] == note[a:b]
    if not repairs:
        assert out == note
