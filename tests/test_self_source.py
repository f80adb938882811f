"""A note is never its own source: ``sources/2.txt`` a symlink to ``../note.md``, a hard link, a
copy, a ledger entry with the note's text, an upload of the note as a source. Such a source
"supported" every claim and the repairs suggested citing it; now it is unavailable with a
reason naming it, one warning says so, and no repair names it."""

from __future__ import annotations

import io
import json
import os

import pytest
from fakes import open_app

from reviewer.cli import main
from reviewer.md_escape import md_text
from reviewer.model import RepairKind, Source, Verdict
from reviewer.sources.bundle import bundle_from_upload, load_inputs
from reviewer.verify import verify

NOTE = ("# Note\n\nThe ferry carried 212 passengers on the night of the accident [2].\n\n"
        "The harbour was closed for two days after the accident.\n")


def _symlink(b):
    os.symlink("../note.md", b / "sources" / "2.txt")


def _hardlink(b):
    os.link(b / "note.md", b / "sources" / "2.txt")


def _copy(b):
    (b / "sources" / "2.md").write_bytes((b / "note.md").read_bytes())


def _crlf_copy(b):
    (b / "sources" / "2.txt").write_bytes(NOTE.replace("\n", "\r\n").encode())


def _ledger(b):
    (b / "ledger.json").write_text(json.dumps({"2": {"title": "draft", "text": NOTE}}))


def _note_and_more(b):
    (b / "sources" / "2.txt").write_text("Drafts of this week, pasted in:\n\n" + NOTE
                                         + "\nThe editor still has to check the figures.\n")


def _ledger_note_and_more(b):
    (b / "ledger.json").write_text(json.dumps({"2": {"title": "drafts", "text": "Copied: " + NOTE + " (end)"}}))


LAYOUTS = [("symlink", _symlink, "sources/2.txt is note.md itself (a link to it)"),
           ("hard link", _hardlink, "sources/2.txt is note.md itself (a link to it)"),
           ("byte-identical copy", _copy, "sources/2.md is a copy of note.md (the same text)"),
           ("copy with CRLF line ends", _crlf_copy, "sources/2.txt is a copy of note.md (the same text)"),
           ("ledger entry", _ledger, "ledger entry 2 is a copy of note.md (the same text)"),
           ("the whole note and more", _note_and_more,
            "sources/2.txt holds all of note.md (its whole text, with more around it)"),
           ("a ledger entry with the whole note and more", _ledger_note_and_more,
            "ledger entry 2 holds all of note.md (its whole text, with more around it)")]


def _bundle(tmp_path, make):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text(NOTE, encoding="utf-8")
    (tmp_path / "sources" / "1.txt").write_text("Cats sleep most of the day.\n", encoding="utf-8")
    make(tmp_path)
    return tmp_path


