"""Contradictions of comparison: the claim orders two things the source gives figures for, the
other way round.

"Cyclists accounted for fewer of the deaths than car occupants" against "Cyclists accounted for
287 of the deaths … Deaths among car occupants fell slightly, to 185"; "Hospital management has
offered more than the union is seeking" against "The union is seeking a 9 percent pay rise;
management has offered 4.5 percent"; "revenue came in below analysts' estimate of $2.25 billion"
against "revenue rose 8 percent to $2.31 billion"; "Emissions from gas are expected to grow more
slowly than those from coal" against "Emissions from coal are expected to rise 0.2%, oil 0.9% and
gas 2.4%". Every word of such a claim is in the source, and no figure of the claim is wrong (it
often has none): only the order is.

The claim's comparison (``comparison``): a comparative ("more", "fewer", "faster", "smaller" …)
followed by "than", or a verb or preposition of order ("exceeded", "outpaced", "below") followed
by what it is compared with. Its two *sides* are the clause's content words before the cue (and
between the cue and "than"), and those after. A side's *figure* is the source's figure that the
side's words point at (``_vote``): each place of a word of that side only (not of the other) in
the evidence, read with the source sentences around it, votes for the nearest figure of its
clause (or the only figure of its sentence); the figure with at least twice the votes of any
other wins. A figure the claim gives itself on the right ("the 5.4 percent recorded a year
earlier", "the council's target of 2,000") is that side's figure; a bare one ("more than 600")
is a bound, which ``conflict_numbers`` reads.

The claim is contradicted when both figures are found, of one kind (both percentages, or counts
of the same unit), and the source's order is the opposite of the claim's beyond the figures'
rounding. Everything else (a tie of votes, one side not found, figures of two kinds, a negated
or hedged comparison) is silence.
"""

from __future__ import annotations

from collections import Counter

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import COMPARE_LESS, COMPARE_MORE, GENERIC, Quantity
from reviewer.judges.conflict_text import Words, denied_in_clause, sentence_ranges
from reviewer.judges.when_words import supposed
from reviewer.model import ConflictKind

#: comparatives that take "than": +1 the left side is the greater, -1 the smaller
COMPARATIVES = {**{w: 1 for w in COMPARE_MORE}, **{w: -1 for w in COMPARE_LESS},
                "bigger": 1, "wider": 1, "stronger": 1, "quicker": 1, "weaker": -1, "narrower": -1, "cheaper": -1}
#: verbs and prepositions of order that take their object directly ("exceeded the target of 2,000")
ORDER_WORDS = {"exceeded": 1, "exceeds": 1, "exceed": 1, "exceeding": 1, "surpassed": 1, "surpasses": 1,
               "outnumbered": 1, "outnumber": 1, "outnumbers": 1, "outpaced": 1, "outpaces": 1,
               "outstripped": 1, "outstrips": 1, "topped": 1, "above": 1, "below": -1, "beneath": -1,
               "trailed": -1, "trails": -1, "outperformed": 1, "outperforms": 1, "outscored": 1, "outsold": 1,
               "underperformed": -1, "underperforms": -1, "outearned": 1, "outgrossed": 1, "outgrew": 1,
               "overtook": 1, "overtakes": 1, "beat": 1, "beats": 1, "bettered": 1}
#: "more slowly than": the adverb turns the comparison round
_FELL = frozenset(["fell", "falls", "fall", "falling", "came", "comes"])
_SLOW = frozenset(["slowly", "slow", "weakly", "modestly"])
_REFERRING = frozenset(["the", "its", "their", "his", "her", "a", "an", "this", "that", "last", "previous"])
_NOT_A_SIDE = frozenset(["those", "that", "ones", "one", "figure", "level", "rate", "number", "amount"]) | GENERIC
_AMOUNTS = frozenset(["million", "billion", "thousand", "trillion", "percent", "cent", "points", "times"])
_MAX_CUE_TO_THAN = 6
#: further off when both sides open with one preposition ("higher on the care-of-the-elderly wards
#: than on the surgical wards")
_MAX_CUE_TO_PARALLEL = 9
_RELATIVE = frozenset(["which", "who", "whose"])
#: order words read only when the left side gives its figure ("a rate of 91.4% beat the 94% target";
#: "Hollin City beat Ostrava Rangers 3–1" is a result, not an order of figures)
_OWN_FIGURE = frozenset(["beat", "beats", "bettered"])
#: order words a figure before states a difference with ("5 percent above", "2 points below")
_OF_DEGREE = frozenset(["above", "below", "beneath", "topped", "trailed", "trails"])
#: prepositions that open both sides alike ("on A than on B", "among men than among women")
_PARALLEL = frozenset(["on", "in", "at", "among", "for", "with", "across", "within"])
#: prepositions that open an adjunct after what a claim compares with ("than in Brackley over the period")
_ADJUNCTS = frozenset(["over", "during", "at", "on", "for", "since", "from", "by", "across", "between", "after",
                       "before", "in", "last", "this"])  # words between a comparative and its "than" ("fewer of the deaths than")


