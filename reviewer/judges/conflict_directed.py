"""Contradictions of direction: the claim names a party at one end of a link that runs one way
("sold … to Greyling Furniture", "on behalf of the Public Debt Office", "a loan from Brackenridge
Joinery"), and the source puts another party the claim names at that end, and the claim's party
elsewhere in the same sentence ("Greyling Furniture has sold its Preston business to Ellery Oak
Interiors"; "held … by the Public Debt Office on behalf of the Ministry of Finance"). Every name
is in the source and the sentence holds every word of the claim, so overlap and the checks that
look for a missing name see nothing wrong.

A *link* is a marker and the name slot (``conflict_binding.slots``) that follows it within a
few words (an article, a role noun, a title and one comma may stand between: "on behalf of the
vendor, Ms Tamara Quayle"). Markers of several words ("on behalf of", "on the advice of") are
links by themselves; "to", "from" and "by" only count between texts that share a word of what is
sent, sold or done (the lower-case content words just before the marker: "sold its business
to" / "has sold its Preston business to"). Days and months are no parties ("from Monday to
Friday").

The source's sentences that name any of the claim's parties are read (at most ``MAX_SENTENCES``;
the claim's party must be named somewhere in the source). The claim is contradicted when one of
them links another party the claim names by the same marker, and none links the claim's party by
it. A claim that links two of its own parties by one marker ("belongs to Philip II … may belong to
Arrhidaeus") is left alone. Every guard errs toward silence.
"""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_binding import Slot, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, TITLE_ABBREVIATIONS, Words
from reviewer.judges.quantity_words import MONTHS
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.when_words import WEEKDAYS
from reviewer.model import ConflictKind
from reviewer.text import stem

#: markers of several words: a link of their own, whatever comes before them
PHRASES = (("on", "behalf", "of"), ("on", "the", "advice", "of"), ("at", "the", "request", "of"),
           ("on", "the", "recommendation", "of"), ("in", "favour", "of"), ("in", "favor", "of"))
#: one-word markers: a link only about the same thing sent, sold or done
WORDS = frozenset(["to", "from", "by"])
#: words before a one-word marker that make it no link between parties ("according to",
#: "apart from", "compared to")
_NOT_LINKS = frozenset(["according", "compared", "due", "next", "similar", "close", "prior", "owing", "thanks",
                        "apart", "aside", "away", "different", "addition", "relative", "subject", "up", "back",
                        "return", "returned", "pursuant", "further", "closer", "nearer", "far"])
_WHEN = MONTHS | WEEKDAYS
_PARTICLES = frozenset(["out", "up", "off", "down", "over", "jointly", "also", "only", "then", "directly"])
MAX_GAP = 4  # words between a marker and its party
MAX_BEFORE = 5  # words before a one-word marker read for what the link is about
MAX_SENTENCES = 6  # source sentences read (those that name one of the claim's parties)
_TITLES = TITLE_ABBREVIATIONS | {"miss", "mx", "professor", "cllr", "councillor"}


def _party(w: Words, k: int, names: dict[int, Slot]) -> tuple[Slot, ...]:
    """The name slots that words from ``k`` on lead to (see the module): the first, and one set
    beside it after a comma ("the State Fire Authority's Chief Officer, Mark Dunstan"); () if none."""
    out: list[Slot] = []
    commas = 0
    j = k
    while j < len(w) and j <= k + MAX_GAP + 2 * len(out):
        if j > k and w.breaks(j):
            if w.gap(j).strip() != "," or commas:
                break
            commas += 1
        slot = names.get(j)
        if slot is not None:
            if w.lower[j] in _WHEN:
                break
            out.append(slot)
            j = slot.last + 1
            continue
        low = w.lower[j]
        if not (low in ARTICLES or low in _TITLES or low.endswith(("'s", "\u2019s"))
                or (w.content[j] and not low[0].isdigit())):  # (a role word: "the vendor", "Chief")
            break
        j += 1
    return tuple(out)


def _about(w: Words, k: int) -> frozenset[str]:
    """The stems of the lower-case content words of the clause just before word ``k``; before
    "by", only the nearest one (the deed of a passive: "dismissed by the High Court" is not "the
    appeal brought by Corwin Logistics")."""
    out = []
    for j in range(k - 1, max(-1, k - 1 - MAX_BEFORE), -1):
        low = w.lower[j]
        if low in WORDS or low == "of":
            break
        if w.content[j] and not w.caps[j] and not low[0].isdigit() and low not in _PARTICLES:
            out.append(w.stems[j])
            if w.lower[k] == "by":
                break
        if w.breaks(j):
            break
    return frozenset(out)


def links(w: Words, names: list[Slot]) -> list[tuple[tuple[str, ...], frozenset[str], tuple[Slot, ...], int]]:
    """Each link of ``w``: (its marker, what a one-word marker is about (empty for a phrase), its
    party, the marker's first word)."""
    at = {s.first: s for s in names}
    out = []
    for i, low in enumerate(w.lower):
        if low in WORDS:
            if i == 0 or w.lower[i - 1] in _NOT_LINKS:
                continue
            about = _about(w, i)
            if about and (party := _party(w, i + 1, at)):
                out.append(((low,), about, party, i))
            continue
        for phrase in PHRASES:
            if low == phrase[0] and tuple(w.lower[i : i + len(phrase)]) == phrase:
                if party := _party(w, i + len(phrase), at):
                    out.append((phrase, frozenset(), party, i))
                break
    return out


def _same_link(a: tuple, b: tuple) -> bool:
    return a[0] == b[0] and (len(a[0]) > 1 or bool(a[1] & b[1]))


def _one(a: tuple[Slot, ...], b: tuple[Slot, ...] | list[Slot]) -> bool:
    """Whether a slot of ``a`` and a slot of ``b`` may be one name."""
    return any(same_filler(x, y) for x in a for y in b)


def directed_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """A party the claim links one way that the source links another way (see the module).
    ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    names = [s for s in claim.derived(slots, slots) if s.kind == "name"]
    if len(names) < 2:
        return []
    mine = links(claim, names)
    places = sorted({sp for s in names for word in s.keys for sp in index.token_spans(stem(word))})
    if not mine or len(places) > MAX_SENTENCES:
        return []
    read: dict[int, tuple[Words, list]] = {}  # each sentence's Words and links, read once for all the claim's links
    for link in mine:
        party, at = link[2], link[3]
        others = [s for s in names if not _one(party, [s])]
        if any(_same_link(link, x) and _one(x[2], others) for x in mine):
            continue  # the claim links two of its parties so ("belongs to Philip II … may belong to Arrhidaeus")
        if not others or not any(all(index.token_spans(stem(word)) for word in s.keys) for s in party):
            continue  # no other party, or the claim's party is not in the source: the entity check's
        found = None
        for sp in places:
            if sp not in read:
                sw = sentence_words(sp)
                read[sp] = (sw, links(sw, [s for s in slots(sw, claim) if s.kind == "name"]))
            sw, all_links = read[sp]
            theirs = [x for x in all_links if _same_link(link, x)]
            if any(_one(x[2], party) for x in theirs):
                found = None
                break  # the source links the claim's party so
            rival = next((x for x in theirs if _one(x[2], others)), None)
            if found is None and rival is not None:
                ca, cb, sa, sb = at, party[-1].last, rival[3], rival[2][-1].last
                found = (Hit(ConflictKind.ENTITY, f"claim says \u201c{claim.phrase(ca, cb)}\u201d; source: "
                             f"\u201c{sw.phrase(sa, sb)}\u201d", (ca, cb), (sa, sb)), sw)
        if found is not None:
            return [found]
    return []
