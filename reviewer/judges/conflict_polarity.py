"""Contradictions of meaning: negation, antonyms, modality (hedge strength) and scope.

Each check compares a claim's ``Words`` with an evidence window's ``Words`` and returns
``Hit`` records (kind, reason, claim word range, window word range). They only fire on a
counterpart: the window must say the opposite *and* not also say what the claim says.
"""

from __future__ import annotations

from dataclasses import dataclass

from reviewer.judges.antonym_words import ANTONYMS, QUIET_ANTONYMS, _table  # noqa: F401 - re-exported
from reviewer.judges.conflict_text import Words, content_stems, past_perfect, sentences_about
from reviewer.judges.deed_words import IRREGULAR, SAME_DEED, deed_root
from reviewer.judges.denials import (
    by_degree,
    clause_stems,
    cue_before,
    denials,
    denied_further_on,
    denied_phrase,
    heading_gerund,
    later_than_denied,
    not_a_deed,
    said_apart,
)
from reviewer.judges.outcome_names import other_name
from reviewer.judges.rest_of_whole import the_rest
from reviewer.judges.verb_groups import aux_before, predicate
from reviewer.judges.when_words import contrasted, other_counts, other_times, part_denied
from reviewer.model import ConflictKind


@dataclass(frozen=True, slots=True)
class Hit:
    kind: ConflictKind
    reason: str
    claim_span: tuple[int, int]  # word indexes (inclusive) in the claim
    window_span: tuple[int, int]  # word indexes (inclusive) in the window


#: Words that assert certainty, and words that hedge (DESIGN: a weaker modality in the evidence).
STRONG = frozenset(
    ["cure", "cures", "cured", "prove", "proves", "proved", "proven", "always", "definitely", "certainly",
     "guarantee", "guarantees", "guaranteed", "eliminate", "eliminates", "eliminated", "conclusively",
     "undoubtedly", "invariably", "certain", "will",
     # claims of established knowledge ("the trial has demonstrated", "the investigation established")
     "demonstrated", "demonstrates", "established", "establishes", "confirmed", "confirms", "shown", "proof",
     "confirm"])
HEDGES = frozenset(
    ["may", "might", "could", "suggest", "suggests", "suggested", "possibly", "possible", "potentially",
     "potential", "appears", "appear", "seems", "likely", "unlikely", "perhaps", "preliminary", "hypothesized",
     "hypothesised", "tentatively", "probably", "sometimes", "often", "associated", "linked",
     "correlated", "correlation", "association", "indicate", "indicates", "believe", "believes", "believed"])
CAUSAL = frozenset(["causes", "caused", "cause", "causing", "leads", "led", "results", "resulted",
                    # a causal effect claimed of an intervention ("greenery improves attention")
                    "prevents", "prevent", "improves", "halts", "halt", "protects", "boosts", "reduces",
                    "cuts", "lowers", "raises"])
CORRELATIONAL = frozenset(["associated", "linked", "correlated", "correlation", "association", "correlates",
                           "observational"])
CLAIM_HEDGES = HEDGES | frozenset(["would", "should", "estimated", "reportedly", "allegedly", "expected"])

SCOPES = _table({
    "subject": {
        "animals": "mice mouse rats rat rodents rodent animal animals primates monkeys dogs pigs zebrafish murine",
        "humans": "humans human people patients participants adults volunteers",
        "cells": "cells cell vitro cultured",
    },
    "age": {"children": "children child kids infants adolescents teenagers pediatric paediatric",
            "adults": "adults adult elderly"},
    "sex": {"men": "men male males", "women": "women female females"},
    "reach": {"global": "worldwide globally", "national": "nationwide nationally", "local": "locally regionally"},
})
UNIVERSAL = frozenset(["all", "every", "everyone", "everybody", "always", "universally", "entire"])
NEARLY = frozenset(["almost", "nearly", "virtually"])  # before a universal, they take it back ("almost all")
PARTIAL_Q = frozenset(["some", "many", "most", "several", "few", "often", "sometimes", "certain", "part",
                       "majority", "minority", "half", "quarter", "third", "fifth", "tenth", "fraction",
                       "proportion"])


