"""The blind adversarial corpus (data/adversarial/blind.jsonl): contradictions and faithful
paraphrases over multi-sentence passages, written for this project by someone who never saw the
checker. The checker misses many of its contradictions (see the README's figures); these tests
hold the line where it stands, per kind, so that no change lets more contradictions through as
"supported" or flags more faithful claims, and they check the corpus itself.

(data/adversarial/sealed.jsonl is deliberately not here: it is only ever scored, by
benchmarks/trust_bench.py, never used to decide a change.)
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from reviewer.bench.run import load_corpus, run_bench
from reviewer.config import Config
from reviewer.model import Verdict
from reviewer.runtime import build_runtime

CORPUS = Path(__file__).resolve().parent.parent / "data/adversarial/blind.jsonl"
ROWS = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]

#: contradictions the panel still calls supported, per kind (of 13 each, 12 for two kinds):
#: the ceiling today. Lower a number when a change catches more; never raise one.
MISSED_AT_MOST = {
    "negation": 5, "antonym": 3, "quantity": 1, "multiplier": 1, "proportion": 1, "range": 0, "date": 7,
    "entity_person": 7, "entity_place": 9, "entity_org": 7, "modality": 2, "scope": 6, "role_swap": 7,
    "attribution": 4,
}
FAITHFUL_FLAGGED_AT_MOST = 5  # of 107 faithful paraphrases marked not supported (goal: at most 10%)


def test_the_corpus_is_well_formed():
    assert len(ROWS) >= 260
    assert all(set(r) == {"id", "claim", "source_text", "label", "kind", "split"} for r in ROWS)
    assert {r["label"] for r in ROWS} == {"Supported", "Not supported"}
    kinds = Counter(r["kind"] for r in ROWS if r["label"] == "Not supported")
    assert set(kinds) == set(MISSED_AT_MOST) and min(kinds.values()) >= 12
    assert sum(1 for r in ROWS if r["label"] == "Supported") >= 90
    assert len({r["id"] for r in ROWS}) == len(ROWS)


@pytest.fixture(scope="module")
def judged():
    rows = load_corpus(CORPUS)
    result = run_bench(rows, build_runtime(Config(offline=True)))
    return list(zip(result.rows, result.predictions, result.votes))


@pytest.mark.parametrize("kind", sorted(MISSED_AT_MOST))
def test_no_more_contradictions_called_supported(judged, kind):
    missed = [r.id for r, pred, _ in judged
              if r.fields["kind"] == kind and r.label == Verdict.NOT_SUPPORTED and pred == Verdict.SUPPORTED]
    assert len(missed) <= MISSED_AT_MOST[kind], missed


def test_faithful_paraphrases_are_rarely_called_not_supported(judged):
    flagged = [r.id for r, pred, _ in judged if r.label == Verdict.SUPPORTED and pred == Verdict.NOT_SUPPORTED]
    faithful = sum(1 for r, _, _ in judged if r.label == Verdict.SUPPORTED)
    assert len(flagged) <= FAITHFUL_FLAGGED_AT_MOST and len(flagged) <= 0.10 * faithful, flagged


def test_every_contradiction_vote_names_both_spans(judged):
    """What the app highlights: each conflict's spans are real spans of the claim and the source."""
    seen = 0
    for row, _pred, votes in judged:
        for vote in votes:
            for c in vote.conflicts:
                seen += 1
                assert row.claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
                assert row.source_text[c.source_start : c.source_end] == c.source_text and c.source_text
                assert c.reason and "\n" not in c.reason
    assert seen >= 80


# -- the second new-user probe (data/adversarial/probe2.jsonl) -----------------------------------

PROBE = Path(__file__).resolve().parent.parent / "data/adversarial/probe2.jsonl"
#: the ceiling today (42 of 120 when the probe was first scored, before any rule saw it); lower
#: it when a change catches more, never raise it
PROBE_MISSED_AT_MOST = 11
PROBE_FLAGGED_AT_MOST = 1  # of 64 faithful paraphrases (3 when first scored)


