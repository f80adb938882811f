"""Figures for fetching and extraction (prints numbers; asserts nothing; no network).

1. The usability gate on real source texts from the labeled corpora in
   /work/shared/benchmarks (texts a checker had fetched): how many it would reject, and why.
   These texts are meant to be usable, so every rejection is a candidate false reject.
2. The gate on a small set of known-unusable pages (anti-bot, cookie wall, error page …).
3. Extraction speed: HTML main text (trafilatura) and PDF text (pypdf) per document.
4. Fetch latency through an in-process httpx.MockTransport: cold, memory-cache hit, and
   disk-cache hit (SQLite, WAL).
5. Hostile loopback servers (slowloris, silent, gzip bombs): time to give up, peak memory.

Usage: python benchmarks/fetch_bench.py [--corpora DIR]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from test_extract import ARTICLE, CLOUDFLARE, COOKIE_WALL, PARA, make_pdf  # noqa: E402

from reviewer.sources.extract import html_to_text, pdf_to_text, usability  # noqa: E402
from reviewer.sources.fetch import FetchCache, Fetcher  # noqa: E402

CORPORA = ("alex_v1v2.jsonl", "wice_dev.jsonl", "attributionbench_dev.jsonl")

UNUSABLE = {
    "anti-bot (Cloudflare)": ("", CLOUDFLARE, 200),
    "JS-required app shell": ("You need to enable JavaScript to run this app.", None, 200),
    "cookie wall": (COOKIE_WALL, None, 200),
    "404 page served with 200": (
        "Page not found. The page you are looking for does not exist. Go home.",
        "<title>Page not found</title>",
        200,
    ),
    "wayback miss": ("Hrm. The Wayback Machine has not archived that URL.", None, 200),
    "paywall": ("Subscribe now to continue reading. Log in to continue.", None, 200),
    "stub": ("Welcome to our website. Read more below.", None, 200),
    "HTTP 403": (PARA * 5, None, 403),
}


def gate_on_corpora(directory: Path) -> None:
    print("== usability gate on corpus source texts (all should be usable) ==")
    for name in CORPORA:
        path = directory / name
        if not path.exists():
            print(f"{name}: missing, skipped")
            continue
        rows = [json.loads(line) for line in path.open(encoding="utf-8")]
        texts = [r["source_text"] for r in rows if len(r.get("source_text") or "") >= 300]
        start = time.perf_counter()
        reasons = Counter(usability(t) for t in texts)
        elapsed = time.perf_counter() - start
        rejected = sum(n for reason, n in reasons.items() if reason)
        print(
            f"{name}: {len(texts)} texts >= 300 chars, rejected {rejected} "
            f"({100 * rejected / max(1, len(texts)):.2f}%), "
            f"{1e6 * elapsed / max(1, len(texts)):.0f} µs/text"
        )
        for reason, n in sorted(reasons.items(), key=lambda kv: -kv[1]):
            if reason:
                print(f"    {n} × {reason}")


def gate_on_unusable() -> None:
    print("== usability gate on known-unusable pages (all should be rejected) ==")
    caught = 0
    for label, (text, html, status) in UNUSABLE.items():
        reason = usability(text, html=html, status=status)
        caught += reason is not None
        print(f"{label:<28} -> {reason}")
    print(f"caught {caught}/{len(UNUSABLE)}")


def _time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return 1000 * statistics.median(times)


def extraction_speed() -> None:
    print("== extraction speed (median ms per document) ==")
    html_to_text(ARTICLE)  # import trafilatura once
    for paras in (5, 50, 500):
        page = ARTICLE.replace("<p>", "<p>" + PARA * paras, 1)
        ms = _time(lambda p=page: html_to_text(p), 7)
        print(f"HTML {len(page) / 1000:>7.1f} kB: {ms:7.2f} ms")
    for pages in (1, 20, 100):
        pdf = make_pdf(*([PARA + "\n" + PARA] * pages))
        ms = _time(lambda d=pdf: pdf_to_text(d), 5)
        print(f"PDF  {pages:>4} pages ({len(pdf) / 1000:.0f} kB): {ms:7.2f} ms")


def fetch_latency() -> None:
    print("== fetch latency through MockTransport (median ms per fetch) ==")
    transport = httpx.MockTransport(
        lambda r: httpx.Response(200, text=ARTICLE, headers={"content-type": "text/html"})
    )
    n = 40
    with tempfile.TemporaryDirectory() as tmp:
        for label, cache_factory in (
            ("memory cache", lambda: FetchCache(memory=True)),
            ("disk cache  ", lambda: FetchCache(Path(tmp) / "bench.db")),
        ):
            fetcher = Fetcher(
                httpx.Client(transport=transport),
                cache=cache_factory(),
                resolver=lambda host: ["93.184.216.34"],
            )
            urls = [f"https://site.example/{label.strip()}/{i}" for i in range(n)]
            cold = _time(lambda it=iter(urls): fetcher.fetch_url(next(it)), n)
            warm = _time(lambda it=iter(urls): fetcher.fetch_url(next(it)), n)
            print(f"{label}: cold {cold:6.2f} ms (fetch + extract + gate), cache hit {warm:6.3f} ms")
            fetcher.close()


_BOMB_CHILD = """
import json, resource, sys, time
from reviewer.sources.fetch import Fetcher
f = Fetcher(allow_private=True, retries=0)
t0 = time.monotonic()
src = f.fetch_url(sys.argv[1])
print(json.dumps({"reason": src.reason, "s": time.monotonic() - t0,
                  "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}))
"""


def hostile_servers() -> None:
    """5. Real loopback servers that misbehave: how long a fetch takes to give up (default
    deadline 30 s, here 3 s), and the peak memory of a client fetching a bomb (a subprocess)."""
    import subprocess

    from hostile_servers import bomb_handler, gzip_bomb, never_answers, serve, slow_body, slow_headers

    from reviewer.sources.fetch import Fetcher

    for name, handler in (("one byte / 0.2 s body", slow_body), ("one byte / 0.2 s headers", slow_headers),
                          ("never answers", never_answers)):
        with serve(handler) as (base, _), Fetcher(allow_private=True, retries=0, deadline=3.0) as f:
            t0 = time.monotonic()
            src = f.fetch_url(base + "/")
            print(f"{name:28} gave up after {time.monotonic() - t0:5.2f} s (deadline 3 s): {src.reason}")
    baseline = subprocess.run([sys.executable, "-c", "import resource, reviewer.sources.fetch; "
                               "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)"],
                              capture_output=True, text=True, cwd=ROOT)
    print(f"client baseline peak RSS (imports only): {float(baseline.stdout):.0f} MB")
    for label, mb, nested, enc in (("1 GB zeros, gzip", 1024, False, "gzip"),
                                   ("1 GB zeros, gzip inside gzip", 1024, True, "gzip"),
                                   ("1 GB zeros, gzip, gzip declared", 1024, True, "gzip, gzip")):
        body = gzip_bomb(mb, nested)
        with serve(bomb_handler(body, enc)) as (base, _):
            out = subprocess.run([sys.executable, "-c", _BOMB_CHILD, base + "/"], capture_output=True,
                                 text=True, cwd=ROOT, timeout=300)
        r = json.loads(out.stdout.strip().splitlines()[-1])
        print(f"{label:34} ({len(body) / 1e3:7.0f} KB on the wire): peak RSS {r['rss_mb']:5.0f} MB, "
              f"{r['s']:.2f} s: {r['reason']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpora", default="/work/shared/benchmarks", type=Path)
    parser.add_argument("--hostile-only", action="store_true", help="only the hostile-server figures")
    args = parser.parse_args()
    if not args.hostile_only:
        gate_on_corpora(args.corpora)
        gate_on_unusable()
        extraction_speed()
        fetch_latency()
    hostile_servers()


if __name__ == "__main__":
    main()
