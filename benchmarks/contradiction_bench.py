"""Cost and counts of the contradiction check on the corpora.

For each row: ``find_conflicts(claim, [Source(row source_text)])``, timed with the source's
index already built (the offline judges build it once per source; that cost is theirs).
Prints ms per claim (warm; and cold, index included) and, per gold label, how many rows get a
conflict and of which kinds. Rows labelled Supported that get a conflict are false alarms.

Every corpus row brings its own source, so its "warm" figure still includes reading that one
source's evidence windows for the first time (each window's words, quantities, names: worked out
once per window and kept for the next claim). In a note, many claims cite the same few sources:
the last line times the check on the claims of ``check_bench.py --shape dense`` (short claims
citing one or two of five overlapping sources, as ``verify`` hands them over: one
``SourceIndexes`` for the run), which is the per-claim cost a note pays (target: 0.2 ms).

    .venv/bin/python benchmarks/contradiction_bench.py [CORPUS.jsonl ...] [--show N]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

from reviewer.judges.contradiction import find_conflicts
from reviewer.judges.indexes import SourceIndexes
from reviewer.model import Source

DEFAULT = [
    "/work/shared/benchmarks/alex_v1v2.jsonl",
    "/work/shared/benchmarks/wice_dev.jsonl",
    "/work/shared/benchmarks/attributionbench_dev.jsonl",
    str(Path(__file__).resolve().parent.parent / "data/adversarial/contradictions.jsonl"),
]


def run(path: str, show: int) -> None:
    rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if r.get("source_text") and "label" in r]
    cold = 0.0
    per_label: Counter[str] = Counter()
    flagged: Counter[str] = Counter()
    kinds: Counter[tuple[str, str]] = Counter()
    shown: list[str] = []
    warm = 0.0
    for r in rows:
        src = [Source(id=str(r.get("id", "1")), text=r["source_text"])]
        indexes = SourceIndexes()  # what a check shares between the judges and this check
        t = time.process_time()
        indexes.index(src[0].text)  # built once per source by the offline judges anyway
        cold += time.process_time() - t
        t = time.process_time()
        found = find_conflicts(r["claim"], src, indexes=indexes)
        warm += time.process_time() - t
        label = r["label"]
        per_label[label] += 1
        if found:
            flagged[label] += 1
            for c in found:
                kinds[(label, c.kind.value)] += 1
            if label == "Supported" and len(shown) < show:
                shown.append(f"  [{r.get('id')}] {found[0].kind}: {found[0].reason} | {r['claim'][:120]!r}")
    n = max(1, len(rows))
    print(f"{Path(path).name}: {len(rows)} rows, {1000 * warm / n:.3f} ms/claim warm, "
          f"{1000 * (warm + cold) / n:.3f} ms/claim cold (index built)")
    for label in sorted(per_label):
        k = ", ".join(f"{kind} {c}" for (lab, kind), c in sorted(kinds.items()) if lab == label)
        print(f"  {label:18s} {flagged[label]:4d}/{per_label[label]:4d} with a conflict  ({k})")
    bad = flagged["Supported"]
    good = sum(flagged[lab] for lab in ("Not supported", "Partial"))
    if bad + good:
        print(f"  precision of a conflict against not-Supported labels: {good / (bad + good):.1%}")
    for line in shown:
        print(line)


def shared(corpora: Path, n: int) -> None:
    """ms per claim for ``n`` claims citing five shared sources (the claim-dense note's claims)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from check_bench import load_dense

    sources, claims = load_dense(corpora)
    claims = [(key, text) for key, text in (claims * (1 + n // max(1, len(claims))))[:n]]
    indexes = SourceIndexes()
    for source in sources.values():
        indexes.index(source.text)
    for key, text in claims[:200]:  # warm-up: the windows these claims land on, read once
        find_conflicts(f"Warm-up: {text}", [sources[k] for k in key.split(",")], indexes=indexes)
    t = time.process_time()
    flagged = 0
    for i, (key, text) in enumerate(claims):
        # each claim unique (as in the benchmark note), so nothing is remembered from a repeat
        flagged += bool(find_conflicts(f"C{i}: {text}", [sources[k] for k in key.split(",")], indexes=indexes))
    spent = time.process_time() - t
    print(f"shared sources (check_bench --shape dense claims): {n} claims, {1000 * spent / n:.3f} ms/claim "
          f"({flagged} with a conflict)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", default=DEFAULT)
    parser.add_argument("--show", type=int, default=0, help="print up to N flagged Supported rows per corpus")
    parser.add_argument("--shared", type=int, default=5000, metavar="N",
                        help="claims in the shared-sources timing (0: skip it)")
    args = parser.parse_args(argv)
    for path in args.corpora:
        if Path(path).exists():
            run(path, args.show)
        else:
            print(f"{path}: missing", file=sys.stderr)
    corpora = Path(DEFAULT[0]).parent
    if args.shared and (corpora / "wice_dev.jsonl").exists():
        shared(corpora, args.shared)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
