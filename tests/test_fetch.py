"""reviewer.sources.fetch: resolvers, HTTP behaviour, cache, offline mode and request safety.

Every request goes to an ``httpx.MockTransport``; hostnames resolve through an injected
resolver, so no test touches the network.
"""

from __future__ import annotations

import json

import httpx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_extract import ARTICLE, ATOM, COOKIE_WALL, JATS, PARA, make_pdf

from reviewer.config import Config
from reviewer.model import Reference, SourceStatus
from reviewer.sources.cache import CacheEntry, CacheError
from reviewer.sources.fetch import (
    OFFLINE_MISS,
    FetchCache,
    Fetcher,
    FetchError,
    FetchRefused,
    check_url,
)

PUBLIC_IP = "93.184.216.34"


def public(host: str) -> list[str]:
    return [PUBLIC_IP]


class Server:
    """A MockTransport handler that routes on (host, path) and records the requests."""

    def __init__(self, routes: dict[str, object]):
        self.routes = routes
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        key = f"{request.url.host}{request.url.path}"
        route = self.routes.get(key)
        if route is None:
            return httpx.Response(404, text="no route")
        if callable(route):
            return route(request)
        return route

    def hits(self, fragment: str = "") -> int:
        return sum(fragment in str(r.url) for r in self.requests)


def make(routes, *, sleeps=None, **kwargs) -> tuple[Fetcher, Server]:
    server = Server(routes)
    client = httpx.Client(transport=httpx.MockTransport(server))
    kwargs.setdefault("resolver", public)
    sleep = sleeps.append if sleeps is not None else (lambda s: None)
    return Fetcher(client, sleep=sleep, **kwargs), server


def html(body: str = ARTICLE, status: int = 200, **headers) -> httpx.Response:
    return httpx.Response(
        status, text=body, headers={"content-type": "text/html; charset=utf-8", **headers}
    )


def redirect(location: str, status: int = 302) -> httpx.Response:
    return httpx.Response(status, headers={"location": location})


# --- resolvers ----------------------------------------------------------------------------


def test_arxiv_api_gives_title_and_abstract():
    fetcher, server = make(
        {"export.arxiv.org/api/query": httpx.Response(200, text=ATOM)}, contact="ed@example.org"
    )
    source = fetcher.fetch_reference(Reference("1", "…", arxiv="2101.00001"), "1")
    assert source.status is SourceStatus.AVAILABLE and source.usable
    assert source.id == "1"
    assert source.title == "A Measurement of the Expansion Rate"
    assert "at 73 km/s/Mpc." in source.text
    assert source.url == "https://arxiv.org/abs/2101.00001"
    assert source.origin.startswith("fetch:https://export.arxiv.org/api/query")
    request = server.requests[0]
    assert request.url.params["id_list"] == "2101.00001"
    assert request.headers["user-agent"].startswith("reviewer/")
    assert "ed@example.org" in request.headers["user-agent"]


def test_unknown_arxiv_id_falls_back_to_the_url():
    empty = '<feed xmlns="http://www.w3.org/2005/Atom"><title>q</title></feed>'
    fetcher, _ = make(
        {
            "export.arxiv.org/api/query": httpx.Response(200, text=empty),
            "site.example/paper": html(),
        }
    )
    ref = Reference("2", "…", arxiv="2101.99999", url="https://site.example/paper")
    source = fetcher.fetch_reference(ref, "2")
    assert source.usable and "73.04" in source.text


def test_crossref_abstract_with_jats_stripped():
    payload = {"message": {"title": ["Cepheids and the Hubble constant"], "abstract": JATS * 2}}
    fetcher, server = make(
        {"api.crossref.org/works/10.1000/xyz.1": httpx.Response(200, json=payload)},
        contact="ed@example.org",
    )
    source = fetcher.fetch_reference(Reference("3", "…", doi="10.1000/xyz.1"), "3")
    assert source.usable
    assert source.title == "Cepheids and the Hubble constant"
    assert "We measure H0 = 73 & compare." in source.text
    assert "<jats" not in source.text
    assert source.url == "https://doi.org/10.1000/xyz.1"
    assert server.requests[0].url.params["mailto"] == "ed@example.org"


