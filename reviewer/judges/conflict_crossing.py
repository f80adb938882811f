"""Contradictions of pairing: a claim of two contrasted halves whose parts the source pairs the
other way round.

"The club manager signs off standard freezes, while medical freezes go through automatically"
against "The club manager approves all medical freezes; standard freezes are processed
automatically"; "The OPSS is running the recall, while Halvard investigates the fault" against
"Halvard is recalling the kettle … in consultation with the OPSS, which is still investigating
the fault". Every word of the claim is in the source, and each half, read alone, shares most of
its words with some sentence, so overlap and the one-pair checks (``conflict_roles``,
``conflict_binding``) see nothing wrong.

The claim is cut in two at its contrast ("while", "whereas", "; ", ", but"). A word only one
half has (*its own* word) is paired, in the claim, with the other own words of that half. The
source's *parts* are its sentences, cut again at its own contrasts. The claim is contradicted
when two parts each pair an own word of one half with an own word of the other, crosswise
(``a`` with ``b`` in one part, ``a'`` with ``b'`` in another, where the claim pairs ``a`` with
``a'`` and ``b`` with ``b'``), and no part of the source pairs ``a`` with ``a'`` or ``b`` with
``b'`` as the claim does.

Only the source sentences that hold an own word of the claim are read, at most
``MAX_SENTENCES`` of them (those that hold the most); every guard errs toward silence.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words, sentence_ranges
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.quantity_words import MONTHS
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.when_words import WEEKDAYS
from reviewer.model import ConflictKind
from reviewer.text import stem

#: words that set the two halves of a claim (or of a source sentence) against each other
CONTRASTS = frozenset(["while", "whilst", "whereas", "but"])
#: own words of a half that say nothing of who or what it is about ("only", "also", "own")
_NOT_OWN = frozenset(["only", "also", "own", "just", "even", "still", "instead", "both", "either", "other"])
#: after a comma and before a name, these open a second half with a party of its own ("…, and
#: Aisha Benyoucef then installed …", "…, with Dr Rebecca Lowe assisting")
_JOINS = frozenset(["and", "with"])
#: a month or a day tells when, not who or what: not a word a half is paired by
_WHEN = MONTHS | WEEKDAYS
MIN_OWN = 2  # own words each half must have
MAX_CLAIM_WORDS = 40  # a longer claim says too much in each half to pair its words one way
#: a second half that opens with one of these is about the first half's subject ("…, but he must
#: stop eating", "…, but also to enforce security"): no second party to swap
_SAME_SUBJECT = frozenset(["he", "she", "it", "they", "we", "i", "you", "also", "this", "that", "these", "those",
                           "its", "his", "her", "their", "then", "not", "only", "still"])
MAX_SENTENCES = 8  # source sentences read (those holding most of the claim's own words)
MAX_MIXED = 12  # parts that hold words of both halves compared, pair by pair (a bound on hostile text)


def _cut(w: Words) -> int | None:
    """The index of the word that opens the claim's second half, or None (no contrast, or more
    than one)."""
    if len(w) > MAX_CLAIM_WORDS or len(w.derived(sentence_ranges, sentence_ranges)) > 1 + w.text.count(";"):
        return None  # long, or more than one sentence
    cuts = [i for i in range(1, len(w) - 1)
            if (w.lower[i] in CONTRASTS and (w.lower[i] != "but" or "," in w.gap(i))) or ";" in w.gap(i)
            or (w.lower[i] in _JOINS and "," in w.gap(i) and w.caps[i + 1])]
    if len(cuts) != 1:
        return None
    cut = cuts[0]
    opener = cut + 1 if w.lower[cut] in CONTRASTS else cut
    return None if w.lower[opener] in _SAME_SUBJECT else cut


def _parts(w: Words) -> list[tuple[int, int, frozenset[str]]]:
    """Each part of ``w`` (its sentences, cut again before each contrast word): its word range and
    the stems of its content words; read it through ``w.derived(_parts, _parts)``."""
    out = []
    for a, b in w.derived(sentence_ranges, sentence_ranges):
        start = a
        for i in [*(i for i in range(a + 1, b) if w.lower[i] in CONTRASTS), b]:
            out.append((start, i, frozenset(w.stems[k] for k in range(start, i) if w.content[k])))
            start = i
    return out


def _own(w: Words, a: int, b: int, other: set[str]) -> dict[str, int]:
    """{stem: index} of the content words of words ``a..b-1`` the other half lacks."""
    return {w.stems[k]: k for k in range(a, b)
            if w.content[k] and w.stems[k] not in other and w.lower[k] not in _NOT_OWN and w.lower[k] not in _WHEN}


def crossed_hits(claim: Words, index: SourceIndex,
                 sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The source pairs the claim's two halves' own words crosswise (see the module);
    ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    cut = _cut(claim)
    if cut is None:
        return []
    first = {claim.stems[k] for k in range(cut) if claim.content[k]}
    second = {claim.stems[k] for k in range(cut, len(claim)) if claim.content[k]}
    own1, own2 = _own(claim, 0, cut, second), _own(claim, cut, len(claim), first)
    if len(own1) < MIN_OWN or len(own2) < MIN_OWN:
        return []
    counts = sentence_counts({stem(claim.lower[k]) for k in (*own1.values(), *own2.values())}, index)
    parts = [(sw, a, b, held) for sp in sorted(most_held(counts, MAX_SENTENCES))
             for sw in (sentence_words(sp),) for a, b, held in sw.derived(_parts, _parts)]
    together = set()  # the pairs of own words of one half that a part of the source holds together
    for *_r, held in parts:
        for own in (own1, own2):
            mine = _ordered(held & own.keys(), own)
            together.update((u, u2) for u in mine for u2 in mine)
    mixed = [(sw, a, b, held & own1.keys(), held & own2.keys()) for sw, a, b, held in parts]
    mixed = [m for m in mixed if m[3] and m[4]][:MAX_MIXED]
    halves = _Halves(claim, own1, own2)
    found = None
    for i, (sw, a, b, x, y) in enumerate(mixed):
        for _sw2, _a2, _b2, x2, y2 in mixed[i + 1:]:
            first_half, second_half = halves.crossing(x, x2, own1, together), halves.crossing(y, y2, own2, together)
            if first_half is None or second_half is None:
                continue
            score = (first_half[0] + second_half[0], first_half[1] + second_half[1])
            if found is None or score > found[0]:
                found = (score, sw, a, b, *first_half[2:], *second_half[2:])
    if found is None:
        return []
    _score, sw, a, b, u, u2, v, v2 = found
    ku, kv = own1[u], own2[v]
    place = next(k for k in range(a, b) if sw.content[k] and sw.stems[k] in (u, v))
    return [(Hit(ConflictKind.ENTITY, f"claim pairs {halves.pair(u, u2)} and {halves.pair(v, v2)}; source: "
                 f"{halves.pair(u, v)}, {halves.pair(u2, v2)}", (min(ku, kv), max(ku, kv)), (place, place)), sw)]


@dataclass(frozen=True, slots=True)
class _Halves:
    """The claim and its two halves' own words ({stem: index}), for choosing and wording a crossing."""

    claim: Words
    own1: dict[str, int]
    own2: dict[str, int]

    def at(self, t: str) -> int:
        return self.own1[t] if t in self.own1 else self.own2[t]

    def name(self, t: str) -> bool:  # (for the reason's choice of words and their order only)
        return self.claim.caps[self.at(t)]

    def crossing(self, here: frozenset[str], there: frozenset[str], own: dict[str, int],
                 together: set[tuple[str, str]]) -> tuple | None:
        """(how readable, how many names, u, u2): of the pairs of one half's own words that two
        parts hold apart (``u`` in ``here``, ``u2`` in ``there``) and no part holds together, the
        one an editor reads most easily (a name with a deed); None when there is none."""
        pairs = [(self.name(u) != self.name(u2), self.name(u) + self.name(u2), u, u2)
                 for u in _ordered(here - there, own) for u2 in _ordered(there - here, own)
                 if (u, u2) not in together]
        return max(pairs, key=lambda p: p[:2], default=None)

    def pair(self, p: str, q: str) -> str:
        """The two words as the claim writes them, the name first ("Lumo" with "lost")."""
        p, q = (q, p) if self.name(q) and not self.name(p) else (p, q)
        return f"\u201c{self.claim.phrase(self.at(p))}\u201d with \u201c{self.claim.phrase(self.at(q))}\u201d"


def _ordered(stems: frozenset[str], own: dict[str, int]) -> list[str]:
    """``stems`` in the claim's word order (a set's order changes from run to run)."""
    return sorted(stems, key=own.__getitem__)
