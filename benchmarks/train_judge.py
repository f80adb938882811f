"""Train the learned judge, the evidence judge's thresholds and the panel's calibration on a
declared training split, and print their figures on the rows they never saw.

    .venv/bin/python benchmarks/train_judge.py [--data DIR] [--out reviewer/judges/learned_weights.json]
                                               [--no-write]

**What is trained on what.** The training split is half of alex_v1v2 and half of wice_dev, by a
seeded hash of each row's fingerprint (``reviewer.judges.learned.in_training_split``: sha256 of
``claim + "\\0" + source_text``, seed ``SPLIT_SEED``, fraction ``SPLIT_FRACTION``). On those rows
only, and in this order:

1. the evidence judge's three thresholds (a small grid, best mean exact accuracy);
2. the learned judge: a multinomial logistic regression over six features (scikit-learn, seeded);
3. the panel's calibration: every judge's out-of-fold votes on the training rows (5 folds, each
   fold judged by thresholds and a classifier fitted on the other four) give, per judge and
   per verdict it gave, how often each gold label was behind it (``reviewer.panel.Calibration``).

The other half of alex and WiCE, and all of AttributionBench (binary labels; its "Not
supported" includes partial support), are never fitted on: ``reviewer bench --holdout`` scores
exactly those rows, and the figures this script prints are on them, next to the trivial
baselines. The weights file records the corpora, the split and the fingerprint of every training
row. ``benchmarks/cv_bench.py`` gives k-fold and cross-corpus figures.
Needs the dev extra (scikit-learn); the runtime needs only the JSON this writes.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer.judges.features import FEATURE_NAMES, analyze
from reviewer.judges.learned import fingerprint, in_training_split
from reviewer.judges.lexical import DEFAULT_THRESHOLD

CORPORA = ("alex_v1v2", "wice_dev", "attributionbench_dev")
FITTED = CORPORA[:2]  # the 4-class corpora: the training split is drawn from these
SHORT = {"alex_v1v2": "alex", "wice_dev": "wice", "attributionbench_dev": "attrib"}
S, P, N, U = "Supported", "Partial", "Not supported", "Source unavailable"
SEED = 0
SPLIT_SEED = 0
SPLIT_FRACTION = 0.5
CAL_FOLDS = 5
DEFAULT_C = 0.05
# alex has a third of WiCE's rows: weigh it up (2x was the best panel average under CV)
DEFAULT_WEIGHTS = {"alex_v1v2": 2.0, "wice_dev": 1.0, "attributionbench_dev": 1.0}
MODEL_FEATURES = ("win_idf_recall", "clause_min", "num_found", "recall", "tok_idf_recall", "bigram_recall")
JUDGES = ("lexical", "evidence", "learned")
EVIDENCE_GRID = [(hi, lo, cl) for hi in np.arange(0.25, 0.66, 0.025) for lo in np.arange(0.05, 0.36, 0.025)
                 for cl in (0.0, 0.1, 0.2, 0.3, 0.4) if lo < hi]


def col(F: np.ndarray, name: str) -> np.ndarray:
    return F[:, FEATURE_NAMES.index(name)]


def load(data: Path) -> dict[str, dict]:
    """Per corpus: features ``F``, gold ``y``, usable source ``ok``, fingerprints ``fp`` and the
    training-split mask ``train`` (all False for a corpus the split is not drawn from)."""
    out = {}
    for name in CORPORA:
        rows = [json.loads(line) for line in (data / f"{name}.jsonl").read_text("utf-8").splitlines() if line.strip()]
        ok = np.array([bool(r["source_text"].strip()) for r in rows])
        F = np.array([analyze(r["claim"], r["source_text"]).vector() if usable else [0.0] * len(FEATURE_NAMES)
                      for r, usable in zip(rows, ok)])
        fp = np.array([fingerprint(r["claim"], r["source_text"]) for r in rows], dtype=object)
        train = np.array([name in FITTED and in_training_split(f, SPLIT_SEED, SPLIT_FRACTION) for f in fp])
        out[name] = {"F": F, "y": np.array([r["label"] for r in rows], dtype=object), "ok": ok, "fp": fp,
                     "train": train}
    return out


# --- the rule judges, vectorised --------------------------------------------------------------

def lexical(F: np.ndarray) -> np.ndarray:
    passed = (col(F, "recall_exact") >= DEFAULT_THRESHOLD) & (col(F, "num_contradicted") == 0)
    return np.where(passed, S, N).astype(object)


def evidence(F: np.ndarray, t: tuple) -> np.ndarray:
    """``reviewer.judges.evidence.grade`` over a feature matrix."""
    hi, lo, cl = t
    share = col(F, "win_idf_recall")
    flawed = ((col(F, "num_contradicted") > 0) | (col(F, "num_found") < 1.0) | (col(F, "clause_min") < cl)
              | (col(F, "comparative_unbacked") > 0))
    return np.where(share >= hi, np.where(flawed, P, S), np.where(share >= lo, P, N)).astype(object)


def accuracy(pred: np.ndarray, gold: np.ndarray) -> tuple[float, float]:
    return float(np.mean(pred == gold)), float(np.mean((pred == S) == (gold == S)))


def tune_evidence(parts: list[tuple[np.ndarray, np.ndarray]]) -> tuple:
    """Thresholds maximising the mean (over corpora) exact accuracy on the training ``parts``."""
    return max(EVIDENCE_GRID, key=lambda t: sum(float(np.mean(evidence(F, t) == y)) for F, y in parts))


# --- the learned judge ------------------------------------------------------------------------

def fit(parts: list[tuple[np.ndarray, np.ndarray, float]], C: float):
    from sklearn.linear_model import LogisticRegression
    from sklearn.pipeline import make_pipeline
    from sklearn.preprocessing import StandardScaler

    cols = [FEATURE_NAMES.index(f) for f in MODEL_FEATURES]
    X = np.vstack([p[0][:, cols] for p in parts])
    y = np.concatenate([p[1] for p in parts])
    w = np.concatenate([np.full(len(p[1]), p[2]) for p in parts])
    model = make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=5000, random_state=SEED))
    model.fit(X, y, logisticregression__sample_weight=w)
    return model


def learned(model, F: np.ndarray) -> np.ndarray:
    cols = [FEATURE_NAMES.index(f) for f in MODEL_FEATURES]
    pred = model.predict(F[:, cols]).astype(object)
    # the judge's guards: a number the source states otherwise, or a comparison the passage does
    # not make, is never supported
    pred[(pred == S) & ((col(F, "num_contradicted") > 0) | (col(F, "comparative_unbacked") > 0))] = P
    return pred


# --- the panel ----------------------------------------------------------------------------------

def votes_of(F: np.ndarray, thresholds: tuple, model) -> dict[str, np.ndarray]:
    return {"lexical": lexical(F), "evidence": evidence(F, thresholds), "learned": learned(model, F)}


def fit_calibration(parts: list[tuple[np.ndarray, np.ndarray, float]], C: float, folds: int = CAL_FOLDS) -> dict:
    """The panel calibration from out-of-fold votes on ``parts`` (features, gold, corpus weight):
    per judge and verdict given, the weighted count of each gold label behind it, and the prior."""
    rng = np.random.RandomState(SEED)
    fold_of = [rng.permutation(len(y)) % folds for _, y, _ in parts]
    oof = [{j: np.empty(len(y), dtype=object) for j in JUDGES} for _, y, _ in parts]
    for k in range(folds):
        train = [(F[f != k], y[f != k], w) for (F, y, w), f in zip(parts, fold_of)]
        t = tune_evidence([(F, y) for F, y, w in train if w > 0])
        model = fit([p for p in train if p[2] > 0], C)
        for (F, _, _), f, out in zip(parts, fold_of, oof):
            for j, pred in votes_of(F[f == k], t, model).items():
                out[j][f == k] = pred
    labels = sorted({str(g) for _, y, _ in parts for g in y})
    counts = {j: {} for j in JUDGES}
    prior = {g: 0.0 for g in labels}
    for (_, y, w), out in zip(parts, oof):
        for i, g in enumerate(y):
            prior[g] += w
            for j in JUDGES:
                cell = counts[j].setdefault(str(out[j][i]), {lab: 0.0 for lab in labels})
                cell[g] += w
    rnd = lambda d: {k: round(float(v), 3) for k, v in d.items()}  # noqa: E731
    return {"method": "naive Bayes over the judges' votes", "labels": labels, "prior": rnd(prior),
            "counts": {j: {v: rnd(c) for v, c in sorted(cells.items())} for j, cells in counts.items()},
            "smoothing": 1.0, "folds": folds}


def calibrated(votes: dict[str, np.ndarray], calibration: dict) -> np.ndarray:
    """The shipped panel's verdict per row (``reviewer.panel.tally`` with the calibration)."""
    from reviewer.model import Verdict, Vote
    from reviewer.panel import Calibration, tally

    cal = Calibration.from_dict(calibration)
    out = []
    for row in zip(*(votes[j] for j in JUDGES)):
        ballot = [Vote(j, Verdict.from_label(v)) for j, v in zip(JUDGES, row)]
        out.append(tally(ballot, calibration=cal).corpus_label)
    return np.array(out, dtype=object)


