"""The lexical judge: a token-recall checker.

The share of the claim's content tokens (lower-cased, stop words dropped, numbers kept;
see ``reviewer.text``) found anywhere in the cited source. At or above ``threshold`` the
source passes. A claim citing several sources is supported only if every cited source
passes; the best matching source window is the evidence quote. A claim number that the source
contradicts (another number next to the same words) fails the claim whatever the recall.
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.judges._common import evidence_of, no_tokens_vote
from reviewer.judges.features import analyze
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Source, Verdict, Vote

DEFAULT_THRESHOLD = 0.4


class LexicalJudge:
    name = "lexical"
    uses_indexes = True  # the panel passes its run's SourceIndexes

    def __init__(self, threshold: float = DEFAULT_THRESHOLD) -> None:
        self.threshold = threshold

    def judge(self, claim: str, sources: Sequence[Source], context: str = "",
              indexes: SourceIndexes | None = None) -> Vote:
        indexes = indexes if indexes is not None else SourceIndexes()
        scored = [(analyze(claim, s.text, indexes), s) for s in sources]
        if not scored or scored[0][0].claim_tokens == 0:
            return no_tokens_vote(self.name)
        recalls = [a.value("recall_exact") for a, _ in scored]
        weakest = min(recalls)
        best_analysis, best_source = max(scored, key=lambda p: (p[0].best_recall, p[0].value("recall_exact")))
        evidence = evidence_of(best_source, best_analysis)
        passed = weakest >= self.threshold
        contradicted = next((a.contradicted for a, _ in scored if a.contradicted), ())
        verdict = Verdict.SUPPORTED if passed else Verdict.NOT_SUPPORTED
        if len(scored) == 1:
            reason = f"{recalls[0]:.0%} of the claim's content words occur in the source"
        else:
            shares = ", ".join(f"{s.id}: {r:.0%}" for (_, s), r in zip(scored, recalls))
            reason = f"content words found per source ({shares}); every source must reach {self.threshold:.0%}"
        if not passed:
            reason += f" (below {self.threshold:.0%})"
        elif contradicted:
            verdict = Verdict.NOT_SUPPORTED  # a number the source states otherwise is never supported
            reason += f", but the source gives another number than {contradicted[0]}"
        return Vote(judge=self.name, verdict=verdict, score=round(weakest, 4), reason=reason, evidence=evidence)
