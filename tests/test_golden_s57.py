"""Golden cases from probe38 (the development set of session 57), rewritten in other words: each
mend of a false alarm with the catch it must keep.

- "Of the 40 kg of flour used, a quarter was rye": a whole that two of the window's figures in
  its unit make ("30 kg of wheat flour and 10 kg of rye"), not a rival of either; a whole they
  do not make ("Of the 45 kg") is still held to them;
- "None of the crushed glass goes to landfill": a participle after "the" names the noun; what is
  denied is the going, not the crushing;
- "both its one-hour and four-hour pressure tests" against "The flue gas test is not due": a
  word of the part ("test") that names another thing of its kind (the claim's "pressure", the
  source's "flue gas") is not the part left out; the part itself, left out, still is.
"""

from __future__ import annotations

import pytest
from conflict_asserts import assert_conflicting

from reviewer.model import ConflictKind

K = ConflictKind
BAKERY = ("Bakery week summary. Head baker: Ines Carvalho. The bakery used 30 kg of wheat flour and, for a "
          "trial loaf, 10 kg of rye flour from a farm near Ely. The rye loaves sold out on both days.")
GLASS = ("Depot return, May. All glass collected was crushed at the Leeds depot and sent to a furnace in "
         "Knottingley; none goes to landfill.")
GLASS_LANDFILL = "Depot return, May. All glass collected was crushed at the Leeds depot, and half of it went to landfill."
BOILER = ("Boiler service note, unit 4. The boiler held pressure for the full 1-hour test; a 4-hour pressure test "
          "was also passed. The flue gas test is not due until 2027. Next service due: May 2026.")
BOILER_SCOPE = ("Boiler certificate, unit 4. The certificate records the one-hour burn test. The pressure test is not "
                "covered by this certificate.")
DOORBELL = ("Unboxing notes, Kettlewell K3 doorbell. In the box: doorbell, chime unit, three AA batteries and six "
            "screws. The chime must be within 40 m of the doorbell.")
CHESS = ("Dunmarsh Open, April 2025: 96 players in two sections. The Open was won by Ravi Szalai with 6/7; second "
         "place was shared by Clem Oduya and Tor Lisle on 5.5.")
LAPS = ("Race log, Hallam 24-hour kart race. Driver: Ana Ruiz, team Velo. Start 12:00 on 3 May. The pit wall noted a "
        "slowing of the cadence from 92 to 80 per minute between laps 9 and 11, when rain reached the back straight of "
        "the circuit. Finish 12:00 on 4 May.")
QUILL = ("Guild bulletin, autumn 2025. Writer: Ines Varga, 31, of Leeds. Her novel Tidewater sold 40,000 copies. An "
         "application for the Guild's 'Silver Quill' (best debut of 2025) remains under review until the panel meets "
         "in December.")
QUILL_WON = ("Guild bulletin, autumn 2025. Writer: Ines Varga, 31, of Leeds. Her novel Tidewater won the Guild's Silver "
             "Quill for the best debut of 2025.")
PRIZE = "Ines Varga is a novelist from Leeds. In 2025 she was shortlisted for a Guild Prize for Outstanding Debut Novel."
TURF = ("Grounds report 2025 – Ashby Cricket Club. Head groundsman: Colin Marsh. The square was scarified in "
        "September. The re-turfing of the outfield planned for spring 2026 has been postponed because the supplier "
        "could not deliver, and will now be done in autumn.")
TURF_DONE = ("Grounds report 2025 – Ashby Cricket Club. Head groundsman: Colin Marsh. The re-turfing of the outfield "
             "went ahead in spring 2026, as planned.")
MEDAL = ("Citation – Queen's Fire Service Medal, published 9 May 2025. Recipient: Mr Aled Price, 41, station officer "
         "at Bridgend. On 3 March he led the rescue of two children from a flooded culvert. He had earlier received a "
         "commendation in 2023. The investiture is expected to take place at Buckingham Palace in the autumn.")
MEDAL_DONE = ("Citation – Queen's Fire Service Medal, published 9 May 2025. Recipient: Mr Aled Price, 41, station "
              "officer at Bridgend. He was presented with the medal at an investiture at Buckingham Palace in June.")
