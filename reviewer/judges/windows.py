"""Where a claim's tokens occur in one source, and the source windows that hold them.

The window half of ``reviewer.judges.features.analyze``: the claim's distinct tokens weighted by
their rarity in the source (``Weights``), the sentences holding each (``Hits``: token sets are
bit masks here, so a window's tokens are one ``|`` of ints), the best windows of one to
``MAX_WINDOW`` sentences (``ranked_windows``) and the greedy cover of up to three of them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

from reviewer.judges.claimprofile import ClaimProfile
from reviewer.judges.sourceindex import SourceIndex
from reviewer.text import Span

MAX_WINDOW = 3  # sentences per window
_POOL = 200  # windows kept for the greedy cover


@dataclass(frozen=True, slots=True)
class Weights:
    """The claim's distinct tokens weighted by their rarity in one source."""

    n: int  # distinct claim tokens
    idf: dict[str, float]
    total: float  # exact sum of ``idf`` (math.fsum: the same whatever the set's order, so the
    # best window does not depend on the interpreter's string-hash seed), 1.0 when zero

    def recall(self, found) -> float:
        return len(found) / self.n if self.n else 0.0

    def idf_recall(self, found) -> float:
        return math.fsum([self.idf[t] for t in found]) / self.total if self.n else 0.0

    def idf_recall_mask(self, mask: int, hits: Hits) -> float:
        """``idf_recall`` of the tokens whose bits ``mask`` sets (``Hits.bits``)."""
        if not self.n:
            return 0.0
        idf, by_bit = self.idf, hits.by_bit
        out = []
        while mask:
            low = mask & -mask
            out.append(idf[by_bit[low.bit_length() - 1]])
            mask ^= low
        return math.fsum(out) / self.total


@dataclass(frozen=True, slots=True)
class Hits:
    """Where the claim's tokens occur in the source. Sets of claim tokens are bit masks here:
    bit ``k`` is the token ``by_bit[k]`` (set algebra on ints is much cheaper than on sets)."""

    by_span: dict[int, int]  # sentence -> mask of the claim tokens in it (only sentences holding one)
    positions: list[int]  # source token positions of claim tokens, sorted (sentence ``k`` holds
    # those in ``ix.span_first[k]:ix.span_first[k + 1]``)
    found: set[str]  # claim tokens found anywhere
    bits: dict[str, int]  # found claim token -> its bit number
    by_bit: list[str]  # bit number -> token

    def tokens(self, mask: int) -> frozenset[str]:
        """The claim tokens whose bits ``mask`` sets."""
        by_bit = self.by_bit
        out = []
        while mask:
            low = mask & -mask
            out.append(by_bit[low.bit_length() - 1])
            mask ^= low
        return frozenset(out)

    def mask(self, tokens) -> int:
        """The mask of those of ``tokens`` that the source holds."""
        bits = self.bits
        m = 0
        for t in tokens:
            k = bits.get(t)
            if k is not None:
                m |= 1 << k
        return m


class Window(NamedTuple):
    idf_recall: float
    recall: float
    first: int  # first sentence
    last: int  # last sentence (inclusive)
    mask: int  # claim tokens in the window (``Hits.tokens`` turns it into tokens)


def weights(profile: ClaimProfile, ix: SourceIndex) -> Weights:
    n_spans = max(1, len(ix.spans))
    memo = ix.idf_memo
    idf = {t: memo[t] if t in memo else ix.idf(t, n_spans) for t in profile.token_set}
    return Weights(len(profile.token_set), idf, math.fsum(idf.values()) or 1.0)


def hits(profile: ClaimProfile, ix: SourceIndex) -> Hits:
    by_span: dict[int, int] = {}
    positions: list[int] = []
    bits: dict[str, int] = {}
    by_bit: list[str] = []
    get = by_span.get
    where = ix.positions
    spans_of = ix.token_spans
    for t in profile.token_set:
        pos = where.get(t)
        if not pos:
            continue
        positions += pos
        k = len(by_bit)
        bit = 1 << k
        bits[t] = k
        by_bit.append(t)
        for sp in spans_of(t):
            by_span[sp] = get(sp, 0) | bit
    positions.sort()
    return Hits(by_span, positions, set(by_bit), bits, by_bit)