def has_comparison(claim: Words) -> bool:
    """Whether the claim has a word a comparison turns on at all (cheap: before any parsing)."""
    return any(low in COMPARATIVES or low in ORDER_WORDS for low in claim.lower)


def comparison(claim: Words) -> tuple[int, int, int, int, int] | None:
    """``(cue, than, sign, clause start, clause end)`` of the claim's comparison, or None: ``than``
    is the index of "than" (or of the cue, for a verb of order); ``sign`` +1 when the left side is
    said to be the greater."""
    n = len(claim)
    for c in range(n):
        low = claim.lower[c]
        a, b = claim.clause(c)
        if denied_in_clause(claim, c) or supposed(claim, c):
            continue  # "did not account for fewer", "no more than", "on condition that it falls below": no order asserted

        if low in COMPARATIVES:
            than = next((k for k in range(c + 1, min(b, c + 2 + _MAX_CUE_TO_PARALLEL)) if claim.lower[k] == "than"),
                        None)
            if than is not None and than > c + 1 + _MAX_CUE_TO_THAN and _parallel(claim, c, than) is None:
                than = None
            if than is None or than + 1 >= b or claim.is_number(than + 1):
                continue  # "more than 600 jobs": a bound, read by conflict_numbers
            sign = COMPARATIVES[low]
            if low in ("more", "less") and c + 1 < n and claim.lower[c + 1] in _SLOW:
                sign = -sign
            return c, than, sign, a, b
        if low in ORDER_WORDS and c + 1 < b and c > a and (low not in _OWN_FIGURE or any(
                claim.is_number(k) for k in range(a, c))):
            return c, c, ORDER_WORDS[low], a, b
        if low == "short" and c > a and claim.lower[c - 1] in _FELL and c + 2 < b and claim.lower[c + 1] == "of":
            return c, c + 1, -1, a, b  # "fell short of the projection"
    return None


def _figures(qs: list[Quantity]) -> list[Quantity]:
    """The figures a comparison can turn on: not a year, not a range, not a difference."""
    return [q for q in qs if not q.year and q.high == q.value and not q.compare and not q.code]


#: units one measure is written in ("1.5 percentage points … compared with 0.4 points")
_SAME_UNIT = {"percentag": "point"}


def _same_kind(a: Quantity, b: Quantity) -> bool:
    """Both percentages, or both counts of one unit (a count without one matches any)."""
    ua, ub = _SAME_UNIT.get(a.unit, a.unit), _SAME_UNIT.get(b.unit, b.unit)
    return a.percent == b.percent and (ua == ub or not ua or not ub)


def _places(window: Words, figures: list[Quantity], kinded: list[Quantity]) -> dict[int, Quantity | None]:
    """For every word of the window, the figure of ``kinded`` it points at: the nearest of its
    clause, else the only figure of its sentence (None: none, or several)."""
    out: dict[int, Quantity | None] = {}
    mine = {q.idx for q in kinded}
    for sa, sb in window.derived(sentence_ranges, sentence_ranges):
        inside = [q for q in figures if sa <= q.idx < sb]
        if not inside:
            continue
        sole = inside[0] if len(inside) == 1 and inside[0].idx in mine else None
        clauses = []
        k = sa
        while k < sb:
            ca, cb = window.clause(k)
            clauses.append((max(ca, sa), min(cb, sb)))
            k = clauses[-1][1]
        for n, (ca, cb) in enumerate(clauses):
            near = [q for q in inside if ca <= q.idx < cb and q.idx in mine]
            if not near and n + 1 < len(clauses) and (window.lower[clauses[n + 1][0]] in _RELATIVE
                                                      or window.gap(clauses[n + 1][0]).strip()[:1] == "("):
                # "overtaking gas, which supplied 34%", "the Pennock Barn rooftop array (210 kWp)": the
                # relative clause or the bracket right after gives the figure ("Helm Brothers (£366,000)")
                near = [q for q in inside if clauses[n + 1][0] <= q.idx < clauses[n + 1][1] and q.idx in mine]
            for j in range(ca, cb):
                out[j] = min(near, key=lambda q: (_across(window, q.idx, j), abs(q.idx - j), q.idx)) if near else sole
    return out


#: words that join two figures' parts of a clause: "1,340 net-hours in autumn and 780 in spring"
_JOINS = frozenset(["and", "while", "whereas", "but", "against", "versus", "vs"])


