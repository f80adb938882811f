"""Before/after page: coverage before → after the accepted repairs, and the note's diff."""

from __future__ import annotations

import difflib

import plotly.graph_objects as go
import streamlit as st

from reviewer.review.export import accepted_repairs, repaired_note
from reviewer.review import derive
from reviewer.ui import session


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def coverage_figure(view: derive.CoverageView) -> go.Figure:
    names = ["before", "after (accepted repairs)", "after (all suggestions)"]
    values = [view.before, view.accepted, view.suggested]
    fig = go.Figure(go.Bar(
        x=names, y=[0 if v is None else 100 * v for v in values],
        text=[_pct(v) for v in values], textposition="outside",
        marker_color=["#9ca3af", "#1f7a45", "#93c5fd"]))
    fig.update_layout(yaxis={"range": [0, 110], "title": "claims covered by a citation (%)"},
                      height=320, margin={"l": 40, "r": 10, "t": 30, "b": 40})
    return fig


def render() -> None:
    st.title("Before / after")
    report = session.need_report()
    if report is None:
        return
    states = session.states(report)
    view = derive.coverage_view(report, states)
    accepted = accepted_repairs(report, states)
    a, b, c = st.columns(3)
    a.metric("Coverage before", _pct(view.before))
    b.metric("After accepted repairs", _pct(view.accepted),
             delta=None if view.gain is None else f"{100 * view.gain:+.1f} pts")
    c.metric("Accepted repairs", f"{len(accepted)} / {sum(len(r.repairs) for r in report.claims)}")
    st.plotly_chart(coverage_figure(view), width="stretch")
    after = repaired_note(report, states)
    diff = "".join(difflib.unified_diff(
        report.note_text.splitlines(keepends=True), after.splitlines(keepends=True),
        fromfile="draft", tofile="repaired (accepted repairs)"))
    st.subheader("Diff")
    if diff:
        st.code(diff, language="diff", wrap_lines=True)
    else:
        st.info("No accepted repairs yet: the repaired note equals the draft.")
    with st.expander("Repaired note"):
        st.code(after, language="markdown", wrap_lines=True)


if __name__ == "__main__":
    render()