def _keys(w: Words, k: int) -> tuple[str, ...]:
    """What a polarity is asserted of: the word's stem and, for a word of one pole of a scale,
    the pole itself, so that "did not fall" meets "fell" and "would rise" meets "will not raise"
    (irregular forms and causative pairs that no suffix stemming joins); and the deed a word
    names with others (``SAME_DEED``)."""
    low = w.lower[k]
    pole = ANTONYMS.get(low)
    keys = (w.stems[k], f"{pole[0]}:{pole[1]}") if pole else (w.stems[k],)
    verb, root = IRREGULAR.get(low), deed_root(low)  # "admitted" meets "admission" by its root
    keys = (*keys, f"verb:{verb}") if verb is not None else keys
    keys = (*keys, f"root:{root}") if root else keys
    deed = SAME_DEED.get(low)
    return (*keys, f"deed:{deed}") if deed else keys


def _places(w: Words) -> dict[str, list[int]]:
    """Where each polarity key (``_keys``) of a content word of three letters or more occurs."""
    out: dict[str, list[int]] = {}
    for k in range(len(w)):
        if w.content[k] and len(w.lower[k]) >= 3:
            for key in _keys(w, k):
                out.setdefault(key, []).append(k)
    return out


def _polarities(w: Words) -> dict[str, set[bool]]:
    """Whether each polarity key of a content word is said plainly, denied (``denials``), or both."""
    out: dict[str, set[bool]] = {}
    denied = w.derived(denials, denials)[0]
    for j in range(len(w)):
        if w.content[j]:
            for key in _keys(w, j):
                out.setdefault(key, set()).add(denied[j])
    return out


def _in_question(w: Words, i: int) -> bool:
    """Word ``i`` is in a clause that "whether", "if" or "unless" opens: what it says is asked or
    supposed, not asserted ("could begin in 2025 if the government confirms funding")."""
    for k in range(i - 1, -1, -1):
        if w.lower[k] in ("whether", "if", "unless"):
            return True
        if w.breaks(k + 1):
            return False
    return False


def _of_others(w: Words, k: int, claim_stems: frozenset[str]) -> bool:
    """Word ``k`` is said of the others: its clause opens with "other", "all other", "the other",
    "the rest" or "remaining" ("Other flavours are not affected") and names nothing else of the
    claim's (not "Other models including the K9 kettle are not affected" for the K9 kettle)."""
    a = k
    while a > 0 and not w.breaks(a):
        a -= 1
    head = w.lower[a : a + 2]
    return bool(head) and (head[0] in ("other", "remaining") or head[:2] in (
        ["all", "other"], ["the", "other"], ["the", "rest"], ["the", "remaining"])) and not any(
        w.content[j] and w.stems[j] in claim_stems for j in range(a, k))


#: a thing said to have failed by the noun after it ("a generator failure" / "a failed generator")
_FAILED = [["failure"], ["failures"], ["fault"], ["breakdown"], ["malfunction"], ["outage"]]


