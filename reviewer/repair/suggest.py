"""Repair suggestions for the claims the gate flags.

``suggest_repairs(results, note, sources, panel)`` returns, per claim id, the repairs an editor
can accept, each with a rationale that names the source and quotes the evidence:

* **uncited** claim: ``add_citation`` of the source the panel finds supports it (never a key
  outside ``sources``); when a source only partly supports it, ``soften`` ("It is likely that …")
  whose rationale names that source (attaching it is left to the editor: a partial verdict is
  too weak a signal to cite automatically); when none, ``soften`` ("We assess that …"); ``drop``
  is always offered as the alternative.
* **not supported** cited claim: ``remove_citation`` — replaced by the key of a source that does
  support it if there is one, else removed (with ``soften`` / ``drop``). A marker shared with
  other claims (a trailing cite) is never removed; a supporting key is added instead.
* a **quote** that is fuzzy or unlocated in the cited source: ``requote`` with the source's own
  text (the fuzzy match, or the evidence passage the panel found).

Per claim the first repair is the primary one; ``drop`` is always an alternative.
Candidate sources are pre-ranked lexically; only the best few plus the keys cited in the
neighbouring blocks go to the panel. Among the sources the panel accepts, ``supported`` beats
``partial``, then the panel's vote score, with small bonuses for keys already cited in the
surrounding prose (a synthesis sentence rests on them; not for bullets, whose siblings state
their own facts) and for sources the note cites nowhere (where a lost citation belonged).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from reviewer.model import ClaimResult, Grounding, Repair, RepairKind, Source, Verdict
from reviewer.repair import corrections, edits, safety
from reviewer.repair.context import (  # noqa: F401 - re-exported for the suggesters
    _RANK,
    MAX_CANDIDATES,
    MIN_PRESCORE,
    ORPHAN_BONUS,
    PROXIMITY_BONUS,
    Candidate,
    Panel,
    _Context,
    _evidence_text,
    _source_name,
    _tokens,
    _vote_score,
    _votes_text,
)


def _draft(kind: RepairKind, result: ClaimResult, span: tuple[int, int], replacement: str, rationale: str,
           citations: tuple[str, ...] = ()) -> Repair:
    return Repair("", kind, result.claim.id, span[0], span[1], replacement, citations, rationale)


def _add_citation(ctx: _Context, result: ClaimResult, best: Candidate, why: str) -> Repair:
    at = edits.insertion_point(ctx.note, result.claim)
    marker = edits.format_marker([best.key], ctx.style)
    near = " It is already cited in the neighbouring text." if best.proximity >= 2 else ""
    rationale = (
        f"{why} Source {_source_name(ctx, best.key)} {'supports' if best.verdict is Verdict.SUPPORTED else 'partly supports'}"
        f" it ({_votes_text(best.decision)}){_evidence_text(best.decision) or '.'}{near}"
    )
    return _draft(RepairKind.ADD_CITATION, result, (at, at), edits.marker_insertion(ctx.note, at, marker),
                  rationale, (best.key,))


#: A figure in a claim ("212 passengers", "3.5%") needs a source: hedging cannot stand in for one.
#: A bare year ("through 2026") is a time frame, not a figure.
_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def _states_figure(text: str) -> bool:
    return any(not (len(m) == 4 and m.isdigit() and 1500 <= int(m) <= 2199) for m in _NUMBER.findall(text))


def _soften_and_drop(ctx: _Context, result: ClaimResult, level: str, why: str) -> list[Repair]:
    out = []
    claim_text = edits.strip_markers(result.claim.text, result.claim.citations, result.claim.start)
    figure = _states_figure(claim_text)
    soften = None if figure else edits.soften_edit(ctx.note, result.claim, level, ctx.texts)
    if figure:
        why = f"{why} It states a specific figure, which needs a source rather than a hedge."
    if soften is not None:
        start, end, text = soften
        hedge = HEDGE_WHY[level]
        out.append(_draft(RepairKind.SOFTEN, result, (start, end), text, f"{hedge} {why}"))
    out.append(_draft(RepairKind.DROP, result, edits.drop_span(ctx.note, result.claim), "",
                      f"{why} Remove the sentence if it cannot be sourced."))
    return out


HEDGE_WHY = {
    "partial": "State it as likely rather than as fact.",
    "none": "No source in the note supports it: present it as the note's own assessment.",
}


def _uncited(ctx: _Context, result: ClaimResult) -> list[Repair]:
    claim_text = edits.strip_markers(result.claim.text, result.claim.citations, result.claim.start)
    found = ctx.candidates(result, claim_text, exclude=set())
    why = "The claim has no citation."
    if found and found[0].verdict is Verdict.SUPPORTED:
        return [_add_citation(ctx, result, found[0], why)]
    synthesis = corrections.synthesis_citations(ctx, result, _tokens)
    if synthesis:
        return synthesis + _uncited_rest(ctx, result, found, why)
    return _uncited_rest(ctx, result, found, why)


def _uncited_rest(ctx: _Context, result: ClaimResult, found: list[Candidate], why: str) -> list[Repair]:
    if found:  # the best is partial: hedge; the source is named, not attached (an editor's call)
        best = found[0]
        marker = edits.format_marker([best.key], ctx.style)
        hint = (f"{why} Source {_source_name(ctx, best.key)} only partly supports it "
                f"({_votes_text(best.decision)}){_evidence_text(best.decision) or '.'} "
                f"Cite it as {marker} only if it covers the whole claim.")
        return _soften_and_drop(ctx, result, "partial", hint)
    return _soften_and_drop(ctx, result, "none", why)


def _not_supported(ctx: _Context, result: ClaimResult) -> list[Repair]:
    claim = result.claim
    cited = {c.source_id or c.key for c in claim.citations}
    names = ", ".join(sorted(cited))
    why = f"The cited source ({names}) does not support the claim ({result.reason or 'panel: not_supported'})."
    claim_text = edits.strip_markers(claim.text, claim.citations, claim.start)
    found = [c for c in ctx.candidates(result, claim_text, exclude=cited) if c.verdict is Verdict.SUPPORTED]
    own = [] if claim.covered_by_trailing else edits.markers(claim.citations)
    if found:
        return _replaced(ctx, result, found[0], own, why)
    repairs: list[Repair] = []
    for group in own:
        repairs.append(_draft(RepairKind.REMOVE_CITATION, result, edits.marker_removal_span(ctx.note, group[0]),
                              "", f"{why} No other source in the note supports it; remove {group[0].raw}."))
    return repairs + _soften_and_drop(ctx, result, "none", why)


def _replaced(ctx: _Context, result: ClaimResult, best: Candidate, own: list, why: str) -> list[Repair]:
    """The claim's own markers replaced by ``best``'s key; a marker shared with other claims (a
    trailing cite, ``own`` empty) is kept and the key added beside it."""
    if not own:
        return [_add_citation(ctx, result, best, why)]
    first, *rest = own
    kind = first[0].kind
    style = edits.NUMERIC if kind.value == edits.NUMERIC else edits.LEDGER if kind.value == edits.LEDGER else ctx.style
    marker = edits.format_marker([best.key], style)
    rationale = (f"{why} Replace {first[0].raw} by {marker}: source {_source_name(ctx, best.key)} supports it "
                 f"({_votes_text(best.decision)}){_evidence_text(best.decision) or '.'}")
    repairs = [_draft(RepairKind.REMOVE_CITATION, result, (first[0].start, first[0].end), marker,
                      rationale, (best.key,))]
    for group in rest:
        repairs.append(_draft(RepairKind.REMOVE_CITATION, result, edits.marker_removal_span(ctx.note, group[0]),
                              "", f"{why} Remove {group[0].raw}; {marker} replaces it."))
    return repairs


def _self_sourced(ctx: _Context, result: ClaimResult) -> list[Repair]:
    """A claim whose only cited source is the note itself cites nothing: the bundle source the
    panel finds supports it takes that citation's place (none suggested when there is none)."""
    claim = result.claim
    cited = {c.source_id or c.key for c in claim.citations}
    why = (f"The only cited source ({', '.join(sorted(cited))}) is the note itself, which cannot support it.")
    claim_text = edits.strip_markers(claim.text, claim.citations, claim.start)
    found = [c for c in ctx.candidates(result, claim_text, exclude=cited) if c.verdict is Verdict.SUPPORTED]
    if not found:
        return []
    return _replaced(ctx, result, found[0], [] if claim.covered_by_trailing else edits.markers(claim.citations), why)


