"""Dashboard: verdict and grounding distributions, review progress, judge agreement, and the
checker against the editors (machine verdicts vs gold labels)."""

from __future__ import annotations

import plotly.graph_objects as go
import streamlit as st

from reviewer.model import Grounding, Verdict
from reviewer.review import derive
from reviewer.ui import session
from reviewer.review.styles import GROUNDING_STYLE, VERDICT_STYLE

CELL_PX = 110  # a confusion-matrix cell; the figure grows with the labels instead of the page


def human(value: str) -> str:
    """A verdict or grounding code as people read it (``not_supported`` -> ``not supported``)."""
    if value in Verdict._value2member_map_:
        return VERDICT_STYLE[Verdict(value)][1]
    if value in Grounding._value2member_map_:
        return GROUNDING_STYLE[Grounding(value)][1]
    return value.replace("_", " ")


def _bar(counts: dict[str, int], title: str, colors: list[str] | None = None) -> go.Figure:
    fig = go.Figure(go.Bar(x=[human(k) for k in counts], y=list(counts.values()), text=list(counts.values()),
                           textposition="outside", marker_color=colors))
    fig.update_layout(title=title, height=300, margin={"l": 30, "r": 10, "t": 40, "b": 40})
    return fig


def confusion_figure(conf: derive.Confusion) -> go.Figure:
    labels = [l for l in conf.labels if any(conf.matrix[g][l] for g in conf.labels)
              or any(conf.matrix[l].values())] or list(conf.labels)
    z = [[conf.matrix[g][m] for m in labels] for g in labels]
    fig = go.Figure(go.Heatmap(z=z, x=[human(m) for m in labels], y=[human(g) for g in labels],
                               text=z, texttemplate="%{text}", colorscale="Blues",
                               showscale=False, zmin=0))
    side = CELL_PX * len(labels)
    fig.update_layout(width=side + 190, height=side + 130,
                      margin={"l": 10, "r": 10, "t": 30, "b": 10},
                      xaxis={"title": "machine verdict", "side": "top"},
                      yaxis={"title": "editors' gold label", "autorange": "reversed"})
    return fig


def render() -> None:
    st.title("Dashboard")
    db = session.get_db()
    report = session.current_report()
    if report is not None:
        states = session.states(report)
        verdicts, groundings = derive.distribution(report)
        prog = derive.review_progress(report, states)
        a, b, c, d = st.columns(4)
        a.metric("Claims", prog.claims)
        b.metric("Reviewed", f"{prog.reviewed}", help="claims with a decision in force")
        c.metric("Gold labels", prog.labelled)
        d.metric("Open flagged", prog.open_flagged)
        st.progress(prog.fraction or 0.0, text=f"review progress {100 * (prog.fraction or 0):.0f}%")
        left, right = st.columns(2)
        left.plotly_chart(_bar(verdicts, "Verdicts",
                               [VERDICT_STYLE[Verdict(v)][3] for v in verdicts]),
                          width="stretch")
        right.plotly_chart(_bar(groundings, "Grounding"), width="stretch")
        unanimous, per_judge = derive.judge_agreement(report)
        st.subheader("Judge agreement")
        st.metric("Claims where every judge agrees",
                  "—" if unanimous is None else f"{100 * unanimous:.0f}%")
        if per_judge:
            st.dataframe([{"judge": j, "agrees with panel": a, "valid votes": n,
                           "agreement": f"{100 * a / n:.0f}%" if n else "—"}
                          for j, (a, n) in per_judge.items()], hide_index=True)
    else:
        st.info("No note checked in this session; the figures below cover every note in the "
                "decision log.")
    st.subheader("Checker against the editors")
    snaps = db.snapshots()
    pairs = derive.gold_pairs(snaps, {s.note_sha256: db.note_states(s.note_sha256, s.report) for s in snaps})
    conf = derive.confusion(pairs)
    if conf.n == 0:
        st.info("No gold labels yet: set labels on the Review page.")
        return
    st.metric("Accuracy of machine verdicts on gold labels", f"{100 * conf.accuracy:.1f}%",
              help=f"{conf.correct} of {conf.n} labelled claims across {len(snaps)} notes")
    st.plotly_chart(confusion_figure(conf), width="content")


if __name__ == "__main__":
    render()
