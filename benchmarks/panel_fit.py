"""The panel's combiner, fitted and chosen for ``benchmarks/train_judge.py`` and ``cv_bench.py``.

Every judge that is itself fitted (the evidence thresholds, the learned classifier) votes
**out of fold** on the rows the combiner is fitted on (``oof_votes``: each fold judged by a fit on
the other folds), so the combiner learns how far each judge can be trusted on rows it never saw.
The combiner is fitted on the rows the contradiction veto leaves to it (a vetoed row is not
supported whatever the judges say). Candidates (``CANDIDATES``):

* ``naive Bayes`` — the older calibration: per judge and verdict given, the gold labels behind it;
* ``stacked C=…`` — a multinomial logistic regression over the judges' votes and scores
  (``reviewer.judges.combine.StackedCombiner``), at a few regularisation strengths;
* ``follow <judge>`` — trust one judge (``reviewer.judges.combine.FollowJudge``).

``choose`` picks one by k-fold cross-validation **on the training split only** (everything,
the judges included, refitted in every fold), by the mean over corpora of the exact accuracy
of the panel as it ships (the veto applied). Every panel is evaluated through the runtime's own
``reviewer.panel.tally``, so the figures are the shipped code's.
"""

from __future__ import annotations

import numpy as np

from reviewer.judges.combine import METHODS, vote_features
from reviewer.model import Verdict, Vote
from reviewer.panel import Calibration, tally

S, P, N, U = "Supported", "Partial", "Not supported", "Source unavailable"
JUDGES = ("lexical", "evidence", "learned")
STACK_C = (0.03, 0.1, 0.3, 1.0)
CANDIDATES = ("naive Bayes", *(f"stacked C={c:g}" for c in STACK_C), *(f"stacked votes C={c:g}" for c in STACK_C),
              *(f"follow {j}" for j in JUDGES))
REPEATS = 3  # choose: repeated k-fold (the training split is small: one alex row is 1.8 points)
SEED = 0


def oof_votes(parts: list[tuple], folds: int, fit_judges, judge_votes) -> list[dict[str, tuple]]:
    """Per part, per judge: ``(verdicts, scores)`` out of fold. ``fit_judges(train_parts)`` fits
    the judges; ``judge_votes(fitted, F)`` gives ``{judge: (verdicts, scores)}``."""
    rng = np.random.RandomState(SEED)
    fold_of = [rng.permutation(len(p[1])) % folds for p in parts]
    out = [{j: (np.empty(len(p[1]), dtype=object), np.zeros(len(p[1]))) for j in JUDGES} for p in parts]
    for k in range(folds):
        train = [tuple(a[f != k] if isinstance(a, np.ndarray) else a for a in p) for p, f in zip(parts, fold_of)]
        fitted = fit_judges(train)
        for p, f, o in zip(parts, fold_of, out):
            for j, (verdicts, scores) in judge_votes(fitted, p[0][f == k]).items():
                o[j][0][f == k] = verdicts
                o[j][1][f == k] = scores
    return out


def stack_matrix(votes: dict[str, tuple]) -> np.ndarray:
    """The combiner's input rows (``reviewer.judges.combine.vote_features`` per judge)."""
    n = len(next(iter(votes.values()))[0])
    return np.array([[x for j in JUDGES for x in vote_features(str(votes[j][0][i]), float(votes[j][1][i]))]
                     for i in range(n)]).reshape(n, -1)


def fit_naive_bayes(parts: list[tuple], oof: list[dict]) -> dict:
    labels = sorted({str(g) for p in parts for g in p[1]})
    counts = {j: {} for j in JUDGES}
    prior = {g: 0.0 for g in labels}
    for (_, y, w, *_), o in zip(parts, oof):
        for i, g in enumerate(y):
            prior[g] += w
            for j in JUDGES:
                counts[j].setdefault(str(o[j][0][i]), {lab: 0.0 for lab in labels})[g] += w
    rnd = lambda d: {k: round(float(v), 3) for k, v in d.items()}
    return {"method": "naive Bayes over the judges' votes", "labels": labels, "prior": rnd(prior),
            "counts": {j: {v: rnd(c) for v, c in sorted(cells.items())} for j, cells in counts.items()},
            "smoothing": 1.0}


