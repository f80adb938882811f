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


def _keys_ready(page) -> None:
    """Wait until the shortcut script is in the page: it is installed from a frame that loads
    after Streamlit's run, so a key pressed before it would go nowhere."""
    from reviewer.ui.keys import VERSION

    page.wait_for_function("v => window.__rvKeys === v", arg=VERSION)


def _ready_for(page, key: str) -> None:
    """Wait until the button a shortcut clicks is there and enabled (as the shortcut script looks
    it up): a key pressed while a rerun still has the buttons disabled goes nowhere, as it would
    for a person."""
    from reviewer.ui.keys import SHORTCUTS

    _keys_ready(page)
    page.wait_for_function(
        """p => [...document.querySelectorAll('[class*="st-key-' + p + '"] button')].some(b => {
             const box = b.closest('[data-testid="stElementContainer"]');
             return !b.disabled && !(box && box.dataset.stale === "true"); })""", arg=SHORTCUTS[key][0])


def _press(page, key: str) -> None:
    _ready_for(page, key)
    page.keyboard.press(key)


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


def _next_until(page, button: str, limit: int = 12, showing: str | None = None) -> str:
    """Walk the queue until the selected claim offers ``button`` (and the page shows the text
    ``showing``, when given); returns the claim id."""
    for _ in range(limit):
        _idle(page)
        _, claim = _current(page)
        target = page.get_by_role("button", name=button, exact=True)
        if target.count() and target.first.is_enabled() and (
                showing is None or _fresh(page).get_by_text(showing).count()):
            return claim
        _next(page)
    raise AssertionError(f"no claim in the queue offers {button!r}" + (f" showing {showing!r}" if showing else ""))


def _select(page, claim: str) -> None:
    """Click a claim in the note (the key script selects it) and wait for the page to show it."""
    _idle(page)
    _fresh(page).locator(f'mark[data-claim="{claim}"]').first.click()
    page.wait_for_function(
        "c => document.querySelector('mark.rv-claim.rv-sel')?.dataset.claim === c", arg=claim)
    _idle(page)


def _name(page, editor: str) -> None:
    sidebar = page.get_by_test_id("stSidebar")
    sidebar.get_by_label("Editor", exact=True).fill(editor)
    sidebar.get_by_label("Editor", exact=True).press("Enter")
    _idle(page)


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
    expect(_fresh(page).get_by_role("button", name="1 Supported")).to_be_disabled()  # no name yet
    _name(page, "Ana")
    _showing(page, SAMPLE)
    expect(_fresh(sidebar).get_by_text(re.compile(rf"^{SAMPLE} · \d+ claims"))).to_be_visible()
    expect(_fresh(page).get_by_text(re.compile(r"^Queue: \d+ done · \d+ left$"))).to_be_visible()
    _shot(page, "01-review-loaded")

    # the queue puts disagreements, unverified quotes and uncited claims first; a supported claim
    # whose quote the machine could not find is the editor's to confirm (a contradicted misquote
    # also offers the button, but is not "supported — quote unverified")
    quote_claim = _next_until(page, "Confirm quote · C", showing="quote unverified, please confirm")
    _click(page.get_by_role("button", name="Confirm quote · C"))
    _saved(page, f"confirm quote on {quote_claim}")
    _select(page, quote_claim)  # focus moved on; a click in the note brings it back
    expect(_fresh(page).get_by_text(re.compile(r"confirmed by the editor"))).to_be_visible()
    _click(_fresh(page).get_by_role("button", name="2 Partial"))
    _saved(page, "label partial")
    _select(page, quote_claim)
    expect(_fresh(page).get_by_text(re.compile(r"^Decisions in force: confirm quote \(Ana\), label partial"))).to_be_visible()
    _shot(page, "02-quote-and-label")

    _next(page)
    repair_claim = _next_until(page, "Accept · A")
    _click(page.get_by_role("button", name="Accept · A").first)
    saved = _fresh(page).get_by_text(re.compile(rf"accept repair r\d+ on {repair_claim}"))
    saved.wait_for()
    repair_id = re.search(r"accept repair (r\d+)", saved.inner_text()).group(1)
    _select(page, repair_claim)
    expect(_fresh(page).get_by_text("✓ accepted")).to_be_visible()
    expect(_fresh(page).get_by_text(f"Decisions in force: accept repair {repair_id} (Ana)")).to_be_visible()
    _shot(page, "03-repair-accepted")

    _click(page.get_by_role("link", name="Before/after"))
    expect(_fresh(page).get_by_text("Diff of the note")).to_be_visible()
    page.locator(".js-plotly-plot .main-svg").first.wait_for()
    _shot(page, "04-before-after")
    _click(page.get_by_role("link", name="Dashboard"))
    expect(_fresh(page).get_by_text(re.compile("^Accuracy of machine verdicts on 1 gold label"))).to_be_visible()
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
    expect(_fresh(page).get_by_text("Queue: 0 done · 2 left")).to_be_visible()
    expect(_fresh(page).get_by_text("<script>window.__pwned = 1;", exact=False).first).to_be_visible()
    for link in page.locator("a[href^='javascript:']").all():
        link.click(timeout=2_000)  # there should be none; clicking one must do nothing
    page.wait_for_timeout(500)
    _shot(page, "07-hostile-note")
    assert page.evaluate("window.__pwned") is None
    assert dialogs == []
    assert page.locator("img[src='x'], img[src='y']").count() == 0
    assert page.locator("a[href^='javascript:']").count() == 0


