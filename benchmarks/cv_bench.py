"""Cross-validated and cross-corpus figures for the offline judges and the calibrated panel.

    .venv/bin/python benchmarks/cv_bench.py [--data DIR] [--folds 5] [--seed 0]

Everything that ``benchmarks/train_judge.py`` fits (the evidence judge's thresholds, the learned
judge's classifier, the panel's combiner from the judges' out-of-fold votes) is refitted inside
every fold, so that no figure printed here is on a row that its fit saw. Each judge is shown
alone as ``reviewer bench --judge NAME`` runs it (with the contradiction veto), and the panel
with the combiner method the shipped weights use (``"chosen"`` in learned_weights.json) next to
the older naive Bayes calibration. AttributionBench is scored in the binary collapse.

* **k-fold CV** on alex and WiCE together: each row of both corpora falls in one of ``--folds``
  folds (seeded permutation, ``--seed``); the other folds of both corpora fit, the fold is judged.
  ``--train-split``: on the declared training split only (the rows train_judge.py chooses on).
* **cross-corpus**: fit on all rows of corpus A, score every other corpus B (AttributionBench
  is binary: a model fitted on it never answers Partial).

Next to every figure: the trivial baselines on the same rows — always answering the majority
label (exact) and the best constant supported-vs-rest answer. Rows with an empty source are
scored as the panel answers them (Source unavailable). Needs scikit-learn (the dev extra).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))

from train_judge import (CORPORA, load_or_explain, DEFAULT_C, DEFAULT_WEIGHTS, FITTED, ROOT, SHORT, accuracy, baselines, fit_all, predict_all)


def shipped_method() -> str:
    import json

    panel = json.loads((ROOT / "reviewer" / "judges" / "learned_weights.json").read_text("utf-8")).get("panel") or {}
    return str(panel.get("chosen", "naive Bayes"))


PANELS = tuple(dict.fromkeys((shipped_method(), "naive Bayes")))


def cell(pred: np.ndarray, gold: np.ndarray) -> str:
    e, s = accuracy(pred, gold)
    return f"{e:6.1%} / {s:5.1%}"


def print_block(title: str, gold: np.ndarray, preds: dict[str, np.ndarray]) -> None:
    maj, svr, label = baselines(gold)
    print(f"  {title} — {len(gold)} rows; baselines: always {label} {maj:.1%} exact, "
          f"constant supported-vs-rest {svr:.1%}")
    for judge, pred in preds.items():
        print(f"    {judge:<28} {cell(pred, gold)}")


def kfold(data: dict, folds: int, seed: int, C: float, train_split: bool = False) -> dict[str, dict[str, np.ndarray]]:
    """Out-of-fold predictions per corpus; ``train_split``: over the training split's rows only
    (the others are left ``None``)."""
    rng = np.random.RandomState(seed)
    fold_of = {n: rng.permutation(len(data[n]["y"])) % folds for n in FITTED}
    rows = {n: data[n]["train"] if train_split else np.ones(len(data[n]["y"]), bool) for n in FITTED}
    out: dict[str, dict[str, np.ndarray]] = {n: {} for n in FITTED}
    for k in range(folds):
        parts = []
        for n in FITTED:
            m = (fold_of[n] != k) & data[n]["ok"] & rows[n]
            parts.append((data[n]["F"][m], data[n]["y"][m], DEFAULT_WEIGHTS[n], data[n]["veto"][m]))
        fitted = fit_all(parts, C)
        for n in FITTED:
            test = (fold_of[n] == k) & rows[n]
            d = data[n]
            for judge, pred in predict_all(fitted, d["F"][test], d["ok"][test], d["veto"][test], PANELS).items():
                out[n].setdefault(judge, np.full(len(d["y"]), None, dtype=object))[test] = pred
    return out


def cross(data: dict, C: float) -> None:
    print("\ncross-corpus (fit on all rows of A, score B): exact / supported-vs-rest")
    for a in CORPORA:
        d = data[a]
        fitted = fit_all([(d["F"][d["ok"]], d["y"][d["ok"]], 1.0, d["veto"][d["ok"]])], C)
        for b in CORPORA:
            if b != a:
                preds = predict_all(fitted, data[b]["F"], data[b]["ok"], data[b]["veto"], PANELS)
                print_block(f"{SHORT[a]} -> {SHORT[b]}", data[b]["y"], preds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--C", type=float, default=DEFAULT_C)
    parser.add_argument("--train-split", action="store_true", help="cross-validate on the training split only")
    args = parser.parse_args(argv)
    if args.folds < 2:
        print("--folds must be at least 2", file=sys.stderr)
        return 2
    data = load_or_explain("cv_bench.py", args.data)
    if data is None:
        return 2
    scope = "the training split of alex + WiCE" if args.train_split else "alex + WiCE"
    print(f"\n{args.folds}-fold CV over {scope} (split seed {args.seed}; corpus weights "
          f"{ {SHORT[n]: DEFAULT_WEIGHTS[n] for n in FITTED} }, C={args.C}): exact / supported-vs-rest")
    for n, preds in kfold(data, args.folds, args.seed, args.C, args.train_split).items():
        rows = data[n]["train"] if args.train_split else np.ones(len(data[n]["y"]), bool)
        print_block(SHORT[n], data[n]["y"][rows], {j: p[rows] for j, p in preds.items()})
    cross(data, args.C)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