def ranked_windows(hits: Hits, n_sentences: int, w: Weights) -> tuple[list[tuple], float]:
    """For each set of claim tokens found by one of the best ``_POOL`` windows of one to
    ``MAX_WINDOW`` sentences starting at a hit (by idf recall, then narrower first, then in order
    of creation: what a stable sort on the first two gives), the first of those windows, in that
    order; and the best single sentence's recall. ``[0]`` is the best window; ``greedy_cover``
    reads the rest. A window is a plain tuple (-idf_recall, width, order, recall, first, last,
    mask); ``window`` makes the record of the ones used."""
    by_span = hits.by_span
    get = by_span.get
    n = w.n
    starts = sorted(by_span)
    if len(starts) * MAX_WINDOW > _POOL and sum(min(n_sentences, i + MAX_WINDOW) - i for i in starts) > _POOL:
        return _ranked_pool(hits, starts, n_sentences, w)
    # every window is in the pool: each token set's first window in rank order is its narrowest,
    # earliest one (one score per set), so only those are ranked. A window that adds no token to
    # the narrower one before it finds a set already met with a smaller width: it is skipped
    firsts: dict[int, tuple[int, int, int, int]] = {}  # mask -> (width, order, first, last)
    best1 = 0
    order = 0  # the window's place in creation order
    for i in starts:
        found = by_span[i]
        count = found.bit_count()
        if count > best1:
            best1 = count
        top = n_sentences - i
        if top > MAX_WINDOW:
            top = MAX_WINDOW
        elif top <= 0:
            continue
        have = firsts.get(found)
        if have is None or have[0]:
            firsts[found] = (0, order, i, i)
        for width in range(1, top):
            more = get(i + width)
            if more is not None and more & ~found:
                found |= more
                have = firsts.get(found)
                if have is None or width < have[0]:
                    firsts[found] = (width, order + width, i, i + width)
        order += top
    ranked = [(-w.idf_recall_mask(found, hits), width, k, found.bit_count() / n, i, j, found)
              for found, (width, k, i, j) in firsts.items()]
    ranked.sort()
    return ranked, (best1 / n if n else 0.0)


def _ranked_pool(hits: Hits, starts: list[int], n_sentences: int, w: Weights) -> tuple[list[tuple], float]:
    """``ranked_windows`` by ranking every window, keeping the best ``_POOL`` and then the first
    window of each token set among them."""
    ranked: list[tuple] = []  # (-idf_recall, width, order, recall, i, j, mask)
    scored: dict[int, tuple[float, float]] = {}  # windows often find the same tokens
    best1 = 0
    by_span = hits.by_span
    get = by_span.get
    n = w.n
    for i in starts:
        found = by_span[i]
        best1 = max(best1, found.bit_count())
        for j in range(i, min(n_sentences, i + MAX_WINDOW)):
            if j > i:
                found |= get(j, 0)
            score = scored.get(found)
            if score is None:
                score = scored[found] = (-w.idf_recall_mask(found, hits), found.bit_count() / n)
            ranked.append((score[0], j - i, len(ranked), score[1], i, j, found))
    ranked.sort()
    firsts: dict[int, tuple] = {}
    for win in ranked[:_POOL]:
        firsts.setdefault(win[6], win)
    return list(firsts.values()), (best1 / n if n else 0.0)


def window(r: tuple) -> Window:
    return Window(-r[0], r[3], r[4], r[5], r[6])


def greedy_cover(windows: list[tuple], hits: Hits, ix: SourceIndex) -> tuple[set[str], list[tuple[float, Span]]]:
    """Up to three windows that together hold the most claim tokens, each picked greedily: the
    first window of the pool adding the most uncovered tokens (what ``max(pool, key=gain)``
    picks). ``windows`` is what ``ranked_windows`` returns: only the first window finding a given
    token set, which is the one that can be picked; a window holding no more tokens than the best
    gain so far cannot beat it."""
    covered = 0
    chosen: list[tuple[float, Span]] = []
    sized = [(win[6].bit_count(), win[6], win) for win in windows]
    for _ in range(3):
        pick, gain = None, -1
        for size, found, win in sized:
            if size > gain:
                g = (found & ~covered).bit_count()
                if g > gain:
                    pick, gain = win, g
        if pick is None or not gain:
            break
        covered |= pick[6]
        chosen.append((pick[3], Span(ix.spans[pick[4]].start, ix.spans[pick[5]].end)))
    return set(hits.tokens(covered)), chosen