def _protected(ctx: _Context, result: ClaimResult, *, restate: bool = True) -> list[Repair]:
    """A claim whose quote is unlocated or whose evidence contradicts it keeps its citations
    and its assertiveness: a correction from the source, a supporting source added, or drop."""
    claim = result.claim
    cited = {c.source_id or c.key for c in claim.citations}
    names = ", ".join(sorted(cited))
    if safety.contradicted(result):
        why = f"The cited source ({names}) contradicts the claim ({result.reason or 'panel: not_supported'})."
    else:
        why = f"The claim's quote or evidence cannot be found in the cited source ({names})."
    repairs = list(corrections.conflict_corrections(ctx, result))
    if restate or not _requotes(ctx, result):
        repairs += corrections.restatements(ctx, result, why)
    if result.verdict is not Verdict.SUPPORTED:
        claim_text = edits.strip_markers(claim.text, claim.citations, claim.start)
        found = [c for c in ctx.candidates(result, claim_text, exclude=cited) if c.verdict is Verdict.SUPPORTED]
        if found:
            repairs.append(_add_citation(ctx, result, found[0], why))
        repairs.append(_draft(RepairKind.DROP, result, edits.drop_span(ctx.note, claim), "",
                              f"{why} Remove the sentence if the source cannot back it."))
    return repairs


