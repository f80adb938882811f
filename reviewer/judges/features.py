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
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from reviewer.judges.sourceindex import (
    SourceIndex,
    check_numbers,
    number_contexts,
    number_kind,
    source_index,
)
from reviewer.text import (
    _NUMBER_WORD,
    _WORD_RE,
    Measure,
    Span,
    _stem_cached,
    capitalized_terms,
    content_tokens,
    folded,
    has_ordering,
    is_comparative,
    measures,
    negation_count,
    normalize_number,
    word_info,
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
    "num_ctx_found",  # fraction of claim numbers the source states next to the same words
    "num_contradicted",  # fraction of claim numbers the source contradicts (another number there)
    "clause_count",  # log1p of the number of clauses
    "clause_frac_sup",  # fraction of clauses the source carries (best 2-sentence recall >= 0.6)
    "clause_frac_none",  # fraction of clauses the source does not carry (< 0.3)
    "ent_win_recall",  # capitalised words of the claim in the best window
    "top3_idf_recall",  # rarity-weighted recall of the three best windows together
    "comparative_unbacked",  # the claim compares ("more … than") but the best window has no ordering words
)


@dataclass(frozen=True, slots=True)
class Analysis:
    features: dict[str, float]
    best: Span | None  # best window's span in the source text
    best_recall: float
    windows: tuple[tuple[float, Span], ...]  # top windows (recall, span), best first
    claim_tokens: int
    contradicted: tuple[str, ...] = ()  # claim numbers the source states otherwise
    comparative_unbacked: bool = False  # a comparison the best window does not make

    def vector(self) -> list[float]:
        return [self.features[name] for name in FEATURE_NAMES]


def _bigrams(tokens: list[str]) -> set[tuple[str, str]]:
    return set(pairwise(tokens))


def _clauses(claim: str) -> list[list[str]]:
    parts = [content_tokens(p, stemmed=True) for p in _CLAUSE_RE.split(claim) if p]
    parts = [p for p in parts if len(p) >= 2]
    return parts or [content_tokens(claim, stemmed=True)]


def _source_index(source: str) -> SourceIndex:  # kept for callers of the old name
    return source_index(source)


_source_index.cache_clear = source_index.cache_clear  # type: ignore[attr-defined]


@dataclass(frozen=True, slots=True)
class ClaimProfile:
    """Everything ``analyze`` reads from the claim alone, computed once per claim text (a claim
    is judged by three judges and, in the repair loop, against several candidate sources)."""

    tokens: tuple[str, ...]  # stemmed content tokens, in order
    token_set: frozenset[str]
    exact: frozenset[str]  # unstemmed content tokens
    bigrams: frozenset[tuple[str, str]]
    numbers: frozenset[str]
    entities: frozenset[str]  # stemmed capitalised words (named-entity proxy)
    negations: int
    clauses: tuple[frozenset[str], ...]  # non-empty clause token sets
    number_contexts: tuple  # ``number_contexts(tokens)``, for ``check_numbers``
    word_numbers: frozenset[str] = frozenset()  # numbers written only as words ("two")
    listed_numbers: frozenset[str] = frozenset()  # number words the claim lists as many things of
    spans: tuple[tuple[str, float], ...] = ()  # number words that are a span of years: ("2", 20.0)
    measures: tuple[Measure, ...] = ()  # numbers with a unit ("20 cm")
    comparative: bool = False  # "more … than", "the largest", "exceeds"


def _clauses_from_words(claim: str, cuts: list[tuple[int, int]], stemmed: list[tuple[str, ...]],
                        starts: list[int]) -> list[list[str]]:
    """``_clauses(claim)`` from the claim's word matches (one regex pass instead of one per
    clause): a word match never crosses a clause separator (``cuts``), and matching a part on
    its own finds the same words as matching the whole claim, so each part's words are the
    matches starting inside it. ``stemmed``: each match's stemmed content tokens."""
    if not cuts:
        parts = [[t for toks in stemmed for t in toks]] if claim else []
    else:
        bounds = [0] + [x for span in cuts for x in span] + [len(claim)]
        pieces = [(a, b) for a, b in zip(bounds[::2], bounds[1::2]) if b > a]  # non-empty parts
        parts = [[] for _ in pieces]
        k, last = 0, len(pieces)
        for toks, start in zip(stemmed, starts):
            while k < last and start >= pieces[k][1]:
                k += 1
            if k == last:
                break
            if start >= pieces[k][0]:
                parts[k].extend(toks)
    parts = [p for p in parts if len(p) >= 2]
    return parts or [[t for toks in stemmed for t in toks]]


