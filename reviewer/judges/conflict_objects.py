"""Contradictions of a word whose opposite is common in any text, so that it is held to the
window only where both say it *of the same thing*: "completed after the rainy season" against
"completed before the rainy season"; "affordable for few families" against "affordable for most
families"; "will close the urgent care centre" against "will open a new urgent care centre".

Whether a source says "before" or "most" somewhere proves nothing (the ``ANTONYMS`` table, which
holds a claim word to any opposite in the window, would flag half of all texts); the opposite
word followed by the claim word's own object (two of its next three content words) does. A window
that also says the claim's word of that object is no conflict.
"""

from __future__ import annotations

from reviewer.judges.conflict_compare import COMPARATIVES
from reviewer.judges.conflict_polarity import Hit, _table
from reviewer.judges.conflict_text import (
    Words,
    content_stems,
    sentence_at,
    sentence_ranges,
    word_stem,
)
from reviewer.model import ConflictKind

#: {family: {pole: "word word …"}}: opposite poles that count only with the same object
OBJECT_POLES = _table({
    "order": {"before": "before", "after": "after"},
    "amount": {"few": "few least", "many": "most many all every"},  # ("least frequent" / "most frequent")
    "position": {"top": "top", "bottom": "bottom"},
    "state": {"open": "open opens", "close": "close closes shut shuts"},
    "start": {"start": "start starts begin begins began begun continue continues",
              "end": "end ends ended stop stops finish finishes"},
    "timing": {"early": "earlier early ahead", "late": "later late behind"},
    "budget": {"over": "over", "under": "under"},
    "existence": {"some": "some", "none": "none"},
    "permission": {"grant": "granted grants grant", "deny": "denied denies deny refused refuses"},
    "contest": {"win": "beat beats defeated won gained gains retained retains", "lose": "lost loses"},
    "acceptance": {"accept": "accepted accepts", "decline": "declined declines"},
    "rank": {"first": "first", "last": "last final"},
    "extreme": {"max": "highest largest biggest", "min": "lowest smallest fewest"},
    "direction": {"up": "up", "down": "down"},
    "range": {"in": "within inside", "out": "above below outside beyond"},
    "attendance": {"go": "compete competes attend attends", "skip": "skip skips boycott boycotts"},
    # a rate or a price moved, or held ("raised its benchmark rate" / "held its benchmark interest rate")
    "setting": {"raise": "raised raises hiked lifted lifts upgraded upgrades",
                "cut": "cut cuts lowered lowers trimmed trims downgraded downgrades", "hold": "held holds kept keeps"},
    "verdict": {"guilty": "convicted convicts", "innocent": "acquitted acquits cleared clears"},
    "appeal": {"upheld": "upheld upholds allowed", "dismissed": "dismissed dismisses rejected rejects"},
    # halted for a time, or for good ("suspended flights to Port Edel" / "cancelled its flights to Port Edel")
    "halt": {"pause": "suspended suspends paused pauses postponed postpones deferred defers",
             "end": "cancelled canceled cancels scrapped scraps axed abolished abolishes"},
})
#: families whose object may be a figure alone ("up from 52%"; not "lost 3-2": "City beat Rovers 3-2"
#: says the same as "Rovers lost 3-2")
_FIGURE_FAMILIES = frozenset(["direction", "order", "range", "amount", "budget", "bound"])
_REACH = 4  # content words after the pole word that make its object
_SHARED = 2  # of them, the ones both objects must share (or one, and a word before both poles; or a figure)


def _object(w: Words, i: int) -> tuple[set[str], set[str]]:
    """(content stems, figures) of the first ``_REACH`` content words after word ``i`` in its
    clause (``2 * _REACH`` words at most), and the figures among them."""
    words, figures = set(), set()
    for k in range(i + 1, min(len(w), i + 2 * _REACH + 1)):
        if len(words) >= _REACH or w.breaks(k):
            break
        if w.lower[k][0].isdigit():
            figures.add(w.lower[k].replace(",", ""))
        elif w.content[k]:
            words.add(w.stems[k])
    return words, figures


