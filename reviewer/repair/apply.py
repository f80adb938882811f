"""Applying repairs to a note: a pure, order-independent edit by offsets.

A ``Repair`` replaces ``note[start:end]`` with ``replacement`` (``start == end`` is a pure
insertion). Offsets always refer to the *original* note, so any subset of a set of repairs can
be applied in any order with the same result.

Conflict rule (documented, deterministic):

* two repairs conflict when their spans overlap (``a.start < b.end and b.start < a.end``), when
  an insertion falls strictly inside a replaced span, or when two *different* insertions share
  one offset (their order would be ambiguous); ``apply_repairs`` raises ``RepairConflict``;
* an insertion at the start of a replaced span goes before the replacement, one at its end goes
  after it (spans that merely touch do not conflict);
* the same edit listed twice (same span, same replacement) is applied once.
"""

from __future__ import annotations

import bisect
from collections.abc import Iterable, Sequence

from reviewer.model import Repair, RepairKind


class RepairConflict(ValueError):
    """Two repairs edit overlapping text (or insert different text at one offset)."""


def _label(repair: Repair) -> str:
    return repair.id or f"{repair.kind}@{repair.start}"


def conflicts(a: Repair, b: Repair) -> bool:
    """Whether ``a`` and ``b`` cannot both be applied (see the module's conflict rule)."""
    if (a.start, a.end, a.replacement) == (b.start, b.end, b.replacement):
        return False  # the same edit twice
    a_ins, b_ins = a.start == a.end, b.start == b.end
    if a_ins and b_ins:
        return a.start == b.start
    if a_ins:
        return b.start < a.start < b.end
    if b_ins:
        return a.start < b.start < a.end
    return a.start < b.end and b.start < a.end


def _check_bounds(note: str, repair: Repair) -> None:
    if not 0 <= repair.start <= repair.end <= len(note):
        raise ValueError(
            f"repair {_label(repair)} span {repair.start}..{repair.end} lies outside the note "
            f"(length {len(note)})"
        )


def apply_repairs(note: str, repairs: Iterable[Repair]) -> str:
    """Return ``note`` with every repair applied; text outside the repaired spans is untouched.

    Raises ``RepairConflict`` for conflicting repairs and ``ValueError`` for a span outside
    the note.
    """
    unique: dict[tuple[int, int, str], Repair] = {}
    for repair in repairs:
        _check_bounds(note, repair)
        unique.setdefault((repair.start, repair.end, repair.replacement), repair)
    # insertions sort before a replacement that starts at the same offset
    ordered = sorted(unique.values(), key=lambda r: (r.start, r.end, r.replacement))
    for i, first in enumerate(ordered):
        for second in ordered[i + 1 :]:
            if second.start > first.end:
                break
            if conflicts(first, second):
                raise RepairConflict(
                    f"repairs {_label(first)} ({first.start}..{first.end}) and {_label(second)} "
                    f"({second.start}..{second.end}) overlap; apply one or the other"
                )
    pieces: list[str] = []
    pos = 0
    for repair in ordered:
        pieces.append(note[pos : repair.start])
        pieces.append(repair.replacement)
        pos = repair.end
    pieces.append(note[pos:])
    return "".join(pieces)


def select_compatible(
    suggestions: Iterable[Sequence[Repair]], *, skip_kinds: Iterable[RepairKind] = (RepairKind.DROP,)
) -> list[Repair]:
    """The repairs the loop applies: per claim, in order, every repair that conflicts with none
    chosen before it, leaving out ``skip_kinds`` (by default ``drop``: removing a claim is an
    editor's call, never automatic), and no ``soften`` for a claim that already got a citation
    or a correction. The first repair of a claim is its primary suggestion."""
    skipped = set(skip_kinds)
    chosen: list[Repair] = []
    fixed: set[str] = set()  # claims that got a citation or a correction: no hedge on top
    by_start: list[tuple[int, int, int]] = []  # (start, end, index in chosen), sorted
    for repairs in suggestions:
        for repair in repairs:
            if repair.kind in skipped:
                continue
            # chosen repairs do not overlap, so only the neighbours that reach this span can conflict
            j = bisect.bisect_right(by_start, (repair.end, repair.end, len(chosen))) - 1
            clash = False
            while j >= 0 and by_start[j][1] >= repair.start:
                if conflicts(repair, chosen[by_start[j][2]]):
                    clash = True
                    break
                j -= 1
            if clash or (repair.kind is RepairKind.SOFTEN and repair.claim_id in fixed):
                continue
            if repair.kind in (RepairKind.ADD_CITATION, RepairKind.REQUOTE):
                fixed.add(repair.claim_id)
            bisect.insort(by_start, (repair.start, repair.end, len(chosen)))
            chosen.append(repair)
    return chosen
