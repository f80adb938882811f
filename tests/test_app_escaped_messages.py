"""The app's error and notice lines escape the text they quote: a folder path, a file name, a
corpus path or an error message naming them is shown as text, never as Markdown that renders an
image (fetched from outside) or a link (a new user's trial: `![x](http://evil.example/p.png)` typed
as the bundle folder was rendered as an image the page loaded)."""

from __future__ import annotations

import json

import pytest
from fakes import open_app

pytestmark = pytest.mark.usefixtures("fresh_caches")

IMAGE = "![x](http://evil.example/p.png)"
LINK = "[click](javascript:alert(1))"


def _shown(at) -> list[str]:
    """The Markdown of every notice on the page and in the sidebar."""
    out = []
    for kind in ("error", "warning", "info", "success", "caption", "markdown"):
        out += [e.value for e in getattr(at, kind)]
        out += [e.value for e in getattr(at.sidebar, kind)]
    return out


def _raw(at, *needles: str) -> list[str]:
    return [text for text in _shown(at) if any(n in text for n in needles)]


@pytest.mark.parametrize("typed", [IMAGE, LINK])
def test_a_folder_path_that_is_not_a_folder_is_shown_as_text(review_db, typed):
    at = open_app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(typed).run()
    assert not at.exception
    assert any("not a folder" in e.value for e in at.sidebar.error)
    assert not _raw(at, typed), _raw(at, typed)


def test_a_folder_without_a_note_or_with_a_bad_note_is_shown_as_text(review_db, tmp_path):
    folder = tmp_path / "[click](javascript:alert(1))"
    folder.mkdir()
    at = open_app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(folder)).run()
    assert any("no note.md" in e.value for e in at.sidebar.error)
    (folder / "note.md").write_bytes(b"caf\xe9 [1]")  # not UTF-8: the InputError names the path
    at.text_input(key="folder_path").set_value(str(folder) + "/").run()
    assert any("not UTF-8" in e.value for e in at.sidebar.error), [e.value for e in at.sidebar.error]
    assert not _raw(at, LINK), _raw(at, LINK)


def test_benchmark_errors_are_shown_as_text(review_db, tmp_path):
    folder = tmp_path / "![x](http:"
    folder.mkdir()
    corpus = folder / "c.jsonl"
    corpus.write_text(json.dumps({"id": "a"}) + "\n", encoding="utf-8")  # missing fields: names the path
    at = open_app()
    at.switch_page("reviewer/ui/benchmark.py").run()
    for path in (str(corpus), str(folder / "missing.jsonl")):
        at.text_input(key="bench_path").set_value(path)
        at.button(key="FormSubmitter:bench_form-Run benchmark").click().run()
        assert at.error, path
        assert not _raw(at, "![x](http:"), _raw(at, "![x](http:")


@pytest.mark.parametrize("bad", ["text", "missing-folder"])
def test_an_unusable_decision_log_is_one_line_not_a_traceback(tmp_path, monkeypatch, bad):
    from fakes import make_report

    path = tmp_path / "log.db"
    if bad == "text":
        path.write_text("not a database", encoding="utf-8")
    else:
        path = tmp_path / "nowhere" / "log.db"
        (tmp_path / "nowhere").write_text("a file where the folder should be", encoding="utf-8")
    monkeypatch.setenv("REVIEWER_DB", str(path))
    monkeypatch.setenv("REVIEWER_AUTOLOAD", "0")
    at = open_app(make_report(3))
    assert not at.exception, [e.value for e in at.exception]
    errors = [e.value for e in at.error]
    assert any("decision log" in e and "REVIEWER\\_DB" in e for e in errors), errors
