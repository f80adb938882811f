"""The panel's accuracy with and without the model judges, on the same rows, with per-claim latency.

    .venv/bin/python benchmarks/llm_accuracy.py --base-url http://127.0.0.1:8089 --model smollm2 \\
        [--corpus ../shared/benchmarks/alex_v1v2.jsonl] [--limit 40] [--weight 1]

Runs ``reviewer.bench.run_bench`` (the figures of ``reviewer bench``) three times over the same
rows: the offline panel; the offline panel plus the model judge (``llm:<weight>``); the model
judge alone. A small local model (SmolLM2-135M) is a test rig: its accuracy is printed as it is.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import replace
from pathlib import Path

from reviewer.bench import load_corpus, run_bench
from reviewer.config import DEFAULT_JUDGES, Config, LLMConfig
from reviewer.runtime import build_runtime

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--base-url", required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--corpus", default=str(ROOT.parent / "shared" / "benchmarks" / "alex_v1v2.jsonl"))
    ap.add_argument("--limit", type=int, default=40)
    ap.add_argument("--weight", type=float, default=1.0)
    ap.add_argument("--max-source-chars", type=int, default=12000)
    args = ap.parse_args()
    rows = load_corpus(args.corpus, limit=args.limit)
    llm = LLMConfig(base_url=args.base_url, model=args.model, timeout=600, deadline=900, concurrency=1,
                    max_source_chars=args.max_source_chars, budget_seconds=0, budget_calls=0)
    weight = f"llm:{args.weight:g}"
    runs = [("offline panel", Config(judges=DEFAULT_JUDGES)),
            (f"offline panel + model ({weight})", Config(judges=(*DEFAULT_JUDGES, weight), llm=llm)),
            ("model alone", Config(judges=("llm",), llm=llm))]
    print(f"{len(rows)} rows of {args.corpus}")
    for label, config in runs:
        config = replace(config, repair=False)
        with build_runtime(config, fetch=False) as runtime:
            t0 = time.perf_counter()
            result = run_bench(rows, runtime)
            seconds = time.perf_counter() - t0
        m = result.to_json()
        errors = {k: v["errors"] for k, v in m["per_judge"].items() if k.startswith("llm:")}
        print(f"  {label:<34} exact {100 * m['exact_accuracy']:5.1f}%  supported-vs-rest "
              f"{100 * m['supported_vs_rest_accuracy']:5.1f}%  {1000 * seconds / len(rows):7.0f} ms/claim"
              + (f"  model errors {errors}" if errors else ""))


if __name__ == "__main__":
    main()
