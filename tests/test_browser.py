"""End to end in Debian Chromium against `streamlit run app.py` on a loopback port.

Load a sample, confirm a quote, set a gold label, accept a repair, export; then check the
database rows and the exported files. Screenshots go to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from reviewer.review.store import Action, Database

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
SAMPLE = "quoted-note"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    db_path = tmp_path_factory.mktemp("browser") / "reviewer.db"
    port = _free_port()
    env = {**os.environ, "REVIEWER_DB": str(db_path)}
    env.pop("REVIEWER_LLM_BASE_URL", None)
    log = (tmp_path_factory.getbasetemp() / "streamlit.log").open("w")
    proc = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port),
         "--server.address", "127.0.0.1", "--server.headless", "true",
         "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as resp:
                if resp.status == 200:
                    break
        except OSError:
            pass
        if proc.poll() is not None or time.monotonic() > deadline:
            proc.kill()
            pytest.fail("streamlit did not start: " + Path(log.name).read_text()[-2000:])
        time.sleep(0.3)
    yield url, db_path
    proc.terminate()
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


def _shot(page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


FRESH = '[data-testid="stElementContainer"]:not([data-stale="true"])'


def _fresh(root):
    """Elements of the current run only: while Streamlit reruns, the previous run's elements
    stay on the page (marked stale) next to the new ones."""
    return root.locator(FRESH)


def _idle(page) -> None:
    """Wait until Streamlit has finished its run and dropped the stale elements: a click
    during a rerun can be lost."""
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"stApp\"]')?.dataset.testScriptState"
        " === 'notRunning' && !document.querySelector('[data-stale=\"true\"]')")


def _click(target) -> None:
    _idle(target.page)
    target.click()


def _showing(page, sample: str) -> None:
    """The page shows ``sample`` (its name and its first line) and the app is idle."""
    from playwright.sync_api import expect

    expect(_fresh(page).get_by_text(re.compile(rf"^Note: {re.escape(sample)} · \d+ claims"))).to_be_visible()
    first_line = (ROOT / "data" / "samples" / sample / "note.md").read_text(
        encoding="utf-8").splitlines()[0]
    expect(_fresh(page).locator(".rv-note")).to_contain_text(first_line)
    _idle(page)


def _saved(page, text: str) -> None:
    _fresh(page).get_by_text(text).first.wait_for(timeout=20_000)


def _current(page) -> tuple[int, str]:
    """(position in the queue, selected claim id) once the page has settled."""
    pos = _fresh(page).get_by_text(re.compile(r"^\d+ of \d+$")).inner_text()
    selected = _fresh(page).locator(".rv-claim.rv-sel").first.get_attribute("id")
    return int(pos.split()[0]), selected.removeprefix("claim-")


def _next(page) -> None:
    _idle(page)
    pos, _ = _current(page)
    _click(page.get_by_role("button", name="Next ▶"))
    _fresh(page).get_by_text(re.compile(rf"^{pos + 1} of \d+$")).wait_for()
    _idle(page)


def _next_until(page, button: str, limit: int = 12) -> str:
    """Walk the queue until the selected claim offers ``button``; returns the claim id."""
    for _ in range(limit):
        _idle(page)
        _, claim = _current(page)
        target = page.get_by_role("button", name=button, exact=True)
        if target.count() and target.first.is_enabled():
            return claim
        _next(page)
    raise AssertionError(f"no claim in the queue offers {button!r}")


def test_review_flow_in_the_browser(server, page):
    from playwright.sync_api import expect

    url, db_path = server
    page.set_viewport_size({"width": 1500, "height": 1100})
    page.set_default_timeout(30_000)
    page.goto(url)
    sidebar = page.get_by_test_id("stSidebar")
    _idle(page)
    _click(sidebar.get_by_test_id("stSelectbox").first)
    page.get_by_role("option", name=SAMPLE).click()
    _showing(page, SAMPLE)  # picking a sample checks it: no Check click to lose
    sidebar.get_by_label("Reviewer").fill("Ana")
    sidebar.get_by_label("Reviewer").press("Enter")
    _showing(page, SAMPLE)
    expect(_fresh(sidebar).get_by_text(re.compile(rf"^{SAMPLE} · \d+ claims"))).to_be_visible()
    expect(_fresh(page).get_by_text(re.compile(r"^Queue · \d+ claims$"))).to_be_visible()
    _shot(page, "01-review-loaded")

    # the queue puts unverified quotes and uncited claims first
    quote_claim = _next_until(page, "Confirm quote")
    _click(page.get_by_role("button", name="Confirm quote"))
    _saved(page, f"confirm quote on {quote_claim}")
    expect(_fresh(page).get_by_text(re.compile(r"Quote \((unlocated|fuzzy)\): confirmed"))).to_be_visible()
    save = _fresh(page).get_by_role("button", name="Save label")
    expect(save).to_be_disabled()  # no label is pre-selected
    _click(page.get_by_test_id("stRadio").get_by_text("Partial", exact=True))
    expect(save).to_be_enabled()
    _click(save)
    _saved(page, "label partial")
    expect(_fresh(page).get_by_text("Gold label: Partial")).to_be_visible()
    _shot(page, "02-quote-and-label")

    _next(page)
    repair_claim = _next_until(page, "Accept")
    _click(page.get_by_role("button", name="Accept").first)
    saved = _fresh(page).get_by_text(re.compile(rf"accept repair r\d+ on {repair_claim}"))
    saved.wait_for()
    repair_id = re.search(r"accept repair (r\d+)", saved.inner_text()).group(1)
    expect(_fresh(page).get_by_text("✓ accepted")).to_be_visible()
    expect(_fresh(page).get_by_text(f"Decisions in force: accept repair {repair_id}")).to_be_visible()
    _shot(page, "03-repair-accepted")

    _click(page.get_by_role("link", name="Before/after"))
    expect(_fresh(page).get_by_text("After accepted repairs")).to_be_visible()
    page.locator(".js-plotly-plot .main-svg").first.wait_for()
    _shot(page, "04-before-after")
    _click(page.get_by_role("link", name="Dashboard"))
    expect(_fresh(page).get_by_text("Accuracy of machine verdicts on gold labels")).to_be_visible()
    page.locator(".js-plotly-plot .main-svg").first.wait_for()
    _shot(page, "05-dashboard")

    _click(page.get_by_role("link", name="Export"))
    expect(_fresh(page).get_by_text("Gold labels (corpus JSONL)")).to_be_visible()
    _shot(page, "06-export")
    files = {}
    for label, name in [("Download repaired note", "note"), ("Download gold labels", "gold"),
                        ("Download decisions", "decisions")]:
        _idle(page)
        with page.expect_download() as info:
            page.get_by_role("button", name=label).click()
        target = ARTIFACTS / f"export-{info.value.suggested_filename}"
        info.value.save_as(target)
        files[name] = target.read_text(encoding="utf-8")

    db = Database(db_path)
    rows = db.decisions()
    snap = db.snapshot()
    db.close()
    assert [(d.action, d.claim_id, d.reviewer) for d in rows] == [
        (Action.CONFIRM_QUOTE, quote_claim, "Ana"), (Action.SET_LABEL, quote_claim, "Ana"),
        (Action.ACCEPT_REPAIR, repair_claim, "Ana")]
    machine = next(c.verdict for c in snap.report.claims if c.claim.id == quote_claim)
    assert rows[1].payload["label"] == "partial" and rows[1].machine_verdict == machine
    assert rows[2].payload == {"repair_id": repair_id}
    repair = next(r for c in snap.report.claims for r in c.repairs if r.id == repair_id)
    note = snap.report.note_text
    assert files["note"] == note[:repair.start] + repair.replacement + note[repair.end:]
    assert files["note"] != note
    (gold,) = [json.loads(line) for line in files["gold"].splitlines()]
    assert gold["label"] == "Partial" and gold["source_text"]
    assert files["decisions"].count("\n") == 4  # header + 3 rows


HOSTILE_NOTE = """# Hostile <script>window.__pwned = 1; alert('note')</script>

