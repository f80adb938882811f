"""Contradictions of role: who did what to whom, reversed.

"The Hawks edged the Eagles 27-24" against "The Eagles defeated the Hawks 27-24"; "Crisp & Co
agreed a deal to buy Harbinger Foods" against "Harbinger Foods has agreed to acquire Crisp &
Co"; "France's win over Ireland" against "Ireland defeated France". Every word of the claim is in
the source, so overlap and the window checks see nothing wrong.

A *relation* is two names with a directional verb of one ``RELATIONS`` class between them and
no other name: the first name is the subject, unless the verb is passive ("was beaten by",
"acquired by"), when the second is. "By A against B" ("a complaint by A against B") relates A
to B too. The claim is contradicted when the evidence window relates
the same two names by a verb of the same class the other way round, and never the claim's way.
"""

from __future__ import annotations

from dataclasses import dataclass

from reviewer.judges.conflict_binding import Slot, same_filler, slots
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_text import ARTICLES, TITLE_ABBREVIATIONS, Words, title_stop
from reviewer.judges.sourceindex import SourceIndex
from reviewer.lexicon import RELATIONS
from reviewer.model import ConflictKind
from reviewer.text import stem

_PASSIVE_BEFORE = frozenset(["was", "were", "is", "are", "been", "being", "be", "get", "got"])
_SENTENCE_END = (".", "!", "?")


@dataclass(frozen=True, slots=True)
class Relation:
    subject: Slot
    cls: str
    obj: Slot
    verb: int  # word index of the verb


def relations(w: Words, names: list[Slot]) -> list[Relation]:
    """The relations between a name and the next party after a relation verb (see the module
    doc); a name inside a phrase about a thing ("its stake in the Cerro Blanco project") is no
    party and is passed over."""
    out: list[Relation] = []
    for n, a in enumerate(names):
        parties = [b for b in names[n + 1 :] if not _in_phrase(w, b)]
        if not parties:
            continue
        b = parties[0]
        if any(_ends_sentence(w, i) for i in range(a.last + 1, b.first + 1)):
            continue
        verbs = [i for i in range(a.last + 1, b.first) if w.lower[i] in RELATIONS or _took_over(w, i, b.first)]
        # one relation per class, at its first verb ("agreed to pay £61 million to acquire B": A
        # pays B and A acquires B)
        first: dict[str, int] = {}
        for i in verbs:
            first.setdefault(RELATIONS.get(w.lower[i], "succeed"), i)
        for cls, k in first.items():
            passive = (k > 0 and w.lower[k - 1] in _PASSIVE_BEFORE) or (k + 1 < len(w) and w.lower[k + 1] == "by") or (
                cls == "lend" and "from" in w.lower[k + 1 : b.first]) or (  # "a loan from B"
                w.lower[k].endswith("ed") and b.first - k <= 4 and _after_by(w, b))  # "purchased outright by B"
            subject, obj = (b, a) if passive else (a, b)
            if not passive and w.lower[k].endswith("ing") and "," in w.gap(k):
                subject = _clause_subject(w, names, n, k)  # "A won the X contest, defeating B": A defeated B
            out.append(Relation(subject, cls, obj, k))
        if _after_by(w, a):
            # "a complaint by A against B", "the case brought by A against B"
            k = next((i for i in range(a.last + 1, b.first) if w.lower[i] == "against"), None)
            if k is not None:
                out.append(Relation(a, "against", b, k))
    return out


_TAKE = frozenset(["took", "take", "takes", "taking", "taken"])


def _took_over(w: Words, i: int, end: int) -> bool:
    """Word ``i`` is the "over" of "took over [as director] from" before word ``end``: A succeeds B."""
    return w.lower[i] == "over" and i > 0 and w.lower[i - 1] in _TAKE and "from" in w.lower[i + 1 : min(end, i + 8)]


def _ends_sentence(w: Words, i: int) -> bool:
    """Whether a sentence ends before word ``i`` (not the stop of a title: "Dr. Anna Berg")."""
    return not title_stop(w, i) and any(c in w.gap(i) for c in _SENTENCE_END)


def _after_by(w: Words, a: Slot) -> bool:
    """Whether "by" comes right before name ``a``, past "the" and a title ("by Mrs Patricia Lowe")."""
    i = a.first - 1
    while i >= 0 and (w.lower[i] == "the" and not w.breaks(i + 1)
                      or w.lower[i] in TITLE_ABBREVIATIONS and w.gap(i + 1).strip() in ("", ".")):
        i -= 1
    return i >= 0 and w.lower[i] == "by" and not w.breaks(i + 1)