DANCE = ("Day of Dance report – Saturday 7 June 2025, hosted by Hexham Sword Dancers in the villages of the Tyne "
         "valley. Six sides took part: the hosts (longsword), Alnwick Belles (clog), Wark Rapper and guests Ely Molly from "
         "Cambridgeshire.")
SHOW = ("Entry rules, Glendale Pony Show 2025. Secretary of the show: Ann Blyth. Chief steward: Tom Reid. Entries "
        "must reach the secretary of the show in writing by 1 May, with the £12 fee.")
REVIEW = ("Weight management service – 6-month summary. Patients lost an average of 6.1 kg. A 12-month follow-up "
          "review is offered but is optional; most patients have agreed to it.")
REVIEW_DUTY = ("Weight management service – 6-month summary. Patients lost an average of 6.1 kg. Every patient must "
               "attend the 12-month follow-up review.")
CRANE = ("Crane inspection record, Dock 3. Inspection: the crane lifted its rated load for the full 1-hour test; a "
         "4-hour load test, mandatory for cranes over ten years old, was also passed.")
LAMBS = ("Sale report, autumn 2025. The lambs were sold at the Lairg sale of 12 October, fetching an average of "
         "£2.90 per kilo, 6% more than last year.")
HOPS = ("Trial summary, 2025. The first dwarf-hop trial rows at Ledbury cropped normally, and early brewing suggests "
        "a softer bitterness, but the growers say it is too soon to say whether dwarf hops can match Fuggles.")
CHAPEL = ("Audio guide, stop 4: the chapel. We think the blocked arch on your right once led to a vestry, but "
          "historians have not yet been able to confirm this.")
CHAPEL_DONE = ("Audio guide, stop 4: the chapel. Historians have established that the blocked arch on your right once "
               "led to a vestry.")
DOMAIN = ("Decision, domain dispute D2025-0417. Complainant: Orla Bakes Ltd, Cork. Respondent: Karl Voss, Riga, "
          "Latvia. The disputed domain name was registered on 3 May 2024. Bad faith registration and use was "
          "therefore established. The Complainant's further request that the Respondent be ordered to pay its legal "
          "costs was rejected, as the Policy gives panels no power to award costs.")
HEARING = ("Notice of hearing, claim K9QZ41. Claimant: Ms Dana Pryce. Defendant: Oakfield Garages Ltd. The hearing will "
           "take place before District Judge Ravi Mehta on Monday 26 May 2025 at 10:30, with a time estimate of 2 "
           "hours. Both parties must send copies of their documents at least 14 days before the hearing. The hearing "
           "fee of £170 must be paid by the claimant by 12 May 2025.")
PLATES = ("Auction results, cherished number plates, 20 March 2025. The top lot was '1 RS', which sold for £98,000 "
          "hammer to a telephone bidder. Lot 812, 'K3 AMB', failed to reach its reserve of £4,000 and remains "
          "available by private treaty until 3 April at £4,500.")
PLATES_SOLD = ("Auction results, cherished number plates, 20 March 2025. Lot 812, 'K3 AMB', failed to reach its reserve "
               "and was later sold by private treaty for £4,500.")
HAMPERS = ("Season report 2024 – Ashdale Farm Shop. Between 1 and 23 December we sold 3,210 Christmas hampers, 6% "
           "more than in 2023. Cheese hampers made up 40% of sales.")
HAMPERS_DOWN = ("Season report 2024 – Ashdale Farm Shop. Between 1 and 23 December we sold 3,210 Christmas hampers, 6% "
                "fewer than in 2023. Cheese hampers made up 40% of sales.")
PONDS = ("Pond report – Pond C2, Song Hau Aquaculture. Farm manager: Le Van Minh; pond technician: Dao Thi Lan. The "
         "shrimp went off their feed on day 38, which the pond technician noticed at the morning check.")
WIND = ("Wind survey, Dartmoor, 12 January. Gusts ranged from 48 mph at Mill Hill, the point nearest the "
        "village, to 71 mph at Black Tor, the windiest point surveyed.")
ORCHARD = ("Orchard report 2025. Cox yielded 18 tonnes per hectare, Russets 22 t/ha, and the cooking variety Bramley "
           "31 t/ha, the highest on the farm.")
