"""Vague shares held to the figures of the evidence: "most voters" against "38% of voters",
"few of the patients" against "62% were over 65", "the vast majority" against "55%"."""

from __future__ import annotations

from dataclasses import replace

from reviewer.judges.conflict_polarity import Hit
from reviewer.judges.conflict_quantities import (
    CURRENCY_SIGNS,
    NUMBER_WORDS,
    Quantity,
    money_at,
    parse_number,
    quantities,
)
from reviewer.judges.conflict_text import ARTICLES, Words, sentence_at
from reviewer.judges.conflict_window import sentence_counts
from reviewer.judges.quantity_words import DIMENSIONS
from reviewer.judges.share_wholes import and_part_shares, by_change, of_which_shares, said_apart
from reviewer.judges.share_wholes import share_of
from reviewer.judges.sourceindex import SourceIndex
from reviewer.judges.vague_words import (
    COMPARATIVES,
    NOT_EVERY,
    NOT_MEMBERS,
    PART_OF_TIME,
    RATIO_OF,
    VAGUE,
    VAGUE_CUES,
    VAGUE_WORDS,
    WHOLES,
)
from reviewer.model import ConflictKind
from reviewer.text import UNITS, stem


def has_vague(claim: Words) -> bool:
    """Whether the claim says a share in words ("most", "a third", "a handful") at all."""
    return not VAGUE_CUES.isdisjoint(claim.lower)


#: the shares a sentence outside the window is read for: not "all" ("all four sides" against "One
#: Penny Black … four margins": a whole the claim gives, not a share of it)
_SHARES = tuple(v for v in VAGUE if v[0] != ("all",))
#: the source sentences outside the evidence window a claim's share is held to (at most)
SHARE_SENTENCES = 2


def share_hits(claim: Words, index: SourceIndex, sentence_words, first: int, last: int) -> list[tuple[Hit, Words]]:
    """A share in words held to the source's sentences outside the window (``first..last``; none
    when -1) that count the same thing: "Most of the fair's stands are in the Gallery" against
    "Of the 96 stands, 72 are in the Main Hall and 24 in the Gallery", where the claim's words
    drew the window elsewhere. A sentence is read when it holds what the share counts (the words
    after "most", "a third" …) or a figure of the claim, one more word of the claim, and two
    counts; at most ``SHARE_SENTENCES`` of them, those that hold most first.
    ``sentence_words(i)``: the ``Words`` of the source's sentence ``i``."""
    cues = [i for i, low in enumerate(claim.lower) if low in VAGUE_CUES and low != "all"]
    if not cues:
        return []
    counted = {stem(claim.lower[j]) for i in cues for j in claim.next_content(i, 2)}
    counted |= {q.key for q in claim.derived(quantities, quantities) if not q.year and not q.percent}
    others = {stem(claim.lower[k]) for k in range(len(claim)) if claim.content[k]} - counted
    held, more = sentence_counts(counted, index), sentence_counts(others, index)
    read = sorted((sp for sp in held if more.get(sp) and not first <= sp <= last),
                  key=lambda sp: (-held[sp] - more[sp], sp))[:SHARE_SENTENCES]
    for sp in read:
        sw = sentence_words(sp)
        # counts of a whole only: a percentage out there is as often of something else ("rents
        # rose by 14 percent" against "most of the rent increase")
        wq = [q for q in sw.derived(quantities, quantities) if not q.percent]
        if len(wq) >= 2:
            for hit in vague_hits(claim, sw, wq, _SHARES)[:1]:
                return [(hit, sw)]
    return []


