"""Measure the repair loop: coverage before/after/gain and the precision of add_citation.

    python benchmarks/repair_bench.py [--notes 12] [--claims 5] [--strip 0.4] [--seed 7] [--json]

1. The sample bundles (``data/samples/*``) run through ``reviewer.verify`` with repair on.
2. Generated notes built from real corpus rows (``/work/shared/benchmarks/*.jsonl``, read at run
   time, never copied): each note holds several ``Supported`` rows as bullets, each cited to its
   own source (``[cite:gN]`` or ``[N]``, alternating by note), plus a synthesis sentence in an
   "Assessment" paragraph that restates one bullet without a citation. Then some bullets lose
   their citation on purpose. The draft's first-pass suggestions are scored:

   * add_citation precision: the suggestion names the removed key (not some other key), over
     all add_citation suggestions on stripped claims; also over the subset where the panel
     finds the removed key's source supports the claim (the target: >= 90%);
   * keys named by any suggestion that are not among the note's sources (asserted to be 0).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from reviewer.config import Config
from reviewer.model import RepairKind, Source, Verdict
from reviewer.repair import safety
from reviewer.verify import claim_text_for_judges, verify

ROOT = Path(__file__).resolve().parents[1]
CORPORA = Path("/work/shared/benchmarks")
FILES = ("wice_dev.jsonl", "attributionbench_dev.jsonl", "alex_v1v2.jsonl")
_MARKERS = re.compile(r"\s*\[\d+(?:[,\s\-–]+\d+)*\]")


def clean_claim(text: str) -> str:
    text = _MARKERS.sub("", " ".join(text.split())).strip()
    text = text.rstrip(" .;:,")
    return text[:1].upper() + text[1:] if text else text


GROUP_BY = {"wice_dev.jsonl": "article_title", "alex_v1v2.jsonl": "article_title",
            "attributionbench_dev.jsonl": "question"}


def load_rows(path: Path) -> list[dict]:
    """Rows usable as bullets: a source text and a one-sentence-ish declarative claim."""
    rows = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            row = json.loads(line)
            claim = clean_claim(row.get("claim", ""))
            if (row.get("source_text", "").strip() and len(claim.split()) >= 5 and "\n" not in claim
                    and "?" not in claim and not claim.endswith(":")):
                rows.append({**row, "claim": claim})
    return rows


def note_groups(rows: list[dict], file: str, size: int, mode: str, rnd: random.Random) -> list[list[dict]]:
    """``mixed``: Supported rows from anywhere (unrelated sources); ``topical``: rows about one
    article / question (look-alike sources, the hard case), at least 3 distinct sources."""
    if mode in ("mixed", "negative"):
        label = "Supported" if mode == "mixed" else "Not supported"
        pool = [r for r in rows if r["label"] == label]
        rnd.shuffle(pool)
        return [pool[i : i + size] for i in range(0, len(pool) - size + 1, size)]
    groups: dict[str, list[dict]] = {}
    for row in rows:
        groups.setdefault(str(row.get(GROUP_BY[file])), []).append(row)
    out = []
    for rows_ in groups.values():
        # Supported first; one row per claim text (the same claim twice in a note is degenerate)
        rows_ = list({r["claim"]: r for r in sorted(rows_, key=lambda r: r["label"] != "Supported")[::-1]}.values())
        rows_ = sorted(rows_, key=lambda r: r["label"] != "Supported")[:size]
        if len({r["source_text"] for r in rows_}) >= 3 and any(r["label"] == "Supported" for r in rows_):
            out.append(rows_)
    rnd.shuffle(out)
    return out


@dataclass
class Generated:
    name: str
    note: str
    sources: dict[str, Source]
    stripped: dict[tuple[int, int], str] = field(default_factory=dict)  # span -> removed key


def build_note(name: str, rows: list[dict], numeric: bool, strip: float, rnd: random.Random,
               strip_label: str = "Supported") -> Generated:
    """Bullets cited to their own source (rows sharing a source text share its key); some
    ``Supported`` bullets lose their citation; one cited bullet is restated uncited below."""
    key_of: dict[str, str] = {}
    for row in rows:
        key_of.setdefault(row["source_text"], str(len(key_of) + 1) if numeric else f"g{len(key_of) + 1}")
    marker = (lambda k: f"[{k}]") if numeric else (lambda k: f"[cite:{k}]")
    supported = [i for i, r in enumerate(rows) if r["label"] == strip_label]
    stripped_idx = set(rnd.sample(supported, max(1, round(strip * len(supported))))) if supported else set()
    sources = {k: Source(k, text, title=f"corpus source {k}", origin="corpus") for text, k in key_of.items()}
    gen = Generated(name, "", sources)
    parts = [f"# {name}\n\n## Findings\n\n"]
    pos = len(parts[0])
    for i, row in enumerate(rows):
        key = key_of[row["source_text"]]
        line = f"- {row['claim']}." if i in stripped_idx else f"- {row['claim']} {marker(key)}."
        if i in stripped_idx:
            gen.stripped[(pos + 2, pos + len(line))] = key
        parts.append(line + "\n")
        pos += len(line) + 1
    restate = [i for i in supported if i not in stripped_idx]
    if restate:
        j = rnd.choice(restate)
        head = "\n## Assessment\n\n"
        sentence = f"{rows[j]['claim']}."
        parts.append(head + sentence + "\n")
        gen.stripped[(pos + len(head), pos + len(head) + len(sentence))] = key_of[rows[j]["source_text"]]
    gen.note = "".join(parts)
    return gen


def owner(spans: dict[tuple[int, int], str], start: int, end: int) -> str | None:
    for (a, b), key in spans.items():
        if a <= start and end <= b + 1:
            return key
    return None


def score_note(gen: Generated, panel, config: Config, tally: Counter) -> dict:
    t0 = time.perf_counter()
    report = verify(gen.note, gen.sources, runtime=_RUNTIME[0])
    tally["seconds"] += time.perf_counter() - t0
    for result in report.claims:
        claim = result.claim
        removed = owner(gen.stripped, claim.start, claim.end)
        for repair in result.repairs:
            tally[f"kind:{repair.kind}"] += 1
            tally["unsafe"] += safety.forbidden(result, repair)
            tally["outside_sources"] += sum(1 for k in repair.citations if k not in gen.sources)
        if removed is None or result.verdict is not Verdict.UNCITED:
            continue
        tally["stripped_claims"] += 1
        text = claim_text_for_judges(claim)
        supports = panel.decide(text, [gen.sources[removed]]).verdict is Verdict.SUPPORTED
        tally["stripped_supported"] += supports
        adds = [r for r in result.repairs if r.kind is RepairKind.ADD_CITATION]
        for repair in adds:
            ok = repair.citations == (removed,)
            tally["add"] += 1
            tally["add_correct"] += ok
            if supports:
                tally["add_s"] += 1
                tally["add_s_correct"] += ok
        if any(r.citations == (removed,) for r in adds):
            tally["restored"] += 1
            tally["restored_s"] += supports
    cov = report.coverage
    tally["coverage_rose_unchanged"] += _rises_without_citation(gen, config)
    return {"before": cov.before, "after": cov.after, "gain": cov.gain, "ok": report.ok}


_RUNTIME: list = []  # the one runtime of a bench run (its panel judges every note)


def _rises_without_citation(gen: Generated, config: Config) -> bool:
    """Whether coverage rises on the note when only repairs that add no citation are applied
    (the note's claims unchanged but for hedges, requotes and removed citations)."""
    import reviewer.repair as repair_pkg

    original = repair_pkg.suggest_repairs

    def no_new_citations(results, text, sources, panel):
        got = original(results, text, sources, panel)
        return {cid: kept for cid, reps in got.items()
                if (kept := tuple(r for r in reps if r.kind is not RepairKind.ADD_CITATION and not r.citations))}

    repair_pkg.suggest_repairs = no_new_citations
    try:
        cov = verify(gen.note, gen.sources, runtime=_RUNTIME[0]).coverage
    finally:
        repair_pkg.suggest_repairs = original
    return cov.before is not None and cov.after is not None and cov.after > cov.before + 1e-9


def ratio(a: float, b: float) -> float | None:
    return round(a / b, 4) if b else None


def summarize(name: str, rows: list[dict], tally: Counter) -> dict:
    gains = [r["gain"] for r in rows if r["gain"] is not None]
    return {
        "set": name,
        "notes": len(rows),
        "coverage_before": round(statistics.mean(r["before"] for r in rows), 4),
        "coverage_after": round(statistics.mean(r["after"] for r in rows), 4),
        "gain": round(statistics.mean(gains), 4) if gains else None,
        "notes_passing_gate_after": sum(r["ok"] for r in rows),
        "stripped_claims": tally["stripped_claims"],
        "stripped_claims_source_supports": tally["stripped_supported"],
        "add_citation_per_stripped_claim": ratio(tally["add"], tally["stripped_claims"]),
        "add_citation": tally["add"],
        "add_citation_precision": ratio(tally["add_correct"], tally["add"]),
        "add_citation_precision_where_source_supports": ratio(tally["add_s_correct"], tally["add_s"]),
        "removed_key_restored_recall": ratio(tally["restored"], tally["stripped_claims"]),
        "removed_key_restored_recall_where_source_supports": ratio(tally["restored_s"], tally["stripped_supported"]),
        "wrong_key_add_citations": tally["add"] - tally["add_correct"],
        "keys_outside_sources": tally["outside_sources"],
        "kinds": {k[5:]: v for k, v in sorted(tally.items()) if k.startswith("kind:")},
        "seconds_per_note": round(tally["seconds"] / max(1, len(rows)), 2),
    }


def run_samples(panel, config: Config) -> dict:
    from reviewer.sources.bundle import load_bundle

    out = {}
    for folder in sorted((ROOT / "data" / "samples").iterdir()):
        if not folder.is_dir():
            continue
        bundle = load_bundle(folder)
        sources = bundle.sources if isinstance(bundle.sources, dict) else {s.id: s for s in bundle.sources}
        report = verify(bundle.note_text, sources, runtime=_RUNTIME[0])
        repairs = [r for c in report.claims for r in c.repairs]
        outside = sum(1 for r in repairs for k in r.citations if k not in sources)
        assert outside == 0, f"{folder.name}: a suggestion names a key outside the sources"
        out[folder.name] = {"before": report.coverage.before, "after": report.coverage.after,
                            "gain": report.coverage.gain, "ok_after_repair": report.ok,
                            "kinds": dict(Counter(str(r.kind) for r in repairs)), "keys_outside_sources": outside}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--notes", type=int, default=40, help="generated notes per corpus and mode")
    parser.add_argument("--claims", type=int, default=5, help="bullets per generated note")
    parser.add_argument("--strip", type=float, default=0.4, help="share of bullets whose citation is removed")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    config = Config(offline=True)
    from reviewer.runtime import build_runtime

    runtime = build_runtime(config, fetch=False)
    _RUNTIME[:] = [runtime]
    panel = runtime.panel
    result = {"samples": run_samples(panel, config), "generated": []}
    rnd = random.Random(args.seed)
    total = Counter()  # pooled over the mixed and topical sets (rows labelled Supported)
    for mode in ("mixed", "topical", "negative"):
        for file in FILES:
            path = CORPORA / file
            if not path.exists():
                print(f"skip {file}: not found", file=sys.stderr)
                continue
            tally: Counter = Counter()
            notes = []
            for n, rows in enumerate(note_groups(load_rows(path), file, args.claims, mode, rnd)[: args.notes]):
                gen = build_note(f"{file.split('.')[0]} {mode} note {n + 1}", rows, numeric=n % 2 == 1,
                                 strip=args.strip, rnd=rnd,
                                 strip_label="Not supported" if mode == "negative" else "Supported")
                notes.append(score_note(gen, panel, config, tally))
            if notes:
                result["generated"].append(summarize(f"{mode} {file}", notes, tally))
            if mode != "negative":
                total.update(tally)
            else:
                for key in ("outside_sources", "unsafe", "coverage_rose_unchanged"):
                    total[key] += tally[key]
    assert total["outside_sources"] == 0, "a suggestion named a key absent from the sources"
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print("samples (data/samples, repair on):")
    for name, row in result["samples"].items():
        print(f"  {name:16} before {row['before']:.4f}  after {row['after']:.4f}  gain {row['gain']:+.4f}  "
              f"passes gate {row['ok_after_repair']}  repairs {row['kinds']}")
    print("generated notes (corpus rows, citations removed on purpose):")
    for row in result["generated"]:
        print(f"  {row['set']}: {row['notes']} notes, coverage {row['coverage_before']:.4f} -> "
              f"{row['coverage_after']:.4f} (gain {row['gain']:+.4f}); stripped claims {row['stripped_claims']} "
              f"(own source supports per panel: {row['stripped_claims_source_supports']})")
        print(f"    add_citation {row['add_citation']} ({row['add_citation_per_stripped_claim']} per stripped claim): precision {row['add_citation_precision']}, "
              f"where source supports {row['add_citation_precision_where_source_supports']}; "
              f"removed key restored {row['removed_key_restored_recall']} "
              f"(where supports {row['removed_key_restored_recall_where_source_supports']}); "
              f"wrong key {row['wrong_key_add_citations']}; keys outside sources "
              f"{row['keys_outside_sources']}; {row['seconds_per_note']} s/note")
        print(f"    repairs by kind {row['kinds']}")
    print("  (negative sets: rows labelled Not supported, unrelated sources; an add_citation there attaches a\n"
          "   source the corpus says does not support the claim: 'per stripped claim' is the false-attach rate)")
    print(f"keys outside the sources, all suggestions: {total['outside_sources']}")
    print(f"suggestions removing a citation from / softening an unlocated-quote or contradicted claim: "
          f"{total['unsafe']} (target 0)")
    print(f"notes whose coverage rose with no citation added: {total['coverage_rose_unchanged']} (target 0)")
    pooled = ratio(total["add_s_correct"], total["add_s"])
    print(f"add_citation precision where the removed key's source supports the claim (pooled): {pooled} "
          f"({total['add_s_correct']}/{total['add_s']}); overall {ratio(total['add_correct'], total['add'])} "
          f"({total['add_correct']}/{total['add']})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
