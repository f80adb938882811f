"""Contradictions of a cause left open: the claim says what drove or caused something ("The rise in
attendance was driven by the festival's appearance on the radio") and the source sentence that
carries the claim says the link is not known ("sales jumped after the festival featured on the
radio, but … its effect cannot be separated out"; "the station had not analysed whether the rise
was linked to the growth in board hire"). Every word of the claim is in that sentence, so overlap
sees nothing wrong; the source asserts no cause, and says so.

The claim's cause is a phrase of ``CAUSE_PHRASES`` (or a word of ``CAUSE_WORDS``), not denied,
not hedged, not in a question ("whether"); the source's sentence is one of the ``MAX_SENTENCES``
that carry most of the claim's other words (at least ``MIN_SHARED``), and holds a phrase of
``OPEN_LINK``."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_polarity import CLAIM_HEDGES, Hit
from reviewer.judges.conflict_text import Words, unnamed_stems
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

#: how a claim says what caused something (word sequences)
CAUSE_PHRASES = (("driven", "by"), ("drove",), ("caused", "by"), ("caused",), ("led", "to"), ("leads", "to"),
                 ("resulted", "in"), ("result", "of"), ("because", "of"), ("due", "to"), ("owing", "to"),
                 ("thanks", "to"), ("responsible", "for"), ("explained", "by"), ("attributable", "to"))
#: how a source says the link is not known (word sequences)
OPEN_LINK = (("cannot", "be", "separated"), ("could", "not", "be", "separated"), ("not", "analysed", "whether"),
             ("not", "analyzed", "whether"), ("cannot", "show", "whether"), ("could", "not", "show", "whether"),
             ("cannot", "tell", "whether"), ("cannot", "be", "attributed"), ("could", "not", "be", "attributed"),
             ("not", "sufficient", "to", "link"), ("could", "not", "establish"), ("cannot", "establish"),
             ("not", "possible", "to", "say", "whether"), ("unclear", "whether"), ("not", "known", "whether"),
             ("not", "been", "established"), ("cannot", "be", "determined"), ("could", "not", "be", "determined"),
             ("not", "yet", "known"), ("cannot", "be", "isolated"), ("impossible", "to", "separate"))
_OPEN_BY_FIRST = {p[0]: tuple(q for q in OPEN_LINK if q[0] == p[0]) for p in OPEN_LINK}
_CAUSE_BY_FIRST = {p[0]: tuple(q for q in CAUSE_PHRASES if q[0] == p[0]) for p in CAUSE_PHRASES}
MAX_SENTENCES = 2
MIN_SHARED = 3
#: in the claim, these say it only reports, supposes or asks about the cause
_NOT_ASSERTED = CLAIM_HEDGES | frozenset(["whether", "if", "suggested", "suggests", "claimed", "claims", "alleged",
                                          "believed", "thought", "partly", "perhaps", "possibly"])


def _phrase_at(w: Words, table: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[int, int] | None:
    for k, first in enumerate(w.lower):
        for phrase in table.get(first, ()):
            if tuple(w.lower[k : k + len(phrase)]) == phrase:
                return k, k + len(phrase) - 1
    return None


def open_cause_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's cause against a carrying source sentence that says the link is unknown (see the module)."""
    found = claim.derived(("open_cause", "claim"), lambda w: _phrase_at(w, _CAUSE_BY_FIRST))
    if found is None or not index.spans or claim.negated[found[0]] or not _NOT_ASSERTED.isdisjoint(claim.lower):
        return []
    said = unnamed_stems(claim) - {claim.lower[k] for k in range(found[0], found[1] + 1)}
    counts = sentence_counts(said, index)
    for sp in most_held(counts, MAX_SENTENCES):
        if counts[sp] < MIN_SHARED:
            break
        sw = sentence_words(sp)
        at = _phrase_at(sw, _OPEN_BY_FIRST)
        if at is not None:
            return [(Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(*found)}\u201d; source leaves the "
                         f"link open: \u201c{sw.phrase(*at)}\u201d", found, at), sw)]
    return []
