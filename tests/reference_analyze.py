"""The judges' claim/source analysis as it was written before the speed work (plain code: no
claim profile, no per-source memos, sort + max): the reference the optimised
``reviewer.judges.features.analyze`` must equal exactly. Used by tests/test_perf_caches.py."""

from __future__ import annotations

import math

from reviewer.judges.claimprofile import bigrams as _bigrams
from reviewer.judges.claimprofile import claim_profile
from reviewer.judges.claimprofile import clauses as _clauses
from reviewer.judges.claimprofile import spans_in as _spans_in
from reviewer.judges.features import MAX_WINDOW, Analysis, Features
from reviewer.judges.sourceindex import check_numbers, source_index
from reviewer.judges.sourceindex import token_run as _token_window
from reviewer.text import (
    Span,
    capitalized_terms,
    content_token_offsets,
    content_tokens,
    has_ordering,
    negation_count,
    stem,
)


def reference_analyze(claim: str, source: str) -> Analysis:
    """The plain analysis. Only the places where the claim's tokens occur are touched (the source is indexed once)."""
    ix = source_index(source)
    spans = ix.spans
    claim_stream, _, _ = content_token_offsets(claim)
    ctoks = claim_stream
    cset = set(ctoks)
    n = len(cset)
    n_spans = max(1, len(spans))
    idf = {t: math.log(1 + n_spans / (1 + ix.df(t))) for t in cset}
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
        for p in pos:
            sp = ix.token_span[p]
            hits.setdefault(sp, set()).add(t)
            occurrences[sp] = occurrences.get(sp, 0) + 1
    found_all = set().union(*hits.values()) if hits else set()
    exact_claim = set(content_tokens(claim))
    recall_exact = len(exact_claim & ix.exact) / len(exact_claim) if exact_claim else 0.0

    windows: list[tuple[float, float, int, int, frozenset[str]]] = []  # (idf_recall, recall, i, j, found)
    best1 = 0.0
    for i in sorted(hits):
        h = hits[i]
        best1 = max(best1, len(h))
        union: set[str] = set()
        for j in range(i, min(len(spans), i + MAX_WINDOW)):
            union |= hits.get(j, set())
            windows.append((idf_rec(union), rec(union), i, j, frozenset(union)))
    best1 = best1 / n if n else 0.0
    windows.sort(key=lambda w: (-w[0], w[3] - w[2]))
    if windows:
        w_idf, w_rec, wi, wj, w_found = windows[0]
        best = Span(spans[wi].start, spans[wj].end)
        win_tokens = ix.window_tokens(wi, wj)
        in_claim = sum(occurrences.get(k, 0) for k in range(wi, wj + 1))
        win_precision = in_claim / max(1, len(win_tokens))
        win_text = source[best.start : best.end]
    else:
        w_idf = w_rec = win_precision = 0.0
        best = None
        win_tokens, w_found = [], frozenset()
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
    bigram_recall = len(cbig & ix.bigrams) / len(cbig) if cbig else 0.0
    win_bigram_recall = len(cbig & _bigrams(win_tokens)) / len(cbig) if cbig else 0.0
    missing = cset - found_all
    prefix_hits = sum(1 for t in missing if len(t) >= 5 and t[:5] in ix.prefixes)
    # number semantics (number words, units, year spans, comparisons) as in features.analyze,
    # from the claim's pure profile; the windows, sums and sorts above stay plain code
    profile = claim_profile(claim)
    win_nums = {t for t in win_tokens if t[0].isdigit()}
    claim_nums = {t for t in cset if t[0].isdigit()}  # every number the claim states
    cnums = claim_nums - profile.listed_numbers  # those that must be found
    if profile.spans:
        cnums = cnums - _spans_in(profile.spans, frozenset(win_nums))
    found_nums = cnums & ix.numbers
    win_found_nums = cnums & win_nums
    if profile.measures and len(found_nums) < len(cnums):
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
    ents = {stem(e) for e in capitalized_terms(claim)}
    ent_recall = len({e for e in ents if e in found_all or e in ix.exact}) / len(ents) if ents else 1.0
    ent_win = len(ents & w_found) / len(ents) if ents else 1.0
    neg_c = negation_count(claim)
    neg_w = negation_count(win_text) if win_text else 0
    clause_scores = []
    for clause in _clauses(claim):
        cs = set(clause)
        if not cs:
            continue
        best_c = 0
        for i, h in hits.items():
            u = len((h | hits.get(i + 1, set())) & cs)
            best_c = max(best_c, u)
        clause_scores.append(best_c / len(cs))
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
        "num_count": float(min(len(claim_nums), 5)),  # a listed number word still counts
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
    }
    width = max(12, 2 * n)
    hit_positions.sort()
    tok_rec, tok_idf, _ = _token_window(ix.tokens, hit_positions, idf, width)
    wide_rec, _, _ = _token_window(ix.tokens, hit_positions, idf, max(30, 5 * n))
    features["tok_recall"] = tok_rec / n if n else 0.0
    features["tok_idf_recall"] = tok_idf / idf_total if n else 0.0
    features["tok_wide_recall"] = wide_rec / n if n else 0.0
    features["comparative_unbacked"] = float(unbacked)
    return Analysis(Features(**features), best, w_rec, tuple(chosen), n, tuple(contradicted), unbacked)
