"""Text that is not UTF-8 (Latin-1, Windows-1252) is refused with what to do, in the words of
the UTF-16 message: the first bad byte, its offset in the file, "save it as UTF-8". The
encoding is never guessed."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.bench import load_corpus
from reviewer.cli import main
from reviewer.errors import CorpusError, InputError
from reviewer.safeio import decode_text
from reviewer.sources.bundle import bundle_from_upload, load_inputs


@pytest.mark.parametrize("data, said", [
    ("café au lait [1].".encode("latin-1"), "byte 0xE9 at offset 3"),
    (b"\x93quoted\x94 claim [1].", "byte 0x93 at offset 0"),
    (b"\xef\xbb\xbfcaf\xe9 [1].", "byte 0xE9 at offset 6"),  # the offset in the file, the BOM counted
    (b"A claim [1] \xe2\x82", "byte 0xE2 at offset 12"),  # a character cut short
])
def test_the_reason_names_the_byte_and_says_what_to_do(data, said):
    with pytest.raises(InputError) as exc:
        decode_text(data, "note n.md")
    assert str(exc.value) == f"note n.md is not UTF-8 ({said}); save it as UTF-8"


def test_the_command_refuses_a_latin1_note_in_one_line(tmp_path):
    (tmp_path / "note.md").write_bytes("Le café ferme à 18 h [1].\n".encode("latin-1"))
    out, err = io.StringIO(), io.StringIO()
    assert main(["check", str(tmp_path), "--offline"], out=out, err=err) == 2
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1
    assert "is not UTF-8 (byte 0xE9 at offset 6); save it as UTF-8" in err.getvalue(), err.getvalue()


def test_a_latin1_source_is_unavailable_with_the_same_reason(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("The café opens at nine [1].\n", encoding="utf-8")
    (tmp_path / "sources" / "1.txt").write_bytes("The café opens at nine.".encode("latin-1"))
    src = load_inputs(tmp_path).sources["1"]
    assert not src.usable and src.reason == "source 1.txt is not UTF-8 (byte 0xE9 at offset 7); save it as UTF-8"
    upload = bundle_from_upload("note.md", b"The cafe opens at nine [1].", {"1.txt": "café".encode("latin-1")})
    assert upload.sources["1"].reason.endswith("(byte 0xE9 at offset 3); save it as UTF-8")
    with pytest.raises(InputError, match=r"note n\.md is not UTF-8 \(byte 0xE9 at offset 3\); save it as UTF-8"):
        bundle_from_upload("n.md", "café [1].".encode("latin-1"), {})


def test_a_latin1_corpus_says_the_same(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_bytes(json.dumps({"id": 1, "claim": "café", "source_text": "x", "label": "Supported"},
                                ensure_ascii=False).encode("latin-1"))
    with pytest.raises(CorpusError) as exc:
        load_corpus(path)
    assert str(exc.value) == f"corpus {path} is not UTF-8 (byte 0xE9 at offset 23); save it as UTF-8"