_SHARES = frozenset(["half", "a", "one", "two", "three", "third", "quarter"])
#: what an appeal is against: to uphold one of these is to dismiss the appeal
_RULINGS = frozenset(word_stem(w) for w in ("ruling", "finding", "findings", "decision", "conviction", "verdict", "judgment",
                                       "judgement", "sentence", "order", "ban", "fine", "award", "court",
                                       "court's", "tribunal", "tribunal's"))
_APPEALS = frozenset(word_stem(w) for w in ("appeal", "appeals", "challenge", "bid", "complaint", "claim"))


def _pole(w: Words, i: int) -> tuple[str, str] | None:
    """The word's (family, pole), or None: negated, or "a few" (which is "some", not "few"; "only
    a few" is few). "at least" and "at most" are bounds ("serve at most half of his sentence")."""
    if i > 0 and w.lower[i - 1] == "at" and w.lower[i] in ("least", "most"):
        return "bound", w.lower[i]
    pole = OBJECT_POLES.get(w.lower[i])
    if pole is None or w.negated[i] or (pole[1] == "few" and i > 0 and w.lower[i - 1] in ("a", "quite")
                                        and not (i > 1 and w.lower[i - 2] == "only")):
        return None  # ("only a few" is few)
    if pole[0] == "appeal":
        # "upheld the finding", "upheld a lower court's ruling": the appeal against it was dismissed
        what = next((w.stems[k] for k in w.next_content(i, 3) if w.stems[k] in _RULINGS or w.stems[k] in _APPEALS), "")
        if what in _RULINGS:
            return pole[0], "dismissed" if pole[1] == "upheld" else "upheld"
    if pole[0] == "budget" and i + 1 < len(w) and (w.lower[i + 1] in _SHARES or (
            w.is_number(i + 1) and i > 0 and w.content[i - 1] and not w.caps[i - 1] and w.lower[i - 1].endswith("s"))):
        return None  # "over half of the nurses" (a share), "nurses under 30" (an age): no budget
    return pole


def _poles(w: Words) -> list[tuple[int, tuple[str, str], tuple[set[str], set[str]]]]:
    """(index, (family, pole), object) of each pole word of ``w`` (once per ``Words``)."""
    return [(k, pole, _object(w, k)) for k in range(len(w)) if (pole := _pole(w, k)) is not None]


def _same_slot(claim: Words, i: int, family: str, mine: tuple[set[str], set[str]], window: Words, k: int,
               theirs: tuple[set[str], set[str]]) -> bool:
    """Both poles are said of the same thing: two object words shared, or one and a word before
    both ("voted to continue their strike" / "voted … to end a seven-week strike"), or a figure
    ("up from 52%" / "down from 52%")."""
    (c_words, c_figs), (w_words, w_figs) = mine, theirs
    shared = len(c_words & w_words)
    if shared >= _SHARED or (c_figs & w_figs and family in _FIGURE_FAMILIES):
        return True
    if shared == 1:
        if c_figs & w_figs and family != "contest":  # "accepted a damehood in 2012" / "declined a damehood in
            return True  # 2012" (not "lost 3-2 to City … on Saturday" / "City beat Rovers 3-2 on Saturday")
        before = {claim.stems[j] for j in claim.prev_content(i, 2)}
        return bool(before & {window.stems[j] for j in window.prev_content(k, 2)})
    return False


_BACK = frozenset(["it", "them", "there", "this", "that"])


def _refers_back(w: Words, k: int, mine: tuple[set[str], set[str]], theirs: tuple[set[str], set[str]]) -> bool:
    """The pole at word ``k`` is said of a pronoun whose other object word is the claim's: "after
    leaving it" for "after leaving the malaria area"."""
    if not mine[0] & theirs[0]:
        return False
    for j in range(k + 1, min(len(w), k + 2 * _REACH + 1)):
        if w.breaks(j):
            return False
        if w.lower[j] in _BACK:
            return True
    return False


