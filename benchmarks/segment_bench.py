"""Sentence splitter benchmark: speed, linearity, agreement with pysbd, pySBD golden rules.

    python benchmarks/segment_bench.py [--corpora DIR]

Input text is built at run time from the ``source_text`` and ``claim`` fields of the labeled
corpora (default ``../shared/benchmarks`` next to the repository): multi-line text has one
paragraph per corpus line, separated by blank lines (like a Markdown note); single-line text is
the same with every line break replaced by a space. The 10 KB and 100 KB times are means over
the ten consecutive slices of the next size up, so that all sizes cover comparable text. Plain
pysbd is quadratic on one long line, so its single-line time is measured up to 100 KB and
extrapolated (t ~ n^2) beyond.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from pathlib import Path

from reviewer.note import engine as sentence_engine
from reviewer.note.sentences import (
    EXTRA_ABBREVIATIONS,
    EXTRA_NUMBER_ABBREVIATIONS,
    pysbd_sentences,
    split_sentences,
)

DEFAULT_CORPORA = Path(__file__).resolve().parents[1].parent / "shared" / "benchmarks"
KB = 1000
SIZES = (10 * KB, 100 * KB, 1000 * KB)
_EXT = re.compile(
    r"(?i)\b(?:{})\.|://|www\.|doi:|arxiv:".format(
        "|".join(EXTRA_ABBREVIATIONS + EXTRA_NUMBER_ABBREVIATIONS)
    )
)


def corpus_lines(corpora: Path) -> list[str]:
    lines = []
    for name in ("alex_v1v2.jsonl", "wice_dev.jsonl"):
        with (corpora / name).open(encoding="utf-8") as fh:
            for row in map(json.loads, fh):
                for field in ("source_text", "claim"):
                    lines += [ln for ln in (row.get(field) or "").split("\n") if ln.strip()]
    return lines


def build(lines: list[str], size: int, sep: str) -> str:
    out, n = [], 0
    for ln in lines:
        if n >= size:
            break
        out.append(ln)
        n += len(ln) + len(sep)
    text = sep.join(out)[:size]
    return text.replace("\n", " ") if sep == " " else text


def best_time(fn, text: str, repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        sentence_engine._pysbd_cuts.cache_clear()  # no help from earlier runs
        t0 = time.perf_counter()
        fn(text)
        best = min(best, time.perf_counter() - t0)
    return best


def norm(sents) -> list[str]:
    return [re.sub(r"\s+", " ", s) for s in sents]


def mine(text: str) -> list[str]:
    return [text[s:e] for s, e in split_sentences(text)]


def speed(lines: list[str]) -> None:
    texts = {"multi": build(lines, 1000 * KB, "\n\n"), "single": build(lines, 1000 * KB, " ")}
    # 10 KB / 100 KB times are means over the ten consecutive slices of the next size up, so
    # the three sizes cover comparable text (the corpus is easier in some places than others)
    times: dict[str, dict[int, float]] = {}
    for kind, text in texts.items():
        t1m = best_time(split_sentences, text)
        t100 = [
            best_time(split_sentences, text[i : i + 100 * KB])
            for i in range(0, 1000 * KB, 100 * KB)
        ]
        t10 = [
            best_time(split_sentences, text[i : i + 10 * KB]) for i in range(0, 100 * KB, 10 * KB)
        ]
        times[kind] = {10 * KB: sum(t10) / 10, 100 * KB: sum(t100) / 10, 1000 * KB: t1m}
    para = [texts["multi"][i : i + 100 * KB] for i in (0, 500 * KB)]
    t_pysbd = sum(best_time(pysbd_sentences, p, repeat=1) for p in para) / len(para)
    t_mine = sum(best_time(split_sentences, p) for p in para) / len(para)
    print(
        f"100 KB paragraph text (2 slices): splitter {100 * KB / t_mine / 1e6:.2f} MB/s, "
        f"plain pysbd (per paragraph) {100 * KB / t_pysbd / 1e6:.3f} MB/s "
        f"({t_pysbd / t_mine:.0f}x faster)"
    )
    pysbd_single = {
        n: best_time(pysbd_sentences, texts["single"][:n], repeat=1) for n in (10 * KB, 100 * KB)
    }
    k = pysbd_single[100 * KB] / (100 * KB) ** 2
    print()
    print(
        f"{'size':>8} {'multi-line':>12} {'MB/s':>6} {'single-line':>12} {'MB/s':>6}"
        f" {'pysbd single-line':>18}"
    )
    for n in SIZES:
        tm, ts = times["multi"][n], times["single"][n]
        ps = f"{pysbd_single[n]:.2f} s" if n in pysbd_single else f"~{k * n * n:.0f} s (extrap.)"
        print(
            f"{n // KB:>5} KB {tm:>10.4f} s {n / tm / 1e6:>6.2f} {ts:>10.4f} s {n / ts / 1e6:>6.2f}"
            f" {ps:>18}"
        )
    for kind in ("multi", "single"):
        ratio = times[kind][1000 * KB] / times[kind][100 * KB]
        print(f"time(1 MB) / time(100 KB), {kind}-line: {ratio:.1f} (linear = 10, limit 12)")


def markdown_note(lines: list[str], size: int) -> str:
    """A Markdown note from corpus lines: headings, paragraphs, nested bullets, quotes, tables."""
    out, n = [], 0
    for i, ln in enumerate(lines):
        form = ("## {}", "{} [1]", "- {}", "  - {}", "> {}", "| a | b |\n|---|---|\n| {} | [2] |", "1. {}")[i % 7]
        out.append(form.format(ln[:60] if i % 7 in (0, 5) else ln))
        n += len(out[-1]) + 2
        if n >= size:
            break
    return "\n\n".join(out)[:size]


def markdown_speed(lines: list[str]) -> None:
    """segment() (markdown-it-py blocks + sentences + claim rules) and blocks() alone."""
    from reviewer.note import blocks as md_blocks
    from reviewer.note.segment import segment

    def timed(fn, text: str) -> float:
        best = float("inf")
        for _ in range(3):
            md_blocks._structure.cache_clear()  # the parse is cached per note
            sentence_engine._pysbd_cuts.cache_clear()
            t0 = time.perf_counter()
            fn(text)
            best = min(best, time.perf_counter() - t0)
        return best

    note = markdown_note(lines, 1000 * KB)
    for name, fn in (("blocks()", md_blocks.blocks), ("segment()", segment)):
        t1m = timed(fn, note)
        t100 = sum(timed(fn, note[i : i + 100 * KB]) for i in range(0, 1000 * KB, 100 * KB)) / 10
        print(f"Markdown note, {name:10s} 100 KB {t100:.4f} s, 1 MB {t1m:.4f} s, "
              f"time(1 MB) / time(100 KB) {t1m / t100:.1f} (linear = 10)")
    deep = {"2,000-level list on one line": "- " * 2000 + "A deep fact is stated here [1].\n",
            "2,000-level block quote": "".join(">" * i + f" Quote {i} states a fact [1].\n" for i in range(1, 2000))}
    for name, text in deep.items():
        print(f"{name} ({len(text) / 1e6:.2f} MB): segment() {timed(segment, text):.3f} s")


def agreement(lines: list[str]) -> None:
    same = same_plain = 0
    t0 = time.perf_counter()
    for ln in lines:
        got = norm(mine(ln))
        ref = norm(pysbd_sentences(ln))
        same += got == ref
        plain = norm(pysbd_sentences(ln, extended=False)) if _EXT.search(ln) else ref
        same_plain += got == plain
    n = len(lines)
    print(
        f"agreement with pysbd, per corpus line ({n} lines, {sum(map(len, lines)) / 1e6:.1f} MB,"
        f" {time.perf_counter() - t0:.0f} s):"
    )
    print(f"  same sentences as pysbd + our conventions: {same}/{n} = {same / n:.4%}")
    print(f"  same sentences as plain pysbd:             {same_plain}/{n} = {same_plain / n:.4%}")


def golden(corpora: Path) -> None:
    path = corpora / "pysbd_en_cases.jsonl"
    if not path.exists():
        print(f"pySBD cases not found at {path}")
        return
    cases = [json.loads(line) for line in path.open(encoding="utf-8")]
    rules = [c for c in cases if c["suite"] == "golden_rules_en"]
    ok = sum(mine(c["text"]) == [e.strip() for e in c["expected"]] for c in rules)
    upstream = sum(c["pysbd_0_3_4_pass"] for c in rules)
    same = sum(norm(mine(c["text"])) == norm(pysbd_sentences(c["text"])) for c in cases)
    print(f"golden rules passed: {ok}/{len(rules)} (pysbd 0.3.4: {upstream}/{len(rules)})")
    print(f"all {len(cases)} pySBD English cases, same sentences as pysbd: {same}/{len(cases)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", type=Path, default=DEFAULT_CORPORA)
    args = parser.parse_args()
    if not (args.corpora / "wice_dev.jsonl").exists():
        print(f"error: corpora not found in {args.corpora}", file=sys.stderr)
        return 2
    lines = corpus_lines(args.corpora)
    speed(lines)
    print()
    markdown_speed(lines)
    print()
    agreement(lines)
    print()
    golden(args.corpora)
    return 0


if __name__ == "__main__":
    sys.exit(main())
