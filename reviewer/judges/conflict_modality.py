"""Contradictions of modality: the claim asserts with certainty (or causation) what the evidence
only hedges ("cures" against "may reduce"), or states as fact what the evidence reports as an
allegation. The hedge must be on what the claim is about, in the evidence sentence that says it
(the one with the most of the claim's words other than names): "will add 400,000 customers" is
not hedged by the next sentence's "regulators were likely to scrutinise the deal"."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import (
    ALLEGATIONS,
    CAUSAL,
    CLAIM_ATTRIBUTES,
    CLAIM_HEDGES,
    CORRELATIONAL,
    HEDGES,
    STRONG,
    Hit,
)
from reviewer.judges.conflict_text import (
    ARTICLES,
    Words,
    carrying_sentences,
    in_unasserted_clause,
    unnamed_stems,
)
from reviewer.judges.conflict_window import most_held, sentence_counts
from reviewer.judges.deed_words import SAME_DEED
from reviewer.judges.denials import denied_phrase
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind


def modality_hits(claim: Words, window: Words) -> list[Hit]:
    """The claim asserts with certainty (or causation) what the window only hedges, or as fact
    what the window only reports as an allegation."""
    if not any(low in CLAIM_ATTRIBUTES for low in claim.lower):
        alleged = _hedge_on(window, {claim.stems[i] for i in range(len(claim)) if claim.content[i]}, ALLEGATIONS)
        if alleged is not None:
            main = next((i for i in range(len(claim)) if claim.content[i]), 0)
            return [Hit(ConflictKind.MODALITY, "claim states it as fact; source reports an allegation: "
                        f"\u201c{_hedge_phrase(window, alleged)}\u201d", (main, len(claim) - 1), (alleged, alleged))]
    claim_set = {claim.stems[i] for i in range(len(claim)) if claim.content[i]}
    if any(low in CLAIM_HEDGES for low in claim.lower):
        # "would" hedges nothing when it only reports a firm future ("said some operations
        # would be postponed" against "might be postponed"): read on the verb it governs alone
        if all(low == "would" or low not in CLAIM_HEDGES for low in claim.lower):
            return _hedged_verb(claim, window, claim_set)
        return []
    strong = [i for i, low in enumerate(claim.lower) if low in STRONG and not claim.negated[i]]
    causal = [i for i, low in enumerate(claim.lower) if low in CAUSAL and not claim.negated[i]]
    if not strong and not causal:
        return _hedged_verb(claim, window, claim_set)
    win_lower = set(window.lower)
    if strong and not (win_lower & STRONG):
        # the hedge is in the sentence that says what the claim does: "Varga said the deal would
        # add 400,000 customers" is not hedged by the next sentence's "regulators were likely to
        # scrutinise the deal"
        k = _hedge_on(window, claim_set, HEDGES, carrying_sentences(claim, window))
        if k is not None and window.lower[k] == "may" and _PERMITS & set(claim.lower) and all(
                claim.lower[i] == "will" for i in strong):
            k = None  # "can use the bypass and will not be penalised" / "may take the bypass without
            # penalty": a "may" that permits, as the claim's "can" does, hedges nothing the "will" says
        if k is not None:
            i = strong[0]
            return [Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.lower[i]}\u201d; source hedges: "
                        f"\u201c{_hedge_phrase(window, k)}\u201d", (i, i), (k, k))]
    if causal and not (win_lower & CAUSAL):
        k = _hedge_on(window, claim_set, CORRELATIONAL)
        if k is not None:
            i = causal[0]
            return [Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.lower[i]}\u201d; source only: "
                        f"\u201c{_hedge_phrase(window, k)}\u201d", (i, i), (k, k))]
    if not _FIRM_MODALS.isdisjoint(claim.lower):  # "will be temporary" / "may be temporary", a "will" elsewhere
        return _hedged_verb(claim, window, claim_set)
    return []


def _hedge_on(window: Words, claim_set: set[str], cues: frozenset[str],
              within: list[tuple[int, int]] | None = None) -> int | None:
    """A hedge cue of the window (of its sentences ``within``, when given) that governs
    something the claim is about."""
    for k, low in enumerate(window.lower):
        if within is not None and not any(a <= k < b for a, b in within):
            continue
        if low in cues and not window.negated[k] and not _month(window, k):
            near = window.next_content(k, 4)
            if k + 1 >= len(window) or window.lower[k + 1] != "that":  # ("the complaint alleged that …":
                near += window.prev_content(k, 2)  # what is alleged follows; the complaint only alleges it)
            if any(window.stems[j] in claim_set for j in near):
                return k
    return None


def _month(w: Words, k: int) -> bool:
    """Whether word ``k`` is the month "May" ("on 22 May", "in May 2024"), not the modal: capitalised
    where no sentence starts."""
    return w.lower[k] == "may" and w.caps[k] and k > 0 and not w.gap(k).strip(" \n").endswith((".", "!", "?", ":"))


def _hedge_phrase(w: Words, k: int) -> str:
    nxt = w.next_content(k, 1)
    return w.phrase(k, nxt[0]) if nxt else w.lower[k]


#: the modal verbs by which a source only allows what a plain claim asserts ("may contain")
_MAY = frozenset(["may", "might"])
#: modals by which a claim hedges (or merely allows) what it says: it asserts nothing plainly
_WEAK_MODALS = frozenset(["can", "could", "should", "may", "might", "cannot"])
#: modals by which a claim asserts a firm future or duty: only the verb they govern is read
_FIRM_MODALS = frozenset(["must", "shall", "will", "would"])
#: words by which a claim permits, as a source's "may" can
_PERMITS = frozenset(["can", "allowed", "permitted", "entitled"])
#: words between the modal and its verb ("may once have named", "might also be postponed")
_MODAL_FILLERS = frozenset(["have", "be", "been", "once", "also", "still", "well", "even", "yet", "in", "fact", "partly"])


def _hedged_verb(claim: Words, window: Words, claim_set: set[str]) -> list[Hit]:
    """A verb the claim asserts plainly ("the packs contain undeclared peanuts") that the
    sentence carrying the claim only allows ("some packs may contain undeclared peanuts"), the
    claim hedging nothing at all."""
    if not _WEAK_MODALS.isdisjoint(claim.lower) or _MAY.isdisjoint(window.lower):
        return []  # (a claim that says "can wipe" is no plain assertion either)
    # a claim with "will", "would", "must" asserts only the verbs those govern ("would be
    # postponed"), not one of a clause they do not reach
    firm = None if _FIRM_MODALS.isdisjoint(claim.lower) else {
        _governed(claim, k) for k, low in enumerate(claim.lower) if low in _FIRM_MODALS and not claim.negated[k]}
    within = None
    for k, low in enumerate(window.lower):
        if low not in _MAY or window.negated[k] or _month(window, k):
            continue
        j = _governed(window, k)
        if j >= len(window) or not window.content[j] or window.negated[j] or window.stems[j] not in claim_set \
                or window.breaks(j):
            continue
        if within is None:
            within = carrying_sentences(claim, window)
        if not any(a <= k < b for a, b in within):
            continue
        said = [i for i in range(len(claim)) if claim.content[i] and claim.stems[i] == window.stems[j]]
        if any(_permitted(claim, i) for i in said):
            continue  # "allowed to use the kitchen … any crockery they use": the claim allows it too
        # (not a verb of a condition, "When a member freezes, …", nor a noun, "the freeze")
        i = next((i for i in said if not claim.negated[i] and (firm is None or i in firm)
                  and not in_unasserted_clause(claim, i) and not (i and claim.lower[i - 1] in ARTICLES)), None)
        if i is not None:
            return [Hit(ConflictKind.MODALITY, f"claim says \u201c{claim.phrase(i)}\u201d; source hedges: "
                        f"\u201c{window.phrase(k, j)}\u201d", (i, i), (k, j))]
    return []


#: verbs by which a claim says what is allowed, as a source's "may" does ("Members may bring nine
#: guests": "lets members bring nine guests", "members are allowed to bring …")
_PERMISSION = frozenset(["let", "lets", "letting", "allow", "allows", "allowed", "allowing", "permit", "permits",
                         "permitted", "entitled", "entitles", "eligible", "free"])


def _permitted(claim: Words, i: int) -> bool:
    """The claim's verb ``i`` is what it says someone is allowed to do (a permission verb a few
    words before it, in its clause)."""
    k = i - 1
    while k >= 0 and i - k <= 4 and not claim.breaks(k + 1):
        if claim.lower[k] in _PERMISSION:
            return True
        k -= 1
    return False


def _governed(w: Words, k: int) -> int:
    """The word a modal at ``k`` governs: the next one past fillers ("might also be postponed")
    in the same clause (``len(w)`` when none)."""
    j = k + 1
    while j < len(w) and (w.lower[j] in _MODAL_FILLERS or w.lower[j].endswith("ly")) and not w.breaks(j):
        j += 1
    return j


#: words by which a text puts a duty on something ("must have a smart meter", "a helmet is compulsory")
_DUTY = frozenset(["must", "required", "requires", "require", "compulsory", "mandatory", "obligatory", "obliged"])
#: words that, denied, lift a duty ("a smart meter is not required", "need not"), and words that lift it
#: by themselves ("optional")
_LIFTED_DENIED = frozenset(["required", "needed", "necessary", "compulsory", "mandatory", "obligatory", "need",
                            "obliged", "essential", "condition"])  # ("not a condition of the offer")
_LIFTED = frozenset(["optional", "voluntary"])
#: words that ask for a thing without requiring it ("are invited to the National Science Fair",
#: "are encouraged to leave their cars on display"): a duty lifted, against "required" or "must"
_ASKED = frozenset(["invited", "encouraged", "advised", "recommended", "urged", "welcome", "recommend", "recommends",
                    "advise", "advises", "urge", "urges", "encourage", "encourages"])
#: words that, before "whichever" ("may use whichever device they prefer"), leave a choice open
_CHOICE = frozenset(["may", "can", "could", "allowed", "permitted", "free", "choose", "chooses", "pick", "picks",
                     "select", "selects", "use", "uses", "take", "takes", "bring", "brings", "wear", "wears"])


def _latitude(w: Words, k: int) -> bool:
    """Whether word ``k`` leaves the doing to whoever it concerns: "free to" ("the contractor is
    free to take the boards") or a choice ("may use whichever device they prefer"; not "whichever
    comes first")."""
    low = w.lower[k]
    if low == "free":
        return k + 1 < len(w) and w.lower[k + 1] == "to" and not w.negated[k]
    if low == "whichever":
        return any(w.lower[j] in _CHOICE and not w.negated[j] for j in range(max(0, k - 3), k))
    return False


#: content words a duty and its lifting must share (the same thing owed: "smart meter")
DUTY_SHARED = 2


def _duties(w: Words) -> list[tuple[int, bool, frozenset[str]]]:
    """``(word, lifted, the stems it is about)`` for each duty the text puts or lifts: the
    content words up to three before it and four after it in its clause ("must have a smart
    meter": smart, meter; "obliged to attend the 52-week follow-up check": its check too)."""
    out = []
    for k, low in enumerate(w.lower):
        if low in _DUTY and not w.negated[k]:
            lifted = False
        elif (low in _LIFTED_DENIED and w.negated[k]) or low in _LIFTED or _latitude(w, k) or (
                low in _ASKED and not w.negated[k]):
            lifted = True
        else:
            continue
        near = [*w.prev_content(k, 3), *w.next_content(k, 4)]
        if k > 0 and w.breaks(k) and "," in w.gap(k):  # "a 6-hour working pressure test, mandatory for …":
            near += [k - 1] * w.content[k - 1] + w.prev_content(k - 1, 2)  # what it is said of, before the comma
        if len(near) < DUTY_SHARED and k + 1 < len(w) and w.breaks(k + 1):
            near += w.next_content(k + 1, 3)  # "advised, though not obliged, to carry insurance": the clause after
        about = frozenset(w.stems[j] for j in near if w.lower[j] not in _DUTY)
        out.append((k, lifted, about))
    return out


#: the source's sentences a claim's duty is also held to (at most), those that carry most of the claim
DUTY_SENTENCES = 3


def duty_elsewhere_hits(claim: Words, index: SourceIndex, sentence_words) -> list[tuple[Hit, Words]]:
    """A duty the claim puts or lifts, held to the source's sentences that carry most of the claim
    (at least two of its words other than names): "Buildings insurance is recommended but is not a
    condition of the Calder & Wye offer" against "Buildings insurance must be in place from exchange
    of contracts", where the lender's name drew the evidence window to the letter's heading.
    ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    if not claim.derived(_duties, _duties):
        return []
    counts = sentence_counts(unnamed_stems(claim), index)
    held = [sentence_words(sp) for sp in most_held({sp: n for sp, n in counts.items() if n >= DUTY_SHARED},
                                                   DUTY_SENTENCES)]
    # a duty one of those sentences puts (or lifts) as the claim does, on what the claim says is owed,
    # is the source's word on it ("Visitors are required to sign in" / "Staff are not required to
    # sign in"); not one on the same people only ("Plot holders must keep paths clear")
    told = {i for i, lifted, about in claim.derived(_duties, _duties) for sw in held
            for _k, lft, a in sw.derived(_duties, _duties)
            if lft == lifted and len(about & a) >= DUTY_SHARED and not a.isdisjoint(_owed(claim, i))}
    for sw in held:
        for hit in duty_hits(claim, sw, said_and_denied=True):
            if hit.claim_span[0] not in told:
                return [(hit, sw)]
    return []


def _owed(w: Words, k: int) -> set[str]:
    """The stems of the content words after the duty word ``k``: what is owed ("to sign in at reception")."""
    return {w.stems[j] for j in w.next_content(k, 3)}


def duty_hits(claim: Words, window: Words, said_and_denied: bool = False) -> list[Hit]:
    """A duty the claim puts that the window lifts, about the same thing ("Customers must have a
    smart meter" / "A smart meter is not required"), or the other way round; not when the window
    also puts that duty ("not required for individuals, but groups must book"). The same word said and
    denied ("required" / "not required") is the negation check's in the evidence window; with
    ``said_and_denied`` (a sentence that check does not read) it is held here too."""
    mine = claim.derived(_duties, _duties)
    if not mine:
        return []
    theirs = window.derived(_duties, _duties)
    for i, lifted, about in mine:
        for k, lft, a in theirs:
            shared = about & a
            if lft == lifted or len(shared) < DUTY_SHARED or (
                    not said_and_denied and _deed(claim, i) == _deed(window, k)):
                continue  # (the same word said and denied is the negation check's: "compulsory" / "not mandatory")
            if any(lf == lifted and shared <= b for _j, lf, b in theirs):
                continue  # the window also puts the claim's duty on the same thing
            return [Hit(ConflictKind.MODALITY, f"claim says \u201c{_duty_phrase(claim, i)}\u201d; "
                        f"source: \u201c{_duty_phrase(window, k)}\u201d", (i, i), (k, k))]
    return []


def _deed(w: Words, k: int) -> str:
    return SAME_DEED.get(w.lower[k], w.stems[k])


def _duty_phrase(w: Words, k: int) -> str:
    """The duty word with its cue ("not required") or the word it governs ("must have")."""
    if w.negated[k]:
        return denied_phrase(w, k)
    if w.lower[k] == "must" or _latitude(w, k):  # "must have a smart meter", "free to take the boards"
        nxt = w.next_content(k, 2)
        return w.phrase(k, nxt[-1]) if nxt else w.lower[k]
    return w.lower[k]
