"""The `reviewer` command (Contract 2) and its JSON report (Contract 3), run for real."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reviewer.cli import main

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "data" / "samples"
VERDICTS = {"supported", "partial", "not_supported", "source_unavailable", "uncited"}
GROUNDINGS = {"located", "fuzzy", "unlocated", "not_applicable"}


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """The real console entry point, in a subprocess."""
    env = {**os.environ, "XDG_CACHE_HOME": str(cwd or ROOT / ".pytest_cache")}
    return subprocess.run([sys.executable, "-m", "reviewer.cli", *args], capture_output=True, text=True, check=False,
                          cwd=cwd or ROOT, env=env, timeout=120)


def call(*args: str) -> tuple[int, str, str]:
    """The same entry point in-process (fast, for many cases)."""
    out, err = io.StringIO(), io.StringIO()
    code = main(list(args), out, err)
    return code, out.getvalue(), err.getvalue()


def write_bundle(tmp_path: Path, note: str, sources: dict[str, str] | None = None, ledger: str | None = None) -> Path:
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    if sources:
        (tmp_path / "sources").mkdir(exist_ok=True)
        for name, text in sources.items():
            (tmp_path / "sources" / name).write_text(text, encoding="utf-8")
    if ledger is not None:
        (tmp_path / "ledger.json").write_text(ledger, encoding="utf-8")
    return tmp_path


def check_report_shape(report: dict, note_text: str) -> None:
    assert report["schema"] == "reviewer.report/1"
    assert set(report) >= {"schema", "note", "ok", "claims", "dangling", "coverage", "summary"}
    assert set(report["note"]) >= {"path", "sha256"} and len(report["note"]["sha256"]) == 64
    for claim in report["claims"]:
        assert set(claim) >= {"id", "text", "start", "end", "citations", "verdict", "grounding", "evidence", "votes", "repairs"}
        assert note_text[claim["start"]:claim["end"]] == claim["text"]
        assert claim["verdict"] in VERDICTS and claim["grounding"] in GROUNDINGS
        for c in claim["citations"]:
            assert set(c) >= {"raw", "kind", "key", "source_id"}
        if claim["verdict"] == "uncited":
            assert claim["citations"] == [] and claim["grounding"] == "not_applicable"
        for v in claim["votes"]:
            assert set(v) >= {"judge", "verdict", "score", "reason"}
        for r in claim["repairs"]:
            assert set(r) >= {"id", "kind", "replacement", "citations", "rationale"}
            assert r["kind"] in {"add_citation", "remove_citation", "soften", "drop", "requote"}
    cov = report["coverage"]
    assert set(cov) >= {"covered", "total", "fraction", "before", "after", "gain"}
    assert cov["total"] == len(report["claims"])
    s = report["summary"]
    assert s["claims"] == len(report["claims"])
    assert s["claims"] == sum(s[k] for k in ("supported", "partial", "not_supported", "source_unavailable", "uncited"))


@pytest.mark.parametrize("name", ["analytic-note", "numeric-answer", "quoted-note"])
def test_samples_json_report(name):
    proc = run("check", str(SAMPLES / name), "--json", "--offline")
    assert proc.returncode in (0, 1), proc.stderr
    report = json.loads(proc.stdout)
    check_report_shape(report, (SAMPLES / name / "note.md").read_text(encoding="utf-8"))
    assert report["ok"] is (proc.returncode == 0)


def test_analytic_sample_flags_uncited_synthesis_not_abbreviations():
    code, out, _ = call("check", str(SAMPLES / "analytic-note"), "--json", "--offline", "--no-repair")
    report = json.loads(out)
    assert code == 1 and report["ok"] is False
    uncited = [c["text"] for c in report["claims"] if c["verdict"] == "uncited"]
    assert any("Industrial demand" in t for t in uncited)
    # abbreviation-rich cited sentences are whole claims, never split into uncited pieces
    for c in report["claims"]:
        if "U.S." in c["text"] or "Dr. Alvarez" in c["text"] or "i.e." in c["text"] or "e.g." in c["text"]:
            assert c["verdict"] != "uncited", c["text"]
    assert report["coverage"]["gain"] is None  # --no-repair: no gain, which is not 0.0


def test_markdown_and_text_outputs():
    code, out, _ = call("check", str(SAMPLES / "analytic-note"), "--markdown", "--offline")
    assert code == 1 and out.startswith("## Citation health") and "Coverage:" in out
    code, out, _ = call("check", str(SAMPLES / "analytic-note"), "--offline")
    assert code == 1 and "FAIL" in out.splitlines()[0] and "uncited" in out


def test_passing_note_exits_0(tmp_path):
    bundle = write_bundle(tmp_path, "The river flooded the valley in May 2024 [1].\n",
                          {"1.txt": "In May 2024 the river flooded the valley and destroyed two bridges."})
    code, out, err = call("check", str(bundle), "--json", "--offline")
    report = json.loads(out)
    assert code == 0, err
    assert report["ok"] is True and report["claims"][0]["verdict"] == "supported"
    assert report["claims"][0]["grounding"] in ("located", "fuzzy")
    ev = report["claims"][0]["evidence"]
    src = (bundle / "sources" / "1.txt").read_text()
    assert src[ev["start"]:ev["end"]] == ev["quote"]


def test_strict_fails_on_unsupported(tmp_path):
    bundle = write_bundle(tmp_path, "The river flooded the valley in May 2024 [1].\nThe bridge cost 40 million euros to rebuild [1].\n",
                          {"1.txt": "In May 2024 the river flooded the valley and destroyed two bridges."})
    code, out, _ = call("check", str(bundle), "--json", "--offline", "--strict")
    assert code == 1
    verdicts = [c["verdict"] for c in json.loads(out)["claims"]]
    assert verdicts[1] != "supported"


def test_dangling_and_path_like_key(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("The river flooded the valley in May 2024.")
    (tmp_path / "b").mkdir()
    bundle = write_bundle(tmp_path / "b",
                          "The river flooded the valley in May 2024 [cite:../secret].\nIt rained a lot that spring [cite:g9].\n",
                          {"g1.txt": "unrelated"})
    code, out, _ = call("check", str(bundle), "--json", "--offline")
    report = json.loads(out)
    assert code == 1
    assert {d["key"] for d in report["dangling"]} == {"../secret", "g9"}
    assert all(c["verdict"] == "source_unavailable" for c in report["claims"])
    assert "flooded the valley in May 2024." not in json.dumps(report["sources"])


def test_unavailable_reference_is_source_unavailable_not_unsupported(tmp_path):
    note = "Sea level rose by 20 cm in a century [1].\n\n## References\n\n1. https://example.invalid/paper\n"
    code, out, _ = call("check", str(write_bundle(tmp_path, note)), "--json", "--offline")
    claim = json.loads(out)["claims"][0]
    assert claim["verdict"] == "source_unavailable" and claim["grounding"] == "not_applicable"
    assert code == 0  # cited, nothing dangling: the gate passes without --strict


BAD_INPUT = [
    ("missing", lambda p: p / "nope.md"),
    ("binary", lambda p: (p / "n.md").write_bytes(b"\x00\x01\x02binary") and p / "n.md"),
    ("latin1", lambda p: (p / "n.md").write_bytes(b"caf\xe9") and p / "n.md"),
    ("empty", lambda p: (p / "n.md").write_text("\n \n") and p / "n.md"),
    ("bad-ledger", lambda p: write_bundle(p, "A claim [cite:g1].", ledger="{broken")),
    ("no-note-in-folder", lambda p: p),
]


@pytest.mark.parametrize("name,make", BAD_INPUT, ids=[b[0] for b in BAD_INPUT])
def test_bad_input_exits_2_with_one_line(tmp_path, name, make):
    proc = run("check", str(make(tmp_path)), "--offline")
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("reviewer: error:")


def test_missing_sources_dir_and_bad_config(tmp_path):
    (tmp_path / "n.md").write_text("A claim here [1].")
    code, _, err = call("check", str(tmp_path / "n.md"), "--sources", str(tmp_path / "nope"), "--offline")
    assert code == 2 and "sources folder not found" in err
    (tmp_path / "c.toml").write_text("judges = [\n")
    code, _, err = call("check", str(tmp_path / "n.md"), "--config", str(tmp_path / "c.toml"), "--offline")
    assert code == 2 and "does not parse" in err
    (tmp_path / "c.toml").write_text("colour = 'blue'\n")
    code, _, err = call("check", str(tmp_path / "n.md"), "--config", str(tmp_path / "c.toml"), "--offline")
    assert code == 2 and "unknown setting" in err


def test_usage_errors_exit_2():
    for args in (["check"], ["frobnicate"], [], ["check", "x.md", "--no-such-flag"], ["bench"],
                 ["check", "x.md", "--json", "--markdown"]):
        code, _, err = call(*args)
        assert code == 2 and len(err.strip().splitlines()) == 1, (args, err)


def test_huge_note_exits_2(tmp_path):
    path = tmp_path / "big.md"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)
    code, _, err = call("check", str(path), "--offline")
    assert code == 2 and "too large" in err


def test_html_in_note_is_just_text(tmp_path):
    note = 'The page says <script>alert("x")</script> nothing of note [1]. <img src=x onerror=alert(1)> appears too.\n'
    code, out, _ = call("check", str(write_bundle(tmp_path, note, {"1.txt": "<b>bold</b> words"})), "--json", "--offline")
    report = json.loads(out)
    assert code in (0, 1)
    assert any("<script>" in c["text"] for c in report["claims"])


NOTE_PIECES = st.sampled_from([
    "# H\n", "## References\n", "1. https://a.example/x\n", "- ", "> ", "\n", "\n\n", "| a | b |\n", "|--|--|\n",
    "The U.S. grew 3.5% [1]. ", "Dr. Smith said so [cite:g1]. ", "It fell [cite:../x]. ", "Why? ", "So: ",
    "\"quoted words here now\" [2]. ", "(Doe 2023) ", "doi:10.1/x ", "<script>x</script> ", "```\n", "[4-2] ",
    "Therefore it matters. ", "\u00a0\u200b", "…", "e.g. ", "plain words in a row ",
])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(parts=st.lists(NOTE_PIECES, min_size=1, max_size=30), text=st.text(max_size=80))
def test_check_never_crashes(tmp_path, parts, text):
    note = "".join(parts) + text
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    (tmp_path / "sources").mkdir(exist_ok=True)
    (tmp_path / "sources" / "1.txt").write_text("The U.S. grew 3.5% in 2023 according to the data.", encoding="utf-8")
    (tmp_path / "ledger.json").write_text('{"g1": {"text": "Dr. Smith said so in 2020."}}', encoding="utf-8")
    code, out, err = call("check", str(tmp_path), "--json", "--offline")
    assert "internal error" not in err, err
    assert code in (0, 1, 2)
    if code in (0, 1):
        check_report_shape(json.loads(out), (tmp_path / "note.md").read_bytes().decode("utf-8-sig"))
    else:
        assert len(err.strip().splitlines()) == 1


def test_text_output_warns_when_claims_could_not_be_checked(tmp_path):
    note = "Sea level rose by 20 cm in a century [1].\n\n## References\n\n1. https://example.invalid/paper\n"
    code, out, _ = call("check", str(write_bundle(tmp_path, note)), "--offline")
    assert code == 0 and "PASS" in out
    assert "warning: 1 cited claim could not be checked (source unavailable)" in out
    assert "1 claim —" in out  # not "1 claims"


def test_a_passing_note_with_contradicted_claims_says_so(tmp_path):
    """The default gate is about citations (exit 0: the contract), but PASS must not read as "the
    sources agree": the summary warns about claims their sources do not support."""
    bundle = write_bundle(tmp_path, "Insurance claims are expected to exceed £20 billion [1].\n",
                          {"1.txt": "Insurance claims are expected to exceed £20 million."})
    code, out, _ = call("check", str(bundle), "--offline", "--no-repair")
    assert code == 0 and "PASS" in out
    assert "warning: 1 cited claim not supported by its sources (1 contradicted), e.g. c1" in out
    assert "--strict" in out
    code, out, _ = call("check", str(bundle), "--offline", "--no-repair", "--markdown")
    assert "not supported by its sources" in out
    code, out, _ = call("check", str(bundle), "--offline", "--no-repair", "--strict")
    assert code == 1 and "not supported by its sources" not in out  # FAIL says it already