The plant made 120 tonnes in 2020 <img src=x onerror="window.__pwned = 2; alert(1)"> [1].

Output grew by 5 percent, see <a href="javascript:window.__pwned = 3">this link</a> [2].
"""


def test_hostile_note_and_sources_never_run(server, page, tmp_path):
    from playwright.sync_api import expect

    url, _ = server
    bundle = tmp_path / "hostile"
    (bundle / "sources").mkdir(parents=True)
    (bundle / "note.md").write_text(HOSTILE_NOTE, encoding="utf-8")
    (bundle / "sources" / "1.txt").write_text(
        "The plant made 120 tonnes in 2020. <script>window.__pwned = 4</script>", encoding="utf-8")
    (bundle / "sources" / "2.md").write_text(
        "Output grew by 5 percent. <img src=y onerror=\"window.__pwned = 5\">", encoding="utf-8")
    dialogs: list[str] = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.set_viewport_size({"width": 1500, "height": 1100})
    page.set_default_timeout(30_000)
    page.goto(url)
    sidebar = page.get_by_test_id("stSidebar")
    _idle(page)
    _click(sidebar.get_by_text("Folder", exact=True))
    folder = sidebar.get_by_label("Bundle folder (holds note.md)")
    _click(folder)
    folder.fill(str(bundle))
    folder.press("Enter")
    check = _fresh(sidebar).get_by_role("button", name="Check")
    expect(check).to_be_enabled()
    _click(check)
    expect(_fresh(page).get_by_text(re.compile(r"^Note: hostile · 2 claims"))).to_be_visible()
    _idle(page)
    expect(_fresh(page).get_by_text("Queue · 2 claims")).to_be_visible()
    expect(_fresh(page).get_by_text("<script>window.__pwned = 1;", exact=False).first).to_be_visible()
    for link in page.locator("a[href^='javascript:']").all():
        link.click(timeout=2_000)  # there should be none; clicking one must do nothing
    page.wait_for_timeout(500)
    _shot(page, "07-hostile-note")
    assert page.evaluate("window.__pwned") is None
    assert dialogs == []
    assert page.locator("img[src='x'], img[src='y']").count() == 0
    assert page.locator("a[href^='javascript:']").count() == 0