def _end(w: Words, i: int) -> int:
    """The last word of the pole's phrase shown in a reason: its first two object words."""
    seen, last = 0, i
    for k in range(i + 1, len(w)):
        if seen == 2 or w.breaks(k):
            break
        if w.content[k] or w.lower[k][0].isdigit():
            seen, last = seen + 1, k
    return last


def object_pole_hits(claim: Words, window: Words) -> list[Hit]:
    w_poles = None
    for i, pole, mine in claim.derived(_poles, _poles):
        if not mine[0] and not mine[1]:
            continue
        if w_poles is None:
            w_poles = window.derived(_poles, _poles)
        rival = None
        for k, other, theirs in w_poles:
            if other[0] != pole[0]:
                continue
            if not _same_slot(claim, i, pole[0], mine, window, k, theirs):
                if other[1] == pole[1] and _refers_back(window, k, mine, theirs):
                    rival = None
                    break  # "after leaving the malaria area" / "… and for 7 days after leaving it"
                continue
            if other[1] == pole[1]:
                rival = None
                break  # the window says it of the same object too
            if pole[0] == "state" and _same_moment(claim, i, window, k):
                continue  # "closes at 9 p.m." against "open until 9 p.m.": one time, told from either side
            if pole[0] == "range" and _one_sided(claim, i, window, k, mine[0] | theirs[0]):
                continue  # "below the design allowance" / "within the design allowance": a limit has one side
            if _rule_case(window, k):
                continue  # "a team over the limit may re-weigh once": a rule for any team, not this one's weight
            if _excepted(claim, window, k):
                continue  # "every ward … within 10% …, except Riverside Mills": the claim's "outside" is its
            if rival is None:
                rival = k
        if rival is not None:
            at = 1 if pole[0] == "bound" else 0  # "at most half", with its "at"
            cs, ws = (i - at, _end(claim, i)), (rival - at, _end(window, rival))
            return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(*cs)}\u201d; source: "
                                              f"\u201c{window.phrase(*ws)}\u201d", cs, ws)]
    return []


_RULE_MODALS = frozenset(["may", "must", "can", "shall", "should", "cannot"])


def _rule_case(window: Words, k: int) -> bool:
    """Window pole ``k`` describes any one of a kind in a rule ("a team over the limit may
    re-weigh"): an indefinite noun before it, a modal verb a few words after, in one clause."""
    if k < 2 or window.lower[k - 2] not in ("a", "an", "any") or not window.content[k - 1]:
        return False
    end = next((j for j in range(k + 1, len(window)) if window.breaks(j)), len(window))
    return any(window.lower[j] in _RULE_MODALS for j in range(k + 1, min(end, k + 6)))


#: words after which a sentence names what its rule does not hold for ("except Riverside Mills")
_EXCEPT = frozenset(["except", "excepting", "excluding", "bar", "save"])


def _excepted(claim: Words, window: Words, k: int) -> bool:
    """Window word ``k``'s sentence goes on to except something the claim names (words of the
    claim after "except" that the sentence has not used before it): the claim speaks of the
    exception, of which the other pole is said."""
    a, b = window.derived(sentence_ranges, sentence_ranges)[sentence_at(window, k)]
    for x in range(k + 1, b):
        low = window.lower[x]
        if low in _EXCEPT or (low in ("apart", "other") and x + 1 < b and window.lower[x + 1] in ("from", "than")):
            said = {window.stems[j] for j in range(a, x) if window.content[j]}
            named = set()
            for j in range(x + 1, min(b, x + 5)):
                if j > x + 1 and window.breaks(j):
                    break
                if window.content[j]:
                    named.add(window.stems[j])
            return not (named - said).isdisjoint(claim.derived(content_stems, content_stems))
    return False


#: a limit with one side: below a ceiling, or above a floor, is within it ("five points below the design
#: allowance" / "within the design allowance of 25%"); a range ("the normal range") has two
_CEILINGS = frozenset(word_stem(w) for w in ["allowance", "limit", "maximum", "cap", "ceiling", "budget", "threshold"])
_FLOORS = frozenset(word_stem(w) for w in ["minimum", "floor"])


