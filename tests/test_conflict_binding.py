"""The binding check: a claim whose words are all in the evidence, put together wrongly
("opened in Leeds in 2015" where the source has Sheffield in 2015 and Leeds in 2018); and a
claim that states as fact what the passage only reports as an allegation.

Golden cases as data: each contradiction must be flagged by the contradiction check as a whole
(and vetoed by the panel), with spans that are real spans of both texts; each faithful claim
beside it, over the same kind of passage, must not be."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from reviewer.judges.conflict_binding import binding_hits, clauses, slots
from reviewer.judges.conflict_text import words
from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source

#: (claim, multi-sentence source, kind expected, a word the source span must contain)
CONTRADICTIONS = [
    ("The plant opened in Leeds in 2015.",
     ("The company's first plant opened in Sheffield in 2015, followed by a second site in Leeds in 2018. "
      "Together they employ 900 people."), ConflictKind.ENTITY, "Sheffield"),
    ("Maria Lopez was appointed chief executive in March.",
     ("The board met in March to review the strategy. It appointed Daniel Ortiz as chief executive; Maria Lopez, "
      "the finance director, will chair the audit committee. Shares rose 3% on the news."), ConflictKind.ENTITY, "Ortiz"),
    ("The minimum temperature recorded was 42 degrees.",
     "On 12 July the station recorded a maximum temperature of 42 degrees, and a minimum of 27 degrees overnight.",
     ConflictKind.ANTONYM, "maximum"),
    ("Smith beat Jones in the final.",
     "In the final, Jones beat Smith in straight sets. Smith had beaten Jones in the semi-final a year earlier.",
     ConflictKind.ENTITY, "Jones beat Smith"),
    ("The crossing took 14 hours in 2019.",
     "Services were cut after the pandemic. The crossing took 9 hours in 2019 and 14 hours in 2023.",
     ConflictKind.QUANTITY, "9"),
    ("The mayor admitted taking the payments.",
     "The mayor denied taking the payments, and his lawyer said the allegations were false. The inquiry continues.",
     ConflictKind.ANTONYM, "denied"),
    ("The senator confirmed that the bill would pass.",
     ("Critics alleged that the senator had privately assured donors the bill would pass. The senator's office "
      "declined to comment."), ConflictKind.MODALITY, "alleged"),
    ("Over four years, the borough's fleet cut its yearly fuel use by a third.",
     ("The borough cut its fleet's annual fuel consumption from 800,000 litres to 600,000 litres over four years. "
      "The savings came from electric lorries."), ConflictKind.QUANTITY, "800,000"),
    ("Electricity from rooftop solar rose fivefold between 2019 and 2023.",
     "Rooftop solar generated 9.6 TWh in 2023, up from 3.8 TWh in 2019. Grid operators warned of congestion.",
     ConflictKind.QUANTITY, "3.8"),
    ("Few of the 320 patients in the study were aged over 65.",
     "In the study of 320 patients admitted with pneumonia, 62% were over 65. Thirty-day mortality was 7%.",
     ConflictKind.QUANTITY, "62"),
    ("Levels at the reservoir dropped to 44% of capacity in August.",
     ("The reservoir holds 2.8 billion litres when full. Levels dropped to 61% of capacity in August. "
      "Rainfall in July was 44% of the long-term average."), ConflictKind.QUANTITY, "61"),
    ("During the pilot, average waits fell by three hours.",
     "The new triage system cut average waits from five hours to three during the pilot.",
     ConflictKind.QUANTITY, "five"),
    ("The new subsidy towards reading glasses is available to all pensioners from 1 October.",
     ("The new reading glasses subsidy is available only to pensioners on low incomes. Applicants must provide "
      "proof of entitlement. It launches on 1 October."), ConflictKind.SCOPE, "only"),
    ("Thirty-eight percent of all adults in Wales feel lonely at least some of the time.",
     "A survey of adults over 65 in Wales found that 38% felt lonely at least some of the time.",
     ConflictKind.SCOPE, "over 65"),
    ("The village now has a permanent 30 mph limit after collisions dropped from nine to two.",
     ("The limit on the road through the village was cut to 30 mph for an experimental period last year. "
      "Collisions fell from nine to two."), ConflictKind.SCOPE, "experimental"),
    ("A phase 1 trial has demonstrated that the gene therapy halts the progression of the disease.",
     ("Preliminary results from a phase 1 trial suggest the gene therapy may slow the progression of the disease. "
      "The trial involved 29 patients."), ConflictKind.MODALITY, "Preliminary"),
    ("Planting greenery around schools improves pupils' attention, a Barcelona study found.",
     "Green space around schools is associated with better attention among pupils, according to a Barcelona study.",
     ConflictKind.MODALITY, "associated"),
    ("Staff shortages at air traffic control caused the cancellation of about 140 flights.",
     ("A spokesperson for the airline said the cancellations were caused by staff shortages at air traffic "
      "control. The air traffic service said it had been fully staffed and blamed the airline's crew scheduling."),
     ConflictKind.MODALITY, "said"),
    ("Omid Karimi directed the documentary about three families displaced by floods in Sindh.",
     ("The documentary about the Sindh floods was directed by Nadia Karimi and produced by her brother, Omid "
      "Karimi. It follows three families displaced by flooding in Sindh province."), ConflictKind.ENTITY,
     "Nadia Karimi"),
    ("Ruth Kessler recorded her debut album, Night Ferry, in the late 1960s.",
     ("Jazz pianist Ruth Kessler recorded her first album, Night Ferry, in 1958. The album sold poorly. "
      "Kessler stopped performing in the late 1960s to teach."), ConflictKind.DATE, "1958"),
    ("The company listed its shares on the Nasdaq before it bought the start-up Veritrace.",
     ("The company bought the analytics start-up Veritrace in 2016 for $220 million. It listed its shares on "
      "the Nasdaq in 2018."), ConflictKind.DATE, "2018"),
    ("About a quarter of the bridges the department inspected last year were in poor condition.",
     ("Of the 1,100 bridges inspected by the department last year, 98 were rated in poor condition. Most were "
      "built before 1970."), ConflictKind.QUANTITY, "98"),
    ("A majority of the full 15-member board backed the proposal to merge the two schools.",
     ("The 15-member board of governors voted on the proposal to merge the two schools. Six governors voted in "
      "favour, five against, and four abstained."), ConflictKind.QUANTITY, "Six"),
    ("Citing wheat costs, the chain has tripled the price of its standard loaf since 2020.",
     "The price of a standard loaf at the chain has gone from £1.10 in 2020 to £2.20 today.",
     ConflictKind.QUANTITY, "1.10"),
    ("The supermarket chain Greenfields has bought digital pharmacy Lumora Health in an £85 million deal.",
     ("Lumora Health, a digital pharmacy start-up, has been acquired by the retailer Parkway Stores for £85 "
      "million. Lumora had previously rejected an approach from the supermarket chain Greenfields."),
     ConflictKind.ENTITY, "Parkway Stores"),
    ("Cresta Resources sold its stake in the Cerro Blanco project to Valdora Mining for $1.2 billion.",
     ("Valdora Mining sold its stake in the Cerro Blanco copper project to Cresta Resources for $1.2 billion. "
      "Cresta now controls it outright."), ConflictKind.ENTITY, "Valdora Mining"),
    ("The bakery in Tullow still supplies bread to the three local supermarkets.",
     "The owner said the bakery in Tullow no longer supplies the three local supermarkets it served for decades.",
     ConflictKind.NEGATION, "supplies"),
    ("The sixty-lab project successfully reproduced the ego depletion effect.",
     "In the sixty-lab project, the ego depletion effect did not replicate: the pooled effect was close to zero.",
     ConflictKind.NEGATION, "replicate"),
    ("Arizona Republican Daniel Reyes introduced the bill to cap monthly insulin co-payments at $35.",
     ("The insulin bill was introduced by Senator Patricia Coles, a Democrat from Oregon. It was co-sponsored "
      "by Senator Daniel Reyes. The bill would cap monthly insulin co-payments at $35."), ConflictKind.ENTITY,
     "Patricia Coles"),
    ("The museum in Bergen reopened in 2012.",
     ("The museum in Oslo reopened in 2012 after a long refit, while the one in Bergen reopened in 2016. "
      "Both are run by the city."), ConflictKind.ENTITY, "Oslo"),
]

#: faithful claims over passages that hold rival names, numbers or poles elsewhere
FAITHFUL = [
    ("The plant in Leeds opened in 2018.",
     "The company's first plant opened in Sheffield in 2015, followed by a second site in Leeds in 2018."),
    ("Daniel Ortiz was appointed chief executive.",
     ("The board met in March. It appointed Daniel Ortiz as chief executive; Maria Lopez, the finance director, "
      "will chair the audit committee.")),
    ("The maximum temperature recorded was 42 degrees.",
     "On 12 July the station recorded a maximum temperature of 42 degrees, and a minimum of 27 degrees overnight."),
    ("Jones beat Smith in the final.",
     "In the final, Jones beat Smith in straight sets. Smith had beaten Jones in the semi-final a year earlier."),
    ("Smith was beaten by Jones in the final.",
     "In the final, Jones beat Smith in straight sets."),
    ("The crossing took 14 hours in 2023.",
     "Services were cut after the pandemic. The crossing took 9 hours in 2019 and 14 hours in 2023."),
    ("Daniel Ortiz was appointed chief executive.",
     "Daniel Ortiz, a former banker, was appointed chief executive by the board, replacing Maria Lopez."),
    ("The Fed raised interest rates in June.",
     "The Federal Reserve raised interest rates in June, the third rise this year."),
    ("Grace Kinstler is 20 years old and Willie Spence is 21 years old.",
     "Grace Kinstler, who is 20 years old, and Willie Spence, who is 21 years old, reached the final."),
    ("Both teams won the national student cup in 2019.",
     "Both teams took the National Student Cup this year, building on 2018 when the men's team won the trophy."),
    ("About 40% of members voted yes.", "Some 41.5% of members voted yes, and 30% voted no."),
    ("During the pilot, average waits fell by two hours.",
     "The new triage system cut average waits from five hours to three during the pilot."),
    ("With only six of the fifteen governors in support, the proposal fell short of a majority.",
     "The 15-member board voted on the proposal. Six governors voted in favour, five against, and four abstained."),
    ("It was the contractor Neil Parry, not the former procurement chief, who pleaded guilty.",
     "The former procurement chief denied all counts. The contractor Neil Parry pleaded guilty to fraud."),
    ("By 2030, the report suggests, grid-scale battery capacity might pass 400 gigawatts.",
     ("Grid-scale battery capacity grew from about 17 gigawatts in 2020 to roughly 86 gigawatts in 2023. "
      "The report suggests it might pass 400 gigawatts by 2030.")),
    ("Nearly three-quarters of the highest-income parents in the Welsh survey paid for tutoring.",
     ("A survey of 900 parents in Wales found that 48% had paid for tutoring. Among the highest income band, "
      "the figure rose to 73%.")),
    ("All participants in the pilot reported lower stress.",
     "Only the pilot's participants were surveyed; all of them reported lower stress."),
    ("The subsidy is available to pensioners on low incomes.",
     "The new subsidy is available only to pensioners on low incomes."),
    ("The airline said staff shortages at air traffic control caused the cancellations.",
     ("A spokesperson for the airline said the cancellations were caused by staff shortages at air traffic "
      "control. The air traffic service blamed the airline's crew scheduling.")),
    ("Staff shortages caused the cancellation of about 140 flights, the airline said.",
     "The airline said the cancellations were caused by staff shortages. About 140 flights were cancelled."),
    ("Nadia Karimi directed the documentary about families displaced by floods in Sindh.",
     ("The documentary was directed by Nadia Karimi and produced by her brother, Omid Karimi. It follows three "
      "families displaced by flooding in Sindh province.")),
    ("Daktronics was founded in 1968 by Aelred Kurtenbach and Duane Sander, professors at the university.",
     "Daktronics was founded by Al Kurtenbach and Duane Sander in 1968 at the university."),
    ("Alice in Chains joined Velvet Revolver for a run of gigs in 2007.",
     "Alice in Chains will be joining Velvet Revolver for a run of U.S. and Canadian gigs from August 2007."),
    ("The company bought the start-up Veritrace before it listed its shares on the Nasdaq.",
     ("The company bought the analytics start-up Veritrace in 2016 for $220 million. It listed its shares on "
      "the Nasdaq in 2018.")),
    ("Built for the Bishop of Ely in the late 1300s, the Great Hall later stored grain in the 1700s.",
     ("The Great Hall was built in the late fourteenth century for the Bishop of Ely. The hall was used as a "
      "grain store in the eighteenth century.")),
    ("Night Ferry did not sell well at first, but collectors took it up in the 1980s.",
     ("Ruth Kessler recorded her first album, Night Ferry, in 1958. The album sold poorly at the time but was "
      "rediscovered by collectors in the 1980s.")),
    ("Roughly two thirds of the 250 applicants were awarded funding in the first round.",
     "Of the 250 small businesses that applied in its first round, 170 received funding, on average £4,200."),
    ("The chain has doubled the price of its standard loaf since 2020.",
     "The price of a standard loaf at the chain has gone from £1.10 in 2020 to £2.20 today."),
    ("In a highly publicized case, Milken was indicted by a grand jury on these charges.",
     "A federal grand jury today indicted Michael R. Milken, the executive, on 98 counts of fraud."),
    ("Parkway Stores has bought digital pharmacy Lumora Health in an £85 million deal.",
     ("Lumora Health, a digital pharmacy start-up, has been acquired by the retailer Parkway Stores for £85 "
      "million. Lumora had previously rejected an approach from the supermarket chain Greenfields.")),
    ("The bakery no longer delivers bread to the three local supermarkets.",
     "The owner said the bakery no longer supplies the three local supermarkets it served for decades."),
    ("Critics alleged that the senator had assured donors the bill would pass.",
     "Critics alleged that the senator had privately assured donors the bill would pass."),
    ("The senator allegedly assured donors that the bill would pass.",
     "Critics alleged that the senator had privately assured donors the bill would pass."),
]


def _conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize(("claim", "source", "kind", "source_part"), CONTRADICTIONS,
                         ids=[c[0][:40] for c in CONTRADICTIONS])
def test_binding_contradictions_are_found(claim, source, kind, source_part):
    found = _conflicts(claim, source)
    assert found, f"{claim!r} vs {source!r}"
    assert kind in {c.kind for c in found}, [(c.kind, c.reason) for c in found]
    c = next(c for c in found if c.kind == kind)
    assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
    assert source[c.source_start : c.source_end] == c.source_text and source_part in c.source_text
    assert c.reason and "\n" not in c.reason


@pytest.mark.parametrize(("claim", "source"), FAITHFUL, ids=[c[0][:40] for c in FAITHFUL])
def test_faithful_claims_over_busy_passages_are_not_flagged(claim, source):
    assert _conflicts(claim, source) == (), [(c.kind, c.reason) for c in _conflicts(claim, source)]


def test_the_panel_never_calls_a_binding_contradiction_supported():
    from reviewer.bench.run import BenchRow, row_claim
    from reviewer.config import Config
    from reviewer.model import Verdict
    from reviewer.runtime import build_runtime
    from reviewer.verify import verify_claim

    panel = build_runtime(Config(offline=True)).panel
    for claim, source, _kind, _part in CONTRADICTIONS:
        row = BenchRow(id="s1", claim=claim, source_text=source, label=Verdict.NOT_SUPPORTED)
        result = verify_claim(row_claim(row), [row.source()], panel)
        assert result.verdict != Verdict.SUPPORTED, claim
        assert any(v.judge == "contradiction" and v.conflicts for v in result.votes), claim


def test_clauses_cut_at_clause_openers_not_at_every_comma():
    w = words("Google acquired the startup for $2 billion in 2021, outbidding Apple, which had offered $1.6 billion.")
    parts = [w.phrase(a, b - 1) for a, b in clauses(w)]
    assert parts == ["Google acquired the startup for $2 billion in 2021", "outbidding Apple",
                     "which had offered $1.6 billion"]
    w = words("Maria Lopez, the finance director, will chair the audit committee.")
    assert len(clauses(w)) == 1  # an apposition does not cut a clause


def test_slots_tell_a_sentence_opener_from_a_name():
    claim = words("Unemployment fell in the second quarter.")
    window = words("Official figures showed unemployment rose in the second quarter.")
    assert [s.kind for s in slots(claim, window)] == ["pole:direction:down"]
    claim = words("Maria Lopez chairs the committee.")
    assert slots(claim)[0].kind == "name" and slots(claim)[0].keys == {"maria", "lopez"}


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200), st.text(max_size=400))
def test_binding_never_raises(claim, window):
    for hit in binding_hits(words(claim), words(window)):
        assert hit.reason


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["Smith", "Jones", "beat", "in", "2019", "2020", ",", ";", "and", "14", "hours",
                                 "maximum", "minimum", "Leeds", "was", "by", "The", "."]), max_size=40),
       st.lists(st.sampled_from(["Smith", "Jones", "beat", "in", "2019", "2020", ",", ";", "and", "14", "hours",
                                 "maximum", "minimum", "Leeds", "was", "by", "The", "."]), max_size=60))
def test_binding_never_raises_on_slot_soup(a, b):
    claim, window = " ".join(a), " ".join(b)
    for hit in binding_hits(words(claim), words(window)):
        w = words(claim)
        assert 0 <= hit.claim_span[0] <= hit.claim_span[1] < len(w)


def test_conflicts_do_not_depend_on_the_hash_seed():
    """Equal windows tie the same way in every run: the same conflicts under two hash seeds."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    corpus = Path(__file__).resolve().parent.parent / "data/adversarial/blind.jsonl"
    code = ("import json, sys\n"
            "from reviewer.judges.contradiction import find_conflicts\n"
            "from reviewer.model import Source\n"
            "for line in open(sys.argv[1], encoding='utf-8'):\n"
            "    r = json.loads(line)\n"
            "    print(r['id'], [(c.kind, c.reason, c.source_start) for c in "
            "find_conflicts(r['claim'], [Source(id='s', text=r['source_text'])])])\n")
    outs = []
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", code, str(corpus)], capture_output=True, text=True, env=env,
                              timeout=120, check=True)
        outs.append(done.stdout)
    assert outs[0] == outs[1] and outs[0].count("\n") >= 280


