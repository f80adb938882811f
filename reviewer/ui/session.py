"""Streamlit glue shared by the pages: the database, the cached check, recording decisions.

Verification results live in a process-wide cache keyed by (note hash, sources hash,
configuration): a click on a page never re-runs the pipeline, and a second session that opens
the same note with the same configuration reuses the report.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import streamlit as st

from reviewer.config import Config, ConfigError, load_config
from reviewer.model import ClaimResult, Report
from reviewer.review.store import DEFAULT_DB_PATH, Action, ClaimState, Database, StoreError

REPORT_KEY = "report"
REVIEWER_KEY = "reviewer_name"
SAVED_KEY = "last_saved"
SNAPSHOT_KEY = "_snapshot_of"
ORIGIN_KEY = "report_origin"  # which bundle the report on screen came from: "sample:…", "folder:…"
CACHE_SIZE = 16
APP_ROOT = Path(__file__).resolve().parents[2]
SAMPLES_DIR = APP_ROOT / "data" / "samples"


def loaded_config() -> Config:
    """The settings ``reviewer`` reads ($REVIEWER_CONFIG, the environment); the defaults when they
    do not load (the sidebar shows why)."""
    try:
        return load_config()
    except ConfigError:
        return Config()


@st.cache_resource(show_spinner=False)
def _open_db(path: str) -> Database:
    return Database(path)


def get_db() -> Database:
    """The decision log of this app process (``$REVIEWER_DB`` or ``data/reviewer.db``)."""
    try:
        configured = load_config().db_path
    except ConfigError:
        configured = ""  # the sidebar shows the config error; decisions still go to the default log
    path = Path(configured) if configured else DEFAULT_DB_PATH
    if not path.is_absolute():
        path = APP_ROOT / path
    try:
        return _open_db(str(path))
    except (StoreError, OSError) as exc:  # a one-line reason, not a traceback on the page
        from reviewer.md_escape import md_text

        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        st.error(md_text(f"The decision log {path} cannot be opened ({why}). Point REVIEWER_DB at a "
                         "writable SQLite file, or unset it for data/reviewer.db."))
        st.stop()
        raise  # st.stop() ends the run; never reached


@st.cache_resource(show_spinner=False)
def _report_cache() -> OrderedDict:
    return OrderedDict()


def check_key(note_text: str, sources: dict, config: Config) -> str:
    h = hashlib.sha256(note_text.encode("utf-8"))
    for sid in sorted(sources):
        src = sources[sid]
        h.update(f"\0{sid}\0{src.status}\0{src.url}\0".encode())
        h.update(src.text.encode("utf-8"))
    h.update(repr(config).encode("utf-8"))
    return h.hexdigest()


def cached_report(key: str) -> Report | None:
    cache = _report_cache()
    if key in cache:
        cache.move_to_end(key)
        return cache[key]
    return None


def run_check(bundle, config: Config, progress: Callable[[int, int, str], None] | None = None
              ) -> Report:
    """Verify a bundle once per (note, sources, config); later calls hit the cache."""
    key = check_key(bundle.note_text, bundle.sources, config)
    report = cached_report(key)
    if report is None:
        from reviewer.runtime import build_runtime
        from reviewer.verify import verify

        with build_runtime(config) as runtime:  # the same runtime the command line builds
            report = verify(bundle.note_text, bundle.sources, runtime=runtime,
                            note_path=str(getattr(bundle.note_path, "name", bundle.note_path)),
                            progress=progress)
        cache = _report_cache()
        cache[key] = report
        while len(cache) > CACHE_SIZE:
            cache.popitem(last=False)
    warnings = tuple(dict.fromkeys((*getattr(bundle, "warnings", ()), *report.warnings)))
    return replace(report, warnings=warnings) if warnings != report.warnings else report


def set_report(report: Report | None, origin: str | None = None) -> None:
    """Show ``report``; ``origin`` names the bundle it came from (``sample:quoted-note``)."""
    st.session_state[REPORT_KEY] = report
    st.session_state[ORIGIN_KEY] = origin
    st.session_state.pop("claim_pick", None)


def report_origin() -> str | None:
    """The bundle the report on screen came from (None: unknown)."""
    return st.session_state.get(ORIGIN_KEY)


def origin_name(origin: str | None) -> str:
    """``sample:quoted-note`` -> ``quoted-note``; ``folder:/a/b`` -> ``b``."""
    if not origin:
        return ""
    kind, _, name = origin.partition(":")
    return Path(name).name if kind == "folder" else name


def current_report() -> Report | None:
    """This session's report; its snapshot is in the decision log before any decision."""
    report = st.session_state.get(REPORT_KEY)
    if report is not None and st.session_state.get(SNAPSHOT_KEY) is not report:
        get_db().save_snapshot(report)
        st.session_state[SNAPSHOT_KEY] = report
    return report