#: the third probe (data/adversarial/probe3.jsonl): 46 of 129 and 7 of 68 when first scored; the
#: fourth (probe4.jsonl): 52 of 130 and 7 of 70; the fifth (probe5.jsonl): 66 of 130 and 7 of 70;
#: the seventh (probe7.jsonl): 75 of 130 and 5 of 70; the eighth (probe8.jsonl): 54 of 130 and 10 of
#: 70; the ninth (probe9.jsonl): 68 of 130 and 3 of 70; the tenth (probe10.jsonl): 74 of 130 and 4 of 70;
#: the eleventh (probe11.jsonl): 52 of 130 and 7 of 70 on the code of its session's start (8 of 70 with
#: that session's rules written before it arrived); the twelfth (probe12.jsonl): 58 of 130 and 10 of 70
#: on the code of its session's start, and the same with that session's two rules written before it;
#: the thirteenth (probe13.jsonl): 60 of 130 and 8 of 70, on its session's starting code and with that
#: session's rules written before it alike; the fourteenth (probe14.jsonl): 71 of 130 and 10 of 70 on its
#: session's starting code, 70 and 9 with that session's rules written before it; the fifteenth
#: (probe15.jsonl): 63 of 130 and 7 of 70 on its session's starting code; the sixteenth (probe16.jsonl):
#: 65 of 130 and 13 of 70 on its session's starting code; the seventeenth (probe17.jsonl): 56 of 130 and 6
#: of 70 on its session's starting code, 55 and 6 with that session's rules written before it (56: a catch
#: right for a wrong reason, "the 2025–26 budget" read as an amount, went with the false alarms it made);
#: the eighteenth (probe18.jsonl): 64 of 130 and 12 of 70 on its session's starting code, 63 and 12 with
#: that session's rules written before it; the nineteenth (probe19.jsonl): 62 of 130 and 5 of 70 on its
#: session's starting code, 62 and 4 with that session's rules written before it; the twentieth
#: (probe20.jsonl): 74 of 130 and 13 of 70 on its session's starting code, 72 and 13 with that session's
#: unconfirmed-scope caution written before it; the twenty-first (probe21.jsonl): 57 of 130 and 19 of 70 on
#: its session's starting code, the same with that session's rules written before it; the twenty-second
#: (probe22.jsonl): 69 of 130 and 9 of 70 on its session's starting code, 67 and 9 with that session's rules
#: written before it; the twenty-third (probe23.jsonl): 57 of 130 and 8 of 70 on its session's starting
#: code, the same with that session's rules written before it; the twenty-fourth (probe24.jsonl): 64 of 130
#: and 12 of 70 on its session's starting code, the same with that session's rules written before it; the
#: twenty-fifth (probe25.jsonl): 58 of 130 and 10 of 70 on its session's starting code, the same with that
#: session's rules written before it; the twenty-sixth (probe26.jsonl): 53 of 130 and 8 of 70 on its
#: session's starting code, 52 and 8 with that session's rules written before it; the twenty-seventh
#: (probe27.jsonl): 59 of 130 and 9 of 70 on its session's starting code, the same with that session's
#: rules written before it; the twenty-eighth (probe28.jsonl): 65 of 130 and 5 of 70 on its session's
#: starting code, the same with that session's rules written before it; the twenty-ninth (probe29.jsonl):
#: 51 of 130 and 9 of 70 on its session's starting code, 50 and 9 with that session's rule written before it;
#: the thirtieth (probe30.jsonl): 55 of 130 and 3 of 70 on its session's starting code; the thirty-first
#: (probe31.jsonl): 49 of 130 and 5 of 70 on its session's starting code, the same with that session's rules
#: written before it; the thirty-second (probe32.jsonl): 56 of 130 and 7 of 70 on its session's starting
#: code, the same with the two rules of that session written before it; the thirty-third (probe33.jsonl):
#: 45 of 130 and 13 of 70 on its session's starting code, the same with that session's first three rules
#: (held out that session; its false alarms were mended the next, 13 -> 1); the thirty-fourth
#: (probe34.jsonl): 56 of 130 and 9 of 70 on its session's starting code, the same with that session's
#: rules written on probe33 before it arrived; the thirty-fifth (probe35.jsonl): 50 of 130 and 10 of 70
#: on its session's starting code, the same with that session's rules written on probe34 before it arrived
#: (its false alarms were mended the next session, 10 -> 3, and its contradictions 50 -> 37); the thirty-sixth
#: (probe36.jsonl): 67 of 130 and 7 of 55 on its session's starting code, 67 and 6 with that session's first
#: rules written on probe35 before it arrived, 66 and 6 with all of them (held out that session; the next
#: session's rules took it to 63 and 0); the thirty-seventh (probe37.jsonl): 53 of 130 and 11 of 55 on its
#: session's starting code, the same with all that session's rules, written on probe36 (held out); the
#: thirty-eighth (probe38.jsonl): 53 of 130 and 4 of 55 on its session's starting code (held out), and
#: probe37 the development set of that session (53 -> 49 contradictions and 11 -> 3 faithful claims); the
#: thirty-ninth (probe39.jsonl): 58 of 130 and 4 of 55 on its session's starting code (session 57, held
#: out), 57 and 5 with all that session's rules, written on probe38 (52 -> 30 and 4 -> 1).
#: Some ratchets moved up when a false alarm was mended and a catch that was right for a wrong reason
#: went with it: probe14 59 -> 60 ("claim says 4 April; source: 14 April": the claim's date is the
#: source's, its place is what is wrong); probe3 23 -> 24 ("All of the £1.2 million … recovered" caught
#: as "58 of 1.2 million", the convict's age read as a part of the sum); probe18 63 -> 64 ("approved"
#: read as denied in "not on the approved palette"; "22°C" held to "22.8°C" of a range read as two
#: figures); probe12 41 -> 42 ("found a low level of chalkbrood in Hive 7" caught as "found" against "No
#: sign of … foulbrood was found": what that denies is the foulbrood, not the finding; the hive is what is
#: wrong); probe23 49 -> 50 ("claim names Rowe's; source: Rowe Returns": the shop's possessive read as another
#: name, when a possessive club stopped being a rival of its own name; the claim's scope is what is wrong).
#: probe26 46 -> 47 ("claim gives 88217 to Qasr Home Furnishings; source: to Tavistan Commercial Bank": the
#: number of a letter of credit, "LC/88217", read as a result; the claim's status is what is wrong);
#: probe26 47 -> 48 ("Neither of the two inquiries lodged on floor … was successful" caught as "claim
#: denies lodged": what it denies is the success, not the lodging; "one was upheld" is what is wrong).
#: Six more moved up when a source's "No. 2" and "Dr. Nair" stopped ending a sentence (session 56):
#: the sentences are right, and the windows built on them changed. probe19 52 -> 53 ("the main engine
#: was affected" / "Main engine unaffected", now a sentence past the two-sentence window), probe31
#: 45 -> 47 ("pH had fallen" / "had risen", now read as the rest of the claim, which the antonym does
#: not touch; "seven spans" / "six"), probe13, probe27 and probe34 one each (a claim the panel called
#: partial, now supported, with no contradiction found before or after), and one on probe24 (a denial
#: read with "Surveyor: Capt. Andrei Popescu" cut at "Capt."). The same change caught six more:
#: three on probe24 (56 -> 54 with the one lost), probe25 45 -> 44, probe37 51 -> 50 and the
#: held-out probe38 53 -> 52.
#: Each such move is listed here with the catch it lost.
PROBES = {"probe2.jsonl": (PROBE_MISSED_AT_MOST, PROBE_FLAGGED_AT_MOST), "probe3.jsonl": (17, 3),
          "probe4.jsonl": (19, 4), "probe5.jsonl": (35, 3), "probe6.jsonl": (31, 1), "probe7.jsonl": (40, 2),
          "probe8.jsonl": (19, 1), "probe9.jsonl": (39, 1),
          "probe10.jsonl": (46, 1), "probe11.jsonl": (36, 3), "probe12.jsonl": (40, 4),
          "probe13.jsonl": (37, 5), "probe14.jsonl": (53, 4),
          "probe15.jsonl": (41, 5), "probe16.jsonl": (48, 7),
          "probe17.jsonl": (48, 1), "probe18.jsonl": (56, 1),
          "probe19.jsonl": (53, 2), "probe20.jsonl": (65, 4),
          "probe21.jsonl": (42, 5), "probe22.jsonl": (54, 2),
          "probe23.jsonl": (48, 0), "probe24.jsonl": (54, 7),
          "probe25.jsonl": (44, 3),
          "probe26.jsonl": (47, 4), "probe27.jsonl": (45, 5),
          "probe28.jsonl": (47, 5), "probe29.jsonl": (46, 0),
          "probe30.jsonl": (43, 2), "probe31.jsonl": (47, 5),
          "probe32.jsonl": (53, 1), "probe33.jsonl": (32, 1), "probe34.jsonl": (56, 4),
          "probe35.jsonl": (37, 3), "probe36.jsonl": (63, 0),
          "probe37.jsonl": (49, 3), "probe38.jsonl": (30, 1),
          "probe39.jsonl": (57, 5)}