def _partial(ctx: _Context, result: ClaimResult) -> list[Repair]:
    """A partly supported claim: narrowed to what the source says, or a second citation."""
    claim = result.claim
    claim_text = edits.strip_markers(claim.text, claim.citations, claim.start)
    repairs = [*corrections.narrowings(ctx, result), *corrections.second_citations(ctx, result, claim_text)]
    if not repairs:
        names = ", ".join(sorted({c.source_id or c.key for c in claim.citations}))
        repairs = corrections.restatements(ctx, result, f"The cited source ({names}) supports only part of the claim.")
    return repairs


def _requotes(ctx: _Context, result: ClaimResult) -> list[Repair]:
    claim = result.claim
    if not claim.quotes or result.verdict in (Verdict.UNCITED, Verdict.SOURCE_UNAVAILABLE):
        return []
    try:
        from reviewer.locate import locate_quote
    except ImportError:  # pragma: no cover - the locator is another helper's module
        return []
    keys = [k for k in dict.fromkeys(c.source_id or c.key for c in claim.citations) if k in ctx.sources]
    repairs = []
    for quote in claim.quotes:
        found = [(key, ctx.locate(quote.text, key, locate_quote)) for key in keys]
        if any(loc.status == Grounding.LOCATED for _, loc in found):
            continue
        fuzzy = [(key, loc) for key, loc in found if loc.status == Grounding.FUZZY and loc.start is not None]
        if fuzzy:
            key, loc = fuzzy[0]
            own = ctx.sources[key].text[loc.start : loc.end]
            if own and own != quote.text:
                repairs.append(_draft(
                    RepairKind.REQUOTE, result, (quote.start, quote.end), own,
                    f'The quote only approximately matches source {_source_name(ctx, key)}; its own words are '
                    f'"{edits.snippet(own)}".', (key,)))
            continue
        closest = [(key, edits.closest_passage(quote.text, ctx.sources[key].text)) for key in keys]
        closest = [(key, span) for key, span in closest if span is not None]
        if closest:
            key, (start, end) = closest[0]
            own = ctx.sources[key].text[start:end]
            repairs.append(_draft(
                RepairKind.REQUOTE, result, (quote.start, quote.end), own,
                f"The quote cannot be found in source {_source_name(ctx, key)}; the closest passage reads "
                f'"{edits.snippet(own)}" — check the wording before accepting.', (key,)))
            continue
        evidence = result.evidence
        if (evidence is not None and evidence.quote and evidence.source_id in keys
                and result.verdict in (Verdict.SUPPORTED, Verdict.PARTIAL)
                and evidence.quote in ctx.sources[evidence.source_id].text and evidence.quote != quote.text):
            repairs.append(_draft(
                RepairKind.REQUOTE, result, (quote.start, quote.end), evidence.quote,
                f"The quote cannot be found in source {_source_name(ctx, evidence.source_id)}; the passage that "
                f'backs the verdict reads "{edits.snippet(evidence.quote)}".', (evidence.source_id,)))
    return repairs


def suggest_repairs(
    results: Sequence[ClaimResult], note: str, sources: Mapping[str, Source], panel: Panel
) -> dict[str, tuple[Repair, ...]]:
    """Claim id → repairs (ids ``r1``, ``r2`` … in note order), primary repair first.

    Every key a repair names is a usable source among ``sources``.
    """
    ctx = _Context(results, note, sources, panel)
    ctx.prefetch(results)
    counter = itertools.count(1)
    out: dict[str, tuple[Repair, ...]] = {}
    for result in sorted(results, key=lambda r: (r.claim.start, r.claim.end)):
        if result.verdict is Verdict.UNCITED:
            drafts = _uncited(ctx, result)
        elif safety.protected(result):
            drafts = _protected(ctx, result, restate=not result.claim.quotes)
        elif result.verdict is Verdict.NOT_SUPPORTED:
            drafts = _not_supported(ctx, result)
        elif result.verdict is Verdict.PARTIAL:
            drafts = _partial(ctx, result)
        elif ctx.self_sourced(result):
            drafts = _self_sourced(ctx, result)
        else:
            drafts = []
        drafts = _requotes(ctx, result) + drafts
        drafts = [d for d in drafts if all(k in ctx.sources for k in d.citations)]
        if drafts:
            out[result.claim.id] = tuple(replace(d, id=f"r{next(counter)}") for d in drafts)
    return out