DANCES = ("Competition summary. Senior Ballroom (four dances): 52 couples entered, the largest field of the day. Junior "
          "Latin: 30 couples; won by Ana Ruiz and Tom Hale.")
RALLY = ("Veteran car trial, May. The oldest car entered was a 1903 Humber. The 1911 Darracq was driven by Ruth Hale, "
         "the youngest driver, aged 19; the youngest car was a 1939 Riley.")
OSCARS = ("Awards round-up. Despite earning her fifth Oscar nomination, Kate Winslet has yet to win an Academy Award. "
          "This year brought another Oscar nomination. Winslet is the youngest actress to earn five Oscar "
          "nominations.")
POKER = ("Event 9 payout sheet, Derby Poker Festival. A three-way deal was agreed at 02:10; the trophy and the festival "
         "leaderboard points went to the chip leader, Mia Kowal of Derby. Runner-up was Tom Brand of Leicester.")
XRAY = ("Radiology report. Referred by Dr Ian Moss with shin pain after running. The X-ray showed the left tibia with "
        "mild periosteal thickening along the middle third. Bone density appears normal for his age. Calcium and "
        "vitamin D levels are to be checked by the GP. A lateral view of the left tibia was also taken. No crack was "
        "seen. Review in six weeks.")
XRAY_CRACK = ("Radiology report. Referred by Dr Ian Moss with shin pain after running. The X-ray showed a hairline crack "
              "in the left tibia along the middle third. Review in six weeks.")
HOARD = ("Find record KENT-7C21. Finder: Mr Sam Ward, metal detectorist. Found on farmland near Wye. If the coroner "
         "declares it Treasure, any reward is to be shared equally between the finder and the landowner, Mr Paul Reed.")
TREK = ("Booking terms, Fellside Alpaca Walks. Our standard walk lasts 90 minutes, with a maximum of 10 walkers and "
        "6 alpacas per group. Children under 8 must be accompanied.")
PORT = "Harbour report. Traffic through the port rose by 21% after the breakwater opened."

