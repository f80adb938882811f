"""The learned judge: a small multinomial logistic regression over the judge features.

Trained offline by ``benchmarks/train_judge.py`` (seeded, reproducible) on a declared training
split of the public corpora: the rows of alex and WiCE whose seeded hash of the fingerprint falls
in the first half (``in_training_split``). The weights ship as ``learned_weights.json`` next to this
module, with the fingerprint of every training row (``training_fingerprints``) so that the bench
can tell, and exclude, the rows they saw. The same file carries the evidence judge's thresholds
and the panel's calibration, both fitted on the same rows. Inference is plain Python (a dot
product and a softmax): no scikit-learn at run time.
"""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from importlib import resources
from operator import mul
from pathlib import Path

from reviewer.judges._common import vote_per_source
from reviewer.judges.features import FEATURE_NAMES, Analysis, Features
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Source, Verdict, Vote

WEIGHTS_FILE = "learned_weights.json"
FINGERPRINT_CHARS = 16  # hex digits of sha256 kept per row


def fingerprint(claim: str, source_text: str) -> str:
    """A corpus row's identity: sha256 of ``claim + "\\0" + source_text``, first 16 hex digits."""
    digest = hashlib.sha256(f"{claim}\0{source_text}".encode("utf-8", "surrogatepass")).hexdigest()
    return digest[:FINGERPRINT_CHARS]


def in_training_split(fp: str, seed: int = 0, fraction: float = 0.5) -> bool:
    """Whether the row with fingerprint ``fp`` belongs to the declared training split: a seeded
    hash of the fingerprint, read as a number in [0, 1), falls below ``fraction``."""
    value = int(hashlib.sha256(f"{seed}:{fp}".encode("ascii")).hexdigest()[:8], 16) / 2**32
    return value < fraction


class WeightsError(ValueError):
    """The weights file is missing, unreadable or does not match the feature set."""


class LinearModel:
    """Softmax over ``coef · ((x - mean) / scale) + intercept``."""

    def __init__(self, data: dict) -> None:
        try:
            self.features: list[str] = list(data["features"])
            self.classes = [Verdict.from_label(c) for c in data["classes"]]
            self.mean = [float(v) for v in data["mean"]]
            self.scale = [float(v) or 1.0 for v in data["scale"]]
            self.coef = [[float(v) for v in row] for row in data["coef"]]
            self.intercept = [float(v) for v in data["intercept"]]
            self.bias = [float(v) for v in data.get("class_bias", [0.0] * len(self.classes))]
        except (KeyError, TypeError, ValueError) as exc:
            raise WeightsError(f"learned judge weights are malformed: {exc}") from None
        unknown = [f for f in self.features if f not in FEATURE_NAMES]
        if unknown:
            raise WeightsError(f"learned judge weights name unknown features: {', '.join(unknown)}")
        n = len(self.features)
        if not (len(self.mean) == len(self.scale) == n and all(len(r) == n for r in self.coef)
                and len(self.coef) == len(self.intercept) == len(self.classes) == len(self.bias)):
            raise WeightsError("learned judge weights have inconsistent shapes")
        self.meta = data.get("meta", {})
        self.training = data.get("training", {}) or {}
        self.panel = data.get("panel") or None  # the panel's calibration (reviewer.panel.Calibration)

    @property
    def training_fingerprints(self) -> frozenset[str]:
        """Fingerprints (``fingerprint``) of every row the weights were fitted on."""
        return frozenset(str(f) for f in self.training.get("fingerprints", ()))

    @property
    def training_corpora(self) -> tuple[str, ...]:
        return tuple(str(c) for c in self.training.get("corpora", ()))

    def probabilities(self, features: Features) -> dict[Verdict, float]:
        return self.probabilities_of(lambda name: getattr(features, name))

    def probabilities_of(self, value: Callable[[str], float]) -> dict[Verdict, float]:
        """``probabilities`` from ``value(feature name)`` (``Analysis.value``: only the features the
        model reads are worked out)."""
        x = [(value(f) - m) / s for f, m, s in zip(self.features, self.mean, self.scale)]
        logits = [sum(map(mul, row, x)) + b + extra  # same products, same order as a zip
                  for row, b, extra in zip(self.coef, self.intercept, self.bias)]
        top = max(logits)
        exps = [math.exp(z - top) for z in logits]
        total = sum(exps)
        return {cls: e / total for cls, e in zip(self.classes, exps)}


@lru_cache(maxsize=8)
def load_model(path: str | None = None) -> LinearModel:
    """The shipped model, or the one at ``path``."""
    try:
        if path is None:
            raw = resources.files("reviewer.judges").joinpath(WEIGHTS_FILE).read_text("utf-8")
        else:
            raw = Path(path).read_text("utf-8")
        data = json.loads(raw)
    except (OSError, json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise WeightsError(f"cannot read learned judge weights: {exc}") from None
    return LinearModel(data)


class LearnedJudge:
    name = "learned"
    uses_indexes = True  # the panel passes its run's SourceIndexes

    def __init__(self, weights_path: str | None = None) -> None:
        self.model = load_model(weights_path)

    def judge(self, claim: str, sources: Sequence[Source], context: str = "",
              indexes: SourceIndexes | None = None) -> Vote:
        return vote_per_source(self.name, claim, sources, self._grade, indexes)

    def _grade(self, analysis: Analysis) -> tuple[Verdict, str, float]:
        probs = self.model.probabilities_of(analysis.value)
        verdict = max(probs, key=probs.get)
        shown = ", ".join(f"{v.corpus_label.lower()} {p:.0%}" for v, p in
                          sorted(probs.items(), key=lambda kv: -kv[1]))
        reason = f"classifier over passage features: {shown}"
        if verdict is Verdict.SUPPORTED and analysis.contradicted:
            verdict = Verdict.PARTIAL  # a number the source states otherwise is never supported
            reason += f"; capped at partial: the source gives another number than {analysis.contradicted[0]}"
        elif verdict is Verdict.SUPPORTED and analysis.comparative_unbacked:
            verdict = Verdict.PARTIAL  # a comparison the passage does not make
            reason += "; capped at partial: the claim compares, but the passage states no comparison"
        return verdict, reason, round(probs[verdict], 4)