def vague_hits(claim: Words, window: Words, wq: list[Quantity],
               phrases: tuple[tuple[tuple[str, ...], float, float], ...] = VAGUE) -> list[Hit]:
    """"most voters" against "38% of voters" (the shares ``phrases`` words)."""
    if not has_vague(claim):
        return []
    # the window's own words for a share ("most economists", "about a third mentioned …"): a
    # figure is not held against the claim's words where the window says a share of the same thing
    worded = [k for k, low in enumerate(window.lower) if low in VAGUE_WORDS
              and not (k + 1 < len(window) and window.gap(k + 1) == "-")]  # ("a quarter-point cut": no share)
    pct = [v for v in wq if v.percent] + _shares(claim, window, wq)
    if not pct and not _claim_wholes(claim, wq):
        return []
    n = len(claim)
    covered = 0  # words of a phrase already read ("nearly all": not "all" again)
    for i in range(n):
        for phrase, lo, hi in phrases if i >= covered else ():
            m = len(phrase)
            if tuple(claim.lower[i : i + m]) != phrase:
                continue
            covered = i + m
            if i > 0 and claim.lower[i - 1] in ("no", "not"):
                break  # "no more than half the usual dose": a bound, not a share
            if i > 0 and claim.lower[i - 1] in PART_OF_TIME and phrase[0] == "half":
                break  # "in the second half of the year": a part of a period, not a share
            if i > 1 and claim.lower[i - 1] == "and" and (claim.is_number(i - 2) or claim.lower[i - 2] in NUMBER_WORDS):
                break  # "two and a quarter hours", "1 and a half days": a number, not a share
            nxt = claim.next_content(i + m - 1, 2)
            if any(claim.lower[k] in RATIO_OF for k in nxt[:2]) and not any(
                    claim.lower[k] in ("of", "and") for k in range(i + m, nxt[0])):
                break  # "a little over half the unit price Quintrell charges": a ratio of two prices
            if i + m < n and claim.lower[i + m] == "as":
                break  # "a third as many days as", "half as much": a ratio of two figures, not a share
            if phrase[-1] in ("third", "quarter") and i + m < n and claim.content[i + m] and not claim.breaks(i + m) \
                    and claim.lower[i + m] not in COMPARATIVES:
                break  # "called in a third tug": an ordinal, not a share ("a third more", "a quarter less" are)
            if phrase == ("all",) and not (i + 1 < n and (claim.lower[i + 1] == "of" or claim.is_number(i + 1)
                                                          or claim.lower[i + 1] in _COUNT_WORDS
                                                          or claim.lower[i + 1] in NUMBER_WORDS)):
                continue  # "all nine of its libraries", "all of the staff"; not "of all ages"
            if phrase == ("every",) and (i + 1 >= n or claim.is_number(i + 1) or (
                    claim.lower[i + 1] in NUMBER_WORDS and claim.lower[i + 1 : i + 3] != ["one", "of"])
                                         or claim.lower[i + 1] in NOT_EVERY):
                continue  # "every evening they monitored"; not "every 20 minutes", "every other week"
            if phrase == ("most",) and (i > 0 and claim.lower[i - 1] in ("the", "at") or i + 1 < n and (
                    claim.lower[i + 1] != "of" and not _counted(claim, i + 1))):
                continue  # "most voters", "most committee members", "most of the staff"; not "most recent", "the most"
            about = {claim.stems[j] for j in claim.next_content(i + m - 1, 3)}
            if any(not about or {window.stems[j] for j in window.next_content(k, 3)} & about for k in worded):
                return []
            # a percentage the claim gives itself is not the share it words, unless it is that share
            # ("keep the rate at 5.25%"; not "A majority of union members, 59%")
            stated = {q.value for q in claim.derived(quantities, quantities) if q.percent and not lo <= q.value <= hi}
            pool = [v for v in pct if v.value not in stated] if stated else pct
            if _own_share_fits(claim, lo, hi):
                return []  # "More than half …, with 77 of the 148 …": the claim's figures say it; the number check holds them
            if "of" in (phrase[-1], *claim.lower[i + m:i + m + 1]) and _share_of_stated(claim, i, wq, window,
                                                                                        about, lo, hi):
                return []  # ("two broken wires, a third of the discard limit")
            # "the store has 24 tills, … only a quarter of them are staffed": the window's count of the
            # staffed ones over the claim's own whole
            own = [] if phrase in WHOLES or _either(claim, i + m) else _own_whole(claim, wq, about)
            if any(lo - 0.5 <= v.value <= hi + 0.5 for v in own):
                return []
            if not (i > 0 and claim.lower[i - 1] == "by"):  # (a claim's "cut by a third" is a change too)
                pool = [v for v in pool if not by_change(window, v)]
            if phrase == ("every",):  # held only to "three of the five evenings", a part of the same thing
                return _every_hits(claim, window, i, pool)
            # ("all four sides": a whole of the claim's own, held only to a part said of the same thing)
            relevant = own or [v for v in pool if v.context & about] or (
                [] if phrase in WHOLES else [v for v in pool if not said_apart(claim, window, v)] if len(pool) == 1
                else _one_part(claim, i, window, about, pool))
            fourth = claim.next_content(i + m - 1, 4)[3:] if not relevant else []
            if fourth:  # "the majority of Marlowe & Finch's total sales": what is counted may come fourth
                more = about | {claim.stems[fourth[0]]}
                mine = {claim.stems[j] for j in range(n) if claim.content[j]}
                relevant = sorted((v for v in pool if v.context & more), key=lambda v: (
                    -len(v.context & mine), window.lower[v.end_idx + 1 : v.end_idx + 2] != ["of"]))  # "36 percent of"
            relevant = relevant if own else _said_of(claim, i, window, about, relevant)
            if relevant and _complement_fits(claim, i, pool, lo, hi):
                return []
            if relevant and not any(lo - 0.5 <= v.value <= hi + 0.5 or lo <= v.high and v.value <= hi
                                    for v in relevant):
                v = relevant[0]
                said = v.raw if v.key.startswith("share:") else f"{window.phrase(v.idx, v.end_idx)}%"
                return [Hit(ConflictKind.QUANTITY, f"claim says \u201c{claim.phrase(i, i + m - 1)}\u201d; source: "
                            f"{said}", (i, i + m - 1), (v.idx, v.end_idx))]
            break
    return []


