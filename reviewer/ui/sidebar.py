"""The sidebar: pick a bundle, name the reviewer, set the panel, run the check."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from reviewer.config import DEFAULT_JUDGES, Config, ConfigError, LLMConfig, load_config
from reviewer.report import gate_line, not_checked, votes_not_cast
from reviewer.review.store import sha256_text
from reviewer.ui import session
from reviewer.ui.render_claim import md_text

SOURCE_KINDS = ("Sample", "Upload", "Folder")


def _base_config() -> Config:
    try:
        return load_config()  # $REVIEWER_CONFIG and the environment, as the command reads them
    except ConfigError as exc:
        st.sidebar.error(md_text(str(exc)))
        return Config()


def samples() -> list[str]:
    if not session.SAMPLES_DIR.is_dir():
        return []
    return sorted(p.name for p in session.SAMPLES_DIR.iterdir()
                  if p.is_dir() and any(p.glob("note.*")))


PICKED_KEY = "_sample_picked"


def _picked() -> None:
    st.session_state[PICKED_KEY] = True


def _folder(folder: str):
    """A bundle folder that holds a note (note.md, note.txt, answer.md or README.md, as the command
    reads it); a plain file or a missing path is a one-line error."""
    from reviewer.sources.bundle import OTHER_NOTE_NAMES, find_note, load_bundle

    path = Path(folder).expanduser()
    if not path.is_dir():
        st.sidebar.error(md_text(f"not a folder: {folder} (give a bundle folder that holds note.md)"))
        return None, None
    if find_note(path) is None:  # the names `reviewer check FOLDER` reads
        st.sidebar.error(md_text(f"no note.md in {folder} ({OTHER_NOTE_NAMES})"))
        return None, None
    return load_bundle(path), f"folder:{path.resolve()}"


def _load_bundle(kind: str):
    """(the chosen bundle, its origin such as ``sample:quoted-note``), or (None, None) with the
    reason shown when there is none yet."""
    from reviewer.sources.bundle import InputError, bundle_from_upload, load_bundle

    try:
        if kind == "Sample":
            names = samples()
            if not names:
                st.sidebar.warning("No samples under data/samples.")
                return None, None
            name = st.sidebar.selectbox("Sample", names, key="sample_name", on_change=_picked,
                                        help="A sample is checked as soon as you pick it.")
            return load_bundle(session.SAMPLES_DIR / name), f"sample:{name}"
        if kind == "Upload":
            note = st.sidebar.file_uploader("Note (Markdown or text)", type=["md", "txt"],
                                            key="upload_note")
            files = st.sidebar.file_uploader(
                "Sources (files named by citation key: 1.txt, g3.html …) and ledger.json",
                type=["txt", "md", "html", "htm", "pdf", "json"], accept_multiple_files=True,
                key="upload_sources",
            )
            if note is None:
                return None, None
            # as pairs: two files of one name are both seen (and refused), not one kept silently
            return (bundle_from_upload(note.name, note.getvalue(),
                                       [(f.name, f.getvalue()) for f in files or []]),
                    f"upload:{note.name}")
        folder = st.sidebar.text_input("Bundle folder (holds note.md)", key="folder_path").strip()
        return _folder(folder) if folder else (None, None)
    except InputError as exc:
        st.sidebar.error(md_text(str(exc).splitlines()[0]) if str(exc) else "cannot read the bundle")
    except OSError as exc:
        st.sidebar.error(md_text(f"cannot read the bundle: {exc.strerror or exc}"))
    return None, None


def _config(base: Config) -> Config:
    with st.sidebar.expander("Panel", expanded=False):
        # the judges by name; a weight in the config ("evidence:2") travels with its judge
        specs = {spec.partition(":")[0].strip().lower(): spec for spec in (*DEFAULT_JUDGES, *base.judges)}
        specs.update({spec.partition(":")[0].strip().lower(): spec for spec in base.judges})
        chosen = st.multiselect("Offline judges", list(specs), key="judges",
                                default=[spec.partition(":")[0].strip().lower() for spec in base.judges])
        judges = [specs[name] for name in chosen]
        use_llm = False
        if base.llm.configured:
            models = base.llm.models or (base.llm.model,)
            use_llm = st.toggle(f"LLM judges ({', '.join(models)})", value=True, key="use_llm",
                                help=f"endpoint {base.llm.base_url}")
        else:
            st.caption("No LLM endpoint configured (REVIEWER_LLM_BASE_URL and "
                       "REVIEWER_LLM_MODEL): offline judges only.")
        offline = st.toggle("Offline (no fetching)", value=base.offline, key="offline",
                            help="never fetch references the bundle lacks; use the fetch cache only")
        repair = st.toggle("Suggest repairs", value=base.repair, key="repair")
        doubt = st.toggle("Contradiction model (learned doubt)", value=base.contradiction_model,
                          key="contradiction_model",
                          help="a supported claim the model doubts becomes partial, to confirm; slower "
                               "(loads a small model) and off by default: see the README")
    return base.with_(judges=tuple(judges) or base.judges, offline=offline, repair=repair,
                      contradiction_model=doubt, llm=base.llm if use_llm else LLMConfig())


AUTOLOADED_KEY = "sample_autoloaded"


def _differs(report, shown: str | None, bundle, origin: str | None) -> bool:
    """Whether the sidebar's bundle is not the report on screen."""
    return shown != origin or report.note_sha256 != sha256_text(bundle.note_text)


