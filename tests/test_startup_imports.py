"""What a small check imports (issue 18: start-up). An import check, not a timed test: each case
runs in a fresh interpreter and lists ``sys.modules``; ``benchmarks/startup_bench.py`` has the times.

An offline check of a bundle whose sources are .md/.txt files needs none of the HTTP stack,
numpy (folding, only when a quote is located), the HTML/PDF extractors, the charts or the app
stack; a check that does fetch imports httpx at that point.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOT_FOR_A_SMALL_CHECK = ("numpy", "httpx", "httpcore", "trafilatura", "lxml", "pypdf", "plotly", "streamlit",
                         "pandas", "sqlite_utils")

LIST_AFTER_MAIN = (
    "import io, json, sys; from reviewer.cli import main; code = main(sys.argv[1:], io.StringIO(), io.StringIO()); "
    "print(json.dumps({'code': code, 'modules': sorted(sys.modules)}))"
)


def child(code: str, *args: str, cwd: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REVIEWER_")}  # no model endpoint from outside
    env.update(PYTHONPATH=str(ROOT), XDG_CACHE_HOME=str(cwd / "cache"), HOME=str(cwd))
    done = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, check=False,
                          cwd=cwd, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def bundle(tmp_path: Path, ext: str, note: str) -> Path:
    folder = tmp_path / "bundle"
    (folder / "sources").mkdir(parents=True)
    (folder / "sources" / f"1{ext}").write_text(
        "The sky is blue on clear days because of Rayleigh scattering of sunlight in the atmosphere.\n",
        encoding="utf-8")
    (folder / "note.md").write_text(note, encoding="utf-8")
    return folder


@pytest.mark.parametrize("ext", [".md", ".txt"])
@pytest.mark.parametrize("args", [("--offline",), ("--offline", "--json"), ("--offline", "--no-repair")])
def test_offline_one_claim_check_imports_no_heavy_module(tmp_path, ext, args):
    folder = bundle(tmp_path, ext, "# Note\n\nThe sky is blue on clear days because of Rayleigh scattering [1].\n")
    seen = child(LIST_AFTER_MAIN, "check", str(folder), *args, cwd=tmp_path)
    assert seen["code"] == 0
    assert [m for m in NOT_FOR_A_SMALL_CHECK if m in seen["modules"]] == []


def test_offline_check_with_a_reference_list_imports_no_http(tmp_path):
    """Offline, a References entry is answered from the fetch cache: still no httpx."""
    note = ("# Note\n\nThe sky is blue on clear days because of Rayleigh scattering [1]. Water boils at 100 C [2].\n\n"
            "## References\n\n1. Sky notes.\n2. Boiling. https://example.org/boiling and doi:10.1000/xyz123\n")
    seen = child(LIST_AFTER_MAIN, "check", str(bundle(tmp_path, ".md", note)), "--offline", cwd=tmp_path)
    assert seen["code"] in (0, 1)
    assert [m for m in NOT_FOR_A_SMALL_CHECK if m in seen["modules"]] == []


def test_help_imports_no_stage(tmp_path):
    code = ("import io, json, sys; from reviewer.cli import main; main(['check', '--help'], io.StringIO(), io.StringIO()); "
            "print(json.dumps({'modules': sorted(sys.modules)}))")
    seen = child(code, cwd=tmp_path)
    assert [m for m in (*NOT_FOR_A_SMALL_CHECK, "reviewer.verify", "reviewer.panel", "markdown_it", "pysbd")
            if m in seen["modules"]] == []


def test_a_fetch_imports_httpx_when_it_happens(tmp_path):
    """Building a fetcher loads no HTTP stack; the first request does (and fails cleanly here:
    nothing listens on the discard port)."""
    code = (
        "import json, sys; from reviewer.sources.fetch import Fetcher; "
        "f = Fetcher(allow_private=True, retries=0, timeout=5, deadline=5); before = 'httpx' in sys.modules; "
        "src = f.fetch_url('http://127.0.0.1:9/x', 'k'); f.close(); "
        "print(json.dumps({'before': before, 'after': 'httpx' in sys.modules, 'status': str(src.status), "
        "'reason': src.reason, 'backend': f.backend is not None}))"
    )
    seen = child(code, cwd=tmp_path)
    assert seen == {**seen, "before": False, "after": True, "status": "unavailable", "backend": True}
    assert seen["reason"]