def negation_hits(claim: Words, window: Words) -> list[Hit]:
    """A word the claim asserts that the window only denies (or the other way round)."""
    c_denied, c_nearly, c_negative = claim.derived(denials, denials)
    w_denied, w_nearly, w_negative = window.derived(denials, denials)
    if not any(c_denied) and not any(w_denied):
        return []  # nothing denied on either side: no word is said one way and the other
    win_pol = window.derived(_places, _places)
    claim_pol = claim.derived(_polarities, _polarities)
    claim_set = claim.derived(content_stems, content_stems)
    seen: set[str] = set()
    for i in range(len(claim)):
        if not claim.content[i] or len(claim.lower[i]) < 3 or claim.caps[i] and i > 0 or not_a_deed(claim, i):
            continue
        for s in _keys(claim, i):
            if s in seen:
                continue
            seen.add(s)
            # a capital after the window's start is a name, not a predicate ("unable to land" and
            # "the team Land Rover": the word is said one way)
            places = [k for k in win_pol.get(s, ()) if not (window.caps[k] and window.starts[k] > 0)
                      and not heading_gerund(window, k, claim.lower[i])]
            if not places:
                continue
            claim_flags = claim_pol[s]
            win_flags = {w_denied[k] for k in places}
            if len(win_flags) == 2:  # said both ways: as the sentence about the claim's other words says it
                places = sentences_about(window, places, clause_stems(claim, i) or claim_set - {claim.stems[i]})
                win_flags = {w_denied[k] for k in places}
            if len(win_flags) == 2:  # still both ways: as the window says it in the claim's use ("are now
                # final" / "are not yet final …, after which we will publish final recommendations")
                used = [k for k in places if predicate(window, k)] if predicate(claim, i) else []
                if used and len({w_denied[k] for k in used}) == 1:
                    places, win_flags = used, {w_denied[k] for k in used}
            if len(win_flags) == 2 and (aux := aux_before(claim, i)) is not None:
                # still both ways: as the window says it after the claim's auxiliary ("has said it
                # will appeal" / "has not said whether it will appeal …, a spokesperson said")
                used = [k for k in places if aux_before(window, k) == aux]
                if used and len({w_denied[k] for k in used}) == 1:
                    places, win_flags = used, {w_denied[k] for k in used}
            # said one way in the claim and the other way in the window (tested first: it is rare)
            if len(claim_flags) == 1 and len(win_flags) == 1 and claim_flags != win_flags:
                if all(_of_others(window, k, claim_set) for k in places):
                    continue  # "Other flavours and sizes are not affected": the named ones are
                if any(by_degree(window, k) for k in places) or by_degree(claim, i) or \
                        said_apart(claim, i, window, places):
                    continue  # "did not sell well" / "sold poorly"; "not expected to be repaid" / "expected to suffer"
                # the plain side may deny it too, in other words: a claim that asserts it in a
                # clause with a denial ("The agency expects no shortages" against "does not expect
                # shortages"), a window that says it right after one ("paid no dividend" against
                # "did not pay a dividend")
                if (not c_denied[i] and (c_negative[i] or claim.lower[i + 1 : i + 2] in _FAILED)) or (c_denied[i] and any(
                        w_nearly[k] or w_negative[k] or denied_further_on(claim, i, window, k) for k in places)):
                    continue
                if not c_denied[i] and (_in_question(claim, i) or later_than_denied(claim, i, window, places[0])):
                    continue  # "disagree about whether the models understand": asserted by no one
                if other_times(claim, i, window, places[0]) or other_counts(claim, i, window, places[0]) \
                        or contrasted(claim, i, window, places[0]) \
                        or the_rest(claim, i, window, places[0]) or (c_denied[i] and part_denied(claim, i, window, places[0])):
                    continue  # "no feed between September and April" / "feed from April to August"; "one was
                    # not compliant" / "6, of which 5 were compliant"
                said = "denies" if c_denied[i] else "asserts"
                k = places[0]
                j = cue_before(window, k)
                # the claim's words in the cue's place too: "All of the port's" / "None of the port's"
                a = i - (k - j)
                if k - j >= 2 and a >= 0 and claim.lower[a] in UNIVERSAL | PARTIAL_Q and \
                        claim.lower[a + 1 : i] == window.lower[j + 1 : k]:
                    # the two quantifiers are what differs: the spans are "All" and "None"
                    return [Hit(ConflictKind.NEGATION, f"claim {said} \u201c{claim.phrase(a, i)}\u201d; source: "
                                                       f"\u201c{denied_phrase(window, k)}\u201d", (a, a), (j, j))]
                return [Hit(ConflictKind.NEGATION, f"claim {said} \u201c{claim.lower[i]}\u201d; source: \u201c{denied_phrase(window, k)}\u201d",
                            (i, i), (j, k))]
    return []


#: a verb of motion and its particle, read as the verb of change they make ("went up": rose)
_GO = ("went", "go", "goes", "gone", "going")
_PHRASAL = {**{(go, "up"): "rose" for go in _GO}, **{(go, "down"): "fell" for go in (*_GO, "came", "come", "comes")}}


def _categories(w: Words, table: dict[str, tuple[str, str]], skip_negated: bool) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for i, low in enumerate(w.lower):
        hit = table.get(low)
        if hit is None and i and (w.lower[i - 1], low) in _PHRASAL:
            hit = table.get(_PHRASAL[w.lower[i - 1], low])  # "went up by 6%" against "fell 6%"
        if hit is None or (skip_negated and w.negated[i]):
            continue
        out.setdefault(hit[0], {}).setdefault(hit[1], i)
    return out


def _same_winner(claim: Words, i: int, window: Words, poles: dict[str, int]) -> bool:
    """The claim's "lost to X" / "beaten by X" names as winner (its "win over X" as loser) whom the
    window names right before its own pole word ("X won"; "X lost"): one result told from the
    other side."""
    if not (i + 1 < len(claim) and claim.lower[i + 1] in ("to", "by", "over", "against")):
        return False
    named = {claim.lower[j] for j in range(i + 2, min(len(claim), i + 5)) if claim.caps[j]}
    at = [poles["lose"]] if claim.lower[i + 1] in ("over", "against") and "lose" in poles else poles.values()
    return bool(named) and any(window.lower[j] in named for k in at for j in range(max(0, k - 3), k))


