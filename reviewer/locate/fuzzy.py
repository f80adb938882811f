"""The guarded fuzzy tier of ``reviewer.locate`` (see its module doc).

rapidfuzz proposes a window; then every quote word must be aligned, in order, to a source
word: equal, or spelling noise (OSA distance 1 — in a word of one or two letters only when the
quote's word is not itself a word of the source — or 2 in a long word with the same first
letter). A few source words may be skipped (a dropped word; a hyphen/slash compound counts
once), a doubled quote word may be skipped, and two quote words may make one source word (a
word split by a hyphen or a line break). Spelling noise never covers meaning: words carrying
a number (digits, "5%", number words) or a negation must match exactly and may not be skipped;
an antonym ("minimum" for "maximum", ``reviewer.locate.antonyms``) or a different capitalised
name that the source uses elsewhere ("Jones" for "Smith") rejects the pairing; a meaning
modifier ("less", "only") of the source may not be skipped.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import TYPE_CHECKING

from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from reviewer.lexicon import QUOTE_NEGATIONS, QUOTE_NUMBER_WORDS
from reviewer.locate.antonyms import MODIFIERS, in_pair, opposed

if TYPE_CHECKING:
    from reviewer.locate.fold import PreparedSource

FUZZY_MIN_WORDS = 5
_FUZZY_PLACE_CUTOFF = 50  # rapidfuzz partial ratio below which no window is proposed
_FUZZY_RETRY_SCORE = 85  # a failed window this close: search the rest of the source again
_FUZZY_ATTEMPTS = 3  # placements tried per needle
_PLACE_CHARS = 240  # a longer quote is placed by its head (then its tail): bounded rapidfuzz cost
_MAX_DOUBLED = 12  # longest run of quote words skipped as a doubled run


NEGATIONS, NUMBER_WORDS = QUOTE_NEGATIONS, QUOTE_NUMBER_WORDS
_NEGATIONS, _NUMBER_WORDS = NEGATIONS, NUMBER_WORDS
_NEG_PREFIXES = ("un", "in", "im", "il", "ir", "non", "dis", "a", "anti", "mis")


@lru_cache(maxsize=65536)
def critical(tok: str) -> bool:
    """A word whose change flips meaning: it carries a number or a negation."""
    return (
        any(c.isdigit() for c in tok)
        or tok in _NUMBER_WORDS
        or tok in _NEGATIONS
        or tok.endswith("n't")
    )


_critical = critical


def unskippable(tok: str) -> bool:
    """A source word a quote may not silently leave out: a number, a negation, a modifier."""
    return critical(tok) or tok in MODIFIERS


@lru_cache(maxsize=65536)
def _pair(q: str, s: str) -> int | None:
    """0 if the words are equal, 1 if ``q`` is a plausible typo of ``s``, 2 if it is one only
    when ``q`` is not a word of the source (a short word), else None."""
    if q == s:
        return 0
    if _critical(q) or (_critical(s) and (len(s) < 5 or s in _NEGATIONS or s.endswith("n't"))):
        return None  # a typo may hit a long number word ("firts"), never a number or a negation
    if any(c.isdigit() for c in s) or opposed(q, s):
        return None
    if min(len(q), len(s)) <= 4 and in_pair(q):
        return None  # "she" for "the" is another word, not a typo
    short, long_ = sorted((q, s), key=len)
    if len(short) >= 5 and short[0] != short[1] and any(long_ == p + short for p in _NEG_PREFIXES):
        return None  # "atypical" is not a typo of "typical" (but "ppointed" is one of "appointed")
    d = OSA.distance(q, s, score_cutoff=2)
    if d <= 1 and len(short) >= 3:
        return 1
    if d <= 1 and len(long_) >= 2 and short.isalpha() and long_.isalpha():
        return 2
    if d == 2 and len(long_) >= 7 and len(short) >= 5 and q[0] == s[0]:
        return 1
    return None


def source_words(p: PreparedSource) -> tuple[frozenset[str], frozenset[str]]:
    """(every folded word of the source, its names): a name is a word the source writes
    capitalised and never in lower case. Worked out once per prepared source (kept in it)."""
    got = p.memo.get("words")
    if got is None:
        got = p.memo["words"] = _source_words(p)
    return got


def _source_words(p: PreparedSource) -> tuple[frozenset[str], frozenset[str]]:
    tok_re = token_re()
    vocab = frozenset(tok_re.findall(p.norm))
    caps, lower = set(), set()
    for w in set(tok_re.findall(p.text)):
        (caps if w[0].isupper() else lower).add(w.casefold())
    return vocab, frozenset(caps - lower)


def _budgets(n: int) -> tuple[int, int, int]:
    """(max typo words, max skipped words, max of both together) for n quote words."""
    typos = (1 if n < 8 else 2) + n // 25
    skips = (1 if n < 16 else 2) + n // 30
    return typos, skips, max(1, n // 4)


def _align(q, s, bad, joined, ok_pair, qjoined=None):
    """Best in-order alignment of every quote word to source words (see module doc).

    ``bad[j]``: source word j may not be skipped; ``joined[j]``: it is hyphen-joined to word
    j-1, so skipping both costs one skip, and a quote word may equal the two together (a word
    hyphenated at a line break, "treat-\\nment"); ``qjoined[i]``: quote word i is joined to
    word i-1 the same way, so the two may equal one source word. ``ok_pair(i, j)`` gives the
    typo cost of quote word i on source word j (None: no pairing). Returns (first, last, typos,
    skips) or None."""
    n, m = len(q), len(s)
    qjoined = qjoined or [False] * n
    tmax, kmax, total = _budgets(n)

    def matches(i: int, j: int):
        """(quote words used, last source word used, typo cost) for quote word i at source j."""
        r = ok_pair(i, j)
        if r is not None:
            yield 1, j, r
        if j + 1 < m and joined[j + 1] and q[i] == s[j] + s[j + 1]:
            yield 1, j + 1, 0
        if i + 1 < n and (qjoined[i + 1] or len(q[i]) + len(q[i + 1]) >= 7) and q[i] + q[i + 1] == s[j]:
            yield 2, j, 0

    doubles = [
        [
            size
            for size in range(1, min(i, n - i, _MAX_DOUBLED) + 1)
            if q[i : i + size] == q[i - size : i]
            and (i < 2 * size or q[i - 2 * size : i - size] != q[i : i + size])  # not tripled
            and not any(w in _NEGATIONS for w in q[i : i + size])
        ]
        for i in range(n)
    ]  # doubles[i]: sizes of a run starting at quote word i that repeats the run before it
    # layers[i]: {(last source word, skips): (typos, first source word)} after i quote words
    layers: list[dict] = [dict() for _ in range(n + 1)]

    def put(i, key, t, first):
        cur = layers[i].get(key)
        if cur is None or t < cur[0]:
            layers[i][key] = (t, first)

    for j in range(m):
        for used, jl, r in matches(0, j):
            if r <= tmax:
                put(used, (jl, 0), r, j)
    for i in range(1, n):
        layer = layers[i]
        if not layer:
            continue
        for (j, k), (t, first) in list(layer.items()):
            if k + 1 <= kmax and t + k + 1 <= total:
                for size in doubles[i]:  # a doubled word or run ("D.C. D.C.")
                    put(i + size, (j, k + 1), t, first)
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
                for used, jl, r in matches(i, jj):
                    if t + r > tmax or t + r + k + cost > total:
                        continue
                    put(i + used, (jl, k + cost), t + r, first)
        layers[i] = {}  # free as we go
    if not layers[n]:
        return None
    (j, k), (t, first) = min(layers[n].items(), key=lambda kv: (kv[1][0] + kv[0][1], kv[0][1]))
    return first, j, t, k


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


def _tokens(text: str, tok_re: re.Pattern, lo: int = 0, hi: int | None = None):
    """(words, joined flags) of ``text[lo:hi]``: joined[j] when word j touches word j-1
    through at most two non-space characters ("half-back", "u.s.-mexico", "sons/daughters")."""
    hi = len(text) if hi is None else hi
    toks = [(m.group(), m.start(), m.end()) for m in tok_re.finditer(text, lo, hi)]
    joined = [
        j > 0 and len(gap := text[toks[j - 1][2] : toks[j][1]]) <= 2 and " " not in gap
        for j in range(len(toks))
    ]
    return toks, joined


def fuzzy_match(p: PreparedSource, key: str, lo: int = 0, hi: int | None = None):
    """Guarded fuzzy match of ``key`` in ``p.norm[lo:hi]``: ((start, end, norm_end), score) or a
    reason. rapidfuzz proposes a window (from the quote's head, else its tail, when the quote is
    long); the word alignment decides. When a close window fails (a near-duplicate passage may
    be elsewhere), the rest of the source is searched again, a bounded number of times."""
    tok_re = token_re()
    qtoks, qjoined = _tokens(key, tok_re)
    q = [t[0] for t in qtoks]
    if len(q) < FUZZY_MIN_WORDS:
        return f"no exact match, and too short for fuzzy matching (<{FUZZY_MIN_WORDS} words)"
    hi = len(p.norm) if hi is None else min(hi, len(p.norm))
    n = len(key)
    if n > 2 * (hi - lo) + 40:
        return "the quote is longer than the source"
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
            res = _align_window(p, q, qjoined, key, max(lo, ws), min(hi, we), lo, hi, tok_re)
            if isinstance(res, tuple):
                return res
            reason = res
            if al.score >= _FUZZY_RETRY_SCORE:
                todo += [r for r in ((a, ds), (de, b)) if r[1] - r[0] >= len(needle) // 2]
    return reason


def _align_window(p, q, qjoined, key, ws, we, lo, hi, tok_re):
    hay = p.norm
    slack = 40 + len(key) // 4
    ws, we = max(lo, ws - slack), min(hi, we + slack)
    while ws > lo and hay[ws - 1].isalnum():
        ws -= 1
    while we < hi and hay[we].isalnum():
        we += 1
    toks, joined = _tokens(hay, tok_re, ws, we)
    s = [t[0] for t in toks]
    vocab, names = source_words(p)

    def ok_pair(i: int, j: int) -> int | None:
        r = _pair(q[i], s[j])
        if r == 2:
            return None if q[i] in vocab else 1  # "og" for "of", never "on" for "in"
        if r == 1 and q[i] in names:
            return None  # another name of the source, not a misspelling
        return r

    res = _align(q, s, [unskippable(w) for w in s], joined, ok_pair, qjoined)
    if res is None:
        return (
            "no passage with the quote's words in order (numbers, negations, antonyms and "
            "names exact)"
        )
    a, b, typos, skips = res
    ne = toks[b][2]
    start, end = p.span(toks[a][1], ne)
    score = (len(q) - 0.5 * typos) / (len(q) + skips)
    return (start, end, ne), score
