"""The bad-input corpus: 200+ hostile or broken inputs through the command, in-process.

Every error case must end with exit code 2 and exactly one stderr line starting
``reviewer: error:`` (never ``internal error``, never a traceback), quickly, with bounded memory
(tracemalloc peak; huge inputs are sparse files that must be refused by size, /dev/zero and
FIFOs must be refused before they are opened). Inputs that are legitimately *not* errors (HTML
in a note, path-like citation keys, a FIFO among the sources …) are in the corpus too, with
their expected outcome.
"""

from __future__ import annotations

import io
import json
import os
import socket
import sqlite3
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest

from reviewer.cli import main

NOTE = "The rate rose to 4.5% in 2020 [1].\n\nIt fell again in 2021 [cite:g1].\n"
SOURCE = "The rate rose to 4.5% in 2020, the survey found. It fell again in 2021."
ROW = {"id": "r1", "claim": "The rate rose.", "source_text": "The rate rose in 2020.", "label": "Supported"}
SECRET = "TOP-SECRET-OUTSIDE-THE-BUNDLE"

# --- byte payloads that are not usable text ---------------------------------------------------

BAD_TEXT: dict[str, bytes] = {
    "png": b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)),
    "nul-start": b"\x00" + NOTE.encode(),
    "nul-middle": NOTE.encode() + b"\x00\x00" + NOTE.encode(),
    "elf": b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 64,
    "zip": b"PK\x03\x04" + b"\x00" * 30,
    "gzip": b"\x1f\x8b\x08\x00" + b"\x00" * 20,
    "latin1": "café au lait [1].".encode("latin-1"),
    "cp1252-quotes": b"\x93quoted\x94 claim [1].",
    "utf16-le-bom": "\ufeffA claim [1].".encode("utf-16-le"),
    "utf16-be-bom": "\ufeffA claim [1].".encode("utf-16-be"),
    "utf16-no-bom": "A claim [1].".encode("utf-16-le"),
    "utf32-bom": "\ufeffA claim [1].".encode("utf-32"),
    "surrogate": b"A claim \xed\xa0\x80 [1].",
    "overlong": b"A claim \xc0\xaf [1].",
    "truncated-multibyte": b"A claim [1] \xe2\x82",
    "lone-continuation": b"\x80\x81\x82 claim",
    "invalid-ff": b"\xff\xfe\xfd claim",
}
EMPTY_TEXT: dict[str, bytes] = {
    "empty": b"",
    "spaces": b"     ",
    "newlines": b"\n\n\n\n",
    "tabs-crlf": b"\t\r\n\t\r\n",
    "bom-only": b"\xef\xbb\xbf",
    "bom-spaces": b"\xef\xbb\xbf  \n ",
    "nbsp": "\u00a0\u2003\u3000\n".encode(),
    "vertical": b"\x0b\x0c\x1c\x1d\x1e\n",
}


