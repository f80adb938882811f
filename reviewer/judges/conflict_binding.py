"""Contradictions of binding: the right words, put together wrongly.

An evidence window often names everything a false claim names, just not together: "The plant
opened in Leeds in 2015" against "The first plant opened in Sheffield in 2015, followed by a
second site in Leeds in 2018"; "Maria Lopez was appointed chief executive" against "It appointed
Daniel Ortiz as chief executive; Maria Lopez, the finance director, will chair the audit
committee"; "The minimum was 42 degrees" against "a maximum of 42 degrees, and a minimum of 27".
Word overlap is complete, and the window-level checks see the claim's name, number or pole word
somewhere in the window, so they stay silent.

``binding_hits`` cuts the window into clauses (at punctuation and at clause-opening words) and,
for each *slot* of the claim (a name, a number with its unit, a year, a word of an antonym
pair), finds the clause that carries most of the rest of the claim (its *context*: the content
words that are not slots). When that clause lacks the slot and holds a rival in its place
(another name next to a shared context word, another number with the same unit, another year,
the opposite pole), and no other clause binds the slot to the claim's context without clashing
with another of its slots, the claim is contradicted. (Role swaps, "Smith beat Jones"
against "Jones beat Smith", are ``reviewer.judges.conflict_roles``.)

Pure and linear in the window's words; every guard errs toward silence (a tie, too little
context, a rival that may be an alias or acronym of the claim's name: no finding).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from rapidfuzz import fuzz

from reviewer.judges.conflict_dates import relative_year
from reviewer.judges.conflict_polarity import ANTONYMS, Hit
from reviewer.judges.conflict_text import Words, is_year, opens_sentence, ranges
from reviewer.lexicon import RELATIONS
from reviewer.model import ConflictKind
from reviewer.text import STOP_WORDS

_CLAUSE_PUNCT = frozenset(";:.!?()[]—–")
#: words that open a new clause inside a sentence
CLAUSE_OPENERS = frozenset(["while", "whereas", "but", "although", "though", "however", "instead",
                            "unlike", "followed", "compared", "against", "versus", "than"])
#: after a comma, these open a new clause too ("…, which had offered", "…, and a minimum of 27")
AFTER_COMMA = CLAUSE_OPENERS | frozenset(["and", "which", "who", "whom", "whose", "where", "when", "whilst"])
MIN_CONTEXT = 2  # context words the claim's best clause must hold
MIN_CONTEXT_SHARE = 0.5  # and this share of the claim's context
NEAR = 2  # words: how close a rival must sit to a context word that sits next to the slot in the claim
#: titles that stand before a name: "Professor Mei Lin" and "Dr Rafael Ortiz" are names of two words
TITLES = frozenset(["mr", "mrs", "ms", "dr", "prof", "professor", "senator", "sen", "president", "minister", "judge",
                    "justice", "sir", "dame", "lord", "lady", "king", "queen", "prince", "princess", "general",
                    "gen", "captain", "capt", "chancellor", "governor", "mayor", "bishop", "rev", "reverend", "pope",
                    "secretary", "councillor", "congressman", "congresswoman", "representative", "rep", "gov",
                    "sergeant", "inspector", "detective", "coach", "chief", "deputy", "mp"])
NOT_NAMES = TITLES - {"gen", "capt"} | frozenset(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
     "december", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "i", "st"])
_DEMONYM = ("ish", "sh", "ch", "ese", "ian", "an", "i", "ic")
_PASSIVE = frozenset(["by", "was", "were", "is", "are", "been", "being", "be"])


def is_passive(w: Words, k: int) -> bool:
    """Verb ``k`` is passive ("was appointed", "appointed by", "carried out by"): its subject and
    object change sides."""
    return "by" in w.lower[k + 1 : k + 3] or (k > 0 and w.lower[k - 1] in _PASSIVE
                                             and w.lower[k].endswith(("ed", "en", "wn")))


@dataclass(frozen=True, slots=True)
class Slot:
    """Words ``first..last`` of a text that fill one slot, of ``kind`` (``name``, ``year``,
    ``num:<unit>``, ``pole:<family>:<category>``)."""

    kind: str
    first: int
    last: int
    keys: frozenset[str]  # lower-cased forms that count as the same filler
    words: tuple[str, ...] = ()  # the same, in order, accents folded (names)


def clauses(w: Words) -> list[tuple[int, int]]:
    """Word ranges ``[a, b)`` of the clauses of ``w``: cut at ``; : . ! ? ( ) —``, before a
    clause-opening word, and at a comma before such a word or a participle ("…, outbidding Apple")."""
    def cut(i: int) -> bool:
        gap = w.gap(i)
        low = w.lower[i]
        return (any(c in _CLAUSE_PUNCT for c in gap)
                or ("," in gap and (low in AFTER_COMMA or (low.endswith("ing") and len(low) > 5)))
                or (low in CLAUSE_OPENERS and not gap.strip() and not _grievance_against(w, i))
                or (low == "and" and _opens_fact(w, i)))

    return ranges(w, cut)


#: "a complaint by A against B": this "against" names a party of the complaint, it opens no
#: comparison ("rose 5% against 3% a year earlier")
_GRIEVANCES = frozenset("complaint complaints case cases action claim claims appeal appeals charge charges allegation "
                        "allegations lawsuit lawsuits proceedings protest protests injunction grievance grievances "
                        "petition".split())


def _grievance_against(w: Words, i: int) -> bool:
    """Word ``i`` is "against" after a grievance of the same clause, a few words before it."""
    if w.lower[i] != "against":
        return False
    for j in range(i - 1, max(-1, i - 9), -1):
        if w.lower[j] in _GRIEVANCES:
            return True
        if any(c in _CLAUSE_PUNCT for c in w.gap(j)):
            return False
    return False


def _opens_fact(w: Words, i: int) -> bool:
    """"… in 2019 and 14 hours in 2023": an "and" before a number opens a second fact."""
    return i + 1 < len(w) and w.lower[i + 1][0].isdigit()


def _fold(word: str) -> str:
    return unicodedata.normalize("NFKD", word).encode("ascii", "ignore").decode() or word


def _lowercase(w: Words) -> set[str]:
    return {w.lower[j] for j in range(len(w)) if not w.caps[j]}


def _named(w: Words) -> set[str]:
    """Words capitalised away from a sentence's start."""
    return {w.lower[j] for j in range(len(w)) if w.caps[j] and not opens_sentence(w, j)}


