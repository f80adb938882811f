"""Train the learned judge, choose the evidence thresholds, and print honest accuracy tables.

    .venv/bin/python benchmarks/train_judge.py [--data DIR] [--out reviewer/judges/learned_weights.json]
                                               [--search] [--no-write]

Reads the labeled corpora (alex_v1v2, wice_dev, attributionbench_dev; JSONL, Contract 4) from
``--data`` (default ``../shared/benchmarks`` next to the repository) and computes the judge
features once (``reviewer.judges.features``). Everything that is fitted — the learned judge's
multinomial logistic regression (scikit-learn, seeded) and the evidence judge's three
thresholds (a small grid) — is fitted on training rows only, and every figure printed is on
rows that were NOT used to fit:

* nested 5-fold cross-validation within alex and WiCE: the other corpus plus four folds fit
  both the thresholds and the classifier; the fifth fold is judged by every judge and by the
  panel variants;
* whole-corpus hold-outs: fit on the other two corpora, test on the third (AttributionBench
  is binary — its "Not supported" includes partial support — so it is a test corpus only).

Rows with an empty source are counted as the panel answers them (Source unavailable).
The shipped weights and thresholds are then fitted on all rows of alex and WiCE
(``--no-write`` to skip). ``--search`` also prints the grid the defaults come from.
Needs the dev extra (scikit-learn); the runtime judges need only the JSON this writes.
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
from reviewer.judges.lexical import DEFAULT_THRESHOLD

CORPORA = ("alex_v1v2", "wice_dev", "attributionbench_dev")
FITTED = CORPORA[:2]  # the 4-class corpora
SHORT = {"alex_v1v2": "alex", "wice_dev": "wice", "attributionbench_dev": "attrib"}
S, P, N, U = "Supported", "Partial", "Not supported", "Source unavailable"
SEED = 0
DEFAULT_C = 0.05
# alex has a third of WiCE's rows: weigh it up (2x: the best panel average in --search)
DEFAULT_WEIGHTS = {"alex_v1v2": 2.0, "wice_dev": 1.0, "attributionbench_dev": 0.0}
MODEL_FEATURES = ("win_idf_recall", "clause_min", "num_found", "recall", "tok_idf_recall", "bigram_recall")
PANELS = {  # name -> judge weights (lexical, evidence, learned)
    "lexical+evidence+learned": (1, 1, 1),
    "lexical+evidence+learned:2": (1, 1, 2),
    "lexical+evidence:2+learned": (1, 2, 1),
    "evidence+learned": (0, 1, 1),
}
EVIDENCE_GRID = [(hi, lo, cl) for hi in np.arange(0.25, 0.66, 0.025) for lo in np.arange(0.05, 0.36, 0.025)
                 for cl in (0.0, 0.1, 0.2, 0.3, 0.4) if lo < hi]


def col(F: np.ndarray, name: str) -> np.ndarray:
    return F[:, FEATURE_NAMES.index(name)]


def load(data: Path) -> dict[str, dict]:
    out = {}
    for name in CORPORA:
        rows = [json.loads(line) for line in (data / f"{name}.jsonl").read_text("utf-8").splitlines() if line.strip()]
        ok = np.array([bool(r["source_text"].strip()) for r in rows])
        F = np.array([analyze(r["claim"], r["source_text"]).vector() if usable else [0.0] * len(FEATURE_NAMES)
                      for r, usable in zip(rows, ok)])
        out[name] = {"F": F, "y": np.array([r["label"] for r in rows], dtype=object), "ok": ok}
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


def panel(lex: np.ndarray, ev: np.ndarray, le: np.ndarray, weights: tuple) -> np.ndarray:
    from reviewer.model import Verdict, Vote
    from reviewer.panel import tally

    names = ("lexical", "evidence", "learned")
    w = {n: float(x) for n, x in zip(names, weights) if x}
    out = []
    for row in zip(lex, ev, le):
        votes = [Vote(n, Verdict.from_label(v)) for n, v in zip(names, row) if n in w]
        out.append(tally(votes, w).corpus_label)
    return np.array(out, dtype=object)


# --- evaluation ---------------------------------------------------------------------------------

def judge_all(train: list[tuple[np.ndarray, np.ndarray, float]], F: np.ndarray, C: float) -> dict[str, np.ndarray]:
    """Fit on ``train`` (feature matrix, labels, corpus weight), predict ``F`` with every judge/panel."""
    t = tune_evidence([(f, y) for f, y, w in train if w > 0])
    model = fit([p for p in train if p[2] > 0], C)
    plain = np.where(col(F, "recall_exact") >= DEFAULT_THRESHOLD, S, N).astype(object)
    out = {"lexical (reference, no guard)": plain,
           "lexical": lexical(F), "evidence": evidence(F, t), "learned": learned(model, F)}
    for name, weights in PANELS.items():
        out[name] = panel(out["lexical"], out["evidence"], out["learned"], weights)
    return out


def nested_cv(data: dict, target: str, C: float, weights: dict, folds: int = 5) -> dict[str, np.ndarray]:
    from sklearn.model_selection import StratifiedKFold

    d = data[target]
    idx = np.flatnonzero(d["ok"])
    y = d["y"][idx]
    strat = np.array([lab if np.sum(y == lab) >= folds else "_rare" for lab in y], dtype=object)
    others = [(data[o]["F"][data[o]["ok"]], data[o]["y"][data[o]["ok"]], weights[o]) for o in FITTED if o != target]
    preds: dict[str, np.ndarray] = {}
    for tr, te in StratifiedKFold(folds, shuffle=True, random_state=SEED).split(idx, strat):
        got = judge_all(others + [(d["F"][idx[tr]], y[tr], weights[target])], d["F"][idx[te]], C)
        for name, p in got.items():
            preds.setdefault(name, np.full(len(d["y"]), U, dtype=object))[idx[te]] = p
    return preds


def hold_out(data: dict, target: str, C: float, weights: dict) -> dict[str, np.ndarray]:
    d = data[target]
    train = [(data[o]["F"][data[o]["ok"]], data[o]["y"][data[o]["ok"]], weights[o]) for o in FITTED if o != target]
    got = judge_all(train, d["F"][d["ok"]], C)
    out = {}
    for name, p in got.items():
        out[name] = np.full(len(d["y"]), U, dtype=object)
        out[name][d["ok"]] = p
    return out


def table(title: str, results: dict[str, dict[str, np.ndarray]], data: dict) -> None:
    names = list(next(iter(results.values())))
    print(f"\n{title}")
    print(f"  {'judge / panel':<30}" + "".join(f"{SHORT[c]:>20}" for c in results))
    print(f"  {'':<30}" + "".join(f"{'exact / sup-vs-rest':>20}" for _ in results))
    for name in names:
        cells = []
        for corpus, preds in results.items():
            e, s = accuracy(preds[name], data[corpus]["y"])
            cells.append(f"{e:>11.1%} / {s:.1%}")
        print(f"  {name:<30}" + "".join(f"{c:>20}" for c in cells))


def export(model, C: float, weights: dict, thresholds: tuple, data: dict) -> dict:
    scaler = model.named_steps["standardscaler"]
    lr = model.named_steps["logisticregression"]
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
            "corpus_weights": {SHORT[k]: v for k, v in weights.items()},
            "rows": {SHORT[k]: int(data[k]["ok"].sum()) for k in FITTED},
            "evidence_thresholds": {"supported_at": round(float(thresholds[0]), 3),
                                    "partial_at": round(float(thresholds[1]), 3),
                                    "clause_floor": round(float(thresholds[2]), 3)},
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    parser.add_argument("--out", type=Path, default=ROOT / "reviewer" / "judges" / "learned_weights.json")
    parser.add_argument("--C", type=float, default=DEFAULT_C)
    parser.add_argument("--search", action="store_true")
    parser.add_argument("--no-write", action="store_true")
    args = parser.parse_args(argv)
    try:
        import sklearn  # noqa: F401
    except ImportError:
        print("train_judge.py needs scikit-learn (pip install -e '.[dev]')", file=sys.stderr)
        return 2
    if not args.data.is_dir():
        print(f"corpora folder not found: {args.data}", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    data = load(args.data)
    print(f"features for {sum(len(d['y']) for d in data.values())} rows in {time.perf_counter() - t0:.1f}s")
    weights = dict(DEFAULT_WEIGHTS)

    if args.search:
        print("\ngrid (nested 5-fold CV, exact / sup-vs-rest of the default panel and the learned judge):")
        for C in (0.01, 0.05, 0.5):
            for wa in (1.0, 2.0, 3.0, 5.0):
                w = {**weights, "alex_v1v2": wa}
                cv = {c: nested_cv(data, c, C, w) for c in FITTED}
                cells = [f"{SHORT[c]} panel {accuracy(cv[c]['lexical+evidence+learned'], data[c]['y'])[0]:.1%}"
                         f" learned {accuracy(cv[c]['learned'], data[c]['y'])[0]:.1%}" for c in FITTED]
                print(f"  C={C:<5} alex weight {wa}: " + "; ".join(cells))

    cv = {c: nested_cv(data, c, args.C, weights) for c in FITTED}
    table(f"nested 5-fold CV (thresholds and classifier fitted on the other corpus + 4 folds; "
          f"C={args.C}, corpus weights {weights})", cv, data)
    held = {c: hold_out(data, c, args.C, weights) for c in CORPORA}
    table("whole-corpus hold-out (fitted on the other 4-class corpus / on alex+wice for attrib)", held, data)

    if not args.no_write:
        train = [(data[n]["F"][data[n]["ok"]], data[n]["y"][data[n]["ok"]], weights[n]) for n in FITTED]
        thresholds = tune_evidence([(f, y) for f, y, _ in train])
        model = fit(train, args.C)
        args.out.write_text(json.dumps(export(model, args.C, weights, thresholds, data), indent=1) + "\n", "utf-8")
        print(f"\nevidence thresholds on all rows: supported_at={thresholds[0]:.3f} partial_at={thresholds[1]:.3f} "
              f"clause_floor={thresholds[2]:.1f}")
        print(f"wrote {args.out.relative_to(ROOT) if args.out.is_relative_to(ROOT) else args.out} "
              f"(fitted on all rows of alex+wice; quote the CV / hold-out figures above)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
