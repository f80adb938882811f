"""Hostile servers on real loopback sockets (no mocks): slowloris, never-answering servers,
gzip bombs, nested encodings, DNS rebinding. The fetcher builds its own client here, so every
connection goes through the pinned, deadline-bound network backend."""

from __future__ import annotations

import ipaddress
import json
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from hostile_servers import (
    PAGE,
    bomb_handler,
    gzip_bomb,
    never_answers,
    page,
    respond,
    serve,
    slow_body,
    slow_headers,
)

from reviewer.model import SourceStatus
from reviewer.sources.fetch import Fetcher, FetchRefused, FetchTimeout, FetchTooLarge
from reviewer.sources.http import HTTPGetter, SourceUnusable

ROOT = Path(__file__).resolve().parents[1]


def local_fetcher(**kwargs) -> Fetcher:
    kwargs.setdefault("allow_private", True)
    kwargs.setdefault("retries", 0)
    return Fetcher(**kwargs)


def test_plain_page_through_the_pinned_backend():
    with serve(page) as (base, stats), local_fetcher() as f:
        src = f.fetch_url(base + "/a")
    assert src.status is SourceStatus.AVAILABLE and "73.04" in src.text
    assert stats["connections"] == 1


@pytest.mark.parametrize("handler", [slow_body, slow_headers, never_answers], ids=["body", "headers", "silent"])
@pytest.mark.parametrize("deadline", [1.0, 2.0])
def test_slowloris_ends_within_the_deadline(handler, deadline):
    with serve(handler) as (base, _), local_fetcher(deadline=deadline, timeout=20.0) as f:
        t0 = time.monotonic()
        with pytest.raises(FetchTimeout, match="within"):
            f.get(base + "/slow")
        took = time.monotonic() - t0
    assert deadline - 0.1 <= took < deadline + 1.0


def test_slow_server_is_source_unavailable_not_a_verdict():
    with serve(slow_body) as (base, _), local_fetcher(deadline=1.0) as f:
        src = f.fetch_url(base + "/slow")
    assert src.status is SourceStatus.UNAVAILABLE and "within 1 s" in src.reason


def test_check_budget_spans_fetches():
    with serve(slow_body) as (base, _), local_fetcher(deadline=1.0, check_deadline=1.5) as f:
        t0 = time.monotonic()
        reasons = [f.fetch_url(f"{base}/{i}").reason for i in range(4)]
        took = time.monotonic() - t0
    assert took < 3.0
    assert "check spent" in reasons[-1] and all(reasons)
    assert f.check_budget_left <= 0
    f.start_check()  # a new check starts with a fresh budget
    assert f.check_budget_left == 1.5


def test_check_budget_counts_fetching_time_not_wall_clock():
    """A long-lived fetcher (the app) keeps fetching: only time spent fetching counts."""
    with serve(page) as (base, _), local_fetcher(check_deadline=0.5) as f:
        f.get(base + "/a")
        time.sleep(0.6)
        assert f.get(base + "/b").status == 200
        assert 0 < f.check_budget_left < 0.5


@pytest.mark.parametrize(("mb", "nested", "encoding", "why"), [
    (64, False, "gzip", "ratio"),             # 64 MB of zeros from ~64 KB
    (2, False, "gzip", "ratio"),              # small but 1000:1
    (300, True, "gzip", "nested"),            # gzip inside gzip, declared once
    (300, False, "identity", "nested"),       # a gzip body, declared as plain
    (300, True, "gzip, gzip", "nested"),      # gzip inside gzip, declared twice
    (1, False, "br", "unsupported"),
    (1, False, "gzip, deflate", "nested"),
])
def test_bombs_and_odd_encodings_are_refused(mb, nested, encoding, why):
    body = gzip_bomb(mb, nested)
    with serve(bomb_handler(body, encoding)) as (base, _), local_fetcher() as f:
        src = f.fetch_url(base + "/bomb")
        with pytest.raises((FetchTooLarge, SourceUnusable), match=why):
            f.get(base + "/bomb")
    assert src.status is SourceStatus.UNAVAILABLE and why in src.reason


def test_size_cap_applies_to_decoded_bytes():
    import gzip as gz

    text = ("word " * 400_000).encode()  # 2 MB of text; ~100:1 is allowed below the ratio cap
    with serve(bomb_handler(gz.compress(text), "gzip")) as (base, _), local_fetcher(max_bytes=1_000_000, max_ratio=1e9) as f:
        with pytest.raises(FetchTooLarge, match="too large"):
            f.get(base + "/big")


def test_content_type_refused_before_the_body_is_read():
    sent = []

    def image(conn, request):
        respond(conn, b"\x89PNG" + b"\0" * 5_000_000, "image/png")
        sent.append(True)

    with serve(image) as (base, _), local_fetcher() as f:
        with pytest.raises(SourceUnusable, match="content type image/png"):
            f.get(base + "/x.png")