def _base(w: Words) -> tuple[set[str], set[str], dict[int, bool], dict[int, Slot]]:
    """What ``slots`` reads from ``w`` alone (once per ``Words``): its lower-case and its named
    words, the name candidates (True: a name; False: capitalised by opening a sentence, a name
    only if the texts say so), and the figures and pole words by position."""
    cand: dict[int, bool] = {}
    fixed: dict[int, Slot] = {}
    for i in range(len(w)):
        low = w.lower[i]
        if w.caps[i] and w.content[i]:
            bare = low.removesuffix("'s")
            if len(bare) >= 2 and bare not in NOT_NAMES and bare not in STOP_WORDS:
                cand[i] = not opens_sentence(w, i)
        if low[0].isdigit():
            fixed[i] = (Slot("year", i, i, frozenset([low])) if is_year(w, i)
                        else Slot(f"num:{_unit(w, i)}", i, i, frozenset([low.replace(",", "")])))
        elif low in ANTONYMS and not w.negated[i]:
            family, cat = ANTONYMS[low]
            fixed[i] = Slot(f"pole:{family}:{cat}", i, i, frozenset([low]))
    return _lowercase(w), _named(w), cand, fixed


#: the head nouns of a body named "<head> of <name>" ("Institute of Textile Colourists", "University
#: of Leeds"); a person "of" a body ("Sarah Lindqvist of Northfield University") stays two names
ORG_HEADS = frozenset(["institute", "university", "bank", "department", "ministry", "office", "college",
                       "society", "association", "board", "court", "museum", "school", "academy", "federation",
                       "union", "chamber", "church", "council", "institution", "faculty", "guild", "league",
                       "corporation", "authority", "agency", "commission", "committee", "foundation", "trust"])


