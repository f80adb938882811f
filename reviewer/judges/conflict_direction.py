"""Contradictions of direction: a figure the claim says was reached by a rise that the source
says was reached by a fall, or the other way round ("turnout rose to 48.6%" against "Turnout was
48.6 percent, down from 53.2 percent"), or the size of a rise the source gives as a fall ("fall
by 4%" / "rise by 4%"); a change whose two ends the claim gives the other way
round ("lowered from 3.9 to 3.7" against "now 3.9, up from 3.7")."""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import FALLING, RISING, TIME_SPANS, Quantity
from reviewer.judges.conflict_text import Words, is_year, sentence_at, sentence_ranges
from reviewer.model import ConflictKind

#: a figure after one of these is the level a change reached ("rose …, reaching $2.45")
_REACHING = frozenset(["reaching", "hitting"])


def direction(w: Words, q: Quantity) -> int:
    """+1 / -1 when the text says the figure was reached by a rise or a fall ("rose to 48.6%",
    "48.6 percent, down from 53.2 percent", "up 3 percent to 412"), else 0."""
    before = w.lower[max(0, q.idx - 3) : q.idx]
    if "to" in before:
        verb = before[: before.index("to")]
        if any(b in RISING for b in verb):
            return 1
        if any(b in FALLING for b in verb):
            return -1
    reach = next((k for k in range(q.idx - 1, max(-1, q.idx - 3), -1) if w.lower[k] in _REACHING), None)
    if reach is not None:  # "costs increased during the quarter, reaching $2.45"
        verb = w.lower[max(0, reach - 6) : reach]
        if any(b in RISING for b in verb) and not any(b in FALLING for b in verb):
            return 1
        if any(b in FALLING for b in verb) and not any(b in RISING for b in verb):
            return -1
    # "48.6 percent, down from 53.2"; "ran at 78% average occupancy, up from 71%" (a few words of what
    # the figure measures between, no other figure)
    for k in range(q.end_idx + 1, min(len(w) - 1, q.end_idx + 5)):
        low = w.lower[k]
        if low in ("down", "up") and w.lower[k + 1] == "from":
            return 1 if low == "up" else -1
        if low[0].isdigit() or not w.content[k]:
            break
    return 0


def _from_end(w: Words, q: Quantity) -> int:
    """The last word of the figure's "…, up from 71%" (the figure's third word on when there is none)."""
    k = next((k for k in range(q.end_idx + 1, min(len(w) - 1, q.end_idx + 5)) if w.lower[k] == "from"), None)
    return min(len(w) - 1, k + 1 if k is not None else q.end_idx + 3)


def changed_by(w: Words, q: Quantity) -> int:
    """+1 / -1 when the figure is the size of a rise or a fall ("rise by 4%", "fell by 12 points"),
    else 0."""
    start = max(0, q.idx - 3)
    before = w.lower[start : q.idx]
    if "by" not in before:
        return 0
    verb = w.lower[max(0, q.idx - 5) : start + before.index("by")]
    rising, falling = any(b in RISING for b in verb), any(b in FALLING for b in verb)
    return 1 if rising and not falling else -1 if falling and not rising else 0


def _by_or_than(w: Words, q: Quantity) -> int:
    """``changed_by``, or +1 / -1 for a difference said against an earlier time ("7% more than in
    2023", "12% fewer than last year"): the size of a rise or a fall too."""
    got = changed_by(w, q)
    if got or q.compare not in ("more", "less") or "than" not in w.lower[q.end_idx + 1 : q.end_idx + 3]:
        return got
    lo, hi = q.end_idx + 2, min(len(w), q.end_idx + 6)
    if not ({"last", "previous", "before", "earlier", "ago"} & set(w.lower[lo:hi]) or any(is_year(w, k) for k in range(lo, hi))):
        return 0
    return 1 if q.compare == "more" else -1


def _change_word(w: Words, q: Quantity, reaches: tuple[int, ...]) -> int:
    """The first word of rise or fall among the words before the figure, looked for within each
    reach in turn (the figure's own index when there is none): where a hit on the change starts."""
    return next((k for reach in reaches for k in range(max(0, q.idx - reach), q.idx)
                 if w.lower[k] in RISING or w.lower[k] in FALLING), q.idx)


