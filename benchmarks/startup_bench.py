"""Start-up of the ``reviewer`` command (issue 18 target: ``reviewer check`` on a one-claim note
<= 0.5 s wall; ``reviewer check --help`` fast).

Runs each command N times in a fresh interpreter (the way a shell runs it) and prints the median
and the fastest wall time, then the heavy modules a one-claim offline check imported (a child
that runs the same ``main`` and lists ``sys.modules``), and the slowest top-level imports of that
check from ``python -X importtime``. The one-claim bundle (``note.md`` + ``sources/1.md``) is
written to a temporary folder; nothing is fetched. A last row adds a claim citing a References
entry, which an offline check looks up in the (empty, temporary) fetch cache.

    .venv/bin/python benchmarks/startup_bench.py [--runs 15] [--repo DIR]

``--repo`` times another checkout of the package (an A/B comparison, run back to back).

Wall time on a shared machine is noisy: the median over many runs is the figure; the fastest
run and the CPU time (user + system, of the child) show what the code costs on an idle machine. Commands run with the bytecode cache in a
temporary folder (``PYTHONPYCACHEPREFIX``), as an installed package runs (pip compiles it); when
this environment sets ``PYTHONDONTWRITEBYTECODE`` the check is also timed as it runs here, with
the package compiled from source every time.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MAIN = "import sys; from reviewer.cli import main; sys.exit(main())"
#: modules a one-claim offline check of .md/.txt sources has no use for
HEAVY = ("numpy", "httpx", "httpcore", "trafilatura", "lxml", "pypdf", "plotly", "streamlit", "pandas",
         "sqlite_utils", "sqlite3", "click", "pygments", "sklearn", "scipy", "anyio", "ssl")
LIST_MODULES = (
    "import io, json, sys; from reviewer.cli import main; rc = main(out=io.StringIO()); "
    "sys.stderr.write(json.dumps(sorted(sys.modules)))"
)


def write_bundle(folder: Path, references: bool = False) -> Path:
    """The one-claim bundle; with ``references``, a second claim cites a References entry (a URL
    and a DOI) that an offline check looks up in the fetch cache."""
    (folder / "sources").mkdir(parents=True)
    (folder / "sources" / "1.md").write_text(
        "The sky is blue on clear days because of Rayleigh scattering of sunlight in the atmosphere.\n",
        encoding="utf-8")
    note = "# Note\n\nThe sky is blue on clear days because of Rayleigh scattering [1].\n"
    if references:
        note += ("Water boils at 100 C at sea level [2].\n\n## References\n\n1. Sky notes.\n"
                 "2. Boiling. https://example.org/boiling doi:10.1000/xyz123\n")
    (folder / "note.md").write_text(note, encoding="utf-8")
    return folder


_PYCACHE: list[str] = []  # the temporary bytecode folder (set in main)
_REPO = [str(ROOT)]  # the checkout timed (``--repo``)
_CWD: list[str] = []  # children run in the temporary folder: ``-c`` puts the working folder first on sys.path


def _env(bytecode: bool = True) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REVIEWER_")}  # no model endpoint
    env["XDG_CACHE_HOME"] = str(Path(_CWD[0]) / "cache")  # the fetch cache: a fresh one, not the user's
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_REPO[0], env.get("PYTHONPATH", "")) if p)
    if bytecode and _PYCACHE:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = _PYCACHE[0]
    return env


def _children_cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_CHILDREN)
    return use.ru_utime + use.ru_stime


def timed(cmd: list[str], runs: int, env: dict[str, str] | None = None) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + system) seconds of ``runs`` runs of ``cmd``, after one warm-up run."""
    subprocess.run(cmd, env=env, cwd=_CWD[0], capture_output=True, check=False)  # warm the bytecode cache
    walls, cpus = [], []
    for _ in range(runs):
        c0, t0 = _children_cpu(), time.perf_counter()
        done = subprocess.run(cmd, env=env, cwd=_CWD[0], capture_output=True, check=False)
        walls.append(time.perf_counter() - t0)
        cpus.append(_children_cpu() - c0)
        if done.returncode not in (0, 1):
            raise SystemExit(f"{' '.join(cmd[3:])} failed ({done.returncode}): {done.stderr.decode()[-400:]}")
    return walls, cpus


def modules_imported(argv: list[str]) -> list[str]:
    done = subprocess.run([sys.executable, "-c", LIST_MODULES, *argv], env=_env(), cwd=_CWD[0],
                          capture_output=True, text=True, check=False)
    return json.loads(done.stderr.strip().splitlines()[-1])


def slowest_imports(argv: list[str], n: int = 8) -> list[tuple[int, str]]:
    """The top-level imports (``-X importtime``, cumulative microseconds) of one run."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", MAIN, *argv], env=_env(),
                          cwd=_CWD[0], capture_output=True, text=True, check=False)
    rows = []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        _self, cumulative, name = line.split(":", 1)[1].split("|")
        if not name.startswith("  "):  # top level: one space after the bar
            rows.append((int(cumulative), name.strip()))
    return sorted(rows, reverse=True)[:n]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=15, help="runs per command (default 15)")
    ap.add_argument("--repo", type=Path, default=ROOT, help="the checkout whose reviewer package to time")
    args = ap.parse_args()
    _REPO[0] = str(args.repo.resolve())
    with tempfile.TemporaryDirectory() as tmp:
        _PYCACHE.append(str(Path(tmp) / "pycache"))
        _CWD.append(tmp)
        bundle = str(write_bundle(Path(tmp) / "bundle"))
        check = ["check", bundle, "--offline"]
        with_refs = ["check", str(write_bundle(Path(tmp) / "refs", references=True)), "--offline"]
        commands = [("python -c pass (the interpreter alone)", None, True), ("reviewer --help", ["--help"], True),
                    ("reviewer check --help", ["check", "--help"], True),
                    ("reviewer check <one-claim bundle> --offline", check, True)]
        if os.environ.get("PYTHONDONTWRITEBYTECODE"):
            commands.append(("  the same, compiled from source every run", check, False))
        commands.append(("reviewer check <+ a References entry> --offline", with_refs, True))
        print(f"over {args.runs} runs, a fresh interpreter each: median wall (fastest wall), median CPU (user+sys)")
        for label, argv, bytecode in commands:
            cmd = [sys.executable, "-c", "pass"] if argv is None else [sys.executable, "-c", MAIN, *argv]
            walls, cpus = timed(cmd, args.runs, _env(bytecode))
            median = statistics.median(walls)
            target = f"  target <= 0.5 s: {'met' if median <= 0.5 else 'MISSED'}" if argv == check else ""
            print(f"  {label:<48} {median:6.3f} s ({min(walls):.3f} s)  cpu {statistics.median(cpus):.3f} s{target}")
        mods = modules_imported(check)
        heavy = [m for m in HEAVY if m in mods]
        print(f"one-claim offline check: {len(mods)} modules loaded; heavy ones: {', '.join(heavy) or 'none'}")
        print("slowest top-level imports of that check (-X importtime, cumulative):")
        for micros, name in slowest_imports(check):
            print(f"  {micros / 1000:7.1f} ms  {name}")


if __name__ == "__main__":
    main()