_SPAN_RE = re.compile(rf"\b({_NUMBER_WORD})[\s-]+(years?|decades?|centuries|century)\b", re.IGNORECASE)
_SPAN_YEARS = {"year": 1.0, "years": 1.0, "decade": 10.0, "decades": 10.0, "century": 100.0, "centuries": 100.0}
_LISTED_RE = re.compile(rf"\b(?:the|these|those|both|its|their)\s+({_NUMBER_WORD})\b", re.IGNORECASE)


def _year_spans(claim: str) -> list[tuple[str, float]]:
    """Number words that count years ("two decades" → ("2", 20.0))."""
    low = folded(claim)
    if "year" not in low and "decade" not in low and "centur" not in low:  # the regex needs one
        return []
    out = []
    for m in _SPAN_RE.finditer(claim):
        num = normalize_number(m.group(1))
        if num.isdigit():  # not "ſIX years": IGNORECASE matches it, but it is no number we read
            out.append((num, float(num) * _SPAN_YEARS[folded(m.group(2))]))  # folded: "yearſ" too
    return out


def _listed(claim: str) -> frozenset[str]:
    """Number words the claim itself lists that many things of: "X and Y are the two main …"
    (a list of at least that many items, by its "and"s and commas, before the number)."""
    out: set[str] = set()
    if " and " not in claim:  # every number kept needs an " and " before it
        return frozenset(out)
    for m in _LISTED_RE.finditer(claim):
        num = normalize_number(m.group(1))
        if not num.isdigit():  # "the ſIX": matched under IGNORECASE, but no number we read
            continue
        n = int(num)
        before = claim[: m.start()]
        if 2 <= n <= 5 and " and " in before and before.count(",") + before.count(" and ") >= n - 1:
            out.add(str(n))
    return frozenset(out)


def _spans_in(spans: tuple[tuple[str, float], ...], window_numbers: frozenset[str]) -> set[str]:
    """The year spans the window's years make ("2000" … "2019" is about two decades)."""
    years = sorted(int(t) for t in window_numbers if number_kind(t) == "year")
    out = set()
    for num, length in spans:
        tolerance = max(1.0, 0.1 * length)
        if any(abs(b - a - length) <= tolerance for i, a in enumerate(years) for b in years[i + 1 :]):
            out.add(num)
    return out


@lru_cache(maxsize=8192)
def claim_profile(claim: str) -> ClaimProfile:
    """The claim-only half of ``analyze``: one pass of the word regex feeds the stemmed tokens,
    the exact tokens and the clauses (each equal to what ``content_token_offsets``,
    ``content_tokens`` and ``_clauses`` return)."""
    cuts = [m.span() for m in _CLAUSE_RE.finditer(claim)]
    if cuts:
        matches = list(_WORD_RE.finditer(claim))
        words = [m.group() for m in matches]
        starts = [m.start() for m in matches]
    else:
        words = _WORD_RE.findall(claim)
        starts = []
    infos = [word_info(w) for w in words]
    tokens = [info[0] for info in infos if info[0] is not None]
    numbers = frozenset(t for t in tokens if t[0].isdigit())
    as_digits = frozenset(info[0] for w, info in zip(words, infos) if info[0] and w[0].isdigit())
    word_numbers = numbers - as_digits
    return ClaimProfile(
        tokens=tuple(tokens),
        token_set=frozenset(tokens),
        exact=frozenset([t for info in infos for t in info[1]]),
        bigrams=frozenset(_bigrams(tokens)),
        numbers=numbers,
        entities=frozenset([_stem_cached(e) for e in capitalized_terms(claim)]),
        negations=negation_count(claim),
        clauses=tuple(frozenset(c) for c in _clauses_from_words(claim, cuts, [info[2] for info in infos], starts)
                      if c),
        number_contexts=tuple(number_contexts(tokens)) if numbers else (),  # contexts of numbers only
        word_numbers=word_numbers,
        # both keep only numbers written as words: nothing to look for without one
        listed_numbers=_listed(claim) & word_numbers if word_numbers else frozenset(),
        spans=tuple((n, y) for n, y in _year_spans(claim) if n in word_numbers) if word_numbers else (),
        measures=tuple(measures(claim)) if numbers else (),
        comparative=is_comparative(claim),
    )


