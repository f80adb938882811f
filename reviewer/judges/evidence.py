"""The evidence judge: grades the claim by the best supporting window of the source.

The source is cut into sentence windows (one to three consecutive sentences); each is scored
by the rarity-weighted share of the claim's content tokens it holds (a word that is in every
sentence of the source proves little). The best window is the evidence quote. The grade:

* **supported** — the best window carries at least ``supported_at`` of the claim, every
  number of the claim occurs in the source and none is contradicted (the source states
  another number next to the same words: "two" vs "three earlier warnings"), and every
  clause of a compound claim is found somewhere (``clause_floor``), and a comparison ("more …
  than", "the largest") is backed by some ordering language in the passage;
* **partial** — a window carries at least ``partial_at``, or the claim would be supported
  but one of its facts (a number, a clause) is missing or contradicted: half-supported
  compound claims;
* **not supported** — otherwise.

Thresholds were chosen on the training split of the alex and WiCE corpora
(``benchmarks/train_judge.py``; ``benchmarks/cv_bench.py`` reports them cross-validated).
"""

from __future__ import annotations

from collections.abc import Sequence

from reviewer.judges._common import vote_per_source
from reviewer.judges.features import Analysis
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Source, Verdict, Vote

# chosen by benchmarks/train_judge.py on the training split of alex+wice (recorded in learned_weights.json)
SUPPORTED_AT = 0.4
PARTIAL_AT = 0.2
CLAUSE_FLOOR = 0.1


def grade(analysis: Analysis, supported_at: float = SUPPORTED_AT, partial_at: float = PARTIAL_AT,
          clause_floor: float = CLAUSE_FLOOR) -> tuple[Verdict, str]:
    """The evidence grade of one claim/source analysis, with a short reason."""
    f = analysis.value
    share = f("win_idf_recall")
    if share >= supported_at:
        missing = []
        if f("num_contradicted") > 0:
            missing.append("the source gives a different number")
        if f("num_found") < 1.0:
            missing.append("a number of the claim is not in the source")
        if f("clause_min") < clause_floor:
            missing.append("one part of the claim is not found")
        if f("comparative_unbacked") > 0:
            missing.append("it makes no comparison (the claim does)")
        if missing:
            return Verdict.PARTIAL, f"best passage carries {share:.0%} of the claim, but " + "; ".join(missing)
        return Verdict.SUPPORTED, f"best passage carries {share:.0%} of the claim (weighted by rarity)"
    if share >= partial_at:
        return Verdict.PARTIAL, f"best passage carries only {share:.0%} of the claim"
    return Verdict.NOT_SUPPORTED, f"no passage carries more than {share:.0%} of the claim"


class EvidenceJudge:
    name = "evidence"
    uses_indexes = True  # the panel passes its run's SourceIndexes

    def __init__(self, supported_at: float = SUPPORTED_AT, partial_at: float = PARTIAL_AT,
                 clause_floor: float = CLAUSE_FLOOR) -> None:
        self.supported_at = supported_at
        self.partial_at = partial_at
        self.clause_floor = clause_floor

    def judge(self, claim: str, sources: Sequence[Source], context: str = "",
              indexes: SourceIndexes | None = None) -> Vote:
        def graded(analysis: Analysis) -> tuple[Verdict, str, float]:
            verdict, reason = grade(analysis, self.supported_at, self.partial_at, self.clause_floor)
            return verdict, reason, round(analysis.value("win_idf_recall"), 4)

        return vote_per_source(self.name, claim, sources, graded, indexes)
