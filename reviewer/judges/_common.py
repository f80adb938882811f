"""Small helpers the offline judges share: evidence from an analysis, the best of several votes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from reviewer.judges.features import Analysis, analyze
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Evidence, Source, Verdict, Vote

#: How strongly a verdict backs the claim, for picking the best source of several.
SUPPORT_RANK = {Verdict.SUPPORTED: 3, Verdict.PARTIAL: 2, Verdict.NOT_SUPPORTED: 1}


def evidence_of(source: Source, analysis: Analysis) -> Evidence | None:
    """The best window of ``analysis`` as an Evidence record (a real span of the source); the
    judges reading one analysis share one record."""
    if analysis.best is None:
        return None
    memo = analysis.evidence_memo
    if memo is not None and memo[0] == source.id:
        return memo[1]
    start, end = analysis.best.start, analysis.best.end
    evidence = Evidence(source_id=source.id, quote=source.text[start:end], start=start, end=end)
    analysis.evidence_memo = (source.id, evidence)
    return evidence


def best_vote(votes: Sequence[Vote]) -> Vote:
    """The vote that backs the claim most (verdict rank, then score)."""
    return max(votes, key=lambda v: (SUPPORT_RANK.get(v.verdict, 0), v.score))


def no_tokens_vote(name: str) -> Vote:
    return Vote(judge=name, verdict=Verdict.NOT_SUPPORTED, score=0.0, reason="the claim has no content words to check")


def vote_per_source(name: str, claim: str, sources: Sequence[Source],
                    grade: Callable[[Analysis], tuple[Verdict, str, float]],
                    indexes: SourceIndexes | None = None) -> Vote:
    """One vote per cited source from ``grade(analysis) -> (verdict, reason, score)``, the
    best of them returned (a claim citing several sources needs only one to carry it here;
    the lexical judge is the one that demands every source). ``indexes``: the run's shared
    ``SourceIndexes`` (one of its own when None)."""
    indexes = indexes if indexes is not None else SourceIndexes()
    votes = []
    for source in sources:
        analysis = analyze(claim, source.text, indexes)
        if analysis.claim_tokens == 0:
            return no_tokens_vote(name)
        verdict, reason, score = grade(analysis)
        if len(sources) > 1:
            reason = f"source {source.id}: {reason}"
        votes.append(Vote(judge=name, verdict=verdict, score=score, reason=reason,
                          evidence=evidence_of(source, analysis)))
    return best_vote(votes)