def test_doi_without_abstract_uses_the_landing_page_through_redirects():
    payload = {"message": {"title": ["Landing title"]}}
    fetcher, server = make(
        {
            "api.crossref.org/works/10.1000/abc": httpx.Response(200, json=payload),
            "doi.org/10.1000/abc": redirect("https://publisher.example/article/abc"),
            "publisher.example/article/abc": redirect("/article/abc/full", 301),
            "publisher.example/article/abc/full": html(),
        }
    )
    source = fetcher.fetch_reference(Reference("4", "…", doi="10.1000/abc"), "4")
    assert source.usable and "73.04 km/s/Mpc" in source.text
    assert source.origin == "fetch:https://publisher.example/article/abc/full"
    assert server.hits("doi.org") == 1


def test_doi_everything_fails_reports_both_reasons():
    fetcher, _ = make(
        {
            "doi.org/10.1000/gone": html(
                "<html><head><title>Just a moment...</title></head><body>"
                "<script>window._cf_chl_opt={}</script></body></html>",
                status=403,
            ),
        }
    )
    source = fetcher.fetch_reference(Reference("5", "…", doi="10.1000/gone"), "5")
    assert source.status is SourceStatus.UNAVAILABLE and not source.usable
    assert "Crossref: HTTP 404" in source.reason
    assert "landing page: anti-bot / JavaScript-required page (HTTP 403)" in source.reason


def test_url_pdf_and_plain_text():
    pdf = make_pdf("The report states a growth of 12 percent in 2023.\n" + PARA, PARA + "\n" + PARA)
    fetcher, _ = make(
        {
            "files.example/report.pdf": httpx.Response(
                200, content=pdf, headers={"content-type": "application/pdf"}
            ),
            "files.example/notes.txt": httpx.Response(200, text=PARA * 3),
            "files.example/image.png": httpx.Response(
                200, content=b"\x89PNG....", headers={"content-type": "image/png"}
            ),
        }
    )
    pdf_source = fetcher.fetch_url("https://files.example/report.pdf", "6")
    assert pdf_source.usable and "growth of 12 percent in 2023" in pdf_source.text
    txt = fetcher.fetch_url("https://files.example/notes.txt")
    assert txt.usable and txt.text.startswith("The team measured")
    png = fetcher.fetch_url("https://files.example/image.png")
    assert png.status is SourceStatus.UNAVAILABLE
    assert png.reason == "unsupported content type image/png"


def test_broken_pdf_is_unavailable_with_reason():
    fetcher, _ = make({"files.example/bad.pdf": httpx.Response(200, content=b"%PDF-1.4 garbage")})
    source = fetcher.fetch_url("https://files.example/bad.pdf")
    assert source.status is SourceStatus.UNAVAILABLE
    assert source.reason.startswith("unreadable PDF")


def test_reference_without_identifiers():
    fetcher, server = make({})
    source = fetcher.fetch_reference(Reference("7", "Doe, J. A book. 2020."), "7")
    assert source.status is SourceStatus.UNAVAILABLE
    assert source.reason == "reference has no DOI, arXiv id or URL"
    assert server.requests == []


# --- the usability gate on fetched pages --------------------------------------------------


@pytest.mark.parametrize(
    "page, reason",
    [
        (
            (
                "<html><head><title>Just a moment...</title></head><body><div id='cf-challenge'>"
                "Checking your browser before accessing the site.</div>"
                "<script>window._cf_chl_opt={}</script></body></html>"
            ),
            "anti-bot / JavaScript-required page",
        ),
        (
            (
                "<html><body><noscript>You need to enable JavaScript to run this app.</noscript>"
                "<div id='root'></div></body></html>"
            ),
            "anti-bot / JavaScript-required page",
        ),
        (
            f"<html><body><div class='consent'><p>{COOKIE_WALL}</p></div></body></html>",
            "cookie wall",
        ),
        (
            (
                "<html><head><title>404 Not Found</title></head><body><h1>Page not found</h1>"
                "<p>The page you requested does not exist.</p></body></html>"
            ),
            "error page",
        ),
        ("<html><body><p>Welcome to our site.</p></body></html>", "stub: "),
    ],
)
def test_unusable_pages_served_with_200(page, reason):
    fetcher, _ = make({"site.example/x": html(page)})
    source = fetcher.fetch_url("https://site.example/x", "8")
    assert source.status is SourceStatus.UNAVAILABLE
    assert source.reason.startswith(reason), source.reason


