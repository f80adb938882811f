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

import itertools
import re
from dataclasses import dataclass, replace
from enum import StrEnum

from reviewer.locate.antonyms import MODIFIERS
from reviewer.locate.fold import (
    PreparedSource,
    cuts,
    expand_to_sentence,
    fold_with_map,
    normalize,
    strip_edges,
)
from reviewer.locate.fuzzy import FUZZY_MIN_WORDS, critical, fuzzy_match, token_re
from reviewer.model import Grounding

FRAGMENT_MAX_GAP = 2000  # folded characters allowed between two consecutive fragments
FRAGMENT_MIN_CHARS = 8  # an elided quote needs one fragment this long (every fragment is checked)
INSERT_MAX_GAP = 80  # folded characters a bracketed insertion ([the company]) may stand for
GAP_MODIFIER_WORDS = 4  # a gap this short may not cut a modifier or an antonym-pair word
_MAX_PLACEMENTS = 64  # complete placements of an elided quote compared (the tightest wins)
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


def prepare(source: str) -> PreparedSource:
    """``source`` folded, to reuse for every quote of that source (not cached here: a check keeps
    the prepared form of each of its sources, ``SourceIndexes.prepared``)."""
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


# -- editorial marks and fragments -----------------------------------------------------------------

_SIC = re.compile(r" ?[\[(] ?sic ?!? ?[\])]")
_ATTACHED = re.compile(r"(?<=\w)\[(\w{1,12})\]|\[(\w{1,12})\](?=\w)")  # "[T]he", "studie[s]"
_DOUBLED = re.compile(r"\b(\w+)(?: \1\b)+")
_SEP = re.compile(
    r" ?(?:(?P<el>\[ ?\.{3,} ?\]|\( ?\.{3,} ?\)|\.{3,})|(?P<ins>\[[^\[\]]{1,100}\]|\[\]))[ ,;:]?"
)
_LITERAL = re.compile(r"\d|\b(?:not|no|never|none|nor|without|cannot)\b|n't")
_ELISION = _SEP  # kept name: any elision or bracketed insertion splits a quote


def clean(folded_quote: str) -> tuple[str, str]:
    """(the quote without ``[sic]`` and with attached brackets unwrapped ("[T]he" → "the"),
    the same with doubled words collapsed — never a doubled negation or number)."""
    out = _SIC.sub("", folded_quote)
    out = _ATTACHED.sub(lambda m: m.group(1) or m.group(2), out)
    collapsed = _DOUBLED.sub(
        lambda m: m.group(0) if critical(m.group(1)) or m.group(0).count(" ") > 1 else m.group(1),
        out,
    )  # a word written twice, never a negation or number, never a word tripled
    return out, collapsed


def split_quote(text: str) -> tuple[list[str], list[str]]:
    """(fragments, separators): ``separators[i]`` ("el" an elision, else the bracketed
    insertion itself) sits between ``fragments[i]`` and ``fragments[i + 1]``; leading and trailing
    separators are dropped with their (empty) fragments."""
    frags, seps, last = [], [], 0
    for m in _SEP.finditer(text):
        if m.group("ins") is not None and _LITERAL.search(m.group("ins")):
            continue  # "[43]", "[not]": numbers and negations are never editorial
        frags.append(text[last : m.start()])
        seps.append("el" if m.group("el") is not None else m.group("ins"))
        last = m.end()
    frags.append(text[last:])
    out_f: list[str] = []
    out_s: list[str] = []
    pending: set[str] = set()
    for i, f in enumerate(frags):
        f = strip_edges(f)
        if any(c.isalnum() for c in f):
            if out_f:
                out_s.append("el" if "el" in pending else " ".join(sorted(pending)))
            out_f.append(f)
            pending = set()
        if i < len(seps):
            pending.add(seps[i])
    return out_f, out_s


