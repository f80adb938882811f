"""The Benchmark page after a run that failed (a mistyped path, a corpus with a bad row): the
figures still on the page are the earlier run's, and the page says which corpus they are for, so
"Rows 3, 100%" is never read as the figures of the corpus that just failed."""

from __future__ import annotations

import json

import pytest
from fakes import open_app

pytestmark = pytest.mark.usefixtures("fresh_caches")

RUN = "FormSubmitter:bench_form-Run benchmark"


def _run(at, path) -> None:
    at.text_input(key="bench_path").set_value(str(path))
    at.button(key=RUN).click().run()


def test_the_figures_shown_name_their_corpus_after_a_failed_run(review_db, tmp_path):
    good = tmp_path / "first.jsonl"
    good.write_text(json.dumps({"id": "a", "claim": "The mine employs 1,200 workers.",
                                "source_text": "The mine employs 1,200 workers.", "label": "Supported"}) + "\n",
                    encoding="utf-8")
    bad = tmp_path / "second.jsonl"
    bad.write_text('{"id": "b", "claim": "x", "source_text": "y", "label": "Maybe"}\n', encoding="utf-8")
    at = open_app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    _run(at, good)
    assert not at.exception and not at.error
    assert any("first.jsonl" in c.value for c in at.caption), [c.value for c in at.caption]
    _run(at, bad)
    assert at.error and "Maybe" in at.error[0].value
    assert at.metric[0].value == "1"  # the earlier result is kept…
    shown = [c.value for c in at.caption if "first.jsonl" in c.value]
    assert shown and "earlier" in shown[0], [c.value for c in at.caption]  # …and says whose it is
    assert not any("second.jsonl" in c.value for c in at.caption)


def test_a_folder_is_named_as_a_folder_not_as_missing(review_db, tmp_path):
    at = open_app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    _run(at, tmp_path)
    assert at.error and "is a folder" in at.error[0].value and "not found" not in at.error[0].value, \
        [e.value for e in at.error]
