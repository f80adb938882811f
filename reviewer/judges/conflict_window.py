"""The evidence window the contradiction check reads for a claim: the one or two sentences of a
source that carry most of the claim's words, weighted by rarity (``best_window``)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from reviewer.judges.conflict_text import Words, words
from reviewer.judges.sourceindex import SourceIndex
from reviewer.text import plain_token, stem

MAX_WINDOW = 900  # characters of an evidence window


@dataclass(frozen=True, slots=True)
class Window:
    start: int
    end: int
    share: float
    first: int = -1  # the source sentences it spans (``SourceIndex.spans`` indexes)
    last: int = -1

    def holds(self, token: str, index: SourceIndex) -> bool:
        """Whether one of the window's sentences has ``token`` (a stem as ``content_tokens`` gives it)."""
        return _in_sentences(token, index, self.first, self.last)

    def holds_all(self, tokens: Iterable[str], index: SourceIndex) -> bool:
        """Whether the window's sentences have every one of ``tokens``."""
        return all(self.holds(t, index) for t in tokens)


def _in_sentences(token: str, index: SourceIndex, first: int, last: int) -> bool:
    """Whether one of the source's sentences ``first..last`` has ``token``."""
    return any(first <= sp <= last for sp, _n in index.span_counts(token))


def window_view(index: SourceIndex, start: int, end: int) -> list:
    """``[words(window text), its quantities or None until asked]``, once per window of the source
    (kept in ``index.window_views``)."""
    key = (start, end)
    view = index.window_views.get(key)
    if view is None:
        view = index.window_views[key] = [words(index.text[start:end], start), None]
    return view


def figures_held(figures: Sequence[str], index: SourceIndex, first: int, last: int) -> int:
    """How many of ``figures`` (distinct tokens) the sentences ``first..last`` hold."""
    return sum(1 for f in dict.fromkeys(figures) if _in_sentences(f, index, first, last))


def sentence_counts(tokens: Iterable[str], index: SourceIndex) -> dict[int, int]:
    """How many of ``tokens`` (distinct stems as ``content_tokens`` gives them) each source
    sentence holds: {``SourceIndex.spans`` index: count}, for the sentences that hold any."""
    counts: dict[int, int] = {}
    # (one word once: "the hall's café … as the hall" holds "hall" once, as the index spells it)
    for token in {plain_token(t) for t in tokens}:
        for sp in index.token_spans(token):
            counts[sp] = counts.get(sp, 0) + 1
    return counts


def carrying_most(claim: Words, skip: int, index: SourceIndex, least: int) -> list[int]:
    """The source sentences that hold as many of the claim's content stems (word ``skip``'s aside:
    the word a check holds to the source) as any sentence does, in order; none when that is fewer
    than ``least``."""
    counts = sentence_counts({stem(claim.lower[k]) for k in range(len(claim)) if claim.content[k] and k != skip},
                             index)
    top = max(counts.values(), default=0)
    return sorted(sp for sp, n in counts.items() if n == top) if top >= least else []


def most_held(counts: dict[int, int], n: int) -> list[int]:
    """The ``n`` sentences of ``counts`` (``sentence_counts``) that hold the most tokens, in that
    order (the earlier sentence first on a tie)."""
    return sorted(counts, key=lambda sp: (-counts[sp], sp))[:n]


def best_window(claim_tokens: Sequence[str], index: SourceIndex, figures: Sequence[str] = ()) -> Window | None:
    """The one- or two-sentence window of the source that carries most of the claim.
    ``figures``: the claim's figures (digit tokens), which settle a tie between windows that carry
    as much of its words: "The 364-day bill … MRD 1.6 billion" is read against the 364-day bill's
    sentence, not the 91-day bill's, which is worded alike and comes first."""
    if not index.spans or not claim_tokens:
        return None
    n_spans = max(1, len(index.spans))
    # a word the source lacks weighs as much as the rarest word it has: on a one-sentence
    # source idf would make one swapped name outweigh the rest of the claim
    rarest = math.log(1 + n_spans / 2)
    positions = index.positions
    # in the claim's word order (not a set's): equal windows then tie the same way in every run
    weights = {tok: index.idf(tok, n_spans) if tok in positions else rarest for tok in dict.fromkeys(claim_tokens)}
    total = sum(weights.values())
    if total <= 0:
        return None
    # each sentence's claim tokens as a bit mask (bit k: the k-th token of ``weights`` the source
    # has) and their weight, summed in that order as the sentence is met
    per_span: dict[int, int] = {}
    scores: dict[int, float] = {}
    by_bit: list[float] = []
    for tok, weight in weights.items():
        if tok not in positions:
            continue
        bit = 1 << len(by_bit)
        by_bit.append(weight)
        for sp, _count in index.span_counts(tok):
            if sp in per_span:
                per_span[sp] |= bit
                scores[sp] += weight
            else:
                per_span[sp] = bit
                scores[sp] = weight
    if not per_span:
        return None
    ranked = sorted(per_span, key=scores.__getitem__, reverse=True)
    if figures and len(ranked) > 3:  # every sentence tied with the third is a candidate
        ranked = [sp for k, sp in enumerate(ranked) if k < 3 or scores[sp] >= scores[ranked[2]] - 1e-9]
    else:
        ranked = ranked[:3]
    best: tuple[float, int, int] | None = None
    held = 0  # the claim's figures the best window holds, counted when a tie needs it
    last = len(index.spans) - 1
    for sp in ranked:
        for i, j in ((sp, sp), (sp - 1, sp), (sp, sp + 1)):
            if i < 0 or j > last:
                continue
            if i == j:
                s = scores[sp]
            else:  # the other sentence's tokens that this one lacks, added to this one's weight
                other = i if j == sp else j
                s = scores[sp]
                extra = per_span.get(other, 0) & ~per_span[sp]
                while extra:
                    low = extra & -extra
                    s += by_bit[low.bit_length() - 1]
                    extra ^= low
            if best is None or s > best[0] + 1e-9:
                best = (s, i, j)
                held = -1
            elif figures and i == j and s > best[0] - 1e-9 and (j < best[1] or i > best[2]):  # another sentence
                if held < 0:
                    held = figures_held(figures, index, best[1], best[2])
                mine = figures_held(figures, index, i, j)
                # one figure is no sign: a changed figure may be given elsewhere; unless this sentence
                # holds every figure of the claim (one of many sentences worded alike, as the claim is)
                if mine >= held + 2 or (mine > held and mine >= len(set(figures))):
                    best, held = (s, i, j), mine
    assert best is not None
    s, i, j = best
    start, end = index.spans[i].start, index.spans[j].end
    if end - start > MAX_WINDOW:
        start, end = index.spans[ranked[0]].start, min(index.spans[ranked[0]].end, index.spans[ranked[0]].start + MAX_WINDOW)
        s = scores[ranked[0]]
        i = j = ranked[0]
    return Window(start, end, s / total, i, j)