def fit_stacked(parts: list[tuple], oof: list[dict], C: float, scores: bool = True) -> dict:
    """A multinomial logistic regression over the out-of-fold votes of the rows no veto decides
    (``scores=False``: over the verdicts alone, the score inputs weighted 0)."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    keep = [~p[3] for p in parts]
    X = np.vstack([stack_matrix(o)[k] for o, k in zip(oof, keep)])
    if not scores:
        X[:, 3::4] = 0.0  # a constant input: its coefficient stays 0
    y = np.concatenate([p[1][k] for p, k in zip(parts, keep)]).astype(str)
    w = np.concatenate([np.full(int(k.sum()), p[2]) for p, k in zip(parts, keep)])
    scaler = StandardScaler().fit(X)
    lr = LogisticRegression(C=C, max_iter=5000, random_state=SEED)
    lr.fit(scaler.transform(X), y, sample_weight=w)
    coef, intercept = lr.coef_, lr.intercept_
    if len(lr.classes_) == 2:  # a binary fit (a corpus without Partial): logits 0 and w.x + b
        coef, intercept = np.vstack([np.zeros_like(coef), coef]), np.concatenate([[0.0], intercept])
    return {"method": "stacked", "judges": list(JUDGES), "C": C,
            "inputs": "per judge: one-hot of supported/partial/not supported, then its score"
                      + ("" if scores else " (weighted 0)"),
            "classes": [str(c) for c in lr.classes_],
            "mean": [round(float(v), 6) for v in scaler.mean_],
            "scale": [round(float(v), 6) for v in scaler.scale_],
            "coef": [[round(float(v), 6) for v in row] for row in coef],
            "intercept": [round(float(v), 6) for v in intercept]}


def fit_panels(parts: list[tuple], oof: list[dict]) -> dict[str, dict]:
    """Every candidate combiner (its shipped JSON form) from the out-of-fold votes."""
    out = {"naive Bayes": fit_naive_bayes(parts, oof)}
    for c in STACK_C:
        out[f"stacked C={c:g}"] = fit_stacked(parts, oof, c)
        out[f"stacked votes C={c:g}"] = fit_stacked(parts, oof, c, scores=False)
    for j in JUDGES:
        out[f"follow {j}"] = {"method": "judge", "judge": j, "judges": list(JUDGES)}
    return out


def load_panel(data: dict):
    return METHODS.get(data.get("method"), Calibration).from_dict(data)


def panel_predict(panel: dict, votes: dict[str, tuple], veto: np.ndarray) -> np.ndarray:
    """The shipped panel's verdict per row: ``reviewer.panel.tally`` with the combiner, then the
    contradiction veto (supported / partial become not supported)."""
    combiner = load_panel(panel)
    out = []
    for i in range(len(veto)):
        ballot = [Vote(j, Verdict.from_label(str(votes[j][0][i])), score=float(votes[j][1][i])) for j in JUDGES]
        out.append(tally(ballot, calibration=combiner).corpus_label)
    return apply_veto(np.array(out, dtype=object), veto)


def apply_veto(pred: np.ndarray, veto: np.ndarray) -> np.ndarray:
    pred = pred.copy()
    pred[veto & ((pred == S) | (pred == P))] = N
    return pred


def choose(parts_by_corpus: dict[str, tuple], folds: int, fit_all, predict_all,
           repeats: int = REPEATS) -> tuple[str, dict]:
    """The candidate with the best mean (over corpora) exact accuracy under ``folds``-fold CV,
    repeated ``repeats`` times with other seeds, on ``parts_by_corpus`` (the training split), and
    every candidate's per-corpus figures (means over the repeats)."""
    names = list(parts_by_corpus)
    sums: dict[str, dict[str, np.ndarray]] = {}
    for repeat in range(repeats):
        rng = np.random.RandomState(SEED + 1 + repeat)
        fold_of = {n: rng.permutation(len(parts_by_corpus[n][1])) % folds for n in names}
        preds: dict[str, dict[str, np.ndarray]] = {n: {} for n in names}
        for k in range(folds):
            train = [tuple(a[fold_of[n] != k] if isinstance(a, np.ndarray) else a for a in parts_by_corpus[n])
                     for n in names]
            fitted = fit_all(train)
            for n in names:
                F, y, _, veto = parts_by_corpus[n]
                test = fold_of[n] == k
                for name, pred in predict_all(fitted, F[test], np.ones(int(test.sum()), bool), veto[test]).items():
                    preds[n].setdefault(name, np.empty(len(y), dtype=object))[test] = pred
        for name in preds[names[0]]:
            for n in names:
                y = parts_by_corpus[n][1]
                cell = np.array([np.mean(preds[n][name] == y), np.mean((preds[n][name] == S) == (y == S))])
                sums.setdefault(name, {}).setdefault(n, np.zeros(2))
                sums[name][n] += cell / repeats
    table = {name: {n: (float(v[0]), float(v[1])) for n, v in cells.items()} for name, cells in sums.items()}
    best = max((c for c in CANDIDATES if f"panel: {c}" in table),
               key=lambda c: np.mean([table[f"panel: {c}"][n][0] for n in names]))
    return best, table
