"""End to end: `reviewer check` fetches a References entry from a loopback HTTP server,
caches it, answers from the cache with --offline, and reports an unreachable URL as
source_unavailable with a reason. Only 127.0.0.1 is contacted."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

import pytest

CLAIM = (
    "The city's population grew from 120,000 in 1990 to 185,000 in 2020, driven mainly by "
    "migration from rural districts"
)
PAGE = f"""<!doctype html><html><head><title>Population report 2020</title></head><body>
<nav>Home | Reports | Contact</nav>
<article><h1>Population report 2020</h1>
<p>{CLAIM}. The statistics office attributes most of the growth to people moving in from
rural districts, while natural increase played a smaller role throughout the period.</p>
<p>Household size fell over the same three decades, from 3.4 to 2.7 persons per household,
and the share of residents over 65 rose steadily. The report compares these figures with the
national averages and finds the city growing roughly twice as fast as the country.</p>
</article><footer>Statistics office</footer></body></html>"""


class _Handler(BaseHTTPRequestHandler):
    hits: ClassVar[list[str]] = []

    def do_GET(self):
        type(self).hits.append(self.path)
        if self.path == "/page.html":
            body = PAGE.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_error(404)

    def log_message(self, *args):  # keep test output quiet
        pass


@pytest.fixture
def server():
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    _Handler.hits = []
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield httpd
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _bundle(root: Path, url: str) -> Path:
    bundle = root / "bundle"
    bundle.mkdir()
    (bundle / "note.md").write_text(
        f"# City growth\n\n{CLAIM} [1].\n\n## References\n\n1. Statistics office (2021). "
        f"Population report 2020. {url}\n",
        encoding="utf-8",
    )
    return bundle


def _config(root: Path) -> Path:
    cfg = root / "cfg.toml"
    cfg.write_text(
        f'allow_private_addresses = true\ncache_path = "{(root / "fetch.db").as_posix()}"\n'
        "repair = false\n",
        encoding="utf-8",
    )
    return cfg


def _check(bundle: Path, cfg: Path, *extra: str) -> dict:
    cli = Path(sys.executable).with_name("reviewer")
    cmd = [str(cli)] if cli.exists() else [sys.executable, "-m", "reviewer.cli"]
    run = subprocess.run(
        [*cmd, "check", str(bundle), "--json", "--config", str(cfg), *extra],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode in (0, 1), run.stderr
    assert "Traceback" not in run.stderr
    return json.loads(run.stdout)


def _claim(report: dict) -> dict:
    cited = [c for c in report["claims"] if c["citations"]]
    assert len(cited) == 1, report["claims"]
    return cited[0]


def test_check_fetches_a_reference_then_answers_offline_from_the_cache(server, tmp_path):
    url = f"http://127.0.0.1:{server.server_address[1]}/page.html"
    bundle, cfg = _bundle(tmp_path, url), _config(tmp_path)

    first = _claim(_check(bundle, cfg))
    assert first["verdict"] != "source_unavailable", first
    assert first["citations"][0]["source_id"] == "1"
    assert _Handler.hits == ["/page.html"]
    assert (tmp_path / "fetch.db").exists()

    server.shutdown()  # nothing to fetch from any more
    second_report = _check(bundle, cfg, "--offline")
    second = _claim(second_report)
    assert second["verdict"] == first["verdict"]
    assert second["verdict"] != "source_unavailable"
    assert _Handler.hits == ["/page.html"]
    (source,) = [s for s in second_report["sources"] if s["id"] == "1"]
    assert source["status"] == "available" and source["origin"] == f"fetch:{url}"
    assert source["title"] == "Population report 2020" and source["chars"] > 300


def test_unreachable_reference_is_source_unavailable_with_a_reason(tmp_path):
    url = f"http://127.0.0.1:{_free_port()}/page.html"
    result = _claim(_check(_bundle(tmp_path, url), _config(tmp_path)))
    assert result["verdict"] == "source_unavailable"
    assert "connection failed" in result["reason"], result


def test_offline_cache_miss_is_source_unavailable(tmp_path):
    url = f"http://127.0.0.1:{_free_port()}/never-fetched.html"
    result = _claim(_check(_bundle(tmp_path, url), _config(tmp_path), "--offline"))
    assert result["verdict"] == "source_unavailable"
    assert "offline" in result["reason"], result
