"""Speed of the offline default panel: claims per second over a corpus (default: alex).

    .venv/bin/python benchmarks/judges_speed.py [CORPUS.jsonl ...]

Runs the panel from ``reviewer.config.Config()`` over each corpus in a fresh process state
(feature caches cleared) and prints rows, seconds, claims/s and accuracy.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer import text
from reviewer.bench import load_corpus, run_bench
from reviewer.config import Config
from reviewer.judges import claimprofile, features, sourceindex
from reviewer.panel import build_panel

DEFAULT = ROOT.parent / "shared" / "benchmarks" / "alex_v1v2.jsonl"


def main(argv: list[str]) -> int:
    paths = [Path(p) for p in argv] or [DEFAULT]
    panel = build_panel(Config())
    print(f"panel: {', '.join(panel.names)}")
    for path in paths:
        rows = load_corpus(path)
        features.analyze.cache_clear()
        claimprofile.claim_profile.cache_clear()
        sourceindex.source_index.cache_clear()
        text._stem_cached.cache_clear()
        t0 = time.perf_counter()
        result = run_bench(rows, panel)
        seconds = time.perf_counter() - t0
        m = result.to_json()
        print(f"{path.name}: {m['n']} rows in {seconds:.2f}s = {m['n'] / seconds:.0f} claims/s; "
              f"exact {m['exact_accuracy']:.1%}, supported-vs-rest {m['supported_vs_rest_accuracy']:.1%}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