def elision_change(gap: str, lead: str = "") -> str | None:
    """Why cutting ``gap`` (source text between two fragments) changes the meaning:
    it holds a negation or a number, or — in a short gap — a meaning modifier, most of them
    words of an antonym pair ("the drug was [not] effective", "[less] effective", "[only] 5").
    ``lead`` is the source text just before the gap (a sentence end there makes a capital
    letter no sign of a name)."""
    toks = token_re().findall(gap)
    for t in toks:
        if critical(t.casefold()):
            return f"the elision cuts {t!r} (a negation or a number) out of the source"
    if len(toks) <= GAP_MODIFIER_WORDS:
        for m in token_re().finditer(gap):
            t = m.group()
            before = (gap[: m.start()].rstrip() or lead.rstrip())[-1:]
            if t.casefold() in MODIFIERS and (t.islower() or before in ".!?:;"):
                # a capitalised modifier mid-sentence is a name ("Thomas More")
                return f"the elision cuts {t!r} (a word that changes the meaning) out of the source"
    return None


def _fragments(p: PreparedSource, frags: list[str], seps: list[str]) -> Location | str:
    if max(len(f) for f in frags) < FRAGMENT_MIN_CHARS:
        return f"every elided fragment is shorter than {FRAGMENT_MIN_CHARS} characters"
    budget = [2000]

    def place(i: int, lo: int, hi: int | None):
        """Yield (spans, fuzzy_used) for fragments i.. placed from folded ``lo``."""
        if i == len(frags):
            yield [], False
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
            nxt = None
            if i + 1 < len(frags):
                gap = FRAGMENT_MAX_GAP if seps[i] == "el" else INSERT_MAX_GAP
                nxt = ne + gap + len(frags[i + 1])
            for spans, fz_rest in place(i + 1, ne, nxt):
                yield [span, *spans], fz or fz_rest

    best = None
    for n, (spans, fz) in enumerate(place(0, 0, None)):
        width = spans[-1][1] - spans[0][0]
        if best is None or width < best[0]:
            best = (width, spans, fz)
        if n >= _MAX_PLACEMENTS or width <= sum(map(len, frags)) * 2:
            break
    if best is None:
        return "the elided fragments are not all in the source, in order and close together"
    _, spans, fz = best
    for (_, a), (b, _) in itertools.pairwise(spans):
        # the tightest placement cuts meaning out: never settle for a looser one
        change = elision_change(p.text[a:b], p.text[max(0, a - 8) : a])
        if change:
            return MEANING + change
    for (_, a), (b, _), sep in zip(spans, spans[1:], seps):
        gap = normalize(p.text[a:b])
        if sep != "el" and gap.startswith("[") and gap.endswith("]") and gap != normalize(sep):
            return MEANING + f"the source's own bracketed text {p.text[a:b].strip()!r} differs"
    status = Grounding.FUZZY if fz else Grounding.LOCATED
    return _found(p, spans, Tier.FRAGMENTS, 1.0, status)


MEANING = "meaning changed: "


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
        return _unlocated("empty quote: no words")
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
    marked, cleaned = clean(folded_quote)
    doubled = cleaned != marked
    frags, seps = split_quote(cleaned)
    if not frags:
        return _unlocated("empty quote: only editorial marks")
    reason = None
    if len(frags) == 1 and frags[0] != key:
        for _, _, start, end in _find_folded(p, frags[0]):
            status = Grounding.FUZZY if doubled else Grounding.LOCATED
            return _found(p, [(start, end)], Tier.NORMALIZED, 0.95 if doubled else 1.0, status)
    elif len(frags) > 1:
        got = _fragments(p, frags, seps)
        if isinstance(got, Location):
            if doubled and got.status == Grounding.LOCATED:
                got = replace(got, status=Grounding.FUZZY, score=0.95)
            return got
        if got.startswith(MEANING):
            return _unlocated(got)
        reason = got
    keys = [" ".join(split_quote(marked)[0])]  # the aligner skips doubled words itself
    if any(k != "el" for k in seps) or marked != key:
        keys.append(strip_edges(_SEP.sub(lambda m: " " if m.group("el") else m.group(0), marked)))
    for k in dict.fromkeys(keys):
        got = fuzzy_match(p, k)
        if isinstance(got, tuple):
            (start, end, _), score = got
            return _found(p, [(start, end)], Tier.FUZZY, score, Grounding.FUZZY)
        reason = reason or got
    return _unlocated(reason or "no similar passage in the source")


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