def fit_all(parts: list[tuple[np.ndarray, np.ndarray, float]], C: float = DEFAULT_C):
    """Everything that is fitted, on ``parts`` only: thresholds, classifier, panel calibration."""
    used = [p for p in parts if p[2] > 0]
    thresholds = tune_evidence([(F, y) for F, y, _ in used])
    return thresholds, fit(used, C), fit_calibration(used, C)


def predict_all(fitted, F: np.ndarray, ok: np.ndarray) -> dict[str, np.ndarray]:
    """Every judge and the calibrated panel on ``F``; rows without a usable source are
    ``Source unavailable`` (the panel asks no judge)."""
    thresholds, model, calibration = fitted
    votes = votes_of(F, thresholds, model)
    out = {**votes, "panel (calibrated)": calibrated(votes, calibration)}
    for pred in out.values():
        pred[~ok] = U
    return out


def baselines(y: np.ndarray) -> tuple[float, float, str]:
    """Always-majority exact accuracy, the best constant supported-vs-rest accuracy, the majority label."""
    labels, counts = np.unique(y.astype(str), return_counts=True)
    share_s = float(np.mean(y == S))
    return float(counts.max() / len(y)), max(share_s, 1 - share_s), str(labels[counts.argmax()])


def export(fitted, C: float, weights: dict, data: dict) -> dict:
    thresholds, model, calibration = fitted
    scaler = model.named_steps["standardscaler"]
    lr = model.named_steps["logisticregression"]
    fps = sorted(str(f) for name in FITTED for f in data[name]["fp"][data[name]["train"]])
    return {
        "kind": "multinomial_logistic_regression",
        "features": list(MODEL_FEATURES),
        "classes": [str(c) for c in lr.classes_],
        "mean": [round(float(v), 6) for v in scaler.mean_],
        "scale": [round(float(v), 6) for v in scaler.scale_],
        "coef": [[round(float(v), 6) for v in row] for row in lr.coef_],
        "intercept": [round(float(v), 6) for v in lr.intercept_],
        "meta": {
            "trained_by": "benchmarks/train_judge.py",
            "seed": SEED,
            "C": C,
            "corpus_weights": {SHORT[k]: weights[k] for k in FITTED},
            "rows": {SHORT[k]: int((data[k]["train"] & data[k]["ok"]).sum()) for k in FITTED},
            "evidence_thresholds": {"supported_at": round(float(thresholds[0]), 3),
                                    "partial_at": round(float(thresholds[1]), 3),
                                    "clause_floor": round(float(thresholds[2]), 3)},
        },
        "training": {
            "corpora": [SHORT[k] for k in FITTED],
            "files": [f"{k}.jsonl" for k in FITTED],
            "split": {"seed": SPLIT_SEED, "fraction": SPLIT_FRACTION,
                      "rule": "reviewer.judges.learned.in_training_split(fingerprint(claim, source_text))"},
            "fingerprint": "sha256(claim + '\\0' + source_text), first 16 hex digits",
            "fingerprints": fps,
        },
        "panel": calibration,
    }


