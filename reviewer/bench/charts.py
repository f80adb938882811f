"""Plotly charts and the self-contained HTML report of a benchmark run.

Works from the metrics dict of ``BenchResult.to_json()`` so a saved JSON can be re-plotted.
"""

from __future__ import annotations

import html
from typing import Any

import plotly.graph_objects as go
from plotly.offline import get_plotlyjs

_LAYOUT = {"template": "plotly_white", "margin": {"l": 60, "r": 20, "t": 50, "b": 60}, "height": 420}


def confusion_figure(m: dict[str, Any]) -> go.Figure:
    labels = list(m["confusion"])
    z = [[m["confusion"][g][p] for p in labels] for g in labels]
    fig = go.Figure(go.Heatmap(z=z, x=labels, y=labels, colorscale="Blues", text=z, texttemplate="%{text}",
                               hovertemplate="gold %{y}<br>predicted %{x}<br>%{z} rows<extra></extra>"))
    fig.update_layout(title="Confusion matrix (rows: gold, columns: predicted)", **_LAYOUT)
    fig.update_yaxes(autorange="reversed", title="gold")
    fig.update_xaxes(title="predicted")
    return fig


def per_class_figure(m: dict[str, Any]) -> go.Figure:
    labels = list(m["per_class"])
    fig = go.Figure()
    for metric in ("precision", "recall", "f1"):
        fig.add_bar(name=metric, x=labels, y=[m["per_class"][c][metric] for c in labels])
    fig.update_layout(title="Per-class precision / recall / F1", barmode="group", yaxis_range=[0, 1], **_LAYOUT)
    return fig


def per_judge_figure(m: dict[str, Any]) -> go.Figure:
    judges = list(m.get("per_judge", {}))
    names = judges + ["panel"]
    exact = [m["per_judge"][j]["exact_accuracy"] for j in judges] + [m["exact_accuracy"]]
    svr = [m["per_judge"][j]["supported_vs_rest_accuracy"] for j in judges] + [m["supported_vs_rest_accuracy"]]
    fig = go.Figure()
    fig.add_bar(name="exact (binary)" if m.get("labels") == "binary" else "exact (3-way)", x=names, y=exact)
    fig.add_bar(name="supported vs rest", x=names, y=svr)
    fig.update_layout(title="Accuracy per judge and of the panel", barmode="group", yaxis_range=[0, 1], **_LAYOUT)
    return fig


def agreement_figure(m: dict[str, Any]) -> go.Figure:
    judges = list(m.get("agreement", {}))
    z = [[m["agreement"][a][b] for b in judges] for a in judges]
    fig = go.Figure(go.Heatmap(z=z, x=judges, y=judges, zmin=0, zmax=1, colorscale="Greens",
                               text=[[("" if v is None else f"{v:.0%}") for v in row] for row in z],
                               texttemplate="%{text}"))
    fig.update_layout(title="Agreement between judges (share of rows with the same verdict)", **_LAYOUT)
    fig.update_yaxes(autorange="reversed")
    return fig


def by_figure(m: dict[str, Any]) -> go.Figure | None:
    if not m.get("by"):
        return None
    field, groups = next(iter(m["by"].items()))
    keys = list(groups)
    fig = go.Figure()
    fig.add_bar(name="exact", x=keys, y=[groups[k]["exact_accuracy"] for k in keys],
                text=[f"n={groups[k]['n']}" for k in keys])
    fig.add_bar(name="supported vs rest", x=keys, y=[groups[k]["supported_vs_rest_accuracy"] for k in keys])
    fig.update_layout(title=f"Accuracy by {field}", barmode="group", yaxis_range=[0, 1], **_LAYOUT)
    return fig


def figures(m: dict[str, Any]) -> dict[str, go.Figure]:
    out = {
        "confusion": confusion_figure(m),
        "per_class": per_class_figure(m),
        "per_judge": per_judge_figure(m),
        "agreement": agreement_figure(m),
    }
    by = by_figure(m)
    if by is not None:
        out["by"] = by
    return out


def html_report(m: dict[str, Any], title: str = "reviewer bench") -> str:
    charts = "\n".join(f'<section>{fig.to_html(full_html=False, include_plotlyjs=False)}</section>'
                       for fig in figures(m).values())
    speed = f", {m['claims_per_second']} claims/s" if m.get("claims_per_second") else ""
    summary = (f"{m['n']} rows ({m.get('label_note', 'three-way gold labels')}) · exact accuracy {m['exact_accuracy']:.1%} · supported vs rest "
               f"{m['supported_vs_rest_accuracy']:.1%} · judges: {', '.join(m.get('judges', []))}{speed}")
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<script type="text/javascript">{get_plotlyjs()}</script>
<style>body{{font-family:system-ui,sans-serif;margin:2rem;max-width:1100px}}section{{margin:1rem 0}}</style>
</head><body><h1>{html.escape(title)}</h1><p>{html.escape(summary)}</p>
{charts}
</body></html>
"""