#: words by which a claim speaks of the rest of a whole ("holdings outside the top ten")
_THE_REST = frozenset(["outside", "other", "rest", "remaining", "remainder", "beyond", "excluding", "apart"])


def _complement_fits(claim: Words, i: int, pool: list[Quantity], lo: float, hi: float) -> bool:
    """The claim words the share of the rest ("Holdings outside the fund's top ten make up just
    over two-thirds") and the source gives a figure of what the rest is taken from ("the top ten
    holdings make up 31%") whose complement is that share."""
    cue = next((k for k in range(i) if claim.lower[k] in _THE_REST), None)
    if cue is None:
        return False
    subject = {claim.stems[k] for k in range(cue + 1, i) if claim.content[k]} | {
        claim.lower[k] for k in range(cue + 1, i) if claim.lower[k] in UNITS}
    return any(v.context & subject and lo - 0.5 <= 100 - v.value <= hi + 0.5 for v in pool if v.value <= 100)


def _own_share_fits(claim: Words, lo: float, hi: float) -> bool:
    """The claim gives a part of a whole itself ("77 of the 148") that is the share it words."""
    return any(lo - 0.5 <= part.value <= hi + 0.5 for q in claim.derived(quantities, quantities)
               if not q.year and not q.percent for part in _parts_of(claim, q))


def _share_of_stated(claim: Words, i: int, wq: list[Quantity], window: Words, about: set[str], lo: float,
                     hi: float) -> bool:
    """The share at ``i`` is a figure the claim states before it over the window's "<what it is of> of
    <figure>": "two broken wires …, a third of the discard limit" / "the discard limit of 6"."""
    mine = [q.value for q in claim.derived(quantities, quantities)
            if q.idx < i and any(v.key == q.key for v in wq) and not q.year and not q.percent and q.value > 0]
    wholes = [v.value for v in wq if v.idx >= 2 and window.lower[v.idx - 1] == "of" and window.stems[v.idx - 2] in about
              and v.value > 0 and not v.year and not v.percent]
    return any(lo - 0.5 <= 100.0 * part / whole <= hi + 0.5 for whole in wholes for part in mine if part < whole)


