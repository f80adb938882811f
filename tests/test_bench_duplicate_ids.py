"""Two corpus rows with one id: `reviewer bench` says so on stderr in one line, naming the id
and its lines, and still scores every row (the JSON report is unchanged). It said nothing."""

from __future__ import annotations

import json

import pytest
from fakes import open_app
from test_bench_cli_ux import ROWS, _corpus, call

from reviewer.bench import duplicate_ids, load_corpus

A, B, C = ROWS
CHANGED_B = {**B, "id": "a"}


@pytest.mark.parametrize("rows, warning", [
    ([A, B, C], None),
    ([A, B, A], "c.jsonl: id 'a' is on lines 1 and 3 (the same row: counted 2 times); every row is scored, "
                "but ids should be unique"),
    ([A, CHANGED_B, C, A], "c.jsonl: id 'a' is on lines 1, 2 and 4; every row is scored, but ids should be unique"),
    ([A, A, C, C], "c.jsonl: id 'a' is on lines 1 and 2 (the same row: counted 2 times); 1 more id is repeated; "
                   "every row is scored, but ids should be unique"),
])
def test_duplicate_ids_golden(tmp_path, rows, warning):
    path = _corpus(tmp_path, rows)
    assert duplicate_ids(load_corpus(path), path.name) == warning


def test_bench_warns_on_stderr_and_keeps_the_json_report(tmp_path):
    plain = call("bench", str(_corpus(tmp_path, [A, B, C])), "--json")
    code, out, err = call("bench", str(_corpus(tmp_path, [A, B, A])), "--json")
    assert code == 0
    warnings = [line for line in err.splitlines() if "warning" in line]
    assert warnings == [f"reviewer: warning: {tmp_path / 'c.jsonl'}: id 'a' is on lines 1 and 3 (the same row: "
                        "counted 2 times); every row is scored, but ids should be unique"]
    report, before = json.loads(out), json.loads(plain[1])
    assert report["n"] == 3 and set(report) == set(before)  # the contract's keys, no more


@pytest.mark.usefixtures("fresh_caches")
def test_the_benchmark_page_shows_the_warning(review_db, tmp_path):
    at = open_app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    at.text_input(key="bench_path").set_value(str(_corpus(tmp_path, [A, B, A])))
    at.button(key="FormSubmitter:bench_form-Run benchmark").click().run()
    assert not at.exception and not at.error
    assert [w.value for w in at.warning if "ids should be unique" in w.value] != []
