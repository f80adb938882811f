"""A marker that lists its keys with semicolons, as author-year lists do (`[cite:g1; g2]`,
`[1; 3]`), names each key: `[cite:g1; g2]` dangled as one key "g1; g2" and `[1; 3]` was no
marker at all, so its claim read as uncited."""

from __future__ import annotations

import pytest

from reviewer.note.citations import find_citations


@pytest.mark.parametrize(("text", "keys"), [
    ("The port opened in 1999 [cite:g1; g2].", ["g1", "g2"]),
    ("The port opened in 1999 [cite: g1 ; g2, g3].", ["g1", "g2", "g3"]),
    ("The port opened in 1999 [1; 3].", ["1", "3"]),
    ("The port opened in 1999 [1; 3-4].", ["1", "3", "4"]),
    ("The port opened in 1999 [cite:g1, g2].", ["g1", "g2"]),  # unchanged
])
def test_semicolons_separate_the_keys_of_a_marker(text, keys):
    found = find_citations(text)
    assert [c.key for c in found] == keys
    assert len({c.raw for c in found}) == 1
