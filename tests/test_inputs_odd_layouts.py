"""Bundles and ledgers laid out the way a new user lays them out by mistake: each is read, or
refused with one line that says what is wrong (never a message about something else)."""

from __future__ import annotations

import json
import os

import pytest

from reviewer.cli import main
from reviewer.errors import InputError
from reviewer.sources.bundle import load_inputs


def _check(*argv: str) -> tuple[int, str, str]:
    import io

    out, err = io.StringIO(), io.StringIO()
    code = main(["check", *argv, "--offline", "--no-repair"], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("what, make, said", [
    ("a file", lambda p: p.write_text("1.txt\n"), "is a file, not a folder"),
    ("a FIFO", lambda p: os.mkfifo(p), "is a FIFO (named pipe), not a folder"),
])
def test_a_bundle_whose_sources_is_not_a_folder_says_so(tmp_path, what, make, said):
    (tmp_path / "note.md").write_text("The sky is blue [1].\n")
    make(tmp_path / "sources")
    with pytest.raises(InputError) as exc:
        load_inputs(tmp_path)
    assert said in str(exc.value) and "not found" not in str(exc.value), str(exc.value)
    code, out, err = _check(str(tmp_path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and said in err, err


def test_a_missing_sources_folder_is_still_not_found(tmp_path):
    (tmp_path / "note.md").write_text("The sky is blue [1].\n")
    with pytest.raises(InputError, match="sources folder not found"):
        load_inputs(tmp_path / "note.md", sources_dir=tmp_path / "nope")


@pytest.mark.parametrize("ledger, said", [
    ('{"g1": {"text": "The sky is blue."}, "g1": {"text": "The sky is green."}}', "'g1' is given twice"),
    ('{"g1": {"text": "The sky is blue.", "text": "The sky is green."}}', "'text' is given twice"),
])
def test_a_key_given_twice_in_the_ledger_is_refused_not_silently_dropped(tmp_path, ledger, said):
    """JSON keeps the last of two equal keys: the first entry's text was dropped without a word."""
    (tmp_path / "note.md").write_text("The sky is blue [cite:g1].\n")
    (tmp_path / "ledger.json").write_text(ledger)
    code, out, err = _check(str(tmp_path))
    assert code == 2 and out == "" and err.count("\n") == 1, err
    assert said in err and "ledger.json" in err, err


@pytest.mark.parametrize("entry, said", [
    ({"Text": "The sky is blue."}, "no text or url (fields given: 'Text')"),
    ({"body": "x", "link": "https://example.org"}, "no text or url (fields given: 'body', 'link')"),
    ({"title": "Only a title"}, "no text or url"),
])
def test_a_ledger_entry_with_its_text_under_another_name_says_which_fields_it_has(tmp_path, entry, said):
    (tmp_path / "note.md").write_text("The sky is blue [cite:g1].\n")
    (tmp_path / "ledger.json").write_text(json.dumps({"g1": entry}))
    inputs = load_inputs(tmp_path)
    src = inputs.all_sources()["g1"]
    assert not src.usable and said in src.reason, src.reason
    if "title" in entry:
        assert "fields given" not in src.reason


@pytest.mark.parametrize("file, marker, hint", [
    ("G1.txt", "[cite:g1]", "keys are case-sensitive: there is a source 'G1'"),
    ("s1.txt", "[cite:S1]", "keys are case-sensitive: there is a source 's1'"),
])
def test_a_marker_that_differs_from_a_source_only_in_case_says_so(tmp_path, file, marker, hint):
    """'[cite:g1]' with sources/G1.txt dangled with 'no source for g1', the file in plain view."""
    (tmp_path / "note.md").write_text(f"The sky is blue {marker}.\n")
    (tmp_path / "sources").mkdir()
    (tmp_path / "sources" / file).write_text("The sky is blue.")
    code, out, _ = _check(str(tmp_path))
    assert code == 1
    dangling = [line for line in out.splitlines() if "dangling marker" in line]
    reasons = [line for line in out.splitlines() if "reason: dangling" in line]
    assert len(dangling) == 1 and hint in dangling[0], out
    assert len(reasons) == 1 and hint in reasons[0], out
    code, out, _ = _check(str(tmp_path), "--json")
    report = json.loads(out)
    assert hint in report["claims"][0]["reason"]
    assert report["dangling"] == [{"raw": marker, "key": marker[6:-1], "start": 16}]  # Contract 3 as it was


def test_a_folder_inside_sources_is_named_in_a_warning(tmp_path):
    """sources/2024/2.txt is not read (sources are the files of sources/ itself): the [2]
    marker dangled with no word about the folder the user put its file in."""
    (tmp_path / "note.md").write_text("Grass is green [2]. The sky is blue [1].\n")
    (tmp_path / "sources" / "2024").mkdir(parents=True)
    (tmp_path / "sources" / "2024" / "2.txt").write_text("Grass is green.")
    (tmp_path / "sources" / "1.txt").write_text("The sky is blue.")
    (tmp_path / "sources" / ".git").mkdir()
    inputs = load_inputs(tmp_path)
    assert len(inputs.warnings) == 1, inputs.warnings
    assert "sources/2024 is a folder" in inputs.warnings[0] and "not read" in inputs.warnings[0]
    code, out, _ = _check(str(tmp_path))
    assert "sources/2024 is a folder" in out