def _claim_wholes(claim: Words, wq: list[Quantity]) -> list[float]:
    """The counts the claim gives that the window does not: wholes of the claim's own ("the store
    has 24 tills" against "6 staffed and 18 self-service tills")."""
    window_values = {v.value for v in wq}
    return [q.value for q in claim.derived(quantities, quantities)
            if not q.year and not q.percent and not q.code and q.value > 1 and q.value not in window_values
            and q.unit not in DIMENSIONS and q.end_idx + 1 < len(claim) and not claim.caps[q.end_idx + 1]
            and claim.content[q.end_idx + 1] and claim.lower[q.end_idx + 1].endswith("s")]  # ("24 tills")


def _either(claim: Words, k: int) -> bool:
    """The claim's share is of two kinds at once ("three-quarters of the 19 findings were rated
    medium or low"): an "or" or "and" in the ten words from ``k``, within the clause."""
    for j in range(k, min(len(claim), k + 10)):
        if j > k and claim.breaks(j):
            return False
        if claim.lower[j] in ("or", "and"):
            return True
    return False


def _own_whole(claim: Words, wq: list[Quantity], about: set[str]) -> list[Quantity]:
    """The shares, as percent ``Quantity``s, of the window's counts of what the claim's share is of
    ("6 staffed") in a whole the claim gives and the window does not ("the store has 24 tills, …
    only a quarter of them are staffed")."""
    out = []
    for whole in _claim_wholes(claim, wq):
        for v in wq:
            if v.unit in about and not v.year and not v.percent and not v.code and 0 < v.value < whole:
                share = 100.0 * v.value / whole
                out.append(replace(v, value=share, high=share, percent=True, raw=f"{v.raw} of {whole:g} ({share:.0f}%)",
                                   key=f"share:{v.key}:claim"))
    return out


_COUNT_WORDS = {"one": 1, **UNITS}


def _counted(w: Words, k: int) -> bool:
    """Word ``k`` starts what a share counts: a plural ("most voters"), or a word and a plural
    ("most committee members")."""
    if not w.content[k]:
        return False
    return _plural(w.lower[k]) or (k + 1 < len(w) and w.content[k + 1] and _plural(w.lower[k + 1])
                                   and not w.gap(k + 1).strip())
_BETWEEN = frozenset(["the", "its", "their", "his", "her", "our", "last", "first", "past", "next", "these", "those"])


def _parts_of(window: Words, whole: Quantity) -> list[Quantity]:
    """"only one of their last eight", "780 of the trust's 1,140": a count right before "of" and the whole
    (which the quantity reader leaves alone, "one of" being as often "one of the reasons")."""
    out = []
    for k in range(max(0, whole.idx - 5), whole.idx - 1):
        low = window.lower[k]
        value = _COUNT_WORDS.get(low) or (parse_number(low) or (0,))[0] if low[0].isdigit() or low in _COUNT_WORDS else 0
        if window.lower[k + 1] != "of" or not 0 < value < whole.value or \
                any(window.lower[j] not in _BETWEEN and window.lower[j][-2:] != "'s" for j in range(k + 2, whole.idx)):
            continue
        share = 100.0 * value / whole.value
        out.append(Quantity(k, k, share, share, 0.5, True, "", False, "", whole.context, f"{window.phrase(k)} of "
                            f"{whole.raw} ({share:.0f}%)", f"share:{low}:{whole.idx}"))
    return out


#: "of the 12 moorings", "of our 412 members": a whole counted
_OWNERS = (ARTICLES - {"a", "an"}) | {"your"}


def _whole(v: Quantity) -> str:
    """The word index of the whole a share counts ("share:<part>:<whole>"), or "" for a figure."""
    return v.key.rsplit(":", 1)[1] if v.key.startswith("share:") else ""


