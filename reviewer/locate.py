"""Locate a quote in its source (Contract 1 of DESIGN.md).

``locate_quote(quote, source)`` tries, cheapest first:

1. **exact** – the quote occurs verbatim;
2. **normalized** – it occurs after folding both texts (``reviewer.locate_text``: Unicode
   compatibility folding, case, whitespace and line breaks, quotation marks, dashes and minus,
   ellipsis, NBSP, zero-width characters, soft hyphens); offsets map back to the original;
3. **fragments** – a quote elided with ``...``, ``…``, ``[…]``: every fragment is found (tiers
   1–2, or the guarded fuzzy tier for a fragment of 5+ words) in order, each within
   ``FRAGMENT_MAX_GAP`` characters of the previous one, and at least one fragment has 8+
   characters; the span runs from the first fragment to the last;
4. **fuzzy** – quotes of 5+ words: rapidfuzz places the best window, then the quote's words
   are aligned in order to the source's words. Every quote word must match a source word,
   exactly or as a small typo; a few source words may be skipped (a dropped word). Words that
   carry a number (digits or number words) and negations must match exactly and may not be
   skipped or added. The span is the source's own text, from the first matched word to the last.

A span edge never splits a word or a number (``"2"`` is not located in ``"2.5"``). Statuses
are ``Grounding`` values: exact/normalized/fragments → ``located``, fuzzy → ``fuzzy``
(a fuzzy fragment makes the whole quote fuzzy), otherwise ``unlocated`` with a ``reason``.
``locate_quote`` never raises on str input.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import numpy as np  # noqa: F401  (PreparedSource.origin)
from rapidfuzz import fuzz
from rapidfuzz.distance import OSA

from reviewer.locate_text import cuts, expand_to_sentence, fold_with_map, normalize, strip_edges
from reviewer.model import Grounding

__all__ = [
    "Location", "PreparedSource", "Tier", "expand_to_sentence", "locate_anchor", "locate_quote",
    "normalize", "prepare",
]

FRAGMENT_MAX_GAP = 2000  # folded characters allowed between two consecutive fragments
FUZZY_MIN_WORDS = 5
FRAGMENT_MIN_CHARS = 8
_MAX_OCCURRENCES = 500  # occurrences of one needle examined before giving up
_FUZZY_PLACE_CUTOFF = 50  # rapidfuzz partial ratio below which no window is proposed
_FUZZY_RETRY_SCORE = 75  # a failed window this close: search the rest of the source again
_FUZZY_ATTEMPTS = 3


class Tier(StrEnum):
    EXACT = "exact"
    NORMALIZED = "normalized"
    FRAGMENTS = "fragments"
    FUZZY = "fuzzy"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Location:
    """Where a quote sits in a source. ``source[start:end] == text`` unless unlocated.

    ``spans`` lists the matched pieces (one, or one per fragment of an elided quote);
    ``score`` is 1.0 for exact/normalized/fragment matches, the word agreement for fuzzy ones,
    0.0 when unlocated; ``reason`` says why a quote was not located.
    """

    status: Grounding
    start: int | None = None
    end: int | None = None
    tier: Tier = Tier.NONE
    score: float = 0.0
    text: str = ""
    spans: tuple[tuple[int, int], ...] = ()
    reason: str = ""

    @property
    def found(self) -> bool:
        return self.start is not None


@dataclass(frozen=True, slots=True, eq=False)
class PreparedSource:
    """A source with its folded form computed once; reuse it for every quote of that source."""

    text: str
    norm: str
    origin: np.ndarray  # origin[i] = index in ``text`` of the character that produced norm[i]

    def span(self, ns: int, ne: int) -> tuple[int, int]:
        """Original offsets of the folded span ``norm[ns:ne]`` (``ne > ns``)."""
        return int(self.origin[ns]), int(self.origin[ne - 1]) + 1


@lru_cache(maxsize=16)
def prepare(source: str) -> PreparedSource:
    """Fold ``source`` once (cached for the 16 most recent sources)."""
    if isinstance(source, PreparedSource):
        return source
    source = source if isinstance(source, str) else str(source)
    norm, origin = fold_with_map(source)
    return PreparedSource(source, norm, origin)


def _unlocated(reason: str) -> Location:
    return Location(Grounding.UNLOCATED, reason=reason)


def _found(p: PreparedSource, spans: list[tuple[int, int]], tier: Tier, score: float,
           status: Grounding = Grounding.LOCATED) -> Location:
    start, end = spans[0][0], spans[-1][1]
    return Location(status, start, end, tier, round(score, 4), p.text[start:end], tuple(spans))


def _occurrences(hay: str, needle: str, lo: int = 0, hi: int | None = None):
    hi = len(hay) if hi is None else min(hi, len(hay))
    i, seen = hay.find(needle, lo, hi), 0
    while i != -1 and seen < _MAX_OCCURRENCES:
        yield i
        seen += 1
        i = hay.find(needle, i + 1, hi)


def _find_exact(text: str, quote: str) -> tuple[int, int] | None:
    for i in _occurrences(text, quote):
        if not (cuts(text, i) or cuts(text, i + len(quote))):
            return i, i + len(quote)
    return None


def _find_folded(p: PreparedSource, key: str, lo: int = 0, hi: int | None = None):
    """Folded-tier matches of ``key`` in ``p.norm[lo:hi]``: (ns, ne, start, end) candidates."""
    for ns in _occurrences(p.norm, key, lo, hi):
        ne = ns + len(key)
        if cuts(p.norm, ns) or cuts(p.norm, ne):
            continue
        start, end = p.span(ns, ne)
        if normalize(p.text[start:end]) == key:  # guards expansions split by the match edge
            yield ns, ne, start, end


# -- fuzzy ---------------------------------------------------------------------------------------

_NEGATIONS = frozenset(
    "not no never none nor neither nobody nothing nowhere without cannot non nope nay "
    "hardly barely scarcely seldom rarely lack lacks lacked lacking absent fail fails failed".split()
)
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty "
    "ninety hundred thousand million billion trillion first second third fourth fifth sixth "
    "seventh eighth ninth tenth half twice double triple once dozen dozens percent".split()
)
_NEG_PREFIXES = ("un", "in", "im", "il", "ir", "non", "dis", "a", "anti", "mis")


def _critical(tok: str) -> bool:
    """A word whose change flips meaning: it carries a number or a negation."""
    return (
        any(c.isdigit() for c in tok) or tok in _NUMBER_WORDS or tok in _NEGATIONS
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
    j-1, so skipping both costs one skip. Returns (first, last, typos, skips) or None."""
    n, m = len(q), len(s)
    tmax, kmax, total = _budgets(n)
    layer: dict[tuple[int, int], int] = {}
    for j in range(m):
        r = _pair(q[0], s[j])
        if r is not None and r <= tmax:
            layer[(j, 0)] = r
    first = {key: key[0] for key in layer}
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
                r = _pair(q[i], s[jj])
                if r is None or t + r > tmax or t + r + k + cost > total:
                    continue
                key = (jj, k + cost)
                if key not in nxt or t + r < nxt[key]:
                    nxt[key], nfirst[key] = t + r, first[(j, k)]
        if not nxt:
            return None
        layer, first = nxt, nfirst
    (j, k), t = min(layer.items(), key=lambda kv: (kv[1] + kv[0][1], kv[0][1]))
    return first[(j, k)], j, t, k