def moves(w: Words, qs: list[Quantity]) -> list[tuple[float, float, int, int]]:
    """(from, to, first word, last word) of each change the text gives by both its ends: "from 3.9
    to 3.7", "from £72,000 to £96,000", "3.9, up from 3.7", "to 3.9 from 3.7" (and a range after
    "from", as "ranging from 9 to 14" is read)."""
    out = []
    for n, q in enumerate(qs):
        nxt = qs[n + 1] if n + 1 < len(qs) else None
        if q.year or (nxt is not None and nxt.year):
            continue
        prev = w.lower[q.idx - 1] if q.idx else ""
        between = w.lower[q.end_idx + 1 : nxt.idx] if nxt is not None else None
        if prev == "from" and q.high != q.value:
            out.append((q.value, q.high, q.idx - 1, q.end_idx))
        elif prev == "from" and between is not None and between[-1:] == ["to"] and all(
                b in _WHEN for b in between[:-1]) and len(between) <= 4:  # ("from 37.0% last season to 38.4%")
            out.append((q.value, nxt.value, q.idx - 1, nxt.end_idx))
        elif between in (["up", "from"], ["down", "from"]) or (prev == "to" and between == ["from"]):
            out.append((nxt.value, q.value, q.idx - (prev == "to"), nxt.end_idx))
        elif between is not None and 1 <= len(between) <= _COMPARED_REACH and (
                between[-2:] == ["compared", "with"] or between[-1] == "against") \
                and nxt.unit in ("", q.unit) and _earlier(w, nxt.end_idx + 1):
            # "142 cubic metres used in the period, compared with 118 in the same period last year";
            # "a reserve fund of £48,300, against £41,950 a year earlier"
            out.append((nxt.value, q.value, q.idx, nxt.end_idx))
    return out


def year_moves(w: Words, qs: list[Quantity]) -> list[tuple[float, float, int, int, float]]:
    """(from, to, first word, last word, the later year) of each level given for two years, in
    either order: "4.2% in 2024, compared with 6.8% in 2023", "6.8% in 2023 and 4.2% in 2024" (a
    rate's fall from 6.8 to 4.2)."""
    out = []
    for n in range(len(qs) - 3):
        a, ya, b, yb = qs[n : n + 4]
        if a.year or b.year or not ya.year or not yb.year or a.percent != b.percent or a.unit != b.unit \
                or w.lower[ya.idx - 1] != "in" or w.lower[yb.idx - 1] != "in" or ya.value == yb.value:
            continue
        between = w.lower[ya.end_idx + 1 : b.idx]
        if between[-2:] in (["compared", "with"], ["compared", "to"]) or between in (
                ["against"], ["versus"], ["and"], ["to"], ["from"]):
            before, after = (b, a) if ya.value > yb.value else (a, b)
            out.append((before.value, after.value, a.idx, yb.end_idx, max(ya.value, yb.value)))
    return out


#: words of when between a change's first end and its "to" ("from 37.0% last season to 38.4%")
_WHEN = frozenset(["last", "this", "the", "previous", "prior", "in", "season", "year", "week", "month", "quarter",
                   "term", "round", "time"])
_SPANS = TIME_SPANS | {"time"}  # a figure of how long ago ("twelve months earlier"), no level


#: words between a figure and "compared with" and the earlier figure ("142 cubic metres used in the
#: period, compared with 118")
_COMPARED_REACH = 9
#: after the earlier figure, what says it is earlier ("in the same period last year", "a year earlier")
_EARLIER = frozenset(["last", "earlier", "previous", "previously", "before", "ago", "prior"])


def _earlier(w: Words, k: int) -> bool:
    """The words from ``k`` to the end of the clause say a time before ("last year", "a year earlier")."""
    j = k
    while j < len(w) and not w.breaks(j) and j < k + 8:
        if w.lower[j] in _EARLIER:
            return True
        j += 1
    return False


def trend_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """A rise or a fall the claim states that the window gives the other way, by both ends, of the
    same thing: "Mrs Coltman's pension fund shrank in value over the year" against "Total fund value
    at 5 April 2025: £38,716, up from £33,950 a year earlier". The claim has one word of rise or
    fall and no figure but years and the change's own ends; the window's changes all go one way, and
    a word of the claim before its change word stands in the eight words before the window's, in
    its sentence."""
    turns = [k for k, low in enumerate(claim.lower) if low in RISING or low in FALLING]
    if len(turns) != 1 or claim.lower[turns[0]] in ("up", "down", "cut"):
        return []  # ("up"/"down": a place as often; "cut": a thing as often)
    k = turns[0]
    subject = {claim.stems[j] for j in claim.prev_content(k, 3)}
    years = {q.value for q in cq if q.year}
    found = [m for m in moves(window, wq) if m[0] != m[1]] + [
        m[:4] for m in year_moves(window, wq) if m[0] != m[1] and (not years or m[4] in years)] if subject else []
    if not {q.value for q in cq if not q.year and q.unit not in _SPANS} <= {x for a, b, _f, _l in found for x in (a, b)}:
        return []  # figures of its own, but the change's ends and how long ago ("has shrunk, standing at
        # £48,300 compared with £41,950 twelve months earlier")
    ups = {b > a for a, b, _f, _l in found}
    if len(ups) != 1 or (claim.lower[k] in RISING) in ups:
        return []
    _a, _b, first, last = found[0]
    opens = window.derived(sentence_ranges, sentence_ranges)[sentence_at(window, first)][0]
    head = claim.stems[claim.prev_content(k, 1)[0]]  # ("the number of positive pools dropped": the pools)
    noun = {window.stems[j] for j in range(first + 1, min(len(window), first + 4)) if not window.breaks(j)
            and not any(window.breaks(i) for i in range(first + 1, j))}
    if subject.isdisjoint(window.stems[max(0, first - 8, opens) : first]) and head not in noun:
        return []  # (in the change's own sentence: not "… 71% of the catch. West Nile virus was detected in 23 pools")
    return [Hit(ConflictKind.QUANTITY, f"claim says {claim.phrase(k)}; source: {window.phrase(first, last)}",
                (k, k), (first, last))]


