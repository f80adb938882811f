"""Contradictions of an action done that the source says is only planned ("The zone has been
expanded to the outer ring road" against "The council plans to expand the zone to the outer ring
road in 2025"), and ``outcome_hits``, the outcome checks in the order they are tried: a matter
still open (``conflict_pending``), an action only planned (here), a state ended
(``conflict_ended``), a step still to come (``conflict_subject_to``)."""

from __future__ import annotations

from collections.abc import Callable

from reviewer.judges.conflict_ended import ended_hits
from reviewer.judges.conflict_pending import (
    _NOT_DONE,
    _PERFECT,
    _PUT_OFF,
    PLANNED,
    _before,
    _carrying,
    pending_hits,
)
from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_subject_to import subject_to_hits
from reviewer.judges.conflict_text import Words, unnamed_stems
from reviewer.judges.conflict_window import sentence_counts
from reviewer.judges.deed_words import IRREGULAR
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import stem

#: after the action's noun, these say it is only planned ("a stable release planned once …")
_PLANNED_AFTER = frozenset(["planned", "proposed", "scheduled", "expected", "due"])
#: irregular past participles read as done ("was held", "has been built")
_PARTICIPLES = frozenset(["held", "built", "made", "given", "taken", "paid", "sold", "sent", "won", "begun", "shown",
                          "brought", "bought", "spent", "kept", "chosen", "written", "driven", "drawn", "laid", "set"])
#: each irregular verb's forms (``deed_words.IRREGULAR``), so that "will consider buying" is read
#: as the plan of "has bought"
_FORMS = {base: frozenset(f for f, b in IRREGULAR.items() if b == base) for base in set(IRREGULAR.values())}
#: one deed in other words: "Demolition … has begun" / "Demolition … will start only after …"
_BEGIN_VERBS = frozenset("begin begins began begun start starts started commence commences commenced".split())
_REACH = 4  # words before the verb where a plan word counts
_BEGUN = frozenset(["started", "began", "commenced", "launched"])  # a simple past read as done: "started in June"


def _done(claim: Words) -> int | None:
    """The claim's verb in the perfect ("has installed", "has been expanded") or the passive past
    ("was held"), not negated, hedged or in the future, or None."""
    for i in range(1, len(claim)):
        low = claim.lower[i]
        if not claim.content[i] or claim.negated[i] or not (low.endswith("ed") and len(low) >= 5 or low in _PARTICIPLES
                                                            or low in _BEGUN):
            continue
        before = claim.lower[max(0, i - 3) : i]
        if (set(before) & _PERFECT or before[-1:] in (["was"], ["were"]) or low in _BEGUN) \
                and not _before(claim, i) & _PUT_OFF:
            return i  # "has installed", "has been expanded", "started in June" (no other simple past:
            # on WiCE it read a 2014 source's "will create" against "created", labelled partial)
    return None


def _forms(participle: str) -> frozenset[str]:
    """The forms of an irregular participle's verb ("bought": buy, buys, buying), or none."""
    base = IRREGULAR.get(participle)
    return _FORMS[base] if base is not None else frozenset()


def _same_verb(a: str, b: str) -> bool:
    return a in _forms(b) or stem(a) == stem(b) or (len(a) >= 6 and len(b) >= 6 and a[:6] == b[:6]) or (a in _BEGIN_VERBS and b in _BEGIN_VERBS)


def _planned(sw: Words, verb: str) -> int | None:
    """The word of ``sw`` that is ``verb`` (in any form) with a plan word just before it: its
    index (-1 when ``verb`` is there with nothing before it that puts it off: stated done), or None."""
    found = None
    forms = _forms(verb)
    for k, low in enumerate(sw.lower):
        if ((low[:3] != verb[:3] and low not in _BEGIN_VERBS and low not in forms) or not _same_verb(low, verb)
                or sw.negated[k]):
            continue
        before = _before(sw, k, _REACH)
        if before & PLANNED or _planned_after(sw, k):
            found = k if found is None else found
        elif not before & _NOT_DONE:  # ("if approved", "to expand": neither done nor planned)
            return -1
    return found