def _across(window: Words, a: int, b: int) -> bool:
    """Whether a joining word stands between words ``a`` and ``b``: "autumn" belongs to the 1,340
    before it in "1,340 net-hours in autumn and 780 in spring", not to the nearer 780 after the "and"."""
    lo, hi = (a, b) if a < b else (b, a)
    return any(window.lower[k] in _JOINS for k in range(lo + 1, hi))


def _vote(window: Words, stems: dict[str, int], figures: list[Quantity],
          kind: Quantity | None, other: Quantity | None, skip: int = -1,
          shared: frozenset[str] = frozenset()) -> Quantity | None:
    """The figure the window's places of ``stems`` point at (each place votes the stem's weight;
    of ``kind``'s kind, when given; not ``other``, nor the figure at word ``skip``): at least twice
    the votes of any other, else None. A tie is settled by the sentence that holds more of the
    claim's other words (``shared``: "rents rose faster in Tillmouth than in Brackley": "rents
    in Brackley rose by 14 percent", not "Brackley's increase … under 2 percent")."""
    kinded = [q for q in figures if kind is None or _same_kind(q, kind)]
    if not kinded:
        return None
    places = window.derived(("compare-places", tuple(q.idx for q in kinded)), lambda w: _places(w, figures, kinded))
    votes: Counter = Counter()
    figure: dict[int, Quantity] = {}
    if other is not None:  # a comparison is often made in one sentence: its other figure's counts for one vote
        for a, b in window.derived(sentence_ranges, sentence_ranges):
            if a <= other.idx < b:
                for q in kinded:
                    if a <= q.idx < b and q.idx != other.idx:
                        votes[q.idx] += 1
                        figure[q.idx] = q
    for j, stem in enumerate(window.stems):
        if stem not in stems:
            if not (stem.endswith("ly") and stem[:-2] in stems):  # "nationally": the national figure
                continue
            stem = stem[:-2]
        q = places.get(j)
        if q is None or (other is not None and q.idx == other.idx) or q.idx == skip:
            continue
        votes[q.idx] += stems[stem]
        figure[q.idx] = q
    if not votes:
        return None
    ranked = votes.most_common(2)
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1] and shared:
        held = sorted((len(shared & set(window.stems[a:b])), idx) for idx in (ranked[0][0], ranked[1][0])
                      for a, b in window.derived(sentence_ranges, sentence_ranges) if a <= idx < b)
        if len(held) == 2 and held[1][0] > held[0][0]:
            return figure[held[1][1]]
    if len(ranked) > 1 and ranked[0][1] < 2 * ranked[1][1]:
        return None
    return figure[ranked[0][0]]


def _side_stems(claim: Words, lo: int, hi: int, skip: int = -1) -> set[str]:
    return {claim.stems[k] for k in range(lo, hi)
            if claim.content[k] and k != skip and claim.lower[k] not in _NOT_A_SIDE and claim.lower[k] not in _SLOW}


def _sides(claim: Words, cue: int, than: int, a: int, b: int,
           cut: bool = True) -> tuple[dict[str, int], dict[str, int]]:
    """The words of each side that the other lacks, with their weights: what the claim compares
    with is named first ("human volunteers on the logic puzzles"), its first two words weigh double;
    it ends at an adjunct ("in Brackley over the period": Brackley), unless not ``cut``."""
    left = _side_stems(claim, a, than, skip=cue)
    end = b
    seen_content = False
    for k in range(than + 1, b):
        if cut and seen_content and claim.lower[k] in _ADJUNCTS:
            end = k
            break
        seen_content = seen_content or claim.content[k]
    right = _side_stems(claim, than + 1, end)
    left, right = left - right, right - left
    heads = [claim.stems[k] for k in range(than + 1, b) if claim.stems[k] in right][:2]
    return dict.fromkeys(left, 1), {t: 2 if t in heads else 1 for t in right}


def _phrase_side(claim: Words, cue: int, than: int) -> dict[str, int]:
    """The left side's own phrase when both sides open with one preposition: "higher on the
    care-of-the-elderly wards than on the surgical wards" (not the compliance both share)."""
    at = _parallel(claim, cue, than)
    if at is None:
        return {}
    return dict.fromkeys(_side_stems(claim, at + 1, than) - _side_stems(claim, than + 1, len(claim)), 1)


def _parallel(claim: Words, cue: int, than: int) -> int | None:
    """Where the left side's preposition stands when both sides open with it ("on A than on B")."""
    if than + 1 >= len(claim) or claim.lower[than + 1] not in _PARALLEL:
        return None
    return next((k for k in range(than - 1, cue, -1) if claim.lower[k] == claim.lower[than + 1]), None)


