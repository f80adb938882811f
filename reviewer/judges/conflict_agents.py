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

from reviewer.judges.conflict_binding import Slot, is_passive, name_slot, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import TITLE_ABBREVIATIONS, Words, opens_sentence
from reviewer.judges.deed_words import IRREGULAR
from reviewer.judges.sourceindex import SourceIndex
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


#: verbs whose deed is their object's ("carried out the investigation": investigated)
_LIGHT = frozenset(["carried", "conducted", "performed", "undertook", "made", "led", "did"])


def _light_object(w: Words, j: int) -> int:
    """Where the object stands that names the deed of a light verb at ``j`` ("carried out an
    inspection": inspect, its root, is the word less "ion"), or 0."""
    if w.lower[j] not in _LIGHT:
        return 0
    k = j + 1
    while k < len(w) and (w.lower[k] in _PARTICLES or w.lower[k] in ("the", "a", "an")) and not w.breaks(k):
        k += 1
    return k if k < len(w) and not w.breaks(k) and w.lower[k].endswith("ion") and len(w.lower[k]) > 7 else 0


#: what opens a short phrase between a deed and its "by" ("deposited in 1967 by")
_PHRASE_LEADS = frozenset(["in", "on", "at", "during"])


def _by_before(w: Words, a: int) -> int | None:
    """The "by" before the name that starts at word ``a``, past up to ``MAX_ROLE_WORDS`` role words
    ("by senior conservator Helen Oduya") or a role set off by a comma ("hosted by the circle's
    chair, Philippa Grant"), or None."""
    k, roles = a - 1, 0
    while k >= 1 and k >= a - 2 and not w.breaks(k + 1) and (
            w.lower[k] in TITLE_ABBREVIATIONS or (k == a - 1 and w.caps[k] and not opens_sentence(w, k))):
        k -= 1  # a title ("by chief vet Dr Ingrid Sara") or a first name the slot left out ("Per Anders Eira")
    while k >= 0 and not w.caps[k] and w.content[k] and w.lower[k] != "by" and roles < MAX_ROLE_WORDS:
        k, roles = k - 1, roles + 1
    if k >= 1 and w.lower[k] == "the" and w.lower[k - 1] == "by":  # "seconded by the Institute of …"
        k -= 1
    if k >= 1 and w.lower[k] == "by" and not w.breaks(k + 1):
        return k
    if a >= 2 and w.gap(a).strip() == ",":  # an apposition: "by the circle's chair, Philippa Grant"
        for k in range(a - 1, max(0, a - 5), -1):
            if w.lower[k] == "by":  # (k >= 1: the range stops there)
                return k if not any(w.breaks(x) for x in range(k + 1, a)) else None
            if w.caps[k] or w.lower[k][0].isdigit():
                return None
    return None


def _double_barrelled(w: Words, names: list[Slot]) -> list[Slot]:
    """The name slots with a double-barrelled surname made one ("Beatrix Owusu" + "Hale")."""
    out: list[Slot] = []
    for slot in names:
        if out and out[-1].last + 1 == slot.first and w.gap(slot.first) == "-":
            out[-1] = name_slot(w, out[-1].first, slot.last)
        else:
            out.append(slot)
    return out


def agents(w: Words, names: list[Slot]) -> list[tuple[frozenset[str], Slot, int, int]]:
    """``(deed roots, person, first word, last word)`` for each agent among the text's name slots
    (the words from the deed to the name, or from the name to the deed)."""
    out = []
    for person in _double_barrelled(w, names):
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
                v = next((j - 1 for j in range(k - 1, max(0, k - 6), -1) if w.lower[j] in _PHRASE_LEADS
                          and not any(w.breaks(x) for x in range(j, k))), v)
            if _past(w, v):
                out.append((_roots(w.lower[v]), person, v, b))  # "carried out by … Helen Oduya"
        if a >= 1 and w.lower[a - 1] in _OF_PLACE:
            continue  # "Dr Sarah Lindqvist of Northfield University spoke": the place does not act
        j = b + 1
        if j + 1 < len(w) and w.lower[j] == "of" and w.caps[j + 1] and not w.breaks(j):
            # "Saoirse Malinder of HR investigated": the person, of a body, acts
            j += 1
            while j < len(w) and w.caps[j] and not w.breaks(j):
                j += 1
        while j < len(w) and w.lower[j] in _ADVERBS and not w.breaks(j):
            j += 1
        if j < len(w) and not w.breaks(j) and _past(w, j) and not is_passive(w, j):
            # "Mary Wright designed"; not "the Global Ghost Team led by Kevin Mitnick" (the team is led)
            obj = _light_object(w, j)  # (then read to the object: "carried out the investigation")
            out.append((_roots(w.lower[j]) | ({w.lower[obj][:-3]} if obj else set()), person, a, obj or j))
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


#: sentences read per agent of the claim (its person's and its deed's), at most
MAX_AGENT_SENTENCES = 8
#: sentences that may say the deed: a rare deed only
MAX_DEED_SENTENCES = 2


def agents_elsewhere_hits(claim: Words, index: SourceIndex, sentence_words) -> list[tuple[Hit, Words]]:
    """A deed the claim ties to a person that the source, wherever it says who did it, ties only to
    others, and names the claim's person too ("Beatrix Owusu-Hale carried out the investigation"
    against "From: Beatrix Owusu-Hale … Saoirse Malinder of HR investigated", when the window is
    the letter's heading). ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    mine = agents(claim, [s for s in claim.derived(slots, slots) if s.kind == "name"])
    found: tuple[Hit, Words] | None = None
    for roots, person, lo, hi in mine:
        named: set[int] | None = None
        for word in person.keys:
            here = set(index.token_spans(stem(word)))
            named = here if named is None else named & here
        if not named:
            continue  # the claim's person is not in the source: the entity check's
        deeds = {sp for root in roots for sp in index.token_spans(root)}
        places = named | deeds
        if len(deeds) > MAX_DEED_SENTENCES or len(places) > MAX_AGENT_SENTENCES:
            continue  # a deed said all over the source ("played", "named"): who did which is not read here
        for sp in sorted(places):
            sw = sentence_words(sp)
            for r, p, wlo, whi in agents(sw, [s for s in slots(sw, claim) if s.kind == "name"]):
                if not r & roots:
                    continue
                if same_filler(p, person):
                    return []  # the claim's way, somewhere
                if found is None:
                    hit = Hit(ConflictKind.ENTITY, f"claim says {claim.phrase(lo, hi)}; source: {sw.phrase(wlo, whi)}",
                              (lo, hi), (wlo, whi))
                    found = (hit, sw)
    return [found] if found is not None else []
