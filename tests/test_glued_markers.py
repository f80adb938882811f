"""A citation marker glued to the stop after a number (`It opened in 1999.[1] Exports grew.`),
Wikipedia's way of citing, ends the sentence. pysbd reads `1999.[1]` as one token and ran the
two sentences into one claim, judged against both sources at once: "partial" where each source
supports its own sentence."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.cli import main
from reviewer.note.sentences import pysbd_sentences, split_sentences


@pytest.mark.parametrize(("text", "expected"), [
    ("The port opened in 1999.[1] Exports grew by 4% in 2022.[2]",
     ["The port opened in 1999.[1]", "Exports grew by 4% in 2022.[2]"]),
    ("It was 1999.[1][2] The rest fell.", ["It was 1999.[1][2]", "The rest fell."]),
    ("It opened in 1999.[cite:g1] Then it closed.", ["It opened in 1999.[cite:g1]", "Then it closed."]),
    ("It opened in 1999.[^1] Then it closed.", ["It opened in 1999.[^1]", "Then it closed."]),
    ('It opened in 1999.[1] "Then" it closed.', ["It opened in 1999.[1]", '"Then" it closed.']),
    # not a new sentence: a lowercase word goes on
    ("It opened in 1999.[1] and then it closed.", ["It opened in 1999.[1] and then it closed."]),
    # unchanged: pysbd already splits these
    ("It rose.[1] Then it fell.", ["It rose.[1]", "Then it fell."]),
    ("It was 1999. [1] The rest fell.", ["It was 1999.", "[1] The rest fell."]),
])
def test_a_marker_glued_after_a_number_ends_the_sentence(text, expected):
    assert [text[a:b] for a, b in split_sentences(text)] == expected
    assert pysbd_sentences(text) == expected  # the reference with our conventions agrees


def test_each_sentence_is_judged_against_its_own_source(tmp_path):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text("The port opened in 1999.[1] Exports grew by 4% in 2022.[2]\n",
                                      encoding="utf-8")
    (tmp_path / "sources" / "1.txt").write_text("The port opened in 1999.", encoding="utf-8")
    (tmp_path / "sources" / "2.txt").write_text("Exports grew by 4% in 2022.", encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(tmp_path), "--offline", "--json"], out, err)
    claims = json.loads(out.getvalue())["claims"]
    assert code == 0, err.getvalue()
    assert [(c["text"], c["verdict"]) for c in claims] == [
        ("The port opened in 1999.[1]", "supported"), ("Exports grew by 4% in 2022.[2]", "supported")]
