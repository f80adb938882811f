"""A ``<script>`` or ``<style>`` element written inline in a Markdown paragraph (not an HTML
block of its own) is no prose either: its code was read as the note's text, so
``… closed [cite:g3]. <script>document.write("…")</script> Traffic went round … [cite:g4].``
made the claim "<script>alert(1); … </script> Traffic went round …", and a quote in the code
was checked against the source. The element is blanked (offsets kept) like the HTML-block case:
no claim begins or ends with script text, its quotes and markers are not the claim's, the judges
never read it, and an element the paragraph never closes hides nothing."""

from __future__ import annotations

import io
import json
import time

import pytest

from reviewer.cli import main
from reviewer.note.blocks import blocks, code_spans
from reviewer.note.segment import segment

LEDGER = {"g3": {"text": "The bridge at Denwick was closed on Tuesday."},
          "g4": {"text": "Traffic went round by the ford road."}}


def _report(tmp_path, note):
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    (tmp_path / "ledger.json").write_text(json.dumps(LEDGER), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--no-repair", "--json"], out=out, err=err)
    assert code in (0, 1), err.getvalue()
    return json.loads(out.getvalue())


@pytest.mark.parametrize("raw", [
    "<script>alert(1); document.write(\"The bridge stayed open all week.\")</script>",
    "<SCRIPT type='text/javascript'>var a = 1; go(); The bridge is open.</Script >",
    "<style type=\"text/css\">p { color: red; } Big claims here about the bridge.</style>",
])
def test_an_inline_element_between_two_claims_is_in_neither(tmp_path, raw):
    note = f"# Note\n\nThe bridge at Denwick was closed [cite:g3]. {raw} Traffic went round by the ford road [cite:g4].\n"
    report = _report(tmp_path, note)
    assert [c["text"] for c in report["claims"]] == [
        "The bridge at Denwick was closed [cite:g3].", "Traffic went round by the ford road [cite:g4]."]
    for c in report["claims"]:
        assert note[c["start"]:c["end"]] == c["text"]
        assert c["verdict"] == "supported" and c["grounding"] == "located"


def test_an_inline_element_inside_a_sentence_is_not_read_by_the_judges(tmp_path):
    note = "The bridge at Denwick <script>alert(\"The bridge stayed open\")</script> was closed on Tuesday [cite:g3].\n"
    report = _report(tmp_path, note)
    (claim,) = report["claims"]
    assert note[claim["start"]:claim["end"]] == claim["text"]  # the claim is the note's own span
    assert claim["verdict"] == "supported"  # the script's "quote" is not checked against the source
    assert all("alert" not in v["reason"] and "stayed open" not in v["reason"] for v in claim["votes"])


def test_a_marker_inside_an_inline_script_is_no_citation(tmp_path):
    note = "Traffic went round by the ford road [cite:g4] <script>var k = \"[cite:g9]\"</script>.\n"
    report = _report(tmp_path, note)
    assert report["dangling"] == []
    assert [[x["key"] for x in c["citations"]] for c in report["claims"]] == [["g4"]]
    start = note.index("<script>")
    assert (start, note.index("</script>") + len("</script>")) in code_spans(note)


def test_the_element_is_blanked_in_the_block_with_offsets_kept():
    note = "A claim here [1]. <style>p { color: red } Big words.</style> More words here [2].\n"
    (block,) = blocks(note)
    assert len(block.masked) == block.end - block.start
    assert "color" not in block.masked and "Big words" not in block.masked and "style" not in block.masked
    assert block.masked.split() == ["A", "claim", "here", "[1].", "More", "words", "here", "[2]."]


@pytest.mark.parametrize("note", [
    "The <style> element sets the colour of the bridge page [1].\n",
    "A page may hold a <script> tag and more words after it [1].\n",
    "Code `<script>x</script>` in a span stays the claim's text [1].\n",
])
def test_an_element_left_open_or_in_code_hides_nothing(note):
    assert [c.text for c in segment(note)] == [note.strip()]


def test_finding_elements_is_linear_on_hostile_paragraphs():
    for piece in ("x <script>", "x <style a=b", "x </script", "<script>a</scrip", "x <scripT>y</style>"):
        note = "Start of the words " + piece * 20000 + " [1].\n"
        began = time.perf_counter()
        got = blocks(note)
        assert time.perf_counter() - began < 5.0
        assert got and all(len(b.masked) == b.end - b.start for b in got)
