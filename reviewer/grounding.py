"""Grounding: whether a cited claim's evidence can be confirmed in the sources it cites.

``ground(claim, sources, evidence)`` is the grounding step of ``reviewer.verify.verify_claim``
(orthogonal to the verdict, see DESIGN.md "grounding"):

- a claim that quotes its source (``Claim.quotes``: every passage in double quotation marks,
  a one-word scare quote too) is grounded by those quotes. Each is located in the cited
  sources with ``reviewer.locate.locate_quote``; a quote under ``SHORT_QUOTE_WORDS`` words
  counts only when the exact or normalized tier finds it (no fragments, no fuzzy). One quote
  found nowhere makes the claim ``unlocated`` — "quote unverified, please confirm" — whatever
  passage the judges picked;
- otherwise the judges' evidence passage is located.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reviewer.locate import PreparedSource, Tier, locate_quote, prepare
from reviewer.model import Claim, Evidence, Grounding, Source

__all__ = ["SHORT_QUOTE_WORDS", "ground"]

_GROUNDING_RANK = {Grounding.LOCATED: 0, Grounding.FUZZY: 1, Grounding.UNLOCATED: 2}

#: a note quote of fewer words is short: only the exact and normalized tiers may locate it
SHORT_QUOTE_WORDS = 4
_STRICT_TIERS = (Tier.EXACT, Tier.NORMALIZED)


def _short(quote: str) -> bool:
    """Fewer than ``SHORT_QUOTE_WORDS`` words (tokens with a letter or digit: "…" is no word)."""
    return sum(1 for t in quote.split() if any(c.isalnum() for c in t)) < SHORT_QUOTE_WORDS


Prepare = Callable[[str], PreparedSource]


def _locate_note_quote(text: str, usable: Sequence[Source], prepared: Prepare = prepare) -> tuple[Grounding, Evidence]:
    """Where one quote of the note sits in the claim's usable sources (the best location)."""
    short = _short(text)
    best: tuple[Grounding, Evidence] | None = None
    for src in usable:
        loc = locate_quote(text, prepared(src.text))
        status = Grounding(loc.status)
        if loc.start is None or (short and loc.tier not in _STRICT_TIERS):
            status = Grounding.UNLOCATED
        if best is None or _GROUNDING_RANK[status] < _GROUNDING_RANK[best[0]]:
            found = status is not Grounding.UNLOCATED
            best = (status, Evidence(src.id, src.text[loc.start:loc.end] if found else text,
                                     loc.start if found else None, loc.end if found else None))
    return best  # type: ignore[return-value]  # ``usable`` is never empty


def ground(claim: Claim, sources: Sequence[Source], evidence: Evidence | None,
           prepared: Prepare | None = None) -> tuple[Grounding, Evidence | None]:
    """Grounding from the note's own quotes when it has some, else from the judges' evidence.

    Every quote of the note is checked (a one-word scare quote too; quotes under
    ``SHORT_QUOTE_WORDS`` words by the exact and normalized tiers only). A quote found in no
    cited source makes the claim ``unlocated`` ("quote unverified, please confirm"), whatever
    passage the judges picked; otherwise the grounding is the weakest quote's. The evidence is
    then the longest quote's location, or, when every quote is short, the judges' passage if it
    contains them. ``prepared(text)``: the caller's folded source texts, e.g. a check's
    ``SourceIndexes.prepared`` (when None, each source is folded once for this call)."""
    prepared = prepared or _folding_once()
    usable = [s for s in sources if s.usable]
    if not usable:
        return Grounding.NOT_APPLICABLE, evidence
    if claim.quotes:
        found = [_locate_note_quote(q.text, usable, prepared) for q in claim.quotes]
        missing = next((ev for status, ev in found if status is Grounding.UNLOCATED), None)
        if missing is not None:
            return Grounding.UNLOCATED, missing
        status = max((st for st, _ in found), key=_GROUNDING_RANK.__getitem__)
        if all(_short(q.text) for q in claim.quotes) and _contains(evidence, found, usable):
            return status, evidence
        return status, max(found, key=lambda f: len(f[1].quote))[1]
    if evidence is None or not evidence.quote:
        return Grounding.UNLOCATED, evidence
    src = next((s for s in usable if s.id == evidence.source_id), usable[0])
    if evidence.start is not None and src.text[evidence.start:evidence.end] == evidence.quote:
        return Grounding.LOCATED, evidence
    loc = locate_quote(evidence.quote, prepared(src.text))
    status = Grounding(loc.status)
    if loc.start is None:
        return status, Evidence(src.id, evidence.quote, None, None)
    return status, Evidence(src.id, src.text[loc.start:loc.end], loc.start, loc.end)


def _folding_once() -> Prepare:
    """``prepare``, folding each source text (by identity) once for as long as it is held."""
    folded: dict[int, PreparedSource] = {}

    def prepared(text: str) -> PreparedSource:
        got = folded.get(id(text))
        if got is None or got.text is not text:
            got = folded[id(text)] = prepare(text)
        return got

    return prepared


def _contains(evidence: Evidence | None, found: Sequence[tuple[Grounding, Evidence]],
              usable: Sequence[Source]) -> bool:
    """Whether the judges' located ``evidence`` spans every quote location in ``found``."""
    if evidence is None or evidence.start is None or evidence.end is None:
        return False
    src = next((s for s in usable if s.id == evidence.source_id), None)
    if src is None or src.text[evidence.start:evidence.end] != evidence.quote:
        return False
    return all(ev.source_id == src.id and ev.start is not None and ev.end is not None
               and evidence.start <= ev.start and ev.end <= evidence.end for _, ev in found)
