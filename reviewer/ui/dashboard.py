"""Dashboard: verdict and grounding distributions, review progress, judge agreement, and the
checker against the editors (machine verdicts vs gold labels)."""

from __future__ import annotations

from pathlib import Path

import plotly.graph_objects as go
import streamlit as st

from reviewer.model import Grounding, Verdict
from reviewer.review import derive, team
from reviewer.review.styles import GROUNDING_STYLE, VERDICT_STYLE
from reviewer.ui import session

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
        a.metric("Claims (this note)", prog.claims)
        b.metric("Reviewed (this note)", f"{prog.reviewed}", help="claims with a decision in force")
        c.metric("Gold labels (this note)", prog.labelled)
        d.metric("Open flagged (this note)", prog.open_flagged)
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
    snaps = db.snapshots()
    states_by_note = {s.note_sha256: db.note_states(s.note_sha256, s.report) for s in snaps}
    _team(snaps, states_by_note)
    st.subheader("Checker against the editors")
    pairs = derive.gold_pairs(snaps, states_by_note)
    conf = derive.confusion(pairs)
    if conf.n == 0:
        st.info("No gold labels yet: set labels on the Review page.")
        return
    # the notes the labels are on, not every note in the log: "1 gold label (2 notes)" read as a
    # label spread over two notes
    labelled = sum(1 for s in snaps if derive.gold_pairs([s], states_by_note))
    st.metric(f"Accuracy of machine verdicts on {conf.n} gold label{'s' * (conf.n != 1)} "
              f"({labelled} note{'s' * (labelled != 1)})",
              f"{100 * conf.accuracy:.1f}%",
              help=f"{conf.correct} of {conf.n} labelled claims on {labelled} of the {len(snaps)} "
                   f"note{'s' * (len(snaps) != 1)} in the decision log (the label in force on each claim)")
    st.caption(f"{conf.correct} of {conf.n} labelled claims: the machine's verdict is the "
               "editors' label. Rows: editors' label; columns: machine verdict; cells: claims.")
    st.plotly_chart(confusion_figure(conf), width="content")
    rows = team.editors_vs_checker(snaps, states_by_note)
    if rows:
        st.dataframe([{"editor": r.editor, "labels": r.n, "same as checker": r.agree,
                       "agreement": f"{r.percent:.0f}%" if r.percent is not None else "—",
                       "Cohen's κ": "—" if r.kappa is None else f"{r.kappa:.2f}"}
                      for r in rows], hide_index=True)


def _team(snaps, states_by_note) -> None:
    """Editors against each other: labels that clash (both kept) and agreement per pair."""
    st.subheader("Editors")
    clashes = team.label_conflicts(snaps, states_by_note)
    if clashes:
        st.warning(f"{len(clashes)} claim(s) labelled differently by two editors; both "
                   "labels stay in the log until one editor changes theirs.",
                   icon=":material/group:")
        st.dataframe([{"note": Path(c.note_path).name or c.note_sha256[:10], "claim": c.claim_id,
                       "labels": c.describe(), "text": c.claim_text[:120]} for c in clashes],
                     hide_index=True)
    pairs = team.editor_agreement(snaps, states_by_note)
    if not pairs:
        st.caption("Editor agreement appears once two editors have labelled the same claim.")
        return
    st.dataframe([{"editors": f"{p.a} · {p.b}", "claims both labelled": p.n, "same label": p.agree,
                   "percent agreement": f"{p.percent:.0f}%",
                   "Cohen's κ": "—" if p.kappa is None else f"{p.kappa:.2f}"} for p in pairs],
                 hide_index=True)


if __name__ == "__main__":
    render()
