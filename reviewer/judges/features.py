"""Claim-vs-source analysis shared by the offline judges (lexical, evidence, learned).

``analyze(claim, source_text, indexes)`` computes, once per pair and run, how much of the claim the
source carries, as a ``Features`` record: token recall over the whole source, the best window
of one to three consecutive sentences (recall, precision, numbers, negation), the best few
windows together, sub-claim (clause) coverage, bigrams, named-entity proxies, the best run of
source tokens. Each group of features is one small function below; ``FEATURE_NAMES`` (the
fields of ``Features``, in order) fixes the numeric vector the learned judge reads.

The claim half (tokens, numbers, clauses) is ``reviewer.judges.claimprofile``; the source half
(token positions, idf, window memos) is ``reviewer.judges.sourceindex``; both are held, with the
analyses, by the run's ``reviewer.judges.indexes.SourceIndexes``. Only the places where the
claim's tokens occur in the source are touched.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from dataclasses import dataclass, fields

from reviewer.judges.claimprofile import ClaimProfile, spans_in
from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.sourceindex import SourceIndex, check_numbers, token_run_ids
from reviewer.judges.windows import (
    MAX_WINDOW,
    Hits,
    Weights,
    Window,
    greedy_cover,
    ranked_windows,
    weights,
    window,
)
from reviewer.judges.windows import hits as find_hits
from reviewer.text import Span, has_ordering

__all__ = ["FEATURE_NAMES", "MAX_WINDOW", "Analysis", "Features", "analyze"]



@dataclass(frozen=True, slots=True)
class Features:
    """The numbers the judges grade a claim/source pair by (all finite; most in [0, 1])."""

    recall: float  # claim content tokens found anywhere in the source (stemmed)
    recall_exact: float  # same, unstemmed
    idf_recall: float  # recall weighted by rarity in the source
    win1_recall: float  # best single sentence
    win_recall: float  # best window of up to MAX_WINDOW sentences
    win_idf_recall: float
    win_precision: float  # claim tokens / window tokens for the best window
    top3_recall: float  # union of the three best windows
    bigram_recall: float
    win_bigram_recall: float
    prefix_recall: float  # unmatched tokens matched by a 5-letter prefix
    num_count: float  # numbers the claim states (at most 5)
    num_found: float  # fraction of claim numbers anywhere in the source (1 when none)
    num_win_found: float  # fraction in the best window
    num_missing_any: float
    ent_recall: float
    neg_claim: float
    neg_mismatch: float  # claim and best window disagree on negation
    clause_min: float  # worst clause's best-window recall
    clause_mean: float
    clause_frac_ok: float  # fraction of clauses with recall >= 0.7
    log_claim_tokens: float
    log_source_chars: float
    missing_tokens: float  # number of claim tokens absent from the source (log1p)
    tok_recall: float  # best run of ~2x the claim's length in source tokens
    tok_idf_recall: float
    tok_wide_recall: float  # best run of ~5x the claim's length
    num_ctx_found: float  # fraction of claim numbers the source states next to the same words
    num_contradicted: float  # fraction of claim numbers the source contradicts (another number there)
    clause_count: float  # log1p of the number of clauses
    clause_frac_sup: float  # fraction of clauses the source carries (best 2-sentence recall >= 0.6)
    clause_frac_none: float  # fraction of clauses the source does not carry (< 0.3)
    ent_win_recall: float  # capitalised words of the claim in the best window
    top3_idf_recall: float  # rarity-weighted recall of the three best windows together
    comparative_unbacked: float  # the claim compares ("more … than") but the best window has no ordering words

    def vector(self) -> list[float]:
        """The values in ``FEATURE_NAMES`` order."""
        return [getattr(self, name) for name in FEATURE_NAMES]

    def as_dict(self) -> dict[str, float]:
        return {name: getattr(self, name) for name in FEATURE_NAMES}


FEATURE_NAMES: tuple[str, ...] = tuple(f.name for f in fields(Features))


class Analysis:
    """How much of a claim one source carries: the best window's span and recall, the claim's
    token count, its numbers the source contradicts, whether a comparison goes unbacked, and the
    ``Features``. The judges read single features (``value``); the groups no judge reads (the best
    three windows together, bigrams and negation of the best window, entities, the wide token
    run, rarity-weighted and prefix recall over the whole source) are worked out only when ``features``, ``windows`` or ``value`` asks for them. Equal
    analyses compare equal whatever has been worked out."""

    __slots__ = ("best", "best_recall", "claim_tokens", "contradicted", "comparative_unbacked",
                 "_features", "_windows", "_values", "_rest", "evidence_memo")

    def __init__(self, features: Features | None = None, best: Span | None = None, best_recall: float = 0.0,
                 windows: tuple[tuple[float, Span], ...] = (), claim_tokens: int = 0,
                 contradicted: tuple[str, ...] = (), comparative_unbacked: bool = False, *,
                 values: dict[str, float] | None = None, rest=None) -> None:
        self.best = best  # best window's span in the source text
        self.best_recall = best_recall
        self.claim_tokens = claim_tokens
        self.contradicted = contradicted  # claim numbers the source states otherwise
        self.comparative_unbacked = comparative_unbacked  # a comparison the best window does not make
        self._features = features
        self._windows = windows  # top windows (recall, span), best first
        self._values = features.as_dict() if features is not None else dict(values or {})
        self._rest = None if features is not None else rest  # () -> (the other values, windows)
        self.evidence_memo: tuple | None = None  # (source id, its Evidence): ``_common.evidence_of``

    def _complete(self) -> None:
        if self._rest is not None:
            more, self._windows = self._rest()
            self._values.update(more)
            self._rest = None

    def value(self, name: str) -> float:
        """One feature (a ``Features`` field), working out only what it needs."""
        got = self._values.get(name)
        if got is None:
            self._complete()
            got = self._values[name]
        return got

    @property
    def features(self) -> Features:
        if self._features is None:
            self._complete()
            self._features = Features(**{name: self._values[name] for name in FEATURE_NAMES})
        return self._features

    @property
    def windows(self) -> tuple[tuple[float, Span], ...]:
        self._complete()
        return self._windows

    def vector(self) -> list[float]:
        return self.features.vector()

    def _key(self) -> tuple:
        return (self.features, self.best, self.best_recall, self.windows, self.claim_tokens, self.contradicted,
                self.comparative_unbacked)

    def __eq__(self, other: object) -> bool:
        return self._key() == other._key() if isinstance(other, Analysis) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return "Analysis(features={!r}, best={!r}, best_recall={!r}, windows={!r}, claim_tokens={!r}, " \
               "contradicted={!r}, comparative_unbacked={!r})".format(*self._key())


# -- the pieces of one analysis -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Best:
    """The best window (the evidence) or nothing when no sentence holds a claim token."""

    window: Window | None
    span: Span | None
    precision: float
    text: str


def _best_window(windows: list[tuple], hits: Hits, ix: SourceIndex, source: str) -> _Best:
    if not windows:
        return _Best(None, None, 0.0, "")
    top = window(windows[0])
    span = Span(ix.spans[top.first].start, ix.spans[top.last].end)
    first, last = ix.span_first[top.first], ix.span_first[top.last + 1]
    in_claim = bisect_left(hits.positions, last) - bisect_left(hits.positions, first)  # claim tokens there
    tokens_in_window = last - first
    return _Best(top, span, in_claim / max(1, tokens_in_window), source[span.start : span.end])


def _recall_core(profile: ClaimProfile, ix: SourceIndex, hits: Hits, w: Weights) -> dict:
    """How much of the claim the whole source holds (what the judges read)."""
    exact = profile.exact
    cbig = profile.bigrams
    return {
        "recall": w.recall(hits.found),
        "recall_exact": len(exact & ix.exact) / len(exact) if exact else 0.0,
        "bigram_recall": len(cbig & ix.bigrams) / len(cbig) if cbig else 0.0,
    }


def _recall_rest(profile: ClaimProfile, ix: SourceIndex, hits: Hits, w: Weights, source: str) -> dict:
    """The rest of the whole-source recall features: rarity-weighted, by prefix, and sizes."""
    missing = profile.token_set - hits.found
    prefix_hits = sum(1 for t in missing if len(t) >= 5 and t[:5] in ix.prefixes)
    return {
        "idf_recall": w.idf_recall(hits.found),
        "prefix_recall": (len(hits.found) + prefix_hits) / w.n if w.n else 0.0,
        "log_claim_tokens": math.log1p(w.n),
        "log_source_chars": math.log1p(len(source)),
        "missing_tokens": math.log1p(len(missing)),
    }


def _window_core(profile: ClaimProfile, best: _Best, best1: float) -> dict:
    """How much of the claim the best window holds (what the judges read)."""
    top = best.window
    return {
        "win1_recall": best1,
        "win_recall": top.recall if top else 0.0,
        "win_idf_recall": top.idf_recall if top else 0.0,
        "win_precision": best.precision,
        "comparative_unbacked": float(profile.comparative and not (best.text and has_ordering(best.text))),
    }


def _window_rest(profile: ClaimProfile, ix: SourceIndex, best: _Best, covered: set[str], w: Weights) -> dict:
    """How much the best three windows together hold; the best window's bigrams and negation."""
    top = best.window
    cbig = profile.bigrams
    win_bigrams = ix.window_bigrams(top.first, top.last) if top and cbig else frozenset()
    neg_claim = profile.negations > 0
    neg_window = (ix.negations(best.span.start, best.span.end) if best.text else 0) > 0
    return {
        "top3_recall": w.recall(covered),
        "top3_idf_recall": w.idf_recall(covered),
        "win_bigram_recall": len(cbig & win_bigrams) / len(cbig) if cbig else 0.0,
        "neg_claim": float(neg_claim),
        "neg_mismatch": float(neg_claim != neg_window),
    }


