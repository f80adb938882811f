"""A stop pysbd never ends a sentence at ("al." before "I") is no boundary, even where the text
pysbd was shown around another mark ends right after it: 'The Dr.. In 2023 the the the the the
the data sharply sharply al. I the.' was cut after 'al.' (pysbd on the whole text is not: found by
test_same_as_pysbd_on_sentence_like_text, on the code before this fix too)."""

from __future__ import annotations

import pysbd
import pytest

from reviewer.note.sentences import split_sentences


def _pysbd(text: str) -> list[str]:
    return [s.strip() for s in pysbd.Segmenter(language="en", clean=False).segment(text) if s.strip()]


@pytest.mark.parametrize("n", range(0, 12))
def test_an_abbreviation_before_i_at_a_zone_edge_is_no_boundary(n):
    text = "The Dr.. In 2023 " + "the " * n + "data sharply sharply al. I the."
    assert [text[a:b] for a, b in split_sentences(text)] == _pysbd(text)
