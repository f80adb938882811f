"""The review stage: the decision log and everything derived from it.

    store      ``Database``: the append-only decision log (SQLite through sqlite-utils, WAL)
    decisions  actions, reason codes, and what a decision means for a claim (pure)
    snapshot   lossless JSON of a whole report, kept with the decisions
    derive     the figures the app shows (queue, progress, agreement), from a report and the log
    export     the repaired note, gold labels (corpus JSONL) and the decisions CSV
    styles     the symbol, word and colours of each verdict and grounding
"""

from __future__ import annotations

from reviewer._lazy import lazy_getattr

#: public name -> the module that defines it (imported on first use, so that importing one
#: stage does not load the others)
_EXPORTS = {
    "Action": ".store",
    "ClaimState": ".store",
    "Database": ".store",
    "Decision": ".store",
    "EditorLabel": ".decisions",
    "ExportError": ".export",
    "ReasonCode": ".store",
    "StoreError": ".store",
    "default_db_path": ".store",
    "export_decisions_csv": ".export",
    "export_gold": ".export",
    "export_note": ".export",
    "sha256_text": ".store",
}

__all__ = sorted(_EXPORTS)

__getattr__ = lazy_getattr(__name__, globals(), _EXPORTS)
