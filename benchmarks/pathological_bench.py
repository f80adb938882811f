"""Seconds per MB of pathological note shapes next to ordinary text, end to end and per stage.

Each shape is embedded in an otherwise ordinary note (a cited sentence before and after, and a
References section) and run through ``reviewer check`` in-process (``--offline --no-repair
--json``) and through each note stage alone (segment, split_sentences, find_citations,
parse_references). The target is every shape within 3x of ordinary text per MB.

Usage: python benchmarks/pathological_bench.py [--kb 200] [--only NAME ...] [--stages-only]
"""

from __future__ import annotations

import argparse
import io
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from reviewer.cli import main  # noqa: E402
from reviewer.note.citations import find_citations, parse_references  # noqa: E402
from reviewer.note.segment import segment  # noqa: E402
from reviewer.note.sentences import split_sentences  # noqa: E402

ORDINARY = ("The measured rate rose to 4.5% in 2020 (Doe et al., 2021) [1]. Dr. Smith et al. argued "
            "it fell again, e.g. in 2021, to 3.1 percent [cite:g1]. See https://example.org/a?b=1 for "
            "details; cf. Table 2 and doi:10.1234/abc.5. ")


def _fill(unit: str, n: int) -> str:
    return (unit * (n // len(unit) + 1))[:n]


SHAPES = {
    "ordinary": lambda n: _fill(ORDINARY, n),
    "one long word": lambda n: "A" + _fill("b", n),
    "long run of spaces": lambda n: _fill(" ", n) + "A sentence.",
    "leading spaces (line start)": lambda n: "\n" + _fill(" ", n) + "This is a sentence [1].",
    "deep nesting (lists)": lambda n: "\n".join("  " * i + "- item" for i in range(min(n // 60, 2000))),
    "deep nesting (quotes)": lambda n: "\n" + _fill(">", min(n, 5000)) + " quoted",
    "bracket run [": lambda n: _fill("[", n),
    "bracket run [] closed": lambda n: _fill("[", n) + "]",
    "parenthesis run (": lambda n: _fill("(", n),
    "parenthesis run () closed": lambda n: _fill("(", n) + ")",
    "dots": lambda n: _fill(".", n),
    "dot-space runs": lambda n: _fill(". ", n),
    "digits": lambda n: _fill("1", n),
    "digits and commas": lambda n: _fill("1,", n),
    "URLs": lambda n: _fill("https://example.org/a/b?c=d ", n),
    "one long URL": lambda n: "https://example.org/" + _fill("a", n),
    "numeric markers": lambda n: _fill("[1]", n),
    "unclosed numeric marker": lambda n: _fill("[1, ", n),
    "author-year look-alikes": lambda n: _fill("(Ab 1234; ", n),
    "quotes": lambda n: _fill('"a', n),
    "curly quotes": lambda n: _fill("“a", n),
    "em dashes": lambda n: _fill("--", n),
    "abbreviations": lambda n: _fill("Dr. ", n),
    "initials": lambda n: _fill("A. ", n),
    "list markers": lambda n: _fill("a) ", n),
    "DOI with trailing dots": lambda n: "10.1234/x" + _fill(".", n),
    "reference: one long word": lambda n: "\n\n## References\n\n- A" + _fill("b", n) + "\n",
    "reference: spaces in heading": lambda n: "\n\n# A" + _fill(" ", n) + "b\n",
}


def note_for(shape: str, n: int) -> str:
    body = SHAPES[shape](n)
    return (f"The rate rose to 4.5% in 2020 [1].\n\n{body}\n\nIt fell again in 2021 [1].\n\n"
            "## References\n\n1. Doe, J. (2021). A survey. https://example.org/survey\n")


def _time(fn, *args) -> float:
    t0 = time.perf_counter()
    fn(*args)
    return time.perf_counter() - t0


def stages(text: str) -> dict[str, float]:
    out = {"split": _time(split_sentences, text), "cites": _time(find_citations, text),
           "refs": _time(parse_references, text)}
    refs = parse_references(text)
    cites = find_citations(text, [refs.span] if refs.span else [])
    out["segment"] = _time(segment, text, cites)
    return out


def end_to_end(text: str) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "sources").mkdir()
        (Path(tmp) / "note.md").write_text(text, encoding="utf-8")
        (Path(tmp) / "sources" / "1.txt").write_text("The rate rose to 4.5% in 2020 and fell again in 2021.")
        t0 = time.perf_counter()
        main(["check", tmp, "--offline", "--no-repair", "--json"], io.StringIO(), io.StringIO())
        return time.perf_counter() - t0


def main_(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--kb", type=int, default=200, help="size of each shape (KB)")
    ap.add_argument("--only", nargs="*", help="shape names")
    ap.add_argument("--stages-only", action="store_true")
    args = ap.parse_args(argv)
    n = args.kb * 1024
    end_to_end(note_for("ordinary", 1000))  # warm up (imports, models)
    names = args.only or list(SHAPES)
    base = None
    print(f"{'shape':32} {'MB':>6} {'e2e s/MB':>9} {'x ord':>6}  " + "  ".join(f"{s:>8}" for s in
          ("split", "cites", "refs", "segment")) + "   (stage s/MB)")
    for name in names:
        text = note_for(name, n)
        mb = len(text.encode()) / 1e6
        st = {k: v / mb for k, v in stages(text).items()}
        e2e = None if args.stages_only else end_to_end(text) / mb
        if name == "ordinary":
            base = e2e
        ratio = f"{e2e / base:6.1f}" if e2e is not None and base else "   -  "
        e2e_s = f"{e2e:9.2f}" if e2e is not None else "        -"
        print(f"{name:32} {mb:6.2f} {e2e_s} {ratio}  " + "  ".join(f"{st[k]:8.3f}" for k in
              ("split", "cites", "refs", "segment")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main_())
