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
3. the panel's combiner (``benchmarks/panel_fit.py``, ``reviewer.judges.combine``): fitted on
   every judge's out-of-fold votes on the training rows (5 folds, each fold judged by thresholds
   and a classifier fitted on the other four), the method (stacked logistic regression at a few
   strengths, naive Bayes, or following one judge) chosen by 5-fold cross-validation on the
   training split alone (everything refitted in every fold), by mean exact accuracy of the panel
   as it ships (with the contradiction veto).

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

from panel_fit import JUDGES, apply_veto, choose, fit_panels, oof_votes, panel_predict

from reviewer.judges.contradiction import find_conflicts
from reviewer.judges.features import FEATURE_NAMES, analyze
from reviewer.judges.learned import fingerprint, in_training_split
from reviewer.judges.lexical import DEFAULT_THRESHOLD
from reviewer.model import Source

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
EVIDENCE_GRID = [(hi, lo, cl) for hi in np.arange(0.25, 0.66, 0.025) for lo in np.arange(0.05, 0.36, 0.025)
                 for cl in (0.0, 0.1, 0.2, 0.3, 0.4) if lo < hi]


def col(F: np.ndarray, name: str) -> np.ndarray:
    return F[:, FEATURE_NAMES.index(name)]


def load(data: Path) -> dict[str, dict]:
    """Per corpus: features ``F``, gold ``y``, usable source ``ok``, fingerprints ``fp``, the
    training-split mask ``train`` (all False for a corpus the split is not drawn from) and
    ``veto``: the contradiction check finds a conflict (the panel's veto)."""
    out = {}
    for name in CORPORA:
        rows = [json.loads(line) for line in (data / f"{name}.jsonl").read_text("utf-8").splitlines() if line.strip()]
        ok = np.array([bool(r["source_text"].strip()) for r in rows])
        F = np.array([analyze(r["claim"], r["source_text"]).vector() if usable else [0.0] * len(FEATURE_NAMES)
                      for r, usable in zip(rows, ok)])
        fp = np.array([fingerprint(r["claim"], r["source_text"]) for r in rows], dtype=object)
        train = np.array([name in FITTED and in_training_split(f, SPLIT_SEED, SPLIT_FRACTION) for f in fp])
        veto = np.array([usable and bool(find_conflicts(r["claim"], [Source(id="row", text=r["source_text"],
                                                                            origin="corpus")]))
                         for r, usable in zip(rows, ok)])
        out[name] = {"F": F, "y": np.array([r["label"] for r in rows], dtype=object), "ok": ok, "fp": fp,
                     "train": train, "veto": veto}
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
    """Exact and supported-vs-rest accuracy; on binary gold labels (no Partial, AttributionBench)
    exact is scored in the binary collapse, a partial verdict as not supported (as ``reviewer bench``)."""
    if not np.any(gold == P):
        pred = np.where(pred == P, N, pred)
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


def learned(model, F: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The learned judge's verdicts and scores (the probability of the verdict it gives)."""
    cols = [FEATURE_NAMES.index(f) for f in MODEL_FEATURES]
    probs = model.predict_proba(F[:, cols])
    classes = [str(c) for c in model.classes_]
    pred = np.array([classes[i] for i in probs.argmax(axis=1)], dtype=object)
    # the judge's guards: a number the source states otherwise, or a comparison the passage does
    # not make, is never supported
    pred[(pred == S) & ((col(F, "num_contradicted") > 0) | (col(F, "comparative_unbacked") > 0))] = P
    # the probability of the verdict given (0 for a capped "Partial" a binary-trained model lacks)
    padded = np.hstack([probs, np.zeros((len(pred), 1))])
    score = padded[np.arange(len(pred)), [classes.index(v) if v in classes else len(classes) for v in pred]]
    return pred, np.round(score, 4)


# --- the panel ----------------------------------------------------------------------------------

def votes_of(F: np.ndarray, thresholds: tuple, model) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Every judge's ``(verdicts, scores)``, the scores as the judges' votes carry them."""
    return {"lexical": (lexical(F), np.round(col(F, "recall_exact"), 4)),
            "evidence": (evidence(F, thresholds), np.round(col(F, "win_idf_recall"), 4)),
            "learned": learned(model, F)}


def fit_judges(parts: list[tuple]) -> tuple:
    """The evidence thresholds and the learned classifier on ``parts`` (features, gold, weight, veto)."""
    used = [p for p in parts if p[2] > 0]
    return tune_evidence([(p[0], p[1]) for p in used]), fit(used, DEFAULT_C)


def fit_all(parts: list[tuple], C: float = DEFAULT_C):
    """Everything that is fitted, on ``parts`` only: thresholds, classifier, and every candidate
    combiner from the judges' out-of-fold votes (``panel_fit``)."""
    used = [p for p in parts if p[2] > 0]
    thresholds = tune_evidence([(p[0], p[1]) for p in used])
    oof = oof_votes(used, CAL_FOLDS, fit_judges, lambda fitted, F: votes_of(F, *fitted))
    return thresholds, fit(used, C), fit_panels(used, oof)


def predict_all(fitted, F: np.ndarray, ok: np.ndarray, veto: np.ndarray,
                panels: tuple[str, ...] | None = None) -> dict[str, np.ndarray]:
    """Every judge alone (as ``reviewer bench --judge NAME``: with the contradiction veto) and
    the ``panels`` candidates (all when None); rows without a usable source are ``Source
    unavailable`` (the panel asks no judge)."""
    thresholds, model, combiners = fitted
    votes = votes_of(F, thresholds, model)
    out = {j: apply_veto(votes[j][0], veto) for j in JUDGES}
    for name, panel in combiners.items():
        if panels is None or name in panels:
            out[f"panel: {name}"] = panel_predict(panel, votes, veto)
    for pred in out.values():
        pred[~ok] = U
    return out


def baselines(y: np.ndarray) -> tuple[float, float, str]:
    """Always-majority exact accuracy, the best constant supported-vs-rest accuracy, the majority label."""
    labels, counts = np.unique(y.astype(str), return_counts=True)
    share_s = float(np.mean(y == S))
    return float(counts.max() / len(y)), max(share_s, 1 - share_s), str(labels[counts.argmax()])


def export(fitted, C: float, weights: dict, data: dict, panel: dict) -> dict:
    """The weights file: the learned judge, the evidence thresholds, the chosen ``panel``
    combiner (with how it was chosen) and the fingerprint of every training row."""
    thresholds, model, _ = fitted
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
        "panel": panel,
    }


