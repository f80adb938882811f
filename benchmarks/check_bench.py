"""How fast is `reviewer check` on big notes, and does it stay linear?

Builds notes of 10 KB, 100 KB and 1 MB from real corpus claims (read at run time from
../shared/benchmarks, never copied), each sentence cited to one of five real source texts, as
multi-line Markdown (paragraphs and bullets) and as one single line, then times the same
``verify`` the CLI calls (default offline panel), with and without the repair loop.

Targets (issue 2): at least 1 MB/s of note text; time(1 MB) <= 12 x time(100 KB), also one-line.

``--shape dense`` (issue 18) is the claim-dense shape: one claim every ~100 characters (corpus
claims cut to about 90 characters), each cited to one or two of five sources that overlap heavily
(each source is three consecutive corpus source texts, the next source shifted by one). Targets:
at least 1 MB/s at 1 MB with the contradiction check on; time(1 MB) <= 12 x time(100 KB).

    .venv/bin/python benchmarks/check_bench.py [--corpora DIR] [--sizes 10,100,1000] [--modes no-repair,repair]
                                               [--shape corpus|dense] [--layouts multi-line,one-line]

Big notes are judged in one process per idle core (``reviewer.judges.forked``);
``REVIEWER_PROCESSES=1`` times one process, ``REVIEWER_PROCESSES=N`` forces N. The ``cpu s``
column is this process's CPU time (a forked child's work is not in it).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import time
from pathlib import Path

from reviewer.config import Config, load_config
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


def load_dense(corpora: Path):
    """Five heavily overlapping sources (source k = corpus texts k, k+1, k+2) and short claims."""
    rows = [json.loads(line) for line in (corpora / "wice_dev.jsonl").open(encoding="utf-8")]
    rows = [r for r in rows if r.get("source_text")]
    rng = random.Random(7)
    rng.shuffle(rows)
    texts = [r["source_text"] for r in rows[:7]]
    sources = {f"g{k + 1}": Source(f"g{k + 1}", "\n\n".join(texts[k : k + 3]), origin="corpus") for k in range(5)}
    # every other claim restates a sentence of the source it cites (cut short), so the judges and
    # the contradiction check find windows that carry most of it; the rest are corpus claims
    sentences = [[s for s in re.split(r"(?<=[.!?])\s+", " ".join(src.text.split())) if len(s) > 60]
                 for src in sources.values()]
    claims = []
    for i, r in enumerate(rows * 2):
        text = r["claim"] if i % 2 else sentences[i % 5][(i // 10) % len(sentences[i % 5])]
        words = " ".join(text.split()).rstrip(".").split(" ")
        short = ""
        for w in words:
            if len(short) + len(w) > 80:
                break
            short = f"{short} {w}" if short else w
        key = f"g{(i % 5) + 1}" if i % 4 else f"g{(i % 5) + 1},g{((i + 1) % 5) + 1}"
        claims.append((key, short))
    return sources, claims


def make_note(claims, size: int, one_line: bool, tag: str = "", dense: bool = False) -> str:
    parts: list[str] = []
    n = 0
    i = 0
    while n < size:
        key, claim = claims[i % len(claims)]
        # every sentence unique, so no cache (judge features, panel memo) makes repeats free
        claim = f"In dossier {tag}-{i}, " + claim[:1].lower() + claim[1:].rstrip(".") + f" [cite:{key}]."
        if dense:  # one claim every ~100 characters
            claim = f"{tag}{i}: " + claim[len(f"In dossier {tag}-{i}, "):]
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
    ap.add_argument("--shape", choices=("corpus", "dense"), default="corpus")
    ap.add_argument("--layouts", default="multi-line,one-line", help="which of multi-line,one-line to time")
    args = ap.parse_args()
    dense = args.shape == "dense"
    sources, claims = load_dense(args.corpora) if dense else load(args.corpora)
    sizes = [int(s) * 1000 for s in args.sizes.split(",")]
    # $REVIEWER_PROCESSES (1: one process, N: N processes whatever the load) through the config loader
    processes = load_config().processes
    verify(make_note(claims, 5000, False), sources, Config(processes=processes))  # warm-up: imports, weights
    print(f"{'mode':<12} {'layout':<10} {'size':>8} {'claims':>7} {'seconds':>8} {'MB/s':>6} {'cpu s':>7} {'ms/cl':>6}")
    modes = [m.strip() for m in args.modes.split(",")]
    for repair in [m == "repair" for m in modes if m in ("no-repair", "repair")]:
        config = Config(repair=repair, processes=processes)
        for one_line in [lay == "one-line" for lay in args.layouts.split(",") if lay in ("multi-line", "one-line")]:
            times = {}
            for size in sizes:
                note = make_note(claims, size, one_line, tag=f"{int(repair)}{int(one_line)}{size}", dense=dense)
                seconds, cpu, n_claims = timed(note, sources, config)
                times[size] = seconds
                per_claim = 1000 * cpu / max(1, n_claims)
                mbps = len(note.encode("utf-8")) / 1e6 / seconds
                mode = "repair" if repair else "no-repair"
                print(f"{mode:<12} {'one-line' if one_line else 'multi-line':<10} {size // 1000:>6}KB {n_claims:>7} "
                      f"{seconds:>8.2f} {mbps:>6.2f} {cpu:>7.2f} {per_claim:>6.3f}", flush=True)
            if len(sizes) >= 2:
                big, small = sizes[-1], sizes[-2]
                print(f"{'':<12} growth {big // 1000} KB / {small // 1000} KB = {times[big] / times[small]:.1f}x "
                      f"(size ratio {big / small:.0f}x)")


if __name__ == "__main__":
    main()
