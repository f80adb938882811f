"""A huge note on the Review page: a window of the note around the selected claim and a paged
queue, so a click does not re-send tens of thousands of claims (3,000-claim fake report)."""

from __future__ import annotations

import pytest
from fakes import make_report, open_app

from reviewer.review import derive
from reviewer.review.store import Action, Database
from reviewer.ui.render import note_html

pytestmark = pytest.mark.usefixtures("fresh_caches")

N = 3000


@pytest.fixture(scope="module")
def big():
    return make_report(N)


def _bodies(at) -> str:
    return "\n".join(h.proto.body for h in at.get("html"))


def _ids(at) -> list[str]:
    return [o.removeprefix("● ").split()[0] for o in at.selectbox(key="claim_pick").options]


def _shown_claims(body: str) -> int:
    return body.count('class="rv-claim')


def test_big_note_renders_a_window_and_a_page_of_the_queue(review_db, big):
    at = open_app(big)
    assert not at.exception, at.exception
    pick = at.selectbox(key="claim_pick")
    assert len(pick.options) == derive.QUEUE_PAGE and pick.label.startswith(f"Queue · {N} claims")
    body = _bodies(at)
    assert f'id="claim-{pick.value}"' in body and "rv-sel" in body
    assert 0 < _shown_claims(body) <= 2 * derive.WINDOW + 1 + 8  # + the block around the edges
    assert "claims below" in body and f'id="claim-c{N}"' not in body
    pages = at.selectbox(key="queue_page")
    assert pages.value == 0 and len(pages.options) == N // derive.QUEUE_PAGE


def test_next_moves_through_the_big_queue(review_db, big):
    at = open_app(big)
    order = _ids(at)
    at.button(key="next").click().run()
    assert not at.exception
    assert at.selectbox(key="claim_pick").value == order[1]
    assert f'id="claim-{order[1]}"' in _bodies(at)
    at.button(key="prev").click().run()
    assert at.selectbox(key="claim_pick").value == order[0]


def test_page_selector_and_next_cross_pages(review_db, big):
    at = open_app(big)
    at.selectbox(key="queue_page").set_value(1).run()
    assert not at.exception
    first_of_page = at.selectbox(key="claim_pick").value
    assert at.selectbox(key="queue_page").value == 1
    at.button(key="prev").click().run()  # back onto the last entry of page 1 (index 0)
    assert at.selectbox(key="queue_page").value == 0
    assert at.selectbox(key="claim_pick").value != first_of_page
    at.button(key="next").click().run()
    assert at.selectbox(key="claim_pick").value == first_of_page


def test_a_decision_far_down_the_note_is_recorded(review_db, big):
    at = open_app(big)
    far = f"c{N - 2}"
    at.text_input(key="jump_to").set_value(far).run()
    assert not at.exception
    assert at.selectbox(key="claim_pick").value == far
    body = _bodies(at)
    assert f'id="claim-{far}"' in body and "claims above" in body and 'id="claim-c1"' not in body
    k = f"{big.note_sha256[:8]}_{far}"
    at.radio(key=f"lab_{k}").set_value("not_supported").run()
    at.button(key=f"save_{k}").click().run()
    assert not at.exception and at.success
    db = Database(review_db)
    try:
        (row,) = db.decisions()
    finally:
        db.close()
    assert (row.claim_id, row.action, row.payload["label"]) == (far, Action.SET_LABEL,
                                                                "not_supported")


def test_jump_to_an_unknown_claim_says_so(review_db, big):
    at = open_app(big)
    before = at.selectbox(key="claim_pick").value
    at.text_input(key="jump_to").set_value("c999999").run()
    assert not at.exception
    assert at.selectbox(key="claim_pick").value == before
    assert any("No claim c999999" in i.value for i in at.info)


def test_a_normal_note_is_shown_whole_without_paging(review_db):
    report = make_report(12)
    at = open_app(report)
    assert not at.exception
    assert len(at.selectbox(key="claim_pick").options) == 12
    assert "queue_page" not in [s.key for s in at.selectbox]
    body = _bodies(at)
    assert _shown_claims(body) == 12 and "claims above" not in body and "claims below" not in body


@pytest.mark.parametrize("selected, above, below", [("c1", False, True), ("c1500", True, True),
                                                    (f"c{N}", True, False)])
def test_note_window_covers_the_selected_claim(big, selected, above, below):
    window = derive.note_window(big, selected)
    claim = next(r.claim for r in big.claims if r.claim.id == selected)
    assert window.start <= claim.start and claim.end <= window.end
    assert (window.above > 0, window.below > 0) == (above, below)
    inside = [r for r in big.claims if window.start <= r.claim.start and r.claim.end <= window.end]
    assert window.above + len(inside) + window.below == N
    assert len(inside) >= derive.WINDOW  # at least one side of the selected claim
    assert window.start == 0 or big.note_text[window.start - 1] == "\n"  # cut at a block
    html = note_html(big, selected=selected, window=(window.start, window.end, window.above,
                                                     window.below))
    assert _shown_claims(html) == len(inside)


def test_small_note_has_no_window():
    assert derive.note_window(make_report(12), "c1") is None


def test_windowed_note_stays_escaped():
    report = make_report(derive.BIG_NOTE + 10, hostile=True)
    window = derive.note_window(report, "c1")
    html = note_html(report, selected="c1", window=(window.start, window.end, window.above,
                                                    window.below))
    assert "<script" not in html.lower() and "&lt;script&gt;" in html


@pytest.mark.parametrize("position, total, expected", [(0, 1, (0, 1)), (199, 200, (0, 1)),
                                                       (200, 201, (1, 2)), (5, 0, (0, 1))])
def test_queue_page(position, total, expected):
    assert derive.queue_page(position, total, size=200) == expected
