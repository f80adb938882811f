"""Shared fixtures: Debian's Chromium for the Playwright tests, a throwaway decision log."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# Property tests explore new random examples on every local run; CI replays a fixed seed so a
# submission's result does not depend on the draw (same number of examples either way).
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    # pytest-playwright cannot find Debian's chromium through --browser-channel.
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium",
            "args": CHROMIUM_ARGS}


@pytest.fixture
def review_db(tmp_path, monkeypatch):
    """``$REVIEWER_DB`` pointing to an empty log in a temporary folder; returns its path."""
    path = tmp_path / "reviewer.db"
    monkeypatch.setenv("REVIEWER_DB", str(path))
    monkeypatch.setenv("REVIEWER_AUTOLOAD", "0")  # tests start from an empty app unless they opt in
    return path


@pytest.fixture
def fresh_caches():
    """Reports are cached per process (as in a real server): an app test starts cold."""
    import streamlit as st

    st.cache_resource.clear()
    yield
    st.cache_resource.clear()
