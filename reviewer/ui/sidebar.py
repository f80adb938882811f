"""The sidebar: pick a bundle, name the reviewer, set the panel, run the check."""

from __future__ import annotations

import os

import streamlit as st

from reviewer.config import DEFAULT_JUDGES, Config, ConfigError, LLMConfig, load_config
from reviewer.ui import session

SOURCE_KINDS = ("Sample", "Upload", "Folder")


def _base_config() -> Config:
    try:
        return load_config(os.environ.get("REVIEWER_CONFIG") or None)
    except ConfigError as exc:
        st.sidebar.error(str(exc))
        return Config()


def samples() -> list[str]:
    if not session.SAMPLES_DIR.is_dir():
        return []
    return sorted(p.name for p in session.SAMPLES_DIR.iterdir()
                  if p.is_dir() and any(p.glob("note.*")))


def _load_bundle(kind: str):
    """The chosen bundle, or None (with the reason shown) when there is none yet."""
    from reviewer.sources import InputError, bundle_from_upload, load_bundle

    try:
        if kind == "Sample":
            names = samples()
            if not names:
                st.sidebar.warning("No samples under data/samples.")
                return None
            name = st.sidebar.selectbox("Sample", names, key="sample_name")
            return load_bundle(session.SAMPLES_DIR / name)
        if kind == "Upload":
            note = st.sidebar.file_uploader("Note (Markdown or text)", type=["md", "txt"],
                                            key="upload_note")
            files = st.sidebar.file_uploader(
                "Sources (files named by citation key: 1.txt, g3.html …) and ledger.json",
                type=["txt", "md", "html", "htm", "pdf", "json"], accept_multiple_files=True,
                key="upload_sources",
            )
            if note is None:
                return None
            return bundle_from_upload(note.name, note.getvalue(),
                                      {f.name: f.getvalue() for f in files or []})
        folder = st.sidebar.text_input("Bundle folder or note file", key="folder_path").strip()
        return load_bundle(folder) if folder else None
    except InputError as exc:
        st.sidebar.error(str(exc))
    except OSError as exc:
        st.sidebar.error(f"cannot read the bundle: {exc.strerror or exc}")
    return None


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
        offline = st.toggle("Offline (no fetching)", value=True, key="offline")
        repair = st.toggle("Suggest repairs", value=base.repair, key="repair")
    return base.with_(judges=tuple(judges) or base.judges, offline=offline, repair=repair,
                      llm=base.llm if use_llm else LLMConfig())


AUTOLOADED_KEY = "sample_autoloaded"


def render() -> None:
    st.sidebar.header("Note")
    kind = st.sidebar.radio("Bundle from", SOURCE_KINDS, horizontal=True, key="bundle_kind")
    bundle = _load_bundle(kind)
    st.sidebar.text_input("Reviewer", key=session.REVIEWER_KEY, placeholder="your name")
    config = _config(_base_config())
    clicked = st.sidebar.button("Check", type="primary", disabled=bundle is None, key="run_check",
                                width="stretch")
    # a newcomer's first page shows the bundled sample checked, not an empty page
    first_visit = (kind == SOURCE_KINDS[0] and bundle is not None and session.current_report() is None
                   and not st.session_state.get(AUTOLOADED_KEY) and os.environ.get("REVIEWER_AUTOLOAD", "1") != "0")
    if clicked or first_visit:
        st.session_state[AUTOLOADED_KEY] = True
        bar = st.sidebar.progress(0.0, text="checking…")

        def progress(done: int, total: int, stage: str) -> None:
            bar.progress(min(1.0, done / total) if total else 1.0,
                         text=f"{stage} {done}/{total}")

        try:
            report = session.run_check(bundle, config, progress)
        except Exception as exc:  # noqa: BLE001 - show a line, keep the app alive
            st.sidebar.error(f"check failed: {type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}")
            return
        bar.empty()
        session.set_report(report)
    report = session.current_report()
    if report is not None:
        s = report.summary()
        st.sidebar.caption(
            f"**{report.note_path or 'note'}** · {s['claims']} claims · "
            f"{s['supported']} supported · {s['uncited']} uncited · sha {report.note_sha256[:10]}")