CASES = [
    ("s57-whole-of-two", "Of the 40 kg of flour used that week, a quarter was rye.", BAKERY, False, None),
    ("s57-whole-of-two-wrong", "Of the 45 kg of flour used that week, a quarter was rye.", BAKERY, True,
     K.QUANTITY),
    ("s57-part-still-held", "The bakery used 40 kg of wheat flour that week.", BAKERY, True, K.QUANTITY),
    ("s57-participle-names-noun", "None of the crushed glass goes to landfill; it is sent to a furnace.", GLASS,
     False, None),
    ("s57-participle-still-denied", "None of the glass was crushed at the Leeds depot.", GLASS, True, K.NEGATION),
    ("s57-other-of-its-kind", "The boiler passed both its one-hour and four-hour pressure tests and is next due "
     "for service in May 2026.", BOILER, False, None),
    ("s57-part-left-out", "The certificate covers both the burn test and the pressure test.", BOILER_SCOPE, True,
     K.SCOPE),
    ("s57-counted-apart", "The Kettlewell K3 comes with six AA batteries in the box.", DOORBELL, True, K.QUANTITY),
    ("s57-counted-apart-ok", "The Kettlewell K3 comes with three AA batteries and six screws.", DOORBELL, False,
     None),
    ("s57-count-told", "Ravi Szalai won the Open half a point clear of the two players who shared second place.",
     CHESS, False, None),
    ("s57-ordinal-as-figure", "Between the ninth and eleventh laps, Ruiz's pedal cadence rose from 80 to 92 a minute.", LAPS,
     True, K.QUANTITY),
    ("s57-ordinal-as-figure-ok", "Between the ninth and eleventh laps, Ruiz's pedal cadence fell from 92 to 80 a minute.",
     LAPS, False, None),
    ("s57-names-carry", "Ines Varga has been awarded the Guild's Silver Quill for 2025.", QUILL, True, K.MODALITY),
    ("s57-names-carry-won", "Ines Varga has been awarded the Guild's Silver Quill for 2025.", QUILL_WON, False, None),
    ("s57-name-not-pending", "Ines Varga received a Guild Prize in 2025.", PRIZE, False, None),
    ("s57-went-ahead", "The re-turfing of the outfield went ahead as planned in spring 2026.", TURF, True,
     K.MODALITY),
    ("s57-went-ahead-ok", "The re-turfing of the outfield went ahead as planned in spring 2026.", TURF_DONE, False,
     None),
    ("s57-presented-pending", "Aled Price has already been presented with his medal at an investiture at Buckingham "
     "Palace.", MEDAL, True, K.MODALITY),
    ("s57-presented-done", "Aled Price has already been presented with his medal at an investiture at Buckingham "
     "Palace.", MEDAL_DONE, False, None),
    ("s57-hosted-by", "Alnwick Belles were the hosts of the Tyne valley day of dance on 7 June.", DANCE, True,
     K.ENTITY),
    ("s57-hosted-by-ok", "Hexham Sword Dancers were the hosts of the Tyne valley day of dance on 7 June.", DANCE,
     False, None),
    ("s57-as-post", "Entries had to be sent to Tom Reid as secretary of the show, in writing, by 1 May.", SHOW, True,
     K.ENTITY),
    ("s57-as-post-ok", "Entries had to be sent to Ann Blyth as secretary of the show, in writing, by 1 May.", SHOW, False,
     None),
    ("s57-as-subjects-post", "Ann Blyth took over from Tom Reid as secretary of the show in 2025.", SHOW, False, None),
    ("s57-as-well-as", "Tom Reid as well as Ann Blyth had a part in the Glendale Pony Show in 2025.", SHOW, False,
     None),
    ("s57-duty-lifted", "Patients of the service are obliged to attend the 12-month follow-up review.", REVIEW, True,
     K.MODALITY),
    ("s57-duty-put", "Patients of the service are obliged to attend the 12-month follow-up review.", REVIEW_DUTY,
     False, None),
    ("s57-duty-before-comma", "The four-hour load test was an optional extra, as it is not required for a crane of "
     "this age.", CRANE, True, K.MODALITY),
    ("s57-duty-before-comma-ok", "The four-hour load test is mandatory for cranes over ten years old.", CRANE, False,
     None),
    ("s57-figure-more", "The lambs fetched a lower average price per kilo at the October Lairg sale than the year "
     "before.", LAMBS, True, K.ANTONYM),
    ("s57-figure-more-ok", "The lambs fetched a higher average price per kilo at the October Lairg sale than the "
     "year before.", LAMBS, False, None),
    ("s57-too-soon", "The Ledbury growers have concluded that dwarf hops can match Fuggles.", HOPS, True,
     K.MODALITY),
    ("s57-too-soon-hedged", "The Ledbury growers say it is too early to tell whether dwarf hops can match Fuggles.",
     HOPS, False, None),
    ("s57-established", "Historians have established that the blocked arch on the right once led to a vestry.",
     CHAPEL, True, K.MODALITY),
    ("s57-established-ok", "Historians have established that the blocked arch on the right once led to a vestry.",
     CHAPEL_DONE, False, None),
    ("s57-name-for-role", "The panel had the power to make Karl Voss pay Orla Bakes' legal costs but chose not to use "
     "it.", DOMAIN, True, K.NEGATION),
    ("s57-name-for-role-ok", "The panel had no power to make Karl Voss pay Orla Bakes' legal costs.", DOMAIN, False,
     None),
    ("s57-days-apart", "Ms Pryce must pay the £170 hearing fee by 12 May 2025, two weeks before the hearing.", HEARING,
     False, None),
    ("s57-remains-available", "'K3 AMB' was sold by private treaty for £4,500 after failing at auction.", PLATES,
     True, K.MODALITY),
    ("s57-sold-later", "'K3 AMB' was sold by private treaty for £4,500 after failing at auction.", PLATES_SOLD, False,
     None),
    ("s57-more-than-before", "Ashdale's Christmas hamper sales dropped by 6% compared with 2023.", HAMPERS, True,
     K.QUANTITY),
    ("s57-fewer-than-before", "Ashdale's Christmas hamper sales dropped by 6% compared with 2023.", HAMPERS_DOWN,
     False, None),
    ("s57-role-ahead", "It was pond technician Le Van Minh who noticed the shrimp going off their feed on day 38.",
     PONDS, True, K.ENTITY),
    ("s57-role-ahead-ok", "It was pond technician Dao Thi Lan who noticed the shrimp going off their feed on day "
     "38.", PONDS, False, None),
    ("s57-rank-at", "The windiest reading of the survey was taken at Mill Hill.", WIND, True, K.ENTITY),
    ("s57-rank-at-ok", "The windiest reading of the survey was taken at Black Tor.", WIND, False, None),
    ("s57-rank-any-other", "Russets gave a better yield per hectare than any other variety on the farm.", ORCHARD,
     True, K.ENTITY),
    ("s57-rank-any-other-ok", "Bramley gave a better yield per hectare than any other variety on the farm.", ORCHARD,
     False, None),
    ("s57-rank-than", "The Junior Latin drew a larger field than the Senior Ballroom.", DANCES, True, K.ENTITY),
    ("s57-rank-than-ok", "The Senior Ballroom drew a larger field than the Junior Latin.", DANCES, False, None),
    ("s57-rank-compared", "The 1911 Darracq is 28 years older than the youngest car entered in the trial.", RALLY,
     False, None),
    ("s57-another-no-role", "With another Academy Award for Best Actress nomination, Winslet, at 31, became the "
     "youngest performer to accrue five Oscar nominations.", OSCARS, False, None),
    ("s57-went-to", "Tom Brand of Leicester took home the Event 9 trophy and the leaderboard points.", POKER, True,
     K.ENTITY),
    ("s57-went-to-ok", "Mia Kowal of Derby took home the Event 9 trophy and the leaderboard points.", POKER, False,
     None),
    ("s57-went-to-denied", "Tom Brand of Leicester did not take home the Event 9 trophy.", POKER, False, None),
    ("s57-found-none", "The X-ray picked up a hairline crack in the left tibia.", XRAY, True, K.NEGATION),
    ("s57-found-some", "The X-ray picked up a hairline crack in the left tibia.", XRAY_CRACK, False, None),
    ("s57-found-none-agrees", "The X-ray found no crack in the left tibia.", XRAY, False, None),
    ("s57-owns-the-land", "Sam Ward, who owns the land, would share any Treasure reward with the finder.", HOARD,
     True, K.ENTITY),
    ("s57-owns-the-land-ok", "Paul Reed, who owns the land, would share any Treasure reward with the finder.", HOARD,
     False, None),
    ("s57-capped", "Groups on the standard walk are capped at six walkers.", TREK, True, K.QUANTITY),
    ("s57-capped-ok", "Groups on the standard walk are capped at ten walkers.", TREK, False, None),
    ("s57-by-rival", "Traffic rose by 12% after the opening.", PORT, True, K.QUANTITY),
    ("s57-by-same", "Traffic rose by 21% after the opening.", PORT, False, None),
    ("s57-participle-noun-predicate", "None of the crushed glass went to landfill.", GLASS_LANDFILL, True, None),
]


@pytest.mark.parametrize("claim,source,conflicting,kind", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_golden_case(claim, source, conflicting, kind):
    assert_conflicting(claim, source, conflicting, kind)


@pytest.mark.parametrize("claim,apart", [
    ("Ms Pryce must pay the £170 hearing fee by 12 May 2025, two weeks before the hearing.", True),
    ("Ms Pryce must pay the £170 hearing fee by 12 May 2025, three weeks before the hearing.", False),
])
def test_a_span_between_two_dates_of_the_source(claim, apart):
    """"two weeks before the hearing": the days from "paid by 12 May" to "the hearing … on Monday
    26 May" (``moments_apart``, which keeps such a span from being read as a rival of "2 hours")."""
    from reviewer.judges.conflict_quantities import quantities
    from reviewer.judges.conflict_text import words
    from reviewer.judges.indexes import SourceIndexes
    from reviewer.judges.moments_apart import moments_apart

    w = words(claim)
    span = next(q for q in quantities(w) if q.unit == "time")
    assert moments_apart(span, w, SourceIndexes().index(HEARING)) is apart
