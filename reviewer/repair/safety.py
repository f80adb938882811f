"""Repair safety: which repairs a claim may get, and whether a re-verified repair is better.

Rules (README "Repair safety"):

* a claim whose quote is unlocated (``Grounding.UNLOCATED``) or whose verdict is
  ``not_supported`` because of a contradiction (a vote with ``conflicts``) is *protected*: no
  repair removes one of its citation markers or softens it; it gets ``requote`` (the source's
  own words), a correction drawn from the source, an added citation, or ``drop``;
* every suggestion is re-verified (the loop re-analyses the note with the repair applied) and
  shown only when the claim comes out *better* (``score`` below rises).

Everything here is pure.
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.model import ClaimResult, Grounding, Repair, RepairKind, Verdict
from reviewer.repair import edits

#: how true a verdict leaves the note: a false citation is worse than none (the gate flags it)
VERDICT_RANK = {
    Verdict.SUPPORTED: 4,
    Verdict.PARTIAL: 3,
    Verdict.UNCITED: 2,
    Verdict.SOURCE_UNAVAILABLE: 2,
    Verdict.NOT_SUPPORTED: 1,
}
GROUNDING_RANK = {
    Grounding.LOCATED: 3,
    Grounding.FUZZY: 2,
    Grounding.NOT_APPLICABLE: 1,
    Grounding.UNLOCATED: 0,
}

Score = tuple[int, int, bool]


def contradicted(result: ClaimResult) -> bool:
    """``not_supported`` because a judge found the evidence says otherwise."""
    return result.verdict is Verdict.NOT_SUPPORTED and any(v.conflicts for v in result.votes)


def protected(result: ClaimResult) -> bool:
    """A cited claim whose quote is unlocated or whose evidence contradicts it."""
    if not result.claim.cited:
        return False
    return result.grounding is Grounding.UNLOCATED or contradicted(result)


def removes_marker(result: ClaimResult, repair: Repair) -> bool:
    """Whether ``repair`` deletes one of the claim's citation markers without putting it back
    (a ``drop`` of the whole claim aside)."""
    if repair.start == repair.end:
        return False
    return any(repair.start <= c.start and c.end <= repair.end and c.raw not in repair.replacement
               for c in result.claim.citations)


def forbidden(result: ClaimResult, repair: Repair) -> bool:
    """A repair the safety rules never offer for this claim."""
    if not protected(result) or repair.kind is RepairKind.DROP:
        return False
    return repair.kind in (RepairKind.REMOVE_CITATION, RepairKind.SOFTEN) or removes_marker(result, repair)


def score(result: ClaimResult) -> Score:
    """(verdict rank, grounding rank, hedged): higher is truer."""
    return (VERDICT_RANK[result.verdict], GROUNDING_RANK[result.grounding],
            edits.already_hedged(result.claim.text))


def standing_score(text: str) -> Score:
    """The score of a sentence that still stands in the note but is no longer a claim (a hedge
    the segmenter reads as an analytic judgment): an uncited assertion."""
    return VERDICT_RANK[Verdict.UNCITED], GROUNDING_RANK[Grounding.NOT_APPLICABLE], edits.already_hedged(text)


def better(before: ClaimResult, repair: Repair, after: Sequence[ClaimResult], after_text: str) -> bool:
    """Whether the claim comes out truer with ``repair`` applied.

    ``after`` are the re-verified claims that now stand where the claim stood, ``after_text``
    the repaired text there. A ``drop`` is better when the claim is gone and was not a supported
    claim with a confirmed quote; any other repair when the worst claim there scores higher
    than the claim did (a claim no longer segmented as one scores as an uncited assertion), and it
still stands as one claim (a claim split in two would count twice in the coverage).
    """
    if not after_text.strip():
        return repair.kind is RepairKind.DROP and (
            before.verdict is not Verdict.SUPPORTED or before.grounding is Grounding.UNLOCATED)
    if repair.kind is RepairKind.DROP:
        return False  # the claim is still there
    if len(after) > 1:
        return False  # one claim split into several: coverage would count it twice
    scores = [score(r) for r in after] or [standing_score(after_text)]
    return min(scores) > score(before)
