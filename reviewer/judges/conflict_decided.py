"""Contradictions of a decided matter: the claim says a matter is still open ("is still awaiting a
decision from the Home Office", "is still under consideration") and the source sentence that
carries the claim's matter says it was decided ("your application … has been approved by the Home
Office"; "Your variation to add a .308 rifle is refused"; "Liability order granted by Brinsley
Magistrates' Court"). The twin of ``conflict_pending`` (the claim decided, the source pending):
every word of such a claim is in the source, and no negation is there to read.

The claim's *matter* is its content words before the open phrase (``STILL_OPEN``). The source's
sentences that hold most of them (at least ``MIN_SHARED``, at most ``MAX_SENTENCES`` read) are
held to the claim when one states a decision word (``DECIDED``) that is not negated, hedged or put
off ("may be refused", "will be decided", "not yet approved"), and none of them says the matter
is open (``conflict_pending.PENDING``).
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_pending import says_pending
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import NEGATORS, Words
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind

#: what the claim says of a matter still open
STILL_OPEN = (("still", "awaiting"), ("still", "under", "consideration"), ("still", "under", "review"),
              ("still", "pending"), ("still", "being", "considered"), ("still", "to", "be", "decided"),
              ("remains", "open"), ("remain", "open"), ("still", "open"), ("awaiting", "a", "decision"),
              ("not", "yet", "been", "decided"), ("has", "yet", "to", "be", "decided"), ("is", "pending"),
              ("are", "pending"), ("remains", "pending"), ("remains", "under"), ("still", "undecided"),
              ("still", "being", "decided"), ("still", "being", "reviewed"), ("still", "being", "assessed"),
              ("still", "under", "appeal"), ("yet", "to", "be", "decided"), ("not", "been", "decided"),
              ("is", "undecided"))
_BY_FIRST = {first: tuple(p for p in STILL_OPEN if p[0] == first) for first in {p[0] for p in STILL_OPEN}}
#: a decision, as the source states it made
DECIDED = frozenset(["approved", "granted", "refused", "rejected", "dismissed", "upheld", "allowed", "decided",
                     "determined", "closed", "concluded", "accepted", "declined", "overturned", "quashed",
                     "revoked", "finalised", "finalized", "resolved", "completed"])
#: words just before a decision word that put it off or make it a condition
_NOT_MADE = NEGATORS | frozenset(["will", "would", "may", "might", "could", "should", "be", "if", "unless", "yet",
                                  "whether", "until", "once", "to", "expected", "likely", "being"])
MIN_SHARED = 2  # the claim's matter words a sentence must hold
MAX_SENTENCES = 2
REACH = 8  # words before a decision word where a word of the matter must stand ("Liability order granted")
AFTER = 4  # or after it, as its object
#: after "open": the place is open to someone, not the matter undecided ("still open to people on foot")
_OPEN_TO = frozenset(["to", "for", "from", "on", "at", "until", "daily", "all", "every", "between"])


def _open_at(claim: Words) -> int | None:
    """Where the claim's open phrase starts, or None."""
    for i in range(1, len(claim)):
        for phrase in _BY_FIRST.get(claim.lower[i], ()):
            if tuple(claim.lower[i : i + len(phrase)]) == phrase:
                after = i + len(phrase)
                if phrase[-1] == "open" and after < len(claim) and claim.lower[after] in _OPEN_TO:
                    return None
                return i
    return None


def decided_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A matter the claim says is open that the source says was decided (see the module).
    ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    at = _open_at(claim)
    if at is None:
        return []
    matter = {claim.stems[k] for k in range(at) if claim.content[k]}
    counts = {sp: n for sp, n in sentence_counts(matter, index).items() if n >= MIN_SHARED}
    found = None
    for sp in most_held(counts, MAX_SENTENCES):
        sw = sentence_words(sp)
        if says_pending(sw):
            return []  # the source says it is open too, somewhere it speaks of the matter
        k = next((k for k in range(len(sw)) if sw.lower[k] in DECIDED
                  and not any(sw.lower[j] in _NOT_MADE for j in range(max(0, k - 2), k))
                  and any(sw.content[j] and sw.stems[j] in matter  # (or its object: "has rejected the club's appeal")
                          for j in [*range(max(0, k - REACH), k), *range(k + 1, min(len(sw), k + 1 + AFTER))])
                  and not any(";" in sw.gap(j) for j in range(max(1, k - REACH), k + 1))), None)
        if k is not None and found is None:
            found = (Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(at, at + 1)}\u201d; source: "
                         f"\u201c{sw.phrase(max(0, k - 1), k)}\u201d", (at, at + 1), (max(0, k - 1), k)), sw)
    return [found] if found is not None else []
