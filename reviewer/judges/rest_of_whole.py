"""The rest of a whole: a claim that speaks of the part a source does not give, through counts
that add up to a total both texts state ("one was judged non-compliant" against "6, of which 5
were compliant"; "no TA for 12.5 of her hours" against "a TA for 20 of her 32.5"), or a claimed
figure that is a whole less the part a source gives before "the rest" (``left_over``), or a
part the claim counts that is the share the source gives of the same whole (``part_by_share``)."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_quantities import NUMBER_WORDS, Quantity, parse_number, quantities
from reviewer.judges.conflict_text import Words, is_year, opens_sentence, sentence_at


def _counts(w: Words, a: int, b: int) -> list[float]:
    """The whole numbers written at words ``a..b-1`` ("6", "five", "one"), in order; not a share
    ("(94%)") nor the number of a name ("at Sale 14", "through Lock 14"), which count nothing."""
    shares = w.derived(_share_words, _share_words)
    out = []
    for t in range(a, b):
        low = w.lower[t]
        parsed = parse_number(low) if low[0].isdigit() else None
        value = parsed[0] if parsed is not None else NUMBER_WORDS.get(low)
        if value is not None and value == int(value) and not is_year(w, t) and t not in shares \
                and not (t > 0 and w.caps[t - 1] and w.gap(t) == " " and not opens_sentence(w, t - 1)):
            out.append(value)
    return out


def _share_words(w: Words) -> frozenset[int]:
    """The words that open a percentage."""
    return frozenset(q.idx for q in w.derived(quantities, quantities) if q.percent)


def the_rest(claim: Words, i: int, window: Words, k: int) -> bool:
    """Claim word ``i`` and window word ``k`` (one the other's opposite: "non-compliant" /
    "compliant") are each said of a count in their clause, and the two counts add up to a total
    that both texts give: the claim speaks of the rest ("Of the six tenders …, one was judged
    non-compliant" against "Tenders received: 6, of which 5 were compliant")."""
    if _rest_of_part(claim, i, window, k):
        return True
    ca = claim.clause(i)[0]
    mine, theirs = _counts(claim, ca, i), _counts(window, _clause_start(window, k), k)
    if not mine or not theirs or not mine[-1] or not theirs[-1]:
        return False
    total = mine[-1] + theirs[-1]
    if total in _counts(claim, 0, len(claim)) and total in _counts(window, 0, len(window)):
        return True
    # a whole the claim leaves out, given in the window's sentence: the claim's count (or the bound
    # it sets, "More than 450 … could not be verified") is that whole less the window's part
    # ("1,863 signatures, of which 1,402 were verified")
    at = next(t for t in range(i - 1, ca - 1, -1) if _counts(claim, t, t + 1))
    bound = _BOUNDS.get(" ".join(claim.lower[max(ca, at - 2) : at])) or _BOUNDS.get(claim.lower[at - 1] if at else "")
    sentence = sentence_at(window, k)
    lo, hi = window.clause(k)[0], k
    while lo > 0 and sentence_at(window, lo - 1) == sentence:
        lo -= 1
    for whole in _counts(window, lo, hi):
        rest = whole - theirs[-1]
        if rest > 0 and (rest == mine[-1] if bound is None else bound(rest, mine[-1])):
            return True
    # or the other parts the window's sentence lists after it ("52 were passed as 'Reserve', 9 were
    # downgraded and 3 were rejected" against "Twelve of the batches failed")
    hi = k
    while hi < len(window) and sentence_at(window, hi) == sentence:
        hi += 1
    others = _counts(window, k, hi)
    return len(others) >= 2 and any(m == sum(others) for m in mine)


def _clause_start(w: Words, k: int) -> int:
    """The first word of word ``k``'s clause, read past an aside in brackets that ends right
    before it ("388,100 kg (94%) sold": the clause of "sold" holds "388,100 kg")."""
    a = w.clause(k)[0]
    while a > 0 and ")" in w.gap(a):
        j = a - 1
        while j > 0 and "(" not in w.gap(j):
            j -= 1
        if j == 0:
            break
        a = w.clause(j - 1)[0]
    return a


#: a bound a count is given with, and whether a true count meets it
_BOUNDS = {
    "more than": lambda true, said: true > said, "over": lambda true, said: true > said,
    "at least": lambda true, said: true >= said, "fewer than": lambda true, said: true < said,
    "less than": lambda true, said: true < said, "under": lambda true, said: true < said,
    "almost": lambda true, said: 0.9 * said <= true < said, "nearly": lambda true, said: 0.9 * said <= true < said,
    "about": lambda true, said: abs(true - said) <= 0.1 * said, "around": lambda true, said: abs(true - said) <= 0.1 * said,
    "roughly": lambda true, said: abs(true - said) <= 0.1 * said,
}


def _rest_of_part(claim: Words, i: int, window: Words, k: int) -> bool:
    """The window's clause says a part of a whole ("a 1:1 teaching assistant for 20 of her 32.5
    weekly school hours") and the claim's clause, the other way, the rest of it ("no one-to-one
    teaching assistant for 12.5 of her weekly school hours")."""
    ca, cb = claim.clause(i)
    mine = [q.value for q in claim.derived(quantities, quantities) if ca <= q.idx < cb]
    wa, wb = window.clause(k)
    found = [q for q in window.derived(quantities, quantities) if wa <= q.idx < wb and not q.year]
    for part, whole in zip(found, found[1:]):
        if "of" in window.lower[part.end_idx + 1 : whole.idx] and whole.idx - part.end_idx <= 3 and any(
                m != part.value and abs(m + part.value - whole.value) <= part.rounding for m in mine):
            return True
    return False


def left_over(q: Quantity, window: Words, wq: list[Quantity]) -> bool:
    """The claim's figure is a whole less a part, where the window says "the rest" right after the
    part ("3,100 L in total, of which 1,900 L went to keg and the rest to cans": 1,200 L in cans)."""
    for b in wq:
        if b.year or b.percent or not any(
                window.lower[k] in ("rest", "remainder") and window.lower[k - 1] == "the"
                and sentence_at(window, k) == sentence_at(window, b.idx)
                for k in range(b.end_idx + 2, min(len(window), b.end_idx + 13))):
            continue  # ("the rest" in the part's sentence, a dozen words on at most)
        if any(abs(a.value - b.value - q.value) <= max(q.rounding, 0.5) for a in wq
               if a is not b and a.value > b.value and a.unit == b.unit and not (a.year or a.percent)):
            return True
    return False


#: the fractions a source words a share in ("two thirds of them"), and the words that count them
_FRACTIONS = {"half": 0.5, "third": 1 / 3, "quarter": 0.25, "fifth": 0.2, "tenth": 0.1}
_NUMERATORS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "nine": 9}
_OWNERS = frozenset(["the", "its", "her", "his", "their", "our", "these", "those"])


