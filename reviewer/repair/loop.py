"""The bounded repair loop: gate → suggest → apply → gate, at most ``max_passes`` passes.

The loop is ended by the deterministic gate — no uncited claims left, nothing applicable
suggested, or the text did not change — or by the pass limit; never by a model's opinion.
Suggestions are validated before use: a repair whose span lies outside the text, or that names
a key outside ``allowed_keys``, is dropped (and never reaches the report); so is one the safety
rules forbid (``repair.safety``), one whose text is not well formed (``safety.malformed``:
applied to every suggestion, re-verified or not), one that rewrites its claim into something
the claim did not say (``safety.changes_meaning``: a re-quote is not "better" for being copied
from the source; also applied to every suggestion), and one that does not make its claim better
when the note is re-analysed with it applied (``reverify``: the same ``analyze`` — the same
panel — as the draft).
Coverage after the loop counts what the note still asserts (``coverage.standing_coverage``).
"""

from __future__ import annotations

import bisect
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, replace

from reviewer.coverage import standing_coverage
from reviewer.model import ClaimResult, Repair, RepairKind, Verdict
from reviewer.repair import safety
from reviewer.repair.apply import apply_repairs, conflicts, select_compatible
from reviewer.repair.edits import SpanMap

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
    #: draft claims whose text the applied repairs removed / left standing but unsegmented
    removed: int = 0
    hidden: int = 0
    #: suggestions withheld: forbidden by the safety rules / not better once re-verified
    withheld_unsafe: int = 0
    withheld_not_better: int = 0
    #: suggestions withheld because the text they leave is not well formed
    withheld_malformed: int = 0
    #: suggestions withheld because they rewrite the claim into something it did not say
    withheld_meaning: int = 0

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


def _well_formed(
    suggestions: Mapping[str, Sequence[Repair]], text: str, results: Sequence[ClaimResult]
) -> tuple[dict[str, tuple[Repair, ...]], int, int]:
    """The suggestions whose text is well formed (``safety.malformed``) and that keep their
    claim's meaning (``safety.changes_meaning``), how many were not well formed, and how many
    changed their claim's meaning."""
    by_id = {r.id: r for r in results}
    out: dict[str, tuple[Repair, ...]] = {}
    bad = changed = 0
    for claim_id, repairs in suggestions.items():
        result = by_id.get(claim_id)
        formed = [r for r in repairs if not safety.malformed(text, result, r)]
        kept = tuple(r for r in formed if not safety.changes_meaning(text, result, r))
        bad += len(repairs) - len(formed)
        changed += len(formed) - len(kept)
        if kept:
            out[claim_id] = kept
    return out, bad, changed


@dataclass(frozen=True, slots=True)
class Reverified:
    suggestions: dict[str, tuple[Repair, ...]]
    unsafe: int = 0
    not_better: int = 0


def _round(pending: list[tuple[ClaimResult, Repair, int]]) -> tuple[list, list]:
    """One repair per claim that conflicts with none chosen before it; the rest wait."""
    chosen: list[tuple[ClaimResult, Repair, int]] = []
    rest = []
    claims: set[str] = set()
    by_start: list[tuple[int, int, int]] = []  # (start, end, index in chosen), sorted
    for item in pending:
        result, repair, _ = item
        if result.id in claims or _clashes(repair, chosen, by_start):
            rest.append(item)
        else:
            claims.add(result.id)
            bisect.insort(by_start, (repair.start, repair.end, len(chosen)))
            chosen.append(item)
    return chosen, rest


def _clashes(repair: Repair, chosen: list[tuple[ClaimResult, Repair, int]], by_start: list[tuple[int, int, int]]) -> bool:
    """``any(conflicts(repair, other) for _, other, _ in chosen)``: chosen repairs do not overlap,
    so only the neighbours that reach this span can conflict (as in ``apply.select_compatible``)."""
    j = bisect.bisect_right(by_start, (repair.end, repair.end, len(chosen))) - 1
    while j >= 0 and by_start[j][1] >= repair.start:
        if conflicts(repair, chosen[by_start[j][2]][1]):
            return True
        j -= 1
    return False


def reverify(
    text: str, results: Sequence[ClaimResult], suggestions: Mapping[str, Sequence[Repair]], analyze: Analyze
) -> Reverified:
    """Keep the suggestions the safety rules allow and that make their claim better.

    Suggestions are tried in rounds (one per claim per round, none overlapping): each round
    applies its repairs to ``text`` and re-analyses the note with ``analyze`` (the draft's own
    path and panel); a repair is kept when ``safety.better`` holds for the claims that then
    stand where its claim stood. The kept repairs get the re-verified verdict in their rationale.
    """
    by_id = {r.id: r for r in results}
    pending: list[tuple[ClaimResult, Repair, int]] = []
    unsafe = 0
    for claim_id, repairs in suggestions.items():
        result = by_id.get(claim_id)
        for repair in repairs:
            if result is None or safety.forbidden(result, repair):
                unsafe += 1
            else:
                pending.append((result, repair, len(pending)))
    kept: dict[int, Repair] = {}
    while pending:
        chosen, pending = _round(pending)
        edits_ = [r for _, r, _ in chosen]
        new_text = apply_repairs(text, edits_)
        after = tuple(analyze(new_text))
        ends = [r.claim.end for r in after]
        mapped = SpanMap(edits_)
        harmed = _harmed_blocks(results, {r.id for r, _, _ in chosen}, mapped, after, ends, new_text)
        for result, repair, index in chosen:
            start, end = mapped.map(result.claim.start, result.claim.end)
            there = _overlapping(after, ends, start, end)
            if result.claim.block not in harmed and safety.better(result, repair, there, new_text[start:end]):
                kept[index] = _noted(repair, result, there)
    out: dict[str, list[Repair]] = {}
    for index in sorted(kept):
        out.setdefault(kept[index].claim_id, []).append(kept[index])
    total = sum(len(r) for r in suggestions.values())
    return Reverified({k: tuple(v) for k, v in out.items()}, unsafe, total - unsafe - len(kept))


