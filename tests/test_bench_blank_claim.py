"""A corpus row with an empty or blank "claim" is refused with its line, as a row with no id or
an unknown label is: scored, it would be a row nobody can judge counted in every figure (the
panel says "not supported" about nothing), and skipping it would change n without a word."""

from __future__ import annotations

import io
import json

import pytest

from reviewer.bench import load_corpus
from reviewer.cli import main
from reviewer.errors import CorpusError

GOOD = {"id": "a", "claim": "The bridge opened in 1932.", "source_text": "The bridge opened in 1932.",
        "label": "Supported"}


@pytest.mark.parametrize("claim, said", [
    ("", "'claim' is empty"),
    ("   ", "'claim' is blank"),
    ("\n\t ", "'claim' is blank"),
    ("\u00a0\u3000", "'claim' is blank"),
    ("\u200b", "'claim' is blank"),  # a zero-width space shows nothing either
])
def test_a_blank_claim_is_refused_with_its_line(tmp_path, claim, said):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(GOOD) + "\n" + json.dumps({**GOOD, "id": "b", "claim": claim}) + "\n", encoding="utf-8")
    with pytest.raises(CorpusError) as exc:
        load_corpus(path)
    assert str(exc.value) == f"{path}:2: {said}: every row needs the claim to score (fill it in or remove the row)"
    out, err = io.StringIO(), io.StringIO()
    assert main(["bench", str(path), "--json"], out=out, err=err) == 2
    assert out.getvalue() == "" and err.getvalue().count("\n") == 1 and f"{path}:2: {said}" in err.getvalue()


def test_a_claim_with_words_is_read(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps({**GOOD, "claim": "  Opened 1932. "}) + "\n", encoding="utf-8")
    assert [r.claim for r in load_corpus(path)] == ["  Opened 1932. "]  # kept as written
