"""Text out of fetched or bundled documents, and the usability gate.

Pure functions, no network: HTML → main text (trafilatura; lxml only when trafilatura finds no
main text or cannot run, and ``Extracted.extractor`` says which one did), PDF → text
(pypdf), arXiv Atom / Crossref JSON → title + abstract (JATS markup stripped), and
:func:`usability`, which tells a real source text apart from an anti-bot page, a cookie wall,
an error page served with status 200, an archive banner or a stub.
"""

from __future__ import annotations

import io
import logging
import re
from dataclasses import dataclass
from enum import StrEnum

__all__ = [
    "STUB_CHARS",
    "ExtractError",
    "Extracted",
    "HtmlExtractor",
    "html_title",
    "html_to_text",
    "parse_arxiv_atom",
    "parse_crossref",
    "pdf_to_text",
    "strip_markup",
    "usability",
]

#: Below this many characters a fetched page is a stub, not a source.
STUB_CHARS = 300
#: The pattern rules below only fire on texts shorter than this: a real article that merely
#: mentions cookies, CAPTCHAs or a 404 is never rejected.
_SHORT = 2000
#: At most this many PDF pages are read.
MAX_PDF_PAGES = 500


class ExtractError(ValueError):
    """A document could not be turned into text (broken PDF, malformed feed …)."""


class HtmlExtractor(StrEnum):
    """Which extractor produced an HTML page's text."""

    TRAFILATURA = "trafilatura"  # main text, boilerplate left out
    LXML = "lxml"  # every text node: trafilatura found no main text, or could not run
    NONE = "none"  # empty page


@dataclass(frozen=True, slots=True)
class Extracted:
    title: str
    text: str
    extractor: HtmlExtractor | None = None  # set for HTML pages


_log = logging.getLogger(__name__)


_WS = re.compile(r"[ \t\r\f\v\u00a0]+")
_BLANKS = re.compile(r"\n\s*\n+")


def _tidy(text: str) -> str:
    lines = (_WS.sub(" ", line).strip() for line in text.splitlines())
    return _BLANKS.sub("\n\n", "\n".join(lines)).strip()


def _lxml_tree(html: str):
    import lxml.html
    from lxml import etree

    # lxml refuses str input that carries an XML encoding declaration; strip it.
    cleaned = re.sub(r"^\s*<\?xml[^>]*\?>", "", html)
    if not cleaned.strip():
        return None
    try:
        return lxml.html.fromstring(cleaned)
    except (etree.ParserError, ValueError, TypeError):
        return None


def html_title(html: str) -> str:
    """The page title (``<title>``, else the first ``<h1>``); "" when there is none."""
    tree = _lxml_tree(html or "")
    if tree is None:
        return ""
    for path in ("//title", "//h1"):
        for node in tree.xpath(path):
            text = _WS.sub(" ", node.text_content()).strip()
            if text:
                return text
    return ""


def _fallback_text(html: str) -> str:
    tree = _lxml_tree(html)
    if tree is None:
        return ""
    for bad in tree.xpath("//script|//style|//noscript|//template|//head"):
        bad.drop_tree()
    # Put block boundaries on their own lines before flattening.
    for block in tree.xpath("//p|//div|//br|//li|//h1|//h2|//h3|//h4|//tr|//section|//article"):
        block.tail = "\n" + (block.tail or "")
    return _tidy(tree.text_content())


def extract_html(html: str, url: str | None = None) -> Extracted:
    """Title and main text of an HTML page (never raises on any ``str``)."""
    html = html or ""
    text, extractor = "", HtmlExtractor.NONE
    if html.strip():
        try:
            import trafilatura
        except ImportError as exc:  # a broken install (e.g. lxml_html_clean missing): say so
            _log.error("trafilatura cannot be imported (%s); HTML falls back to lxml", exc)
        else:
            try:
                text = (
                    trafilatura.extract(
                        html, url=url, include_comments=False, include_tables=True, favor_recall=True
                    )
                    or ""
                )
            except Exception:  # noqa: BLE001 - a third-party parser on arbitrary input
                text = ""
            extractor = HtmlExtractor.TRAFILATURA
        if not text.strip():
            text, extractor = _fallback_text(html), HtmlExtractor.LXML
    return Extracted(title=html_title(html), text=_tidy(text), extractor=extractor)


def html_to_text(html: str, url: str | None = None) -> str:
    """Main text of an HTML page, headed by its title when the text does not already start
    with it. Boilerplate (navigation, footers, scripts) is left out. Never raises."""
    page = extract_html(html, url)
    if page.title and page.text and not page.text.startswith(page.title):
        return f"{page.title}\n\n{page.text}"
    return page.text


