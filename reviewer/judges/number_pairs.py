"""Figures read together: a claimed figure that two of the window's figures make up (a part and
"the remaining" rest, two clock times that differ by a claimed gap), and a gap that two texts
measure from opposite ends ("A … four seconds behind B" / "B … four seconds ahead of A")."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_quantities import (
    COMPARE_LESS,
    COMPARE_MORE,
    DIFFERENCE,
    Quantity,
    differs_by,
)
from reviewer.judges.conflict_text import Words


def clocks_differ_by(q: Quantity, wq: list[Quantity]) -> bool:
    """Two of the window's clock times ("in 3:21", "in 3:29") differ by the claim's duration
    ("eight seconds quicker"), read as minutes:seconds or hours:minutes."""
    if q.unit != "time":
        return False
    clocks = [v for v in wq if v.unit == "clock"]
    return len(clocks) >= 2 and any(
        differs_by(q, [replace(v, unit="time", value=v.value * f, high=v.high * f, rounding=v.rounding * f)
                       for v in clocks]) for f in (1.0, 60.0))


def whole_of_parts(q: Quantity, window: Words, rivals: list[Quantity], wq: list[Quantity]) -> bool:
    """The claim's figure is the sum of a part and the rest the window gives ("30 tetras before
    Thursday's losses" / "two tetras found dead; the remaining 28 appear healthy")."""
    rest = [v for v in wq if v.idx > 0 and not v.percent and "remaining" in window.lower[max(0, v.idx - 2) : v.idx]]
    return any(abs(a.value + b.value - q.value) <= max(q.rounding, 0.5)
               for b in rest for a in rivals if a is not b and not a.compare and not a.year)


def compare_word(w: Words, q: Quantity) -> int | None:
    """The word after a figure that compares it ("27 percent fewer", "four seconds ahead"), if any."""
    return next((j for j in (q.end_idx + 1, q.end_idx + 2) if j < len(w) and (
        w.lower[j] in COMPARE_MORE or w.lower[j] in COMPARE_LESS or w.lower[j] in DIFFERENCE)), None)


def _compared_with(w: Words, q: Quantity) -> frozenset[str]:
    """The content stems of what a compared figure is measured against ("four seconds ahead of
    Shiplake College": shiplake, college), up to three words in its clause."""
    j = compare_word(w, q)
    return frozenset() if j is None else frozenset(w.stems[k] for k in w.next_content(j, 3))


def swapped_gap(claim: Words, q: Quantity, window: Words, v: Quantity) -> bool:
    """The two texts measure the gap from opposite ends: each is measured against a party the
    other names elsewhere ("Shiplake … behind Great Marlow" / "Great Marlow … ahead of Shiplake")."""
    mine, theirs = _compared_with(claim, q), _compared_with(window, v)
    if not mine or not theirs or mine & theirs:
        return False
    return theirs <= set(claim.stems) and mine <= set(window.stems)