def editor() -> str:
    """The editor's name for this session ("" until given: no decision is recorded without it)."""
    return " ".join((st.session_state.get(REVIEWER_KEY) or "").split())[:80]


def reviewer_name() -> str:
    return editor() or "anonymous"


def states(report: Report) -> dict[str, ClaimState]:
    return get_db().note_states(report.note_sha256, report)


PICK_KEY = "claim_pick"
QUEUE_KEY = "_queue_ids"  # the queue the Review page showed last (claim ids, in order)
FLAGGED_KEY = "_queue_flagged"
ADVANCING = (Action.ACCEPT_REPAIR, Action.REJECT_REPAIR, Action.CONFIRM_QUOTE,
             Action.REJECT_QUOTE, Action.SET_LABEL)


def _advance(report: Report, claim_id: str) -> None:
    """Select the next open claim of the queue on screen (focus follows the decisions)."""
    from reviewer.review.triage import next_open

    ids = st.session_state.get(QUEUE_KEY) or []
    nxt = next_open(ids, states(report), claim_id,
                    flagged=st.session_state.get(FLAGGED_KEY) or ())
    if nxt is not None:
        st.session_state[PICK_KEY] = nxt


def decide(report: Report, result: ClaimResult, action: Action, **payload) -> None:
    """Record one decision (committed before the confirmation is shown), then move on."""
    if not editor():
        st.session_state[SAVED_KEY] = ("error", "Not saved: type your name (Editor) first.")
        return
    try:
        d = get_db().record(
            reviewer=editor(), note_sha256=report.note_sha256, claim_id=result.claim.id,
            claim_text=result.claim.text, action=action, payload=payload,
            machine_verdict=result.verdict.value,
        )
    except (StoreError, ValueError) as exc:
        st.session_state[SAVED_KEY] = ("error", f"Not saved: {exc}")
        return
    st.session_state[SAVED_KEY] = ("ok", f"Saved #{d.id}: {d.describe()} on {result.claim.id}")
    if action in ADVANCING:
        _advance(report, result.claim.id)


def undo(report: Report, result: ClaimResult) -> None:
    d = get_db().undo_last(report.note_sha256, result.claim.id, reviewer=reviewer_name(),
                           own_only=True)
    if d is None:
        st.session_state[SAVED_KEY] = ("info", f"You have nothing to undo on {result.claim.id}")
    else:
        st.session_state[SAVED_KEY] = ("ok", _undid(d))


def _undid(d) -> str:
    """The confirmation of an undo, naming the decision it cancels ("undid #2 (label
    supported)"): a bare number says nothing to an editor."""
    undone = next((x for x in get_db().decisions(d.note_sha256, d.claim_id) if x.id == d.payload["undone"]), None)
    what = f"#{undone.id} ({undone.describe()})" if undone is not None else f"#{d.payload['undone']}"
    return f"Saved #{d.id}: undid {what} on {d.claim_id}"


def undo_mine(report: Report) -> None:
    """Undo this editor's latest decision anywhere in the note and select its claim."""
    if not editor():
        st.session_state[SAVED_KEY] = ("error", "Type your name (Editor) first.")
        return
    d = get_db().undo_mine_in_note(report.note_sha256, reviewer=editor())
    if d is None:
        st.session_state[SAVED_KEY] = ("info", "You have nothing to undo in this note.")
        return
    st.session_state[PICK_KEY] = d.claim_id
    st.session_state[SAVED_KEY] = ("ok", _undid(d))


def show_saved() -> None:
    """The confirmation of the last decision of this session (once)."""
    saved = st.session_state.pop(SAVED_KEY, None)
    if saved is None:
        return
    kind, message = saved
    {"ok": st.success, "info": st.info}.get(kind, st.error)(message)


def need_report() -> Report | None:
    report = current_report()
    if report is None:
        st.info("No note checked yet. Pick a sample, upload a note or give a folder in the "
                "sidebar, then press **Check**.")
    return report
