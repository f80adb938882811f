"""Export page: the repaired note, gold labels (corpus JSONL), the decision log (CSV)."""

from __future__ import annotations

import io
from pathlib import Path

import streamlit as st

from reviewer.md_escape import md_text
from reviewer.review.export import ExportError, export_decisions_csv, export_gold, repaired
from reviewer.ui import session


def _text(fn, db, note_sha256: str | None) -> tuple[str, int]:
    buf = io.StringIO()
    n = fn(db, buf, note_sha256=note_sha256)
    return buf.getvalue(), n


def render() -> None:
    st.title("Export")
    db = session.get_db()
    report = session.current_report()
    st.caption(f"Decision log: {md_text(str(db.path))} · {db.count()} decisions")
    scope_note = report is not None and st.toggle(
        "Only the current note", value=False, key="export_scope",
        help="otherwise gold labels and decisions cover every note in the log")
    sha = report.note_sha256 if report is not None else None
    stem = Path(report.note_path).stem if report is not None and report.note_path else "note"

    st.subheader("Repaired note")
    if report is None:
        st.info("Check a note first: the repaired note is the draft plus the accepted repairs.")
    else:
        try:
            text, applied, left = repaired(db, sha)
            n = len(applied)
            if left:
                st.warning(f"{len(left)} accepted repair(s) left out of the repaired note: "
                           + ", ".join(f"{r.claim_id} {r.id}" for r in left)
                           + " edit the same text as a repair accepted before. Resolve it on the Review page.")
            st.download_button(f"Download repaired note ({n} accepted repair{'' if n == 1 else 's'} applied)", text,
                               file_name=f"{stem}.repaired.md", mime="text/markdown",
                               key="dl_note")
        except ExportError as exc:
            st.info(md_text(str(exc)))

    st.subheader("Gold labels (corpus JSONL)")
    text, n = _text(export_gold, db, sha if scope_note else None)
    st.download_button(f"Download gold labels ({n} rows)", text, file_name="gold.jsonl",
                       mime="application/jsonl", key="dl_gold", disabled=n == 0)
    st.caption("Readable by `reviewer bench gold.jsonl` (Contract 4).")

    st.subheader("Decision log (CSV)")
    text, n = _text(export_decisions_csv, db, sha if scope_note else None)
    st.download_button(f"Download decisions ({n} rows)", text, file_name="decisions.csv",
                       mime="text/csv", key="dl_decisions", disabled=n == 0)


if __name__ == "__main__":
    render()
