"""Corpus loading, metrics on hand-made confusion cases, bench runs and the HTML report."""

from __future__ import annotations

import json

import pytest

from reviewer.bench import (
    CorpusError,
    agreement,
    figures,
    load_corpus,
    metrics,
    run_bench,
    write_html,
)
from reviewer.config import Config
from reviewer.model import Verdict
from reviewer.runtime import build_runtime

S, P, N, U = Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED, Verdict.SOURCE_UNAVAILABLE


def test_metrics_hand_made_confusion():
    gold = [S, S, S, S, P, P, N, N, N, U]
    pred = [S, S, S, P, P, N, N, N, S, U]
    m = metrics(gold, pred)
    assert m["n"] == 10
    assert m["exact_accuracy"] == 0.7
    # supported-vs-rest: wrong on row 4 (S→P) and row 9 (N→S)
    assert m["supported_vs_rest_accuracy"] == 0.8
    assert m["confusion"]["Supported"] == {"Supported": 3, "Partial": 1, "Not supported": 0, "Source unavailable": 0}
    assert m["confusion"]["Not supported"]["Supported"] == 1
    sup = m["per_class"]["Supported"]
    assert sup == {"precision": 0.75, "recall": 0.75, "f1": 0.75, "support": 4}
    part = m["per_class"]["Partial"]
    assert part["precision"] == 0.5 and part["recall"] == 0.5 and part["support"] == 2
    ns = m["per_class"]["Not supported"]
    assert ns["precision"] == round(2 / 3, 4) and ns["recall"] == round(2 / 3, 4)
    assert m["per_class"]["Source unavailable"] == {"precision": 1.0, "recall": 1.0, "f1": 1.0, "support": 1}


def test_metrics_empty_classes_and_errors():
    m = metrics([S, S], [None, N])
    assert m["exact_accuracy"] == 0.0
    assert m["supported_vs_rest_accuracy"] == 0.0
    assert m["per_class"]["Partial"] == {"precision": 0.0, "recall": 0.0, "f1": 0.0, "support": 0}
    assert sum(sum(r.values()) for r in m["confusion"].values()) == 1  # the error vote is not in the matrix


def test_metrics_binary_collapse():
    """A binary corpus (no Partial gold label): partial means "not fully supported" and agrees
    with gold Not supported; the matrix has no Partial row or column."""
    gold = [S, S, N, N, N, S]
    pred = [S, P, P, N, S, U]
    three = metrics(gold, pred)
    assert three["exact_accuracy"] == round(2 / 6, 4)
    m = metrics(gold, pred, binary=True)
    assert m["exact_accuracy"] == 0.5  # rows 1, 3 and 4 right; S→P, N→S and S→U wrong
    assert m["supported_vs_rest_accuracy"] == three["supported_vs_rest_accuracy"] == 0.5
    assert set(m["confusion"]) == {"Supported", "Not supported", "Source unavailable"}
    assert m["confusion"]["Not supported"] == {"Supported": 1, "Not supported": 2, "Source unavailable": 0}
    assert m["confusion"]["Supported"] == {"Supported": 1, "Not supported": 1, "Source unavailable": 1}
    assert "Partial" not in m["per_class"]
    assert m["per_class"]["Not supported"]["precision"] == round(2 / 3, 4)


def test_metrics_binary_never_counts_an_error_or_unavailable_as_not_supported():
    m = metrics([N, N, N], [None, U, P], binary=True)
    assert m["exact_accuracy"] == round(1 / 3, 4)
    assert m["supported_vs_rest_accuracy"] == round(2 / 3, 4)  # U is "rest"; the error vote is wrong
    assert m["confusion"]["Not supported"] == {"Supported": 0, "Not supported": 1, "Source unavailable": 1}


@pytest.mark.parametrize("labels, scheme", [
    ([S, N, N], "binary"),
    ([S, P, N], "three-way"),
    ([P], "three-way"),
    ([U, U], "three-way"),
    ([S, U], "binary"),
])
def test_label_scheme(labels, scheme):
    from reviewer.bench.run import label_scheme

    assert label_scheme(labels) == scheme


