"""Honest figures: the shipped weights name the rows they were fitted on, and the bench labels
(or leaves out) those rows. Reads the corpora from ../shared/benchmarks (never copied here)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.bench import CorpusError, load_corpus, run_bench
from reviewer.bench import run as bench_run
from reviewer.config import Config
from reviewer.judges.learned import fingerprint, in_training_split, load_model
from reviewer.runtime import build_runtime

CORPORA = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
WEIGHTS = Path(__file__).resolve().parents[1] / "reviewer" / "judges" / "learned_weights.json"


def corpus(name: str) -> Path:
    path = CORPORA / f"{name}.jsonl"
    if not path.is_file():
        pytest.fail(f"{path} is missing: the shared corpora must sit next to the repository")
    return path


@pytest.mark.parametrize("claim, source", [("a", "b"), ("", ""), ("Zürich – 3 %", "x\0y"), ("a\0b", "")])
def test_fingerprint_is_the_declared_hash(claim, source):
    expected = hashlib.sha256((claim + "\0" + source).encode()).hexdigest()[:16]
    assert fingerprint(claim, source) == expected


def test_fingerprint_separates_claim_from_source():
    assert fingerprint("ab", "c") != fingerprint("a", "bc")


@given(st.text(max_size=40), st.text(max_size=40), st.integers(0, 5))
def test_training_split_is_deterministic(claim, source, seed):
    fp = fingerprint(claim, source)
    assert in_training_split(fp, seed) == in_training_split(fp, seed)
    assert not in_training_split(fp, seed, 0.0) and in_training_split(fp, seed, 1.0)


def test_split_takes_about_the_declared_fraction():
    fps = [fingerprint(str(i), "") for i in range(4000)]
    share = sum(in_training_split(f) for f in fps) / len(fps)
    assert 0.46 < share < 0.54


def test_weights_record_their_training_rows():
    data = json.loads(WEIGHTS.read_text("utf-8"))
    training = data["training"]
    assert training["corpora"] == ["alex", "wice"]
    split = training["split"]
    fps = training["fingerprints"]
    assert len(fps) == len(set(fps)) > 100
    assert all(in_training_split(f, split["seed"], split["fraction"]) for f in fps)
    # every training row is a row of alex or WiCE; AttributionBench was never trained on
    known = {name: {fingerprint(r.claim, r.source_text) for r in load_corpus(corpus(name))}
             for name in ("alex_v1v2", "wice_dev", "attributionbench_dev")}
    assert set(fps) <= known["alex_v1v2"] | known["wice_dev"]
    assert not set(fps) & known["attributionbench_dev"]
    for name in ("alex_v1v2", "wice_dev"):  # about half of each
        assert 0.35 < len(set(fps) & known[name]) / len(known[name]) < 0.65
    panel = data["panel"]  # the combiner covers the three offline judges, fitted on their out-of-fold votes
    assert set(panel.get("judges") or panel.get("counts")) == {"lexical", "evidence", "learned"}
    assert "out-of-fold" in panel.get("fitted_on", "out-of-fold") and panel.get("folds", 5) >= 2
    assert load_model().training_fingerprints == frozenset(fps)


def test_evidence_thresholds_are_the_ones_fitted():
    from reviewer.judges import evidence

    shipped = json.loads(WEIGHTS.read_text("utf-8"))["meta"]["evidence_thresholds"]
    assert (evidence.SUPPORTED_AT, evidence.PARTIAL_AT, evidence.CLAUSE_FLOOR) == pytest.approx(
        (shipped["supported_at"], shipped["partial_at"], shipped["clause_floor"]))


@pytest.fixture(scope="module")
def runtime():
    with build_runtime(Config(), fetch=False) as rt:
        yield rt


def test_bench_labels_training_rows_in_sample(runtime):
    rows = load_corpus(corpus("alex_v1v2"), limit=12)
    fps = load_model().training_fingerprints
    seen = sum(fingerprint(r.claim, r.source_text) in fps for r in rows)
    assert 0 < seen < len(rows)  # the first rows of alex mix both halves
    out = run_bench(rows, runtime).to_json()
    assert out["in_sample"] is True and out["in_sample_rows"] == seen and out["n"] == len(rows)
    assert out["training"]["corpora"] == ["alex", "wice"] and out["excluded_rows"] == 0
    held = run_bench(rows, runtime, holdout=True).to_json()
    assert held["in_sample"] is False and held["in_sample_rows"] == 0
    assert held["n"] == len(rows) - seen and held["excluded_rows"] == seen and held["holdout"] is True
    for key in ("n", "exact_accuracy", "supported_vs_rest_accuracy", "per_class", "confusion"):
        assert key in held


def test_never_trained_corpus_is_out_of_sample(runtime):
    out = run_bench(load_corpus(corpus("attributionbench_dev"), limit=8), runtime).to_json()
    assert out["in_sample"] is False and out["in_sample_rows"] == 0


def test_lexical_alone_saw_nothing():
    rows = load_corpus(corpus("alex_v1v2"), limit=6)
    with build_runtime(Config(judges=("lexical",)), fetch=False) as rt:
        out = run_bench(rows, rt, holdout=True).to_json()
    assert out["training"]["corpora"] == [] and out["excluded_rows"] == 0 and out["n"] == 6


def test_holdout_of_only_training_rows_is_a_corpus_error(tmp_path, runtime, monkeypatch):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps({"id": "1", "claim": "The dam is 40 m high.", "source_text": "The dam is 40 m high.",
                                "label": "Supported"}) + "\n", "utf-8")
    rows = load_corpus(path)
    fp = fingerprint(rows[0].claim, rows[0].source_text)
    monkeypatch.setattr(bench_run, "training_info", lambda judges: ({"corpora": ["x"]}, frozenset({fp})))
    assert run_bench(rows, runtime).to_json()["in_sample_rows"] == 1
    with pytest.raises(CorpusError, match="training rows"):
        run_bench(rows, runtime, holdout=True)


def test_cli_holdout_prints_the_exclusion(capsys):
    from reviewer.cli import main

    code = main(["bench", str(corpus("alex_v1v2")), "--limit", "12", "--json", "--holdout"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    assert code == 0 and out["holdout"] is True
    assert f"excluded {out['excluded_rows']} training row" in captured.err and out["excluded_rows"] > 0
