"""A claim whose only cited source is the note itself (set aside: a copy, a link) cites nothing;
the repair offers the bundle source that backs it in that citation's place, as it offers one for
an uncited claim. It used to offer nothing: the claim read "source unavailable" with no way on."""

from __future__ import annotations

import io
import json
import os

from reviewer.cli import main
from reviewer.config import Config
from reviewer.model import RepairKind, Verdict
from reviewer.sources.bundle import load_inputs
from reviewer.verify import verify

NOTE = ("# Note\n\nThe ferry carried 212 passengers on the night of the accident [2].\n\n"
        "The harbour was closed for two days after the accident [1].\n")
BACKING = ("Port authority statement. The ferry carried 212 passengers on the night of the accident, "
           "the operator confirmed. The harbour was closed for two days after the accident.\n")


def _bundle(tmp_path, backing=BACKING, link=False):
    (tmp_path / "sources").mkdir()
    (tmp_path / "note.md").write_text(NOTE, encoding="utf-8")
    (tmp_path / "sources" / "1.txt").write_text(backing, encoding="utf-8")
    if link:
        os.symlink("../note.md", tmp_path / "sources" / "2.txt")
    else:
        (tmp_path / "sources" / "2.md").write_text(NOTE, encoding="utf-8")
    return tmp_path


def _report(folder):
    inputs = load_inputs(folder)
    return verify(inputs.note_text, inputs.all_sources(), Config(offline=True))


def test_a_self_sourced_claim_is_offered_the_source_that_backs_it(tmp_path):
    report = _report(_bundle(tmp_path))
    c1 = report.claims[0]
    assert c1.verdict is Verdict.SOURCE_UNAVAILABLE
    assert c1.repairs, "no repair for a claim that cites only the note itself"
    first = c1.repairs[0]
    assert first.kind is RepairKind.REMOVE_CITATION and first.citations == ("1",)
    assert NOTE[first.start:first.end] == "[2]" and first.replacement == "[1]"
    assert "is the note itself" in first.rationale and "-> supported" in first.rationale
    assert all("2" not in r.citations for c in report.claims for r in c.repairs)


def test_a_link_to_the_note_gets_the_same_offer_and_the_repaired_note_cites_it(tmp_path):
    folder = _bundle(tmp_path, link=True)
    out, err = io.StringIO(), io.StringIO()
    repaired = tmp_path / "repaired.md"
    code = main(["check", str(folder), "--offline", "--json", "--out", str(repaired)], out=out, err=err)
    assert code == 0, err.getvalue()
    assert repaired.read_text(encoding="utf-8") == NOTE.replace("[2]", "[1]")
    claim = json.loads(out.getvalue())["claims"][0]
    assert [(r["kind"], r["replacement"], r["citations"]) for r in claim["repairs"]][:1] == [
        ("remove_citation", "[1]", ["1"])]


def test_nothing_is_offered_when_no_source_backs_the_claim(tmp_path):
    report = _report(_bundle(tmp_path, backing="Cats sleep most of the day, the vet said.\n"))
    c1 = report.claims[0]
    assert c1.verdict is Verdict.SOURCE_UNAVAILABLE and c1.repairs == ()