def test_sources_take_their_title_from_the_reference_list():
    code, out, _ = call("check", str(SAMPLES / "numeric-answer"), "--json", "--offline", "--no-repair")
    titles = {s["id"]: s["title"] for s in json.loads(out)["sources"]}
    assert titles["1"].startswith("IPCC AR6 WG1") and titles["3"].startswith("Hugonnet")


def test_the_readme_quick_start_output_is_what_check_prints():
    """The README's first console example is the real output of `reviewer check` on the bundled
    quoted-note sample (a regression once turned its "three" / "two" warnings partial, and the
    README went on saying not supported)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = "$ .venv/bin/reviewer check data/samples/quoted-note\n"
    start = readme.index(command) + len(command)
    shown = readme[start : readme.index("```", start)]
    result = run("check", "data/samples/quoted-note")
    assert result.returncode == 1  # FAIL: one claim not supported, one uncited
    assert result.stdout == shown
    assert "✗ c6 [not supported]" in shown and "claim says three; source: two" in shown


def test_the_markdown_section_renders_no_html_and_loads_no_image(tmp_path):
    """Pasted under a note, the "Citation health" section runs and fetches nothing the note holds."""
    from markdown_it import MarkdownIt

    note = ('Hello <img src=x onerror=alert(1)> world </script> and *this* [cite:g1].\n\n'
            'A chart ![t](https://t.invalid/p.png) with `code` and a | pipe [cite:g1].\n\n'
            'Missing one [cite:a`b] here.\n')
    bundle = write_bundle(tmp_path, note, {"g1.txt": "Hello world."})
    code, out, _ = call("check", str(bundle), "--offline", "--markdown")
    assert code in (0, 1)
    html = MarkdownIt("commonmark").enable("table").render(out)
    assert "<img" not in html and "<script" not in html and "</script>" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html  # shown as text
    rows = [line for line in out.splitlines() if line.startswith("| c")]
    assert rows and all(line.count(" | ") == 3 for line in rows)  # a pipe in the note splits no cell


def test_out_refuses_to_overwrite_the_note_itself(tmp_path):
    note = "The council approved the budget [cite:g1].\n"
    bundle = write_bundle(tmp_path, note, {"g1.txt": "The council approved the budget in May."})
    for target in (bundle / "note.md", bundle / ".." / bundle.name / "note.md"):
        code, out, err = call("check", str(bundle), "--offline", "--out", str(target))
        assert code == 2 and err.count("\n") == 1 and "is the note itself" in err
    assert (bundle / "note.md").read_text(encoding="utf-8") == note  # nothing lost
    code, _, _ = call("check", str(bundle), "--offline", "--out", str(tmp_path / "repaired.md"))
    assert code == 0 and (tmp_path / "repaired.md").exists()


def test_out_refuses_to_overwrite_a_source_or_the_ledger(tmp_path):
    note = "The council approved the budget [cite:g1]. The bridge reopened [cite:g2].\n"
    bundle = write_bundle(tmp_path, note, {"g1.txt": "The council approved the budget in May."})
    (bundle / "ledger.json").write_text('{"g2": {"text": "The bridge reopened on Monday."}}', encoding="utf-8")
    for target, what in ((bundle / "sources" / "g1.txt", "inside the sources folder"),
                         (bundle / "sources" / "new.md", "inside the sources folder"),
                         (bundle / "ledger.json", "the ledger")):
        code, out, err = call("check", str(bundle), "--offline", "--out", str(target))
        assert code == 2 and err.count("\n") == 1 and what in err, err
    assert (bundle / "sources" / "g1.txt").read_text(encoding="utf-8") == "The council approved the budget in May."
    assert not (bundle / "sources" / "new.md").exists()
    assert "reopened on Monday" in (bundle / "ledger.json").read_text(encoding="utf-8")
    code, _, err = call("check", str(bundle / "note.md"), "--sources", str(bundle / "sources"), "--offline",
                        "--out", str(bundle / "sources" / "g1.txt"))
    assert code == 2 and "inside the sources folder" in err  # --sources named on the command line too


def test_an_unreadable_source_file_says_why_even_with_a_references_entry(tmp_path):
    note = "The council approved a budget of 12 million euros [1].\n\n## References\n\n1. Local file.\n"
    bundle = write_bundle(tmp_path, note)
    (bundle / "sources").mkdir(exist_ok=True)
    (bundle / "sources" / "1.txt").write_bytes("Le conseil a approuvé le budget.".encode("latin-1"))
    code, out, _ = call("check", str(bundle), "--offline", "--no-repair", "--json")
    claim = json.loads(out)["claims"][0]
    assert claim["verdict"] == "source_unavailable"
    assert "not UTF-8" in out and "References entry" in out  # the file's own reason first


def test_each_source_is_resolved_once_through_the_repair_passes(tmp_path):
    """Every pass of the repair loop reads the References list again: a source's reason is said
    once (it had been repeated once per pass), it keeps the title the list gives it, and a ledger
    URL that the References entry lacks is the one looked up ("offline: not in cache")."""
    note = ("The council approved a budget [1]. The depot closed in May [2]. The bridge reopened [3].\n\n"
            "## References\n\n1. Council minutes.\n2. Depot notice.\n3. Asset register.\n")
    bundle = write_bundle(tmp_path, note, {"1.txt": "The council approved the budget in March."})
    (bundle / "sources" / "2.txt").write_bytes(b"\x00\x01binary")
    (bundle / "ledger.json").write_text('{"3": {"url": "https://example.org/assets"}}', encoding="utf-8")
    code, out, _ = call("check", str(bundle), "--offline", "--json")
    sources = {s["id"]: s for s in json.loads(out)["sources"]}
    assert sources["2"]["reason"].count("References entry") == 1 and sources["2"]["title"] == "Depot notice."
    assert sources["3"]["reason"] == "offline: not in cache" and sources["3"]["url"] == "https://example.org/assets"
    assert sources["3"]["title"] == "Asset register."