def load_or_explain(script: str, folder: Path) -> dict | None:
    """The corpora's features (timed), or None after a one-line reason on stderr (no
    scikit-learn, no corpora folder)."""
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print(f"{script} needs scikit-learn (pip install -e '.[dev]')", file=sys.stderr)
        return None
    if not folder.is_dir():
        print(f"corpora folder not found: {folder}", file=sys.stderr)
        return None
    t0 = time.perf_counter()
    data = load(folder)
    print(f"features for {sum(len(d['y']) for d in data.values())} rows in {time.perf_counter() - t0:.1f}s")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    parser.add_argument("--out", type=Path, default=ROOT / "reviewer" / "judges" / "learned_weights.json")
    parser.add_argument("--C", type=float, default=DEFAULT_C)
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    data = load_or_explain("train_judge.py", args.data)
    if data is None:
        return 2
    parts = [(data[n]["F"][data[n]["train"] & data[n]["ok"]], data[n]["y"][data[n]["train"] & data[n]["ok"]],
              DEFAULT_WEIGHTS[n]) for n in FITTED]
    fitted = fit_all(parts, args.C)
    print(f"training split (seed {SPLIT_SEED}, {SPLIT_FRACTION:.0%}): "
          + ", ".join(f"{SHORT[n]} {int(data[n]['train'].sum())} rows" for n in FITTED))
    print(f"evidence thresholds: supported_at={fitted[0][0]:.3f} partial_at={fitted[0][1]:.3f} "
          f"clause_floor={fitted[0][2]:.1f}")
    print("\nheld-out rows (never fitted on): exact / supported-vs-rest")
    for name in CORPORA:
        d = data[name]
        held = ~d["train"]
        preds = predict_all(fitted, d["F"][held], d["ok"][held])
        maj, svr, label = baselines(d["y"][held])
        print(f"  {SHORT[name]} ({int(held.sum())} rows; baselines: always {label} {maj:.1%}, "
              f"constant supported-vs-rest {svr:.1%})")
        for judge, pred in preds.items():
            e, s = accuracy(pred, d["y"][held])
            print(f"    {judge:<20} {e:6.1%} / {s:.1%}")
    if not args.no_write:
        args.out.write_text(json.dumps(export(fitted, args.C, DEFAULT_WEIGHTS, data), indent=1) + "\n", "utf-8")
        print(f"\nwrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