def test_run_bench_reports_binary_corpus(tmp_path):
    rows = [{"id": "b1", "claim": "The bridge opened in 1932.", "source_text": "The bridge opened in 1932 after years.",
             "label": "Supported"},
            {"id": "b2", "claim": "The bridge opened in 1932 to great acclaim from every critic.",
             "source_text": "The bridge opened in 1932.", "label": "Not supported"}]
    out = run_bench(load_corpus(write_rows(tmp_path / "b.jsonl", rows)), build_runtime(Config(), fetch=False)).to_json()
    assert out["labels"] == "binary" and "partial" in out["label_note"]
    assert "Partial" not in out["confusion"]
    graded = [*ROWS, {"id": "p", "claim": "The bridge opened in 1932 with a parade.",
                      "source_text": "The bridge opened in 1932.", "label": "Partial"}]
    three = run_bench(load_corpus(write_rows(tmp_path / "c.jsonl", graded)), build_runtime(Config(), fetch=False)).to_json()
    assert three["labels"] == "three-way" and "Partial" in three["confusion"]
    forced = run_bench(load_corpus(write_rows(tmp_path / "b.jsonl", rows)), build_runtime(Config(), fetch=False),
                       labels="three-way").to_json()
    assert forced["labels"] == "three-way" and "Partial" in forced["confusion"]


def test_agreement():
    a = agreement({"x": [S, P, N, None], "y": [S, N, N, S]})
    assert a["x"]["y"] == round(2 / 3, 4) and a["x"]["x"] == 1.0


def write_rows(path, rows):
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


ROWS = [
    {"id": "a", "claim": "The bridge opened in 1932.", "source_text": "The bridge opened in 1932 after six years.",
     "label": "Supported", "split": "x"},
    {"id": "b", "claim": "Penguins migrate across glaciers.", "source_text": "The bridge opened in 1932.",
     "label": "Not supported", "split": "y"},
    {"id": "c", "claim": "The bridge opened in 1932.", "source_text": "", "label": "Source unavailable", "split": "x"},
]


def test_load_corpus(tmp_path):
    rows = load_corpus(write_rows(tmp_path / "c.jsonl", ROWS))
    assert [r.label for r in rows] == [S, N, U]
    assert not rows[2].source().usable and rows[0].source().usable
    assert len(load_corpus(tmp_path / "c.jsonl", limit=2)) == 2


@pytest.mark.parametrize(
    "content, message",
    [
        (None, "corpus not found"),
        ('{"id": 1, "claim": "x", "source_text": "y", "label": "Supported"}\n{broken', ":2: not valid JSON"),
        ('{"id": 1, "claim": "x", "label": "Supported"}', "missing field(s) source_text"),
        ('{"id": 1, "claim": "x", "source_text": "y", "label": "Maybe"}', "unknown label"),
        ('{"id": 1, "claim": "x", "source_text": "y", "label": "Uncited"}', "unknown label"),
        ("[1, 2]", "must be a JSON object"),
        # an id that names no row: it read as "None" or "['a']" in every report
        ('{"id": null, "claim": "x", "source_text": "y", "label": "Supported"}', ":1: 'id' must be a string or a number, not null"),
        ('{"id": ["a"], "claim": "x", "source_text": "y", "label": "Supported"}', "'id' must be a string or a number, not [\"a\"]"),
        ('{"id": true, "claim": "x", "source_text": "y", "label": "Supported"}', "'id' must be a string or a number, not true"),
        ("\n\n", "has no rows"),
    ],
)
def test_load_corpus_errors(tmp_path, content, message):
    path = tmp_path / "c.jsonl"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(CorpusError) as info:
        load_corpus(path)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_run_bench_panel_and_single_judge(tmp_path):
    rows = load_corpus(write_rows(tmp_path / "c.jsonl", ROWS))
    seen = []
    result = run_bench(rows, build_runtime(Config(), fetch=False), by="split", progress=lambda i, n: seen.append((i, n)))
    assert seen[0] == (0, 3) and seen[-1] == (3, 3)
    out = result.to_json()
    assert out["n"] == 3 and out["exact_accuracy"] == 1.0
    assert set(out["per_judge"]) == {"lexical", "evidence", "learned"}
    assert out["per_judge"]["lexical"]["exact_accuracy"] == 1.0  # the unusable row counts as source_unavailable
    assert out["by"]["split"]["x"]["n"] == 2 and out["by"]["split"]["y"]["n"] == 1
    json.dumps(out)
    single = run_bench(rows, build_runtime(Config(judges=("lexical",)), fetch=False)).to_json()
    assert single["judges"] == ["lexical"]


def test_html_report_is_self_contained(tmp_path):
    rows = load_corpus(write_rows(tmp_path / "c.jsonl", ROWS))
    result = run_bench(rows, build_runtime(Config(), fetch=False), by="split")
    out = tmp_path / "r.html"
    write_html(result, out)
    page = out.read_text(encoding="utf-8")
    assert "<script src=" not in page and "Plotly" in page and "Confusion matrix" in page
    assert set(figures(result)) == {"confusion", "per_class", "per_judge", "agreement", "by"}