def _clause_subject(w: Words, names: list[Slot], n: int, k: int) -> Slot:
    """The first party of the sentence that the participle at word ``k`` (after a comma) goes
    with: its subject, when nothing ends the sentence between them (else ``names[n]``)."""
    subject = names[n]
    for a in reversed(names[:n]):
        if any(_ends_sentence(w, i) for i in range(a.last + 1, k + 1)):
            break
        if not _in_phrase(w, a):
            subject = a
    return subject


def _in_phrase(w: Words, b: Slot) -> bool:
    """"in the Cerro Blanco project", "of the Orla Prize": a name that qualifies a thing."""
    before = w.lower[max(0, b.first - 2) : b.first]
    if len(before) == 2 and before[0] in RELATIONS:
        return False  # "ahead of B": the other party of the relation
    return bool(before) and (before[-1] in _OF or (len(before) == 2 and before[-1] == "the" and before[0] in _OF))


_OF = frozenset(["in", "of", "at", "on", "near"])


def _names(found: list[Slot]) -> list[Slot]:
    """The distinct names in order (a repeated name, "Novacell … Novacell's", once)."""
    out: list[Slot] = []
    for s in found:
        if s.kind == "name" and not any(same_filler(s, t) for t in out):
            out.append(s)
    return out


def role_hits(claim: Words, window: Words, both: tuple[list[Slot], list[Slot]] | None = None) -> list[Hit]:
    """``both``: ``(slots(claim, window), slots(window, claim))`` when the caller has them."""
    c_slots, w_slots = both if both is not None else (slots(claim, window), slots(window, claim))
    c_rel = relations(claim, _names(c_slots))
    if not c_rel:
        return []
    w_rel = relations(window, [s for s in w_slots if s.kind == "name"])
    for r in c_rel:
        same_way = [q for q in w_rel if q.cls == r.cls and same_filler(r.subject, q.subject) and same_filler(r.obj, q.obj)]
        if same_way:
            continue
        for q in w_rel:
            if q.cls == r.cls and same_filler(r.subject, q.obj) and same_filler(r.obj, q.subject):
                return [_hit(claim, r, window, q)]
    return []


#: a pair of names found together in more sentences than this is left to the window's check
MAX_RELATION_SENTENCES = 6


def _hit(claim: Words, r: Relation, window: Words, q: Relation) -> Hit:
    first, last = min(r.subject.first, r.obj.first), max(r.subject.last, r.obj.last)
    w_first, w_last = min(q.subject.first, q.obj.first), max(q.subject.last, q.obj.last)
    return Hit(ConflictKind.ENTITY, f"claim says \u201c{claim.phrase(first, last)}\u201d; source: the other way "
               f"round, \u201c{window.phrase(w_first, w_last)}\u201d", (first, last), (w_first, w_last))


def swapped_elsewhere_hits(claim: Words, index: SourceIndex, sentence_words) -> list[tuple[Hit, Words]]:
    """A relation of the claim that a source sentence naming both parties gives the other way
    round, where no such sentence gives it the claim's way ("Tyne & Wear Connect is taking over
    … from Marlow Coaches" against "Marlow Coaches will take over the service from Tyne & Wear
    Connect", when the window is a heading naming both). ``sentence_words(i)``: the ``Words``
    of the source's sentence ``i``."""
    if not any(low in RELATIONS or low == "over" for low in claim.lower):
        return []
    found: tuple[Hit, Words] | None = None
    for r in relations(claim, _names(slots(claim))):
        if _a_thing(claim, r.subject) or _a_thing(claim, r.obj):
            continue  # "the Ellerby papers": named after a party, not the party
        places = None
        for party in (r.subject, r.obj):
            here: set[int] = set()
            for word in party.keys:  # (as written: the index holds "alarcón", not the folded "alarcon")
                here |= set(index.token_spans(stem(word)))
            places = here if places is None else places & here
        if not places or len(places) > MAX_RELATION_SENTENCES:
            continue
        for sp in sorted(places):
            sw = sentence_words(sp)
            for q in relations(sw, [t for t in slots(sw, claim) if t.kind == "name"]):
                if q.cls != r.cls:
                    continue
                if same_filler(r.subject, q.subject) and same_filler(r.obj, q.obj):
                    return []  # the claim's way, somewhere
                if found is None and same_filler(r.subject, q.obj) and same_filler(r.obj, q.subject):
                    found = (_hit(claim, r, sw, q), sw)
    return [found] if found is not None else []


def _a_thing(w: Words, s: Slot) -> bool:
    """Whether name ``s`` qualifies the common noun right after it ("the Ellerby papers"; not
    "the Eagles defeated")."""
    k = s.last + 1
    return (s.first > 0 and w.lower[s.first - 1] in ARTICLES and k < len(w) and w.content[k] and not w.caps[k]
            and not w.gap(k).strip() and w.lower[k] not in RELATIONS and not w.lower[k].endswith(("ed", "ly")))
