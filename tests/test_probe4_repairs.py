"""What a 4th new user found running ``reviewer check`` on their own bundles (2026-11-25): a
right quotation contradicted and "repaired" into a wrong one, word swaps that do not read as
English, a narrowing to half a pair, a coverage drop with no word of why, and a note file whose
sources sat next to it unread. Each bundle here is written for the test (not the user's)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from reviewer.cli import main

HARLOW = ("Harlow Foods reported a net loss of £12.4 million for the year to March. The company cut its final "
          "dividend to 1.5p from 4p. Chief executive Mira Sandhu said she expected conditions to improve in the "
          "second half of the coming year, while finance director Paul Greer warned that the company's debt "
          "covenants would be tested.")
VACCINE = ("In a trial among adults aged 60 to 80, the RSV vaccine Corvax reduced hospitalisation for RSV by 71% over "
           "one winter season. The most common side effect was pain at the injection site. Regulators in the EU "
           "are reviewing the data; no decision has been made.")
COFFEE = ("In a Danish cohort of 52,000 adults, drinking three or more cups of coffee a day was linked to a 15% lower "
          "rate of heart failure. The study was observational and cannot establish cause and effect.")


def _bundle(tmp_path: Path, note: str, sources: dict[str, str]) -> Path:
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    (tmp_path / "sources").mkdir()
    for name, text in sources.items():
        (tmp_path / "sources" / name).write_text(text, encoding="utf-8")
    return tmp_path


def _check(path: Path, *extra: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(path), "--offline", *extra], out, err)
    return code, out.getvalue(), err.getvalue()


def _claim(report: dict, start: str) -> dict:
    return next(c for c in report["claims"] if c["text"].startswith(start))


def test_a_rightly_attributed_quotation_stays_and_is_not_rewritten(tmp_path):
    note = ('Finance director Paul Greer warned that "the company\'s debt covenants would be tested" [1]. '
            'The company cut its final dividend to 1.5p [1].\n')
    bundle = _bundle(tmp_path, note, {"1.txt": HARLOW})
    out_file = tmp_path / "repaired.md"
    _code, out, _ = _check(bundle, "--json", "--out", str(out_file))
    claim = _claim(json.loads(out), "Finance director")
    assert claim["verdict"] != "not_supported", claim["votes"]
    assert not claim["repairs"]
    assert "Paul Greer warned" in out_file.read_text(encoding="utf-8")


def test_a_misattributed_report_is_corrected_by_the_name_alone(tmp_path):
    note = "According to Mira Sandhu, the company's debt covenants would be tested [1].\n"
    _code, out, _ = _check(_bundle(tmp_path, note, {"1.txt": HARLOW}), "--json")
    claim = _claim(json.loads(out), "According to")
    assert claim["verdict"] == "not_supported"
    assert [(r["kind"], r["replacement"]) for r in claim["repairs"]][0] == ("requote", "Paul Greer")
    out_file = tmp_path / "repaired.md"
    _check(tmp_path, "--out", str(out_file))
    assert out_file.read_text(encoding="utf-8").startswith("According to Paul Greer, the company's debt")


def test_an_outcome_the_source_says_is_pending_is_not_supported_and_not_word_swapped(tmp_path):
    note = "EU regulators have approved Corvax [1].\n"
    _code, out, _ = _check(_bundle(tmp_path, note, {"1.txt": VACCINE}), "--json")
    claim = _claim(json.loads(out), "EU regulators")
    assert claim["verdict"] == "not_supported"
    assert any("still open" in v["reason"] for v in claim["votes"])
    for repair in claim["repairs"]:  # the source's sentence, or drop: never "are reviewing the" for "have approved"
        assert repair["replacement"] in ("", "Regulators in the EU are reviewing the data"), repair


def test_no_narrowing_to_half_a_pair(tmp_path):
    note = "Both the coffee and the vaccine results come from large trials [1].\n"
    _code, out, _ = _check(_bundle(tmp_path, note, {"1.txt": COFFEE + " " + VACCINE}), "--json")
    claim = _claim(json.loads(out), "Both the coffee")
    assert all(not r["replacement"].lower().startswith("both the coffee") or "trials" in r["replacement"]
               for r in claim["repairs"])


def test_a_coverage_drop_after_repair_says_why(tmp_path):
    note = ("Harlow Foods cut its final dividend to 1.5p [1]. We assess that a cut in the interest rate in the "
            "autumn is likely [1].\n")
    _code, out, _ = _check(_bundle(tmp_path, note, {"1.txt": HARLOW}))
    line = next(line for line in out.splitlines() if line.strip().startswith("coverage"))
    # the second claim's citation goes (its source does not support it), and "We assess that …"
    # without one is a judgment, not a claim: it counts as uncovered, and the line says so
    assert "gain -50.0%" in line and "1 claim no longer read as a claim, counted as uncovered" in line, line


def test_a_note_file_next_to_its_sources_gets_a_hint(tmp_path):
    bundle = _bundle(tmp_path, "The company cut its final dividend to 1.5p [1].\n", {"1.txt": HARLOW})
    code, _out, err = _check(bundle / "note.md")
    assert code == 1  # the contract: its marker dangles
    assert "sources next to note.md not read" in err and f"reviewer check {bundle}" in err
    code, _out, err = _check(bundle)
    assert code == 0 and "not read" not in err
    code, _out, err = _check(bundle / "note.md", "--sources", str(bundle / "sources"))
    assert code == 0 and "not read" not in err