def slots(w: Words, other: Words | None = None) -> list[Slot]:
    """The slots of ``w``; ``other`` (the text it is held against) helps tell a sentence's
    capitalised first word from a name."""
    lowercase, named, cand, fixed = w.derived(_base, _base)
    o_lower, o_named = other.derived(_base, _base)[:2] if other is not None else (set(), set())

    def is_name(i: int) -> bool:
        sure = cand.get(i)
        if sure is None:
            return False
        if sure:
            return True
        # capitalised by position: a name only where the texts capitalise it elsewhere too, or it
        # opens a run of capitalised words ("Maria Lopez said")
        low = w.lower[i].removesuffix("'s")
        return low not in lowercase and low not in o_lower and (
            low in named or low in o_named
            or (i + 1 < len(w) and w.caps[i + 1] and w.content[i + 1] and not w.gap(i + 1).strip()))

    out: list[Slot] = []
    end = -1
    for i in sorted(cand.keys() | fixed.keys()):
        if i <= end:
            continue
        if is_name(i):
            j = i
            while j + 1 < len(w):
                if is_name(j + 1) and w.gap(j + 1).strip() in ("", "&"):
                    j += 1  # "Maria Lopez", "Crisp & Co"
                elif w.lower[j] in ORG_HEADS and w.lower[j + 1] == "of" and j + 2 < len(w) and is_name(j + 2) \
                        and not w.gap(j + 1).strip() and not w.gap(j + 2).strip():
                    j += 2  # "the Institute of Textile Colourists", "the Bank of England": one body
                else:
                    break
            out.append(name_slot(w, i, j))
            end = j
        elif i in fixed:
            out.append(fixed[i])
    return out


def name_slot(w: Words, i: int, j: int) -> Slot:
    """The name slot of words ``i..j`` (a possessive's "'s" dropped, accents folded)."""
    lows = [low.removesuffix("'s") for low in w.lower[i : j + 1]]
    return Slot("name", i, j, frozenset(lows), tuple(_fold(low) for low in lows))


def _unit(w: Words, i: int) -> str:
    if w.ends[i] < len(w.text) and w.text[w.ends[i]] == "%":
        return "%"
    if i + 1 < len(w) and w.text[w.ends[i] : w.starts[i + 1]].strip() in ("", "-"):
        nxt = w.lower[i + 1]
        if nxt in ("percent", "per"):
            return "%"
        if w.content[i + 1] and not nxt[0].isdigit():
            return w.stems[i + 1]
    return ""