def write(path: Path, data: bytes | str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return path


def sparse(path: Path, size: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as fh:
        fh.truncate(size)
    return path


def bundle(root: Path, note: bytes | str = NOTE, sources: dict[str, bytes | str] | None = None,
           ledger: bytes | str | None = None) -> Path:
    write(root / "note.md", note)
    for name, data in (sources if sources is not None else {"1.txt": SOURCE}).items():
        write(root / "sources" / name, data)
    if ledger is not None:
        write(root / "ledger.json", ledger)
    return root


# --- path kinds: what a file argument may turn out to be ---------------------------------------

def _fifo(p: Path) -> Path:
    p.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(p)
    return p


def _socket(p: Path) -> Path:
    p.parent.mkdir(parents=True, exist_ok=True)
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(p))
    s.close()
    return p


def _link(target: str | Path):
    def make(p: Path) -> Path:
        p.parent.mkdir(parents=True, exist_ok=True)
        p.symlink_to(target)
        return p
    return make


def _loop(p: Path) -> Path:
    p.parent.mkdir(parents=True, exist_ok=True)
    p.symlink_to(p.name)
    return p


def _dir(p: Path) -> Path:
    p.mkdir(parents=True)
    return p


PATH_KINDS: dict[str, Callable[[Path], Path]] = {
    "fifo": _fifo,
    "socket": _socket,
    "dev-zero-link": _link("/dev/zero"),
    "dev-urandom-link": _link("/dev/urandom"),
    "dev-null-link": _link("/dev/null"),
    "symlink-loop": _loop,
    "dangling-link": _link("/nonexistent/elsewhere"),
    "folder": _dir,
    "huge-sparse": lambda p: sparse(p, 3 * 1024**3),
    "missing": lambda p: p,
}

# --- the corpus: (id, builder(tmp) -> argv) ---------------------------------------------------

ERRORS: list[tuple[str, Callable[[Path], list[str]]]] = []


def case(name: str):
    def register(fn):
        ERRORS.append((name, fn))
        return fn
    return register


for _name, _data in {**BAD_TEXT, **EMPTY_TEXT}.items():
    ERRORS.append((f"note-file/{_name}", lambda t, d=_data: ["check", str(write(t / "n.md", d)), "--offline"]))
    ERRORS.append((f"bundle-note/{_name}", lambda t, d=_data: ["check", str(bundle(t / "b", note=d)), "--offline"]))
    ERRORS.append((f"ledger/{_name}", lambda t, d=_data: ["check", str(bundle(t / "b", ledger=d)), "--offline"]))
    ERRORS.append((f"corpus/{_name}", lambda t, d=_data: ["bench", str(write(t / "c.jsonl", d))]))
    ERRORS.append((f"config/{_name}",
                   lambda t, d=_data: ["check", str(bundle(t / "b")), "--config", str(write(t / "c.json", d)), "--offline"]))

for _name, _make in PATH_KINDS.items():
    ERRORS.append((f"note-path/{_name}", lambda t, m=_make: ["check", str(m(t / "n.md")), "--offline"]))
    ERRORS.append((f"bundle-note-path/{_name}",
                   lambda t, m=_make: ["check", str((m(t / "b" / "note.md"), t / "b")[1]), "--offline"]))
    if _name != "missing":  # a bundle without ledger.json is fine
        ERRORS.append((f"bundle-ledger-path/{_name}",
                       lambda t, m=_make: ["check", str((bundle(t / "b"), m(t / "b" / "ledger.json"))[0]), "--offline"]))
    ERRORS.append((f"ledger-flag/{_name}",
                   lambda t, m=_make: ["check", str(write(t / "n.md", NOTE)), "--ledger", str(m(t / "l.json")), "--offline"]))
    ERRORS.append((f"config-path/{_name}",
                   lambda t, m=_make: ["check", str(bundle(t / "b")), "--config", str(m(t / "c.toml")), "--offline"]))
    ERRORS.append((f"corpus-path/{_name}", lambda t, m=_make: ["bench", str(m(t / "c.jsonl"))]))
    ERRORS.append((f"export-db-path/{_name}",
                   lambda t, m=_make: ["export", "gold", "--db", str(m(t / "log.db"))]))
    if _name not in ("folder", "missing"):
        ERRORS.append((f"sources-flag/{_name}",
                       lambda t, m=_make: ["check", str(write(t / "n.md", NOTE)), "--sources", str(m(t / "src")), "--offline"]))

# escaping the bundle
ERRORS += [
    ("escape/note-symlink-out", lambda t: ["check", str((write(t / "secret.md", SECRET + " [1]."),
                                                       bundle(t / "b", note="x"),
                                                       (t / "b" / "note.md").unlink(),
                                                       (t / "b" / "note.md").symlink_to(t / "secret.md"))[1]), "--offline"]),
    ("escape/ledger-symlink-out", lambda t: ["check", str((write(t / "secret.json", json.dumps({"g1": SECRET})),
                                                         bundle(t / "b"),
                                                         (t / "b" / "ledger.json").symlink_to(t / "secret.json"))[1]),
                                             "--offline"]),
    ("escape/sources-dir-symlink-out", lambda t: ["check", str((write(t / "out" / "1.txt", SECRET),
                                                              write(t / "b" / "note.md", NOTE),
                                                              (t / "b" / "sources").symlink_to(t / "out"), t / "b")[-1]),
                                                  "--offline"]),
    ("escape/note-symlink-etc-passwd", lambda t: ["check", str((write(t / "b" / "x", ""),
                                                               (t / "b" / "note.md").symlink_to("/etc/passwd"))[0].parent),
                                                  "--offline"]),
    ("bundle/no-note", lambda t: ["check", str(_dir(t / "b")), "--offline"]),
    ("bundle/only-sources", lambda t: ["check", str((write(t / "b" / "sources" / "1.txt", SOURCE), t / "b")[1]),
                                       "--offline"]),
    ("bundle/sources-is-a-file", lambda t: ["check", str((bundle(t / "b", sources={}), write(t / "b" / "sources", "x"))[0]),
                                            "--offline"]),
    ("bundle/huge-sparse-note", lambda t: ["check", str((bundle(t / "b"), sparse(t / "b" / "note.md", 25 * 1024**2))[0]),
                                           "--offline"]),
    ("note/path-with-nul", lambda t: ["check", str(t / "n\x00.md"), "--offline"]),
    ("note/path-too-long", lambda t: ["check", str(t / ("x" * 5000)), "--offline"]),
    ("note/dev-zero", lambda t: ["check", "/dev/zero", "--offline"]),
    ("note/dev-null", lambda t: ["check", "/dev/null", "--offline"]),
    ("note/proc-self", lambda t: ["check", "/proc/self/mem", "--offline"]),
    ("note/root-dir", lambda t: ["check", "/", "--offline"]),
]

# ledgers: broken JSON and wrong shapes
LEDGERS = {
    "truncated": '{"g1": {"text": "abc"', "trailing-garbage": '{"g1": "x"} extra', "single-quotes": "{'g1': 'x'}",
    "trailing-comma": '{"g1": "x",}', "null": "null", "array": '["g1"]', "number": "42", "string": '"g1"',
    "true": "true", "entry-number": '{"g1": 1}', "entry-list": '{"g1": ["a"]}', "entry-null": '{"g1": null}',
    "entry-bool": '{"g1": true}', "text-number": '{"g1": {"text": 5}}', "text-list": '{"g1": {"text": ["a"]}}',
    "text-object": '{"g1": {"text": {"a": 1}}}', "url-number": '{"g1": {"url": 7}}', "title-list": '{"g1": {"title": [1]}}',
    "deep-nesting": "[" * 100_000 + "]" * 100_000, "deep-object": '{"a":' * 50_000 + "1" + "}" * 50_000,
    "huge-int": '{"g1": ' + "9" * 100_000 + "}", "nan-entry": '{"g1": NaN}', "comment": '// c\n{"g1": "x"}',
    "unterminated-string": '{"g1": "abc', "control-char": '{"g1": "a\x01b"}', "bad-escape": r'{"g1": "\q"}',
    "lone-surrogate-escape": '{"g1": {"text": 5, "title": "\\ud800"}}', "two-documents": '{"g1": "x"}\n{"g2": "y"}',
}
for _name, _text in LEDGERS.items():
    ERRORS.append((f"ledger-json/{_name}", lambda t, s=_text: ["check", str(bundle(t / "b", ledger=s)), "--offline"]))

# corpus rows of many shapes
ROWS = {
    "not-json": "{oops", "array-row": "[1, 2]", "string-row": '"row"', "null-row": "null", "number-row": "3",
    "missing-id": json.dumps({k: v for k, v in ROW.items() if k != "id"}),
    "missing-claim": json.dumps({k: v for k, v in ROW.items() if k != "claim"}),
    "missing-source": json.dumps({k: v for k, v in ROW.items() if k != "source_text"}),
    "missing-label": json.dumps({k: v for k, v in ROW.items() if k != "label"}),
    "claim-int": json.dumps({**ROW, "claim": 3}), "claim-list": json.dumps({**ROW, "claim": ["a"]}),
    "claim-null": json.dumps({**ROW, "claim": None}), "claim-object": json.dumps({**ROW, "claim": {"a": 1}}),
    "source-int": json.dumps({**ROW, "source_text": 1}), "source-null": json.dumps({**ROW, "source_text": None}),
    "label-unknown": json.dumps({**ROW, "label": "Maybe"}), "label-int": json.dumps({**ROW, "label": 1}),
    "label-null": json.dumps({**ROW, "label": None}), "label-lowercase-typo": json.dumps({**ROW, "label": "suported"}),
    "deep-row": "[" * 100_000 + "]" * 100_000, "huge-int-row": '{"id": ' + "9" * 100_000 + "}",
    "nan-claim": '{"id": "r", "claim": NaN, "source_text": "s", "label": "Supported"}',
    "good-then-bad": json.dumps(ROW) + "\n{bad", "empty-object": "{}", "trailing-comma": '{"id": "r",}',
    "only-blank-lines": "\n \n\t\n",
}
for _name, _text in ROWS.items():
    ERRORS.append((f"corpus-row/{_name}", lambda t, s=_text: ["bench", str(write(t / "c.jsonl", s))]))

# configuration files
CONFIGS = {
    "c.toml": ["judges = [", "unknown_key = 1", "judges = 3", "judges = ['nope']", "strict = 'yes'", "[llm]\ntimeout = 'x'",
               "llm = 3", "offline = 1", "processes = 'two'", "= 1", "[[judges]]", "a.b.c = 1", "cache_path = 3",
               "judges = ['lexical:x']"],
    "c.json": ["[]", '"x"', "null", "{", '{"judges": 1}', '{"nope": 1}', "[" * 100_000 + "]" * 100_000,
               '{"processes": ' + "9" * 100_000 + "}", '{"llm": []}', '{"strict": null}'],
}
for _suffix, _texts in CONFIGS.items():
    for _i, _text in enumerate(_texts):
        ERRORS.append((f"config-file/{_suffix}-{_i}", lambda t, s=_text, x=_suffix: [
            "check", str(bundle(t / "b")), "--config", str(write(t / x, s)), "--offline"]))
ERRORS.append(("config-file/huge-sparse", lambda t: ["check", str(bundle(t / "b")), "--config",
                                                     str(sparse(t / "c.toml", 5 * 1024**2)), "--offline"]))

# command-line use
FLAGS = [
    [], ["nope"], ["check"], ["check", "--json"], ["check", "{n}", "--json", "--markdown"], ["check", "{n}", "--bogus"],
    ["check", "{n}", "--sources"], ["check", "{n}", "--ledger"], ["check", "{n}", "--config"],
    ["bench"], ["bench", "{c}", "--limit", "0"], ["bench", "{c}", "--limit", "-3"], ["bench", "{c}", "--limit", "x"],
    ["bench", "{c}", "--judge", "nope"], ["bench", "{c}", "--html", "{t}/no/such/dir/r.html"],
    ["export"], ["export", "gold"], ["export", "nope", "--db", "{t}/x.db"], ["export", "note", "--db"],
    ["check", "{n}", "--out", "{t}/no/such/dir/out.md", "--offline"], ["check", "{n}", "--out", "{t}", "--offline"],
    ["app", "--port", "x"], ["--bogus"], ["check", "{n}", "--strict=1"],
]
for _i, _argv in enumerate(FLAGS):
    def _build(t: Path, argv=_argv) -> list[str]:
        n = write(t / "n.md", NOTE)
        c = write(t / "c.jsonl", json.dumps(ROW))
        return [a.format(n=n, c=c, t=t) for a in argv]
    ERRORS.append((f"flags/{_i}-{'-'.join(_argv)[:40] or 'none'}", _build))


# decision logs that are not usable
def _sqlite(t: Path, sql: str) -> Path:
    p = t / "log.db"
    conn = sqlite3.connect(p)
    conn.executescript(sql)
    conn.close()
    return p


DBS = {
    "text-file": lambda t: write(t / "log.db", "not a database"),
    "binary": lambda t: write(t / "log.db", bytes(range(256)) * 64),
    "truncated-header": lambda t: write(t / "log.db", b"SQLite format 3\x00" + b"\x00" * 10),
    "wrong-decisions-table": lambda t: _sqlite(t, "CREATE TABLE decisions (a); INSERT INTO decisions VALUES (1);"),
    # an empty SQLite file or one without our tables is an empty log: exporting gold labels or
    # decisions from it gives nothing (exit 0, see EMPTY_LOGS below); the repaired note is an error
    "empty-file": lambda t: write(t / "log.db", b""),
    "other-schema": lambda t: _sqlite(t, "CREATE TABLE x (a); INSERT INTO x VALUES (1);"),
}
EMPTY_LOGS = [("empty-file", "gold"), ("empty-file", "decisions"), ("other-schema", "gold"),
              ("other-schema", "decisions"), ("wrong-decisions-table", "gold")]  # (gold reads snapshots only)
for _name, _make in DBS.items():
    for _what in ("gold", "note", "decisions"):
        if (_name, _what) in EMPTY_LOGS:
            continue
        ERRORS.append((f"export-db/{_name}-{_what}", lambda t, m=_make, w=_what: ["export", w, "--db", str(m(t))]))


@pytest.mark.parametrize(("name", "what"), EMPTY_LOGS)
def test_an_empty_log_exports_nothing(name, what, tmp_path):
    out, err = io.StringIO(), io.StringIO()
    code = main(["export", what, "--db", str(DBS[name](tmp_path))], out, err)
    assert code == 0 and "error" not in err.getvalue()
    assert len(out.getvalue().strip().splitlines()) <= 1  # at most a CSV header


@pytest.fixture(scope="module", autouse=True)
def _imported():
    """Import what the commands import, so that tracemalloc and the clock see only the case."""
    import reviewer.bench  # noqa: F401
    import reviewer.report  # noqa: F401
    import reviewer.review.export  # noqa: F401
    import reviewer.review.store  # noqa: F401
    import reviewer.runtime  # noqa: F401
    import reviewer.verify  # noqa: F401


@pytest.mark.parametrize(("name", "build"), ERRORS, ids=[n for n, _ in ERRORS])
def test_bad_input_is_one_line_exit_2(name, build, tmp_path):
    argv = build(tmp_path)
    out, err = io.StringIO(), io.StringIO()
    tracemalloc.start()
    t0 = time.monotonic()
    try:
        code = main(argv, out, err)
    finally:
        took = time.monotonic() - t0
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    lines = err.getvalue().splitlines()
    assert code == 2, (code, err.getvalue()[:300])
    assert len(lines) == 1 and lines[0].startswith("reviewer: error:"), err.getvalue()[:500]
    assert "internal error" not in lines[0] and "Traceback" not in err.getvalue()
    assert SECRET not in out.getvalue() + err.getvalue()
    assert took < 10, took
    assert peak < 200 * 1024**2, peak


def test_corpus_is_big_enough():
    assert len(ERRORS) + len(NOT_ERRORS) + len(EMPTY_LOGS) >= 200


# --- inputs that are NOT errors, with their expected outcome -------------------------------------

def _check(t: Path, path: Path, *extra: str) -> tuple[int, dict, str]:
    out, err = io.StringIO(), io.StringIO()
    code = main(["check", str(path), "--json", "--offline", "--no-repair", *extra], out, err)
    return code, json.loads(out.getvalue()) if out.getvalue().strip() else {}, err.getvalue()


def _unavailable(report: dict, source: str = "2") -> bool:
    return any(c["verdict"] == "source_unavailable" for c in report["claims"]
               if any(x.get("source_id") == source for x in c["citations"]))


BAD_SOURCE_NOTE = "The rate rose to 4.5% in 2020 [1].\n\nAnother fact holds here [2].\n"
NOT_ERRORS: list[tuple[str, Callable[[Path], Path], Callable[[int, dict, str], bool]]] = [
    ("html-script-in-note", lambda t: bundle(t / "b", note="The rate rose to 4.5% in 2020 <script>alert(1)</script> [1].\n"),
     lambda c, r, e: c in (0, 1) and "<script>" in r["claims"][0]["text"]),
    ("markdown-image-in-note", lambda t: bundle(t / "b", note="![x](https://evil.test/pixel.png) The rate rose [1].\n"),
     lambda c, r, e: c in (0, 1) and r["claims"]),
    ("path-like-ledger-key", lambda t: bundle(t / "b", note="It rose [cite:../../etc/passwd].\n"),
     lambda c, r, e: c == 1 and r["dangling"] and "root:" not in json.dumps(r)),
    ("absolute-path-key", lambda t: bundle(t / "b", note="It rose [cite:/etc/passwd].\n"),
     lambda c, r, e: c == 1 and r["dangling"] and "root:" not in json.dumps(r)),
    ("path-like-ledger-entry", lambda t: bundle(t / "b", note="It rose [cite:g1].\n",
                                                ledger=json.dumps({"../g1": "x", "g1": SOURCE})),
     lambda c, r, e: c in (0, 1) and not r["dangling"]),
    ("fifo-source", lambda t: (bundle(t / "b", note=BAD_SOURCE_NOTE), _fifo(t / "b" / "sources" / "2.txt"))[0],
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("folder-named-like-a-source", lambda t: (bundle(t / "b", note=BAD_SOURCE_NOTE), _dir(t / "b" / "sources" / "2.txt"))[0],
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-symlink-out", lambda t: (write(t / "s.txt", SECRET), bundle(t / "b", note=BAD_SOURCE_NOTE),
                                      (t / "b" / "sources" / "2.txt").symlink_to(t / "s.txt"))[1],
     lambda c, r, e: c in (0, 1) and _unavailable(r) and SECRET not in json.dumps(r)),
    ("source-dev-zero", lambda t: (bundle(t / "b", note=BAD_SOURCE_NOTE), _link("/dev/zero")(t / "b" / "sources" / "2.txt"))[0],
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-huge-sparse", lambda t: (bundle(t / "b", note=BAD_SOURCE_NOTE), sparse(t / "b" / "sources" / "2.txt", 2 * 1024**3))[0],
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-binary", lambda t: bundle(t / "b", note=BAD_SOURCE_NOTE, sources={"1.txt": SOURCE, "2.txt": BAD_TEXT["png"]}),
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-latin1", lambda t: bundle(t / "b", note=BAD_SOURCE_NOTE, sources={"1.txt": SOURCE, "2.txt": BAD_TEXT["latin1"]}),
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-broken-pdf", lambda t: bundle(t / "b", note=BAD_SOURCE_NOTE, sources={"1.txt": SOURCE, "2.pdf": b"%PDF-1.4 broken"}),
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-empty", lambda t: bundle(t / "b", note=BAD_SOURCE_NOTE, sources={"1.txt": SOURCE, "2.txt": b""}),
     lambda c, r, e: c in (0, 1) and _unavailable(r)),
    ("source-unreadable", lambda t: (bundle(t / "b", note=BAD_SOURCE_NOTE), write(t / "b" / "sources" / "2.txt", "x"),
                                     os.chmod(t / "b" / "sources" / "2.txt", 0))[0],
     lambda c, r, e: c in (0, 1) and (_unavailable(r) or os.geteuid() == 0)),
    ("zero-width-only-note", lambda t: bundle(t / "b", note="\u200b\u200b\n"), lambda c, r, e: c in (0, 1) and not e),
    ("bom-utf8-note", lambda t: bundle(t / "b", note=b"\xef\xbb\xbf" + NOTE.encode()), lambda c, r, e: c in (0, 1)),
    ("crlf-note", lambda t: bundle(t / "b", note=NOTE.replace("\n", "\r\n")), lambda c, r, e: c in (0, 1) and r["claims"]),
    ("heading-only", lambda t: bundle(t / "b", note="# Title\n"), lambda c, r, e: c == 0 and r["claims"] == []),
    ("long-word", lambda t: bundle(t / "b", note="A" + "b" * 200_000 + " [1].\n"), lambda c, r, e: c in (0, 1)),
    ("rtl-and-emoji", lambda t: bundle(t / "b", note="\u202eThe rate rose 🙂 in 2020 [1].\n"), lambda c, r, e: c in (0, 1)),
    ("unsafe-source-name", lambda t: bundle(t / "b", sources={"1.txt": SOURCE, "..txt": SECRET, ".hidden.txt": SECRET}),
     lambda c, r, e: c in (0, 1) and SECRET not in json.dumps(r)),
]


@pytest.mark.parametrize(("name", "build", "expect"), NOT_ERRORS, ids=[n for n, _, _ in NOT_ERRORS])
def test_not_errors_have_their_expected_outcome(name, build, expect, tmp_path):
    t0 = time.monotonic()
    code, report, err = _check(tmp_path, build(tmp_path))
    assert "internal error" not in err and "Traceback" not in err
    assert expect(code, report, err), (code, err, json.dumps(report)[:500])
    assert time.monotonic() - t0 < 30
