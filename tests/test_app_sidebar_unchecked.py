"""The sidebar says how many cited claims could not be checked, as `reviewer check` prints
after `warning:` ("1 cited claim could not be checked (source unavailable), e.g. c6: …"), when
some but not all could not: before, it said so only when none could be ("Nothing verified")."""

from __future__ import annotations

import dataclasses

import pytest
from fakes import make_report, open_app

from reviewer.model import Verdict
from reviewer.report import not_checked

pytestmark = pytest.mark.usefixtures("fresh_caches")


def _lines(at, words: str) -> list[str]:
    return [w.value for w in at.sidebar.warning if words in w.value]


def test_some_unchecked_claims_are_said_once_in_the_sidebar(review_db):
    report = make_report(6)
    assert any(r.verdict is Verdict.SOURCE_UNAVAILABLE for r in report.claims)
    at = open_app(report)
    lines = _lines(at, "could not be checked")
    assert len(lines) == 1, [w.value for w in at.sidebar.warning]
    assert lines[0].startswith("1 cited claim could not be checked"), lines
    assert not _lines(at, "Nothing verified")


def test_no_line_when_every_cited_claim_was_checked(review_db):
    report = make_report(6)
    checked = dataclasses.replace(report, claims=tuple(r for r in report.claims
                                                       if r.verdict is not Verdict.SOURCE_UNAVAILABLE))
    assert not_checked(checked) is None
    at = open_app(checked)
    assert not _lines(at, "could not be checked")
