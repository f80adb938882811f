"""The review queue as an editor drives it: filter, sort, the next open claim, progress.

Pure functions of a report and the claims' review states (no Streamlit, no database).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from reviewer.model import ClaimResult, Grounding, Report, Verdict
from reviewer.review.decisions import ClaimState
from reviewer.review.derive import priority


class SortKey(StrEnum):
    PRIORITY = "priority"  # disagreements, unlocated quotes, uncited … (derive.priority)
    CONFIDENCE = "confidence"  # least confident panel first
    NOTE = "note"  # note order

    @property
    def label(self) -> str:
        return {SortKey.PRIORITY: "review priority", SortKey.CONFIDENCE: "least confident first",
                SortKey.NOTE: "note order"}[self]


def confidence(result: ClaimResult) -> float | None:
    """How sure the panel is of its verdict: the score-weighted share of the valid votes that
    agree with it (0…1); None when no judge could vote. Error votes count for nothing."""
    ok = [v for v in result.votes if v.ok]
    if not ok:
        return None
    weight = [max(v.score, 0.05) for v in ok]  # a zero score still counts a little
    agree = sum(w for v, w in zip(ok, weight) if v.verdict == result.verdict)
    return agree / sum(weight)


@dataclass(frozen=True, slots=True)
class QueueFilter:
    """What the editor asked the queue to show. Empty tuples mean "any"."""

    verdicts: tuple[Verdict, ...] = ()
    groundings: tuple[Grounding, ...] = ()
    disagreement_only: bool = False
    conflicts_only: bool = False  # claims two editors labelled differently
    only_open: bool = False
    max_confidence: float | None = None  # keep claims at or below this confidence
    sort: SortKey = SortKey.PRIORITY

    def keeps(self, result: ClaimResult, state: ClaimState | None) -> bool:
        if self.verdicts and result.verdict not in self.verdicts:
            return False
        if self.groundings and result.grounding not in self.groundings:
            return False
        if self.disagreement_only and not result.disagreement:
            return False
        if self.conflicts_only and not (state is not None and state.label_conflict):
            return False
        if self.only_open and state is not None and state.reviewed:
            return False
        if self.max_confidence is not None:
            c = confidence(result)
            if c is not None and c > self.max_confidence:
                return False
        return True


def _sort_key(sort: SortKey):
    if sort is SortKey.CONFIDENCE:
        return lambda r: (c if (c := confidence(r)) is not None else 2.0, priority(r),
                          r.claim.start)
    if sort is SortKey.NOTE:
        return lambda r: r.claim.start
    return lambda r: (priority(r), r.claim.start)


def filtered_queue(report: Report, states: dict[str, ClaimState] | None = None,
                   flt: QueueFilter = QueueFilter()) -> list[ClaimResult]:
    """The claims the filter keeps, in its order (stable: note order within a rank)."""
    states = states or {}
    kept = [r for r in report.claims if flt.keeps(r, states.get(r.claim.id))]
    return sorted(kept, key=_sort_key(flt.sort))


def is_open(result: ClaimResult, state: ClaimState | None) -> bool:
    """A claim still waits for an editor: no decision in force, or editors' labels clash."""
    return state is None or not state.reviewed or state.label_conflict


def next_open(ids: list[str], states: dict[str, ClaimState], current: str | None,
              *, flagged: Iterable[str] = ()) -> str | None:
    """The next open claim after ``current`` in queue order (wrapping round), preferring
    ``flagged`` claims when given; None when every claim in ``ids`` has a decision."""
    if not ids:
        return None
    at = ids.index(current) if current in ids else -1
    order = ids[at + 1:] + ids[:at + 1]
    open_ids = [i for i in order if i != current and
                (states.get(i) is None or not states[i].reviewed or states[i].label_conflict)]
    wanted = set(flagged)
    preferred = [i for i in open_ids if i in wanted]
    return (preferred or open_ids or [None])[0]


def step(ids: list[str], current: str | None, delta: int) -> str | None:
    """The claim ``delta`` places from ``current`` in the queue (clamped), None if empty."""
    if not ids:
        return None
    at = ids.index(current) if current in ids else 0
    return ids[min(len(ids) - 1, max(0, at + delta))]


@dataclass(frozen=True, slots=True)
class QueueProgress:
    done: int
    left: int

    @property
    def total(self) -> int:
        return self.done + self.left

    @property
    def fraction(self) -> float:
        return self.done / self.total if self.total else 1.0


def queue_progress(items: list[ClaimResult], states: dict[str, ClaimState]) -> QueueProgress:
    """Done (a decision in force, no clash between editors) and left, over ``items``."""
    left = sum(1 for r in items if is_open(r, states.get(r.claim.id)))
    return QueueProgress(len(items) - left, left)
