"""Per-source preparation for the offline judges, done once per source text.

A source is tokenised once (stemmed content tokens with their offsets), cut into sentence spans,
and indexed: where each token occurs (stream positions and sentence spans), its document frequency
over the sentences, its bigrams, its numbers and the words around each number. A claim touches
only the places its own tokens occur: it costs about the same against a 1 KB or a 100 KB source.

``build_index(text)`` builds one (uncached); a check keeps the indexes of its sources in a
per-run ``reviewer.judges.indexes.SourceIndexes`` shared by the judges and the contradiction check.
"""

from __future__ import annotations

import math
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import pairwise

from reviewer.text import (
    _WORD_RE,
    Measure,
    Span,
    _content_word,
    _offset_word,
    measures,
    negation_count,
    same_measure,
    plain_token,
    sentence_spans,
)

CONTEXT = 2  # content words on each side of a number that say what it counts
#: Words next to numbers that say nothing about what is counted (dates, ordinal suffixes).
GENERIC_CONTEXT = frozenset(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "th", "st", "nd", "rd", "year", "yea", "century", "decad", "day", "week", "month"])


def is_number(token: str) -> bool:
    return token[0].isdigit()


@lru_cache(maxsize=1 << 16)
def number_kind(token: str) -> str:
    """"year" for 1000–2199 integers (dates), "num" otherwise: a year never contradicts a count."""
    return "year" if token.isascii() and token.isdigit() and 1000 <= int(token) <= 2199 else "num"


def number_contexts(tokens: list[str]) -> list[tuple[int, tuple[str, ...], tuple[str, ...]]]:
    """For each number token: (position, the CONTEXT nearest words before it, after it)."""
    out = []
    words = [t for t in tokens if not t[0].isdigit()]  # is_number, inlined
    k = 0  # words before position i
    for i, tok in enumerate(tokens):
        if not tok[0].isdigit():
            k += 1
            continue
        out.append((i, tuple(words[max(0, k - CONTEXT) : k]), tuple(words[k : k + CONTEXT])))
    return out


