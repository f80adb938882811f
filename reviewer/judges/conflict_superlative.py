"""Contradictions of rank: the claim gives the top (or bottom) of a scale to one thing and the
source gives it to another ("The darkest sky of the survey was measured at Caban Coch dam"
against "Readings ranged from 21.11 at Caban Coch dam … to 21.84 at Claerwen reservoir, the
darkest point surveyed"; "Goldings gave a better yield per hectare than any other variety"
against "… Jester (6 ha) 1.72 t/ha, the highest on the farm"; "The Amateur Ballroom drew a larger
field than the Amateur Latin" against "Amateur Latin (five dances): 48 couples entered, the
largest field of the day").

The source names a *holder* in one form only: a name, then (past brackets and figures, within
``REACH`` words and no full stop) a comma and "the <superlative>". The claim gives the rank:

* to the name in the clause of its own "the <superlative>" (the same superlative);
* to the subject of "<comparative> … than any other" (the superlative of that comparative);
* to the first side of "<comparative> … than <name>" when the source gives the superlative to
  that name.

A conflict needs the claim's name in the source, and a holder that shares no word with the
claim's name (or, for "than <name>", one that does). Only the source sentences that hold the superlative word are read.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_binding import Slot, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import Words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: comparatives whose superlative is not "-er" → "-est" (a better yield is the highest)
_IRREGULAR = {"better": ("best", "highest", "largest"), "worse": ("worst", "lowest"), "more": ("most",),
              "less": ("least",), "fewer": ("fewest",)}
#: superlatives a holder is given ("the highest on the farm", "the darkest point surveyed")
_SUPERLATIVES = frozenset(w for ws in _IRREGULAR.values() for w in ws) | frozenset(
    ["highest", "lowest", "largest", "smallest", "biggest", "fastest", "slowest", "longest", "shortest",
     "heaviest", "lightest", "oldest", "youngest", "earliest", "latest", "darkest", "brightest", "warmest",
     "coldest", "wettest", "driest", "cheapest", "dearest", "deepest", "tallest", "strongest", "weakest",
     "busiest", "quietest", "richest", "poorest", "widest", "narrowest", "loudest", "hottest"])
_AT = frozenset(["at", "in", "on", "by", "from"])  # before a place or a holder named after the superlative
REACH = 8  # words between a holder's name and its ", the <superlative>", at most
MAX_SENTENCES = 6  # source sentences with the superlative, read at most


def _is_superlative(low: str) -> bool:
    """One of ``_SUPERLATIVES``, or a word in "-iest" ("windiest", "sunniest")."""
    return low in _SUPERLATIVES or (low.endswith("iest") and len(low) > 6)


def _superlatives_of(low: str) -> tuple[str, ...]:
    """The superlatives of comparative ``low`` ("larger" → "largest", "better" → "best", "highest")."""
    if low in _IRREGULAR:
        return _IRREGULAR[low]
    if low.endswith("er") and len(low) > 4:
        return tuple(sup for sup in (low[:-2] + "est", low[:-1] + "st", low[:-3] + "iest" if low.endswith("ier") else "")
                     if _is_superlative(sup))[:1]
    return ()


def _holder(w: Words, names: list[Slot], k: int) -> Slot | None:
    """The name the source sentence ``w`` gives superlative word ``k`` to: "<name> …, the <k>"."""
    if k < 2 or w.lower[k - 1] != "the" or "," not in w.gap(k - 1):
        return None
    before = [s for s in names if s.last < k - 1 and k - 1 - s.last <= REACH]
    if not before:
        return None
    s = before[-1]
    return s if not any("." in w.gap(j) or ";" in w.gap(j) for j in range(s.last + 1, k - 1)) else None


def _claimed(claim: Words, names: list[Slot]) -> list[tuple[str, Slot, bool, int, int]]:
    """(superlative, a name, whether the claim gives it the rank (else it denies it), first word,
    last word) of each rank the claim speaks of."""
    out = []
    for i, low in enumerate(claim.lower):
        if _is_superlative(low) and i and claim.lower[i - 1] == "the":
            a, b = claim.clause(i)
            if "than" in claim.lower[a:i]:
                continue  # "28 years older than the youngest car": a comparison with the holder
            # its subject, or a place after it ("was measured at Caban Coch dam"; not "the youngest
            # performer to accrue five Oscar nominations")
            mine = [s for s in names if a <= s.first and s.last < b and (
                s.last < i or claim.lower[s.first - 1] in _AT or claim.lower[s.first - 1] == "the"
                and claim.lower[s.first - 2] in _AT)]
            if len(mine) == 1:
                out.append((low, mine[0], True, min(i - 1, mine[0].first), max(i, mine[0].last)))
        elif sups := _superlatives_of(low):
            than = next((j for j in range(i + 1, min(len(claim), i + 8)) if claim.lower[j] == "than"), None)
            if than is None or any(claim.breaks(j) for j in range(i + 1, than + 1)):
                continue
            subject = [s for s in names if s.last < i and claim.clause(i)[0] <= s.first]
            if not subject:
                continue
            if claim.lower[than + 1 : than + 3] == ["any", "other"]:
                out += [(sup, subject[-1], True, subject[-1].first, than + 2) for sup in sups]
            elif (other := next((s for s in names if s.first in (than + 1, than + 2)), None)) is not None:
                out += [(sup, other, False, subject[-1].first, other.last) for sup in sups]  # "A larger than B": not B
    return out


def _ranks(claim: Words) -> frozenset[str]:
    """The superlatives a claim's words may give ("the darkest", "larger … than"); read through
    ``claim.derived(_ranks, _ranks)``, once per claim."""
    lower = claim.lower
    out: set[str] = set()
    than = "than" in lower
    for i, low in enumerate(lower):
        end = low[-2:]
        if end == "st" and i and lower[i - 1] == "the" and _is_superlative(low):
            out.add(low)
        elif than and (end == "er" or low in _IRREGULAR) and "than" in lower[i + 1 : i + 8]:
            out.update(_superlatives_of(low))
    return frozenset(out)


def superlative_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A rank the claim gives one name that the source gives another, or denies a name the source
    gives it to (see the module)."""
    ranks = claim.derived(_ranks, _ranks)
    spans = sorted({sp for r in ranks for sp in index.token_spans(stem(r))})[:MAX_SENTENCES] if ranks else []
    if not spans:
        return []  # (no rank given, or none the source gives: the names are not read)
    # (a capitalised first word is a name where the source's sentence capitalises it: "Goldings gave …")
    names = [s for s in slots(claim, sentence_words(spans[0])) if s.kind == "name"]
    for sup, who, given, ca, cb in _claimed(claim, names):
        if not any(index.token_spans(stem(k)) for k in who.keys):
            continue  # the claim's name is not in the source: the entity check's
        for sp in index.token_spans(stem(sup))[:MAX_SENTENCES]:
            sw = sentence_words(sp)
            held = [s for s in slots(sw, claim) if s.kind == "name"]
            for k, low in enumerate(sw.lower):
                if low != sup or (holder := _holder(sw, held, k)) is None or bool(holder.keys & who.keys) == given:
                    continue
                return [(Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(ca, cb)}; source: "
                             f"\u201c{sw.phrase(holder.first, k)}\u201d", (ca, cb), (holder.first, k)), sw)]
    return []