#: rows, plain contradictions and faithful paraphrases each probe holds at least (the sixth is smaller:
#: 166 rows, 104 and 62; 59 and 9 when first scored; the thirty-sixth to thirty-ninth have 55 faithful
#: ones labelled "Supported" and 15 that add a detail, labelled "Partial")
SIZES = {name: (180, 120, 60) for name in PROBES} | {"probe6.jsonl": (160, 100, 60), "probe36.jsonl": (200, 130, 55),
                                                 "probe37.jsonl": (200, 130, 55), "probe38.jsonl": (200, 130, 55),
                                                 "probe39.jsonl": (200, 130, 55)}


@pytest.mark.parametrize("name", sorted(PROBES))
def test_the_probe_corpus_holds_plain_contradictions_and_paraphrases(name):
    rows = [json.loads(line) for line in (PROBE.parent / name).read_text(encoding="utf-8").splitlines() if line.strip()]
    least, contradictions, faithful = SIZES[name]
    assert len(rows) >= least and len({r["id"] for r in rows}) == len(rows)
    # (labels in any case, as the corpus reader takes them: probe12's writer wrote "Not Supported")
    assert sum(r["label"].lower() == "not supported" for r in rows) >= contradictions
    assert sum(r["label"].lower() == "supported" for r in rows) >= faithful


@pytest.mark.parametrize("name", sorted(PROBES))
def test_no_more_plain_contradictions_called_supported_than_today(name):
    result = run_bench(load_corpus(PROBE.parent / name), build_runtime(Config(offline=True)))
    pairs = list(zip(result.rows, result.predictions))
    missed = [r.id for r, pred in pairs if r.label == Verdict.NOT_SUPPORTED and pred == Verdict.SUPPORTED]
    flagged = [r.id for r, pred in pairs if r.label == Verdict.SUPPORTED and pred == Verdict.NOT_SUPPORTED]
    most_missed, most_flagged = PROBES[name]
    assert len(missed) <= most_missed, missed
    assert len(flagged) <= most_flagged, flagged
