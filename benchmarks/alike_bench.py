"""A note that quotes a log of sentences worded alike: is every quote still supported, and how
does the time grow with the log?

The shape a new user met (issue 12's ux6 trial): one source, a log of N sentences such as
"Station Dunmore 5 recorded 44 mm of rain on 5 March, and the gauge was checked by Dunmore staff."
(station names cycling through seven, one of them also the staff's; numbers, rainfall and days
cycling at other periods, so many sentences share a station number and a rainfall), and a note
of N claims, each a sentence of the log copied word for word and cited to it. Every claim is a
verbatim quote, so the right verdict is *supported* for all of them; before the word-for-word
rule (``reviewer.judges.verbatim``) 133 of 3,000 were called contradicted.

Prints, per size: claims, verdict counts, seconds (wall, and this process's CPU) and ms per claim,
through the same ``verify`` the CLI calls (offline panel, no repair unless ``--repair``).

    .venv/bin/python benchmarks/alike_bench.py [--sizes 300,1000,3000] [--repair]
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

from reviewer.config import Config, load_config
from reviewer.model import Source
from reviewer.verify import verify

NAMES = ["Holm", "Alder", "Birch", "Cedar", "Dunmore", "Elm", "Fern"]
MONTHS = ["March", "April", "May"]


def log(n: int) -> list[str]:
    """The log's sentences, as the trial's note had them."""
    return [f"Station {NAMES[i % 7]} {1 + i % 40} recorded {20 + i % 90} mm of rain on {1 + i % 28} "
            f"{MONTHS[i % 3]}, and the gauge was checked by Dunmore staff." for i in range(n)]


def note(lines: list[str]) -> str:
    return "# Rain log\n\n" + "\n\n".join(line[:-1] + " [cite:s1]." for line in lines) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="300,1000,3000", help="log sentences (and claims) per run")
    ap.add_argument("--repair", action="store_true", help="run the repair loop too")
    args = ap.parse_args()
    config = Config(repair=args.repair, processes=load_config().processes)
    verify(note(log(20)), {"s1": Source("s1", " ".join(log(20)))}, config)  # warm-up: imports, weights
    print(f"{'claims':>7} {'supported':>9} {'other':>6} {'seconds':>8} {'cpu s':>7} {'ms/claim':>9}")
    for n in (int(s) for s in args.sizes.split(",")):
        lines = log(n)
        sources = {"s1": Source("s1", " ".join(lines))}
        t0, c0 = time.perf_counter(), time.process_time()
        report = verify(note(lines), sources, config)
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        verdicts = Counter(str(c.verdict) for c in report.claims)
        supported = verdicts.pop("supported", 0)
        other = ", ".join(f"{k} {v}" for k, v in sorted(verdicts.items())) or "0"
        print(f"{len(report.claims):>7} {supported:>9} {other:>6} {wall:>8.2f} {cpu:>7.2f} "
              f"{1000 * wall / max(1, len(report.claims)):>9.1f}", flush=True)


if __name__ == "__main__":
    main()
