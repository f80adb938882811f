"""Benchmark page: run ``reviewer bench`` on a corpus file and show its charts."""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from reviewer.md_escape import md_text
from reviewer.ui import session

RESULT_KEY = "bench_result"
WARNING_KEY = "bench_warning"  # ids two rows share, said with the result it belongs to
CORPUS_KEY = "bench_corpus"  # the file the stored result is for


def run(path: str, limit: int | None, config, progress=None):
    """(result, metrics dict, figures) for a corpus file; raises ValueError/OSError on bad input."""
    from reviewer.bench import duplicate_ids, figures, load_corpus, run_bench
    from reviewer.runtime import build_runtime

    rows = load_corpus(path, limit=limit)
    with build_runtime(config, fetch=False) as runtime:  # as `reviewer bench` does
        result = run_bench(rows, runtime, progress=progress)
    st.session_state[WARNING_KEY] = duplicate_ids(rows, Path(path).name)
    figs = figures(result)
    return result, result.to_json(), list(figs.values() if isinstance(figs, dict) else figs)


def render() -> None:
    st.title("Benchmark")
    st.caption("Runs the configured panel (as `reviewer bench` does) on a labelled corpus (JSON Lines: "
               "id, claim, source_text, label) — for example the gold labels exported from this app.")
    with st.form("bench_form"):
        path = st.text_input("Corpus file (.jsonl)", key="bench_path")
        limit = st.number_input("Limit (0 = all rows)", min_value=0, value=200, step=50,
                                key="bench_limit")
        go = st.form_submit_button("Run benchmark", type="primary")
    failed = False
    if go:
        failed = True
        corpus = Path(path.strip()).expanduser()
        if not path.strip() or not corpus.is_file():
            st.error(md_text(f"corpus {path.strip()} is a folder, not a JSONL file" if corpus.is_dir() and path.strip()
                             else f"corpus file not found: {path.strip() or '(empty)'}"))
        else:
            bar = st.progress(0.0, text="benchmark…")

            def progress(done: int, total: int, stage: str = "") -> None:
                bar.progress(min(1.0, done / total) if total else 1.0, text=f"{done}/{total}")

            try:
                st.session_state[RESULT_KEY] = run(str(corpus), int(limit) or None,
                                                   session.loaded_config(), progress)
                st.session_state[CORPUS_KEY], failed = str(corpus), False
            except (ValueError, OSError) as exc:
                st.error(md_text(str(exc).splitlines()[0]) if str(exc) else type(exc).__name__)
            except ImportError:
                st.error("the benchmark module is not available in this build")
            bar.empty()
    stored = st.session_state.get(RESULT_KEY)
    if stored is None:
        st.info("No benchmark run yet.")
        return
    _, metrics, figs = stored
    if corpus := st.session_state.get(CORPUS_KEY):  # after a failed run, these are an earlier run's figures
        st.caption(md_text(f"{'The earlier run, on' if failed else 'Run on'} {corpus}"
                           + (" (the run above failed):" if failed else ":")))
    if warning := st.session_state.get(WARNING_KEY):
        st.warning(md_text(warning), icon=":material/warning:")
    a, b, c = st.columns(3)
    a.metric("Rows", metrics.get("n", 0))
    a_ex, a_sr = metrics.get("exact_accuracy"), metrics.get("supported_vs_rest_accuracy")
    b.metric("Exact accuracy", "—" if a_ex is None else f"{100 * a_ex:.1f}%")
    c.metric("Supported vs rest", "—" if a_sr is None else f"{100 * a_sr:.1f}%")
    if metrics.get("label_note"):
        st.caption(md_text(f"Scored on {metrics['label_note']}."))
    per_class = metrics.get("per_class") or {}
    if per_class:
        st.dataframe([{"label": k, **v} for k, v in per_class.items()], hide_index=True)
    for fig in figs:
        st.plotly_chart(fig, width="stretch")


if __name__ == "__main__":
    render()
