"""The ``reviewer`` command: a thin layer over the library (Contract 2 of DESIGN.md).

Exit codes: 0 the note passes the gate; 1 it does not; 2 bad input or usage, with a
one-line reason on stderr and no traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TextIO

from reviewer.cli_parser import _build_parser, _with_llm_flags
from reviewer.errors import (
    EXIT_FAIL,
    EXIT_OK,
    EXIT_USAGE,
    ReviewerError,
    StoreError,
    UsageError,
    exit_code,
    one_line,
)

_CONTROL = None


def _shown(text: str) -> str:
    """Human output with every control character of the input (ESC, BEL, CR, C1 codes) shown as
    a visible escape ('\\x1b'): a note or a file name never drives the terminal. Newlines and
    tabs stay. The JSON report and the exports are data and are written exactly."""
    global _CONTROL
    if _CONTROL is None:
        import re

        _CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def _progress_printer(stream: TextIO, label: str):
    """A small progress bar on stderr (only when it is a terminal)."""
    if not stream.isatty():
        return None
    last: list = [None]

    def progress(done: int, total: int, stage: str = label) -> None:
        pct = 100 if total == 0 else int(100 * done / total)
        if (stage, pct) != last[0]:  # a new stage starts its own bar, even at the same percentage
            last[0] = (stage, pct)
            bar = "#" * (pct // 4)
            stream.write(f"\r{stage:<10} [{bar:<25}] {done}/{total}")
            if done >= total:
                stream.write("\n")
            stream.flush()

    return progress


def _load_config(path: str | None, **overrides):
    from reviewer.config import load_config

    config = load_config(path)
    changes = {k: v for k, v in overrides.items() if v is not None}
    return config.with_(**changes) if changes else config


def _hint_bundle(args: argparse.Namespace, err: TextIO) -> None:
    """A note file given alone, next to a bundle's sources: they are not read unless asked for
    (``reviewer check b1/note.md`` finds no source; ``reviewer check b1`` does). Say so."""
    if args.sources is not None or args.ledger is not None:
        return
    note = Path(args.note)
    if not note.is_file():
        return
    folder = note.parent
    found = [name for name in ("sources", "ledger.json") if (folder / name).exists()]
    if found:
        shown = str(folder) if str(folder) != "." else "."
        err.write(_shown(f"reviewer: note: {' and '.join(found)} next to {note.name} not read: check the bundle "
                         f"folder (reviewer check {shown}) or pass --sources/--ledger") + "\n")


def _same_file(a: str | Path, b: str | Path) -> bool:
    """Whether two paths name one file (a link or another spelling of the path included)."""
    try:
        return Path(a).resolve() == Path(b).resolve() or (Path(a).exists() and Path(a).samefile(b))
    except OSError:
        return False


def _refuse_input_as_out(out: Path, inputs) -> None:
    """``--out`` never overwrites what the check reads: the note, the ledger, or a file of the
    sources folder (a file written there would also be read as a source next time)."""
    what = ("the note itself" if _same_file(out, inputs.note_path) else
            "the ledger" if inputs.ledger_path is not None and _same_file(out, inputs.ledger_path) else
            "inside the sources folder" if inputs.sources_dir is not None and _inside(out, inputs.sources_dir) else None)
    if what is not None:
        raise UsageError(f"--out {out} is {what}: an input would be overwritten; "
                         "write the repaired note to another file")


def _refuse_overwrite(flag: str, out: str, what: str, *paths: str | Path) -> None:
    """``flag OUT`` never names a file the command reads (``what``: "the corpus", …)."""
    if any(_same_file(out, p) for p in paths):
        raise UsageError(f"{flag} {out} is {what}: it would be overwritten; write to another file")


def _writable(out: str) -> None:
    """``out`` can be written as a file, checked before the work it would hold (a check, a
    bench run) starts: not a folder, and inside a folder that is there."""
    path = Path(out)
    parent = path.parent
    why = ("is a folder: give a file name" if path.is_dir() else
           f"no such folder {parent}" if not parent.exists() else
           f"{parent} is a file, not a folder" if not parent.is_dir() else None)
    if why is not None:
        raise UsageError(f"cannot write {out}: {why}")


def _inside(path: Path, folder: Path) -> bool:
    try:
        return path.resolve().parent == folder.resolve() or folder.resolve() in path.resolve().parents
    except OSError:
        return False


def _wrote_line(out: str, repaired: str | None, note: str) -> str:
    """What ``check --out`` wrote: the repaired note, or the note as it was (and why)."""
    if repaired is None:
        return f"reviewer: wrote the note to {out} unchanged (--no-repair)"
    if repaired == note:
        return f"reviewer: wrote the note to {out} unchanged (no repair could be applied)"
    return f"reviewer: wrote the repaired note to {out}"


def cmd_check(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from reviewer.report import to_dict, to_markdown, to_text
    from reviewer.runtime import build_runtime
    from reviewer.sources.bundle import load_inputs
    from reviewer.verify import verify

    overrides = {"strict": args.strict or None, "repair": args.repair, "offline": args.offline or None,
                 "contradiction_model": args.contradiction_model}
    config = _with_llm_flags(_load_config(args.config, **overrides), args)
    if args.sources is not None and Path(args.sources).is_file():
        raise UsageError(f"--sources {args.sources} is a file; give the folder that holds the sources "
                         "(sources/<id>.<ext>)")
    inputs = load_inputs(args.note, args.sources, args.ledger)
    if args.out:
        _refuse_input_as_out(Path(args.out), inputs)
        _writable(args.out)
    _hint_bundle(args, err)
    with build_runtime(config) as runtime:
        report = verify(inputs.note_text, inputs.all_sources(), runtime=runtime, note_path=str(inputs.note_path),
                        progress=_progress_printer(err, "checking"))
    if inputs.warnings:  # the inputs' warnings first, then the check's own (each once)
        from dataclasses import replace

        report = replace(report, warnings=tuple(dict.fromkeys(inputs.warnings + report.warnings)))
    if args.out:
        text = report.repaired_note if report.repaired_note is not None else inputs.note_text
        try:
            Path(args.out).write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {args.out}: {exc.strerror or exc}") from None
        err.write(_shown(_wrote_line(args.out, report.repaired_note, inputs.note_text)) + "\n")
    if args.json:
        json.dump(to_dict(report), out, ensure_ascii=False, indent=2)
        out.write("\n")
    elif args.markdown:
        out.write(_shown(to_markdown(report)))
    else:
        out.write(_shown(to_text(report)))
    return EXIT_OK if report.ok else EXIT_FAIL


def cmd_bench(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from reviewer.bench import duplicate_ids, load_corpus, run_bench, write_html
    from reviewer.runtime import build_runtime

    config = _with_llm_flags(_load_config(args.config, contradiction_model=args.contradiction_model), args)
    if args.judge:
        config = config.with_(judges=(args.judge,))
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be a positive number")
    if args.html:
        _refuse_overwrite("--html", args.html, "the corpus", args.corpus)
        _writable(args.html)
    rows = load_corpus(args.corpus, limit=args.limit)
    if repeated := duplicate_ids(rows, args.corpus):
        err.write(_shown(f"reviewer: warning: {repeated}") + "\n")
    if args.by is not None:
        from reviewer.bench.run import corpus_fields

        fields = corpus_fields(rows)
        if args.by not in fields:
            shown = ", ".join(fields[:20]) + (", …" if len(fields) > 20 else "")
            raise UsageError(f"--by {args.by[:60]}: no row of the corpus has that field (fields: {shown})")
    with build_runtime(config, fetch=False) as runtime:
        result = run_bench(rows, runtime, by=args.by, progress=_progress_printer(err, "bench"), holdout=args.holdout,
                           labels=None if args.labels == "auto" else args.labels)
    if args.holdout:
        err.write(f"bench: --holdout excluded {result.excluded_rows} training row(s); scoring {len(result.rows)}\n")
    elif result.in_sample_rows:
        err.write(f"bench: {result.in_sample_rows} of {len(result.rows)} rows are training rows of the shipped "
                  f"weights (in-sample); --holdout scores only the others\n")
    metrics = result.to_json()
    if args.html:
        try:
            write_html(result, args.html)
        except OSError as exc:
            raise UsageError(f"cannot write {args.html}: {exc.strerror or exc}") from None
    if args.json:
        json.dump(metrics, out, ensure_ascii=False, indent=2)
        out.write("\n")
    else:
        out.write(
            f"{metrics['n']} row{'' if metrics['n'] == 1 else 's'}: exact accuracy {100 * metrics['exact_accuracy']:.1f}%, "
            f"supported-vs-rest {100 * metrics['supported_vs_rest_accuracy']:.1f}%"
            f" ({metrics['label_note']})\n"
        )
        out.writelines(f"  {label:<20} P {m['precision']:.2f}  R {m['recall']:.2f}  F1 {m['f1']:.2f}  n={m['support']}\n" for label, m in metrics["per_class"].items())
        for field, groups in (metrics.get("by") or {}).items():
            out.write(_shown(f"by {field}:\n"))
            out.writelines(f"  {_shown(' '.join(key.split())[:40]) or '(empty)':<20} "
                           f"exact {100 * g['exact_accuracy']:.1f}%  supported-vs-rest "
                           f"{100 * g['supported_vs_rest_accuracy']:.1f}%  n={g['n']}\n" for key, g in groups.items())
        if args.html:
            out.write(_shown(f"report written to {args.html}") + "\n")
    return EXIT_OK


def cmd_elicit(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from reviewer.elicit import elicit_rows, read_questions, write_rows
    from reviewer.runtime import build_runtime

    config = _with_llm_flags(_load_config(args.config, offline=args.offline or None, repair=False), args)
    if not config.llm.configured:
        raise UsageError("elicit needs a model: --llm-base-url and --llm-model (or REVIEWER_LLM_BASE_URL/MODEL)")
    if args.limit is not None and args.limit < 1:
        raise UsageError("--limit must be a positive number")
    _refuse_overwrite("--out", args.out, "the questions file", args.questions)
    questions = read_questions(args.questions, limit=args.limit)
    with build_runtime(config) as runtime:
        try:
            with open(args.out, "w", encoding="utf-8") as fh:
                n = write_rows(elicit_rows(questions, runtime, progress=_progress_printer(err, "eliciting")), fh)
        except OSError as exc:
            raise UsageError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    err.write(_shown(f"wrote {n} answer(s) with their reports to {args.out}") + "\n")
    return EXIT_OK


def cmd_export(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    import sqlite3

    from reviewer.review import export
    from reviewer.review.store import Database

    if Path(args.db).is_dir():
        raise UsageError(f"decision log {args.db} is a folder, not a decision log file (the SQLite file, "
                         "such as data/reviewer.db)")
    if not Path(args.db).is_file():
        raise UsageError(f"decision log not found: {args.db}")
    if args.out:
        _refuse_overwrite("--out", args.out, "the decision log", args.db, f"{args.db}-wal", f"{args.db}-shm")
    db = Database.existing(args.db)
    if db is None:  # an empty file, another SQLite database: an empty log, and it is left as it is
        if args.what == "note":
            raise StoreError(f"no checked note in {args.db}: it holds no decision log")
        err.write(_shown(f"reviewer: note: {args.db} holds no decision log; nothing to export") + "\n")
        db = Database(memory=True)
    try:
        if args.note:
            args.note = _full_sha(db, args.note, args.db)
        if args.what == "note":  # the note and what it leaves out, from one read of the log
            text, applied, left = export.repaired(db, args.note)

            def fn(_db, fh, note_sha256):
                fh.write(text)
                return len(applied)
        else:
            fn, left = {"gold": export.export_gold, "decisions": export.export_decisions_csv}[args.what], []
        if args.out:
            with open(args.out, "w", encoding="utf-8", newline="") as fh:
                n = fn(db, fh, note_sha256=args.note)
            err.write(_shown(f"wrote {n} {args.what} row(s) to {args.out}") + "\n")
        else:
            fn(db, out, note_sha256=args.note)
        for r in left:
            err.write(f"warning: accepted repair {r.claim_id} {r.id} left out: it edits the same text as "
                      "a repair accepted before it\n")
    except sqlite3.DatabaseError as exc:  # a file that is SQLite but not our decision log
        raise StoreError(f"decision log {args.db} is not usable: {exc}") from None
    except BrokenPipeError:  # `reviewer export decisions … | head`: main() ends quietly
        raise
    except OSError as exc:
        raise UsageError(f"cannot write {args.out}: {exc.strerror or exc}") from None
    return EXIT_OK


def _full_sha(db, prefix: str, where: str) -> str:
    """``--note`` as the sha256 of a checked note: the whole hash or a prefix of one (the app
    and the gold export show 8 and 12 characters); a prefix two notes share is a usage error, and
    one no note has is an error for every export (a decisions CSV of a header alone was none)."""
    found = db.note_sha256(prefix.strip())
    if len(found) > 1:
        raise UsageError(f"--note {prefix[:64]} names {len(found)} checked notes in {where}: give more of the sha256")
    if not found and not db.decisions(prefix.strip()):  # before --out is opened: nothing is truncated
        raise StoreError(f"no checked note {prefix.strip()[:64]} in {where}")
    return found[0] if found else prefix


def cmd_app(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    from reviewer.appserver import serve

    return serve(args.port)


def main(argv: list[str] | None = None, out: TextIO | None = None, err: TextIO | None = None) -> int:
    out = out or sys.stdout
    err = err or sys.stderr
    try:
        args = _build_parser().parse_args(argv)
        if args.version:
            from reviewer._version import __version__

            out.write(f"reviewer {__version__}\n")
            return EXIT_OK
        if args.command is None:
            raise UsageError("missing command: check, bench, elicit, export or app (see 'reviewer --help')")
        handler = {"check": cmd_check, "bench": cmd_bench, "elicit": cmd_elicit, "export": cmd_export, "app": cmd_app}[args.command]
        return handler(args, out, err)
    except ReviewerError as exc:
        err.write(f"reviewer: error: {_shown(one_line(exc))}\n")
        return exit_code(exc)
    except KeyboardInterrupt:
        err.write("reviewer: interrupted\n")
        return EXIT_USAGE
    except BrokenPipeError:  # `reviewer check … | head`: the reader has all it wanted
        _quiet_stdout(out)
        return EXIT_OK
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    except Exception as exc:  # noqa: BLE001 - never a traceback on the command line
        err.write(f"reviewer: internal error: {type(exc).__name__}: {_shown(one_line(exc))}\n")
        return EXIT_USAGE


def _quiet_stdout(out: TextIO) -> None:
    """After a broken pipe, point stdout at /dev/null: Python's flush at exit would otherwise
    print 'Exception ignored … BrokenPipeError' after we are done."""
    if out is not sys.stdout:
        return
    import os

    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