def _entity_features(profile: ClaimProfile, ix: SourceIndex, hits: Hits, best: _Best) -> dict:
    """Capitalised words of the claim (a named-entity proxy) in the source and the best window."""
    ents = profile.entities
    if not ents:
        return {"ent_recall": 1.0, "ent_win_recall": 1.0}
    in_window = hits.tokens(best.window.mask) if best.window else frozenset()
    return {
        "ent_recall": len({e for e in ents if e in hits.found or e in ix.exact}) / len(ents),
        "ent_win_recall": len(ents & in_window) / len(ents),
    }


def _number_features(profile: ClaimProfile, ix: SourceIndex, best: _Best) -> tuple[dict, tuple[str, ...]]:
    """The claim's numbers in the source and the best window, next to the same words or
    contradicted there; and the contradicted numbers.

    A number written as a word is not *missing* when the claim itself lists that many things
    ("X and Y are the two main causes") or it is a span of years the passage's years make ("the
    past two decades" against "between 2000 and 2019"); it can still be contradicted. A number
    with a unit is found when the source states the same measure in another unit."""
    top = best.window
    win_nums = ix.window_numbers(top.first, top.last) if top else frozenset()
    cnums = profile.numbers - profile.listed_numbers
    if profile.spans:
        cnums = cnums - spans_in(profile.spans, win_nums)
    found = cnums & ix.numbers
    in_window = cnums & win_nums
    if profile.measures and len(found) < len(cnums):  # "20 cm" stated as "0.20 m"
        for m in profile.measures:
            if m.number in cnums and m.number not in found and ix.measure_found(m):
                found = found | {m.number}
                if top and ix.measure_found(m, best.span.start, best.span.end):
                    in_window = in_window | {m.number}
    num_found = len(found) / len(cnums) if cnums else 1.0
    n_nums, in_context, n_contra, contradicted = check_numbers(
        profile.tokens, ix, profile.number_contexts, words=profile.word_numbers, claim_measures=profile.measures)
    return {
        "num_count": float(min(len(profile.numbers), 5)),
        "num_found": num_found,
        "num_win_found": len(in_window) / len(cnums) if cnums else 1.0,
        "num_missing_any": float(num_found < 1.0),
        "num_ctx_found": in_context / n_nums if n_nums else 1.0,
        "num_contradicted": n_contra / n_nums if n_nums else 0.0,
    }, tuple(contradicted)