def _fractions(w: Words) -> list[float]:
    """The fractions the text words ("two thirds", "a quarter", "half"; not "the third round", "the
    first quarter": a counting word before it, or "half")."""
    out = []
    for t, low in enumerate(w.lower):
        base = _FRACTIONS.get(low.removesuffix("s"))
        if base is not None and (low == "half" or (t and w.lower[t - 1] in _NUMERATORS)):
            out.append(base * _NUMERATORS.get(w.lower[t - 1], 1) if t else base)
    return out


def of_whole(w: Words, q: Quantity, qs: list[Quantity]) -> Quantity | None:
    """The figure of ``qs`` that ``q`` is said to be a part of: "Thirty-two of the 48", "seven of
    her 38" (right after "of", an owner between them at most); None when no figure stands there."""
    k = q.end_idx + 1
    if k >= len(w) or w.lower[k] != "of":
        return None
    k += 1
    k += k < len(w) and w.lower[k] in _OWNERS  # ("of the 48", "of her 48")
    return next((c for c in qs if c.idx == k), None)


def part_by_share(q: Quantity, claim_qs: list[Quantity], claim: Words, window: Words, wq: list[Quantity]) -> bool:
    """The claim counts a part of a whole the window gives ("Thirty-two of the 48 doctoral students
    … are women") that is the share the window words or gives in percent ("48 doctoral students,
    two thirds of them women"), to the nearest whole one."""
    if q.percent or q.year or q.code:
        return False
    whole = of_whole(claim, q, claim_qs)
    if whole is None or whole.percent or whole.year or whole.code or not 0 < q.value < whole.value or not any(
            v.value == whole.value and not (v.percent or v.year) for v in wq):
        return False
    shares = [v.value / 100 for v in wq if v.percent] + window.derived(_fractions, _fractions)
    return any(abs(q.value - share * whole.value) < 0.5 for share in shares)


def rest_figures(window: Words, wq: list[Quantity]) -> list[Quantity]:
    """The rest of a whole the window gives as "the rest" after a part ("Around 18,000 cans were
    produced; about 11,500 had reached retailers, with the rest still in its warehouse"): a figure
    of the whole less the part, placed on "rest" and said of the words after it, so that a share
    the claim words of the rest ("Most of the 18,000 cans were still in the warehouse") is held to
    6,500 of 18,000. The whole is the window's next larger plain figure before the part."""
    out = []
    for k in range(2, len(window) - 1):
        if window.lower[k] not in ("rest", "remainder") or window.lower[k - 1] != "the":
            continue
        before = [v for v in wq if v.end_idx < k and not (v.year or v.percent or v.compare) and v.high == v.value]
        if len(before) < 2:
            continue
        part = before[-1]
        whole = next((v for v in reversed(before[:-1]) if v.value > part.value), None)
        if whole is None or sentence_at(window, k) != sentence_at(window, part.idx):
            continue
        after = frozenset(window.stems[j] for j in window.next_content(k, 3))
        out.append(replace(part, idx=k, end_idx=k, value=whole.value - part.value, high=whole.value - part.value,
                           context=after | (whole.context & part.context), raw="the rest", key=str(whole.value - part.value)))
    return out

