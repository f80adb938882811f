"""Speed of the offline default panel: claims per second over a corpus (default: alex).

    .venv/bin/python benchmarks/judges_speed.py [CORPUS.jsonl ...]

Runs the panel from ``reviewer.config.Config()`` (with the contradiction check) over each corpus
through ``run_bench`` (each row's source indexed once, in that row's ``SourceIndexes``: nothing is
remembered between rows or corpora) and prints rows, seconds, ms per claim, claims/s and accuracy.
Every row of these corpora brings its own source (kilobytes of text), so the per-claim figure is
mostly indexing that source: the line below it splits the CPU time into indexing the rows' sources
(every ``build_index`` the run makes, timed) and the rest (judging, contradiction check, grounding).
Target (issue 18): at most 0.1 ms per claim on average.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer.bench import load_corpus, run_bench
from reviewer.bench.run import BenchRow
from reviewer.config import Config
from reviewer.judges.sourceindex import build_index
from reviewer.model import Verdict
from reviewer.runtime import build_runtime

DEFAULT = ROOT.parent / "shared" / "benchmarks" / "alex_v1v2.jsonl"


def _timing_index_builds(spent: list[float]) -> None:
    """Count the CPU time of every source index the run builds (``SourceIndexes.index``) in
    ``spent[0]``: this script's measurement only, nothing else is changed."""
    import reviewer.judges.indexes as indexes

    def build(text: str):
        c0 = time.process_time()
        try:
            return build_index(text)
        finally:
            spent[0] += time.process_time() - c0

    indexes.build_index = build


def main(argv: list[str]) -> int:
    spent = [0.0]
    _timing_index_builds(spent)
    paths = [Path(p) for p in argv] or [DEFAULT]
    runtime = build_runtime(Config(offline=True))
    panel = runtime.panel
    print(f"panel: {', '.join(panel.names)}")
    # warm-up (imports, weights, regexes; the grounding's fuzzy tier): start-up is not a per-claim cost
    run_bench([BenchRow("w", 'The plant employs "many workers in the plant" since 2019.',
                        "The plant employs 1,200 workers. It opened in 2019.", Verdict.SUPPORTED)], runtime)
    for path in paths:
        rows = load_corpus(path)
        spent[0] = 0.0
        t0, c0 = time.perf_counter(), time.process_time()
        result = run_bench(rows, runtime)
        seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
        m = result.to_json()
        print(f"{path.name}: {m['n']} rows in {seconds:.2f}s (cpu {cpu:.2f}s) = {1000 * cpu / m['n']:.3f} ms/claim cpu, "
              f"{m['n'] / seconds:.0f} claims/s; "
              f"exact {m['exact_accuracy']:.1%}, supported-vs-rest {m['supported_vs_rest_accuracy']:.1%}")
        indexing = spent[0]
        print(f"{'':>{len(path.name)}}  of which indexing the rows' sources {1000 * indexing / m['n']:.3f} ms/claim, "
              f"the rest {1000 * (cpu - indexing) / m['n']:.3f} ms/claim "
              f"({sum(len(r.source_text or '') for r in rows) / 1e6:.2f} MB of source text)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
