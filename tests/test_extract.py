"""reviewer.sources.extract: HTML / PDF / feed extraction and the usability gate (no network)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.sources.extract import (
    ExtractError,
    HtmlExtractor,
    extract_html,
    html_title,
    html_to_text,
    parse_arxiv_atom,
    parse_crossref,
    pdf_to_text,
    strip_markup,
    usability,
)


def make_pdf(*pages: str) -> bytes:
    """A minimal valid PDF with one Helvetica text line per input line on each page."""

    def esc(s: str) -> str:
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    n = len(pages)
    font = 3 + 2 * n
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [{}] /Count {} >>".format(
            " ".join(f"{3 + 2 * i} 0 R" for i in range(n)), n
        ),
    ]
    for i, page in enumerate(pages):
        ops = " ".join(f"({esc(line)}) Tj 0 -16 Td" for line in page.splitlines())
        stream = f"BT /F1 12 Tf 72 720 Td {ops} ET"
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents {4 + 2 * i} 0 R "
            f"/Resources << /Font << /F1 {font} 0 R >> >> >>"
        )
        objects.append(f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream")
    objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for off in offsets:
        out += f"{off:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return out


PARA = (
    "The team measured the Hubble constant at 73.04 km/s/Mpc using Cepheid-calibrated "
    "type Ia supernovae, a value that remains in tension with the early-universe estimate. "
)
ARTICLE = f"""<!doctype html><html><head><title>Hubble tension persists | Science News</title>
<style>body {{ color: red }}</style><script>var tracking = "SECRET_SCRIPT";</script></head>
<body><nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<article><h1>Hubble tension persists</h1><p>{PARA * 4}</p><p>A second paragraph explains
the method in more detail, with several sentences of ordinary prose about calibration.</p>
</article><footer>Copyright 2024 Science News. All rights reserved.</footer></body></html>"""


# --- HTML ---------------------------------------------------------------------------------


def test_html_main_text_has_article_and_title_but_no_script():
    text = html_to_text(ARTICLE, url="https://news.example/a")
    assert "73.04 km/s/Mpc" in text
    assert "second paragraph explains" in text
    assert text.startswith("Hubble tension persists")
    assert "SECRET_SCRIPT" not in text and "color: red" not in text


def test_html_title():
    assert html_title(ARTICLE) == "Hubble tension persists | Science News"
    assert html_title("<html><body><h1>Only heading</h1></body></html>") == "Only heading"
    assert html_title("") == ""


def test_html_fallback_when_trafilatura_finds_nothing(monkeypatch):
    import trafilatura

    monkeypatch.setattr(trafilatura, "extract", lambda *a, **k: None)
    text = html_to_text(ARTICLE)
    assert "73.04 km/s/Mpc" in text
    assert "SECRET_SCRIPT" not in text and "color: red" not in text


def test_html_with_xml_declaration():
    page = '<?xml version="1.0" encoding="utf-8"?><html><body><p>' + PARA + "</p></body></html>"
    assert "73.04" in html_to_text(page)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300))
def test_html_to_text_never_raises(junk):
    assert isinstance(html_to_text(junk), str)
    assert isinstance(html_title(junk), str)


# --- PDF ----------------------------------------------------------------------------------


def test_pdf_text_from_generated_pdf():
    data = make_pdf("Page one says the rate is 73.04 (km/s/Mpc).\nSecond line.", "Page two text.")
    text = pdf_to_text(data)
    assert "73.04 (km/s/Mpc)" in text
    assert "Second line." in text
    assert text.index("Page one") < text.index("Page two")


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", "not a PDF"),
        (b"<html>not a pdf</html>", "not a PDF"),
        (b"%PDF-1.4\n1 0 obj garbage garbage", "unreadable PDF"),
    ],
)
def test_broken_pdf_raises_one_line_extract_error(data, message):
    with pytest.raises(ExtractError) as info:
        pdf_to_text(data)
    assert message in str(info.value)
    assert "\n" not in str(info.value)


def test_truncated_pdf_raises_extract_error():
    data = make_pdf("Some text that will be cut.")
    with pytest.raises(ExtractError):
        pdf_to_text(data[: len(data) // 3])


@settings(max_examples=40, deadline=None)
@given(st.binary(max_size=400))
def test_pdf_to_text_only_raises_extract_error(junk):
    try:
        assert isinstance(pdf_to_text(b"%PDF-1.4\n" + junk), str)
    except ExtractError as exc:
        assert str(exc)


# --- feeds and markup ---------------------------------------------------------------------

ATOM = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>arXiv Query</title>
  <entry>
    <id>http://arxiv.org/abs/2101.00001v1</id>
    <title>A Measurement of
      the Expansion Rate</title>
    <summary>  We measure the expansion rate of the universe
      at 73 km/s/Mpc.  </summary>
  </entry>
</feed>"""


def test_parse_arxiv_atom():
    paper = parse_arxiv_atom(ATOM.encode())
    assert paper.title == "A Measurement of the Expansion Rate"
    assert paper.text == "We measure the expansion rate of the universe at 73 km/s/Mpc."


@pytest.mark.parametrize(
    "feed, message",
    [
        ('<feed xmlns="http://www.w3.org/2005/Atom"><title>q</title></feed>', "no such id"),
        (
            (
                '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>http://arxiv.org/api/errors#x'
                "</id><title>Error</title><summary>incorrect id format for 99</summary></entry></feed>"
            ),
            "incorrect id format",
        ),
        ("<feed><unclosed></feed>", "does not parse"),
    ],
)
def test_parse_arxiv_atom_errors(feed, message):
    with pytest.raises(ExtractError, match=message):
        parse_arxiv_atom(feed)