def _given(claim: Words, cq: list[Quantity], than: int, b: int) -> Quantity | None | bool:
    """The figure the claim gives on the right ("the 5.4 percent recorded", "the council's target
    of 2,000"); None when it gives none; False when its figure is a bound ("more than 600 jobs":
    a bound on the left side's figure, ``conflict_numbers``' matter) or not one this reads."""
    given = next((q for q in _figures(cq) if than < q.idx < b), None)
    if given is None:
        return False if any(q.idx > than for q in cq) else None
    k = given.idx - 1
    if k <= than or not (claim.lower[k] in _REFERRING or claim.lower[k] == "of" or claim.content[k]):
        return False
    return given


def comparison_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """The claim orders two sides the window's figures order the other way (see the module)."""
    found = claim.derived(comparison, comparison)  # (per claim, not per window)
    if found is None:
        return []
    cue, than, sign, a, b = found
    verb = claim.lower[cue] in ORDER_WORDS and claim.lower[cue] not in _OF_DEGREE  # "91.4% beat the target"
    if any(cue - 3 <= q.end_idx < cue and not q.code and not verb for q in cq) or any(
            claim.lower[k] in _AMOUNTS for k in range(max(a, cue - 3), cue)):
        return []  # "a million square kilometres below the record", "5 percent above": a difference
    figures = _figures(wq)
    given = _given(claim, cq, than, b)
    left, right = _sides(claim, cue, than, a, b)
    phrase = _phrase_side(claim, cue, than)
    if given is False or not left or (given is None and (not right or len(figures) < 2)):
        return []
    own = next((q for q in _figures(cq) if a <= q.idx < cue and _same_kind(q, given)), None) if given else None
    if own is not None:
        # "a delivery rate of 91.4% beat the 94% target": the left side's figure is the claim's own,
        # read at its place in the source
        theirs = given
        mine = next((q for q in figures if q.value == own.value and _same_kind(q, own)), None)
    elif given is not None:
        theirs = given
        # the source's own place of the given figure is the right side's, never the left's ("weaker
        # than the 3.1% achieved by the region's stores": "stores" and "growth" stand by the 3.1%)
        same = [q.idx for q in figures if q.value == given.value and _same_kind(q, given)]
        mine = _vote(window, left, figures, given, None, same[0] if len(same) == 1 else -1)
    else:
        shared = frozenset(_side_stems(claim, a, b, skip=cue) - set(right))
        theirs = _vote(window, right, figures, None, None, shared=shared)
        if theirs is None:  # "above the price submitted by Marston Pipe Organs": the name past the adjunct says whose
            past = {t: 1 for t in _sides(claim, cue, than, a, b, cut=False)[1] if t not in right and t not in left}
            theirs = _vote(window, past, figures, None, None) if past else None
        mine = None
        if theirs is not None and phrase:  # the phrase alone first: "on the care-of-the-elderly wards"
            mine = _vote(window, phrase, figures, theirs, theirs)
        if mine is None and theirs is not None:
            mine = _vote(window, left, figures, theirs, theirs)
    if mine is None or theirs is None or mine.idx == theirs.idx and given is None:
        return []
    slack = max(mine.rounding, theirs.rounding)
    if given is not None and abs(mine.value - given.value) <= slack:
        return []
    ours, other = _levels(mine, theirs)
    wrong = ours < other - slack if sign > 0 else ours > other + slack
    if not wrong:
        return []
    said = claim.phrase(cue, than) if than > cue else claim.phrase(cue)
    if given is not None:  # 'claim says "below" 2.25 billion; source: 2.31 billion'
        reason = f"claim says \"{said}\" {_shown(claim, given)}; source: {_shown(window, mine)}"
    else:  # 'claim says "fewer of the deaths than"; source: 287 against 185'
        reason = f"claim says \"{said}\"; source: {_shown(window, mine)} against {_shown(window, theirs)}"
    return [Hit(ConflictKind.QUANTITY, reason, (cue, than), (mine.idx, mine.end_idx))]


def _factor(q: Quantity) -> float:
    """How much a unit scaled the figure as written (1,340 hours: 3,600), 1 when it did not."""
    try:
        written = float(q.key)
    except ValueError:
        return 1.0
    return q.value / written if written and not q.percent else 1.0


def _levels(a: Quantity, b: Quantity) -> tuple[float, float]:
    """The two figures' values on one scale: a bare figure takes the unit of the other ("1,340
    net-hours in autumn and 780 in spring": 780 hours, not 780 seconds against 4.8 million)."""
    if bool(a.unit) != bool(b.unit):
        fa, fb = _factor(a), _factor(b)
        if not a.unit and fa == 1.0:
            return a.value * fb, b.value
        if not b.unit and fb == 1.0:
            return a.value, b.value * fa
    return a.value, b.value


def _shown(w: Words, q: Quantity) -> str:
    """The figure as its text writes it, with a percent sign the words leave out ("2.4%")."""
    text = w.phrase(q.idx, q.end_idx)
    end = w.ends[q.end_idx]
    return text + "%" if q.percent and w.text[end : end + 1] == "%" else text