#: words by which a text says who beat whom ("who beat Bedford Lions 41-36", "were beaten by Ilkley")
_BEAT = frozenset(["beat", "beats", "beaten", "defeated", "defeat", "defeats", "overcame", "edged", "thrashed"])


def _beaten(claim: Words, i: int, window: Words, cat: str) -> bool:
    """The window says the claim's loser was beaten, or its winner beat someone ("Bedford Lions …
    ended up losing the final" / "won by Shere Punjab, who beat Bedford Lions 41-36"): the same
    result told from the other side. The claim's loser or winner is a name before its word ``i``
    (its subject); the window's loser a name after "beat" or before "beaten by", its winner one
    after "lost to" or "beaten by" ("Bristol had beaten Northampton" is no loss of Bristol's)."""
    names = {claim.lower[j] for j in range(i) if claim.caps[j] and claim.content[j]}
    for k, low in enumerate(window.lower):
        nxt = window.lower[k + 1] if k + 1 < len(window) else ""
        if low in _BEAT and nxt == "by":  # "Bedford were beaten by Ilkley"
            named = window.lower[max(0, k - 4):k] if cat == "lose" else window.lower[k + 2:k + 5]
        elif (low in _BEAT and cat == "lose") or (low == "lost" and nxt == "to" and cat == "win"):
            named = window.lower[k + 1:k + 5]  # "who beat Bedford Lions", "lost to Ilkley"
        else:
            continue
        if not names.isdisjoint(named):
            return True
    return False


def _category_hits(kind: ConflictKind, claim: Words, window: Words, table, skip_negated: bool) -> list[Hit]:
    c_cats = claim.derived((_categories, id(table), skip_negated), lambda w: _categories(w, table, skip_negated))
    if not c_cats:
        return []
    w_all = window.derived((_categories, id(table), False), lambda w: _categories(w, table, False))
    w_cats = window.derived((_categories, id(table), True), lambda w: _categories(w, table, True)) \
        if skip_negated else w_all
    for family, cats in c_cats.items():
        if len(cats) != 1 or family not in w_cats:
            continue  # the claim names both poles itself: nothing to hold it to
        (cat, i), = cats.items()
        if family == "contest" and (_same_winner(claim, i, window, w_all.get(family, {}))
                                    or _beaten(claim, i, window, cat)):
            continue  # "Lind lost to Ferreira" against "Ferreira won": one result
        if cat in w_all.get(family, {}):
            # the window says the claim's word too; but of something else, and the claim's
            # object gets the other pole ("rejected funding for 40 classrooms" against "approved
            # funding for 40 classrooms … and rejected a request")
            if kind == ConflictKind.ANTONYM and (k := _object_swap(claim, i, window, table, family, cat)) is not None:
                return [Hit(kind, f"claim says \u201c{claim.phrase(i, claim.next_content(i, 1)[0])}\u201d; source: "
                                  f"\u201c{window.phrase(k, window.next_content(k, 1)[0])}\u201d",
                            (i, claim.next_content(i, 1)[0]), (k, window.next_content(k, 1)[0]))]
            continue
        other = w_cats[family]
        cat2, k = next(iter(other.items()))
        if i and (claim.lower[i - 1], claim.lower[i]) in _PHRASAL and cat2 == "flat":
            continue  # "the rent goes up by £60" / "all other terms are unchanged": said of the rest
        if family in _OF_A_TARGET:
            k = next((k for k in range(len(window)) if (p := table.get(window.lower[k])) and p[0] == family
                      and p[1] != cat and not window.negated[k] and (_same_target(claim, i, window, k) or (
                          family == "extreme" and _clause_figures(claim, i) & _clause_figures(window, k)))), None)
            if k is None:
                continue  # "22 per cent below the 2024 advice" / "18 per cent above the reference point"
        if window.lower[k][:2] == "re" and table.get(window.lower[k][2:], ("",))[0] == family and past_perfect(claim, i):
            continue  # "had been closed for over a year" against "reopened": the state before
        if family == "state" and other_name(claim, i, window, k):
            continue  # "Bay Q-2 must stay closed" / "Bay Q-3 remains open": another numbered name's state
        if kind == ConflictKind.ANTONYM and the_rest(claim, i, window, k):
            continue  # "Twelve of the batches failed" / "52 were passed, 9 downgraded and 3 rejected"
        return [Hit(kind, f"claim says \u201c{claim.lower[i]}\u201d; source: \u201c{window.lower[k]}\u201d", (i, i), (k, k))]
    return []


#: families whose poles are said of a target ("below the 2024 advice"; "the highest flood level" is
#: not "a minimum floor level"): the same one (an extreme: or a figure of both clauses), or no conflict
_OF_A_TARGET = frozenset(["position", "extreme"])