def direction_hits(claim: Words, window: Words, cq: list[Quantity], wq: list[Quantity]) -> list[Hit]:
    """A figure the claim says was reached by a rise that the window says was reached by a fall,
    or the other way round: "turnout rose to 48.6%" against "48.6 percent, down from 53.2
    percent". Only the same figure (digits and percent sign) on both sides."""
    for q in cq:
        mine = direction(claim, q) if not q.year else 0
        by = changed_by(claim, q) if not q.year and not mine else 0
        if not mine and not by:
            continue
        for v in wq:
            if q.same_figure(v) and (direction(window, v) == -mine if mine else _by_or_than(window, v) == -by):
                word = _change_word(claim, q, (3, 8))
                ws = (v.idx, _from_end(window, v)) if not by else (_change_word(window, v, (5,)), v.end_idx) \
                    if changed_by(window, v) else (v.idx, min(len(window) - 1, v.end_idx + 4))  # "7% more than in 2023"
                return [Hit(ConflictKind.QUANTITY, f"claim says {claim.phrase(word, q.end_idx)}; source: "
                            f"{window.phrase(*ws)}", (word, q.end_idx), ws)]
    mine = moves(claim, cq)
    return _swapped(claim, window, mine, moves(window, wq) if mine else [], ConflictKind.QUANTITY)


def _swapped(claim: Words, window: Words, mine: list[tuple], theirs: list[tuple], kind: ConflictKind) -> list[Hit]:
    """A change of the claim (``(from, to, first word, last word)``) that the window gives only
    the other way round: the hit on both changes."""
    for a, b, i, j in mine:
        back = [m for m in theirs if (m[0], m[1]) == (b, a)]
        if a != b and back and not any((m[0], m[1]) == (a, b) for m in theirs):
            _b, _a, k, m = back[0]
            return [Hit(kind, f"claim says \u201c{claim.phrase(i, j)}\u201d; source: the other way "
                        f"round, \u201c{window.phrase(k, m)}\u201d", (i, j), (k, m))]
    return []


_ENDS_SKIP = frozenset(["the", "a", "an", "its", "their", "his", "her"])


def _word_moves(w: Words) -> list[tuple[str, str, int, int]]:
    """(from, to, first word, last word) of each "from X … to Y" whose ends are words, not figures:
    "lowered from Orange (watch) to Yellow (advisory)"; the stems of X and Y."""
    out = []
    n = len(w)
    for i, low in enumerate(w.lower):
        if low != "from":
            continue
        x = next((k for k in range(i + 1, min(n, i + 3)) if w.lower[k] not in _ENDS_SKIP), None)
        if x is None or not w.content[x]:
            continue
        to = next((k for k in range(x + 1, min(n, x + 5)) if w.lower[k] == "to"), None)
        if to is None or any(c in ",;:.!?" for k in range(x + 1, to + 1) for c in w.gap(k)):
            continue
        y = next((k for k in range(to + 1, min(n, to + 3)) if w.lower[k] not in _ENDS_SKIP), None)
        if y is not None and w.content[y] and w.stems[y] != w.stems[x]:
            out.append((w.stems[x], w.stems[y], i, y))
    return out


def swapped_ends_hits(claim: Words, window: Words) -> list[Hit]:
    """A change between two named states whose ends the claim gives the other way round: "lowered
    from Orange to Yellow" against "raised from Yellow to Orange"."""
    if "from" not in claim.lower or "to" not in claim.lower:
        return []
    mine = claim.derived(_word_moves, _word_moves)
    if not mine:
        return []
    return _swapped(claim, window, mine, window.derived(_word_moves, _word_moves), ConflictKind.ANTONYM)