def _said_of(claim: Words, i: int, window: Words, about: set[str], relevant: list[Quantity]) -> list[Quantity]:
    """Of the window's parts of a whole, the one the words beside it tie most to what the claim says
    of its share ("Most … deal with ships" / "7 refer to the widow's right and 4 to ships": the 4;
    "… are on the ground floor" / "15 on the first floor and 5 on the ground floor": the 5, which
    holds two of those words to the 15's one); all of them unless one is tied most."""
    if not all(_whole(v) for v in relevant):
        return relevant  # the window gives a percentage itself ("58% of whom opposed")
    said = {claim.stems[j] for j in range(*claim.clause(i)) if claim.content[j]} - about  # (its clause's: not "with DVDs")
    # a part is tied in its whole's sentence (or ";" half) or the half after it
    ties = [(len(said & {window.stems[j] for j in (*window.prev_content(v.idx, 1), *window.next_content(v.end_idx, 2))}), v)
            for v in relevant if 0 <= sentence_at(window, v.idx) - sentence_at(window, int(_whole(v))) <= 1]
    best = max((n for n, _v in ties), default=0)
    tied = [v for n, v in ties if n == best] if best else []
    return tied if len(tied) == 1 else relevant


def _every_hits(claim: Words, window: Words, i: int, pool: list[Quantity]) -> list[Hit]:
    """"on every evening they monitored" (``i``: "every") against "on three of the five evenings
    monitored": a part, then "of" and, within four words and no clause break, what the claim says
    every one of."""
    counted = {claim.stems[j] for j in claim.next_content(i, 2)}
    if any(low in ("each", "every") and not window.negated[k] and counted & {window.stems[j] for j in window.next_content(k, 2)}
           for k, low in enumerate(window.lower)):
        return []  # the window says it of each of them too ("in each of the seven years")
    for v in pool:
        k = v.end_idx + 1
        if not _whole(v) or window.lower[k : k + 1] != ["of"] or v.value >= 99.5:
            continue
        noun = next((j for j in range(k + 1, min(k + 5, len(window))) if window.stems[j] in counted), None)
        if noun is not None and not any(window.breaks(j) for j in range(k + 1, noun + 1)):
            return [Hit(ConflictKind.QUANTITY, f"claim says \u201c{claim.phrase(i, claim.next_content(i, 1)[0])}\u201d; "
                        f"source: \u201c{window.phrase(v.idx, noun)}\u201d", (i, i), (v.idx, noun))]
    return []


def _one_part(claim: Words, i: int, window: Words, about: set[str], pool: list[Quantity]) -> list[Quantity]:
    """Of several parts of one whole, the one the words beside it tie to the claim ("Most of the 14
    … are office staff" / "10 are warehouse operatives and 4 are office staff": the 4), or none."""
    wholes = {_whole(v) for v in pool}
    if len(wholes) != 1 or "" in wholes:
        return []
    tied = _said_of(claim, i, window, about, pool)
    return tied if len(tied) == 1 else []


def _in_name(w: Words, v: Quantity) -> bool:
    """A number word that opens a name ("One Town Clock", "One Penny Black"): no count."""
    k = v.end_idx + 1
    return w.lower[v.idx].isalpha() and k < len(w) and w.caps[k] and w.content[k]


def _plural(word: str) -> bool:
    return word.endswith("s") and not word.endswith(("ss", "ous", "us", "is"))


