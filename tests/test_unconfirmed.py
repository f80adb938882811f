"""An "every" or a "guaranteed" that no cited source says anything like: the claim outruns its
evidence, and the panel calls it partial, never supported (``reviewer.judges.unconfirmed``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.unconfirmed import CAUSE, CERTAINTY, FAMILIES, SCOPE, unconfirmed

_CARS = ("Scrutineering, Saturday: cars 12, 37 and 51 passed the noise test at 96, 97 and 95 dB(A) "
         "against the 98 dB(A) limit; car 8 was sent back to refit its silencer.")
_LAUNCH = "Pixelgrove is aiming to launch the new site on 13 March 2026, subject to final testing."

#: (claim, source, the family and word found, or None when the claim is left alone)
CASES = [
    # a widened scope the source never states
    ("Every car presented at scrutiny came in under the 98 dB(A) noise limit.", _CARS, ("scope", "Every")),
    ("All the cars passed the noise test.", _CARS, ("scope", "All")),
    ("The whole field passed the noise test.", _CARS, ("scope", "whole")),
    ("The noise limit applied to everyone throughout the weekend's event.", _CARS, ("scope", "everyone")),
    # a certainty the source never states
    ("Pixelgrove has guaranteed that the new site will launch on 13 March 2026.", _LAUNCH,
     ("certainty", "guaranteed")),
    ("The new site will definitely launch on 13 March 2026.", _LAUNCH, ("certainty", "definitely")),
    # a cause the source never gives
    ("The centre imposed its burn ban because of an outbreak of ticks.",
     "The centre imposed a burn ban in July 2022. Ticks were reported in the woods in June.", ("cause", "because")),
    ("Ice in the backdrive caused the points to fail.",
     "Points 23 failed to detect at 05:40. Ice was found in the backdrive at 06:10.", ("cause", "caused")),
    ("The ban was imposed because of the drought.", "The ban was imposed due to the drought.", None),
    ("The points failed because of ice.", "Ice in the backdrive led to the failure of points 23.", None),
    ("The ban was lifted because of rain.", "The ban was lifted after heavy rain.", None),
    # the source says a universal or a certainty too: backed (whatever it says it of)
    ("Every car passed the noise test.", _CARS + " Each car was weighed.", None),
    ("All three cars passed.", "Cars 12, 37 and 51 all passed the noise test.", None),
    ("No car failed twice.", "None of the cars failed twice.", None),
    ("Pixelgrove guaranteed the launch date.", "Pixelgrove has promised to launch on 13 March.", None),
    # the claim takes its word back, or does not mean it as scope
    ("Not every car passed the noise test.", _CARS, None),
    ("Not all of the cars passed.", _CARS, None),
    ("Nearly all the cars passed the noise test.", _CARS, None),
    ("Almost every car passed.", _CARS, None),
    ("Cars are checked every day of the meeting.", _CARS, None),
    ("Silencers are inspected every two weeks.", _CARS, None),
    ("Scrutineers work all year round.", _CARS, None),
    ("The car stayed quiet throughout.", _CARS, None),
    ("The marshals stayed on duty throughout the long winter.", _CARS, None),
    ("Four cars were tested in all.", _CARS, None),
    ("It was an all-electric field.", _CARS, None),
    ("Pixelgrove has not guaranteed the launch date.", _LAUNCH, None),
    ("The centre did not close the site because of ticks.", "The centre closed the site in July.", None),
    # no universal or certainty word at all
    ("Car 8 was sent back to refit its silencer.", _CARS, None),
]


@pytest.mark.parametrize(("claim", "source", "expected"), CASES)
def test_unconfirmed_words(claim, source, expected):
    found = unconfirmed(claim, [source])
    assert (None if found is None else (found.family, found.word)) == expected
    if found is not None:
        assert claim[found.start:found.end] == found.word
        assert f'"{found.word}"' in found.reason and found.family in found.reason


def test_any_backing_source_is_enough_and_the_answer_is_kept_per_source():
    claim = "Every car passed the noise test."
    assert unconfirmed(claim, [_CARS]) is not None
    assert unconfirmed(claim, [_CARS, "Each car was weighed on the Friday."]) is None
    indexes = SourceIndexes()
    assert unconfirmed(claim, [_CARS], indexes) is not None
    assert unconfirmed(claim, [_CARS], indexes) is not None  # (from the memo)
    assert unconfirmed("Cars 12 and 37 passed; it is guaranteed.", [_CARS], indexes).family == "certainty"


def test_families_are_named_data():
    assert FAMILIES == (SCOPE, CERTAINTY, CAUSE)
    for family in FAMILIES:
        assert family.claim <= family.source  # a source that says the claim's own word backs it
        assert all(w == w.lower() for w in family.source)


@given(st.text(max_size=300))
def test_a_claim_its_source_quotes_is_never_unconfirmed(text):
    assert unconfirmed(text, [text]) is None


@given(st.text(max_size=200), st.text(max_size=300))
def test_never_crashes_and_spans_round_trip(claim, source):
    found = unconfirmed(claim, [source])
    if found is not None:
        assert claim[found.start:found.end] == found.word