def same_filler(a: Slot, b: Slot) -> bool:
    """Whether two fillers may be one thing: for names, most words of the shorter one shared
    ("Daniel Reyes" / "Senator Daniel Reyes"; not "Prudential Regulation Authority" / "Financial
    Conduct Authority", nor "Nadia Karimi" / "Omid Karimi"), a spelling, a short form, initials."""
    shared = a.keys & b.keys
    if a.kind != "name" or b.kind != "name":
        return bool(shared)
    shorter = min(len(a.keys), len(b.keys))
    if len(a.keys) == len(b.keys) >= 2 and len(shared) == len(a.keys) - 1:
        (x,), (y,) = a.keys - shared, b.keys - shared
        if fuzz.ratio(x, y) < 80 and not (x.startswith(y) or y.startswith(x)) and x[:1] != y[:1]:
            return False  # one word of a name swapped: "European Investment Bank" / "Nordic Investment Bank"
    if shared and (shorter == 1 or 2 * len(shared) > shorter):
        return True
    if len(a.words) > 1 and len(b.words) > 1 and a.words[-1] == b.words[-1] and a.words[0][:1] == b.words[0][:1]:
        return True  # "Aelred Kurtenbach" / "Al Kurtenbach", "Marc-André Fleury" / "Marc-Andre Fleury"
    if not shared:
        if fuzz.ratio(" ".join(sorted(a.keys)), " ".join(sorted(b.keys))) >= 80:
            return True  # "Zoubaidi" / "Zubaidi": a spelling, not another name
        sa, sb = min(a.keys, key=len), min(b.keys, key=len)
        if shorter == 1 and (sa.startswith(sb[:3]) or sb.startswith(sa[:3])):
            return True  # "Obama" / "Obamas"
        one, other = (a, b) if len(a.keys) == 1 else (b, a)
        word = next(iter(one.keys))
        if len(one.keys) == 1 and len(word) >= 3 and any(k.startswith(word) for k in other.keys):
            return True  # "Fed" / "Federal Reserve"
        if shorter == 1 and sa[0] == sb[0] and (sa.endswith(_DEMONYM) or sb.endswith(_DEMONYM)):
            return True  # "Welsh" / "Wales", "French" / "France": the place and its adjective
        for short, long in ((a, b), (b, a)):
            if len(short.keys) == 1 and len(long.keys) > 1:
                letters = next(iter(short.keys)).removesuffix("s")
                if sorted(letters) == sorted(k[0] for k in long.keys):
                    return True  # "MJ" / "Michael Jordan", "MCQs" / "Multiple Choice Questions"
    return False


def _rival_kind(a: Slot, b: Slot) -> bool:
    if a.kind.startswith("pole:"):
        fa, ca = a.kind.split(":")[1:]
        return b.kind.startswith(f"pole:{fa}:") and not b.kind.endswith(f":{ca}")
    if a.kind.startswith("num:"):
        return b.kind == a.kind and a.kind != "num:"
    if a.kind == "name":  # a rival name of one word for one ("Leeds" / "Sheffield"), of several for several
        return b.kind == "name" and (b.last == b.first) == (a.last == a.first)
    return b.kind == a.kind


def anchors(w: Words, s: Slot, slot_words: set[int]) -> dict[str, int]:
    """Stems of the context words within ``NEAR`` words of a slot, in its clause: -1 for a word
    before the slot, 1 after it, 0 for a passive verb ("was appointed"), whose subject and
    object swap sides."""
    out: dict[str, int] = {}
    for side, ks in ((-1, w.prev_content(s.first, NEAR)), (1, w.next_content(s.last, NEAR))):
        for k in ks:
            if k not in slot_words:
                out.setdefault(w.stems[k], 0 if is_passive(w, k) else side)
    return out


def placed_alike(a: dict[str, int], b: dict[str, int]) -> bool:
    """A context word next to both fillers, on the same side of both (either side when passive)."""
    return any(k in b and (a[k] == b[k] or a[k] == 0 or b[k] == 0) for k in a)


