"""The Review page's ``?claim=`` query parameter (a link to one claim) follows the selection.

A new user's trial: the parameter was read once and never written, so after switching to another
bundle the address still named a claim of the old one (``?claim=c5`` over a note whose queue
showed c1), and a link made from it opened a claim nobody had picked. Now the selection writes
it; a bundle switch resets the selection to the first claim of the new queue and the address
says so; a ``?claim=`` the report has no claim for is replaced, and a note with nothing to
select has none."""

from __future__ import annotations

import pytest
from fakes import empty_report, make_report
from streamlit.testing.v1 import AppTest

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _open(report=None, claim: str | None = None) -> AppTest:
    at = AppTest.from_file("../app.py", default_timeout=60)
    at.session_state["reviewer_name"] = "tester"
    if report is not None:
        at.session_state["report"] = report
    if claim is not None:
        at.query_params["claim"] = claim
    return at.run()


def _selected(at: AppTest) -> str:
    return at.selectbox(key="claim_pick").value


def _queue(at: AppTest) -> list[str]:
    """The claim ids of the queue, in order (the selectbox shows them with their labels)."""
    return list(at.session_state["_queue_ids"])


def test_a_link_to_a_claim_opens_it_and_the_address_follows_the_selection(review_db):
    at = _open(make_report(6), claim="c4")
    assert not at.exception, at.exception
    assert _selected(at) == "c4" and at.query_params.get("claim") == "c4"
    at.selectbox(key="claim_pick").set_value("c5").run()
    assert not at.exception and at.query_params.get("claim") == "c5"
    at.button(key="next").click().run()
    assert at.query_params.get("claim") == _selected(at) != "c5"


def test_a_link_to_a_claim_the_note_does_not_have_is_replaced_by_the_selection(review_db):
    at = _open(make_report(6), claim="c99")
    assert not at.exception, at.exception
    first = _queue(at)[0]
    assert _selected(at) == first and at.query_params.get("claim") == first


def test_a_note_with_nothing_to_select_clears_the_parameter(review_db):
    at = _open(empty_report(), claim="c3")
    assert not at.exception, at.exception
    assert "claim" not in at.query_params
    assert not at.selectbox or all(s.key != "claim_pick" for s in at.selectbox)


def test_switching_bundles_resets_the_selection_and_the_address(review_db):
    at = _open()
    at.selectbox(key="sample_name").set_value("analytic-note").run()
    at.button(key="run_check").click().run()
    assert not at.exception, at.exception
    before = at.session_state["report"].note_sha256
    options = _queue(at)
    at.selectbox(key="claim_pick").set_value(options[-1]).run()
    assert at.query_params.get("claim") == options[-1] != options[0]
    at.selectbox(key="sample_name").set_value("quoted-note").run()  # a picked sample is checked at once
    assert not at.exception, at.exception
    assert at.session_state["report"].note_sha256 != before  # the other note is shown
    new = _queue(at)
    assert _selected(at) == new[0], (_selected(at), new)
    assert at.query_params.get("claim") == new[0]
    at.run()  # and it stays put: the old address is not read again
    assert _selected(at) == new[0] and at.query_params.get("claim") == new[0]


def test_switching_to_a_note_without_the_linked_claim_does_not_reselect_it(review_db):
    at = _open(make_report(8), claim="c7")
    assert _selected(at) == "c7"
    at.session_state["report"] = make_report(3, path="other.md")  # another bundle, with no c7
    at.session_state["claim_pick"] = "c7"  # what the old selection left behind
    at.run()
    assert not at.exception, at.exception
    assert _selected(at) in ("c1", "c2", "c3") and at.query_params.get("claim") == _selected(at)
