"""The text and Markdown reports, and the messages for one kind of bad input, say the same thing
the same way: a coverage gain carries its sign in both reports; a binary corpus is "a binary
file" as a binary note is, a UTF-16 corpus "UTF-16 text", as a note would be."""

from __future__ import annotations

import pytest

from reviewer.bench import load_corpus
from reviewer.errors import CorpusError, InputError
from reviewer.model import Coverage, Report
from reviewer.report import to_markdown, to_text
from reviewer.sources.bundle import read_note


@pytest.mark.parametrize("before, after, gain, shown", [
    (0.5, 1.0, 0.5, "gain +50.0%"),
    (0.875, 0.875, 0.0, "gain +0.0%"),
    (1.0, 0.9091, -0.0909, "gain -9.1%"),
])
def test_the_gain_has_its_sign_in_both_reports(before, after, gain, shown):
    report = Report("note.md", "0" * 64, True, (), (), Coverage(1, 1, before=before, after=after, gain=gain))
    assert f"({shown})" in to_text(report)
    assert f"({shown})" in to_markdown(report)


@pytest.mark.parametrize("data, said", [
    (b"\x00\x01\x02 not text \xff", "looks like a binary file, not text"),
    ('{"id": 1}'.encode("utf-16"), "is UTF-16 text: save it as UTF-8"),
    ("café".encode("latin-1"), "is not UTF-8 (byte 0xE9 at offset 3); save it as UTF-8"),
])
def test_a_corpus_that_is_no_text_is_named_as_a_note_would_be(tmp_path, data, said):
    corpus, note = tmp_path / "c.jsonl", tmp_path / "n.md"
    corpus.write_bytes(data)
    note.write_bytes(data)
    with pytest.raises(InputError) as as_note:
        read_note(note)
    with pytest.raises(CorpusError) as as_corpus:
        load_corpus(corpus)
    assert str(as_note.value) == f"note {note} {said}"
    assert str(as_corpus.value) == f"corpus {corpus} {said}"