def _one_sided(claim: Words, i: int, window: Words, k: int, objects: set[str]) -> bool:
    """One text says "within" a limit and the other "below" a ceiling ("above" a floor) of it."""
    words = {claim.lower[i], window.lower[k]}
    return (words == {"within", "below"} and not _CEILINGS.isdisjoint(objects)) or (
        words == {"within", "above"} and not _FLOORS.isdisjoint(objects))


_AT = frozenset(["at", "from", "by"])
_UNTIL = frozenset(["until", "till", "to"])


def _edge(w: Words, i: int) -> tuple[bool, str] | None:
    """(whether the time is an "until", its figure) when a time follows word ``i``'s preposition:
    "closes at 9 p.m." (False, "9"), "open until 9" (True, "9")."""
    if i + 2 >= len(w) or not w.lower[i + 2][0].isdigit() or w.lower[i + 1] not in _AT | _UNTIL:
        return None
    return w.lower[i + 1] in _UNTIL, w.lower[i + 2]


def _same_moment(claim: Words, i: int, window: Words, k: int) -> bool:
    """One side says when a state starts ("closes at 9") where the other says until when the other
    state lasts ("open until 9"), at the same time."""
    a, b = _edge(claim, i), _edge(window, k)
    return a is not None and b is not None and a[0] != b[0] and a[1] == b[1]


#: "A rather than B", "A instead of B": a preference, whose two sides a claim can swap
_PREFERENCE = (("rather", "than"), ("instead", "of"))


def _preferences(w: Words) -> list[tuple[int, int, set[str], set[str]]]:
    """(first word, last word, stems of A, stems of B) of each "A rather than B" in ``w``: A is
    the two content words before the marker, B the three after it, each within the clause."""
    out = []
    for i in range(1, len(w) - 2):
        if (w.lower[i], w.lower[i + 1]) not in _PREFERENCE or w.lower[i + 2].endswith("ing"):
            continue  # (not a choice of actions, "focusing on X rather than acknowledging Y": often judged, not stated)
        before = w.prev_content(i, 2)
        after = w.next_content(i + 1, 3)
        if before and after:
            out.append((min(before), max(after),
                        {w.stems[k] for k in before}, {w.stems[k] for k in after}))
    return out


def preference_hits(claim: Words, window: Words) -> list[Hit]:
    """"built of timber rather than brick or stone" against "built of brick or stone rather than
    timber": the window prefers what the claim passes over, and passes over what it prefers."""
    if "rather" not in claim.lower and "instead" not in claim.lower:
        return []
    theirs = _preferences(window)
    for i, j, a, b in _preferences(claim) if theirs else []:
        for k, m, a2, b2 in theirs:
            if (a & b2) - a2 and (b & a2) - b2:
                return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(i, j)}\u201d; source: "
                                                  f"\u201c{window.phrase(k, m)}\u201d", (i, j), (k, m))]
    return []


#: comparatives by the end of the scale they order towards: ``conflict_compare.COMPARATIVES`` ("more
#: likely", "quicker" / "fewer", "cheaper") and a few more ("richer" / "poorer"); another word ending
#: in "-er" before "than" orders by itself only ("sharper than" is held to "sharper than" alone), and
#: only where none of these stands nearer ("a greater number of deaths than")
_ORDERS = {**COMPARATIVES, **dict.fromkeys(["richer", "taller", "better", "commoner", "busier"], 1),
           **dict.fromkeys(["poorer", "worse", "rarer", "quieter"], -1)}
_NOT_COMPARING = frozenset(["rather", "other", "sooner"])  # "rather than", "other than" compare nothing
_COMPARE_REACH = 5  # words before "than" where its comparative may stand ("more lichen species on average than")
_FAR_REACH = 10  # the same, for a comparative of ``_ORDERS`` in the clause of "than"
_SIDE = 6  # content words of the side before the comparative, at most