# --- HTTP behaviour -----------------------------------------------------------------------


def test_429_then_200_honours_retry_after():
    answers = iter([httpx.Response(429, headers={"retry-after": "3"}), html()])
    sleeps: list[float] = []
    fetcher, server = make({"site.example/a": lambda r: next(answers)}, sleeps=sleeps)
    assert fetcher.fetch_url("https://site.example/a").usable
    assert sleeps == [3.0]
    assert len(server.requests) == 2


def test_5xx_backoff_then_give_up():
    sleeps: list[float] = []
    fetcher, server = make(
        {"site.example/a": httpx.Response(503)}, sleeps=sleeps, retries=2, backoff=0.5
    )
    source = fetcher.fetch_url("https://site.example/a")
    assert source.reason == "HTTP 503"
    assert sleeps == [0.5, 1.0]
    assert len(server.requests) == 3


def test_retry_after_beyond_the_cap_is_not_waited_for():
    sleeps: list[float] = []
    fetcher, server = make(
        {"site.example/a": httpx.Response(429, headers={"retry-after": "3600"})}, sleeps=sleeps
    )
    source = fetcher.fetch_url("https://site.example/a")
    assert source.reason == "HTTP 429 (retry after 3600 s)"
    assert sleeps == [] and len(server.requests) == 1


def test_404_and_timeout_and_connection_error():
    def timeout(request):
        raise httpx.ReadTimeout("read timed out", request=request)

    def refused(request):
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    fetcher, _ = make(
        {"site.example/timeout": timeout, "site.example/refused": refused}, timeout=20
    )
    assert fetcher.fetch_url("https://site.example/missing").reason == "HTTP 404"
    assert fetcher.fetch_url("https://site.example/timeout").reason == "timeout after 20 s"
    assert fetcher.fetch_url("https://site.example/refused").reason.startswith("connection failed")


def test_redirect_limit():
    fetcher, _ = make({"site.example/loop": redirect("/loop")}, max_redirects=3)
    assert fetcher.fetch_url("https://site.example/loop").reason == (
        "too many redirects (more than 3)"
    )


@pytest.mark.parametrize(
    "target, reason",
    [
        ("http://10.0.0.1/admin", "refused: private address 10.0.0.1"),
        ("http://169.254.169.254/latest/meta-data/", "refused: metadata address 169.254.169.254"),
        ("file:///etc/passwd", "refused: file scheme (only http and https)"),
    ],
)
def test_each_redirect_hop_is_rechecked(target, reason):
    fetcher, server = make({"site.example/r": redirect(target)})
    source = fetcher.fetch_url("https://site.example/r")
    assert source.reason == reason
    assert server.hits(target.split("//")[1].split("/")[0] or "passwd") == 0


def test_20_mb_body_is_refused_by_content_length():
    big = b"a" * 20_000_000
    fetcher, _ = make({"big.example/file.txt": httpx.Response(200, content=big)})
    source = fetcher.fetch_url("https://big.example/file.txt")
    assert source.reason == "too large: 20,000,000 bytes (limit 10,000,000)"


def test_streamed_body_is_cut_off_past_the_cap():
    sent = []

    def chunks():
        for _ in range(20):  # 20 MB in 1 MB chunks, no content-length
            sent.append(1)
            yield b"b" * 1_000_000

    fetcher, _ = make({"big.example/stream": lambda r: httpx.Response(200, content=chunks())})
    source = fetcher.fetch_url("https://big.example/stream")
    assert source.reason == "too large: over 10,000,000 bytes"
    assert len(sent) <= 11


def test_fetch_reference_never_raises():
    def boom(request):
        raise RuntimeError("unexpected")

    fetcher, _ = make({"site.example/boom": boom})
    source = fetcher.fetch_reference(Reference("9", "…", url="https://site.example/boom"), "9")
    assert source.status is SourceStatus.UNAVAILABLE
    assert source.reason.startswith("fetch failed: RuntimeError")