SAMPLES = sorted(p.name for p in (ROOT / "data" / "samples").iterdir() if (p / "note.md").is_file())
LOCAL = ("http://127.0.0.1", "http://localhost", "data:", "blob:", "about:")


def _open(page, url: str, sample: str, editor: str, outside: list[str]) -> None:
    """A 1366×768 page showing ``sample`` with ``editor`` named; requests to other hosts are
    collected in ``outside``."""
    page.on("request", lambda r: None if r.url.startswith(LOCAL) else outside.append(r.url))
    page.set_viewport_size({"width": 1366, "height": 768})
    page.set_default_timeout(30_000)
    page.goto(url)
    _idle(page)
    sidebar = page.get_by_test_id("stSidebar")
    _click(sidebar.get_by_test_id("stSelectbox").first)
    page.get_by_role("option", name=sample).click()
    _showing(page, sample)
    _name(page, editor)
    _showing(page, sample)
    _keys_ready(page)


def _in_view(locator) -> bool:
    box = locator.bounding_box()
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 768 and box["x"] >= 0 \
        and box["x"] + box["width"] <= 1366


@pytest.mark.parametrize("sample", SAMPLES)
def test_one_look_at_1366x768_and_nothing_from_outside(server, page, sample):
    url, _ = server
    outside: list[str] = []
    _open(page, url, sample, "Ana", outside)
    page.wait_for_timeout(400)  # the key script scrolls the note and the source to the selection
    assert page.evaluate("window.scrollY") == 0
    claim = _fresh(page).locator("mark.rv-claim.rv-sel").first
    assert _in_view(claim), "the selected claim is scrolled into the note pane"
    evidence = _fresh(page).locator("mark[data-evidence]")
    if evidence.count():
        assert evidence.first.get_attribute("data-evidence") == claim.get_attribute("data-claim")
        assert _in_view(evidence.first), "the evidence highlight is visible without scrolling"
    for name in ("Accept · A", "Confirm quote · C", "Reject quote · X", "1 Supported"):
        button = _fresh(page).get_by_role("button", name=name, exact=True)
        if button.count():
            assert _in_view(button.first), f"{name} is visible without scrolling"
    _shot(page, f"10-one-look-{sample}")
    assert outside == [], outside


