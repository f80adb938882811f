"""``[1a]``: a sub-item of a numbered reference ("1a. …" in the list), read as its own key.

It was no marker at all: the sentence read as covered by the next sentence's ``[1]`` and was
judged against reference 1, and a missing sub-item said nothing."""

from __future__ import annotations

import json

from tests.test_cli import call, write_bundle

NOTE = ("# Trial\n\nThe vaccine cut hospital admissions by half in the trial [1a]. "
        "Overall results were published in 2021 [1].\n\n## References\n\n1. Main trial report (2021).\n")


def test_a_sub_item_marker_resolves_to_its_own_source(tmp_path):
    bundle = write_bundle(tmp_path, NOTE, {"1.txt": "Overall results were published in 2021.",
                                           "1a.txt": "The vaccine cut hospital admissions by half in the trial."})
    code, out, _ = call("check", str(bundle), "--offline", "--json")
    claims = json.loads(out)["claims"]
    assert code == 0
    assert [[(c["raw"], c["source_id"]) for c in claim["citations"]] for claim in claims] == [
        [("[1a]", "1a")], [("[1]", "1")]]
    assert [claim["verdict"] for claim in claims] == ["supported", "supported"]


def test_a_missing_sub_item_dangles_and_says_reference_1_exists(tmp_path):
    bundle = write_bundle(tmp_path, NOTE, {"1.txt": "Overall results were published in 2021."})
    code, out, _ = call("check", str(bundle), "--offline")
    assert code == 1
    assert (f"dangling marker [1a] at offset {NOTE.index('[1a]')}: no source for '1a' (there is a reference '1': the sub-item "
            "'1a' needs its own entry, '1a.' in the References list or sources/1a.txt)") in out


def test_a_sub_item_entry_in_the_references_list_is_read(tmp_path):
    note = NOTE + "1a. Arm A report. https://example.org/a\n"
    bundle = write_bundle(tmp_path, note, {"1.txt": "Overall results were published in 2021."})
    report = json.loads(call("check", str(bundle), "--offline", "--json")[1])
    assert report["dangling"] == []
    assert report["claims"][0]["citations"][0]["source_id"] == "1a"
    assert report["claims"][0]["verdict"] == "source_unavailable"  # offline: the URL is not fetched