# --- cache and offline --------------------------------------------------------------------


def test_cache_hit_does_not_refetch():
    fetcher, server = make({"site.example/a": html()})
    first = fetcher.fetch_url("https://site.example/a")
    second = fetcher.fetch_url("https://site.example/a")
    assert first == second and first.usable
    assert len(server.requests) == 1


def test_cache_on_disk_serves_offline(tmp_path):
    path = tmp_path / "cache" / "fetch.db"
    online, _ = make(
        {"site.example/a": html(), "site.example/missing": html(status=404)}, cache=FetchCache(path)
    )
    ref = Reference("1", "…", url="https://site.example/a")
    assert online.fetch_reference(ref, "1").usable
    assert online.fetch_url("https://site.example/missing").reason == "HTTP 404"
    entry = online.cache.get("url:https://site.example/a")
    assert entry.status == 200 and entry.content_type.startswith("text/html")
    assert len(entry.sha256) == 64 and entry.fetched_at and entry.final_url

    offline, server = make({}, cache=FetchCache(path), offline=True)
    hit = offline.fetch_reference(ref, "1")
    assert hit.usable and "73.04" in hit.text
    assert offline.fetch_url("https://site.example/missing").reason == "HTTP 404"
    miss = offline.fetch_reference(Reference("2", "…", url="https://site.example/b"), "2")
    assert miss.status is SourceStatus.UNAVAILABLE and miss.reason == OFFLINE_MISS
    both = offline.fetch_reference(
        Reference("3", "…", doi="10.1/x", url="https://site.example/c"), "3"
    )
    assert both.reason == OFFLINE_MISS
    assert server.requests == []


def test_transient_failures_are_not_cached():
    answers = iter([httpx.Response(503), httpx.Response(503), html()])
    fetcher, _ = make({"site.example/a": lambda r: next(answers)}, retries=0)
    assert fetcher.fetch_url("https://site.example/a").reason == "HTTP 503"
    assert fetcher.cache.get("url:https://site.example/a") is None
    assert fetcher.fetch_url("https://site.example/a").reason == "HTTP 503"
    assert fetcher.fetch_url("https://site.example/a").usable


def test_cached_failure_is_retried_online():
    answers = iter([html(status=404), html()])
    fetcher, _ = make({"site.example/a": lambda r: next(answers)})
    assert fetcher.fetch_url("https://site.example/a").reason == "HTTP 404"
    assert fetcher.fetch_url("https://site.example/a").usable


def test_from_config(tmp_path):
    config = Config(
        offline=True,
        allow_private_addresses=True,
        cache_path=str(tmp_path / "c.db"),
        contact="me@example.org",
    )
    fetcher = Fetcher.from_config(config)
    assert fetcher.offline and fetcher.allow_private
    assert "me@example.org" in fetcher.user_agent
    assert (tmp_path / "c.db").exists()
    assert Fetcher.from_config(Config()).cache.path is None
    fetcher.close()


def test_cache_error_is_one_line(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(CacheError) as info:
        FetchCache(blocker / "sub" / "cache.db")
    assert "cannot open fetch cache" in str(info.value) and "\n" not in str(info.value)


def test_cache_roundtrip_memory():
    cache = FetchCache(memory=True)
    cache.put(CacheEntry("url:x", url="x", status=200, text="t"))
    cache.put(CacheEntry("url:x", url="x", status=200, text="t2"))
    assert len(cache) == 1 and cache.get("url:x").text == "t2"
    assert cache.get("url:y") is None
    assert [e.key for e in cache.entries()] == ["url:x"]


# --- request safety -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "url, resolved, reason",
    [
        ("file:///etc/passwd", None, "refused: file scheme"),
        ("ftp://files.example/x", None, "refused: ftp scheme"),
        ("http://127.0.0.1:8080/", None, "refused: loopback address 127.0.0.1"),
        ("http://[::1]/", None, "refused: loopback address ::1"),
        ("http://[::ffff:127.0.0.1]/", None, "refused: loopback address 127.0.0.1"),
        ("http://10.1.2.3/", None, "refused: private address 10.1.2.3"),
        ("http://192.168.0.10/", None, "refused: private address 192.168.0.10"),
        ("http://169.254.169.254/latest/", None, "refused: metadata address 169.254.169.254"),
        ("http://169.254.10.1/", None, "refused: link-local address 169.254.10.1"),
        ("http://0.0.0.0/", None, "refused: reserved address 0.0.0.0"),
        ("http://intranet.example/", ["192.168.1.5"], "refused: private address 192.168.1.5"),
        ("http://localhost/", ["127.0.0.1", "::1"], "refused: loopback address"),
        ("http://mixed.example/", [PUBLIC_IP, "10.0.0.7"], "refused: private address 10.0.0.7"),
    ],
)
def test_refusals(url, resolved, reason):
    def resolver(host):
        assert resolved is not None, "an IP literal must not be resolved"
        return resolved

    with pytest.raises(FetchRefused) as info:
        check_url(url, resolver=resolver)
    assert str(info.value).startswith(reason)


