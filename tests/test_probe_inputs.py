"""Probe cases U01, U02 and A04 (tests/data/probe): inputs are never settled silently.

* U01: ``sources/1.txt`` and ``sources/1.html`` both name source 1, ``sources/g1.txt`` and a
  ledger entry ``g1`` both give a text: one was picked silently (the unrelated ``1.html``);
* U02: ``sources/2.docx`` was reported as "dangling citation: no source for 2";
* A04: ``… <b>that day</b> [1].`` came back ``uncited`` (the ``>`` closing the tag was read as
  maths, ``x > [1]``), as did ``**that day** [1]``.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from reviewer.cli import main
from reviewer.note.citations import find_citations
from reviewer.sources.bundle import bundle_from_upload, load_inputs

PROBE = Path(__file__).parent / "data" / "probe"


def _check(name: str, *flags: str) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(PROBE / name), "--offline", *flags], out, err)
    return code, out.getvalue()


def test_u01_duplicate_ids_warn_naming_both_files():
    inputs = load_inputs(PROBE / "U01_duplicate_source_ids")
    assert inputs.sources["1"].origin == "file:1.txt"  # plain text first, by SOURCE_EXTENSIONS order
    assert any("sources/1.txt" in w and "sources/1.html" in w for w in inputs.warnings)
    assert any("sources/g1.txt" in w and "ledger.json entry 'g1'" in w for w in inputs.warnings)
    code, text = _check("U01_duplicate_source_ids")
    assert "warning: source 1 is named by 2 files: using sources/1.txt, ignoring sources/1.html" in text
    code, out = _check("U01_duplicate_source_ids", "--json")
    report = json.loads(out)
    assert len(report["warnings"]) == 2 and all("\n" not in w for w in report["warnings"])
    code, md = _check("U01_duplicate_source_ids", "--markdown")
    assert "sources/1.html" in md


def test_no_warnings_key_for_a_clean_bundle(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("The plant made 120 tonnes in 2020 [1].\n", encoding="utf-8")
    (tmp_path / "sources" / "1.txt").write_text("The plant made 120 tonnes in 2020.\n", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    main(["check", str(tmp_path), "--offline", "--json"], out, err)
    assert "warnings" not in json.loads(out.getvalue())


def test_same_ledger_text_as_the_file_is_no_warning(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("Defences were upgraded in 2018 [cite:g1].\n", encoding="utf-8")
    (tmp_path / "sources" / "g1.txt").write_text("Defences were upgraded in 2018.", encoding="utf-8")
    (tmp_path / "ledger.json").write_text(json.dumps({"g1": {"title": "t", "text": "Defences were upgraded in 2018."}}),
                                          encoding="utf-8")
    assert load_inputs(tmp_path).warnings == ()


def test_u02_unsupported_type_is_unavailable_not_dangling():
    inputs = load_inputs(PROBE / "U02_docx_reported_as_dangling")
    source = inputs.sources["2"]
    assert not source.usable and "unsupported source type .docx" in source.reason
    code, out = _check("U02_docx_reported_as_dangling", "--json")
    report = json.loads(out)
    assert report["dangling"] == []
    claim = next(c for c in report["claims"] if "[2]" in c["text"])
    assert claim["verdict"] == "source_unavailable"
    assert "no source for" not in json.dumps(claim)
    (entry,) = [s for s in report["sources"] if s["id"] == "2"]
    assert entry["status"] == "unavailable" and "unsupported source type .docx" in entry["reason"]
    code, text = _check("U02_docx_reported_as_dangling")
    assert "unsupported source type .docx (sources/2.docx" in text and "dangling marker" not in text


def test_uploads_warn_and_keep_unsupported_types_unavailable():
    bundle = bundle_from_upload("note.md", b"A [1]. B [2].", {
        "1.html": b"<p>other</p>", "1.txt": b"The text.", "2.docx": b"PK\x03\x04"})
    assert bundle.sources["1"].text == "The text."
    assert any("1.html" in w and "1.txt" in w for w in bundle.warnings)
    assert "unsupported source type .docx" in bundle.sources["2"].reason


@pytest.mark.parametrize("text", [
    "About 300 homes were evacuated near Millbrook <b>that day</b> [1].",
    "About 300 homes were evacuated near Millbrook **that day** [1].",
    "About 300 homes were evacuated near Millbrook *that day* [1].",
    "About 300 homes were evacuated near Millbrook `that day` [1].",
    'About 300 homes were evacuated <a href="https://example.org/x">near Millbrook</a> [1].',
    "About 300 homes were evacuated near Millbrook<br/> [1].",
])
def test_a04_inline_markup_before_a_marker_does_not_hide_it(text):
    assert "[1]" in [c.raw for c in find_citations(text)]


@pytest.mark.parametrize("text", ["Let x > [1, 2] hold.", "a * [1]", "let y = x*[2]", "Let x ∈ [1, 2] be given."])
def test_maths_before_brackets_is_still_not_a_citation(text):
    assert not [c for c in find_citations(text) if c.kind.value == "numeric"]


def test_a04_bundle_is_cited_and_supported():
    code, out = _check("A04_inline_html_uncited", "--json")
    (claim,) = json.loads(out)["claims"]
    assert code == 0 and claim["verdict"] == "supported" and claim["citations"][0]["key"] == "1"


def test_a04_html_in_the_note_is_escaped_in_the_app(review_db):
    from fakes import open_app

    from reviewer.config import Config
    from reviewer.verify import verify

    inputs = load_inputs(PROBE / "A04_inline_html_uncited")
    report = verify(inputs.note_text, inputs.all_sources(), Config(offline=True), note_path="note.md")
    at = open_app(report)
    assert not at.exception
    body = "\n".join(h.proto.body for h in at.get("html"))
    assert "&lt;b&gt;that day&lt;/b&gt;" in body and "<b>that day" not in body
