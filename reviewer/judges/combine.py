"""The offline panel's combiner: the judges' votes weighed by what they proved worth out-of-sample.

``benchmarks/train_judge.py`` fits it on the declared training split only, from the judges'
*out-of-fold* votes (the evidence thresholds and the learned judge refitted without the rows they
vote on, so the combiner never learns to trust an in-sample judge), and picks the method by
cross-validation on that split. It ships in the ``"panel"`` entry of ``learned_weights.json``:

* ``"stacked"`` — a multinomial logistic regression over every judge's vote (one-hot over
  supported / partial / not supported) and its score (lexical: share of content words; evidence:
  the best window's share; learned: its probability), i.e. per-judge, per-class reliability
  weights that may also learn that two judges agreeing means more than either;
* ``"judge"`` — follow one judge (when cross-validation prefers trusting the best judge);
* naive Bayes counts (``reviewer.panel.Calibration``, the older method, still readable).

Whatever the method, the panel picks **one of the verdicts the judges gave** (the most likely of
them; ties sceptical, ``reviewer.panel.tally``), so "k of n judges said so" stays true. The
rules that no combiner may override stay outside it, in ``reviewer.panel``: an error vote never
counts, no usable source is ``source_unavailable``, and the contradiction veto comes after.
A ballot the combiner was not fitted for (another judge set, a missing or repeated judge) falls
back to the weighted plurality (``covers`` is False).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from reviewer.model import Verdict, Vote

#: the verdicts an offline judge gives, in the order of the one-hot block of each judge
VOTE_VERDICTS: tuple[Verdict, ...] = (Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED)


def vote_features(verdict: Verdict | str, score: float) -> list[float]:
    """One judge's block of the stacked input: one-hot of its verdict, then its score."""
    v = verdict if isinstance(verdict, Verdict) else Verdict.from_label(verdict)
    return [1.0 if v is w else 0.0 for w in VOTE_VERDICTS] + [float(score)]


def _ballot(votes: Sequence[Vote], judges: Sequence[str]) -> dict[str, Vote] | None:
    """The ok votes by judge, when they are exactly one per judge of ``judges``; else None."""
    ok = [v for v in votes if v.ok]
    by = {v.judge: v for v in ok}
    if len(ok) != len(judges) or len(by) != len(ok) or set(by) != set(judges):
        return None
    return by


@dataclass(frozen=True, slots=True)
class StackedCombiner:
    """Softmax over ``coef · ((x - mean) / scale) + intercept``, ``x`` the judges' blocks in
    ``judges`` order (``vote_features``)."""

    judges: tuple[str, ...]
    classes: tuple[Verdict, ...]
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    coef: tuple[tuple[float, ...], ...]
    intercept: tuple[float, ...]

    @classmethod
    def from_dict(cls, data: Mapping) -> StackedCombiner:
        try:
            judges = tuple(str(j) for j in data["judges"])
            classes = tuple(Verdict.from_label(str(c)) for c in data["classes"])
            mean = tuple(float(v) for v in data["mean"])
            scale = tuple(float(v) or 1.0 for v in data["scale"])
            coef = tuple(tuple(float(v) for v in row) for row in data["coef"])
            intercept = tuple(float(v) for v in data["intercept"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"malformed panel combiner: {exc}") from None
        n = len(judges) * (len(VOTE_VERDICTS) + 1)
        if not judges or not (len(mean) == len(scale) == n and all(len(r) == n for r in coef)
                              and len(coef) == len(intercept) == len(classes) > 0):
            raise ValueError("malformed panel combiner: inconsistent shapes")
        return cls(judges, classes, mean, scale, coef, intercept)

    def covers(self, votes: Sequence[Vote]) -> bool:
        return _ballot(votes, self.judges) is not None

    def features(self, votes: Sequence[Vote]) -> list[float]:
        by = _ballot(votes, self.judges)
        if by is None:
            raise ValueError("the ballot is not the combiner's judge set")
        return [x for j in self.judges for x in vote_features(by[j].verdict, by[j].score)]

    def scores(self, votes: Sequence[Vote]) -> dict[Verdict, float]:
        """The logit of every verdict some ok vote gave (the panel picks the largest)."""
        x = [(v - m) / s for v, m, s in zip(self.features(votes), self.mean, self.scale)]
        given = {v.verdict for v in votes if v.ok}
        return {cls: sum(c * xi for c, xi in zip(row, x)) + b
                for cls, row, b in zip(self.classes, self.coef, self.intercept) if cls in given}


@dataclass(frozen=True, slots=True)
class FollowJudge:
    """Take one judge's verdict (the others' votes are shown, not counted)."""

    judge: str
    judges: tuple[str, ...]

    @classmethod
    def from_dict(cls, data: Mapping) -> FollowJudge:
        try:
            judges = tuple(str(j) for j in data["judges"])
            judge = str(data["judge"])
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed panel combiner: {exc}") from None
        if judge not in judges:
            raise ValueError("malformed panel combiner: the followed judge is not on the panel")
        return cls(judge, judges)

    def covers(self, votes: Sequence[Vote]) -> bool:
        return _ballot(votes, self.judges) is not None

    def scores(self, votes: Sequence[Vote]) -> dict[Verdict, float]:
        by = _ballot(votes, self.judges) or {}
        vote = by.get(self.judge)
        return {vote.verdict: 0.0} if vote is not None and vote.verdict is not None else {}


#: ``"method"`` of a ``"panel"`` entry -> the combiner that reads it (other methods: ``reviewer.panel.Calibration``)
METHODS = {"stacked": StackedCombiner, "judge": FollowJudge}