def _shares(claim: Words, window: Words, wq: list[Quantity]) -> list[Quantity]:
    """Shares the window gives as counts of a whole: "Of the 1,100 bridges inspected, 98 were
    rated poor" (9%); the whole is a number after "of the" or one the claim states too ("of the 500
    posts" against "500 posts … One hundred of them"). Each share is a percent ``Quantity`` at the part's place."""
    claim_values = {q.value for q in claim.derived(quantities, quantities) if not q.year} | {  # ("one of them")
        float(_COUNT_WORDS[low]) for k, low in enumerate(claim.lower[:-1]) if low in _COUNT_WORDS and claim.lower[k + 1] == "of"}
    wholes = [v for v in wq if not v.year and not v.percent and v.value > 1 and v.unit not in NOT_MEMBERS and (
        v.value in claim_values or (v.idx >= 2 and window.lower[v.idx - 2] == "of" and window.lower[v.idx - 1] in _OWNERS)
        or (v.idx >= 1 and window.lower[v.idx - 1] == "of" and (v.idx == 1 or window.breaks(v.idx - 1)))  # ("Of 92 …")
        or ("total" in claim.lower and "total" in window.lower[max(0, v.idx - 4) : v.idx]))]  # ("total value is £1.86m")
    # "9 of 40 buses inspected", "214 responses, of which 201 opposed": a share said as such
    paired = _part_of_whole(window, wq) + of_which_shares(window, wq, claim_values) + and_part_shares(window, wq)
    if not wholes:
        return paired + _parts_of_time(window, wq, claim_values)
    whole = max(wholes, key=lambda v: v.value)  # "the 15-member board … the two schools": the board
    money = _sum(window, whole)  # a sum's parts are sums: "£6,000 to the winners", not "one season"
    if money and any(0 < v.value < whole.value and v.value in claim_values and _sum(window, v) for v in wq):
        return []  # the claim gives its part itself: "Most of the £90,000 … from a £60,000 grant"
    out = [] if money else _parts_of(window, whole)
    for v in wq:
        if v is whole or v.year or v.percent or v.unit in NOT_MEMBERS or not 0 < v.value < whole.value \
                or v.value in claim_values or _in_name(window, v) or (money and not _sum(window, v)) \
                or _other_kind(window, v, whole):
            continue  # (a figure the claim states itself, "the two schools", is not a part of the whole)
        out.append(share_of(v, whole))
    return list({v.key: v for v in paired + out}.values())  # (one share said two ways is one)


def _part_of_whole(window: Words, wq: list[Quantity]) -> list[Quantity]:
    """The shares the window gives as "<count> of <count>" ("9 of 40 buses inspected"); not "3 of 5
    km", nor sums of money."""
    return [part for whole in wq if whole.idx >= 2 and "of" in window.lower[max(0, whole.idx - 3) : whole.idx] and not (
        whole.percent or whole.year or whole.unit in DIMENSIONS or _sum(window, whole))  # ("47 of the society's 112")
            for part in _parts_of(window, whole)]


#: "96 players in two sections", "12 teams across three divisions": the groups a whole is divided into
_DIVIDED = frozenset(["in", "into", "across", "among", "over"])


def _other_kind(window: Words, part: Quantity, whole: Quantity) -> bool:
    """The part counts another thing: the groups the whole is divided into ("96 players in two
    sections": the sections are no part of the players), a fraction of another unit, or the same
    count of another time in brackets after it."""
    if part.value != int(part.value) and part.unit != whole.unit:
        return True  # "1.5 percentage points" is no part of "three regions"
    between = window.text[window.ends[whole.end_idx] : window.starts[part.idx]]
    if between.lstrip().startswith("(") and ")" not in between and between.rstrip().endswith(":"):
        return True  # "Vessel calls: 63 (July: 58)": the same count for another time, labelled in brackets
    k = whole.end_idx + 1  # the whole's noun, then the word that divides it, then the part
    return part.idx == k + 2 and window.content[k] and window.lower[k + 1] in _DIVIDED and \
        window.gap(k + 1) == " " and window.gap(part.idx) == " "


def _parts_of_time(window: Words, wq: list[Quantity], claim_values: set[float]) -> list[Quantity]:
    """"61 of the 94 days of delay": a part of a time or a measure the claim gives, said as a part
    ("of the"); other figures are not held to such a whole ("six weeks late")."""
    out = []
    for v in wq:
        written = parse_number(window.lower[v.idx]) if v.unit in NOT_MEMBERS and not v.year and not v.percent \
            and v.value in claim_values else None
        if written is not None:
            out += _parts_of(window, replace(v, value=written[0], high=written[0]))
    return out


def _sum(w: Words, v: Quantity) -> bool:
    """A sum of money: "£6,000", "5,000 pounds"."""
    return money_at(w, v.idx) or v.unit in _CURRENCIES


_CURRENCIES = frozenset(stem(name) for name in CURRENCY_SIGNS.values())
