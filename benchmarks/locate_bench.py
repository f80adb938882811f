"""Quote-locating benchmark: noise is forgiven, fabrication never (issue 3, Contract 1).

Builds a seeded perturbation suite from real source texts read at run time (never copied):
``wice_dev.jsonl`` quotes and evidence sentences (exact substrings of ``source_text``) and
sentences of the alex sources. For every real span it makes noise variants (which must be
located or fuzzy) and fabrications (which must stay unlocated), then prints a per-kind table,
and times preparation and each tier on 10 KB … 1 MB sources.

    .venv/bin/python benchmarks/locate_bench.py [--seed 7] [--data DIR] [--quick]
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

from rapidfuzz import fuzz

sys.path.insert(0, str(Path(__file__).resolve().parent))
import locate_kinds  # noqa: E402

from reviewer.locate import Tier, locate_quote, prepare
from reviewer.locate.antonyms import MODIFIERS
from reviewer.locate.fold import fold_with_map, normalize

DATA = Path(__file__).resolve().parents[2] / "shared" / "benchmarks"
NOISE = (
    "recase",
    "dashes",
    "curly_quotes",
    "nbsp_zero_width",
    "whitespace",
    "ellipsis",
    "typo1",
    "typo2",
    "dropped_word",
    "combined",
    *locate_kinds.NOISE_KINDS,
)
FABRICATIONS = (
    "other_source",
    "changed_number",
    "changed_number_noisy",
    "negation_added",
    "negation_removed",
    "shuffled",
    *locate_kinds.MEANING_KINDS,
)
#: what the closing figures group together
FABRICATED = ("other_source", "shuffled")
FRAGMENT_FABRICATED = ("fragment_fabrication",)
MEANING_CHANGED = tuple(k for k in FABRICATIONS if k not in FABRICATED + FRAGMENT_FABRICATED)
AUX = re.compile(
    r"\b(is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|does|do|did)\b"
)
NEG = re.compile(r"\s*\b(not|never|no)\b|n't\b")
WORD = re.compile(r"\S+")
NUMBER_WORDS = ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"]
#: words whose loss changes a quote's meaning: dropping one is a fabrication, not noise
CRITICAL = {
    "not",
    "never",
    "no",
    "none",
    "nothing",
    "without",
    "cannot",
    "nor",
    "one",
    "first",
    "second",
    "third",
    "hundred",
    "thousand",
    "million",
    "billion",
    "trillion",
    "percent",
    "half",
    "twice",
    "once",
    "eleven",
    "twenty",
    "thirty",
    "forty",
    "fifty",
    *NUMBER_WORDS,
}


# -- corpus -----------------------------------------------------------------------------------


def sentences(text: str) -> list[str]:
    out = []
    for piece in re.split(r"(?<=[.!?])\s+|\n+", text):
        piece = piece.strip()
        if (
            40 <= len(piece) <= 400
            and len(piece.split()) >= 6
            and sum(c.isalpha() for c in piece) > 0.6 * len(piece)
        ):
            out.append(piece)
    return out


def load(
    data: Path, rng: random.Random, per_source: int
) -> tuple[list[str], list[tuple[int, str]]]:
    """(sources, spans as (source index, exact substring))."""
    sources: list[str] = []
    spans: list[tuple[int, str]] = []
    for row in map(json.loads, (data / "wice_dev.jsonl").open(encoding="utf-8")):
        src = row["source_text"]
        if not src.strip():
            continue
        cands = {row.get("quote") or ""}
        for group in row.get("evidence") or []:
            cands.update(group)
        cands = sorted(c for c in cands if len(c.split()) >= 3 and c in src)
        sources.append(src)
        for c in rng.sample(cands, min(per_source, len(cands))):
            spans.append((len(sources) - 1, c))
    seen = set()
    for row in map(json.loads, (data / "alex_v1v2.jsonl").open(encoding="utf-8")):
        src = row["source_text"]
        if not src.strip() or src in seen:
            continue
        seen.add(src)
        sources.append(src)
        cands = sorted(set(sentences(src)))
        for c in rng.sample(cands, min(per_source, len(cands))):
            spans.append((len(sources) - 1, c))
    return sources, spans


# -- perturbations ----------------------------------------------------------------------------


def _sub_words(span: str, rng: random.Random, frac: float, fn) -> str:
    return re.sub(r" ", lambda m: fn() if rng.random() < frac else " ", span)


def _typo(word: str, rng: random.Random, avoid_first: bool = False) -> str:
    lo = 1 if avoid_first else 0
    i = rng.randrange(lo, len(word) - 1)
    op = rng.choice(("sub", "del", "ins", "swap"))
    letter = rng.choice("abcdefghijklmnopqrstuvwxyz")
    if op == "sub":
        return word[:i] + (letter if letter != word[i] else "q") + word[i + 1 :]
    if op == "del":
        return word[:i] + word[i + 1 :]
    if op == "ins":
        return word[:i] + letter + word[i:]
    return word[:i] + word[i + 1] + word[i] + word[i + 2 :]


def _plain_words(words: list[str]) -> list[int]:
    return [
        i
        for i, w in enumerate(words)
        if len(w) >= 4
        and w.isalpha()
        and w.lower() not in {"not", "never", "none", "nothing", "without", "cannot"}
        and w.lower() not in NUMBER_WORDS
    ]


def noise(kind: str, span: str, rng: random.Random) -> str | None:
    words = span.split(" ")
    if kind == "recase":
        return rng.choice((str.upper, str.lower, str.title, str.swapcase))(span)
    if kind == "dashes":
        if not re.search(r"[-\u2010-\u2015\u2212]", span):
            return None
        return re.sub(
            r" ?[-\u2010-\u2015\u2212] ?",
            lambda m: rng.choice(
                ["\u2013", "\u2014", " \u2013 ", " \u2014 ", "-", " - ", "\u2010", "\u2212"]
            ),
            span,
        )
    if kind == "curly_quotes":
        if not re.search("['\"\u2018\u2019\u201c\u201d]", span):
            return None
        table = {
            "'": "\u2019",
            '"': "\u201c",
            "\u2018": "'",
            "\u2019": "'",
            "\u201c": '"',
            "\u201d": '"',
        }
        return "".join(table.get(c, c) for c in span)
    if kind == "nbsp_zero_width":
        out = _sub_words(span, rng, 0.3, lambda: "\u00a0")
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(1, len(out))
            out = out[:i] + rng.choice("\u200b\u200c\u200d\u00ad\ufeff\u2060") + out[i:]
        return out
    if kind == "whitespace":
        out = _sub_words(
            span, rng, 0.3, lambda: rng.choice(["\n", "  ", "\t", " \n ", "\r\n", "\n\n"])
        )
        return rng.choice(["", " ", "\n"]) + out + rng.choice(["", " ", "\n"])
    if kind == "ellipsis":
        if len(words) < 10:
            return None
        a = rng.randint(3, len(words) - 6)
        b = rng.randint(a + 2, min(len(words) - 3, a + max(2, len(words) // 3)))
        gap = words[a:b]
        if any(locate_kinds._meaningful(w, CRITICAL) for w in gap):
            return None  # cutting a negation, a number or a modifier is a meaning change
        left, right = " ".join(words[:a]), " ".join(words[b:])
        if len(left) < 8 or len(right) < 8:
            return None
        return (
            left
            + rng.choice([" ... ", "\u2026", " \u2026 ", " [\u2026] ", " [...] ", "... "])
            + right
        )
    if kind in ("typo1", "typo2"):
        idx = _plain_words(words)
        if len(words) < 8 or not idx:
            return None
        words = list(words)
        if kind == "typo1":
            i = rng.choice(idx)
            words[i] = _typo(words[i], rng)
        else:
            mode = rng.random()
            longer = [i for i in idx if len(words[i]) >= 7]
            if mode >= 0.75 and not longer:
                mode = 0.0  # two edits in a short word garble it: make them in two words instead
            if mode < 0.5 and len(idx) >= 2:
                for i in rng.sample(idx, 2):
                    words[i] = _typo(words[i], rng)
            elif mode < 0.75:
                i = rng.choice(idx)
                j = rng.randrange(len(words[i]) - 1)
                w = words[i]
                words[i] = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
            else:  # two edits in one word: only in a long word (a garbled short word is another word)
                i = rng.choice(longer)
                words[i] = _typo(_typo(words[i], rng, True), rng, True)
        return " ".join(words)
    if kind == "dropped_word":
        idx = [
            i
            for i in range(1, len(words) - 1)
            if not re.search(r"\d", words[i])
            and not CRITICAL & set(re.split(r"[-/]", words[i].lower().strip(".,;:'\"")))
            and not MODIFIERS & set(re.split(r"[-/]", words[i].lower().strip(".,;:'\"")))
            and "n't" not in words[i]
        ]
        if len(words) < 8 or not idx:
            return None
        i = rng.choice(idx)
        return " ".join(words[:i] + words[i + 1 :])
    if kind in locate_kinds.NOISE_KINDS:
        return locate_kinds.noise(kind, span, rng, CRITICAL, _VOCAB[0])
    if kind == "combined":
        out = noise("curly_quotes", span, rng) or span
        out = noise("whitespace", rng.choice((str.lower, str.upper))(out), rng)
        return noise("nbsp_zero_width", out, rng)
    raise ValueError(kind)


_VOCAB: list[set[str]] = [set()]
_SOURCE: list[str] = [""]  # the current source's words (typos must not make one)


def _lcs(a: list[str], b: list[str]) -> int:
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b):
            cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


def fabricate(kind: str, span: str, rng: random.Random, others: list[str]) -> str | None:
    if kind == "other_source":
        return rng.choice(others) if others else None
    if kind.startswith("changed_number"):
        nums = list(re.finditer(r"\d+", span))
        if nums:
            m = rng.choice(nums)
            digits = list(m.group())
            i = rng.randrange(len(digits))
            digits[i] = rng.choice(
                [
                    d
                    for d in "0123456789"
                    if d != digits[i] and not (i == 0 and d == "0" and len(digits) > 1)
                ]
            )
            out = span[: m.start()] + "".join(digits) + span[m.end() :]
        else:
            found = [w for w in NUMBER_WORDS if re.search(rf"\b{w}\b", span, re.IGNORECASE)]
            if not found:
                return None
            w = rng.choice(found)
            out = re.sub(
                rf"\b{w}\b",
                rng.choice([x for x in NUMBER_WORDS if x != w]),
                span,
                count=1,
                flags=re.IGNORECASE,
            )
        if kind.endswith("noisy"):
            out = noise("combined", out, rng)
        return out
    if kind == "negation_added":
        aux = list(AUX.finditer(span))
        if aux:
            m = rng.choice(aux)
            return span[: m.end()] + " not" + span[m.end() :]
        words = span.split(" ")
        i = rng.randrange(1, len(words))
        return " ".join(words[:i] + ["never"] + words[i:])
    if kind == "negation_removed":
        m = list(NEG.finditer(span))
        if not m:
            return None
        m = rng.choice(m)
        return span[: m.start()] + span[m.end() :]
    if kind in locate_kinds.MEANING_KINDS:
        return locate_kinds.meaning(kind, span, rng, _SOURCE[0], CRITICAL, others)
    if kind == "shuffled":
        words = span.split()
        if len(words) < 5:
            return None
        for _ in range(20):
            shuffled = rng.sample(words, len(words))
            if _lcs(shuffled, words) <= 0.6 * len(words):
                return " ".join(shuffled)
        return None
    raise ValueError(kind)


def _shared(quote: str, source_norm: str) -> bool:
    """True when the 'fabrication' actually occurs in the source (so it is not one)."""
    key = normalize(quote)
    if key and key in source_norm:
        return True
    toks = re.findall(r"\w+", key)
    grams = [" ".join(toks[i : i + 4]) for i in range(len(toks) - 3)]
    return bool(grams) and sum(g in source_norm for g in grams) > 0.5 * len(grams)


def _not_fabricated(kind: str, quote: str, source_norm: str) -> bool:
    """Skip a 'fabrication' the source actually says (then it is not one)."""
    if kind in FABRICATED:
        return _shared(quote, source_norm)
    if kind == "fragment_fabrication":
        tail = re.split(r"\.\.\.|\u2026|\[\.\.\.\]", quote)[-1]
        return normalize(tail) in source_norm
    key = normalize(quote)
    if kind.startswith("ellipsis_cuts"):
        key = normalize(re.sub(r" ?(\[?(\.\.\.|\u2026)\]?) ?", " ", quote))
    return bool(key) and key in source_norm


# -- runs ---------------------------------------------------------------------------------------


def run_suite(sources, spans, rng):
    table: dict[str, Counter] = defaultdict(Counter)
    skipped = Counter()
    failures: dict[str, list] = defaultdict(list)
    pool = [(i, s) for i, src in enumerate(sources) for s in sentences(src)[:20]]
    for si, span in spans:
        src = sources[si]
        p = prepare(src)
        _SOURCE[0] = src
        _VOCAB[0] = set(re.findall(r"\w+", p.norm))
        others = [s for i, s in rng.sample(pool, 6) if i != si]
        for kind in NOISE + FABRICATIONS:
            fab = kind in FABRICATIONS
            quote = fabricate(kind, span, rng, others) if fab else noise(kind, span, rng)
            if quote is None:
                skipped[kind] += 1
                continue
            if fab and _not_fabricated(kind, quote, p.norm):
                skipped[kind] += 1
                continue
            loc = locate_quote(quote, p)
            row = table[kind]
            row["n"] += 1
            row[loc.status.value] += 1
            if loc.status != "unlocated":
                row[f"tier:{loc.tier.value}"] += 1
                if (
                    not fab
                    and fuzz.ratio(normalize(src[loc.start : loc.end]), normalize(span)) < 85
                ):
                    start = src.find(span)  # a different place: fine if it holds the same text
                    if not (loc.start < start + len(span) and start < loc.end):
                        row["misplaced"] += 1
                        failures["misplaced:" + kind].append((quote, span, loc))
            if (loc.status == "unlocated") != fab:
                failures[kind].append((quote, span, loc))
    return table, skipped, failures


def print_table(table, skipped):
    print(
        f"{'kind':24} {'n':>6} {'located':>8} {'fuzzy':>7} {'unloc':>7} {'accepted':>9} {'misplaced':>9} {'skipped':>8}"
    )
    for group, kinds in (
        ("noise (must be accepted)", NOISE),
        ("fabrication (must be rejected)", FABRICATIONS),
    ):
        print(f"-- {group}")
        for k in kinds:
            r = table[k]
            acc = r["located"] + r["fuzzy"]
            pct = 100 * acc / r["n"] if r["n"] else 0.0
            print(
                f"{k:24} {r['n']:>6} {r['located']:>8} {r['fuzzy']:>7} {r['unlocated']:>7} {pct:>8.2f}% {r['misplaced']:>9} {skipped[k]:>8}"
            )
    noise_n = sum(table[k]["n"] for k in NOISE)
    noise_ok = sum(table[k]["located"] + table[k]["fuzzy"] for k in NOISE)
    fab_n = sum(table[k]["n"] for k in FABRICATIONS)
    fab_ok = sum(table[k]["located"] + table[k]["fuzzy"] for k in FABRICATIONS)
    tiers = Counter()
    for k in NOISE:
        tiers.update({t: v for t, v in table[k].items() if t.startswith("tier:")})
    def accepted(kinds):
        return sum(table[k]["located"] + table[k]["fuzzy"] for k in kinds), sum(table[k]["n"] for k in kinds)

    print(f"\ncases: {noise_n + fab_n} ({noise_n} noise, {fab_n} fabrications)  (target >= 10000)")
    print(
        f"noise located or fuzzy: {noise_ok}/{noise_n} = {100 * noise_ok / max(1, noise_n):.2f}%  (target >= 99.5%)"
    )
    print("  by tier: " + ", ".join(f"{t[5:]} {v}" for t, v in sorted(tiers.items())))
    for label, kinds in (
        ("fabricated quotes accepted", FABRICATED),
        ("fragment fabrications accepted", FRAGMENT_FABRICATED),
        ("meaning-changing edits accepted", MEANING_CHANGED),
    ):
        got, n = accepted(kinds)
        print(f"{label}: {got}/{n}  (target 0)")
    print(
        f"fabrications accepted (all kinds): {fab_ok}/{fab_n}  (target 0); changed numbers accepted: "
        f"{table['changed_number']['located'] + table['changed_number']['fuzzy'] + table['changed_number_noisy']['located'] + table['changed_number_noisy']['fuzzy']}"
    )
    return noise_ok / max(1, noise_n), fab_ok


def _ms(fn, reps=1):
    t = time.perf_counter()
    for _ in range(reps):
        fn()
    return 1000 * (time.perf_counter() - t) / reps


def run_timing(sources, rng, sizes=(10_000, 100_000, 1_000_000), nq=40):
    big = "\n\n".join(rng.sample(sources, len(sources)))
    while len(big) < max(sizes):
        big += "\n\n" + big
    others = [s for s in sentences("\n\n".join(sources[-20:]))]
    print(
        f"\n{'size':>9} {'prep ms':>8} | per quote ms (median / max): "
        + " | ".join(f"{t:>16}" for t in ("exact", "normalized", "fragments", "fuzzy", "unlocated"))
    )
    medians: dict[int, float] = {}
    for size in sizes:
        text = big[:size]
        prep = min(_ms(lambda t=text: fold_with_map(t)) for _ in range(3))
        prepare.cache_clear()
        p = prepare(text)
        cands = [s for s in sentences(text) if len(s.split()) >= 10 and text.count(s) == 1]
        picks = rng.sample(cands, min(nq, len(cands)))
        kinds = {
            "exact": [s for s in picks],
            "normalized": [noise("combined", s, rng) for s in picks],
            "fragments": [q for q in (noise("ellipsis", s, rng) for s in picks) if q],
            "fuzzy": [noise("typo1", s, rng) for s in picks],
            "unlocated": [
                o for o in rng.sample(others, min(nq, len(others))) if normalize(o) not in p.norm
            ],
        }
        cells = []
        every: list[float] = []
        for tier, quotes in kinds.items():
            times, got = [], Counter()
            for q in quotes:
                if q is None:
                    continue
                t = time.perf_counter()
                loc = locate_quote(q, p)
                times.append(1000 * (time.perf_counter() - t))
                every.append(times[-1])
                got[loc.tier.value] += 1
            want = {"unlocated": Tier.NONE.value}.get(tier, tier)
            cells.append(
                f"{statistics.median(times):6.2f} / {max(times):6.2f}"
                + ("" if got[want] >= 0.9 * len(times) else "*")
            )
        print(f"{size:>9} {prep:>8.1f} | " + " | ".join(f"{c:>16}" for c in cells))
        medians[size] = statistics.median(every)
    print(
        "(* = fewer than 90% of those quotes resolved at that tier; times include the cheaper tiers tried first)"
    )
    for size, med in medians.items():
        print(f"median ms per locate, all kinds, {size // 1000} KB source: {med:.3f}" + ("  (target <= 2 ms)" if size == 100_000 else ""))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--per-source", type=int, default=8)
    ap.add_argument("--quick", action="store_true", help="fewer spans, no 1 MB timing")
    ap.add_argument("--show-failures", type=int, default=3)
    args = ap.parse_args(argv)
    if not (args.data / "wice_dev.jsonl").exists():
        print(f"error: corpora not found in {args.data}", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    t0 = time.perf_counter()
    sources, spans = load(args.data, rng, 2 if args.quick else args.per_source)
    print(f"seed {args.seed}: {len(sources)} sources, {len(spans)} real spans")
    table, skipped, failures = run_suite(sources, spans, rng)
    rate, accepted = print_table(table, skipped)
    for kind, items in failures.items():
        for quote, span, loc in items[: args.show_failures]:
            print(
                f"  FAIL {kind}: {quote[:160]!r}\n      span {span[:160]!r}\n      -> {loc.status} {loc.tier} {loc.reason} {loc.text[:120]!r}"
            )
    print(f"suite time {time.perf_counter() - t0:.1f} s")
    run_timing(sources, rng, (10_000, 100_000) if args.quick else (10_000, 100_000, 1_000_000))
    print(f"total time {time.perf_counter() - t0:.1f} s")
    return 0 if rate >= 0.99 and accepted == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
