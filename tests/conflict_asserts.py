"""What the golden conflict cases assert, written once: the claim's conflicts against one source,
a catch of the expected kind whose spans quote both texts, and a faithful claim left alone."""

from __future__ import annotations

from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


def assert_caught(claim: str, source: str, kind: ConflictKind | None) -> None:
    """A conflict is found (of ``kind`` among them, when given), each span quoting its text."""
    found = conflicts(claim, source)
    assert found, "no conflict found"
    if kind is not None:
        assert kind in {c.kind for c in found}, found
    for c in found:
        assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text and c.source_text


def assert_conflicting(claim: str, source: str, conflicting: bool, kind: ConflictKind | None = None) -> None:
    """A conflict (of ``kind``, when given) when ``conflicting``, none otherwise."""
    if conflicting:
        assert_caught(claim, source, kind)
    else:
        assert conflicts(claim, source) == ()
