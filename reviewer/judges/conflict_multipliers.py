"""Contradictions of a multiplier: "doubled", "halves", "three times", "cut by a third" against
the before and after figures the evidence window gives ("from 9 seconds to under 3": ×3 is no
halving), or against the multiplier the window states ("roughly double" / "more than four times").
"""

from __future__ import annotations

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import (
    FALLING,
    MULTIPLIERS,
    RISING,
    SHARE_CHANGES,
    SHARE_OPENERS,
    Quantity,
    parse_number,
    quantities,
)
from reviewer.judges.conflict_text import Words, content_stems, sentence_stems
from reviewer.model import ConflictKind
from reviewer.text import UNITS as NUMBER_WORDS

#: what follows "twice" when it multiplies ("twice as fast", "twice the number", "twice that")
_TIMES_WHAT = frozenset(["as", "the", "that", "its", "their", "his", "her", "what", "this", "more", "over"])


def _multiplies(w: Words, i: int) -> bool:
    """"twice" at ``i`` multiplies ("twice as fast", "twice the number"), not counts ("scored twice",
    "scored twice as Rovers won": "as" opening a clause)."""
    nxt = w.lower[i + 1] if i + 1 < len(w) else ""
    if nxt != "as":
        return nxt in _TIMES_WHAT
    after = i + 2
    return after < len(w) and not w.caps[after] and w.lower[after] not in _CLAUSE_OPENERS


_CLAUSE_OPENERS = frozenset(["the", "a", "an", "it", "he", "she", "they", "we", "his", "her", "their", "its", "this"])


def _claim_factor(claim: Words) -> tuple[int, float, bool] | None:
    """(word index, factor, is a fall) of "doubled", "halved", "2.5-fold", "three times", and
    "cut by a third" (a fall to two thirds: factor 1.5), "rose by half" (factor 1.5)."""
    lower = claim.lower
    for i in (k for k, low in enumerate(lower) if low in SHARE_OPENERS):
        for phrase, share in SHARE_CHANGES:
            if tuple(lower[i : i + len(phrase)]) == phrase:
                before = lower[max(0, i - 8) : i]
                if any(b in FALLING for b in before):
                    return i, 1 / (1 - share), True  # every share in SHARE_CHANGES is below 1
                if any(b in RISING for b in before):
                    return i, 1 + share, False
    for i, low in enumerate(claim.lower):
        if low in MULTIPLIERS and not claim.negated[i]:
            if low in ("twice", "thrice") and not _multiplies(claim, i):
                continue  # "scored twice", "met twice as Rovers won": how often, not a factor
            return i, MULTIPLIERS[low], low.startswith("halv")
        if low in ("fold", "times") and i > 0:
            prev = claim.lower[i - 1]
            parsed = parse_number(prev) if prev[0].isdigit() else None
            num = parsed[0] if parsed else NUMBER_WORDS.get(prev)
            if num and num > 1 and (low == "fold" or i + 1 < len(claim) and claim.lower[i + 1] in
                                    ("more", "higher", "larger", "greater", "as", "bigger", "faster", "the", "its", "their", "his",
                                     "her", "that")):
                return i - 1, num, False
    return None


def multiplier_hits(claim: Words, window: Words, wq: list[Quantity]) -> tuple[list[Hit], set[int]]:
    """"doubled" against the two numbers the window gives (×1.56 is no doubling), or against the
    multiplier the window states ("roughly double" / "more than four times")."""
    found = claim.derived(_claim_factor, _claim_factor)
    if found is None:
        return [], set()
    i, factor, fall = found
    skip = {i}
    if any(low in MULTIPLIERS or low in ("fold", "times", "twice") for low in window.lower):
        return _stated_hits(claim, i, factor, fall, window), skip
    wq = [v for v in wq if not _position(window, v)]
    labels = {q.value for q in claim.derived(quantities, quantities) if q.idx > 0 and claim.lower[q.idx - 1] == "at"}
    at = [v.idx for v in wq if v.value in labels]
    if at:  # "the N-value at 9.0 m was four times the one at 3.0 m": the depths only say which values,
        # the values are the other figures of the sentence that gives the depths
        spans = [(a, b) for a, b, _s in window.derived(sentence_stems, sentence_stems) if any(a <= k < b for k in at)]
        wq = [v for v in wq if v.value not in labels and any(a <= v.idx < b for a, b in spans)]
    pair = _pair(window, wq) or _pair_in_sentence(claim, window, wq)
    if pair is None:
        return [], skip  # no single before/after pair: nothing to compute
    a, b = pair
    lo, hi = sorted((a.value, b.value))
    if lo <= 0:
        return [], skip
    ratio = hi / lo
    if abs(ratio - factor) / factor <= 0.1 or _bounded(claim.lower[max(0, i - 2) : i], factor, ratio):
        return [], skip
    unit = "%" if a.percent else (window.lower[b.end_idx + 1] if b.unit and b.end_idx + 1 < len(window) else "")
    reason = (f"claim says {_phrase(claim, i)}; "
              f"source: {a.raw} \u2192 {b.raw}{(' ' + unit) if unit and unit != '%' else unit}, "
              f"\u00d7{ratio:.2f}".replace(".00,", ","))
    return [Hit(ConflictKind.QUANTITY, reason, (i, i), (a.idx, b.end_idx))], skip


