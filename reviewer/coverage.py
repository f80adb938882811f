"""Coverage and the deterministic gate.

A claim is *covered* when it carries a citation or is covered by a trailing one. The gate
passes when no claim is uncited and no marker dangles; ``strict`` also demands that every
cited claim is ``supported``. The gate — never a model's opinion — ends the repair loop.

Coverage counts what the note asserts. After a repair, ``standing_coverage`` counts every claim
of the repaired note, plus every claim of the draft whose text still stands in the note but is
no longer read as a claim (a hedge that turned it into an analytic judgment): such a claim is
*hidden*, and counts as uncovered. A claim whose text is gone (``drop``) is *removed*: it leaves
the total and is reported on its own, so coverage cannot rise by hiding a claim.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass

from reviewer.model import ClaimResult, Coverage, Dangling, Verdict


def coverage_of(results: Sequence[ClaimResult]) -> Coverage:
    covered = sum(1 for r in results if r.claim.cited)
    return Coverage(covered=covered, total=len(results))


def fraction(results: Sequence[ClaimResult]) -> float | None:
    return coverage_of(results).fraction


@dataclass(frozen=True, slots=True)
class Standing:
    """Coverage of a repaired note counted against what the draft asserted."""

    covered: int
    total: int
    removed: int  # draft claims whose text is gone
    hidden: int  # draft claims whose text stands but is no longer segmented as a claim

    @property
    def fraction(self) -> float | None:
        return None if self.total == 0 else self.covered / self.total


def standing_coverage(
    after: Sequence[ClaimResult], after_text: str, draft_spans: Sequence[tuple[int, int]]
) -> Standing:
    """Coverage of the repaired note. ``draft_spans`` are where each draft claim's text lies in
    ``after_text`` (``repair.edits.map_span``); ``after`` are the repaired note's claims."""
    removed = hidden = 0
    # "some claim of ``after`` overlaps [start, end)": among the claims ending after ``start``
    # (a suffix when sorted by end), the earliest start lies before ``end``
    by_end = sorted(((r.claim.end, r.claim.start) for r in after), key=lambda p: p[0])
    ends = [e for e, _ in by_end]
    first_start = [0] * len(by_end)  # first_start[i]: the smallest start among by_end[i:]
    low = None
    for i in range(len(by_end) - 1, -1, -1):
        low = by_end[i][1] if low is None or by_end[i][1] < low else low
        first_start[i] = low
    for start, end in draft_spans:
        if not after_text[start:end].strip():
            removed += 1
        else:
            i = bisect_right(ends, start)
            if not (i < len(ends) and first_start[i] < end):
                hidden += 1
    covered = sum(1 for r in after if r.claim.cited)
    return Standing(covered=covered, total=len(after) + hidden, removed=removed, hidden=hidden)


def gate_passes(results: Sequence[ClaimResult], dangling: Sequence[Dangling], *, strict: bool = False) -> bool:
    if dangling or any(r.verdict is Verdict.UNCITED for r in results):
        return False
    if strict:
        return all(r.verdict is Verdict.SUPPORTED for r in results)
    return True
