"""The review app: `streamlit run app.py` (or `reviewer app`).

The sidebar picks and checks a note; the pages render the report and record decisions in the
decision log (``$REVIEWER_DB`` or ``data/reviewer.db``).
"""

from __future__ import annotations

from pathlib import Path

import streamlit as st

from reviewer.ui import sidebar

# a local icon: a Material or emoji page icon makes the browser fetch it from a font CDN, and
# the app must request nothing from outside (air-gapped, confidential notes)
ICON = Path(__file__).resolve().parent / "reviewer" / "ui" / "icon.png"
st.set_page_config(page_title="reviewer", page_icon=str(ICON), layout="wide")

REVIEW = "reviewer/ui/review.py"
PAGES = [
    st.Page(REVIEW, title="Review", icon=":material/rate_review:", url_path="start", default=True),
    st.Page("reviewer/ui/before_after.py", title="Before/after", icon=":material/compare_arrows:", url_path="before-after"),
    st.Page("reviewer/ui/dashboard.py", title="Dashboard", icon=":material/monitoring:", url_path="dashboard"),
    st.Page("reviewer/ui/benchmark.py", title="Benchmark", icon=":material/speed:", url_path="benchmark"),
    st.Page("reviewer/ui/export_page.py", title="Export", icon=":material/download:", url_path="export"),
]

# Streamlit serves the default page at / and routes no other path to it: a link to /review (a
# bookmark, a link in a ticket) opened "Page not found". The same page, unlisted, answers there.
ALIASES = [st.Page(REVIEW, title="Review", url_path="review", visibility="hidden")]

page = st.navigation(PAGES + ALIASES)
if page.url_path == "review" and not st.session_state.get("_opened"):
    # a direct link (the session's first run): the hidden alias is not in the sidebar, so no page
    # there read as the current one; it lands on Review itself (at /, with its ?claim=…), which
    # the sidebar marks. Not later in a session: the switch would drop the sidebar's choices.
    st.session_state["_opened"] = True
    st.switch_page(PAGES[0], query_params=st.query_params.to_dict())
st.session_state["_opened"] = True
sidebar.render()
page.run()
