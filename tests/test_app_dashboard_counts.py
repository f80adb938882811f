"""The Dashboard's accuracy names the notes its gold labels are on: with one label on one note
and another note checked but unlabelled it read "on 1 gold label (2 notes)"."""

from __future__ import annotations

import pytest
from fakes import make_report, open_app

pytestmark = pytest.mark.usefixtures("fresh_caches")


def test_the_accuracy_counts_only_the_notes_that_hold_labels(review_db):
    other = make_report(6, hostile=True)
    seen = open_app(other, editor="ana")
    seen.button(key="kl_supported").click().run()  # a decision keeps the note in the log
    seen.button(key="undo_mine").click().run()  # ... and its undo leaves it without a label
    labelled = open_app(make_report(6), editor="ana")
    labelled.button(key="kl_supported").click().run()
    assert other.note_sha256 != labelled.session_state["report"].note_sha256
    labelled.switch_page("reviewer/ui/dashboard.py").run()
    assert not labelled.exception
    metric = next(m for m in labelled.metric if m.label.startswith("Accuracy of machine verdicts"))
    assert metric.label == "Accuracy of machine verdicts on 1 gold label (1 note)"
    assert "on 1 of the 2 notes in the decision log" in metric.help