def _planned_after(sw: Words, k: int) -> bool:
    """Whether the action's word ``k`` is followed by a plan word: "a stable release planned once
    …", "replacement is scheduled for 2024"."""
    nxt = k + 1
    if nxt + 1 < len(sw) and sw.lower[nxt] in ("is", "are", "was", "were") and not sw.breaks(nxt):
        nxt += 1
    return nxt < len(sw) and sw.lower[nxt] in _PLANNED_AFTER and not sw.breaks(nxt)


def planned_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """The claim's action done ("has been expanded") against the sentence that carries most of the
    claim, where the source gives the action only as planned ("plans to expand") and never as done."""
    i = claim.derived(_done, _done)
    if i is None or not index.spans:
        return []
    verb = claim.lower[i]
    said = unnamed_stems(claim, i)
    counts = sentence_counts(said, index)
    carrying = _carrying(counts)
    least = min(2, len(said))  # ("Her funeral was held at St Petroc's Church": one word besides the names)
    hit = None
    for sp in sorted(counts):
        if counts[sp] < least:
            continue
        sw = sentence_words(sp)
        k = _planned(sw, verb)
        if k == -1:
            return []  # the source says it is done somewhere: no telling
        if hit is not None or sp not in carrying:
            continue  # (read on all the same: a later sentence may state it done)
        span = (max(0, k - _REACH), min(len(sw) - 1, k + 2)) if k is not None else _plan_of(sw, claim, i)
        if span is not None:
            start, end = span
            hit = (Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(max(0, i - 2), i)}\u201d; source: only "
                       f"planned: \u201c{sw.phrase(start, end)}\u201d", (i, i), (start, end)), sw)
    return [hit] if hit is not None else []


#: plan words that govern what is planned directly: "proposes a 50-metre buffer", "proposed a
#: revised target of June"; "A pilot trial … is planned for 2026"
_PLANS = frozenset(["proposes", "proposed", "propose", "plans", "planned", "plan", "intends", "scheduled"])
_MIN_SHARED = 2  # of the claim's first three object words, the ones the plan's must share
_MIN_SUBJECT = 3  # of the claim's subject words, the ones before "is planned" must share


def _plan_of(sw: Words, claim: Words, i: int) -> tuple[int, int] | None:
    """Where sentence ``sw`` only plans what the claim says is done at word ``i``: a plan word
    whose next words are the claim's object ("has established a 50-metre buffer" / "proposes a
    50-metre buffer"), or "is planned" after the claim's subject ("A pilot trial in 30 adults has
    been completed" / "A pilot trial in 30 adults is planned for 2026"): the span, or None."""
    obj = {claim.stems[j] for j in claim.next_content(i, 3)}
    subject = {claim.stems[j] for j in range(i) if claim.content[j] and not (claim.caps[j] and j)}
    for k, low in enumerate(sw.lower):
        if low not in _PLANS or sw.negated[k]:
            continue
        after = sw.next_content(k, 3)
        if len(obj & {sw.stems[j] for j in after}) >= _MIN_SHARED:
            return k, after[-1]
        if k and sw.lower[k - 1] in ("is", "are") and low in ("planned", "proposed", "scheduled") and \
                len(subject & {sw.stems[j] for j in range(k) if sw.content[j]}) >= _MIN_SUBJECT:
            return max(0, k - _REACH), min(len(sw) - 1, k + 2)
    return None


def outcome_hits(claim: Words, index: SourceIndex, sentence_words: Callable[[int], Words]) -> list[tuple[Hit, Words]]:
    """An outcome the source says is still open, an action it says is only planned, a state it
    says has ended (``conflict_ended``) or a step it says is still to come
    (``conflict_subject_to``): the first that the claim meets."""
    return (pending_hits(claim, index, sentence_words) or planned_hits(claim, index, sentence_words)
            or ended_hits(claim, index, sentence_words) or subject_to_hits(claim, index, sentence_words))
