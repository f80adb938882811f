"""The ``reviewer`` command's arguments: the subcommands, their flags and their help."""

from __future__ import annotations

import argparse
from typing import NoReturn

from reviewer.errors import UsageError

__all__ = ["_build_parser", "_with_llm_flags"]


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, not argparse's usage block
        raise UsageError(f"{message} (see '{self.prog} --help')")


def _llm_flags(p: argparse.ArgumentParser) -> None:
    """The model endpoint flags (they override the config file and ``REVIEWER_LLM_*``)."""
    g = p.add_argument_group("model judges (any OpenAI-compatible endpoint; see the README)")
    g.add_argument("--llm-base-url", metavar="URL", help="the endpoint, with or without /v1 (seats the LLM judge)")
    g.add_argument("--llm-model", metavar="NAME", help="the model name the endpoint serves")
    g.add_argument("--llm-timeout", type=float, metavar="S", help="read timeout of one model call, seconds")
    g.add_argument("--llm-concurrency", type=int, metavar="N", help="model calls in flight at once")
    g.add_argument("--llm-cache", metavar="DIR", help="record model replies here and replay them when asked again")


def _model_flag(p: argparse.ArgumentParser) -> None:
    p.add_argument("--contradiction-model", dest="contradiction_model", action="store_true", default=None,
                   help="let the learned contradiction model turn a doubtful 'supported' into 'partial' "
                        "(needs reviewer[model]; off by default)")


def _with_llm_flags(config, args: argparse.Namespace):
    from dataclasses import replace

    changes = {k: v for k, v in {
        "base_url": getattr(args, "llm_base_url", None), "model": getattr(args, "llm_model", None),
        "timeout": getattr(args, "llm_timeout", None), "concurrency": getattr(args, "llm_concurrency", None),
        "cache_path": getattr(args, "llm_cache", None),
    }.items() if v is not None}
    if changes.get("base_url") is not None:
        from reviewer.config import bad_base_url

        if why := bad_base_url(changes["base_url"]):
            raise UsageError(f"--llm-base-url {why}")
    if changes.get("timeout") is not None and not changes["timeout"] > 0:
        raise UsageError("--llm-timeout must be a positive number of seconds")
    if changes.get("concurrency") is not None and changes["concurrency"] < 1:
        raise UsageError("--llm-concurrency must be at least 1")
    if not changes:
        return config
    llm = replace(config.llm, **changes)
    if ("base_url" in changes or "model" in changes) and not llm.configured:  # half a model judge seats none
        missing = "--llm-model (the model name the endpoint serves)" if llm.base_url else "--llm-base-url"
        given = "--llm-base-url" if "base_url" in changes else "--llm-model"
        raise UsageError(f"{given} needs {missing} too (or REVIEWER_LLM_{'MODEL' if llm.base_url else 'BASE_URL'})")
    return config.with_(llm=llm)


def _build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="reviewer", description="Check the citations of a note; review them in an app.")
    p.add_argument("--version", action="store_true", help="print the version and exit")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    c = sub.add_parser(
        "check", help="check a note (or a bundle folder)",
        epilog="exit codes: 0 the note passes the gate; 1 it does not (uncited claims or dangling markers; "
               "with --strict any claim not supported); 2 bad input or usage",
    )
    c.add_argument("note", help="note.md, or a bundle folder with note.md, sources/ and ledger.json")
    c.add_argument("--sources", metavar="DIR", help="folder of sources/<id>.<ext> files")
    c.add_argument("--ledger", metavar="FILE", help="ledger.json with {key: {title, url, text}}")
    fmt = c.add_mutually_exclusive_group()
    fmt.add_argument("--json", action="store_true", help="print the JSON report (reviewer.report/1)")
    fmt.add_argument("--markdown", action="store_true", help="print a Markdown 'Citation health' section")
    c.add_argument("--strict", action="store_true", help="fail on any claim that is not supported")
    c.add_argument("--repair", dest="repair", action="store_true", default=None, help="suggest repairs (default)")
    c.add_argument("--no-repair", dest="repair", action="store_false", help="leave the draft untouched")
    c.add_argument("--out", metavar="FILE", help="write the repaired note here")
    c.add_argument("--offline", action="store_true", help="never fetch; use the fetch cache only")
    c.add_argument("--config", metavar="FILE", help="TOML or JSON settings (judges, llm, fetching)")
    _model_flag(c)
    _llm_flags(c)

    b = sub.add_parser("bench", help="measure the checker on a labeled corpus (JSONL)",
                       epilog="exit codes: 0 measured (the figures do not pass or fail); 2 bad input or usage")
    b.add_argument("corpus", help="corpus JSONL: {id, claim, source_text, label}")
    b.add_argument("--json", action="store_true", help="print the metrics as JSON")
    b.add_argument("--html", metavar="OUT.html", help="write a self-contained HTML report with charts")
    b.add_argument("--limit", type=int, metavar="N", help="only the first N rows")
    b.add_argument("--judge", metavar="NAME",
                   help="run one judge instead of the panel (lexical, evidence, learned; llm and nli need their setup)")
    b.add_argument("--by", metavar="FIELD", help="split the figures by a corpus field")
    b.add_argument("--holdout", action="store_true",
                   help="score only the rows the shipped weights were not fitted on (prints how many were excluded)")
    b.add_argument("--labels", choices=("auto", "binary", "three-way"), default="auto",
                   help="score three-way, or binary (partial = not supported); auto: binary when no gold label is Partial")
    b.add_argument("--config", metavar="FILE", help="TOML or JSON settings")
    _model_flag(b)
    _llm_flags(b)

    q = sub.add_parser("elicit", help="ask a model questions over two turns, check its cited answers",
                       epilog="exit codes: 0 answers written (a question the model failed carries its error); "
                              "2 bad input or usage")
    q.add_argument("questions", help='questions JSONL: {"id", "question"}')
    q.add_argument("--out", metavar="FILE", required=True, help="answers JSONL: answer, conversation, calls, report")
    q.add_argument("--offline", action="store_true", help="never fetch the answers' references")
    q.add_argument("--limit", type=int, metavar="N", help="only the first N questions")
    q.add_argument("--config", metavar="FILE", help="TOML or JSON settings")
    _llm_flags(q)

    e = sub.add_parser("export", help="export from the decision log",
                       epilog="exit codes: 0 exported; 2 bad input or usage (a missing or unusable log, no such note)")
    e.add_argument("what", choices=["gold", "note", "decisions"],
                   help="gold: the editors' labels as corpus JSONL (reviewer bench reads it); note: the note with "
                        "the accepted repairs; decisions: the whole log as CSV")
    e.add_argument("--db", metavar="FILE", required=True, help="the decision log (SQLite)")
    e.add_argument("--out", metavar="FILE", help="write here instead of stdout")
    e.add_argument("--note", metavar="SHA256",
                   help="which note: its sha256 or a prefix of it (default: the most recently checked)")

    a = sub.add_parser("app", help="start the review app (streamlit run app.py)",
                       epilog="serves on 127.0.0.1 only; stop it with Ctrl-C or SIGTERM (the server stops too)")
    a.add_argument("--port", type=int, default=None, help="the port to serve on (default 8501)")
    return p