def training_parts(data: dict) -> list[tuple]:
    """``(features, gold, corpus weight, veto)`` of the training rows with a usable source, per corpus."""
    out = []
    for n in FITTED:
        m = data[n]["train"] & data[n]["ok"]
        out.append((data[n]["F"][m], data[n]["y"][m], DEFAULT_WEIGHTS[n], data[n]["veto"][m]))
    return out


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
    parts = training_parts(data)
    print(f"training split (seed {SPLIT_SEED}, {SPLIT_FRACTION:.0%}): "
          + ", ".join(f"{SHORT[n]} {int(data[n]['train'].sum())} rows" for n in FITTED))
    chosen, table = choose(dict(zip(FITTED, parts)), CAL_FOLDS, fit_all, predict_all)
    print(f"\nchoosing the panel's combiner: {CAL_FOLDS}-fold CV on the training split only (everything refitted "
          "per fold; the veto applied): exact / supported-vs-rest")
    for name, cells in table.items():
        mark = "  <- chosen" if name == f"panel: {chosen}" else ""
        print(f"    {name:<22} " + "   ".join(f"{SHORT[n]} {e:6.1%} / {v:5.1%}" for n, (e, v) in cells.items())
              + mark)
    fitted = fit_all(parts, args.C)
    panel = {**fitted[2][chosen], "chosen": chosen, "chosen_by": (
        f"{CAL_FOLDS}-fold CV on the training split, mean exact accuracy over {', '.join(SHORT[n] for n in FITTED)}"),
        "cv_exact": {SHORT[n]: round(e, 4) for n, (e, _) in table[f"panel: {chosen}"].items()},
        "fitted_on": "out-of-fold votes of the judges on the training split", "folds": CAL_FOLDS}
    print(f"evidence thresholds: supported_at={fitted[0][0]:.3f} partial_at={fitted[0][1]:.3f} "
          f"clause_floor={fitted[0][2]:.1f}")
    print("\nheld-out rows (never fitted on): exact / supported-vs-rest (each judge alone and the panel "
          "with the veto; AttributionBench in the binary collapse)")
    for name in CORPORA:
        d = data[name]
        held = ~d["train"]
        preds = predict_all(fitted, d["F"][held], d["ok"][held], d["veto"][held], panels=(chosen,))
        maj, svr, label = baselines(d["y"][held])
        print(f"  {SHORT[name]} ({int(held.sum())} rows; baselines: always {label} {maj:.1%}, "
              f"constant supported-vs-rest {svr:.1%})")
        for judge, pred in preds.items():
            e, s = accuracy(pred, d["y"][held])
            print(f"    {judge:<22} {e:6.1%} / {s:.1%}")
    if not args.no_write:
        args.out.write_text(json.dumps(export(fitted, args.C, DEFAULT_WEIGHTS, data, panel), indent=1) + "\n",
                            "utf-8")
        print(f"\nwrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
