"""The bounded repair loop: gate → suggest → apply → gate, at most ``max_passes`` passes.

The loop is ended by the deterministic gate — no uncited claims left, nothing applicable
suggested, or the text did not change — or by the pass limit; never by a model's opinion.
Suggestions are validated before use: a repair whose span lies outside the text, or that names
a key outside ``allowed_keys``, is dropped (and never reaches the report).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from reviewer.model import ClaimResult, Repair, Verdict
from reviewer.repair.apply import apply_repairs, select_compatible

Analyze = Callable[[str], Sequence[ClaimResult]]
Suggest = Callable[[Sequence[ClaimResult], str], Mapping[str, Sequence[Repair]]]


def coverage_fraction(results: Sequence[ClaimResult]) -> float | None:
    """covered / total over the claims (covered = carries a citation); None with no claims."""
    if not results:
        return None
    return sum(1 for r in results if r.claim.cited) / len(results)


def gate_passes(results: Sequence[ClaimResult]) -> bool:
    """The loop's gate: no claim is left uncited."""
    return not any(r.verdict is Verdict.UNCITED for r in results)


@dataclass(frozen=True, slots=True)
class LoopResult:
    #: claim id → repairs against the DRAFT's offsets (what the report shows)
    first_suggestions: Mapping[str, tuple[Repair, ...]]
    repaired_note: str
    passes: int
    results_before: tuple[ClaimResult, ...]
    results_after: tuple[ClaimResult, ...]
    coverage_before: float | None
    coverage_after: float | None
    #: why the loop stopped: "gate passed", "nothing to apply", "no change", "max passes"
    stopped: str = ""
    #: the repairs applied in each pass (offsets into that pass's input text)
    applied: tuple[tuple[Repair, ...], ...] = field(default=())

    @property
    def gain(self) -> float | None:
        if self.coverage_before is None or self.coverage_after is None:
            return None
        return self.coverage_after - self.coverage_before

    @property
    def ok(self) -> bool:
        return gate_passes(self.results_after)


def merge_suggestions(*maps: Mapping[str, Sequence[Repair]]) -> dict[str, tuple[Repair, ...]]:
    """Claim-wise union of several suggesters' output, earlier maps first (so the loop picks an
    earlier map's repair when two conflict); the same edit twice is kept once; ids are
    renumbered ``r1``, ``r2`` … in order."""
    merged: dict[str, list[Repair]] = {}
    for suggestions in maps:
        for claim_id, repairs in suggestions.items():
            bucket = merged.setdefault(claim_id, [])
            for repair in repairs:
                if not any((r.start, r.end, r.replacement) == (repair.start, repair.end, repair.replacement)
                           for r in bucket):
                    bucket.append(repair)
    counter = iter(range(1, 10**9))
    return {cid: tuple(replace(r, id=f"r{next(counter)}") for r in reps) for cid, reps in merged.items() if reps}


def _validated(
    suggestions: Mapping[str, Sequence[Repair]], text: str, allowed_keys: Collection[str] | None
) -> dict[str, tuple[Repair, ...]]:
    out: dict[str, tuple[Repair, ...]] = {}
    for claim_id, repairs in suggestions.items():
        kept = tuple(
            r
            for r in repairs
            if 0 <= r.start <= r.end <= len(text)
            and (allowed_keys is None or all(k in allowed_keys for k in r.citations))
        )
        if kept:
            out[claim_id] = kept
    return out


def run_repair_loop(
    note: str,
    analyze: Analyze,
    suggest: Suggest,
    max_passes: int = 2,
    *,
    allowed_keys: Collection[str] | None = None,
) -> LoopResult:
    """Run at most ``max_passes`` passes of gate → suggest → apply → gate.

    The first pass always asks for suggestions (they go into the report, against the draft's
    offsets); later passes run only while the gate fails. Per pass the loop applies, per claim,
    the primary repair and every compatible one after it, never ``drop``.
    """
    if max_passes < 0:
        raise ValueError(f"max_passes must be >= 0, not {max_passes}")
    text = note
    results = before = tuple(analyze(text))
    first: dict[str, tuple[Repair, ...]] = {}
    applied: list[tuple[Repair, ...]] = []
    stopped = "max passes"
    for index in range(max_passes):
        if index > 0 and gate_passes(results):
            stopped = "gate passed"
            break
        suggestions = _validated(suggest(results, text), text, allowed_keys)
        if index == 0:
            first = suggestions
        chosen = select_compatible(suggestions.values())
        new_text = apply_repairs(text, chosen) if chosen else text
        if not chosen or new_text == text:
            stopped = "nothing to apply" if not chosen else "no change"
            break
        text = new_text
        applied.append(tuple(chosen))
        results = tuple(analyze(text))
    else:
        if max_passes == 0 or gate_passes(results):
            stopped = "gate passed" if gate_passes(results) else "max passes"
    return LoopResult(
        first_suggestions=first,
        repaired_note=text,
        passes=len(applied),
        results_before=before,
        results_after=results,
        coverage_before=coverage_fraction(before),
        coverage_after=coverage_fraction(results),
        stopped=stopped,
        applied=tuple(applied),
    )