def pdf_to_text(data: bytes) -> str:
    """Text of a PDF, pages separated by blank lines. Raises :class:`ExtractError`."""
    from pypdf import PdfReader
    from pypdf.errors import PyPdfError

    if not data or not data.lstrip()[:5].startswith(b"%PDF"):
        raise ExtractError("not a PDF (no %PDF header)")
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        reader = PdfReader(io.BytesIO(data), strict=False)
        if reader.is_encrypted and not reader.decrypt(""):
            raise ExtractError("PDF is encrypted")
        pages = []
        for page in reader.pages[:MAX_PDF_PAGES]:
            pages.append(_tidy(page.extract_text() or ""))
    except ExtractError:
        raise
    except (PyPdfError, Exception) as exc:  # noqa: BLE001 - pypdf raises many kinds
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise ExtractError(f"unreadable PDF: {detail}") from None
    return "\n\n".join(p for p in pages if p).strip()


def strip_markup(fragment: str) -> str:
    """Plain text of an XML/HTML fragment such as a Crossref JATS abstract."""
    if not fragment or "<" not in fragment:
        return _tidy(fragment or "")
    tree = _lxml_tree(f"<div>{fragment}</div>")
    if tree is None:
        return _tidy(re.sub(r"<[^>]+>", " ", fragment))
    for node in tree.iter():
        tag = node.tag if isinstance(node.tag, str) else ""
        if tag.split(":")[-1] in {"p", "title", "sec", "list-item", "br"}:
            node.tail = "\n" + (node.tail or "")
            if tag.split(":")[-1] == "title":
                node.text = "\n" + (node.text or "")
    text = _tidy(tree.text_content())
    # JATS abstracts often open with a bare "Abstract" heading.
    return re.sub(r"^(abstract|summary)\s*\n+", "", text, flags=re.IGNORECASE).strip()


_ATOM = "{http://www.w3.org/2005/Atom}"


def parse_arxiv_atom(xml: bytes | str) -> Extracted:
    """Title and abstract of the first entry of an arXiv API Atom feed."""
    from lxml import etree

    data = xml.encode("utf-8") if isinstance(xml, str) else xml
    try:
        root = etree.fromstring(
            data, parser=etree.XMLParser(resolve_entities=False, no_network=True)
        )
    except etree.XMLSyntaxError as exc:
        raise ExtractError(f"arXiv feed does not parse: {exc}") from None
    entry = root.find(f"{_ATOM}entry")
    if entry is None:
        raise ExtractError("arXiv: no such id")
    title = _WS.sub(" ", " ".join((entry.findtext(f"{_ATOM}title") or "").split()))
    summary = _WS.sub(" ", " ".join((entry.findtext(f"{_ATOM}summary") or "").split()))
    entry_id = entry.findtext(f"{_ATOM}id") or ""
    if title.lower() == "error" or "/api/errors" in entry_id:
        raise ExtractError(f"arXiv: {summary or 'error'}")
    if not title and not summary:
        raise ExtractError("arXiv: no such id")
    return Extracted(title=title, text=summary)


def parse_crossref(payload: object) -> Extracted:
    """Title and abstract (markup stripped; "" when Crossref has none) of a works record."""
    message = payload.get("message") if isinstance(payload, dict) else None
    if not isinstance(message, dict):
        raise ExtractError("Crossref: unexpected response")
    titles = message.get("title") or []
    title = (
        titles[0]
        if isinstance(titles, list) and titles
        else (titles if isinstance(titles, str) else "")
    )
    abstract = message.get("abstract") or ""
    return Extracted(
        title=strip_markup(str(title)).replace("\n", " "),
        text=strip_markup(abstract) if isinstance(abstract, str) else "",
    )


# --- the usability gate -------------------------------------------------------------------