def test_a_whole_queue_with_the_keyboard_alone(server, page):
    url, db_path = server
    outside: list[str] = []
    sample = "analytic-note"  # no other test decides on it: the queue starts open
    _open(page, url, sample, "Kim", outside)
    shown = _fresh(page).get_by_text(re.compile(r"^Queue: ")).inner_text()
    start, total = (int(n) for n in re.search(r"(\d+) done · (\d+) left", shown).groups())
    page.evaluate("document.activeElement && document.activeElement.blur()")  # keys, not a text box
    db = Database(db_path)
    latencies = []
    try:
        for _ in range(total):
            _idle(page)
            before = sum(1 for d in db.decisions() if d.reviewer == "Kim")
            _ready_for(page, "1")
            t0 = time.perf_counter()
            page.keyboard.press("1")
            while sum(1 for d in db.decisions() if d.reviewer == "Kim") == before:
                if time.perf_counter() - t0 > 10:
                    _shot(page, "11-key-not-recorded")
                    raise AssertionError(f"key press {len(latencies) + 1} of {total} not recorded")
                time.sleep(0.005)
            latencies.append(time.perf_counter() - t0)
            # the page has taken the decision in (the next key must not hit the old run)
            _fresh(page).get_by_text(re.compile(rf"^Queue: {start + len(latencies)} done")).wait_for()
        _idle(page)
        _press(page, "u")  # undo the last one, then label it again
        _fresh(page).get_by_text(re.compile(rf"^Queue: {start + total - 1} done")).wait_for()
        _idle(page)
        _press(page, "2")
        _fresh(page).get_by_text(re.compile(rf"^Queue: {start + total} done")).wait_for()
        _idle(page)
        rows = [d for d in db.decisions() if d.reviewer == "Kim"]
    finally:
        db.close()
    from playwright.sync_api import expect

    expect(_fresh(page).get_by_text(f"Queue: {start + total} done · 0 left")).to_be_visible()
    labelled = {d.claim_id for d in rows if d.action is Action.SET_LABEL}
    (note_sha,) = {d.note_sha256 for d in rows}  # the other tests check other notes in this db
    assert len(labelled) == total and start + total == len(snapshot_claims(db_path, note_sha))
    assert [d.action for d in rows[-2:]] == [Action.UNDO, Action.SET_LABEL]
    latencies.sort()
    print(f"key press -> committed row: median {1000 * latencies[len(latencies) // 2]:.0f} ms, "
          f"max {1000 * latencies[-1]:.0f} ms over {len(latencies)} keys")
    assert latencies[len(latencies) // 2] < 0.3
    assert outside == []


def snapshot_claims(db_path, note_sha256: str) -> list[str]:
    db = Database(db_path)
    try:
        return [r.claim.id for r in db.snapshot(note_sha256).report.claims]
    finally:
        db.close()


def test_two_editors_see_their_clash(server, browser):
    from playwright.sync_api import expect

    url, db_path = server
    pages = []
    for editor, key in (("Lee", "3"), ("Max", "4")):
        context = browser.new_context()
        page = context.new_page()
        _open(page, url, "numeric-answer", editor, [])
        page.evaluate("document.activeElement && document.activeElement.blur()")
        claim = _fresh(page).locator("mark.rv-claim.rv-sel").first.get_attribute("data-claim")
        _press(page, key)
        _saved(page, f"on {claim}")
        pages.append((page, claim))
    assert pages[0][1] == pages[1][1]
    claim = pages[0][1]
    for (page, _), editor in zip(pages, ("Lee", "Max")):
        _open(page, url, "numeric-answer", editor, [])  # a new session: the page reruns
        if _fresh(page).locator("mark.rv-claim.rv-sel").first.get_attribute("data-claim") != claim:
            _select(page, claim)
        expect(_fresh(page).get_by_text(re.compile("editors disagree"))).to_be_visible()
        expect(_fresh(page).get_by_text(re.compile(r"Not supported \(Lee\) vs Source unavailable \(Max\)"))).to_be_visible()
    db = Database(db_path)
    try:
        rows = [(d.reviewer, d.payload.get("label")) for d in db.decisions(claim_id=claim)
                if d.reviewer in ("Lee", "Max")]
    finally:
        db.close()
    assert rows == [("Lee", "not_supported"), ("Max", "source_unavailable")]
