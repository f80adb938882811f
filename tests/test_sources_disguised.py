"""A document saved under a text name (a .docx renamed .txt, an RTF file as .md) is named for
what it is, an unavailable source ("unsupported source type: 1.txt is an RTF document"), never
read as garbage text and judged: an RTF source read as text made its claim 'not supported'
(a new user's trial). A PDF saved as .txt is read as the PDF it is."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from test_extract import make_pdf

from reviewer.cli import main
from reviewer.model import SourceStatus
from reviewer.safeio import document_kind
from reviewer.sources.bundle import InputError, bundle_from_upload, load_bundle, read_note

CLAIM = "The dam was finished in 1961 [1].\n"
FACT = "The dam was finished in 1961."
DOCX = b"PK\x03\x04\x14\x00\x06\x00\x08\x00\x00\x00!\x00" + b"word/document.xml" + b"\x00" * 20
DOC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 40
RTF = ("{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Times;}} " + FACT + "}").encode()


def _bundle(tmp_path: Path, name: str, data: bytes) -> Path:
    (tmp_path / "sources").mkdir(parents=True, exist_ok=True)
    (tmp_path / "note.md").write_text(CLAIM, encoding="utf-8")
    (tmp_path / "sources" / name).write_bytes(data)
    return tmp_path


@pytest.mark.parametrize("name, data, kind", [
    ("1.txt", RTF, "an RTF document"),
    ("1.md", DOCX, ".docx"),
    ("1.txt", DOC, "Microsoft Office"),
    ("1.html", DOCX, "zip archive"),
])
def test_a_document_under_a_text_name_is_an_unsupported_source(tmp_path, name, data, kind):
    source = load_bundle(_bundle(tmp_path, name, data)).sources["1"]
    assert source.status is SourceStatus.UNAVAILABLE and source.text == ""
    assert source.reason.startswith(f"unsupported source type: {name} is ") and kind in source.reason
    assert "\n" not in source.reason


def test_check_gives_the_claim_source_unavailable_not_a_verdict_on_garbage(tmp_path):
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(_bundle(tmp_path, "1.txt", RTF)), "--json", "--no-repair"], out, err)
    report = json.loads(out.getvalue())
    assert code == 0, err.getvalue()
    assert report["claims"][0]["verdict"] == "source_unavailable"
    assert "RTF document" in report["claims"][0]["reason"]


def test_an_uploaded_document_under_a_text_name_is_named_too():
    bundle = bundle_from_upload("note.md", CLAIM.encode(), {"1.txt": RTF})
    assert "unsupported source type: 1.txt is an RTF document" in bundle.sources["1"].reason


def test_a_pdf_saved_as_txt_is_read_as_a_pdf(tmp_path):
    source = load_bundle(_bundle(tmp_path, "1.txt", make_pdf(FACT))).sources["1"]
    assert source.status is SourceStatus.AVAILABLE and FACT in source.text


@pytest.mark.parametrize("data, message", [(RTF, "is an RTF document, not plain text"),
                                           (DOCX, "looks like a binary file (a zip archive")])
def test_a_note_that_is_a_document_says_what_it_is(tmp_path, data, message):
    (tmp_path / "note.md").write_bytes(data)
    with pytest.raises(InputError) as info:
        read_note(tmp_path / "note.md")
    assert message in str(info.value) and "\n" not in str(info.value)


def test_text_that_starts_like_a_binary_format_is_still_text():
    assert document_kind(b"GIF89a was the first animated format [1].") is None
    assert document_kind(b"PK\x03\x04 is how a zip file starts [1].") is None
    assert document_kind(b"The plain note [1].") is None
