"""Contradictions of recipient: the claim gives a prize, a payment or a title to one name and the
source says it went to another ("Stefan Novak of Leicester took home the Event 7 trophy and the
leaderboard points" against "the trophy and the festival leaderboard points went to the chip
leader, Priya Raman of Derby"; "Runner-up was Stefan Novak").

The source's recipient is the first name after "went to", "goes to", "was awarded to", "was
presented to", "was given to" (past "the <role>," when a comma follows it), within ``REACH``
words and its clause; what went there is the content words of that clause before the verb. The
claim's recipient is a name right before "took home", "won", "received", "collected", "claimed",
"picked up", "was awarded", "was presented with", "scooped"; what it got is the content words
after the verb in its clause. A conflict needs a word of what was got on both sides, the claim's
name in the source, and a recipient that shares no word with it.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_binding import Slot, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: verbs after the claim's recipient, by the words they run over
_GOT = (("took", "home"), ("picked", "up"), ("was", "awarded"), ("were", "awarded"), ("was", "presented", "with"),
        ("won",), ("received",), ("collected",), ("claimed",), ("scooped",), ("pocketed",))
#: words before the source's recipient ("went to the chip leader, Priya Raman")
_WENT = (("went", "to"), ("goes", "to"), ("awarded", "to"), ("presented", "to"), ("given", "to"), ("paid", "to"))
REACH = 6  # words between the verb and the source's recipient, at most
MAX_SENTENCES = 6  # source sentences that hold a word of what the claim's recipient got, read at most


def phrase_at(w: Words, k: int, phrases: tuple[tuple[str, ...], ...]) -> int:
    """The length of the phrase of ``phrases`` that starts at word ``k`` (0: none)."""
    return next((len(p) for p in phrases if tuple(w.lower[k : k + len(p)]) == p), 0)


def _claimed(claim: Words) -> tuple[Slot, frozenset[str], int] | None:
    """The claim's recipient, the stems of what it got and the verb's last word; read through
    ``claim.derived(_claimed, _claimed)``, once per claim."""
    names = [s for s in slots(claim) if s.kind == "name"]
    for s in names:
        k = s.last + 1
        if k < len(claim) and claim.lower[k] == "of" and any(o.first == k + 1 for o in names):
            k = next(o.last for o in names if o.first == k + 1) + 1  # "Stefan Novak of Leicester took home"
        n = phrase_at(claim, k, _GOT) if k < len(claim) and not claim.breaks(k) else 0
        if n and not claim.negated[k] and not claim.negated[k + n - 1]:
            end = claim.clause(k + n - 1)[1]
            got = frozenset(claim.stems[j] for j in range(k + n, end) if claim.content[j] and not claim.caps[j])
            if got:
                return s, got, k + n - 1
    return None


def _recipients(w: Words, names: list[Slot]) -> list[tuple[Slot, frozenset[str], int]]:
    """(recipient, stems of what went to it, the verb's first word) of each "… went to <name>" of ``w``."""
    out = []
    for k in range(len(w)):
        n = phrase_at(w, k, _WENT)
        if not n or w.negated[k]:
            continue
        a = w.clause(k)[0]
        what = frozenset(w.stems[j] for j in range(a, k) if w.content[j] and not w.caps[j])
        to = next((s for s in names if k + n <= s.first <= k + n + REACH), None)
        if to is not None and not any(w.breaks(j) and "," not in w.gap(j) for j in range(k + n, to.first)):
            out.append((to, what, k))
    return out


def recipient_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """What the claim says one name got that the source says went to another (see the module)."""
    if not any(low in ("took", "won", "received", "collected", "claimed", "picked", "awarded", "presented",
                       "scooped", "pocketed") for low in claim.lower):
        return []
    got = claim.derived(_claimed, _claimed)
    if got is None:
        return []
    who, what, verb = got
    if not any(index.token_spans(stem(k)) for k in who.keys):
        return []  # the claim's name is not in the source: the entity check's
    spans = sorted({sp for t in what for sp in index.token_spans(t)})[:MAX_SENTENCES]
    for sp in spans:
        sw = sentence_words(sp)
        for to, went, k in _recipients(sw, [s for s in slots(sw, claim) if s.kind == "name"]):
            if went & what and not to.keys & who.keys:
                return [(Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(who.first, verb)}; source: "
                             f"\u201c{sw.phrase(k, to.last)}\u201d", (who.first, verb), (k, to.last)), sw)]
    return []