def _overlapping(after: Sequence[ClaimResult], ends: Sequence[int], start: int, end: int) -> list[ClaimResult]:
    """The claims of ``after`` (in note order; ``ends`` their ends) that overlap ``[start, end)``."""
    i = bisect.bisect_left(ends, start + 1)
    out = []
    while i < len(after) and after[i].claim.start < end:
        if start < after[i].claim.end:
            out.append(after[i])
        i += 1
    return out


def _harmed_blocks(results: Sequence[ClaimResult], repaired: set[str], mapped: SpanMap,
                   after: Sequence[ClaimResult], ends: Sequence[int], new_text: str) -> set[int]:
    """Blocks where a claim no repair of the round touched came out worse (a marker added to
    the last sentence of a paragraph also covers the uncited sentences before it): the round's
    repairs in those blocks are not kept."""
    harmed = set()
    for result in results:
        if result.id in repaired:
            continue
        start, end = mapped.map(result.claim.start, result.claim.end)
        there = _overlapping(after, ends, start, end)
        if (start, end) == (result.claim.start, result.claim.end) and new_text[start:end] == result.claim.text:
            if there and all(r.claim.text == result.claim.text and r.verdict is result.verdict for r in there):
                continue
        if not new_text[start:end].strip():
            continue
        # the text's standing score only where no claim stands (``min``'s default, read only then)
        now = min(safety.score(r) for r in there) if there else safety.standing_score(new_text[start:end])
        if now < safety.score(result):
            harmed.add(result.claim.block)
    return harmed


def _noted(repair: Repair, before: ClaimResult, after: Sequence[ClaimResult]) -> Repair:
    if not after:
        outcome = ("the claim is removed" if repair.kind is RepairKind.DROP
                   else "the hedged sentence now reads as the note's judgment on the cited text before it, "
                        "which the gate does not flag" if repair.kind is RepairKind.SOFTEN
                   else "the sentence is no longer a claim")
    else:
        verdicts = ", ".join(dict.fromkeys(r.verdict.value for r in after))
        outcome = f"{before.verdict.value} -> {verdicts}"
        if all(r.verdict is before.verdict for r in after):
            grounding = ", ".join(dict.fromkeys(r.grounding.value for r in after))
            if grounding != before.grounding.value:
                outcome += f" (quote {before.grounding.value} -> {grounding})"
    return replace(repair, rationale=f"{repair.rationale} Re-checked with the repair applied: {outcome}.".strip())


def run_repair_loop(
    note: str,
    analyze: Analyze,
    suggest: Suggest,
    max_passes: int = 2,
    *,
    allowed_keys: Collection[str] | None = None,
    verify_suggestions: bool = True,
    draft: Sequence[ClaimResult] | None = None,
) -> LoopResult:
    """Run at most ``max_passes`` passes of gate → suggest → apply → gate.

    The first pass always asks for suggestions (they go into the report, against the draft's
    offsets); later passes run only while the gate fails. Per pass the loop applies, per claim,
    the primary repair and every compatible one after it, never ``drop``. ``draft``: what
    ``analyze(note)`` returns, when the caller has analysed the note already.
    """
    if max_passes < 0:
        raise ValueError(f"max_passes must be >= 0, not {max_passes}")
    text = note
    results = before = tuple(analyze(text) if draft is None else draft)
    first: dict[str, tuple[Repair, ...]] = {}
    applied: list[tuple[Repair, ...]] = []
    spans = [(r.claim.start, r.claim.end) for r in before]  # the draft's claims, in the current text
    unsafe = not_better = malformed = meaning = 0
    stopped = "max passes"
    for index in range(max_passes):
        if index > 0 and gate_passes(results):
            stopped = "gate passed"
            break
        suggestions = _validated(suggest(results, text), text, allowed_keys)
        suggestions, bad, changed = _well_formed(suggestions, text, results)
        malformed += bad
        meaning += changed
        if verify_suggestions and suggestions:
            checked = reverify(text, results, suggestions, analyze)
            suggestions = checked.suggestions
            unsafe += checked.unsafe
            not_better += checked.not_better
        if index == 0:
            first = suggestions
        chosen = select_compatible(suggestions.values())
        new_text = apply_repairs(text, chosen) if chosen else text
        if not chosen or new_text == text:
            stopped = "nothing to apply" if not chosen else "no change"
            break
        mapped = SpanMap(chosen)
        spans = [mapped.map(a, b) for a, b in spans]
        text = new_text
        applied.append(tuple(chosen))
        results = tuple(analyze(text))
    else:
        if max_passes == 0 or gate_passes(results):
            stopped = "gate passed" if gate_passes(results) else "max passes"
    standing = standing_coverage(results, text, spans)
    return LoopResult(
        first_suggestions=first,
        repaired_note=text,
        passes=len(applied),
        results_before=before,
        results_after=results,
        coverage_before=coverage_fraction(before),
        coverage_after=standing.fraction,
        stopped=stopped,
        applied=tuple(applied),
        removed=standing.removed,
        hidden=standing.hidden,
        withheld_unsafe=unsafe,
        withheld_not_better=not_better,
        withheld_malformed=malformed,
        withheld_meaning=meaning,
    )