_ANTI_BOT_HTML = re.compile(
    # markers of challenge pages themselves (not of the bot-detection scripts that ordinary
    # pages also load)
    r"cf-browser-verification|cf_chl_opt|cf-challenge|_Incapsula_Resource|px-captcha|"
    r"captcha-delivery\.com|/cdn-cgi/challenge-platform/h/",
    re.IGNORECASE,
)
_ANTI_BOT_TEXT = re.compile(
    r"just a moment\.\.\.|checking (if the site connection is secure|your browser)|"
    r"enable javascript and cookies to continue|(please )?(enable|turn on) javascript|"
    r"javascript (is )?(required|disabled)|requires javascript|you need to enable javascript|"
    r"are you a (robot|human)|verify (that )?you are (a )?human|unusual traffic from your|"
    r"ddos protection by|attention required!|request unsuccessful\. incapsula|"
    r"access to this page has been denied|press (&|and) hold|complete the captcha|\bcaptcha\b",
    re.IGNORECASE,
)
_COOKIE = re.compile(
    r"cookie|consent|privacy (settings|choices|preferences|policy)|accept all|reject all|"
    r"manage (your )?(preferences|settings|options)|we and our (\d+ )?partners|personal data|"
    r"legitimate interest",
    re.IGNORECASE,
)
_ERROR = re.compile(
    r"\b(400|401|403|404|410|500|502|503)\b\s*[-:–|]?\s*(error|not found|forbidden|gone|page)\b|"
    r"^\s*(error\s*)?(400|401|403|404|410|500|502|503)\s*$|\bpage (was )?not found\b|\bnot found\b|"
    r"\b(does not|doesn't|no longer) exists?\b|\bno longer available\b|"
    r"\bcould(n't| not) find (that|this|the) page\b|\binternal server error\b|"
    r"\bservice (temporarily )?unavailable\b|\baccess denied\b|\b403 forbidden\b|"
    r"\bsomething went wrong\b|\bbad gateway\b|\berror occurred\b|^\s*error\b",
    re.IGNORECASE,
)
_ARCHIVE = re.compile(
    r"wayback machine|internet archive|web\.archive\.org|archive\.today|archive\.ph\b|"
    r"webcitation|captured \d+ times|\d+ captures",
    re.IGNORECASE,
)
_ARCHIVE_FAIL = re.compile(
    r"has not archived that url|not available in the archive|this url has been excluded|"
    r"got an http \d{3} response at crawl time|snapshot cannot be displayed",
    re.IGNORECASE,
)
_PAYWALL = re.compile(
    r"subscribe (now )?to (continue|read)|subscribers only|for subscribers|"
    r"(log|sign) in to (continue|read|view|access)|create a free account to (continue|read)|"
    r"purchase (this )?(article|access)|you have reached your (free )?article limit",
    re.IGNORECASE,
)


def _share(pattern: re.Pattern[str], text: str) -> float:
    """Share of the text's characters in lines (or sentences) that match ``pattern``."""
    pieces = [p for p in re.split(r"\n+|(?<=[.!?])\s+", text) if p.strip()]
    total = sum(len(p) for p in pieces) or 1
    return sum(len(p) for p in pieces if pattern.search(p)) / total


def usability(
    text: str,
    *,
    html: str | None = None,
    status: int | None = None,
    min_chars: int = STUB_CHARS,
) -> str | None:
    """Why ``text`` cannot serve as a source, or ``None`` when it is usable.

    ``html`` (the raw page) and ``status`` (the HTTP status) sharpen the verdict when known.
    ``min_chars=0`` turns the stub rule off (for short texts an author supplied on purpose).
    Every pattern rule only fires on short texts (under ~2,000 characters) and mostly on the
    share of the text that matches, so an ordinary article is never rejected for mentioning
    cookies, a CAPTCHA or a 404.
    """
    body = (text or "").strip()
    n = len(body)
    if status is not None and status >= 400:
        return f"error page (HTTP {status})"
    strong_bot = bool(html and _ANTI_BOT_HTML.search(html))
    if n == 0:
        if strong_bot or (html and _ANTI_BOT_TEXT.search(html)):
            return "anti-bot / JavaScript-required page"
        return "no text could be extracted"
    if n < _SHORT:
        title = html_title(html) if html else ""
        if strong_bot or _ANTI_BOT_TEXT.search(title) or _share(_ANTI_BOT_TEXT, body) >= 0.2:
            return "anti-bot / JavaScript-required page"
        if re.search(r"cookie", body, re.IGNORECASE) and _share(_COOKIE, body) >= 0.4:
            return "cookie wall"
        if _ARCHIVE_FAIL.search(body) or _share(_ARCHIVE, body) >= 0.3:
            return "archive banner without the article"
        if (title and _ERROR.search(title) and n < 1000) or _share(_ERROR, body) >= 0.3:
            return "error page"
        if _share(_PAYWALL, body) >= 0.2 and n < 1200:
            return "paywall / login page"
    if n < min_chars:
        return f"stub: {n} characters"
    return None