def render() -> None:
    st.sidebar.header("Note")
    kind = st.sidebar.radio("Bundle from", SOURCE_KINDS, horizontal=True, key="bundle_kind")
    bundle, origin = _load_bundle(kind)
    for line in getattr(bundle, "warnings", ()):
        st.sidebar.warning(md_text(line), icon=":material/warning:")
    st.sidebar.text_input("Editor", key=session.REVIEWER_KEY, placeholder="your name (required to decide)",
                          help="asked once per session and stored on every decision")
    config = _config(_base_config())
    clicked = st.sidebar.button("Check", type="primary", disabled=bundle is None, key="run_check",
                                width="stretch")
    picked = st.session_state.pop(PICKED_KEY, False)
    report, shown = session.current_report(), session.report_origin()
    auto = False
    if bundle is not None and kind == SOURCE_KINDS[0]:
        # a sample is checked as soon as it is picked (results are cached): the page never shows
        # another note than the sidebar names; a newcomer's first page shows it checked
        first_visit = (report is None and not st.session_state.get(AUTOLOADED_KEY)
                       and config.autoload)
        auto = picked or first_visit or (report is not None and shown is not None
                                         and _differs(report, shown, bundle, origin))
    if (clicked or auto) and bundle is not None:
        st.session_state[AUTOLOADED_KEY] = True
        bar = st.sidebar.progress(0.0, text="checking…")

        def progress(done: int, total: int, stage: str) -> None:
            bar.progress(min(1.0, done / total) if total else 1.0,
                         text=f"{stage} {done}/{total}")

        try:
            report = session.run_check(bundle, config, progress)
        except Exception as exc:  # noqa: BLE001 - show a line, keep the app alive
            why = str(exc).splitlines()[0] if str(exc) else ""
            st.sidebar.error(md_text(f"check failed: {type(exc).__name__}: {why}"))
            return
        bar.empty()
        session.set_report(report, origin)
    report, shown = session.current_report(), session.report_origin()
    if report is not None and bundle is not None and shown is not None and _differs(report, shown, bundle, origin):
        st.warning(f"The sidebar names **{md_text(session.origin_name(origin))}** but this page shows "
                   f"**{md_text(session.origin_name(shown) or report.note_path)}**: press **Check** in the "
                   "sidebar to check it.", icon=":material/sync_problem:")
    if report is not None:
        s = report.summary()
        st.sidebar.caption(
            f"**{md_text(session.origin_name(shown) or report.note_path or 'note')}** · {s['claims']} claims · "
            f"{s['supported']} supported · {s['uncited']} uncited · sha {report.note_sha256[:10]}")
        headline, why = gate_line(report)
        if why:  # all cited claims unavailable, or no claims: the check verified nothing
            st.sidebar.warning(md_text(f"{headline.partition(' — ')[2].capitalize()}: {why}."),
                               icon=":material/report:")
        elif unchecked := not_checked(report):  # some could not be checked: said as the command says it
            st.sidebar.warning(md_text(unchecked), icon=":material/report:")
        shown_above = set(getattr(bundle, "warnings", ()))
        for line in report.warnings:  # the check's own (a fetched page that is the note itself)
            if line not in shown_above:
                st.sidebar.warning(md_text(line), icon=":material/warning:")
        not_cast = votes_not_cast(report)  # an unreachable model judge: say so once, not only per claim
        if not_cast:
            st.sidebar.warning(md_text(not_cast[0].upper() + not_cast[1:]), icon=":material/cloud_off:")