def _same_target(claim: Words, i: int, window: Words, k: int) -> bool:
    """The words after both poles (three content words or figures in the clause) share one, or
    one side has none to tell by ("rose above" / "fell below")."""
    def target(w: Words, j: int) -> set[str]:
        return {w.stems[x] for x in w.next_content(j, 3)} | {
            w.lower[x] for x in range(j + 1, min(len(w), j + 4)) if w.lower[x][0].isdigit() and not w.breaks(x)}
    mine, theirs = target(claim, i), target(window, k)
    return not mine or not theirs or bool(mine & theirs)


def _clause_figures(w: Words, j: int) -> set[str]:
    """The figures of word ``j``'s clause: "150 minutes a week … as the upper limit" / "a minimum
    of 150 minutes" speak of one figure."""
    a, b = w.clause(j)
    return {w.lower[x] for x in range(a, b) if w.lower[x][0].isdigit()}


def _object_swap(claim: Words, i: int, window: Words, table, family: str, cat: str) -> int | None:
    """The window word of the other pole whose object (the next two content words) is the claim
    pole's, where no word of the claim's pole in the window has that object: its index, or None."""
    target = [claim.stems[j] for j in claim.next_content(i, 2)]
    if len(target) < 2:
        return None
    other, same = None, False
    for k, low in enumerate(window.lower):
        pole = table.get(low)
        if pole is None or pole[0] != family or window.negated[k]:
            continue
        if [window.stems[j] for j in window.next_content(k, 2)] == target:
            if pole[1] == cat:
                same = True
            elif other is None:
                other = k
    return None if same else other


def antonym_hits(claim: Words, window: Words) -> list[Hit]:
    return (_category_hits(ConflictKind.ANTONYM, claim, window, ANTONYMS, True)
            or _category_hits(ConflictKind.ANTONYM, claim, window, QUIET_ANTONYMS, True))


def scope_hits(claim: Words, window: Words) -> list[Hit]:
    hits = _category_hits(ConflictKind.SCOPE, claim, window, SCOPES, False)
    if hits:
        return hits
    # "all patients" against "some patients": a universal where the window has a partial quantifier
    for i, low in enumerate(claim.lower):
        if low not in UNIVERSAL or claim.negated[i] or (i and claim.lower[i - 1] in NEARLY):
            continue  # ("almost all": not a universal)
        target = {claim.stems[j] for j in claim.next_content(i, 2)}
        if not target:
            continue
        if any(window.lower[k] in UNIVERSAL and {window.stems[j] for j in window.next_content(k, 2)} & target
               for k in range(len(window))):
            return []  # the window says it of all of them too ("every six weeks" is not about the routes)
        for k, wl in enumerate(window.lower):
            if wl in PARTIAL_Q and not window.negated[k] and {window.stems[j] for j in window.next_content(k, 2)} & target:
                return [Hit(ConflictKind.SCOPE, f"claim says \u201c{claim.phrase(i, claim.next_content(i, 1)[0])}\u201d; "
                            f"source: \u201c{window.phrase(k, window.next_content(k, 1)[0])}\u201d",
                            (i, claim.next_content(i, 1)[0]), (k, window.next_content(k, 1)[0]))]
    return []


#: the source only reports that someone alleges it ("critics alleged that the senator …")
ALLEGATIONS = frozenset(
    ["alleged", "allegedly", "allegation", "allegations", "alleges", "allege", "rumoured", "rumored", "rumour",
     "rumor", "rumours", "rumors", "unconfirmed", "unverified", "purportedly", "purported"])
#: a claim with one of these reports the statement as someone's word, not as fact
REPORTED_SPEECH = frozenset(
    ["said", "says", "say", "according", "claimed", "claims", "claim", "reportedly", "reported", "reports", "told",
     "argued", "argues", "accused", "accuses", "insisted", "insists", "maintains", "contends", "asserted",
     "asserts", "testified"])
#: a claim with one of these hedges or attributes what it says: the standing check
#: (``conflict_attribution``) leaves it alone
CLAIM_REPORTS = HEDGES | ALLEGATIONS | REPORTED_SPEECH
#: and the modality check also leaves alone a claim that reports a denial, a charge, a suspicion
#: (which as the claim's own verb, "denied its staff their breaks", the standing check must read)
CLAIM_ATTRIBUTES = CLAIM_REPORTS | frozenset(["denied", "suspected", "suspicion", "charged", "thought"])
