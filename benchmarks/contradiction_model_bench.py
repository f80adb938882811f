"""What the contradiction model changes, on rows it was never trained on.

    .venv/bin/python benchmarks/contradiction_model_bench.py [--shared ../shared/benchmarks] [EXTRA.jsonl ...]

Runs every row through ``reviewer.verify.verify_claim`` (``reviewer bench``'s path) twice: the
offline panel as shipped, and the same panel with ``contradiction_model = true``. Prints, per
corpus, contradictions marked supported and faithful claims marked supported / partial / not
supported (adversarial corpora), or exact and supported-vs-rest accuracy with the gold-Supported
rows the model turned partial (real corpora, ``--holdout``), and the model's cost per doubted
claim. Corpora: the probes from 23 on and the sealed corpus (never trained on, never used to set
the threshold), the held-out halves of alex and WiCE, AttributionBench, and any EXTRA corpus.
The training corpora are refused: a figure on them would be in-sample.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reviewer.bench.run import load_corpus, metrics, run_bench  # noqa: E402
from reviewer.config import Config  # noqa: E402
from reviewer.judges.contradiction_model import WEIGHTS_DIR, sentence_spans, select_passage  # noqa: E402
from reviewer.model import Source, Verdict  # noqa: E402
from reviewer.runtime import build_runtime  # noqa: E402

DATA = ROOT / "data" / "adversarial"


def held_out_adversarial() -> tuple[list[Path], set[str]]:
    meta = json.loads((WEIGHTS_DIR / "meta.json").read_text("utf-8"))
    seen = set(meta["train"]["adversarial"]) | set(meta["validation"]["corpora"])
    return [p for p in sorted(DATA.glob("*.jsonl"), key=lambda p: (len(p.stem), p.stem)) if p.stem not in seen], seen


def verbatim_claims(paths: list[Path]) -> list[tuple[str, str]]:
    """Each sentence of 6+ words of each distinct passage, as a claim against its passage: faithful
    by construction (a copy), so every doubt here is a false one."""
    out = []
    for path in paths:
        for text in dict.fromkeys(r.source_text for r in load_corpus(path)):
            out += [(text[s:e], text) for s, e in sentence_spans(text) if len(text[s:e].split()) >= 6]
    return out


def adversarial_line(name: str, rows, before, after) -> str:
    contra = [i for i, r in enumerate(rows) if r.label == Verdict.NOT_SUPPORTED]
    faithful = [i for i, r in enumerate(rows) if r.label == Verdict.SUPPORTED]

    def counts(pred):
        f = Counter(pred[i] for i in faithful)
        return (sum(pred[i] == Verdict.SUPPORTED for i in contra), f[Verdict.PARTIAL], f[Verdict.NOT_SUPPORTED])

    (m0, p0, n0), (m1, p1, n1) = counts(before), counts(after)
    return (f"{name}: contradictions marked supported {m0}/{len(contra)} -> {m1}/{len(contra)}; "
            f"faithful marked partial {p0} -> {p1}, not supported {n0} -> {n1} (of {len(faithful)})")


def real_line(name: str, rows, before, after) -> str:
    gold = [r.label for r in rows]
    binary = Verdict.PARTIAL not in gold
    a, b = metrics(gold, before, binary=binary), metrics(gold, after, binary=binary)
    demoted = sum(1 for g, x, y in zip(gold, before, after) if g == Verdict.SUPPORTED and x != y)
    other = sum(1 for g, x, y in zip(gold, before, after) if g != Verdict.SUPPORTED and x != y)
    return (f"{name} ({len(rows)} rows{', binary' if binary else ''}): exact {100 * a['exact_accuracy']:.1f}% -> "
            f"{100 * b['exact_accuracy']:.1f}%, supported-vs-rest {100 * a['supported_vs_rest_accuracy']:.1f}% -> "
            f"{100 * b['supported_vs_rest_accuracy']:.1f}%; supported turned partial: {demoted} gold-Supported, "
            f"{other} other")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("extra", nargs="*", type=Path, help="more corpora the model never saw (e.g. a new probe)")
    ap.add_argument("--shared", type=Path, default=ROOT.parent / "shared" / "benchmarks")
    args = ap.parse_args()
    plain = build_runtime(Config(offline=True, processes=1), fetch=False)
    t0 = time.perf_counter()
    doubting = build_runtime(Config(offline=True, processes=1, contradiction_model=True), fetch=False)
    print(f"model loaded in {time.perf_counter() - t0:.1f} s; threshold {doubting.panel.doubter.threshold}")
    adversarial, seen = held_out_adversarial()
    for path in args.extra:
        if path.stem in seen:
            raise SystemExit(f"{path.name} is a training or validation corpus of the model: in-sample, refused")
    extra = [p for p in args.extra if p.resolve() not in {q.resolve() for q in adversarial}]
    jobs = [(p, False) for p in adversarial + extra]
    jobs += [(args.shared / f"{n}.jsonl", True) for n in ("alex_v1v2", "wice_dev", "attributionbench_dev")]
    pooled = Counter()
    spent = doubted = 0.0
    for path, real in jobs:
        if not path.exists():
            print(f"{path}: not found, skipped")
            continue
        rows = load_corpus(path)
        first = run_bench(rows, plain, holdout=real)
        t = time.perf_counter()
        second = run_bench(rows, doubting, holdout=real)
        spent += time.perf_counter() - t
        doubted += sum(p == Verdict.SUPPORTED for p in first.predictions)
        scored = first.rows
        if real:
            print(real_line(path.name, scored, first.predictions, second.predictions))
            continue
        print(adversarial_line(path.name, scored, first.predictions, second.predictions))
        if path.stem.startswith("probe"):
            for r, x, y in zip(scored, first.predictions, second.predictions):
                pooled["contra"] += r.label == Verdict.NOT_SUPPORTED
                pooled["faithful"] += r.label == Verdict.SUPPORTED
                pooled["m0"] += r.label == Verdict.NOT_SUPPORTED and x == Verdict.SUPPORTED
                pooled["m1"] += r.label == Verdict.NOT_SUPPORTED and y == Verdict.SUPPORTED
                pooled["f0"] += r.label == Verdict.SUPPORTED and x != Verdict.SUPPORTED
                pooled["f1"] += r.label == Verdict.SUPPORTED and y != Verdict.SUPPORTED
    if pooled:
        print(f"held-out probes pooled: contradictions marked supported {pooled['m0']}/{pooled['contra']} -> "
              f"{pooled['m1']}/{pooled['contra']}; faithful not marked supported {pooled['f0']} -> {pooled['f1']} "
              f"(of {pooled['faithful']})")
    print(f"second run (panel + model) {spent:.1f} s; {doubted:.0f} claims the panel called supported were "
          f"read by the model")
    model = doubting.panel.doubter
    quoted = verbatim_claims(adversarial + extra)
    probs = model.probabilities([(c, select_passage(c, src).text) for c, src in quoted])
    print(f"source sentences given as claims word for word (held-out passages): "
          f"{sum(p >= model.threshold for p in probs)}/{len(probs)} doubted")
    pairs = [(r.claim, r.source_text) for r in load_corpus(adversarial[-1])][:100]
    t = time.perf_counter()
    for claim, text in pairs:
        model.doubt(claim, [Source("s", text)])
    one = (time.perf_counter() - t) / len(pairs)
    t = time.perf_counter()
    model.probabilities([(c, s[:800]) for c, s in pairs])
    batched = (time.perf_counter() - t) / len(pairs)
    print(f"model cost: {1000 * one:.1f} ms per claim one at a time (passage selection included), "
          f"{1000 * batched:.1f} ms per pair in batches of 32")


if __name__ == "__main__":
    main()
