"""Contradictions of agent: the claim gives a deed to one named person and the source gives the
same deed to another person it also names ("composed by Rebecca Lowe and conducted by John
Carter" / "Composed by John Carter; conducted by Rebecca Lowe"; "Mark Little carried out the
treatment" / "Treatment was carried out by conservator Helen Oduya under the supervision of
senior conservator Mark Little"; "Mary Wright designed the gansey" / "Designer Sarah Lewis thanks
test knitter Mary Wright"). Every name is in the source, so the entity check sees nothing wrong.

An *agent* is one of the name slots the binding check reads (``conflict_binding.slots``; a role
noun before a full name read as the deed) tied to a deed word: "<deed> by [up to two role words]
<name>" (passive), "<name> [then|also] <deed>" (active, a past form not followed by "by") or
"<role noun> <name>" ("Designer Sarah Lewis"). The claim is contradicted when the window ties its
deed only to other names (``same_filler`` tells one name from another), and names the claim's
person too."""

from __future__ import annotations

from reviewer.judges.conflict_binding import Slot, is_passive, name_slot, same_filler
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import TITLE_ABBREVIATIONS, Words, opens_sentence
from reviewer.judges.deed_words import IRREGULAR
from reviewer.model import ConflictKind
from reviewer.text import stem

_PARTICLES = frozenset(["out", "up", "off", "down"])
_ADVERBS = frozenset(["then", "also", "later", "first", "herself", "himself", "themselves", "personally"])
#: deeds too common to tie a person to ("said", "was", "had")
_NO_DEED = frozenset(["said", "says", "told", "added", "noted", "had", "has", "was", "were", "is", "are", "did"])
MAX_ROLE_WORDS = 2
_OF_PLACE = frozenset(["of", "at", "from", "in"])


def _roots(low: str) -> frozenset[str]:
    """The stems a deed word or a role noun may share ("designed", "designer": design)."""
    if low.endswith(("er", "or")) and len(low) > 5:
        return frozenset([stem(low), stem(low[:-1]), stem(low[:-2])])
    return frozenset([stem(IRREGULAR.get(low, low))])


def _past(w: Words, k: int) -> bool:
    """A past form ("designed", "found"), not a base or present one ("speak", "finds")."""
    low = w.lower[k]
    return w.content[k] and low not in _NO_DEED and (
        low.endswith("ed") or (low in IRREGULAR and not low.endswith(("s", "ing"))))


#: what opens a short phrase between a deed and its "by" ("deposited in 1967 by")
_PHRASE_LEADS = frozenset(["in", "on", "at", "during"])


def _by_before(w: Words, a: int) -> int | None:
    """The "by" before the name that starts at word ``a``, past up to ``MAX_ROLE_WORDS`` role words
    ("by senior conservator Helen Oduya") or a role set off by a comma ("hosted by the circle's
    chair, Philippa Grant"), or None."""
    k, roles = a - 1, 0
    while k >= 0 and not w.caps[k] and w.content[k] and w.lower[k] != "by" and roles < MAX_ROLE_WORDS:
        k, roles = k - 1, roles + 1
    if k >= 1 and w.lower[k] == "by" and not w.breaks(k + 1):
        return k
    if a >= 2 and w.gap(a).strip() == ",":  # an apposition: "by the circle's chair, Philippa Grant"
        for k in range(a - 1, max(0, a - 5), -1):
            if w.lower[k] == "by":  # (k >= 1: the range stops there)
                return k if not any(w.breaks(x) for x in range(k + 1, a)) else None
            if w.caps[k] or w.lower[k][0].isdigit():
                return None
    return None


def agents(w: Words, names: list[Slot]) -> list[tuple[frozenset[str], Slot, int, int]]:
    """``(deed roots, person, first word, last word)`` for each agent among the text's name slots
    (the words from the deed to the name, or from the name to the deed)."""
    out = []
    for person in names:
        a, b = person.first, person.last
        if b >= a + 2 and w.lower[a].endswith(("er", "or")) and not opens_sentence(w, a + 1):
            # "Designer Sarah Lewis thanks …", "Senator Ann Cole": a role noun before a full name
            # (not "Peter Carter finished": the first name of a two-word run)
            person = name_slot(w, a + 1, b)
            out.append((_roots(w.lower[a]), person, a, b))
            a += 1
        if sum(word not in TITLE_ABBREVIATIONS for word in person.words) < 2:
            continue  # a full name only: "Jo" may be anyone
        k = _by_before(w, a)
        if k is not None:
            v = k - 1 if w.lower[k - 1] not in _PARTICLES or k < 2 else k - 2
            if not _past(w, v):  # "deposited in 1967 by …": a short phrase of time or place between
                v = next((j - 1 for j in range(k - 1, max(0, k - 4), -1) if w.lower[j] in _PHRASE_LEADS
                          and not any(w.breaks(x) for x in range(j, k))), v)
            if _past(w, v):
                out.append((_roots(w.lower[v]), person, v, b))  # "carried out by … Helen Oduya"
        if a >= 1 and w.lower[a - 1] in _OF_PLACE:
            continue  # "Dr Sarah Lindqvist of Northfield University spoke": the place does not act
        j = b + 1
        while j < len(w) and w.lower[j] in _ADVERBS and not w.breaks(j):
            j += 1
        if j < len(w) and not w.breaks(j) and _past(w, j) and not is_passive(w, j):
            # "Mary Wright designed"; not "the Global Ghost Team led by Kevin Mitnick" (the team is led)
            out.append((_roots(w.lower[j]), person, a, j))
    return out


def agent_hits(claim: Words, window: Words, both: tuple[list[Slot], list[Slot]]) -> list[Hit]:
    """A deed the claim ties to a person that the window ties only to others, naming the claim's
    person too (see the module doc). ``both``: ``(slots(claim, window), slots(window, claim))``."""
    mine = agents(claim, [s for s in both[0] if s.kind == "name"])
    if not mine:
        return []
    window_names = [s for s in both[1] if s.kind == "name"]
    theirs = agents(window, window_names)
    named = [p for _r, p, _lo, _hi in theirs] + window_names
    for roots, person, lo, hi in mine:
        others = [(p, wlo, whi) for r, p, wlo, whi in theirs if r & roots]
        if not others or any(same_filler(p, person) for p, _lo, _hi in others):
            continue
        if not any(same_filler(p, person) for p in named):
            continue  # the claim's person is not in the window: the entity check's
        _p, wlo, whi = others[0]
        return [Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(lo, hi)}; source: {window.phrase(wlo, whi)}",
                    (lo, hi), (wlo, whi))]
    return []
