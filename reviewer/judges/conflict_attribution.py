"""Contradictions of standing: the claim states as fact what the evidence only reports as one
party's word, and another party disputes.

"Staff shortages at air traffic control caused the cancellations" against "A spokesperson for
the airline said the cancellations were caused by staff shortages … The air traffic service said
it had been fully staffed and blamed the airline"; "27 drones were shot down" against "The
ministry claimed that its forces had shot down 27 drones. The figure could not be independently
verified"; "the chain routinely denied its staff their breaks" against "According to a lawsuit,
the chain routinely denied staff their breaks. The company said the allegations were without
merit".

Reported speech alone is no conflict (news reports facts through what people say); it is the
dispute that makes stating it as fact wrong. The claim must carry no attribution of its own
("the airline said …", "according to …"), the reporting sentence must carry most of the claim,
and the dispute must be in the window.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import CLAIM_REPORTS, Hit
from reviewer.judges.conflict_text import Words, content_stems, sentence_ranges, sentence_stems
from reviewer.model import ConflictKind

#: the evidence reports it as someone's word
REPORTING = frozenset(["said", "says", "claimed", "claims", "alleged", "alleges", "according", "told", "argued",
                       "argues", "accused", "accuses", "insisted", "insists", "maintained", "maintains",
                       "contended", "contends", "asserted", "asserts", "testified", "lawsuit", "complaint"])
#: and someone disputes it
DISPUTES = (("denied",), ("denies",), ("deny",), ("disputed",), ("disputes",), ("rejected", "the"),
            ("without", "merit"), ("could", "not", "be", "verified"), ("could", "not", "be", "independently"),
            ("not", "independently", "verified"), ("unverified",), ("declined", "to", "comment"),
            ("declined", "to", "confirm"), ("blamed",), ("contested",), ("contradicted",), ("refuted",),
            ("fully", "staffed"), ("no", "evidence"))
MIN_CARRIED = 0.6  # share of the claim's content words the reporting sentence must carry


#: the dispute phrases by their first word, in ``DISPUTES`` order
_DISPUTES_BY_FIRST: dict[str, tuple[tuple[str, ...], ...]] = {
    first: tuple(p for p in DISPUTES if p[0] == first) for first in dict.fromkeys(p[0] for p in DISPUTES)}


#: dispute phrases that may be about anything: they count only in a sentence about the claim
_LOOSE = frozenset([("no", "evidence")])


def _dispute(w: Words, skip: tuple[int, int], content: frozenset[str]) -> str | None:
    """The first dispute phrase of ``w`` outside the characters ``skip`` (the report itself);
    a loose one ("no evidence that the flaw had been exploited") only in a sentence that has one
    of the claim's ``content`` words."""
    lower = w.lower
    for a, b in w.derived(sentence_ranges, sentence_ranges):
        if w.starts[a] < skip[1] and skip[0] < w.ends[b - 1]:
            continue
        for k in range(a, b):
            for phrase in _DISPUTES_BY_FIRST.get(lower[k], ()):
                if tuple(lower[k : k + len(phrase)]) == phrase and (
                        phrase not in _LOOSE or any(w.stems[j] in content for j in range(a, b) if w.content[j])):
                    return w.phrase(k, min(k + 2, b - 1))
    return None


def disputed_report_hits(claim: Words, window: Words,
                         around: Callable[[], Words | None] = lambda: None) -> list[Hit]:
    """``around()``: the window with the sentences next to it (``window`` itself when None), where
    the dispute is looked for; offsets are compared in the caller's string."""
    if any(low in CLAIM_REPORTS for low in claim.lower):
        return []
    content = claim.derived(content_stems, content_stems)
    if len(content) < 3:
        return []
    for a, b, stems in window.derived(sentence_stems, sentence_stems):
        if len(stems & content) < MIN_CARRIED * len(content):
            continue
        rep = next((k for k in range(a, b) if window.lower[k] in REPORTING), None)
        if rep is None:
            continue
        ctx = around()
        ctx = ctx if ctx is not None else window
        report = window.span(a, b - 1)
        disputed = _dispute(ctx, (report[0] - ctx.offset, report[1] - ctx.offset), content)
        if disputed is None:
            continue
        first = next(i for i in range(len(claim)) if claim.content[i])
        return [Hit(ConflictKind.MODALITY, f"claim states it as fact; source reports it (\u201c{window.phrase(rep)}\u201d) "
                    f"and it is disputed: \u201c{disputed}\u201d", (first, len(claim) - 1), (rep, rep))]
    return []
