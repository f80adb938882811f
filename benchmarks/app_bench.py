"""Review-app speed: a 500-claim note's Review page, decision commits, a 1,000-decision log.

    python benchmarks/app_bench.py [--claims 500] [--decisions 1000] [--big 20000]

The key press -> committed row latency in a real browser is measured by
``tests/test_browser.py::test_a_whole_queue_with_the_keyboard_alone`` (printed with -s).

Prints figures (no pass/fail). Goals (issue 6): Review page ≤ 2 s for 500 claims after
verification; a decision committed in ≤ 100 ms; 1,000 logged decisions do not slow the page.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

FACTS = [
    "The plant produced {n} tonnes of steel in {y}.",
    "Output at the northern site grew by {n} percent in {y}.",
    "The company employed {n} people at the end of {y}.",
    "Exports to the region reached {n} million euros in {y}.",
    "Energy use per tonne fell to {n} kWh in {y}.",
]


def make_bundle(n_claims: int) -> tuple[str, dict]:
    """A note of ``n_claims`` cited (and some uncited) sentences and its five sources."""
    from reviewer.model import Source

    lines, src_lines = ["# Production notes", ""], {str(k): [] for k in range(1, 6)}
    for i in range(n_claims):
        fact = FACTS[i % len(FACTS)].format(n=100 + i, y=1990 + i % 30)
        key = str(1 + i % 5)
        if i % 7 == 3:
            lines.append(f"- {fact}")  # uncited
        elif i % 11 == 5:
            lines.append(f"- {fact.replace(str(100 + i), str(900 + i))} [{key}]")  # wrong number
        else:
            lines.append(f"- {fact} [{key}]")
        src_lines[key].append(fact)
    sources = {k: Source(k, " ".join(v), title=f"Annual report {k}", origin=f"bench:{k}")
               for k, v in src_lines.items()}
    return "\n".join(lines) + "\n", sources


def page_seconds(report, runs: int = 3) -> list[float]:
    from streamlit.testing.v1 import AppTest

    times = []
    for _ in range(runs):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
        at.session_state["report"] = report
        t0 = time.perf_counter()
        at.run()
        times.append(time.perf_counter() - t0)
        if at.exception:
            raise SystemExit(f"page raised: {at.exception[0].message}")
    return times


def decision_round_trips(report, n: int = 15) -> list[float]:
    """A label key (the ``1`` button) on the 500-claim note: record, move to the next open
    claim and re-render the page (AppTest run, the server side of one key press)."""
    from streamlit.testing.v1 import AppTest

    at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=120)
    at.session_state["report"] = report
    at.session_state["reviewer_name"] = "bench-keys"
    at.run()
    times = []
    for _ in range(n):
        t0 = time.perf_counter()
        at.button(key="kl_supported").click().run()
        times.append(time.perf_counter() - t0)
        if at.exception:
            raise SystemExit(f"decision raised: {at.exception[0].message}")
    return times


def render_seconds(report, db) -> float:
    from reviewer.review import derive
    from reviewer.ui import render

    t0 = time.perf_counter()
    states = db.note_states(report.note_sha256, report)
    render.note_html(report, selected=report.claims[0].claim.id, states=states)
    [derive.option_label(r, states.get(r.claim.id)) for r in derive.queue(report, states)]
    return time.perf_counter() - t0


def big_note_seconds(n_claims: int, runs: int = 3) -> tuple[list[float], list[float], str]:
    """A huge note (``n_claims`` claims, the tests' fake report): AppTest full run of the
    Review page (the first run also keeps the note's snapshot in the log, once per session),
    then a click on Next. Returns (first-run seconds, Next seconds, what the page sent)."""
    from streamlit.testing.v1 import AppTest

    sys.path.insert(0, str(ROOT / "tests"))
    from fakes import make_report

    report = make_report(n_claims)
    first, nxt = [], []
    for _ in range(runs):
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=600)
        at.session_state["report"] = report
        t0 = time.perf_counter()
        at.run()
        first.append(time.perf_counter() - t0)
        if at.exception:
            raise SystemExit(f"page raised: {at.exception[0].message}")
        t0 = time.perf_counter()
        at.button(key="next").click().run()
        nxt.append(time.perf_counter() - t0)
        if at.exception:
            raise SystemExit(f"Next raised: {at.exception[0].message}")
    html_kb = sum(len(h.proto.body) for h in at.get("html")) / 1024
    options = sum(len(s.options) for s in at.selectbox)
    return first, nxt, f"{html_kb:.0f} KB of HTML, {options} selectbox options"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--claims", type=int, default=500)
    parser.add_argument("--decisions", type=int, default=1000)
    parser.add_argument("--big", type=int, default=20000,
                        help="claims in the huge-note case (0: skip it)")
    args = parser.parse_args(argv)
    tmp = tempfile.mkdtemp(prefix="app_bench_")
    os.environ["REVIEWER_DB"] = str(Path(tmp) / "bench.db")
    sys.path.insert(0, str(ROOT))

    from reviewer.config import Config
    from reviewer.review.store import Action, Database
    from reviewer.verify import verify

    note, sources = make_bundle(args.claims)
    t0 = time.perf_counter()
    report = verify(note, sources, Config(offline=True), note_path="bench.md")
    print(f"verify ({len(report.claims)} claims, not part of the goal): "
          f"{time.perf_counter() - t0:.2f} s")

    db = Database(os.environ["REVIEWER_DB"])
    t0 = time.perf_counter()
    db.save_snapshot(report)
    print(f"snapshot of the checked note: {1000 * (time.perf_counter() - t0):.1f} ms")

    empty_page = page_seconds(report)
    empty_render = min(render_seconds(report, db) for _ in range(5))

    commit_ms = []
    claims = report.claims
    actions = [Action.CONFIRM_QUOTE, Action.COMMENT, Action.SET_LABEL]
    for i in range(args.decisions):
        result = claims[i % len(claims)]
        action = actions[i % len(actions)]
        payload = {"comment": f"note {i}"} if action is Action.COMMENT else (
            {"label": "supported", "reason": "other"} if action is Action.SET_LABEL else {})
        t0 = time.perf_counter()
        db.record(reviewer="bench", note_sha256=report.note_sha256, claim_id=result.claim.id,
                  claim_text=result.claim.text, action=action, payload=payload,
                  machine_verdict=result.verdict.value)
        commit_ms.append(1000 * (time.perf_counter() - t0))
    undo_ms = []
    for result in claims[:50]:
        t0 = time.perf_counter()
        db.undo_last(report.note_sha256, result.claim.id, reviewer="bench")
        undo_ms.append(1000 * (time.perf_counter() - t0))

    trips = decision_round_trips(report)
    full_page = page_seconds(report)
    full_render = min(render_seconds(report, db) for _ in range(5))
    q = statistics.quantiles(commit_ms, n=100)
    print(f"Review page, {len(claims)} claims, empty log (AppTest full run, 3 runs): "
          f"median {statistics.median(empty_page):.3f} s, max {max(empty_page):.3f} s  [goal ≤ 2 s]")
    print(f"Review page, {len(claims)} claims, {db.count()} logged decisions: "
          f"median {statistics.median(full_page):.3f} s, max {max(full_page):.3f} s")
    print(f"label key round trip on {len(claims)} claims (record + next open claim + page, "
          f"AppTest, {len(trips)} keys): median {1000 * statistics.median(trips):.0f} ms, "
          f"max {1000 * max(trips):.0f} ms  [goal ≤ 300 ms]")
    print(f"note HTML + queue render: {1000 * empty_render:.1f} ms (empty log), "
          f"{1000 * full_render:.1f} ms ({db.count()} decisions)")
    print(f"decision commit ({args.decisions} decisions, synchronous=FULL, WAL): "
          f"median {statistics.median(commit_ms):.2f} ms, p95 {q[94]:.2f} ms, "
          f"max {max(commit_ms):.2f} ms  [goal ≤ 100 ms]")
    print(f"undo_last (read-then-write, BEGIN IMMEDIATE): median "
          f"{statistics.median(undo_ms):.2f} ms, max {max(undo_ms):.2f} ms")
    db.close()
    if args.big:
        first, nxt, sent = big_note_seconds(args.big)
        print(f"Review page, huge note of {args.big} claims (AppTest full run, 3 runs): "
              f"median {statistics.median(first):.3f} s, max {max(first):.3f} s  [goal well under 2 s]")
        print(f"Next click on the huge note (3 runs): median {statistics.median(nxt):.3f} s, "
              f"max {max(nxt):.3f} s; the page sends {sent}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
