"""Before/after page: what the repairs did to the note.

For the repair loop's suggested note and for the note with the editors' accepted repairs: the
diff of the note (escaped HTML, ``<ins>``/``<del>``), coverage before → after (removed and
hidden claims apart), and the claims whose verdict changed with the repair that did it. The
verdicts after come from the same ``verify``, re-run on the repaired note with the report's
sources and the sidebar's configuration (cached like every check); every figure is computed by
``reviewer.review.compare``. The page decides nothing.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass

import plotly.graph_objects as go
import streamlit as st

from reviewer.config import DEFAULT_JUDGES, Config, LLMConfig
from reviewer.model import Grounding, Repair, RepairKind, Report
from reviewer.review import compare
from reviewer.review.export import accepted_repairs, repaired_note
from reviewer.ui import session

LOOP = "Repair loop's suggestions"
ACCEPTED = "Editors' accepted repairs"
VIEW_KEY = "ba_view"

DIFF_CSS = """<style>
.ba-diff{white-space:pre-wrap;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;
 font-size:.86rem;line-height:1.5;border:1px solid #e5e7eb;border-radius:6px;padding:.8rem 1rem;
 max-height:32rem;overflow:auto;background:#fcfcfd}
.ba-diff ins{background:#d1fae5;color:#065f46;text-decoration:none;border-bottom:2px solid #059669}
.ba-diff del{background:#fee2e2;color:#991b1b;text-decoration:line-through}
.ba-legend ins{background:#d1fae5;color:#065f46;text-decoration:none}
.ba-legend del{background:#fee2e2;color:#991b1b}
</style>"""


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def _pts(x: float | None) -> str | None:
    return None if x is None else f"{100 * x:+.1f} pts"


def _flat(gain: float | None) -> dict:
    """A metric's delta style: a gain that rounds to nothing gets no green up-arrow."""
    return {"delta_color": "off", "delta_arrow": "off"} if gain is not None and round(100 * gain, 1) == 0 else {}


# ------------------------------------------------------------------- session helpers (glue)


@dataclass(frozen=True, slots=True)
class _Text:
    """What ``session.run_check`` needs of a bundle: a note text and its sources."""

    note_text: str
    sources: dict
    note_path: str


def page_config() -> Config:
    """The configuration the sidebar checks with (its widgets' state over the loaded config),
    so the repaired note is judged by the same panel as the draft."""
    base = session.loaded_config()
    state = st.session_state
    specs = {spec.partition(":")[0].strip().lower(): spec for spec in (*DEFAULT_JUDGES, *base.judges)}
    specs.update({spec.partition(":")[0].strip().lower(): spec for spec in base.judges})
    chosen = state.get("judges")
    judges = tuple(specs[n] for n in chosen if n in specs) if chosen is not None else base.judges
    use_llm = base.llm.configured and bool(state.get("use_llm", True))
    return base.with_(judges=judges or base.judges, offline=bool(state.get("offline", base.offline)),
                      repair=bool(state.get("repair", base.repair)),
                      llm=base.llm if use_llm else LLMConfig())


def reverify(report: Report, text: str) -> Report:
    """The report of ``text`` (a repaired note) by the same ``verify``, sources and panel as the
    draft; cached by ``session.run_check`` (a page click never re-runs it). Verdicts do not depend
    on the repair loop, so it is left off for the repaired note."""
    if text == report.note_text:
        return report
    sources = {s.id: s for s in report.sources}
    config = page_config().with_(repair=False)
    return session.run_check(_Text(text, sources, report.note_path), config)


# ------------------------------------------------------------------------------- rendering


def coverage_figure(before: float | None, loop: float | None, accepted: float | None) -> go.Figure:
    """Coverage before and after, as horizontal bars (compact: the diff must fit on screen)."""
    names = ["before (draft)", "after the repair loop", "after accepted repairs"]
    values = [before, loop, accepted]
    fig = go.Figure(go.Bar(
        y=names, x=[0 if v is None else 100 * v for v in values], orientation="h",
        text=[_pct(v) for v in values], textposition="outside", cliponaxis=False,
        marker_color=["#9ca3af", "#93c5fd", "#1f7a45"]))
    fig.update_layout(xaxis={"range": [0, 100], "title": "claims covered (%)"},
                      yaxis={"autorange": "reversed"},
                      height=190, margin={"l": 10, "r": 50, "t": 10, "b": 40})
    return fig


def _repair_label(repair: Repair) -> str:
    line = f"{repair.id} {repair.kind.value}"
    if repair.citations:
        line += " [" + ", ".join(repair.citations) + "]"
    if repair.replacement.strip() and repair.kind is not RepairKind.ADD_CITATION:
        text = " ".join(repair.replacement.split())
        line += f": “{text[:90]}{'…' if len(text) > 90 else ''}”"
    return line


def _verdict(verdict, grounding: Grounding | None) -> str:
    if verdict is None:
        return "removed"
    if grounding in (Grounding.UNLOCATED, Grounding.FUZZY):
        return f"{verdict.value} (quote {grounding.value})"
    return verdict.value


def changes_table(changes: tuple[compare.VerdictChange, ...]) -> list[dict]:
    return [{
        "claim": ch.claim_id,
        "text": ch.text,
        "before": _verdict(ch.before, ch.grounding_before),
        "after": _verdict(ch.after, ch.grounding_after),
        "repair that did it": "; ".join(_repair_label(r) for r in ch.repairs) or "— (no repair on this claim)",
    } for ch in changes]


def _show_comparison(report: Report, after_text: str, applied: tuple[Repair, ...],
                     figures_of, label: str) -> None:
    diff = compare.edits(report.note_text, after_text)
    with st.spinner("Checking the repaired note with the same panel…"):
        after = reverify(report, after_text)
    figures = figures_of(after.claims, diff)
    st.markdown(f"Coverage **{_pct(figures.before)} → {_pct(figures.after)}**"
                + (f" ({_pts(figures.gain)})" if figures.gain is not None else ""))
    if figures.removed or figures.hidden:
        r, h = st.columns(2)
        r.metric("Claims removed", str(figures.removed),
                 help="draft claims whose text the repairs took out of the note (left out of the total)")
        h.metric("Claims hidden", str(figures.hidden),
                 help="draft claims whose text still stands but no longer reads as a claim "
                      "(counted as uncovered)")
    changes = compare.verdict_changes(report, after.claims, after_text, applied, diff)
    st.subheader("Claims whose verdict changed")
    if changes:
        col = st.column_config.TextColumn
        st.dataframe(changes_table(changes), hide_index=True, width="stretch", column_config={
            "claim": col(width=50), "text": col(width="medium"), "before": col(width="small"),
            "after": col(width="small"), "repair that did it": col(width="large")})
    else:
        st.caption("No claim changed verdict.")
    st.subheader("Diff of the note")
    ins, dele = compare.diff_counts(diff)
    st.html('<div class="ba-legend">'
            f'<ins>inserted</ins> {ins} characters · <del>deleted</del> {dele} characters</div>'
            f'<div class="ba-diff">{compare.diff_html(report.note_text, after_text, diff)}</div>')
    with st.expander("Unified diff and repaired note"):
        st.code("".join(difflib.unified_diff(
            report.note_text.splitlines(keepends=True), after_text.splitlines(keepends=True),
            fromfile="draft", tofile=f"repaired ({label})")), language="diff", wrap_lines=True)
        st.code(after_text, language="markdown", wrap_lines=True)


def render() -> None:
    st.title("Before / after")
    report = session.need_report()
    if report is None:
        return
    st.html(DIFF_CSS)
    states = session.states(report)
    accepted = tuple(accepted_repairs(report, states))
    accepted_text = repaired_note(report, states)
    suggested = sum(len(r.repairs) for r in report.claims)
    loop_text = report.repaired_note
    loop_fig = compare.loop_coverage(report)
    accepted_fig = (compare.coverage_after(report, reverify(report, accepted_text).claims, accepted_text)
                    if accepted else compare.CoverageFigures(loop_fig.before, loop_fig.before))
    a, b, c, d = st.columns(4)
    a.metric("Coverage before", _pct(loop_fig.before))
    b.metric("After the repair loop", _pct(loop_fig.after), delta=_pts(loop_fig.gain), **_flat(loop_fig.gain))
    c.metric("After accepted repairs", _pct(accepted_fig.after),
             delta=_pts(accepted_fig.gain) if accepted else None, **_flat(accepted_fig.gain))
    d.metric("Accepted repairs", f"{len(accepted)} / {suggested}")
    st.plotly_chart(coverage_figure(loop_fig.before, loop_fig.after, accepted_fig.after), width="stretch")
    views = [LOOP, ACCEPTED]
    default = ACCEPTED if accepted or loop_text is None else LOOP
    view = st.radio("Compare the draft with", views, index=views.index(default), horizontal=True,
                    key=VIEW_KEY)
    if view == LOOP:
        if loop_text is None:
            st.info("The repair loop did not run for this check (turn on **Suggest repairs** in "
                    "the sidebar's Panel and check again).")
            return
        if loop_text == report.note_text:
            st.info("The repair loop found nothing to apply: its note equals the draft.")
            return
        applied = compare.applied_repairs(report, loop_text)
        _show_comparison(report, loop_text, applied,
                         lambda _claims, _diff: loop_fig, "repair loop")
        return
    if not accepted:
        st.info("No accepted repairs yet: the repaired note equals the draft. Accept repairs on "
                "the Review page, or look at the repair loop's suggestions above.")
        return
    _show_comparison(report, accepted_text, accepted,
                     lambda claims, diff: compare.coverage_after(report, claims, accepted_text, diff),
                     "accepted repairs")


if __name__ == "__main__":
    render()