def test_gzip_page_decodes():
    import gzip as gz

    with serve(bomb_handler(gz.compress(PAGE), "gzip")) as (base, _), local_fetcher() as f:
        assert f.get(base + "/p").body == PAGE


# --- DNS rebinding --------------------------------------------------------------------------

GOOD, EVIL = "127.0.0.2", "127.0.0.1"


def only_127_0_0_1_is_private(ip):
    """Test policy: 127.0.0.2 stands in for a public address, 127.0.0.1 for a private one."""
    return "loopback" if ip == ipaddress.ip_address(EVIL) else None


class Rebinder:
    """Resolves to the 'public' address the first time, to 127.0.0.1 afterwards."""

    def __init__(self):
        self.calls = 0

    def __call__(self, host):
        self.calls += 1
        return [GOOD] if self.calls == 1 else [EVIL]


def test_rebinding_never_connects_to_the_private_address():
    with serve(page, GOOD) as (good, good_stats), serve(page, EVIL) as (evil, evil_stats):
        port = int(good.rsplit(":", 1)[1])
        resolver = Rebinder()
        with HTTPGetter(resolver=resolver, address_policy=only_127_0_0_1_is_private, retries=0) as g:
            fetched = g.get(f"http://rebind.test:{port}/a")
            assert fetched.body == PAGE
            assert g.backend.dialled == [GOOD]  # the checked address, not a fresh lookup
            assert resolver.calls == 1  # resolved once
            # a second fetch resolves again (now to 127.0.0.1): refused before any connection
            with pytest.raises(FetchRefused, match="loopback"):
                g.get(f"http://rebind.test:{port}/b")
    assert evil_stats["connections"] == 0 and good_stats["connections"] == 1


def test_redirect_to_a_rebound_name_is_rechecked():
    calls = []

    def resolver(host):
        calls.append(host)
        return [GOOD] if host == "ok.test" else [EVIL]

    with serve(page, EVIL) as (evil, evil_stats):
        evil_port = int(evil.rsplit(":", 1)[1])

        def redirect(conn, request):
            respond(conn, b"", status="302 Found", headers={"Location": f"http://evil.test:{evil_port}/x"})

        with serve(redirect, GOOD) as (good, _):
            port = int(good.rsplit(":", 1)[1])
            with HTTPGetter(resolver=resolver, address_policy=only_127_0_0_1_is_private, retries=0) as g:
                with pytest.raises(FetchRefused, match="loopback"):
                    g.get(f"http://ok.test:{port}/")
    assert calls == ["ok.test", "evil.test"] and evil_stats["connections"] == 0


def test_backend_refuses_an_unpinned_private_address():
    """Even a request that skipped check_url (a pin missing) cannot dial a private address."""
    with serve(page, EVIL) as (evil, evil_stats):
        port = int(evil.rsplit(":", 1)[1])
        with HTTPGetter(resolver=lambda h: [EVIL], retries=0) as g:
            with pytest.raises(Exception, match="refused"):
                g.client.get(f"http://sneaky.test:{port}/")
            with pytest.raises(Exception, match="refused"):
                g.client.get(f"http://{EVIL}:{port}/")
    assert evil_stats["connections"] == 0


# --- memory ---------------------------------------------------------------------------------

_CHILD = textwrap.dedent("""
    import json, resource, sys
    sys.path.insert(0, {tests!r})
    from reviewer.sources.fetch import Fetcher
    f = Fetcher(allow_private=True, retries=0, max_bytes={max_bytes}, max_ratio={ratio})
    src = f.fetch_url(sys.argv[1])
    # VmHWM: this process's own peak resident memory. (ru_maxrss is not: it keeps the peak of the
    # process image exec replaced, i.e. of a big test-runner parent that spawned us with vfork.)
    hwm = next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    print(json.dumps({{"reason": src.reason, "rss_mb": hwm / 1024}}))
""")


@pytest.mark.parametrize(("mb", "nested", "encoding", "ratio", "max_bytes"), [
    (1024, True, "gzip", 100.0, 10_000_000),  # 1 GB of zeros inside gzip inside gzip
    (1024, False, "gzip", 1e12, 100_000_000),  # no ratio cap: the size cap alone holds it
])
def test_bomb_memory_stays_bounded(mb, nested, encoding, ratio, max_bytes):
    body = gzip_bomb(mb, nested)
    code = _CHILD.format(tests=str(ROOT / "tests"), max_bytes=max_bytes, ratio=ratio)
    with serve(bomb_handler(body, encoding)) as (base, _):
        out = subprocess.run([sys.executable, "-c", code, base + "/bomb"], capture_output=True, text=True,
                             timeout=120, cwd=ROOT)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert any(w in result["reason"] for w in ("ratio", "too large", "nested")), result
    assert result["rss_mb"] < 256, result
