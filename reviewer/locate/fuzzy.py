"""The guarded fuzzy tier of ``reviewer.locate`` (see its module doc).

rapidfuzz proposes a window; then every quote word must be aligned, in order, to a source
word, equal or a small typo (OSA distance 1, or 2 in a long word with the same first letter);
a few source words may be skipped (a hyphen/slash compound counts once). Words carrying a
number (digits, "5%", number words) or a negation must match exactly and may not be skipped.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

if TYPE_CHECKING:
    from reviewer.locate.fold import PreparedSource

FUZZY_MIN_WORDS = 5
_FUZZY_PLACE_CUTOFF = 50  # rapidfuzz partial ratio below which no window is proposed
_FUZZY_RETRY_SCORE = 85  # a failed window this close: search the rest of the source again
_FUZZY_ATTEMPTS = 3  # placements tried per needle
_PLACE_CHARS = 240  # a longer quote is placed by its head (then its tail): bounded rapidfuzz cost


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


_NEGATIONS = _words(
    "not no never none nor neither nobody nothing nowhere without cannot non nope nay "
    "hardly barely scarcely seldom rarely lack lacks lacked lacking absent fail fails "
    "failed"
)
_NUMBER_WORDS = _words(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy "
    "eighty ninety hundred thousand million billion trillion first second third fourth "
    "fifth sixth seventh eighth ninth tenth half twice double triple once dozen dozens "
    "percent"
)
_NEG_PREFIXES = ("un", "in", "im", "il", "ir", "non", "dis", "a", "anti", "mis")


def _critical(tok: str) -> bool:
    """A word whose change flips meaning: it carries a number or a negation."""
    return (
        any(c.isdigit() for c in tok)
        or tok in _NUMBER_WORDS
        or tok in _NEGATIONS
        or tok.endswith("n't")
    )


@lru_cache(maxsize=65536)
def _pair(q: str, s: str) -> int | None:
    """0 if the words are equal, 1 if ``q`` is a plausible typo of ``s``, else None."""
    if q == s:
        return 0
    if _critical(q) or (_critical(s) and (len(s) < 5 or s in _NEGATIONS or s.endswith("n't"))):
        return None  # a typo may hit a long number word ("firts"), never a number or a negation
    if any(c.isdigit() for c in s):
        return None
    short, long_ = sorted((q, s), key=len)
    if len(short) >= 5 and any(long_ == p + short for p in _NEG_PREFIXES):
        return None  # "atypical" is not a typo of "typical"
    d = OSA.distance(q, s, score_cutoff=2)
    if d <= 1 and len(short) >= 3:
        return 1
    if d == 2 and len(long_) >= 7 and len(short) >= 5 and q[0] == s[0]:
        return 1
    return None


def _budgets(n: int) -> tuple[int, int, int]:
    """(max typo words, max skipped source words, max of both together) for n quote words."""
    typos = (1 if n < 8 else 2) + n // 25
    skips = (1 if n < 16 else 2) + n // 30
    return typos, skips, max(1, n // 4)


def _align(q: list[str], s: list[str], bad: list[bool], joined: list[bool]):
    """Best in-order alignment of every quote word to source words (see module doc).

    ``bad[j]``: source word j may not be skipped; ``joined[j]``: it is hyphen-joined to word
    j-1, so skipping both costs one skip, and a quote word may equal the two together (a word
    hyphenated at a line break, "treat-\nment"). Returns (first, last, typos, skips) or None."""
    n, m = len(q), len(s)
    tmax, kmax, total = _budgets(n)

    def matches(i: int, j: int):
        """(last source word used, typo cost) for quote word i placed at source word j."""
        r = _pair(q[i], s[j])
        if r is not None:
            yield j, r
        if j + 1 < m and joined[j + 1] and q[i] == s[j] + s[j + 1]:
            yield j + 1, 0

    layer: dict[tuple[int, int], int] = {}
    first: dict[tuple[int, int], int] = {}
    for j in range(m):
        for jl, r in matches(0, j):
            if r <= tmax and ((jl, 0) not in layer or r < layer[(jl, 0)]):
                layer[(jl, 0)], first[(jl, 0)] = r, j
    for i in range(1, n):
        nxt: dict[tuple[int, int], int] = {}
        nfirst: dict[tuple[int, int], int] = {}
        for (j, k), t in layer.items():
            cost = 0
            for d in range(kmax + 5):
                jj = j + 1 + d
                if jj >= m:
                    break
                if d:
                    if bad[jj - 1]:
                        break
                    cost += 1 if d == 1 or not joined[jj - 1] else 0
                    if k + cost > kmax:
                        break
                for jl, r in matches(i, jj):
                    if t + r > tmax or t + r + k + cost > total:
                        continue
                    key = (jl, k + cost)
                    if key not in nxt or t + r < nxt[key]:
                        nxt[key], nfirst[key] = t + r, first[(j, k)]
        if not nxt:
            return None
        layer, first = nxt, nfirst
    (j, k), t = min(layer.items(), key=lambda kv: (kv[1] + kv[0][1], kv[0][1]))
    return first[(j, k)], j, t, k


@lru_cache(maxsize=1)
def token_re() -> re.Pattern:
    """Words: runs of word characters and combining marks (all scripts), inner apostrophes,
    a trailing percent sign."""
    ranges, start = [], None
    for cp in range(0x300, 0x20000):
        mark = unicodedata.category(chr(cp))[0] == "M"
        if mark and start is None:
            start = cp
        elif not mark and start is not None:
            ranges.append(
                f"\\u{start:04x}-\\u{cp - 1:04x}"
                if cp - 1 <= 0xFFFF
                else f"\\U{start:08x}-\\U{cp - 1:08x}"
            )
            start = None
    marks = "".join(ranges)
    return re.compile(rf"\w(?:[\w{marks}]|'(?=\w))*%?")  # "5%" is not "5"


def fuzzy_match(p: PreparedSource, key: str, lo: int = 0, hi: int | None = None):
    """Guarded fuzzy match of ``key`` in ``p.norm[lo:hi]``: ((start, end, norm_end), score) or a
    reason. rapidfuzz proposes a window (from the quote's head, else its tail, when the quote is
    long); the word alignment decides. When a close window fails (a near-duplicate passage may
    be elsewhere), the rest of the source is searched again, a bounded number of times."""
    tok_re = token_re()
    q = tok_re.findall(key)
    if len(q) < FUZZY_MIN_WORDS:
        return f"no exact match, and too short for fuzzy matching (<{FUZZY_MIN_WORDS} words)"
    hi = len(p.norm) if hi is None else min(hi, len(p.norm))
    n = len(key)
    needles = (
        [("all", key)]
        if n <= _PLACE_CHARS
        else [("head", key[:_PLACE_CHARS]), ("tail", key[-_PLACE_CHARS:])]
    )
    reason = "no similar passage in the source"
    for side, needle in needles:
        todo = [(lo, hi)]
        for _ in range(_FUZZY_ATTEMPTS if side != "tail" else 1):
            if not todo:
                break
            a, b = todo.pop(0)
            al = fuzz.partial_ratio_alignment(needle, p.norm[a:b], score_cutoff=_FUZZY_PLACE_CUTOFF)
            if al is None:
                continue
            ds, de = a + al.dest_start, a + al.dest_end
            if len(needle) > b - a:
                ds, de = a, b
            ws, we = {"all": (ds, de), "head": (ds, ds + n), "tail": (de - n, de)}[side]
            res = _align_window(p, q, key, max(lo, ws), min(hi, we), lo, hi, tok_re)
            if isinstance(res, tuple):
                return res
            reason = res
            if al.score >= _FUZZY_RETRY_SCORE:
                todo += [r for r in ((a, ds), (de, b)) if r[1] - r[0] >= len(needle) // 2]
    return reason


def _align_window(
    p: PreparedSource,
    q: list[str],
    key: str,
    ws: int,
    we: int,
    lo: int,
    hi: int,
    tok_re: re.Pattern,
):
    hay = p.norm
    slack = 40 + len(key) // 4
    ws, we = max(lo, ws - slack), min(hi, we + slack)
    while ws > lo and hay[ws - 1].isalnum():
        ws -= 1
    while we < hi and hay[we].isalnum():
        we += 1
    toks = [(m.group(), m.start(), m.end()) for m in tok_re.finditer(hay, ws, we)]
    s = [t[0] for t in toks]
    joined = [
        j > 0 and len(gap := hay[toks[j - 1][2] : toks[j][1]]) <= 2 and " " not in gap
        for j in range(len(toks))
    ]  # "half-back", "u.s.-mexico", "sons/daughters"
    res = _align(q, s, [_critical(w) for w in s], joined)
    if res is None:
        return "no passage with the quote's words in order (numbers and negations exact)"
    a, b, typos, skips = res
    ne = toks[b][2]
    start, end = p.span(toks[a][1], ne)
    score = (len(q) - 0.5 * typos) / (len(q) + skips)
    return (start, end, ne), score