def binding_hits(claim: Words, window: Words, both: tuple[list[Slot], list[Slot]] | None = None) -> list[Hit]:
    """Slots of ``claim`` that the clause of ``window`` carrying the claim's context fills
    differently (see the module doc). ``both``: ``(slots(claim, window), slots(window, claim))``
    when the caller has them."""
    if len(window) == 0:
        return []
    c_slots, w_slots = both if both is not None else (slots(claim, window), slots(window, claim))
    if not c_slots:
        return []
    c_slot_words = {k for s in c_slots if not s.kind.startswith("pole:") for k in range(s.first, s.last + 1)}
    context = {claim.stems[i] for i in range(len(claim))
               if claim.content[i] and i not in c_slot_words and claim.lower[i] not in NOT_NAMES}
    cl = window.derived(clauses, clauses)
    if len(context) < MIN_CONTEXT:
        return []
    held = [{window.stems[i] for i in range(a, b) if window.content[i]} & context for a, b in cl]
    scores = [len(h) for h in held]
    top = max(scores)
    if top < MIN_CONTEXT or top < MIN_CONTEXT_SHARE * len(context) or scores.count(top) > 1:
        return []
    best = scores.index(top)
    a, b = cl[best]
    in_best = [s for s in w_slots if a <= s.first < b]
    kinds = [s.kind for s in c_slots]
    for s in c_slots:
        if kinds.count(s.kind) > (2 if s.kind == "name" else 1) or (s.kind == "year" and relative_year(window)):
            continue  # a list ("A is 20, B is 21"): which filler goes with which is not this check's to say
        if any(same_filler(s, t) for t in in_best) or (s.kind != "name" and not any(same_filler(s, t) for t in w_slots)):
            continue  # bound where the claim binds it; a figure not in the window at all: the figure checks' case
        rivals = [t for t in in_best if _rival_kind(s, t) and not any(same_filler(t, o) for o in c_slots)]
        if not rivals or _bound_elsewhere(s, c_slots, w_slots, cl, _related(s, claim, window, cl, w_slots, held), best):
            continue
        if s.kind == "name" or s.kind.startswith("num:"):
            near = anchors(claim, s, c_slot_words)
            rivals = [t for t in rivals if placed_alike(near, anchors(window, t, set()))]
        if rivals:
            t = rivals[0]
            what = "the opposite" if s.kind.startswith("pole:") else "another"
            return [Hit(_KIND[s.kind.split(":")[0]],
                        f"claim says \u201c{claim.phrase(s.first, s.last)}\u201d; where the source says the rest, "
                        f"it has {what}: \u201c{window.phrase(t.first, t.last)}\u201d",
                        (s.first, s.last), (t.first, t.last))]
    return []


_KIND = {"name": ConflictKind.ENTITY, "year": ConflictKind.DATE, "num": ConflictKind.QUANTITY,
         "pole": ConflictKind.ANTONYM}


def _related(s: Slot, claim: Words, window: Words, cl: list[tuple[int, int]], w_slots: list[Slot],
             held: list[set[str]]) -> list[set[str] | bool]:
    """``held``, with a clause that puts the slot on the same side of a verb of the claim's
    relation counted as holding the claim's context: "beat Claire Dunmore" / "…, defeating
    Claire Dunmore" (not "Claire Dunmore won" / "…, defeating Claire Dunmore")."""
    sides = {(RELATIONS[claim.lower[i]], i > s.last) for i in range(len(claim))
             if claim.lower[i] in RELATIONS and not is_passive(claim, i)}
    if not sides:
        return list(held)
    out: list[set[str] | bool] = []
    for (a, b), h in zip(cl, held):
        fillers = [t for t in w_slots if a <= t.first < b and same_filler(s, t)]
        out.append(h or any((RELATIONS.get(window.lower[i]), i > t.last) in sides and not is_passive(window, i)
                            for t in fillers for i in range(a, b)))
    return out


def _bound_elsewhere(s: Slot, c_slots: list[Slot], w_slots: list[Slot], cl: list[tuple[int, int]],
                     held: list[set[str] | bool], best: int) -> bool:
    """Another clause holds the slot with some of the claim's context or another of its slots,
    and nothing in that clause clashes with the claim's other slots."""
    for k, (a, b) in enumerate(cl):
        if k == best:
            continue
        here = [t for t in w_slots if a <= t.first < b]
        if not any(same_filler(s, t) for t in here):
            continue
        others = [o for o in c_slots if o is not s]
        with_other = any(same_filler(o, t) for o in others for t in here)
        clash = any(_rival_kind(o, t) and not any(same_filler(t, o2) for o2 in c_slots) and not any(same_filler(o, t2) for t2 in here)
                    for o in others for t in here)
        if (held[k] or with_other) and not clash:
            return True
    return False
