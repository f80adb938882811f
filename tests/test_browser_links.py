"""A direct link to every page of the app opens that page in Chromium.

Streamlit serves the default page at ``/`` and does not route its own ``url_path``: a link to
``/review`` (a bookmark, a link pasted into a ticket) opened a "Page not found" dialog.
"""

from __future__ import annotations

import pytest
from test_browser import _fresh, _idle, server  # noqa: F401  (the module's app server)

pytestmark = pytest.mark.browser

# (path, a heading only that page shows)
LINKS = [
    ("/", "Review"),
    ("/review", "Review"),
    ("/review?claim=c3", "Review"),
    ("/before-after", "Before / after"),
    ("/dashboard", "Dashboard"),
    ("/benchmark", "Benchmark"),
    ("/export", "Export"),
]


@pytest.mark.parametrize(("path", "heading"), LINKS)
def test_a_direct_link_opens_its_page(server, page, path, heading):  # noqa: F811
    from playwright.sync_api import expect

    url, _ = server
    page.set_default_timeout(30_000)
    page.goto(url + path)
    _idle(page)
    main = page.get_by_test_id("stMain")
    expect(_fresh(main).get_by_role("heading", name=heading, exact=True).first).to_be_visible()
    page.wait_for_timeout(300)  # the dialog comes with the navigation message
    assert page.get_by_text("Page not found").count() == 0, f"{path} opens 'Page not found'"
    assert page.get_by_role("dialog").count() == 0
    if "claim=" in path:
        selected = _fresh(page).locator("mark.rv-claim.rv-sel").first
        assert selected.get_attribute("data-claim") == "c3"


# (path, the sidebar entry that must read as the current page)
CURRENT = [
    ("/", "Review"),
    ("/review", "Review"),
    ("/review?claim=c3", "Review"),
    ("/dashboard", "Dashboard"),
]


@pytest.mark.parametrize(("path", "entry"), CURRENT)
def test_the_sidebar_marks_the_page_a_link_opens(server, page, path, entry):  # noqa: F811
    """/review is an unlisted alias of Review: opened directly, no sidebar entry was marked
    current, so the editor could not see which page they were on."""
    from playwright.sync_api import expect

    url, _ = server
    page.set_default_timeout(30_000)
    page.goto(url + path)
    _idle(page)
    current = page.locator('[data-testid="stSidebarNavLink"][aria-current="page"]')
    expect(current).to_have_count(1)
    expect(current.locator("span[label]")).to_have_attribute("label", entry)  # the icon aside
    if "claim=" in path:  # the claim the link names is still the one opened
        selected = _fresh(page).locator("mark.rv-claim.rv-sel").first
        expect(selected).to_have_attribute("data-claim", "c3")


def test_the_address_names_the_claim_on_screen(server, page):  # noqa: F811
    """The ``?claim=`` of the address follows the selection (a link made from it opens that claim)."""
    from test_browser import _select

    url, _ = server
    page.set_default_timeout(30_000)
    page.goto(url + "/?claim=c3")
    _idle(page)
    page.wait_for_function("() => new URL(location.href).searchParams.get('claim') === 'c3'")
    _select(page, "c2")
    page.wait_for_function("() => new URL(location.href).searchParams.get('claim') === 'c2'")
    page.goto(url + "/?claim=c999")  # a claim the note does not have: the address names the one shown
    _idle(page)
    shown = _fresh(page).locator("mark.rv-claim.rv-sel").first.get_attribute("data-claim")
    page.wait_for_function("c => new URL(location.href).searchParams.get('claim') === c", arg=shown)
