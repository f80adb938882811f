"""Bundles, ledgers and source files: good input loads, bad input gets a one-line InputError."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from reviewer.model import SourceStatus
from reviewer.sources.bundle import (
    InputError,
    bundle_from_upload,
    load_bundle,
    load_inputs,
    parse_ledger,
)

SAMPLES = Path(__file__).resolve().parents[1] / "data" / "samples"


def make_bundle(tmp_path: Path, note: str = "A fact is stated here [cite:g1].\n", *, ledger=None, files=None) -> Path:
    (tmp_path / "note.md").write_text(note, encoding="utf-8")
    if ledger is not None:
        (tmp_path / "ledger.json").write_text(ledger if isinstance(ledger, str) else json.dumps(ledger), encoding="utf-8")
    if files:
        (tmp_path / "sources").mkdir()
        for name, data in files.items():
            p = tmp_path / "sources" / name
            p.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return tmp_path


@pytest.mark.parametrize("name", ["analytic-note", "numeric-answer", "quoted-note"])
def test_samples_load(name):
    bundle = load_bundle(SAMPLES / name)
    assert bundle.note_text.strip()
    assert bundle.sources and all(s.usable for s in bundle.sources.values())


def test_sources_by_extension(tmp_path):
    html = "<html><head><script>alert(1)</script></head><body><article><p>" + "Rivers flood in spring. " * 20 + "</p></article></body></html>"
    make_bundle(tmp_path, files={"1.txt": "plain text source", "2.md": "# md source\n\ntext", "3.html": html, "x.bin": b"\x00"})
    sources = load_bundle(tmp_path).sources
    assert set(sources) == {"1", "2", "3"}
    assert "Rivers flood in spring." in sources["3"].text and "alert(1)" not in sources["3"].text


@pytest.mark.parametrize("page,why", [
    ('<html><body><div class="cookie">We use cookies to improve your experience. Please accept cookies to '
     'continue. Accept all cookies. Manage preferences.</div></body></html>', "cookie wall"),
    ("<html><head><title>404 Not Found</title></head><body><h1>Page not found</h1><p>Sorry, the page you "
     "requested could not be found.</p></body></html>", "error page"),
])
def test_a_saved_wall_or_error_page_is_unavailable_not_judged(tmp_path, page, why):
    """A saved web page that is the wall in front of the article is "could not check", never a
    source the claim is judged against (and found not supported)."""
    make_bundle(tmp_path, files={"1.html": page, "2.html": "<html><body><p>The library opened in 1904.</p></body></html>"})
    sources = load_bundle(tmp_path).sources
    assert sources["1"].status is SourceStatus.UNAVAILABLE and why in sources["1"].reason
    assert sources["2"].status is SourceStatus.AVAILABLE and "1904" in sources["2"].text  # short, but an author's source


def test_ledger_text_and_url_only_entries(tmp_path):
    make_bundle(tmp_path, ledger={"g1": {"title": "T", "url": "https://e.org", "text": "body"},
                                  "g2": {"title": "Only a URL", "url": "https://e.org/2"},
                                  "../evil": {"text": "never a source"}})
    sources = load_bundle(tmp_path).sources
    assert sources["g1"].text == "body" and sources["g1"].title == "T"
    assert sources["g2"].status is SourceStatus.UNAVAILABLE and sources["g2"].url == "https://e.org/2"
    assert "../evil" not in sources


def test_file_wins_over_ledger_text_but_keeps_its_title(tmp_path):
    make_bundle(tmp_path, ledger={"g1": {"title": "Ledger title", "text": "ledger text"}}, files={"g1.txt": "file text"})
    src = load_bundle(tmp_path).sources["g1"]
    assert (src.text, src.title) == ("file text", "Ledger title")


def test_undecodable_source_is_unavailable_not_fatal(tmp_path):
    make_bundle(tmp_path, files={"1.txt": b"caf\xe9 latin-1", "2.pdf": b"%PDF-broken"})
    sources = load_bundle(tmp_path).sources
    assert sources["1"].status is SourceStatus.UNAVAILABLE and "UTF-8" in sources["1"].reason
    assert sources["2"].status is SourceStatus.UNAVAILABLE and sources["2"].reason


def test_symlink_out_of_the_bundle_is_not_followed(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("secret")
    (tmp_path / "b").mkdir()
    bundle = make_bundle(tmp_path / "b", files={"1.txt": "fine"})
    (bundle / "sources" / "2.txt").symlink_to(outside)
    sources = load_bundle(bundle).sources
    # never read: an unavailable source that says why (its markers are source_unavailable)
    assert sources["1"].text == "fine"
    assert sources["2"].status is SourceStatus.UNAVAILABLE and sources["2"].text == ""
    assert "outside" in sources["2"].reason and "secret" not in repr(sources)


BAD = [
    ("binary", lambda p: (p / "note.md").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00"), "binary"),
    ("latin1", lambda p: (p / "note.md").write_bytes(b"caf\xe9 au lait"), "not UTF-8"),
    ("empty", lambda p: (p / "note.md").write_text("  \n\n"), "empty"),
    ("no-note", lambda p: None, "without a note.md"),
    ("bad-ledger", lambda p: ((p / "note.md").write_text("x [cite:g1]."), (p / "ledger.json").write_text("{oops")), "not valid JSON"),
    ("ledger-list", lambda p: ((p / "note.md").write_text("x [cite:g1]."), (p / "ledger.json").write_text("[1, 2]")), "must be an object"),
    ("ledger-entry", lambda p: ((p / "note.md").write_text("x [cite:g1]."), (p / "ledger.json").write_text('{"g1": 5}')), "entry 'g1'"),
]


@pytest.mark.parametrize("name,setup,message", BAD, ids=[b[0] for b in BAD])
def test_bad_bundles_raise_one_line(tmp_path, name, setup, message):
    setup(tmp_path)
    with pytest.raises(InputError) as exc:
        load_bundle(tmp_path)
    assert message in str(exc.value) and "\n" not in str(exc.value)


def test_missing_sources_folder_and_note(tmp_path):
    (tmp_path / "note.md").write_text("A fact here [1].")
    with pytest.raises(InputError, match="sources folder not found"):
        load_inputs(tmp_path / "note.md", sources_dir=tmp_path / "nope")
    with pytest.raises(InputError, match="note not found"):
        load_inputs(tmp_path / "missing.md")


def test_huge_note_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "note.md"
    with open(path, "wb") as fh:
        fh.truncate(50 * 1024 * 1024)  # sparse: 50 MB without writing 50 MB
    with pytest.raises(InputError, match="too large"):
        load_inputs(path)


def test_upload_names_never_choose_a_path():
    bundle = bundle_from_upload("../../note.md", b"A fact [cite:g1].", {
        "../../etc/g1.txt": b"text one", "ledger.json": b'{"g2": {"text": "two"}}', "a/b/../3.md": b"three",
        "evil name.exe": b"MZ",
    })
    assert set(bundle.sources) == {"g1", "g2", "3"}
    assert str(bundle.note_path) == "note.md"


def test_parse_ledger_accepts_plain_string_entries():
    sources, refs = parse_ledger(b'{"g1": "just the text"}')
    assert sources["g1"].text == "just the text" and not refs


def test_unreadable_source_is_unavailable_with_the_reason(tmp_path, monkeypatch):
    """chmod 000 cannot be tested as root: the open itself is made to fail."""
    import os as _os

    bundle = make_bundle(tmp_path, files={"1.txt": "fine", "2.txt": "locked"})
    real_open = _os.open

    def deny(path, flags, *args, **kwargs):
        if str(path).endswith("2.txt"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(_os, "open", deny)
    sources = load_bundle(bundle).sources
    assert sources["1"].text == "fine"
    assert sources["2"].status is SourceStatus.UNAVAILABLE and "Permission denied" in sources["2"].reason


@pytest.mark.parametrize("kind", ["fifo", "folder", "dev-zero"])
def test_special_files_among_sources_never_block(tmp_path, kind):
    import os as _os

    bundle = make_bundle(tmp_path, files={"1.txt": "fine"})
    target = bundle / "sources" / "2.txt"
    {"fifo": lambda: _os.mkfifo(target), "folder": lambda: target.mkdir(),
     "dev-zero": lambda: target.symlink_to("/dev/zero")}[kind]()
    src = load_bundle(bundle).sources["2"]
    assert src.status is SourceStatus.UNAVAILABLE and ("not a regular file" in src.reason or "outside" in src.reason)



@pytest.mark.parametrize("data,named", [
    (b"\xff\xfe" + "Plain text.".encode("utf-16-le"), "UTF-16"),
    (b"\xfe\xff" + "Plain text.".encode("utf-16-be"), "UTF-16"),
    (b"\xff\xfe\x00\x00" + "Plain text.".encode("utf-32-le"), "UTF-32"),
    ("Plain text.".encode("utf-16-le"), "binary"),
])
def test_text_in_another_unicode_encoding_is_named_not_called_binary(data, named):
    from reviewer.sources.bundle import InputError, decode_text

    with pytest.raises(InputError, match=named):
        decode_text(data, "source s1")