JATS = (
    "<jats:title>Abstract</jats:title><jats:p>We measure <jats:italic>H</jats:italic>"
    "<jats:sub>0</jats:sub> = 73 &amp; compare.</jats:p><jats:p>Second paragraph.</jats:p>"
)


def test_strip_markup_jats():
    text = strip_markup(JATS)
    assert text == "We measure H0 = 73 & compare.\nSecond paragraph."
    assert strip_markup("plain   text") == "plain text"
    assert strip_markup("") == ""


def test_parse_crossref():
    paper = parse_crossref({"message": {"title": ["A <i>Title</i>"], "abstract": JATS}})
    assert paper.title == "A Title"
    assert paper.text.startswith("We measure H0 = 73")
    assert parse_crossref({"message": {"title": ["No abstract"]}}).text == ""
    with pytest.raises(ExtractError):
        parse_crossref({"status": "error"})


# --- the usability gate -------------------------------------------------------------------

LONG = PARA * 8
CLOUDFLARE = (
    "<html><head><title>Just a moment...</title></head><body><div id='cf-challenge'>"
    "<noscript>Enable JavaScript and cookies to continue</noscript></div>"
    "<script>window._cf_chl_opt={cvId: '3'}</script></body></html>"
)
COOKIE_WALL = (
    "We value your privacy. We and our 842 partners use cookies and similar technologies to "
    "store and access personal data on your device. By clicking Accept all you consent to "
    "our use of cookies. You can manage your preferences or reject all at any time. "
    "Cookie settings. Privacy policy. Accept all. Reject all."
)


@pytest.mark.parametrize(
    "text, html, status, expected",
    [
        ("", CLOUDFLARE, 200, "anti-bot / JavaScript-required page"),
        ("Enable JavaScript and cookies to continue", CLOUDFLARE, 200, "anti-bot"),
        ("You need to enable JavaScript to run this app.", None, 200, "anti-bot"),
        (
            "Please verify you are a human. Press & hold the button to confirm.",
            None,
            None,
            "anti-bot",
        ),
        (COOKIE_WALL, None, 200, "cookie wall"),
        (
            "Page not found. The page you are looking for does not exist. Go home.",
            None,
            200,
            "error page",
        ),
        ("Sorry, something went wrong. " * 12, "<title>Error</title>", 200, "error page"),
        (
            (
                "Hrm. The Wayback Machine has not archived that URL. Click here to search for all "
                "archived pages under this domain."
            ),
            None,
            200,
            "archive banner without the article",
        ),
        (
            "Subscribe now to continue reading. Already a subscriber? Log in to continue.",
            None,
            200,
            "paywall",
        ),
        (LONG, None, 404, "error page (HTTP 404)"),
        (LONG, None, 500, "error page (HTTP 500)"),
        (
            "A short real sentence with 120 characters of text about measurement.",
            None,
            200,
            "stub: ",
        ),
        ("   ", None, 200, "no text could be extracted"),
    ],
)
def test_gate_rejects(text, html, status, expected):
    reason = usability(text, html=html, status=status)
    assert reason is not None and reason.startswith(expected), reason


def test_stub_reason_counts_characters():
    assert usability("x" * 120) == "stub: 120 characters"


@pytest.mark.parametrize(
    "text, html",
    [
        (LONG, None),
        (LONG, ARTICLE),
        # a real article may mention cookies, CAPTCHAs, 404s, archives and JavaScript
        (LONG + "Cookies are used on this site. Solve the captcha below. " + LONG, None),
        (PARA * 3 + "The 404 error page study found that pages not found annoy users. ", None),
        (PARA * 3 + "A copy is kept by the Internet Archive's Wayback Machine. ", None),
        (LONG + "Please enable JavaScript to view the comments.", None),
        (
            PARA * 3 + "Patients must consent to treatment; consent may be given by a guardian.",
            None,
        ),
    ],
)
def test_gate_accepts_real_text(text, html):
    assert usability(text, html=html, status=200) is None


def test_stub_rule_can_be_turned_off_for_author_supplied_text():
    short = "Revenue grew 12% in 2023 according to the annual report."
    assert usability(short).startswith("stub")
    assert usability(short, min_chars=0) is None


WORDS = st.sampled_from(
    [
        "the",
        "study",
        "found",
        "that",
        "rate",
        "growth",
        "model",
        "data",
        "sample",
        "result",
        "value",
        "mean",
        "year",
        "city",
        "river",
        "population",
        "survey",
        "measured",
        "reported",
        "increased",
        "decreased",
        "between",
        "among",
        "during",
    ]
)


@settings(max_examples=50, deadline=None)
@given(st.lists(WORDS, min_size=520, max_size=700))
def test_gate_never_rejects_long_ordinary_prose(words):
    text = " ".join(words) + "."
    assert len(text) >= 2000
    assert usability(text) is None


def test_html_main_text_comes_from_trafilatura():
    """Fails when trafilatura cannot run in this environment (e.g. ``lxml_html_clean``
    missing since lxml 5.2): HTML would silently fall back to lxml's every-text-node dump."""
    import trafilatura  # noqa: F401 - the import itself is under test

    page = extract_html(ARTICLE, url="https://news.example/a")
    assert page.extractor is HtmlExtractor.TRAFILATURA
    assert "73.04 km/s/Mpc" in page.text
    assert "All rights reserved" not in page.text  # boilerplate left out, unlike the lxml fallback


def test_html_fallback_is_reported():
    assert extract_html("<html><body></body></html>").extractor is HtmlExtractor.LXML
    assert extract_html("").extractor is HtmlExtractor.NONE