@dataclass(slots=True)
class SourceIndex:
    text: str
    spans: list[Span]
    tokens: list[str]  # stemmed content tokens of the whole source, in order
    starts: list[int]
    ends: list[int]
    token_span: list[int]  # sentence span of each token
    span_first: list[int]  # first token index of each span (len(spans) + 1 entries)
    positions: dict[str, list[int]]  # token -> its positions in ``tokens``
    exact: frozenset[str]  # unstemmed content tokens
    bigrams: frozenset[tuple[str, str]]
    prefixes: frozenset[str]
    numbers: frozenset[str]
    quantities: frozenset[str]  # numbers that are not list markers
    num_at: dict[str, list[tuple[frozenset[str], frozenset[str]]]]  # number -> contexts (left, right)
    by_context: dict[tuple[str, str], set[str]]  # ("L"/"R", word) -> numbers next to it
    # memos filled while judging (pure functions of the source text, so shared by every claim)
    _idf: dict[str, float] = field(default_factory=dict, repr=False, compare=False)
    _negations: dict[tuple[int, int], int] = field(default_factory=dict, repr=False, compare=False)
    _window_bigrams: dict[tuple[int, int], frozenset] = field(default_factory=dict, repr=False, compare=False)
    _window_numbers: dict[tuple[int, int], frozenset] = field(default_factory=dict, repr=False, compare=False)
    _span_counts: dict[str, tuple] = field(default_factory=dict, repr=False, compare=False)
    _token_spans: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False, compare=False)
    _number_words: dict[str, frozenset] = field(default_factory=dict, repr=False, compare=False)
    _measures: list[Measure] | None = field(default=None, repr=False, compare=False)
    _dimensions: dict[str, frozenset[str]] | None = field(default=None, repr=False, compare=False)
    #: the contradiction check's reading of an evidence window, per (start, end): its ``Words``
    #: and quantities (``reviewer.judges.contradiction``); a pure function of the source text
    window_views: dict[tuple[int, int], list] = field(default_factory=dict, repr=False, compare=False)
    readings: dict = field(default_factory=dict, repr=False, compare=False)  # (``number_pairs``: figures, bounds …)

    @property
    def measures(self) -> list[Measure]:
        """The source's numbers with a unit ("0.20 m"), found on first use only."""
        if self._measures is None:
            self._measures = measures(self.text, words=False)
        return self._measures

    def dimensions(self, num: str) -> frozenset[str]:
        """The dimensions ("length", "percent") the source states ``num`` with."""
        if self._dimensions is None:
            dims: dict[str, set[str]] = {}
            for m in self.measures:
                dims.setdefault(m.number, set()).add(m.dimension)
            self._dimensions = {k: frozenset(v) for k, v in dims.items()}
        return self._dimensions.get(num, frozenset())

    def measure_found(self, claim: Measure, start: int = 0, end: int | None = None) -> bool:
        """The source states ``claim`` in some unit (20 cm as "0.20 m"), within ``start:end``."""
        return any(same_measure(claim, m) and start <= m.start and (end is None or m.start < end)
                   for m in self.measures)

    def number_words(self, num: str) -> frozenset[str]:
        """Every context word the source states ``num`` next to (the union of ``num_at[num]``);
        none, and nothing remembered, for a number it never states (a check asks about them all)."""
        if num not in self.num_at:
            return frozenset()
        value = self._number_words.get(num)
        if value is None:
            value = self._number_words[num] = frozenset().union(*(l2 | r2 for l2, r2 in self.num_at.get(num, ())))
        return value

    def span_counts(self, token: str) -> tuple[tuple[int, int], ...]:
        """The sentence spans ``token`` occurs in, with how often: ((span, count), …) in order."""
        value = self._span_counts.get(token)
        if value is None:
            counts: dict[int, int] = {}
            for p in self.positions.get(token, ()):
                sp = self.token_span[p]
                counts[sp] = counts.get(sp, 0) + 1
            value = self._span_counts[token] = tuple(counts.items())
        return value

    def token_spans(self, token: str) -> tuple[int, ...]:
        """The sentence spans ``token`` occurs in, in order (those of ``span_counts``)."""
        value = self._token_spans.get(token)
        if value is None:
            # (a possessive, "club'", is the index's "club": ``plain_token``)
            value = self._token_spans[token] = tuple(sp for sp, _ in self.span_counts(plain_token(token)))
        return value

    def window_numbers(self, i: int, j: int) -> frozenset[str]:
        """The number tokens of sentences ``i..j``, remembered per window."""
        key = (i, j)
        value = self._window_numbers.get(key)
        if value is None:
            value = self._window_numbers[key] = frozenset(t for t in self.window_tokens(i, j) if t[0].isdigit())
        return value

    @property
    def idf_memo(self) -> dict[str, float]:
        """The idf values computed so far (read-only use: ``idf`` fills it)."""
        return self._idf

    def idf(self, token: str, n_spans: int) -> float:
        """``log(1 + n_spans / (1 + df(token)))``, remembered per token (``n_spans`` is always
        ``max(1, len(self.spans))``)."""
        value = self._idf.get(token)
        if value is None:
            value = self._idf[token] = math.log(1 + n_spans / (1 + self.df(token)))
        return value

    def negations(self, start: int, end: int) -> int:
        """``negation_count(text[start:end])``, remembered per span (best windows repeat)."""
        key = (start, end)
        value = self._negations.get(key)
        if value is None:
            value = self._negations[key] = negation_count(self.text[start:end])
        return value

    def df(self, token: str) -> int:
        """In how many sentence spans ``token`` occurs."""
        pos = self.positions.get(token)
        if not pos:
            return 0
        count, last = 0, -1
        for p in pos:
            s = self.token_span[p]
            if s != last:
                count += 1
                last = s
        return count

    def window_tokens(self, i: int, j: int) -> list[str]:
        return self.tokens[self.span_first[i] : self.span_first[j + 1]]

    def window_bigrams(self, i: int, j: int) -> frozenset[tuple[str, str]]:
        """The consecutive token pairs of sentences ``i..j``, remembered per window."""
        key = (i, j)
        value = self._window_bigrams.get(key)
        if value is None:
            value = self._window_bigrams[key] = frozenset(pairwise(self.window_tokens(i, j)))
        return value