_SOUP = ["Smith", "Jones", "beat", "was", "by", "the", "in", "2019", "2020", "1960s", "late", "century", "fourteenth",
         "before", "after", ",", ";", ".", "and", "14", "hours", "50%", "most", "majority", "a", "third", "of",
         "Leeds", "Sheffield", "opened", "not", "no", "longer", "said", "alleged", "denied", "disputed", "only",
         "all", "every", "pilot", "mice", "humans", "acquired", "bought", "Parkway", "Stores", "(RBCs)", "Fed",
         "Federal", "Reserve", "from", "to", "£1.10", "£2.20", "doubled", "fivefold", "cut", "half", "few",
         "handful", "15-member", "board", "Six", "R.", "Michael", "Milken", "Dr", "Senator", "who", "led",
         "directed", "—", "(", ")", "\n", "'s", "$2", "billion",
         # the probe's checks: bounds, comparisons, calendar words, clause denials, object poles, frames
         "million", "more", "than", "less", "fewer", "at", "least", "None", "Monday", "Tuesday", "April", "May",
         "Dr.", "paid", "pay", "did", "open", "close", "families", "states", "that", '"', "within", "years",
         "approved", "rejected", "funding", "September"]


@settings(max_examples=400, deadline=None)
@given(st.lists(st.sampled_from(_SOUP), min_size=1, max_size=25), st.lists(st.sampled_from(_SOUP), min_size=1, max_size=80))
@example(["The", "shop", "still", "supplies", "bread", "to", "the", "market", "."], ["The", "shop", "no", "longer", "\n", "supplies", "bread", "."])
def test_every_conflict_names_real_spans_in_one_line(claim_words, source_words):
    """Whatever the words: each conflict's spans are the texts' own, and its reason is one line
    (hypothesis-style soup of the words every check turns on; a source line break once leaked
    into a reason)."""
    claim, source = " ".join(claim_words), " ".join(source_words)
    for c in find_conflicts(claim, [Source(id="s", text=source)]):
        assert claim[c.claim_start : c.claim_end] == c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text
        assert c.reason and "\n" not in c.reason and "  " not in c.reason
