"""How fast is `reviewer check` on big notes, and does it stay linear?

Builds notes of 10 KB, 100 KB and 1 MB from real corpus claims (read at run time from
../shared/benchmarks, never copied), each sentence cited to one of five real source texts, as
multi-line Markdown (paragraphs and bullets) and as one single line, then times the same
``verify`` the CLI calls (default offline panel), with and without the repair loop.

Targets (issue 2): at least 1 MB/s of note text; time(1 MB) <= 12 x time(100 KB), also one-line.

    .venv/bin/python benchmarks/check_bench.py [--corpora DIR] [--sizes 10,100,1000] [--modes no-repair,repair]

Big notes are judged in two processes when a core is idle (``reviewer.judges.forked``);
``REVIEWER_PROCESSES=1`` times one process, ``REVIEWER_PROCESSES=2`` forces two. The ``cpu s``
column is this process's CPU time (a forked child's work is not in it).
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

from reviewer.config import Config
from reviewer.model import Source
from reviewer.verify import verify

DEFAULT_CORPORA = Path(__file__).resolve().parents[2] / "shared" / "benchmarks"


def load(corpora: Path):
    rows = [json.loads(line) for line in (corpora / "wice_dev.jsonl").open(encoding="utf-8")]
    rows = [r for r in rows if r.get("source_text")]
    rng = random.Random(7)
    rng.shuffle(rows)
    sources = {f"g{i + 1}": Source(f"g{i + 1}", r["source_text"], origin="corpus") for i, r in enumerate(rows[:5])}
    claims = [(f"g{(i % 5) + 1}", " ".join(r["claim"].split())) for i, r in enumerate(rows[:5] * 3 + rows[5:])]
    return sources, claims


def make_note(claims, size: int, one_line: bool, tag: str = "") -> str:
    parts: list[str] = []
    n = 0
    i = 0
    while n < size:
        key, claim = claims[i % len(claims)]
        # every sentence unique, so no cache (judge features, panel memo) makes repeats free
        claim = f"In dossier {tag}-{i}, " + claim[:1].lower() + claim[1:].rstrip(".") + f" [cite:{key}]."
        if one_line:
            piece = claim + " "
        elif i % 7 == 0:
            piece = f"\n## Section {i // 7}\n\n- {claim}\n"
        elif i % 3 == 0:
            piece = f"- {claim}\n"
        else:
            piece = f"{claim} " + ("\n\n" if i % 4 == 0 else "")
        parts.append(piece)
        n += len(piece.encode("utf-8"))
        i += 1
    return "".join(parts)[:size]


def timed(note: str, sources, config: Config) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of this process, claims). CPU time is the steadier figure on a
    shared machine; the MB/s column is from wall time."""
    t0, c0 = time.perf_counter(), time.process_time()
    report = verify(note, sources, config)
    return time.perf_counter() - t0, time.process_time() - c0, len(report.claims)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--corpora", type=Path, default=DEFAULT_CORPORA)
    ap.add_argument("--sizes", default="10,100,1000", help="note sizes in KB")
    ap.add_argument("--modes", default="no-repair,repair", help="which of no-repair,repair to time")
    args = ap.parse_args()
    sources, claims = load(args.corpora)
    sizes = [int(s) * 1000 for s in args.sizes.split(",")]
    verify(make_note(claims, 5000, False), sources, Config())  # warm-up: imports, weights
    print(f"{'mode':<12} {'layout':<10} {'size':>8} {'claims':>7} {'seconds':>8} {'MB/s':>6} {'cpu s':>7}")
    modes = [m.strip() for m in args.modes.split(",")]
    for repair in [m == "repair" for m in modes if m in ("no-repair", "repair")]:
        config = Config(repair=repair)
        for one_line in (False, True):
            times = {}
            for size in sizes:
                note = make_note(claims, size, one_line, tag=f"{int(repair)}{int(one_line)}{size}")
                seconds, cpu, n_claims = timed(note, sources, config)
                times[size] = seconds
                mbps = len(note.encode("utf-8")) / 1e6 / seconds
                mode = "repair" if repair else "no-repair"
                print(f"{mode:<12} {'one-line' if one_line else 'multi-line':<10} {size // 1000:>6}KB {n_claims:>7} "
                      f"{seconds:>8.2f} {mbps:>6.2f} {cpu:>7.2f}", flush=True)
            if len(sizes) >= 2:
                big, small = sizes[-1], sizes[-2]
                print(f"{'':<12} growth {big // 1000} KB / {small // 1000} KB = {times[big] / times[small]:.1f}x "
                      f"(size ratio {big / small:.0f}x)")


if __name__ == "__main__":
    main()