def build_index(text: str) -> SourceIndex:
    """Index ``text`` (not cached: hold the result, e.g. in a ``SourceIndexes``)."""
    spans = sentence_spans(text)
    tokens, starts, ends, exact = _tokenise(text)
    span_first = [bisect_left(starts, sp.start) for sp in spans] + [len(tokens)]
    token_span = _token_spans(starts, spans, span_first)
    positions: dict[str, list[int]] = {}
    for k, tok in enumerate(tokens):
        positions.setdefault(tok, []).append(k)
    bigrams = {ab for ab, (sa, sb) in zip(pairwise(tokens), pairwise(token_span)) if sa == sb}
    num_at: dict[str, list[tuple[frozenset[str], frozenset[str]]]] = {}
    by_context: dict[tuple[str, str], set[str]] = {}
    quantities: set[str] = set()
    for k, left, right in number_contexts(tokens):
        num = tokens[k]
        if spans and starts[k] == spans[token_span[k]].start and text[ends[k] : ends[k] + 1] in (".", ")"):
            continue  # "3. The operator": a list marker, not a quantity
        quantities.add(num)
        num_at.setdefault(num, []).append((frozenset(left), frozenset(right)))
        for w in left:
            by_context.setdefault(("L", w), set()).add(num)
        for w in right:
            by_context.setdefault(("R", w), set()).add(num)
    return SourceIndex(
        text=text, spans=spans, tokens=tokens, starts=starts, ends=ends, token_span=token_span,
        span_first=span_first, positions=positions, exact=exact,
        bigrams=frozenset(bigrams),
        prefixes=frozenset([t[:5] for t in positions if len(t) >= 5 and not t[0].isdigit()]),  # is_number
        numbers=frozenset([t for t in positions if t[0].isdigit()]),
        quantities=frozenset(quantities), num_at=num_at, by_context=by_context,
    )


source_index = build_index  # the older name


def _tokenise(text: str) -> tuple[list[str], list[int], list[int], frozenset[str]]:
    """``content_token_offsets(text)`` and ``frozenset(content_tokens(text))`` from one pass of
    the word regex (both read the same ``_WORD_RE`` matches, one word at a time)."""
    tokens: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    seen: set[str] = set()
    offset_word = _offset_word
    for match in _WORD_RE.finditer(text):
        word = match.group()
        seen.add(word)
        token = offset_word(word, True)
        if token is None:
            continue
        tokens.append(token)
        start, end = match.span()
        starts.append(start)
        ends.append(end)
    return tokens, starts, ends, frozenset([t for word in seen for t in _content_word(word)])


def _token_spans(starts: list[int], spans: list[Span], span_first: list[int]) -> list[int]:
    """The sentence span of each token, ``max(0, bisect_right(span starts, token start) - 1)``:
    ``k`` for the tokens ``span_first[k]:span_first[k + 1]`` (the bisects when a token precedes
    the first span)."""
    out: list[int] = []
    for k, (a, b) in enumerate(pairwise(span_first)):
        out += [k] * (b - a)
    if len(out) == len(starts) and (not starts or not spans or span_first[0] == 0):
        return out
    span_starts = [sp.start for sp in spans]
    return [max(0, bisect_right(span_starts, start) - 1) for start in starts]


