"""The app's sidebar on bundles laid out as the command line accepts them: a folder the command
checks is a folder the app checks, with the same one-line reason when it cannot."""

from __future__ import annotations

import pytest
from fakes import open_app

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _open_folder(folder) -> object:
    at = open_app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(folder)).run()
    return at


@pytest.mark.parametrize("name", ["note.txt", "answer.md", "README.md"])
def test_a_folder_whose_note_has_another_accepted_name_is_checked(review_db, tmp_path, name):
    """`reviewer check b1` reads b1/answer.md; the app said 'no note.md in b1'."""
    (tmp_path / name).write_text("The ferry carried 212 passengers [1].\n", encoding="utf-8")
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / "1.txt").write_text("The ferry carried 212 passengers.", encoding="utf-8")
    at = _open_folder(tmp_path)
    assert not at.sidebar.error, [e.value for e in at.sidebar.error]
    at.button(key="run_check").click().run()
    assert not at.exception
    report = at.session_state["report"]
    assert [r.claim.text for r in report.claims] == ["The ferry carried 212 passengers [1]."]


def test_a_folder_with_no_note_names_every_accepted_name(review_db, tmp_path):
    (tmp_path / "notes.md").write_text("A claim [1].\n", encoding="utf-8")
    at = _open_folder(tmp_path)
    errors = [e.value for e in at.sidebar.error]
    assert len(errors) == 1 and "note.md" in errors[0] and "answer.md" in errors[0], errors
    assert at.button(key="run_check").disabled


def _bench_with_config(tmp_path, monkeypatch, toml: str):
    """The Benchmark page run on a one-row corpus with ``toml`` as $REVIEWER_CONFIG."""
    import json

    config = tmp_path / "panel.toml"
    config.write_text(toml, encoding="utf-8")
    monkeypatch.setenv("REVIEWER_CONFIG", str(config))
    corpus = tmp_path / "c.jsonl"
    corpus.write_text(json.dumps({"id": "a", "claim": "The sky is blue.", "source_text": "The sky is blue.",
                                  "label": "Supported"}) + "\n", encoding="utf-8")
    at = open_app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    at.text_input(key="bench_path").set_value(str(corpus))
    at.button(key="FormSubmitter:bench_form-Run benchmark").click().run()
    return at


def test_the_benchmark_page_scores_with_the_configured_panel(review_db, tmp_path, monkeypatch):
    """README: the CLI, the app and `reviewer bench` build the same runtime from the settings.
    The Benchmark page ran the default panel whatever REVIEWER_CONFIG said, so its figures
    differed from `reviewer bench` on the same corpus."""
    at = _bench_with_config(tmp_path, monkeypatch, 'judges = ["lexical"]\n')
    assert not at.exception and not at.error, [e.value for e in at.error]
    _, metrics, _ = at.session_state["bench_result"]
    assert metrics["judges"] == ["lexical"]


def test_the_benchmark_page_says_a_bad_config_and_uses_the_default_panel(review_db, tmp_path, monkeypatch):
    at = _bench_with_config(tmp_path, monkeypatch, 'judgez = ["lexical"]\n')
    assert not at.exception
    assert any("judgez" in e.value for e in at.error), [e.value for e in at.error]
    _, metrics, _ = at.session_state["bench_result"]
    assert metrics["judges"] == ["lexical", "evidence", "learned"]