def _check(*argv: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", *argv, "--offline"], out=out, err=err)
    return code, out.getvalue(), err.getvalue()


def _suggested_keys(report) -> set[str]:
    return {k for r in report.claims for rep in r.repairs for k in rep.citations
            if rep.kind is RepairKind.ADD_CITATION}


@pytest.mark.parametrize("layout, make, said", LAYOUTS, ids=[x[0] for x in LAYOUTS])
def test_a_source_that_is_the_note_supports_nothing(tmp_path, layout, make, said):
    inputs = load_inputs(_bundle(tmp_path, make))
    assert not inputs.sources["2"].usable and said in inputs.sources["2"].reason
    assert "a note cannot support itself" in inputs.sources["2"].reason
    assert [w for w in inputs.warnings if said in w] == list(inputs.warnings), inputs.warnings
    report = verify(inputs.note_text, inputs.all_sources())
    c1 = report.claims[0]
    assert c1.verdict is Verdict.SOURCE_UNAVAILABLE and said in c1.reason, c1
    assert "2" not in _suggested_keys(report)  # the uncited c2 was offered "[2]", the note itself


@pytest.mark.parametrize("layout, make, said", LAYOUTS, ids=[x[0] for x in LAYOUTS])
def test_the_command_warns_once_and_json_names_it(tmp_path, layout, make, said):
    bundle = _bundle(tmp_path, make)
    code, out, err = _check(str(bundle))
    assert code == 1 and not err, err  # the uncited c2 fails the gate; nothing on stderr
    assert out.count(said) == 1, out  # said once, in its warning, not again for each claim
    assert sum(1 for line in out.splitlines() if line.strip().startswith(f"warning: {said}")) == 1, out
    assert "reason: source unavailable (2: the note itself, see the warning above)" in out, out
    assert "e.g. c1: source unavailable (2: the note itself, see the warning above)" in out, out
    assert "suggest add_citation '[2]'" not in out, out
    _, md, _ = _check(str(bundle), "--markdown")
    assert md.count(md_text(said)) == 1 and md_text("2: the note itself, see the warning above") in md, md
    _, out, _ = _check(str(bundle), "--json")
    data = json.loads(out)
    assert len([w for w in data["warnings"] if said in w]) == 1, data["warnings"]
    assert data["warnings"][1:] == [  # and the claims that could not be checked, as the text says
        "1 cited claim could not be checked (source unavailable), e.g. c1: source unavailable "
        "(2: the note itself, see the warning above)"], data["warnings"]
    src = next(s for s in data["sources"] if s["id"] == "2")
    assert src["status"] == "unavailable" and said in src["reason"], src
    assert data["claims"][0]["verdict"] == "source_unavailable"
    assert said in data["claims"][0]["reason"]  # the JSON report keeps the whole reason


def test_an_unrelated_source_is_untouched(tmp_path):
    inputs = load_inputs(_bundle(tmp_path, lambda b: (b / "sources" / "2.txt").write_text(
        "The ferry carried 212 passengers on the night of the accident.\n")))
    assert inputs.sources["2"].usable and not inputs.warnings
    assert verify(inputs.note_text, inputs.all_sources()).claims[0].verdict is Verdict.SUPPORTED


def test_a_one_line_note_said_word_for_word_by_a_bigger_source_is_read():
    """A short note may be a sentence its source says word for word: only a note of
    ``MIN_WORDS`` words or more is looked for inside a bigger source."""
    note = "The ferry carried 212 passengers [2].\n"
    source = "Harbour log. The ferry carried 212 passengers [2]. Weather: calm.\n"
    report = verify(note, {"2": Source("2", source, origin="file:2.txt")})
    assert not report.warnings and report.claims[0].verdict is not Verdict.SOURCE_UNAVAILABLE


def test_an_upload_of_the_whole_note_and_more_as_a_source_is_set_aside():
    bundle = bundle_from_upload("note.md", NOTE.encode(), {"2.md": ("Pasted:\n" + NOTE + "More.\n").encode()})
    assert not bundle.sources["2"].usable and "2.md holds all of the note" in bundle.sources["2"].reason


def test_an_upload_of_the_note_as_a_source_is_set_aside():
    bundle = bundle_from_upload("note.md", NOTE.encode(), {"2.md": NOTE.encode()})
    assert not bundle.sources["2"].usable and "2.md is a copy of the note" in bundle.sources["2"].reason
    assert len(bundle.warnings) == 1 and "2.md is a copy of the note" in bundle.warnings[0]


def test_verify_itself_sets_aside_a_source_with_the_note_text():
    """A library caller hands ``verify`` the sources: the same rule applies, with a warning."""
    report = verify(NOTE, {"2": Source("2", NOTE, origin="file:2.txt")})
    assert report.claims[0].verdict is Verdict.SOURCE_UNAVAILABLE
    assert "2" not in _suggested_keys(report)
    assert len(report.warnings) == 1 and "2.txt is a copy of the note" in report.warnings[0]


@pytest.mark.usefixtures("fresh_caches")
def test_the_app_warns_once_in_the_sidebar(review_db, tmp_path):
    bundle = _bundle(tmp_path, _symlink)
    at = open_app()
    at.radio(key="bundle_kind").set_value("Folder").run()
    at.text_input(key="folder_path").set_value(str(bundle)).run()
    at.button(key="run_check").click().run()
    assert not at.exception
    said = [w.value for w in at.sidebar.warning if "note.md itself" in w.value]
    assert len(said) == 1, [w.value for w in at.sidebar.warning]
    report = at.session_state["report"]
    assert report.claims[0].verdict is Verdict.SOURCE_UNAVAILABLE
