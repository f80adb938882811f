"""`reviewer bench` as a demanding new user runs it: --by in the text output, an unknown --by
field, and --labels binary scoring gold Partial as not supported (a new user's trial)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from reviewer.bench.run import metrics
from reviewer.cli import main
from reviewer.model import Verdict

S, P, N, U = Verdict.SUPPORTED, Verdict.PARTIAL, Verdict.NOT_SUPPORTED, Verdict.SOURCE_UNAVAILABLE

ROWS = [
    {"id": "a", "claim": "The bridge opened in 1932.", "source_text": "The bridge opened in 1932 after years.",
     "label": "Supported", "split": "x"},
    {"id": "b", "claim": "The bridge opened in 1932 with a parade.", "source_text": "The bridge opened in 1932.",
     "label": "Partial", "split": "x"},
    {"id": "c", "claim": "The bridge opened in 1950.", "source_text": "The bridge opened in 1932.",
     "label": "Not supported", "split": "y"},
]


def _corpus(tmp_path: Path, rows=ROWS) -> Path:
    path = tmp_path / "c.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def call(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def test_by_field_is_shown_in_the_text_output(tmp_path):
    code, out, err = call("bench", str(_corpus(tmp_path)), "--by", "split")
    assert code == 0, err
    assert "by split:" in out
    lines = [line.strip() for line in out.splitlines()]
    assert any(line.startswith("x ") and "n=2" in line for line in lines), out
    assert any(line.startswith("y ") and "n=1" in line for line in lines), out


def test_unknown_by_field_is_a_usage_error(tmp_path):
    code, out, err = call("bench", str(_corpus(tmp_path)), "--by", "genre", "--json")
    assert code == 2
    assert out == ""
    assert err.count("\n") == 1 and "--by genre" in err and "split" in err  # names the fields there are
    assert "Traceback" not in err


def test_binary_labels_count_gold_partial_as_not_supported():
    """--labels binary on a corpus with Partial gold labels: a gold Partial is "not fully
    supported" just as a partial verdict is, so a not-supported verdict on it is right, and the
    Not supported class counts it."""
    gold = [S, P, P, N]
    pred = [S, N, P, P]
    m = metrics(gold, pred, binary=True)
    assert m["exact_accuracy"] == 1.0
    assert m["per_class"]["Not supported"]["support"] == 3
    assert m["confusion"]["Not supported"]["Not supported"] == 3
    assert sum(sum(r.values()) for r in m["confusion"].values()) == 4  # no row left out of the matrix


def test_bench_cli_labels_binary_on_a_graded_corpus(tmp_path):
    code, out, err = call("bench", str(_corpus(tmp_path)), "--labels", "binary", "--json")
    assert code == 0, err
    m = json.loads(out)
    assert m["labels"] == "binary"
    assert sum(sum(r.values()) for r in m["confusion"].values()) == 3
    assert m["per_class"]["Not supported"]["support"] == 2


def test_one_row_is_one_row(tmp_path):
    code, out, err = call("bench", str(_corpus(tmp_path, ROWS[:1])))
    assert code == 0 and out.startswith("1 row: exact accuracy"), out


def test_sources_given_a_file_says_it_wants_the_folder(tmp_path):
    note = tmp_path / "note.md"
    note.write_text("The dam was finished in 1961 [1].\n", encoding="utf-8")
    (tmp_path / "1.txt").write_text("The dam was finished in 1961.", encoding="utf-8")
    code, out, err = call("check", str(note), "--sources", str(tmp_path / "1.txt"))
    assert code == 2 and "is a file; give the folder" in err and err.count("\n") == 1


def test_a_compressed_or_office_corpus_is_named(tmp_path):
    import gzip

    packed = tmp_path / "c.jsonl.gz"
    packed.write_bytes(gzip.compress(b"".join(json.dumps(r).encode() + b"\n" for r in ROWS)))
    code, out, err = call("bench", str(packed))
    assert code == 2 and "is a gzip archive, not JSON Lines text" in err and err.count("\n") == 1
    sheet = tmp_path / "c.xlsx"
    sheet.write_bytes(b"PK\x03\x04\x14\x00\x00\x00" + b"\x00" * 40)
    code, out, err = call("bench", str(sheet))
    assert code == 2 and "zip archive" in err
