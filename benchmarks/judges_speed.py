"""Speed of the offline default panel: claims per second over a corpus (default: alex).

    .venv/bin/python benchmarks/judges_speed.py [CORPUS.jsonl ...]

Runs the panel from ``reviewer.config.Config()`` (with the contradiction check) over each corpus
through ``run_bench`` (each row's source indexed once, in that row's ``SourceIndexes``: nothing is
remembered between rows or corpora) and prints rows, seconds, ms per claim, claims/s and accuracy.
Target (issue 18): at most 0.1 ms per claim on average.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer.bench import load_corpus, run_bench
from reviewer.config import Config
from reviewer.runtime import build_runtime

DEFAULT = ROOT.parent / "shared" / "benchmarks" / "alex_v1v2.jsonl"


def main(argv: list[str]) -> int:
    paths = [Path(p) for p in argv] or [DEFAULT]
    runtime = build_runtime(Config(offline=True))
    panel = runtime.panel
    print(f"panel: {', '.join(panel.names)}")
    for path in paths:
        rows = load_corpus(path)
        t0, c0 = time.perf_counter(), time.process_time()
        result = run_bench(rows, runtime)
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        m = result.to_json()
        print(f"{path.name}: {m['n']} rows in {seconds:.2f}s (cpu {cpu:.2f}s) = {1000 * cpu / m['n']:.3f} ms/claim cpu, "
              f"{m['n'] / seconds:.0f} claims/s; "
              f"exact {m['exact_accuracy']:.1%}, supported-vs-rest {m['supported_vs_rest_accuracy']:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
