"""A name that no cited source mentions: the panel calls the claim partial, never supported
(``reviewer.judges.unconfirmed_names``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.unconfirmed_names import CALENDAR, DEMONYMS, GENERIC_HEADS, unconfirmed_name
from reviewer.model import Source, Verdict
from reviewer.panel import Panel

_STUDBOOK = ("Male 'Tashi' (studbook no. 1342, born 2019 at Rotterdam Zoo) is to move from Rotterdam to Zoo "
             "Zürich to pair with female 'Mina'.")
_COLD_STORE = "The market's new cold store, funded by the Central Silk Board, was inaugurated on 5 June."
_YEMEN = ("Yemen's Presidential Leadership Council said the STC leader Aidarous al-Zubaidi fled to the U.S. "
          "by sea; artificial intelligence was not used.")

#: (claim, sources, the word found, or None when every name is mentioned)
CASES = [
    # a name, a month or an acronym that nothing cited mentions
    ("Tashi, a male born at Zoo Basel in 2019, is moving from Rotterdam.", [_STUDBOOK], "Basel"),
    ("The cold store, paid for by the Karnataka government, was opened on 5 June.", [_COLD_STORE], "Karnataka"),
    ("The cold store was inaugurated in July.", [_COLD_STORE], "July"),
    ("The cold store was funded by the CSB and the NABARD.", [_COLD_STORE], "NABARD"),
    ("The session is moving to St Paul's Church Hall.", ["The session will move to Kirkham Community Centre."],
     "Paul's"),
    # a run of the claim's names is held to the acronyms the source writes, not to the initials of
    # its own names ("Harrogate in September" is no "HS" for "Hollinwood Silver Band")
    ("The finals will be held in Harrogate in September.",
     ["Hollinwood Silver Band and Wardle qualify for the finals in Cheltenham in September."], "Harrogate"),
    ("The cold store was funded by the Central Silk Board.", ["The CSB funded the cold store."], None),
    # mentioned: the same word or stem, another spelling, an abbreviation, an acronym either way
    ("Tashi is moving to Zoo Zürich from Rotterdam's zoo.", [_STUDBOOK], None),
    ("The STC leader Aidarus al-Zoubaidi fled.", [_YEMEN], None),
    ("A battle broke out between the Houthis and the PLC.", [_YEMEN + " The Houthis attacked."], None),
    ("The STC leader fled to the US.", [_YEMEN], None),
    ("No AI was used.", [_YEMEN], None),
    ("The Federation for American Immigration Reform (FAIR) put the figure at 18.6 million.",
     ["FAIR estimates 18.6 million."], None),
    ("The Central Silk Board (CSB) funded it.", ["The CSB funded the cold store."], None),
    ("The store opened in Nov. after the rains.", ["It opened on 3 Nov 2024."], None),
    ("She is Vietnamese.", ["She was born in Vietnam."], None),
    ("The Spanish crew stayed.", ["The crew, from Spain, stayed."], None),
    ("They waited for the gale in the Bay of Biscay to pass.", ["We waited out a gale in Biscay."], None),
    # not read as names: sentence openers, a quotation's first word, ordinals, the modal "may", headlines
    ("Tashi moved. Basel was not involved.", ["Tashi moved."], None),
    ("Juliet says the line 'What's in a name?'", ["Juliet: what's in a name?"], None),
    ("The Eighth Army crossed the river.", ["The 8th Army crossed the river."], None),
    ("The store may open in June.", ["The store opens in June."], None),
    ("Kestrel Ridge Observatory Opens New Dome In Arizona", ["The observatory opened a dome."], None),
]


@pytest.mark.parametrize(("claim", "sources", "expected"), CASES)
def test_unconfirmed_names(claim, sources, expected):
    found = unconfirmed_name(claim, sources)
    assert (None if found is None else found.word) == expected
    if found is not None:
        assert claim[found.start:found.end] == found.word
        assert f'"{found.word}"' in found.reason and found.reason.startswith("unconfirmed name")


def test_any_source_that_mentions_the_name_is_enough_and_each_source_is_read_once():
    claim = "Tashi, the young male, was born at Zoo Basel in 2019."
    assert unconfirmed_name(claim, [_STUDBOOK]) is not None
    assert unconfirmed_name(claim, [_STUDBOOK, "Basel Zoo lent him."]) is None
    indexes = SourceIndexes()
    assert unconfirmed_name(claim, [_STUDBOOK], indexes).word == "Basel"
    assert unconfirmed_name(claim, [_STUDBOOK], indexes).word == "Basel"  # (from the memo)


def test_the_tables_are_named_lower_case_data():
    for table in (CALENDAR, GENERIC_HEADS, set(DEMONYMS) | set(DEMONYMS.values())):
        assert table and all(word == word.lower() and word.isalpha() for word in table)


class _Says:
    name = "a"

    def __init__(self, verdict):
        self.verdict = verdict

    def judge(self, claim, sources, context=""):
        from reviewer.model import Vote

        return Vote(judge=self.name, verdict=self.verdict, score=1.0)


def test_the_panel_keeps_a_claim_with_an_unmentioned_name_partial():
    claim = "The cold store, paid for by the Karnataka government, was inaugurated on 5 June."
    d = Panel([_Says(Verdict.SUPPORTED)]).decide(claim, [Source("s1", _COLD_STORE)])
    assert d.verdict is Verdict.PARTIAL
    vote = [v for v in d.votes if v.judge == "unconfirmed"][0]
    assert vote.verdict is Verdict.PARTIAL and '"Karnataka"' in vote.reason
    assert d.reason.startswith("partial: unconfirmed name")
    assert Panel([_Says(Verdict.SUPPORTED)]).decide(
        "The cold store was inaugurated on 5 June by the Central Silk Board.", [Source("s1", _COLD_STORE)]
    ).verdict is Verdict.SUPPORTED


@given(st.text(max_size=300))
def test_a_claim_its_source_quotes_never_has_an_unconfirmed_name(text):
    assert unconfirmed_name(text, [text]) is None


@given(st.text(max_size=200), st.text(max_size=300))
def test_never_crashes_and_spans_round_trip(claim, source):
    found = unconfirmed_name(claim, [source])
    if found is not None:
        assert claim[found.start:found.end] == found.word


def test_a_claim_of_thousands_of_names_is_read_in_bounded_time_and_names_the_first():
    def name(k: int) -> str:
        return "".join("abcdefghijklmnopqrstuvwxyz"[k // 26 ** p % 26] for p in range(3)).title() + "ovel"

    claim = "The convoy met " + ", ".join(f"{name(k)} with the riders" for k in range(3000)) + " at the ford."
    source = " ".join(name(k)[0] + name(k) for k in range(3000))  # every name one letter away
    found = unconfirmed_name(claim, [source])
    assert found is not None and found.word == name(16)  # the first past the fuzzy look-ups' bound