def check_numbers(claim_tokens, index: SourceIndex, contexts=None, *, words: frozenset[str] = frozenset(),
                  claim_measures: tuple[Measure, ...] = ()) -> tuple[int, int, int, list[str]]:
    """The claim's numbers against the source: (how many, found in the source next to the same
    words, contradicted, the contradicted ones). A number is *contradicted* when the source never
    states it next to the words around it in the claim (either side) nor in another unit (20 cm
    as 0.20 m) but states another number of the same kind on the same side of one of those words
    ("two earlier warnings" against "three earlier warnings"; a year never contradicts a count; a
    number with a unit is only contradicted by one with a unit of the same dimension, or none).
    A number written as a word (``words``: "two") only has rivals that count the same thing (a
    word after it: "two earlier warnings") or measure the same dimension ("two metres" against
    "65 cm"). ``contexts`` is ``number_contexts(claim_tokens)`` when the caller has it already;
    ``claim_measures`` are the claim's numbers with a unit (``reviewer.text.measures``)."""
    seen: set[str] = set()
    in_context = contradicted = 0
    bad: list[str] = []
    for k, left, right in number_contexts(claim_tokens) if contexts is None else contexts:
        num = claim_tokens[k]
        if num in seen:
            continue
        seen.add(num)
        around = set(left) | set(right)
        if not around.isdisjoint(index.number_words(num)):  # next to one of the same words somewhere
            in_context += 1
            continue
        own = [m for m in claim_measures if m.number == num]
        if own and any(index.measure_found(m) for m in own):
            in_context += 1  # the same quantity in another unit
            continue
        if num in index.quantities:
            continue  # stated somewhere, in other words: not a contradiction
        kind = number_kind(num)
        dims = {m.dimension for m in own}
        rivals: set[str] = set()
        for side, ctx in (("L", left), ("R", right)):
            for w in ctx:
                if w not in GENERIC_CONTEXT:
                    for r in index.by_context.get((side, w), ()):
                        if number_kind(r) != kind:
                            continue
                        r_dims = index.dimensions(r) if (dims or num in words) else frozenset()
                        if dims and r_dims and dims.isdisjoint(r_dims):
                            continue  # another dimension: "20 cm" is no rival of "5 kg"
                        if num in words and side == "L" and not (dims & r_dims):
                            continue  # a number word: only what it counts, or its dimension, names rivals
                        rivals.add(r)
        if not rivals:
            continue
        if dims:
            same = [m for m in index.measures if m.number in rivals and m.dimension in dims]
            if any(same_measure(c, m) for c in own for m in same):
                continue
            if same and all(any(m.number == r for m in same) for r in rivals):
                contradicted += 1
                bad.append(num)
                continue
        if not any(_roughly_equal(r, num) for r in rivals):
            contradicted += 1
            bad.append(num)
    return len(seen), in_context, contradicted, bad


def _mantissa(num: str) -> float:
    value = abs(float(num))
    while value >= 10:
        value /= 10
    while 0 < value < 1:
        value *= 10
    return value


def _roughly_equal(a: str, b: str) -> bool:
    """Same leading digits within 1.5%: "1.18" (million) and "1183505", "618" (k) and "618078"."""
    if a == b:
        return True
    try:
        ma, mb = _mantissa(a), _mantissa(b)
    except (ValueError, OverflowError):
        return False
    return abs(ma - mb) <= 0.015 * max(ma, mb)


def token_run(tokens: list[str], positions: list[int], idf: dict[str, float], width: int):
    """Best run of ``width`` consecutive source content tokens: (distinct claim tokens it
    holds, their idf sum, (first, last) token positions). Linear in the number of hits."""
    counts: dict[str, int] = {}
    best = (0, 0.0, None)
    lo = 0
    weight = 0.0
    for pos in positions:
        tok = tokens[pos]
        counts[tok] = counts.get(tok, 0) + 1
        if counts[tok] == 1:
            weight += idf[tok]
        while pos - positions[lo] >= width:
            old = tokens[positions[lo]]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
                weight -= idf[old]
            lo += 1
        if weight > best[1] + 1e-12:
            best = (len(counts), weight, (positions[lo], pos))
    return best


def token_run_ids(ids: list[int], positions: list[int], weights: list[float], width: int):
    """``token_run`` with the tokens numbered: ``ids[k]`` is the number of the token at
    ``positions[k]`` and ``weights[n]`` its idf. The same arithmetic in the same order (so the
    same floats), on lists instead of dictionaries."""
    counts = [0] * len(weights)
    best = (0, 0.0, None)
    best_w = 0.0
    lo = 0
    weight = 0.0
    distinct = 0
    for k, pos in enumerate(positions):
        t = ids[k]
        c = counts[t]
        counts[t] = c + 1
        if not c:
            weight += weights[t]
            distinct += 1
        while pos - positions[lo] >= width:
            old = ids[lo]
            counts[old] -= 1
            if not counts[old]:
                weight -= weights[old]
                distinct -= 1
            lo += 1
        if weight > best_w + 1e-12:
            best_w = weight
            best = (distinct, weight, (positions[lo], pos))
    return best
