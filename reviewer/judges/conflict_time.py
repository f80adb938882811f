"""Contradictions of time beyond a year against a year: decades and centuries, and the order of
two events.

"Recorded her first album in the late 1960s" against "recorded her first album … in 1958";
"the roof dates from the fourteenth century" against "the roof was added in the early sixteenth
century"; "was made a Senior Advocate before leaving the firm" against "She left in 2011 … In 2016
she was appointed Senior Advocate".

``period_hits`` holds a decade or century of the claim to the sentence of the window that
carries most of the claim; ``order_hits`` reads the two sides of the claim's "before"/"after"
each against the place of the source that carries it (``find``) and compares their years. A side
whose place gives no single year is not guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import Quantity
from reviewer.judges.conflict_text import Words, is_year, sentence_stems
from reviewer.judges.sourceindex import SourceIndex
from reviewer.model import ConflictKind
from reviewer.text import content_tokens

_DECADE_RE = re.compile(r"(1[0-9]|20)([0-9])0['’]?s")
ORDINALS = {w: i for i, w in enumerate(
    ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
     "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
     "twentieth", "twenty-first"], start=1)}
_PART = {"early": (0.0, 0.4), "mid": (0.3, 0.7), "late": (0.6, 1.0)}
MIN_SHARED = 2  # claim content words the sentence a period is held to must carry
ORDER_SHARE = 0.5  # share of one side of "before"/"after" the place it is read against must carry


@dataclass(frozen=True, slots=True)
class Period:
    first: int  # word range in its text
    last: int
    lo: float  # years covered, [lo, hi)
    hi: float


def periods(w: Words) -> list[Period]:
    """"the 1960s", "the late 1960s", "the fourteenth century", "the early 16th century"."""
    out = []
    for i, low in enumerate(w.lower):
        lo = hi = None
        first = i
        last = i
        if low[0].isdigit() and _DECADE_RE.fullmatch(w.text[w.starts[i] : w.ends[i] + 2].rstrip(" .,;:)").lower()):
            lo = int(low[:4]) if len(low) >= 4 else None
            # "the 1960s" is a decade; "the 1300s" a century
            hi = (lo + (100 if lo % 100 == 0 else 10)) if lo is not None else None
            if i + 1 < len(w) and w.lower[i + 1] == "s" and w.starts[i + 1] - w.ends[i] <= 1:
                last = i + 1
        elif low == "century" and i > 0:
            prev = w.lower[i - 1]
            n = ORDINALS.get(prev) or (int(prev[:-2]) if prev[:-2].isdigit() and prev.endswith(("st", "nd", "rd", "th")) else None)
            if n is None and i > 1 and prev == "first" and w.lower[i - 2] == "twenty":
                n = 21
            if n:
                lo, hi, first = (n - 1) * 100, n * 100, i - 1
        if lo is None or hi is None:
            continue
        if first > 0 and w.lower[first - 1] in _PART:
            a, b = _PART[w.lower[first - 1]]
            lo, hi, first = lo + a * (hi - lo), lo + b * (hi - lo), first - 1
        out.append(Period(first, last, lo, hi))
    return out


def _years(w: Words, a: int, b: int) -> list[int]:
    return [k for k in range(a, b) if is_year(w, k)]


def period_hits(claim: Words, window: Words) -> list[Hit]:
    c_periods = claim.derived(periods, periods)
    if len(c_periods) != 1:
        return []  # none, or two times of two events: which sentence dates which is not ours to guess
    content = {claim.stems[i] for i in range(len(claim)) if claim.content[i]}
    scored = [(len(stems & content), a, b) for a, b, stems in window.derived(sentence_stems, sentence_stems)]
    held, a, b = max(scored)
    if held < MIN_SHARED or sum(1 for s in scored if s[0] == held) > 1:
        return []
    all_periods = window.derived(periods, periods)
    w_periods = [p for p in all_periods if a <= p.first < b]
    years = _years(window, a, b)
    for p in c_periods:
        if any(q.lo < p.hi and p.lo < q.hi for q in all_periods):
            continue  # the window gives an overlapping period
        rival = next((q for q in w_periods), None)
        if rival is not None:
            return [Hit(ConflictKind.DATE, f"claim says \u201c{claim.phrase(p.first, p.last)}\u201d; source: "
                        f"\u201c{window.phrase(rival.first, rival.last)}\u201d", (p.first, p.last), (rival.first, rival.last))]
        if len(years) == 1 and not p.lo <= int(window.lower[years[0]]) < p.hi:
            k = years[0]
            return [Hit(ConflictKind.DATE, f"claim says \u201c{claim.phrase(p.first, p.last)}\u201d; source: {window.lower[k]}",
                        (p.first, p.last), (k, k))]
    return []


#: "A before B" / "A after B" / "A, prior to B"
_ORDER = {"before": -1, "prior": -1, "after": 1, "following": 1}


def order_hits(claim: Words, find: Callable[[list[str]], Words | None]) -> list[tuple[Hit, Words]]:
    """``find(tokens)``: the ``Words`` of the place of the source that carries those claim tokens
    (at least ``ORDER_SHARE`` of them), or None. Returns the hit and the ``Words`` its source
    span refers to."""
    k = next((i for i, low in enumerate(claim.lower) if low in _ORDER and 0 < i < len(claim) - 2), None)
    if k is None or len(_years(claim, 0, len(claim))) or claim.derived(periods, periods):
        return []  # a claim that dates its events itself is the year checks' case
    left = claim.text[claim.starts[0] : claim.starts[k]]
    right = claim.text[claim.ends[k] :]
    sides = []
    for part in (left, right):
        tokens = [t for t in content_tokens(part, stemmed=True) if not t[0].isdigit()]
        if len(tokens) < 2:
            return []
        place = find(tokens)
        if place is None:
            return []
        years = _years(place, 0, len(place))
        if len(years) != 1:
            return []
        sides.append((int(place.lower[years[0]]), place, years[0]))
    (ya, pa, ka), (yb, _pb, _kb) = sides
    if ya == yb or (ya < yb) == (_ORDER[claim.lower[k]] < 0):
        return []
    return [(Hit(ConflictKind.DATE, f"claim says the first came {claim.lower[k]} the second; source: "
                 f"the first in {ya}, the second in {yb}", (k, k), (ka, ka)), pa)]


#: the nth of a run of periods ("the first quarter", "its opening weekend", "the second week")
ORDINALS = {"first": 1, "opening": 1, "debut": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6,
            "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
_PERIODS = frozenset(["weekend", "week", "day", "month", "year", "quarter", "season", "half", "round", "term", "leg",
                      "stage", "set", "innings", "period", "semester"])
_NEAR = 6  # words after a figure where its period may be named


def _nth_period(w: Words, j: int) -> tuple[int, str, int] | None:
    """The (n, period, word index of the ordinal) of "in its second week" within ``_NEAR`` words
    after word ``j``, in its clause; None when there is none."""
    for k in range(j + 1, min(len(w) - 1, j + 1 + _NEAR)):
        if w.breaks(k):
            return None
        if w.lower[k] in ORDINALS and w.lower[k + 1] in _PERIODS and not w.gap(k + 1).strip():
            return ORDINALS[w.lower[k]], w.lower[k + 1], k
    return None


def ordinal_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """A figure the claim puts in one period of a run and the window, the same figure, in
    another: "made $41 million in its opening weekend" against "which made $41 million in its
    second week"; "revenue rose 8 percent in the first quarter" against "… 8 percent in the
    second quarter". Only the claim's figure with a period named right after it, against the same
    figure (same digits, same percent sign) with the same kind of period in the window."""
    for q in cq:
        if q.year:
            continue
        mine = _nth_period(claim, q.end_idx)
        if mine is None:
            continue
        # the same figure in the window, in a period of the same kind ("weekend" and "week" are one)
        theirs = [t for v in wq if q.same_figure(v) and (t := _nth_period(window, v.end_idx)) is not None
                  and (t[1] == mine[1] or {t[1], mine[1]} <= {"week", "weekend"})]
        if theirs and not any(t[0] == mine[0] for t in theirs):
            t = theirs[0]
            return [Hit(ConflictKind.DATE, f"claim says {claim.phrase(mine[2], mine[2] + 1)}; source: "
                        f"{window.phrase(t[2], t[2] + 1)}", (mine[2], mine[2] + 1), (t[2], t[2] + 1))]
    return []


def ordinal_figures(claim: Words, index: SourceIndex) -> frozenset[str]:
    """The claim's ordinal words past "second" that the source writes only as figures ("between the
    tenth and twelfth hours" / "between hours 10 and 12"): figures, which anchor no window. Not a
    fraction ("two-thirds", "a third of")."""
    out = set()
    for i, low in enumerate(claim.lower):
        n = ORDINALS.get(low, 0)
        if n > 2 and low not in index.positions and str(n) in index.positions and not (
                claim.lower[i + 1 : i + 2] == ["of"] and i > 0 and claim.lower[i - 1] in ("a", "one")):
            out.add(low)
    return frozenset(out)
