"""A claim the source gives word for word is read against the sentence that gives it.

The ux6 trial's note quoted a log of sentences worded alike; 133 of its 3,000 verbatim claims
were called contradicted ("claim says 5 March; source: 9 March": another station's sentence
with the same station number and rainfall was read instead). ``reviewer.judges.verbatim``
finds the sentence that holds the claim, and ``find_conflicts`` reads that one only when the
claim is the source's sentence whole.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges.conflict_text import words
from reviewer.judges.contradiction import find_conflicts
from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.verbatim import verbatim
from reviewer.model import Source
from reviewer.text import content_tokens

NAMES = ["Holm", "Alder", "Birch", "Cedar", "Dunmore", "Elm", "Fern"]
MONTHS = ["March", "April", "May"]


def rain_log(n: int) -> list[str]:
    """Sentences worded alike, as the trial's log had them: the station's name cycles through
    seven (one of them also the staff's), its number through 40, the rainfall through 90 values."""
    return [f"Station {NAMES[i % 7]} {1 + i % 40} recorded {20 + i % 90} mm of rain on {1 + i % 28} "
            f"{MONTHS[i % 3]}, and the gauge was checked by Dunmore staff." for i in range(n)]


def _found(claim: str, source: str):
    index = SourceIndexes().index(source)
    return verbatim(words(claim), content_tokens(claim, stemmed=True), index), index


SOURCE = ("Harbour notice 12. The north pier reopened on 3 April after repairs costing $1.2 million. "
          "Night-time mooring \u2014 for boats under 12 m \u2014 is allowed again. "
          "Water temperature fell to -5 \u00b0C in January; 5% of moorings stayed iced.")


@pytest.mark.parametrize(("claim", "whole"), [
    ("The north pier reopened on 3 April after repairs costing $1.2 million.", True),
    ("the north pier  reopened on 3 April after repairs costing $1.2 million", True),  # case, blanks, no stop
    ("Night-time mooring - for boats under 12 m - is allowed again.", True),  # dashes read alike
    ("The north pier reopened on 3 April", False),  # a part of the sentence
    ("5% of moorings stayed iced.", False),
], ids=["whole", "case-blanks", "dashes", "part", "part-with-percent"])
def test_the_sentence_that_holds_the_claim_is_found(claim: str, whole: bool) -> None:
    spot, index = _found(claim, SOURCE)
    assert spot is not None
    assert spot.whole is whole
    assert claim.split()[1].lower() in index.text[index.spans[spot.first].start : index.spans[spot.last].end].lower()


@pytest.mark.parametrize("claim", [
    "The north pier reopened on 3 April after repairs costing \u00a31.2 million.",  # another currency
    "The north pier reopened on 3 April after repairs costing 1.2 million.",  # the sign left out
    "Water temperature fell to 5 \u00b0C in January.",  # the minus dropped
    "Water temperature fell to -5 \u00b0C in January; 5 of moorings stayed iced.",  # the per cent dropped
    "The north pier reopened on 4 April after repairs costing $1.2 million.",  # a changed figure
    "The north pier did not reopen on 3 April after repairs costing $1.2 million.",  # a denial added
    "The pier reopened on 3 April.",  # a word left out
], ids=["currency", "no-sign", "minus", "percent", "figure", "denial", "word-left-out"])
def test_a_claim_that_differs_by_one_mark_is_not_verbatim(claim: str) -> None:
    assert _found(claim, SOURCE)[0] is None


def test_every_verbatim_claim_of_a_log_worded_alike_is_left_uncontradicted() -> None:
    """Fails on the code before this check: 10 of these 1,000 claims were contradicted."""
    log = rain_log(1000)
    sources = [Source(id="s1", text=" ".join(log))]
    indexes = SourceIndexes()
    contradicted = [c for c in log if find_conflicts(c, sources, indexes=indexes)]
    assert contradicted == []


@pytest.mark.parametrize(("claim", "kind"), [
    ("Station Dunmore 5 recorded 44 mm of rain on 6 March, and the gauge was checked by Dunmore staff.", "date"),
    ("Station Dunmore 5 recorded 44 mm of rain on 5 April, and the gauge was checked by Dunmore staff.", "date"),
], ids=["day", "month"])
def test_a_changed_figure_in_a_log_worded_alike_is_still_caught(claim: str, kind: str) -> None:
    sources = [Source(id="s1", text=" ".join(rain_log(1000)))]
    assert kind in {c.kind for c in find_conflicts(claim, sources)}


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 299), st.sampled_from(["mm", "day", "station"]), st.integers(1, 9))
def test_a_changed_figure_is_never_verbatim(row: int, which: str, delta: int) -> None:
    """A sentence of the log with one figure changed is verbatim only where the log has that
    sentence too, and then the sentence found is that one."""
    log = rain_log(300)
    i = row
    mm, day, station = 20 + i % 90, 1 + i % 28, 1 + i % 40
    mm, day, station = (mm + delta, day, station) if which == "mm" else \
        (mm, day + delta, station) if which == "day" else (mm, day, station + delta)
    claim = (f"Station {NAMES[i % 7]} {station} recorded {mm} mm of rain on {day} {MONTHS[i % 3]}, "
             f"and the gauge was checked by Dunmore staff.")
    spot, index = _found(claim, " ".join(log))
    if claim in log:
        assert spot is not None and spot.whole
        assert index.text[index.spans[spot.first].start : index.spans[spot.last].end] == claim
    else:
        assert spot is None
