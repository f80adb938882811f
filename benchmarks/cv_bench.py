"""Cross-validated and cross-corpus figures for the offline judges and the calibrated panel.

    .venv/bin/python benchmarks/cv_bench.py [--data DIR] [--folds 5] [--seed 0]

Everything that ``benchmarks/train_judge.py`` fits (the evidence judge's thresholds, the learned
judge's classifier, the panel's calibration) is refitted inside every fold, so that no figure
printed here is on a row that its fit saw:

* **k-fold CV** on alex and WiCE together: each row of both corpora falls in one of ``--folds``
  folds (seeded permutation, ``--seed``); the other folds of both corpora fit, the fold is judged.
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

from train_judge import (CORPORA, load_or_explain, DEFAULT_C, DEFAULT_WEIGHTS, FITTED, ROOT, SHORT, U, accuracy, baselines,
                         fit_all, predict_all)


def cell(pred: np.ndarray, gold: np.ndarray) -> str:
    e, s = accuracy(pred, gold)
    return f"{e:6.1%} / {s:5.1%}"


def print_block(title: str, gold: np.ndarray, preds: dict[str, np.ndarray]) -> None:
    maj, svr, label = baselines(gold)
    print(f"  {title} — {len(gold)} rows; baselines: always {label} {maj:.1%} exact, "
          f"constant supported-vs-rest {svr:.1%}")
    for judge, pred in preds.items():
        print(f"    {judge:<20} {cell(pred, gold)}")


def kfold(data: dict, folds: int, seed: int, C: float) -> dict[str, dict[str, np.ndarray]]:
    rng = np.random.RandomState(seed)
    fold_of = {n: rng.permutation(len(data[n]["y"])) % folds for n in FITTED}
    out: dict[str, dict[str, np.ndarray]] = {n: {} for n in FITTED}
    for k in range(folds):
        parts = [(data[n]["F"][(fold_of[n] != k) & data[n]["ok"]], data[n]["y"][(fold_of[n] != k) & data[n]["ok"]],
                  DEFAULT_WEIGHTS[n]) for n in FITTED]
        fitted = fit_all(parts, C)
        for n in FITTED:
            test = fold_of[n] == k
            for judge, pred in predict_all(fitted, data[n]["F"][test], data[n]["ok"][test]).items():
                out[n].setdefault(judge, np.full(len(data[n]["y"]), U, dtype=object))[test] = pred
    return out


def cross(data: dict, C: float) -> None:
    print("\ncross-corpus (fit on all rows of A, score B): exact / supported-vs-rest")
    for a in CORPORA:
        d = data[a]
        fitted = fit_all([(d["F"][d["ok"]], d["y"][d["ok"]], 1.0)], C)
        for b in CORPORA:
            if b != a:
                preds = predict_all(fitted, data[b]["F"], data[b]["ok"])
                print_block(f"{SHORT[a]} -> {SHORT[b]}", data[b]["y"], preds)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--C", type=float, default=DEFAULT_C)
    args = parser.parse_args(argv)
    if args.folds < 2:
        print("--folds must be at least 2", file=sys.stderr)
        return 2
    data = load_or_explain("cv_bench.py", args.data)
    if data is None:
        return 2
    print(f"\n{args.folds}-fold CV over alex + WiCE (split seed {args.seed}; corpus weights "
          f"{ {SHORT[n]: DEFAULT_WEIGHTS[n] for n in FITTED} }, C={args.C}): exact / supported-vs-rest")
    for n, preds in kfold(data, args.folds, args.seed, args.C).items():
        print_block(SHORT[n], data[n]["y"], preds)
    cross(data, args.C)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