@lru_cache(maxsize=1)
def _token_re() -> re.Pattern:
    """Words: runs of word characters and combining marks (all scripts), inner apostrophes,
    a trailing percent sign."""
    ranges, start = [], None
    for cp in range(0x300, 0x20000):
        mark = unicodedata.category(chr(cp))[0] == "M"
        if mark and start is None:
            start = cp
        elif not mark and start is not None:
            ranges.append(f"\\u{start:04x}-\\u{cp - 1:04x}" if cp - 1 <= 0xFFFF else f"\\U{start:08x}-\\U{cp - 1:08x}")
            start = None
    marks = "".join(ranges)
    return re.compile(rf"\w(?:[\w{marks}]|'(?=\w))*%?")  # "5%" is not "5"


def _fuzzy(p: PreparedSource, key: str, lo: int = 0, hi: int | None = None):
    """Guarded fuzzy match of ``key`` in ``p.norm[lo:hi]``: ((start, end, norm_end), score) or a
    reason. rapidfuzz proposes a window; the word alignment decides. When a close window fails
    (a near-duplicate passage elsewhere may be the real one), the rest is searched again."""
    tok_re = _token_re()
    q = tok_re.findall(key)
    if len(q) < FUZZY_MIN_WORDS:
        return f"no exact match, and too short for fuzzy matching (<{FUZZY_MIN_WORDS} words)"
    hi = len(p.norm) if hi is None else min(hi, len(p.norm))
    todo, reason = [(lo, hi)], "no similar passage in the source"
    for _ in range(_FUZZY_ATTEMPTS):
        if not todo:
            break
        a, b = todo.pop(0)
        al = fuzz.partial_ratio_alignment(key, p.norm[a:b], score_cutoff=_FUZZY_PLACE_CUTOFF)
        if al is None:
            continue
        ws, we = (a, b) if len(key) > b - a else (a + al.dest_start, a + al.dest_end)
        res = _align_window(p, q, key, ws, we, a, b, tok_re)
        if isinstance(res, tuple):
            return res
        reason = res
        if al.score >= _FUZZY_RETRY_SCORE:
            todo += [r for r in ((a, ws), (we, b)) if r[1] - r[0] >= len(key) // 2]
    return reason


def _align_window(p: PreparedSource, q: list[str], key: str, ws: int, we: int, lo: int, hi: int,
                  tok_re: re.Pattern):
    hay = p.norm
    slack = 40 + len(key) // 4
    ws, we = max(lo, ws - slack), min(hi, we + slack)
    while ws > lo and hay[ws - 1].isalnum():
        ws -= 1
    while we < hi and hay[we].isalnum():
        we += 1
    toks = [(m.group(), m.start(), m.end()) for m in tok_re.finditer(hay, ws, we)]
    s = [t[0] for t in toks]
    joined = [j > 0 and len(gap := hay[toks[j - 1][2]:toks[j][1]]) <= 2 and " " not in gap
              for j in range(len(toks))]  # "half-back", "u.s.-mexico", "sons/daughters"
    res = _align(q, s, [_critical(w) for w in s], joined)
    if res is None:
        return "no passage with the quote's words in order (numbers and negations exact)"
    a, b, typos, skips = res
    ne = toks[b][2]
    start, end = p.span(toks[a][1], ne)
    score = (len(q) - 0.5 * typos) / (len(q) + skips)
    return (start, end, ne), score


# -- fragments -----------------------------------------------------------------------------------

_ELISION = re.compile(r" ?(?:\[ ?\.{3,} ?\]|\( ?\.{3,} ?\)|\.{3,}) ?")


def _fragments(p: PreparedSource, folded_quote: str) -> Location | str | None:
    frags = [strip_edges(f) for f in _ELISION.split(folded_quote)]
    frags = [f for f in frags if f]
    if len(frags) < 2:
        return None
    if not all(any(c.isalnum() for c in f) for f in frags):
        return "an elided fragment has no words"
    if max(len(f) for f in frags) < FRAGMENT_MIN_CHARS:
        return f"every elided fragment is shorter than {FRAGMENT_MIN_CHARS} characters"
    budget = [2000]

    def place(i: int, lo: int, hi: int | None):
        """Yield (norm_end, spans, fuzzy_used) for fragments i.. placed from ``lo``."""
        if i == len(frags):
            yield lo, [], False
            return
        cands = [(ne, (a, b), False) for _, ne, a, b in _find_folded(p, frags[i], lo, hi)]
        if not cands:
            got = _fuzzy(p, frags[i], lo, hi) if len(_token_re().findall(frags[i])) >= FUZZY_MIN_WORDS else None
            if isinstance(got, tuple):
                (a, b, ne), _ = got
                cands = [(ne, (a, b), True)]
        for ne, span, fz in cands:
            budget[0] -= 1
            if budget[0] < 0:
                return
            for end, spans, fz_rest in place(i + 1, ne, ne + FRAGMENT_MAX_GAP + len(frags[i + 1]) if i + 1 < len(frags) else None):
                yield end, [span, *spans], fz or fz_rest

    for _, spans, fz in place(0, 0, None):
        status = Grounding.FUZZY if fz else Grounding.LOCATED
        return _found(p, spans, Tier.FRAGMENTS, 1.0, status)
    return "the elided fragments are not all in the source, in order and close together"


# -- public API ----------------------------------------------------------------------------------


def locate_quote(quote: str, source: str | PreparedSource) -> Location:
    """Where ``quote`` occurs in ``source`` (a str or a ``prepare``d source); never raises."""
    try:
        return _locate(quote, source)
    except Exception as exc:  # pragma: no cover - a last line of defence for the contract
        return _unlocated(f"could not locate: {type(exc).__name__}")


def _locate(quote: str, source: str | PreparedSource) -> Location:
    quote = quote if isinstance(quote, str) else str(quote)
    text = source.text if isinstance(source, PreparedSource) else str(source)
    folded_quote = fold_with_map(quote)[0]
    key = strip_edges(folded_quote)
    if not any(c.isalnum() for c in key):
        return _unlocated("empty quote")
    if not text.strip():
        return _unlocated("empty source")
    stripped = quote.strip()
    hit = _find_exact(text, stripped)
    p = source if isinstance(source, PreparedSource) else None
    if hit is not None:
        return Location(Grounding.LOCATED, hit[0], hit[1], Tier.EXACT, 1.0, text[hit[0]:hit[1]], (hit,))
    p = p or prepare(text)
    for _, _, start, end in _find_folded(p, key):
        return _found(p, [(start, end)], Tier.NORMALIZED, 1.0)
    reason = None
    if _ELISION.search(folded_quote):
        got = _fragments(p, folded_quote)
        if isinstance(got, Location):
            return got
        reason = got
    got = _fuzzy(p, key)
    if isinstance(got, tuple):
        (start, end, _), score = got
        return _found(p, [(start, end)], Tier.FUZZY, score, Grounding.FUZZY)
    return _unlocated(reason or got)


def locate_anchor(anchor: str, source: str | PreparedSource) -> Location:
    """Locate a short anchor phrase and widen it to the whole source sentence containing it.

    The returned ``start``/``end``/``text`` are the sentence's; ``spans`` keeps the anchor's
    own span. An anchor occurring several times is placed at its first occurrence and its
    ``reason`` says how many there are.
    """
    loc = locate_quote(anchor, source)
    if loc.start is None:
        return loc
    p = source if isinstance(source, PreparedSource) else prepare(str(source))
    start, end = expand_to_sentence(p.text, loc.start, loc.end)
    key = normalize(anchor)
    n = p.norm.count(key) if key else 0
    reason = f"anchor occurs {n} times; first occurrence used" if n > 1 else ""
    return Location(loc.status, start, end, loc.tier, loc.score, p.text[start:end], loc.spans, reason)
