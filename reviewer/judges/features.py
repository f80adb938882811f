"""Claim-vs-source analysis shared by the offline judges (lexical, evidence, learned).

``analyze(claim, source_text)`` computes, once per pair (cached), how much of the claim the
source carries: token recall over the whole source, the best window of one to three
consecutive sentences (recall, precision, numbers, negation), the best few windows together,
sub-claim (clause) coverage, bigrams, named-entity proxies. ``FEATURE_NAMES`` fixes the order
of the numeric vector the learned judge reads.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from reviewer.text import (
    Span,
    capitalized_terms,
    content_token_offsets,
    content_tokens,
    negation_count,
    numbers,
    sentence_spans,
)

MAX_WINDOW = 3  # sentences per window
_CLAUSE_RE = re.compile(r"[;:]|,\s+(?:and|but|while|whereas|which|who)\b|\.\s+|\s+and\s+(?=[a-z]+\s)")

FEATURE_NAMES: tuple[str, ...] = (
    "recall",  # claim content tokens found anywhere in the source (stemmed)
    "recall_exact",  # same, unstemmed
    "idf_recall",  # recall weighted by rarity in the source
    "win1_recall",  # best single sentence
    "win_recall",  # best window of up to MAX_WINDOW sentences
    "win_idf_recall",
    "win_precision",  # claim tokens / window tokens for the best window
    "top3_recall",  # union of the three best windows
    "bigram_recall",
    "win_bigram_recall",
    "prefix_recall",  # unmatched tokens matched by a 5-letter prefix
    "num_count",
    "num_found",  # fraction of claim numbers anywhere in the source (1 when none)
    "num_win_found",  # fraction in the best window
    "num_missing_any",
    "ent_recall",
    "neg_claim",
    "neg_mismatch",  # claim and best window disagree on negation
    "clause_min",  # worst clause's best-window recall
    "clause_mean",
    "clause_frac_ok",  # fraction of clauses with recall >= 0.7
    "log_claim_tokens",
    "log_source_chars",
    "missing_tokens",  # number of claim tokens absent from the source (log1p)
    "tok_recall",  # best run of ~2x the claim's length in source tokens
    "tok_idf_recall",
    "tok_wide_recall",  # best run of ~5x the claim's length
)


@dataclass(frozen=True, slots=True)
class Analysis:
    features: dict[str, float]
    best: Span | None  # best window's span in the source text
    best_recall: float
    windows: tuple[tuple[float, Span], ...]  # top windows (recall, span), best first
    claim_tokens: int

    def vector(self) -> list[float]:
        return [self.features[name] for name in FEATURE_NAMES]


def _bigrams(tokens: list[str]) -> set[tuple[str, str]]:
    return set(pairwise(tokens))


def _clauses(claim: str) -> list[list[str]]:
    parts = [content_tokens(p, stemmed=True) for p in _CLAUSE_RE.split(claim) if p]
    parts = [p for p in parts if len(p) >= 2]
    return parts or [content_tokens(claim, stemmed=True)]


@lru_cache(maxsize=256)
def _source_index(source: str):
    spans = sentence_spans(source)
    span_tokens = [content_tokens(source[s.start : s.end], stemmed=True) for s in spans]
    df: Counter[str] = Counter()
    for toks in span_tokens:
        df.update(set(toks))
    all_tokens = set(df)
    exact = set(content_tokens(source))
    stream, starts, ends = content_token_offsets(source)
    bigrams: set[tuple[str, str]] = set()
    for toks in span_tokens:
        bigrams |= _bigrams(toks)
    prefixes = {t[:5] for t in all_tokens if len(t) >= 5 and not t[0].isdigit()}
    nums = set(numbers(source))
    return spans, span_tokens, df, all_tokens, exact, bigrams, prefixes, nums, (stream, starts, ends)


@lru_cache(maxsize=1024)
def analyze(claim: str, source: str) -> Analysis:
    """How much of ``claim`` ``source`` carries. Pure; cached on the (claim, source) pair."""
    spans, span_tokens, df, all_tokens, exact, src_bigrams, prefixes, src_nums, stream = _source_index(source)
    ctoks = content_tokens(claim, stemmed=True)
    cset = set(ctoks)
    n = len(cset)
    n_spans = max(1, len(spans))
    idf = {t: math.log(1 + n_spans / (1 + df.get(t, 0))) for t in cset}
    idf_total = sum(idf.values()) or 1.0

    def rec(found: set[str]) -> float:
        return len(found) / n if n else 0.0

    def idf_rec(found: set[str]) -> float:
        return sum(idf[t] for t in found) / idf_total if n else 0.0

    found_all = cset & all_tokens
    exact_claim = set(content_tokens(claim))
    recall_exact = len(exact_claim & exact) / len(exact_claim) if exact_claim else 0.0

    # per-sentence hits, then windows of 1..MAX_WINDOW consecutive sentences
    hits = [cset.intersection(toks) for toks in span_tokens]
    windows: list[tuple[float, float, int, int, frozenset[str]]] = []  # (idf_recall, recall, i, j, found)
    best1 = 0.0
    for i, h in enumerate(hits):
        if not h:
            continue
        best1 = max(best1, rec(h))
        union = set()
        for j in range(i, min(len(hits), i + MAX_WINDOW)):
            union |= hits[j]
            windows.append((idf_rec(union), rec(union), i, j, frozenset(union)))
    windows.sort(key=lambda w: (-w[0], w[3] - w[2]))
    if windows:
        w_idf, w_rec, wi, wj, _ = windows[0]
        best = Span(spans[wi].start, spans[wj].end)
        win_tokens = [t for k in range(wi, wj + 1) for t in span_tokens[k]]
        win_precision = len([t for t in win_tokens if t in cset]) / max(1, len(win_tokens))
        win_text = source[best.start : best.end]
    else:
        w_idf = w_rec = win_precision = 0.0
        best = None
        win_tokens = []
        win_text = ""
    # greedy cover with three windows
    covered: set[str] = set()
    chosen: list[tuple[float, Span]] = []
    pool = windows[:200]
    for _ in range(3):
        pick = max(pool, key=lambda w: len(w[4] - covered), default=None)
        if pick is None or not (pick[4] - covered):
            break
        covered |= pick[4]
        chosen.append((pick[1], Span(spans[pick[2]].start, spans[pick[3]].end)))

    cbig = _bigrams(ctoks)
    bigram_recall = len(cbig & src_bigrams) / len(cbig) if cbig else 0.0
    win_bigram_recall = len(cbig & _bigrams(win_tokens)) / len(cbig) if cbig else 0.0
    missing = cset - all_tokens
    prefix_hits = sum(1 for t in missing if len(t) >= 5 and t[:5] in prefixes)
    cnums = set(numbers(claim))
    win_nums = set(numbers(win_text))
    num_found = len(cnums & src_nums) / len(cnums) if cnums else 1.0
    num_win = len(cnums & win_nums) / len(cnums) if cnums else 1.0
    ents = capitalized_terms(claim)
    ent_recall = len({e for e in ents if e in all_tokens or e in exact}) / len(ents) if ents else 1.0
    neg_c = negation_count(claim)
    neg_w = negation_count(win_text) if win_text else 0
    clause_scores = []
    for clause in _clauses(claim):
        cs = set(clause)
        if not cs:
            continue
        best_c = 0.0
        for i in range(len(hits)):
            u = set()
            for j in range(i, min(len(hits), i + 2)):
                u |= hits[j] & cs
            best_c = max(best_c, len(u) / len(cs))
        clause_scores.append(best_c)
    features = {
        "recall": rec(found_all),
        "recall_exact": recall_exact,
        "idf_recall": idf_rec(found_all),
        "win1_recall": best1,
        "win_recall": w_rec,
        "win_idf_recall": w_idf,
        "win_precision": win_precision,
        "top3_recall": rec(covered),
        "bigram_recall": bigram_recall,
        "win_bigram_recall": win_bigram_recall,
        "prefix_recall": (len(found_all) + prefix_hits) / n if n else 0.0,
        "num_count": float(min(len(cnums), 5)),
        "num_found": num_found,
        "num_win_found": num_win,
        "num_missing_any": float(num_found < 1.0),
        "ent_recall": ent_recall,
        "neg_claim": float(neg_c > 0),
        "neg_mismatch": float((neg_c > 0) != (neg_w > 0)),
        "clause_min": min(clause_scores, default=0.0),
        "clause_mean": sum(clause_scores) / max(1, len(clause_scores)),
        "clause_frac_ok": sum(1 for s in clause_scores if s >= 0.7) / max(1, len(clause_scores)),
        "log_claim_tokens": math.log1p(n),
        "log_source_chars": math.log1p(len(source)),
        "missing_tokens": math.log1p(len(missing)),
    }
    width = max(12, 2 * n)
    tok_rec, tok_idf, _ = _token_window(stream, cset, idf, width)
    wide_rec, _, _ = _token_window(stream, cset, idf, max(30, 5 * n))
    features["tok_recall"] = tok_rec / n if n else 0.0
    features["tok_idf_recall"] = tok_idf / idf_total if n else 0.0
    features["tok_wide_recall"] = wide_rec / n if n else 0.0
    return Analysis(features, best, w_rec, tuple(chosen), n)


def _token_window(stream, cset: set[str], idf: dict[str, float], width: int):
    """Best run of ``width`` consecutive source content tokens: (distinct claim tokens it
    holds, their idf sum, (start, end) char span of the hits). Linear in the number of hits."""
    tokens, starts, ends = stream
    hits = [(i, t) for i, t in enumerate(tokens) if t in cset]
    counts: dict[str, int] = {}
    best = (0, 0.0, None)
    lo = 0
    weight = 0.0
    for hi, (pos, tok) in enumerate(hits):
        counts[tok] = counts.get(tok, 0) + 1
        if counts[tok] == 1:
            weight += idf[tok]
        while pos - hits[lo][0] >= width:
            old = hits[lo][1]
            counts[old] -= 1
            if counts[old] == 0:
                del counts[old]
                weight -= idf[old]
            lo += 1
        if weight > best[1] + 1e-12:
            best = (len(counts), weight, (starts[hits[lo][0]], ends[pos]))
    return best