def test_refused_reference_never_reaches_the_transport():
    fetcher, server = make({}, resolver=lambda host: ["10.0.0.1"])
    source = fetcher.fetch_reference(Reference("1", "…", url="https://wiki.corp.example/p"), "1")
    assert source.reason == "refused: private address 10.0.0.1"
    assert server.requests == []


def test_allow_private_and_public_hosts_pass():
    assert check_url("http://127.0.0.1:5000/x", allow_private=True) == "http://127.0.0.1:5000/x"
    assert check_url("https://news.example/a", resolver=public) == "https://news.example/a"
    with pytest.raises(FetchRefused):
        check_url("file:///etc/passwd", allow_private=True)


def test_unresolvable_host():
    def fail(host):
        raise OSError("Name or service not known")

    with pytest.raises(FetchError, match="cannot resolve host nowhere.invalid"):
        check_url("https://nowhere.invalid/", resolver=fail)


@settings(max_examples=60, deadline=None)
@given(
    st.one_of(
        st.ip_addresses(network="10.0.0.0/8"),
        st.ip_addresses(network="172.16.0.0/12"),
        st.ip_addresses(network="192.168.0.0/16"),
        st.ip_addresses(network="127.0.0.0/8"),
        st.ip_addresses(network="169.254.0.0/16"),
        st.ip_addresses(network="fc00::/7"),
        st.ip_addresses(network="fe80::/10"),
    )
)
def test_every_private_address_is_refused(ip):
    with pytest.raises(FetchRefused):
        check_url("http://host.example/", resolver=lambda host: [str(ip)])


def test_crossref_payload_is_json():
    payload = json.dumps({"message": {"title": ["T"], "abstract": "<p>" + PARA + "</p>"}})
    fetcher, _ = make({"api.crossref.org/works/10.5/j": httpx.Response(200, text=payload)})
    assert fetcher.fetch_doi("10.5/j").text.startswith("T\n\nThe team measured")


def test_doi_link_is_not_fetched_twice():
    fetcher, server = make({"doi.org/10.1000/none": html(status=404)})
    ref = Reference("1", "…", doi="10.1000/none", url="https://doi.org/10.1000/none")
    source = fetcher.fetch_reference(ref, "1")
    assert source.reason == "Crossref: HTTP 404; landing page: HTTP 404"
    assert server.hits("doi.org/10.1000/none") == 1


def test_arxiv_requests_are_paced():
    sleeps: list[float] = []
    fetcher, server = make(
        {"export.arxiv.org/api/query": httpx.Response(200, text=ATOM)}, sleeps=sleeps
    )
    assert fetcher.fetch_arxiv("2101.00001").usable
    assert fetcher.fetch_arxiv("2101.00002").usable
    assert len(server.requests) == 2
    assert len(sleeps) == 1 and 2.5 < sleeps[0] <= 3.0


def test_other_transport_errors_become_reasons():
    def bad(request):
        raise httpx.DecodingError("bad gzip stream", request=request)

    fetcher, _ = make({"site.example/gz": bad})
    assert fetcher.fetch_url("https://site.example/gz").reason == "fetch failed: bad gzip stream"
