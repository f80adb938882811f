"""Locate a quote in its source (Contract 1 of DESIGN.md).

``locate_quote(quote, source)`` tries, cheapest first:

1. **exact** – the quote occurs verbatim;
2. **normalized** – it occurs after folding both texts (``reviewer.locate.fold``: Unicode
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
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import numpy as np

from reviewer.locate.fuzzy import FUZZY_MIN_WORDS, fuzzy_match, token_re
from reviewer.locate.fold import PreparedSource, cuts, expand_to_sentence, fold_with_map, normalize, strip_edges
from reviewer.model import Grounding

__all__ = [
    "Location",
    "PreparedSource",
    "Tier",
    "expand_to_sentence",
    "locate_anchor",
    "locate_quote",
    "normalize",
    "prepare",
]

FRAGMENT_MAX_GAP = 2000  # folded characters allowed between two consecutive fragments
FRAGMENT_MIN_CHARS = 8
_MAX_OCCURRENCES = 500  # occurrences of one needle examined before giving up


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


def _found(
    p: PreparedSource,
    spans: list[tuple[int, int]],
    tier: Tier,
    score: float,
    status: Grounding = Grounding.LOCATED,
) -> Location:
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
            got = None
            if len(token_re().findall(frags[i])) >= FUZZY_MIN_WORDS and budget[0] > 0:
                budget[0] -= 25  # a fuzzy placement costs far more than a find
                got = fuzzy_match(p, frags[i], lo, hi)
            if isinstance(got, tuple):
                (a, b, ne), _ = got
                cands = [(ne, (a, b), True)]
        for ne, span, fz in cands:
            budget[0] -= 1
            if budget[0] < 0:
                return
            for end, spans, fz_rest in place(
                i + 1, ne, ne + FRAGMENT_MAX_GAP + len(frags[i + 1]) if i + 1 < len(frags) else None
            ):
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
    except Exception as exc:  # noqa: BLE001 - never raises (Contract 1); a last line of defence
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
        return Location(
            Grounding.LOCATED, hit[0], hit[1], Tier.EXACT, 1.0, text[hit[0] : hit[1]], (hit,)
        )
    p = p or prepare(text)
    for _, _, start, end in _find_folded(p, key):
        return _found(p, [(start, end)], Tier.NORMALIZED, 1.0)
    reason = None
    if _ELISION.search(folded_quote):
        got = _fragments(p, folded_quote)
        if isinstance(got, Location):
            return got
        reason = got
    got = fuzzy_match(p, key)
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
    return Location(
        loc.status, start, end, loc.tier, loc.score, p.text[start:end], loc.spans, reason
    )
