"""Corpus labels are read whatever their case and separators ("supported", "NOT SUPPORTED",
"not_supported", "source-unavailable"), as many exported corpora spell them, and the report
spells them as the contract does. A new user's trial found lowercase labels accepted without a
word: the README's corpus section now says so, so a corpus author knows it is meant."""

from __future__ import annotations

import json
import re
from pathlib import Path

from test_bench_cli_ux import call

ROOT = Path(__file__).resolve().parents[1]

ROWS = [
    ("a", "The bridge opened in 1932.", "The bridge opened in 1932 after years.", "supported"),
    ("b", "The bridge opened in 1932 with a parade.", "The bridge opened in 1932.", " PARTIAL "),
    ("c", "The bridge opened in 1950.", "The bridge opened in 1932.", "not_supported"),
    ("d", "The bridge opened in 1950.", "The bridge opened in 1932.", "Not Supported"),
    ("e", "The bridge cost £2 million.", "", "source-unavailable"),
]


def test_any_case_and_separator_reads_as_the_label(tmp_path):
    corpus = tmp_path / "c.jsonl"
    corpus.write_text("".join(json.dumps({"id": i, "claim": c, "source_text": s, "label": lab}) + "\n"
                              for i, c, s, lab in ROWS), encoding="utf-8")
    code, out, err = call("bench", str(corpus), "--json")
    assert code == 0 and not err, err  # no warning: the spelling is documented, not a slip
    report = json.loads(out)
    assert report["n"] == 5
    assert {g: sum(row.values()) for g, row in report["confusion"].items()} == {
        "Supported": 1, "Partial": 1, "Not supported": 2, "Source unavailable": 1}


def test_the_readme_says_labels_are_read_whatever_their_case():
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    corpus = readme[readme.index("A **corpus**"):]
    corpus = corpus[:corpus.index("Samples in")]
    assert re.search(r"whatever (its|their) case", corpus), corpus
    assert "`supported`" in corpus and "`not_supported`" in corpus, corpus
