"""The word keys and negation reach the contradiction checks read (``conflict_text``, ``denials``)."""

import pytest

from reviewer.judges.conflict_text import word_stem, words
from reviewer.judges.denials import denials

# forms of one word share a key; a bare final "d" is cut only as the end of "-ed" ("used")
SAME_STEM = [("extend", "extended"), ("extend", "extends"), ("rule", "ruled"), ("rule", "ruling"),
             ("use", "used"), ("confirm", "confirmed"), ("open", "opened")]
OTHER_STEM = [("fun", "fund"), ("ban", "band"), ("expan", "expand")]


@pytest.mark.parametrize(("a", "b"), SAME_STEM)
def test_forms_of_one_word_share_a_stem(a, b):
    assert word_stem(a) == word_stem(b)


@pytest.mark.parametrize(("a", "b"), OTHER_STEM)
def test_a_final_d_is_no_suffix(a, b):
    assert word_stem(a) != word_stem(b)


# (sentence, word, nearly denied, in a clause with a denial)
REACH = [
    ("Holders cannot bring dependants, extend the permit or convert it.", "extend", True, True),
    ("Holders cannot bring dependants, extend the permit or convert it.", "convert", True, True),
    ("Visitors may not feed, touch or chase the animals.", "chase", True, True),
    ("Holders cannot bring dependants, but can extend the permit.", "extend", False, False),
    ("Holders cannot bring dependants, the board can extend the permit.", "extend", False, False),
    ("The firm did not pay a dividend, and profits rose or held steady.", "rose", False, False),
    ("Staff must be symptom-free for 48 hours before returning.", "symptom", True, True),
]


@pytest.mark.parametrize(("text", "word", "nearly", "negative"), REACH)
def test_a_denial_runs_on_into_a_short_list(text, word, nearly, negative):
    w = words(text)
    k = w.lower.index(word)
    _denied, near, neg = denials(w)
    assert (near[k], neg[k]) == (nearly, negative)