def _clause_scores(profile: ClaimProfile, hits: Hits) -> list[float]:
    """Each clause's best share held by a pair of consecutive sentences. The pairs are built
    once for all clauses, largest first, so a clause stops at the first pair that cannot do
    better."""
    if not profile.clauses:
        return []
    by_span = hits.by_span
    get = by_span.get
    pairs = sorted({(h | get(i + 1, 0)) for i, h in by_span.items()}, key=int.bit_count, reverse=True)
    sized = [(p.bit_count(), p) for p in pairs]
    scores = []
    for cs in profile.clauses:
        best_c, full, cmask = 0, len(cs), hits.mask(cs)
        for size, pair in sized:
            if size <= best_c or best_c == full:
                break
            best_c = max(best_c, (pair & cmask).bit_count())
        scores.append(best_c / full)
    return scores


def _clause_features(scores: list[float]) -> dict:
    n_cl = max(1, len(scores))
    return {
        "clause_min": min(scores, default=0.0),
        "clause_mean": sum(scores) / n_cl,
        "clause_frac_ok": sum(1 for s in scores if s >= 0.7) / n_cl,
        "clause_count": math.log1p(len(scores)),
        "clause_frac_sup": sum(1 for s in scores if s >= 0.6) / n_cl,
        "clause_frac_none": sum(1 for s in scores if s < 0.3) / n_cl,
    }