@lru_cache(maxsize=4096)
def analyze(claim: str, source: str) -> Analysis:
    """How much of ``claim`` ``source`` carries. Pure; cached on the (claim, source) pair.

    Only the places where the claim's tokens occur are touched (the source is indexed once)."""
    ix = source_index(source)
    profile = claim_profile(claim)
    spans = ix.spans
    ctoks = profile.tokens
    cset = profile.token_set
    n = len(cset)
    n_spans = max(1, len(spans))
    memo = ix.idf_memo
    idf = {t: memo[t] if t in memo else ix.idf(t, n_spans) for t in cset}
    # exact sums (math.fsum): the same value whatever the set's iteration order, so the best
    # window (the evidence) does not depend on the interpreter's string-hash seed
    idf_total = math.fsum(idf.values()) or 1.0

    def rec(found) -> float:
        return len(found) / n if n else 0.0

    def idf_rec(found) -> float:
        return math.fsum([idf[t] for t in found]) / idf_total if n else 0.0

    # per-sentence hits (only sentences holding a claim token), occurrences for precision
    hits: dict[int, set[str]] = {}
    occurrences: dict[int, int] = {}
    hit_positions: list[int] = []
    for t in cset:
        pos = ix.positions.get(t)
        if not pos:
            continue
        hit_positions.extend(pos)
        for sp, count in ix.span_counts(t):
            hits.setdefault(sp, set()).add(t)
            occurrences[sp] = occurrences.get(sp, 0) + count
    found_all = set().union(*hits.values()) if hits else set()
    exact_claim = profile.exact
    recall_exact = len(exact_claim & ix.exact) / len(exact_claim) if exact_claim else 0.0

    windows: list[tuple] = []  # (-idf_recall, width, order, recall, i, j, found) until sorted
    scored: dict[frozenset[str], tuple[float, float]] = {}  # windows often find the same tokens
    best1 = 0
    last = len(spans)
    for i in sorted(hits):
        found = frozenset(hits[i])
        best1 = max(best1, len(found))
        for j in range(i, min(last, i + MAX_WINDOW)):
            if j > i:
                extra = hits.get(j)
                if extra and not extra <= found:
                    found = found | extra
            score = scored.get(found)
            if score is None:
                score = scored[found] = (-idf_rec(found), rec(found))
            # sorted as (-idf recall, width, order of creation): best first, narrower first, then
            # in creation order (what a stable sort on the first two gives)
            windows.append((score[0], j - i, len(windows), score[1], i, j, found))
    best1 = best1 / n if n else 0.0
    windows.sort()
    windows = [(-w[0], w[3], w[4], w[5], w[6]) for w in windows[:200]]  # (idf_recall, recall, i, j, found)
    if windows:
        w_idf, w_rec, wi, wj, w_found = windows[0]
        best = Span(spans[wi].start, spans[wj].end)
        in_claim = sum(occurrences.get(k, 0) for k in range(wi, wj + 1))
        win_precision = in_claim / max(1, ix.span_first[wj + 1] - ix.span_first[wi])  # tokens in the window
        win_text = source[best.start : best.end]
    else:
        w_idf = w_rec = win_precision = 0.0
        best = None
        w_found = frozenset()
        win_text = ""
    # greedy cover with three windows
    covered: set[str] = set()
    chosen: list[tuple[float, Span]] = []
    # the first window of the pool adding the most uncovered tokens (what max(pool, key=gain)
    # picks): only the first window finding a given token set can be picked, and a window
    # holding no more tokens than the best gain so far cannot beat it
    pool: dict[frozenset[str], tuple] = {}
    for w in windows:
        pool.setdefault(w[4], w)
    sized = [(len(found), found, w) for found, w in pool.items()]
    for _ in range(3):
        pick, gain = None, -1
        for size, found, w in sized:
            if size > gain:
                g = len(found - covered)
                if g > gain:
                    pick, gain = w, g
        if pick is None or not gain:
            break
        covered |= pick[4]
        chosen.append((pick[1], Span(spans[pick[2]].start, spans[pick[3]].end)))

    cbig = profile.bigrams
    bigram_recall = len(cbig & ix.bigrams) / len(cbig) if cbig else 0.0
    win_bigram_recall = (len(cbig & (ix.window_bigrams(wi, wj) if windows else frozenset())) / len(cbig)
                         if cbig else 0.0)
    missing = cset - found_all
    prefix_hits = sum(1 for t in missing if len(t) >= 5 and t[:5] in ix.prefixes)
    # a number written as a word is not *missing* when the claim itself lists that many things
    # ("X and Y are the two main causes") or it is a span of years the passage's years make
    # ("the past two decades" against "between 2000 and 2019"); it can still be contradicted
    cnums = profile.numbers - profile.listed_numbers
    if profile.spans:
        cnums = cnums - _spans_in(profile.spans, ix.window_numbers(wi, wj) if windows else frozenset())
    win_nums = ix.window_numbers(wi, wj) if windows else frozenset()
    found_nums = cnums & ix.numbers
    win_found_nums = cnums & win_nums
    if profile.measures and len(found_nums) < len(cnums):  # "20 cm" stated as "0.20 m"
        for m in profile.measures:
            if m.number in cnums and m.number not in found_nums and ix.measure_found(m):
                found_nums = found_nums | {m.number}
                if windows and ix.measure_found(m, best.start, best.end):
                    win_found_nums = win_found_nums | {m.number}
    num_found = len(found_nums) / len(cnums) if cnums else 1.0
    num_win = len(win_found_nums) / len(cnums) if cnums else 1.0
    n_nums, in_context, n_contra, contradicted = check_numbers(
        ctoks, ix, profile.number_contexts, words=profile.word_numbers, claim_measures=profile.measures)
    unbacked = profile.comparative and not (win_text and has_ordering(win_text))
    ents = profile.entities
    ent_recall = len({e for e in ents if e in found_all or e in ix.exact}) / len(ents) if ents else 1.0
    ent_win = len(ents & w_found) / len(ents) if ents else 1.0
    neg_c = profile.negations
    neg_w = ix.negations(best.start, best.end) if win_text else 0
    clause_scores = []
    if profile.clauses:
        # each clause's best pair of consecutive sentences: the pairs are built once for all
        # clauses, largest first, so a clause stops at the first pair that cannot do better
        pairs = [h | hits[i + 1] if i + 1 in hits else h for i, h in hits.items()]
        pairs.sort(key=len, reverse=True)
        for cs in profile.clauses:
            best_c, full = 0, len(cs)
            for pair in pairs:
                if len(pair) <= best_c or best_c == full:
                    break
                u = len(pair & cs)
                best_c = max(best_c, u)
            clause_scores.append(best_c / full)
    n_cl = max(1, len(clause_scores))
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
        "num_count": float(min(len(profile.numbers), 5)),
        "num_found": num_found,
        "num_win_found": num_win,
        "num_missing_any": float(num_found < 1.0),
        "ent_recall": ent_recall,
        "neg_claim": float(neg_c > 0),
        "neg_mismatch": float((neg_c > 0) != (neg_w > 0)),
        "clause_min": min(clause_scores, default=0.0),
        "clause_mean": sum(clause_scores) / n_cl,
        "clause_frac_ok": sum(1 for s in clause_scores if s >= 0.7) / n_cl,
        "log_claim_tokens": math.log1p(n),
        "log_source_chars": math.log1p(len(source)),
        "missing_tokens": math.log1p(len(missing)),
        "num_ctx_found": in_context / n_nums if n_nums else 1.0,
        "num_contradicted": n_contra / n_nums if n_nums else 0.0,
        "clause_count": math.log1p(len(clause_scores)),
        "clause_frac_sup": sum(1 for s in clause_scores if s >= 0.6) / n_cl,
        "clause_frac_none": sum(1 for s in clause_scores if s < 0.3) / n_cl,
        "ent_win_recall": ent_win,
        "top3_idf_recall": idf_rec(covered),
        "comparative_unbacked": float(unbacked),
    }
    width = max(12, 2 * n)
    hit_positions.sort()
    tok_rec, tok_idf, _ = _token_window(ix.tokens, hit_positions, idf, width)
    wide_rec, _, _ = _token_window(ix.tokens, hit_positions, idf, max(30, 5 * n))
    features["tok_recall"] = tok_rec / n if n else 0.0
    features["tok_idf_recall"] = tok_idf / idf_total if n else 0.0
    features["tok_wide_recall"] = wide_rec / n if n else 0.0
    return Analysis(features, best, w_rec, tuple(chosen), n, tuple(contradicted), unbacked)


def _token_window(tokens: list[str], positions: list[int], idf: dict[str, float], width: int):
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
