"""Citation-marker recall and false markers on a mixed-style corpus.

    .venv/bin/python benchmarks/citation_bench.py [tests/data/citations_corpus.jsonl]

Each row is ``{"text", "markers": [[kind, key], ...]}`` (all six kinds, narrative and
parenthetical author-year, DOIs in publisher URLs and with parentheses, Wikipedia URLs with
parentheses) or a row of false markers (``(January 2021)``, ``[0, 1]``, ``(see above)``,
``[sic]``) with none. A marker counts as found when a citation of the same kind and key is
found in its row; any other citation found is a false marker. Target: >= 98% found, 0 false.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from reviewer.note.citations import find_citations

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "data" / "citations_corpus.jsonl"


def score(rows: list[dict]) -> dict:
    expected = found = false = 0
    misses: list[str] = []
    by_kind: Counter[str] = Counter()
    for row in rows:
        want = Counter((k, key) for k, key in row["markers"])
        got = Counter((c.kind.value, c.key) for c in find_citations(row["text"]))
        hit = want & got
        expected += sum(want.values())
        found += sum(hit.values())
        false += sum((got - want).values())
        by_kind.update(k for k, _ in want.elements())
        if want - got or got - want:
            misses.append(f"{row['text']!r}: missed {sorted((want - got).elements())}, false {sorted((got - want).elements())}")
    return {"markers": expected, "found": found, "recall": found / expected if expected else None,
            "false_markers": false, "rows": len(rows), "by_kind": dict(by_kind), "misses": misses}


def main(argv: list[str]) -> int:
    path = Path(argv[1]) if len(argv) > 1 else CORPUS
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    result = score(rows)
    print(f"{result['rows']} rows, {result['markers']} markers {result['by_kind']}")
    print(f"found with the right kind and key: {result['found']}/{result['markers']} = {100 * result['recall']:.1f}%")
    print(f"false markers: {result['false_markers']}")
    for miss in result["misses"]:
        print("  ", miss)
    return 0 if result["recall"] >= 0.98 and result["false_markers"] == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