def _token_runs(ix: SourceIndex, hits: Hits, w: Weights, wide: bool) -> dict:
    """The best run of ~2x the claim's length in source tokens (``wide``: of ~5x)."""
    bits, tokens = hits.bits, ix.tokens
    ids = [bits[tokens[p]] for p in hits.positions]
    weights = [w.idf[t] for t in hits.by_bit]
    if wide:
        wide_rec, _, _ = token_run_ids(ids, hits.positions, weights, max(30, 5 * w.n))
        return {"tok_wide_recall": wide_rec / w.n if w.n else 0.0}
    tok_rec, tok_idf, _ = token_run_ids(ids, hits.positions, weights, max(12, 2 * w.n))
    return {
        "tok_recall": tok_rec / w.n if w.n else 0.0,
        "tok_idf_recall": tok_idf / w.total if w.n else 0.0,
    }


def analyze(claim: str, source: str, indexes: SourceIndexes | None = None) -> Analysis:
    """How much of ``claim`` ``source`` carries. Pure; remembered in ``indexes`` (the run's
    ``SourceIndexes``: the source's index, the claim's profile and this analysis), so the three
    offline judges share one analysis per pair. Without ``indexes`` nothing is remembered."""
    if indexes is None:
        return _analyze(claim, source, SourceIndexes())
    analyses = indexes.analyses
    got = analyses.get((claim, id(source)))
    if got is None:
        if analyses and next(iter(analyses))[0] != claim:
            analyses.clear()  # the judges ask about one claim at a time: keep only its analyses
        got = analyses[(claim, id(source))] = _analyze(claim, source, indexes)
    return got


def _analyze(claim: str, source: str, indexes: SourceIndexes) -> Analysis:
    ix = indexes.index(source)  # holds ``source``: id(source) stays its key while ``indexes`` lives
    profile = indexes.profile(claim)
    w = weights(profile, ix)
    hits = find_hits(profile, ix)
    windows, best1 = ranked_windows(hits, len(ix.spans), w)
    best = _best_window(windows, hits, ix, source)
    numbers, contradicted = _number_features(profile, ix, best)
    values = {
        **_recall_core(profile, ix, hits, w),
        **_window_core(profile, best, best1),
        **numbers,
        **_clause_features(_clause_scores(profile, hits)),
        **_token_runs(ix, hits, w, wide=False),
    }

    def rest() -> tuple[dict, tuple[tuple[float, Span], ...]]:
        covered, chosen = greedy_cover(windows, hits, ix)
        return {**_recall_rest(profile, ix, hits, w, source), **_window_rest(profile, ix, best, covered, w),
                **_entity_features(profile, ix, hits, best),
                **_token_runs(ix, hits, w, wide=True)}, tuple(chosen)

    return Analysis(None, best.span, values["win_recall"], (), w.n, contradicted,
                    bool(values["comparative_unbacked"]), values=values, rest=rest)
