"""An upload holding two ledgers, or two files of one name, is refused with both named: the
app used to read one of them (the last of two same-named files, the first ledger's entries
with the last ledger's references) and said nothing."""

from __future__ import annotations

import json

import pytest
from fakes import open_app

from reviewer.errors import InputError
from reviewer.sources.bundle import bundle_from_upload
from reviewer.ui.render_claim import md_text

pytestmark = pytest.mark.usefixtures("fresh_caches")

NOTE = b"# Upload\n\nThe plant made 120 tonnes in 2020 [cite:g1].\n"
LEDGER_A = json.dumps({"g1": {"title": "A", "text": "The plant made 120 tonnes in 2020."}}).encode()
LEDGER_B = json.dumps({"g1": {"title": "B", "text": "The plant made 90 tonnes in 2020."}}).encode()


def _upload(files):
    at = open_app()
    at.radio(key="bundle_kind").set_value("Upload").run()
    at.file_uploader(key="upload_note").set_value(("note.md", NOTE, "text/markdown"))
    at.file_uploader(key="upload_sources").set_value(files)
    return at.run()


@pytest.mark.parametrize("files, named", [
    ([("a/ledger.json", LEDGER_A, "application/json"), ("b/ledger.json", LEDGER_B, "application/json")],
     "2 ledgers uploaded (a/ledger.json, b/ledger.json): upload only the ledger.json to check"),
    ([("ledger.json", LEDGER_A, "application/json"), ("ledger.json", LEDGER_B, "application/json")],
     f"two uploaded files are named ledger.json ({len(LEDGER_A):,} and {len(LEDGER_B):,} bytes): "
     "upload only the one to check"),
    ([("1.txt", b"one", "text/plain"), ("1.txt", b"another", "text/plain")],
     "two uploaded files are named 1.txt (3 and 7 bytes): upload only the one to check"),
])
def test_two_ledgers_or_two_files_of_one_name_are_refused_with_both_named(review_db, files, named):
    at = _upload(files)
    assert not at.exception
    assert [e.value for e in at.sidebar.error] == [md_text(named)]  # escaped for Markdown, one line
    assert at.button(key="run_check").disabled


def test_the_same_file_uploaded_twice_is_read_once(review_db):
    at = _upload([("ledger.json", LEDGER_A, "application/json"), ("ledger.json", LEDGER_A, "application/json")])
    assert not at.sidebar.error, [e.value for e in at.sidebar.error]
    at.button(key="run_check").click().run()
    report = at.session_state["report"]
    assert [(r.claim.id, r.verdict.value) for r in report.claims] == [("c1", "supported")]


def test_bundle_from_upload_refuses_two_ledgers_given_by_path():
    with pytest.raises(InputError, match=r"2 ledgers uploaded \(x/ledger.json, y/LEDGER.json\)"):
        bundle_from_upload("note.md", NOTE, {"x/ledger.json": LEDGER_A, "y/LEDGER.json": LEDGER_B})