def _order(low: str) -> str | None:
    if low in _ORDERS:
        return "more" if _ORDERS[low] > 0 else "less"
    return low if len(low) >= 5 and low.endswith("er") and low not in _NOT_COMPARING else None


def _cue(w: Words, than: int) -> int | None:
    """The comparative before "than" (word ``than``): the nearest of ``_ORDERS``, else the nearest
    word in "-er"."""
    reach = range(than - 1, max(-1, than - 1 - _COMPARE_REACH), -1)
    c = next((k for k in reach if w.lower[k] in _ORDERS), None)
    if c is None:  # one of ``_ORDERS`` further back in the clause ("a lower average price per gram at the
        # September Papeete tender than"), before a word in "-er" nearer ("tender")
        c = next((k for k in range(than - 1, max(-1, than - 1 - _FAR_REACH), -1) if w.breaks(k + 1)
                  or w.lower[k] in _ORDERS), None)
        c = c if c is not None and w.lower[c] in _ORDERS else None
    return next((k for k in reach if _order(w.lower[k])), None) if c is None else c


def _than(w: Words, b_first: int) -> int:
    """The "than" before the first word ``b_first`` of a comparison's second side."""
    return next(k for k in range(b_first - 1, -1, -1) if w.lower[k] == "than")


def _comparisons(w: Words) -> list[tuple[int, int, str, tuple[int, ...], tuple[int, ...]]]:
    """(first word, last word, order, A, B) of each "A <comparative> … than B" in ``w``: A the
    content words of the clause before the comparative, B the three after "than" (word indexes;
    not "one", "ones"); not a bound ("more than 600"), nor a denied one."""
    out = []
    for i, low in enumerate(w.lower):
        if low != "than" or not i or w.lower[i - 1] in _NOT_COMPARING:
            continue
        c = _cue(w, i)
        if c is None or w.negated[c] or any(w.breaks(k) for k in range(c + 1, i + 1)):
            continue
        after = tuple(k for k in w.next_content(i, 3) if w.lower[k] not in _PRONOUNS)
        if not after or any(w.lower[k][0].isdigit() for k in after):
            continue
        start = w.clause(c)[0]
        before = tuple(k for k in range(start, c) if w.content[k] and w.lower[k] not in _PRONOUNS)[-_SIDE:]
        if not before and start > 0 and w.lower[start][0].isdigit() and "," in w.gap(start):
            # "fetching an average of 1,480 francs per gram, 9% more than last year": the clause before
            before = tuple(k for k in range(w.clause(start - 1)[0], start) if w.content[k])[-_SIDE:]
        if before:
            out.append((before[0], after[-1], _order(w.lower[c]), before, after))
    return out


_PRONOUNS = frozenset(["one", "ones"])  # ("granite ones"): the side is the word before


def swapped_comparison_hits(claim: Words, window: Words) -> list[Hit]:
    """"adults are more likely than children to need antivenom" against "Children are more likely
    than adults to need treatment": the window orders the same two things the other way round (by
    a comparative of the same end of the scale: "more lichen species than" / "richer than"); not
    when it also orders them as the claim does."""
    if "than" not in claim.lower or "than" not in window.lower:
        return []
    mine = claim.derived(_comparisons, _comparisons)
    theirs = [(k, m, o, {window.stems[x] for x in a2}, {window.stems[x] for x in b2})
              for k, m, o, a2, b2 in (window.derived(_comparisons, _comparisons) if mine else [])]
    for i, j, order, a_at, b_at in mine:
        a, b = {claim.stems[x] for x in a_at}, {claim.stems[x] for x in b_at}
        if any(o == order and a & a2 and b & b2 for _k, _m, o, a2, b2 in theirs):
            return []  # the window also says it the claim's way
        for k, m, o, a2, b2 in theirs:
            if o == order and (a & b2) - a2 and (b & a2) - b2:
                return [Hit(ConflictKind.ANTONYM, f"claim says \u201c{claim.phrase(i, j)}\u201d; source: the other way "
                            f"round, \u201c{window.phrase(k, m)}\u201d", (i, j), (k, m))]
    return []
