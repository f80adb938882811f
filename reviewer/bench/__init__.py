"""The benchmark: corpus rows through ``verify``, metrics, and plotly charts.

    load_corpus(path, limit)        corpus JSONL (Contract 4) -> rows; ``CorpusError`` names the line
    duplicate_ids(rows, path)       a one-line warning when two rows share an id, else None
    run_bench(rows, runtime, ...)   every row as a one-claim note through ``reviewer.verify``
    metrics(gold, pred)             exact and supported-vs-rest accuracy, per-class P/R/F1, confusion
    write_html(result, path)        a self-contained report with charts (``charts``)
"""

from __future__ import annotations

from reviewer._lazy import lazy_getattr

#: public name -> the module that defines it (imported on first use, so that importing one
#: stage does not load the others)
_EXPORTS = {
    "BenchResult": ".run",
    "BenchRow": ".run",
    "CorpusError": ".run",
    "LABELS": ".run",
    "agreement": ".run",
    "duplicate_ids": ".run",
    "figures": ".run",
    "load_corpus": ".run",
    "metrics": ".run",
    "run_bench": ".run",
    "write_html": ".run",
}

__all__ = sorted(_EXPORTS)

__getattr__ = lazy_getattr(__name__, globals(), _EXPORTS)