#: "the playground (210 m east)": a distance with a direction says where a place is
_COMPASS = frozenset(["north", "south", "east", "west", "northeast", "northwest", "southeast", "southwest"])


def _position(w: Words, v: Quantity) -> bool:
    """A length followed by a compass point ("210 m east", "3 km north-west of"): a place, not a
    measure of what the claim multiplies."""
    k = v.end_idx + 2
    return v.unit == "length" and k < len(w) and w.lower[k] in _COMPASS


def _bounded(bound: list[str], factor: float, ratio: float) -> bool:
    """The words before a multiplier allow ``ratio``: "more than twice" (×2.33), "less than double"."""
    if ("more" in bound or "over" in bound or "least" in bound) and ratio >= factor * 0.97:
        return True
    return ("less" in bound or "under" in bound or "most" in bound) and ratio <= factor * 1.03


def _end(w: Words, i: int) -> int:
    """The last word of the multiplier at ``i``: itself ("doubled"), or the word after its
    number ("four times", "2.5-fold")."""
    return i if w.lower[i] in MULTIPLIERS else i + 1


def _phrase(w: Words, i: int) -> str:
    return w.phrase(i, _end(w, i))


def _pair(window: Words, wq: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """The one before/after pair of figures of ``wq``: the only two of one measure, or the only
    two figures, one of them the "from" of a change; else None."""
    groups: dict[tuple[bool, str], list[Quantity]] = {}
    for v in wq:
        if not v.year and v.high == v.value and not v.code:
            groups.setdefault((v.percent, v.unit), []).append(v)
    pairs = [g for g in groups.values() if len({v.value for v in g}) == 2 and len(g) == 2]
    if not pairs:  # "from £1.10 in 2020 to £2.20 today", "9.6 TWh in 2023, up from 3.8 TWh": the
        # window's only two figures, one of them the "from" of a change, whatever their units say
        plain = [v for v in wq if not v.year and v.high == v.value and not v.code]
        if len(plain) == 2 and plain[0].percent == plain[1].percent and plain[0].value != plain[1].value and any(
                "from" in window.lower[max(0, v.idx - 2) : v.idx] for v in plain):
            pairs = [plain]
    return (pairs[0][0], pairs[0][1]) if len(pairs) == 1 else None


def _pair_in_sentence(claim: Words, window: Words, wq: list[Quantity]) -> tuple[Quantity, Quantity] | None:
    """The pair (``_pair``) of the one sentence of a window of several that holds the most of the
    claim's words: "Startup time on large vaults … cut from roughly 9 seconds to under 3 seconds"
    beside "drops support for Python 3.8; the minimum supported version is now Python 3.10"."""
    sentences = window.derived(sentence_stems, sentence_stems)
    if len(sentences) < 2:
        return None
    said = claim.derived(content_stems, content_stems)
    counts = [len(stems & said) for _a, _b, stems in sentences]
    best = max(counts)
    if counts.count(best) > 1:
        return None
    a, b, _stems = sentences[counts.index(best)]
    return _pair(window, [v for v in wq if a <= v.idx < b])


def _stated_hits(claim: Words, i: int, factor: float, fall: bool, window: Words) -> list[Hit]:
    """The claim's multiplier against the one the window states of the same thing (a word of
    what follows both is shared): "roughly double its upper estimate" / "more than four times its
    upper estimate"."""
    found = window.derived(_claim_factor, _claim_factor)
    if found is None:
        return []
    k, stated, stated_fall = found
    if abs(stated - factor) / factor <= 0.1 or stated_fall != fall:
        return []  # (doubled / halved: the antonym check's)
    if _bounded(window.lower[max(0, k - 2) : k], stated, factor) or _bounded(claim.lower[max(0, i - 2) : i], factor, stated):
        return []
    end = _end(window, k)
    mine = {claim.stems[j] for j in claim.next_content(_end(claim, i), 3)}
    if not mine & {window.stems[j] for j in window.next_content(end, 3)}:
        return []
    start = k - 2 if window.lower[max(0, k - 2) : k] in (["more", "than"], ["less", "than"]) else k
    return [Hit(ConflictKind.QUANTITY, f"claim says {_phrase(claim, i)}; source: {window.phrase(start, end)}",
                (i, i), (start, end))]
