"""Writes the adversarial contradiction corpus: data/adversarial/contradictions.jsonl.

Every pair was written for this project. Hand-written seed pairs (``SEEDS``) cover each
contradiction kind once or more in plain prose; the synthetic part fills templates
(``FRAMES``) with seeded choices, one contradiction per kind and faithful paraphrases that must
stay supported. Rows follow the corpus format (Contract 4) plus ``"kind"``: the perturbation
(negation, prefix negation, two-part, antonym, quantity, multiplier, vague, date, entity, modality, scope) or
``paraphrase``. Contradictions are labelled "Not supported", paraphrases "Supported".

    .venv/bin/python benchmarks/make_adversarial.py [--seed 12] [--out data/adversarial/contradictions.jsonl]
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "data/adversarial/contradictions.jsonl"
NS, SUP = "Not supported", "Supported"

#: (kind, claim, source) written by hand
SEEDS: tuple[tuple[str, str, str], ...] = (
    ("negation", "The scan ruled out a fracture.", "The scan could neither rule the fracture in nor out."),
    ("negation", "A stroke was ruled out by the MRI.", "A stroke cannot be ruled out on the basis of the MRI."),
    ("negation", "There is no evidence of harm from the additive.", "The panel found evidence of harm from the additive at high doses."),
    ("negation", "The ministry confirmed the outbreak on Tuesday.", "The ministry did not confirm the outbreak on Tuesday."),
    ("negation", "The committee never published its minutes.", "The committee published its minutes in full each month."),
    ("negation", "The vaccine prevented severe illness in the trial.", "The vaccine failed to prevent severe illness in the trial."),
    ("negation", "The witness recognised the driver.", "The witness was unable to recognise the driver."),
    ("negation", "The merger was completed before the deadline.", "The merger was not completed before the deadline."),
    ("antonym", "The trip time doubled between the two surveys.", "The trip time halved between the two surveys."),
    ("antonym", "The court upheld the ban on street parking.", "The court overturned the ban on street parking."),
    ("antonym", "The river reached its maximum level in April.", "The river reached its minimum level in April."),
    ("antonym", "Sales of electric bicycles rose last quarter.", "Sales of electric bicycles fell last quarter."),
    ("antonym", "The regulator approved the new inhaler.", "The regulator rejected the new inhaler."),
    ("antonym", "The incumbent won the runoff by a narrow margin.", "The incumbent lost the runoff by a narrow margin."),
    ("quantity", "The trip took 12 hours in 2023.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
    ("quantity", "The reservoir holds 40 million litres.", "The reservoir holds 25 million litres of water."),
    ("quantity", "About 70% of respondents favoured the plan.", "Some 41% of respondents favoured the plan."),
    ("quantity", "More than 500 workers were laid off.", "The firm laid off 120 workers in March."),
    ("multiplier", "The trip time doubled.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
    ("multiplier", "Rents tripled over the decade.", "Average rents went from 800 dollars to 1,100 dollars over the decade."),
    ("multiplier", "Enrolment halved after the fee rise.", "Enrolment went from 2,000 students to 1,700 students after the fee rise."),
    ("vague", "Most members voted for the motion.", "Only 38% of members voted for the motion."),
    ("vague", "A majority of households own a car.", "Some 44% of households own a car."),
    ("vague", "A third of the forest burned.", "Fire burned 61% of the forest."),
    ("date", "The bridge opened to traffic in 2019.", "The bridge opened to traffic in 2017 after years of delay."),
    ("date", "The treaty was signed in 1992 in Lisbon.", "The treaty was signed in 1989 in Lisbon."),
    ("entity", "Pfizer announced the merger on Monday.", "Moderna announced the merger on Monday."),
    ("entity", "The summit was held in Geneva last spring.", "The summit was held in Vienna last spring."),
    ("entity", "The prize went to Maria Okafor for her novel.", "The prize went to Maria Lindqvist for her novel."),
    ("modality", "The drug cures migraine.", "The drug may reduce migraine frequency in some adults."),
    ("modality", "Green tea proves protective against stroke.", "Green tea might be protective against stroke, a small study suggests."),
    ("modality", "Air pollution causes dementia.", "Air pollution is associated with dementia in older adults."),
    ("scope", "The compound shrank tumours in humans.", "The compound shrank tumours in mice."),
    ("scope", "The therapy helped children with asthma.", "The therapy helped adults with asthma."),
    ("scope", "All patients recovered within a week.", "Some patients recovered within a week."),
    # a new user's notes: an irregular or causative verb under negation, a year the source gives
    # elsewhere, a day of the month, a two-word name, an unnamed speaker, spelled-out numbers
    ("negation", "Outages did not fall compared with the previous year.", "Chief executive Maria Lopez said the company will not raise tariffs. Outages fell by 12 percent compared with the previous year."),
    ("negation", "Chief executive Maria Lopez said tariffs would rise before 2026.", "Chief executive Maria Lopez said the company \"will not raise tariffs before 2026, whatever the cost.\""),
    ("negation", "Ticket prices did not rise in the spring.", "Ticket prices rose in the spring, the operator said."),
    ("date", "Battery storage capacity in the region doubled in 2025.", "Energy Regulator bulletin, March 2025. The regulator did not approve the increase for 2025. Battery storage capacity in the region doubled in 2024."),
    ("date", "Peak demand reached 4.2 gigawatts on 14 July 2023.", "The operator connected 1,250 installations in 2024, compared with 900 in 2023. Peak demand reached 4.2 gigawatts on 14 July 2024."),
    ("date", "The ministry confirmed the outbreak on 12 March.", "The ministry confirmed the outbreak on 14 March, officials said."),
    ("entity", "Chief executive John Park said the company would not raise tariffs.", "Chief executive Maria Lopez said the company would not raise tariffs."),
    ("entity", "Smith said peak demand \"reached 4.2 gigawatts on 14 July\".", "Peak demand reached 4.2 gigawatts on 14 July 2024."),
    ("quantity", "The inspector ignored three earlier warnings before the collapse.", "The inspector received two earlier warnings before the collapse."),
    ("quantity", "A dozen ships were lost in the storm.", "Five ships were lost in the storm."),
    ("paraphrase", "Outages fell by twelve percent compared with the previous year.", "Outages fell by 12 percent compared with the previous year."),
    ("paraphrase", "Maria Lopez said tariffs would not rise before 2026.", "Chief executive Maria Lopez said the company \"will not raise tariffs before 2026.\""),
    ("paraphrase", "Peak demand reached 4.2 gigawatts in July 2024.", "The operator connected 900 installations in 2023. Peak demand reached 4.2 gigawatts on 14 July 2024."),
    ("paraphrase", "The inspector received two earlier warnings.", "The inspector received 2 earlier warnings before the collapse."),
    ("paraphrase", "The chair, John Park, said the fine was proportionate.", "The regulator's chair, John Park, said the fine was proportionate."),
    ("paraphrase", "The scan did not rule out a fracture.", "The scan could neither rule the fracture in nor out."),
    ("paraphrase", "The trip time grew by about half.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
    ("paraphrase", "The trip took 14 hours in 2023.", "The trip took 9 hours in 2019 and 14 hours in 2023."),
    ("paraphrase", "Rents doubled over the decade.", "Average rents went from 800 dollars to 1,600 dollars over the decade."),
    ("paraphrase", "Most members voted for the motion.", "Some 62% of members voted for the motion."),
    ("paraphrase", "The drug may reduce migraine frequency.", "The drug may reduce migraine frequency in some adults."),
    ("paraphrase", "Moderna announced the merger on Monday.", "On Monday, Moderna announced the merger."),
    ("paraphrase", "The compound shrank tumours in mice.", "In mice, the compound shrank tumours."),
    ("paraphrase", "There is no evidence of harm from the additive.", "The panel found no evidence of harm from the additive."),
)

#: prefix negation (un-, in-, im-, ir-, dis-, non-), written by hand; appended after the
#: synthetic rows so that the older rows keep their ids
PREFIX_SEEDS: tuple[tuple[str, str, str], ...] = (
    ("prefix negation", "The fine was disproportionate to the offence.", "The tribunal found the fine proportionate to the offence."),
    ("prefix negation", "The trial results were inconclusive.", "The trial results were conclusive, the authors wrote."),
    ("prefix negation", "The new levy is unpopular with farmers.", "The new levy is popular with farmers, a survey found."),
    ("prefix negation", "Non-smokers in the study had fewer strokes.", "Smokers in the study had fewer strokes."),
    ("prefix negation", "The dose was inadequate for adults.", "The dose was adequate for adults, the review concluded."),
    ("prefix negation", "The witness statement was inconsistent.", "The witness statement was consistent throughout the hearing."),
    ("prefix negation", "The procedure is irreversible.", "The procedure is reversible in most cases."),
    ("prefix negation", "The old population estimate was accurate.", "The old population estimate was inaccurate by a wide margin."),
    ("prefix negation", "The merger was unexpected.", "The merger was expected by most analysts."),
    ("prefix negation", "Turnout was unchanged from the last election.", "Turnout changed sharply from the last election."),
    ("prefix negation", "The agency called the roadside test reliable.", "The agency called the roadside test unreliable."),
    ("prefix negation", "The emails were irrelevant to the case.", "The emails were relevant to the case, the judge ruled."),
    ("prefix negation", "The reform left the tax office efficient.", "The reform left the tax office inefficient."),
    ("prefix negation", "The disease is curable if caught early.", "The disease is incurable even if caught early."),
    ("prefix negation", "The lease was valid under the old statute.", "The lease was invalid under the old statute, the court ruled."),
    ("prefix negation", "The survey sample was representative of voters.", "The survey sample was unrepresentative of voters."),
    ("prefix negation", "The screening test is non-invasive.", "The screening test is invasive and needs a local anaesthetic."),
    ("prefix negation", "The minister's remarks were appropriate.", "The minister's remarks were inappropriate, the speaker said."),
    ("prefix negation", "The side effects were common in older patients.", "The side effects were uncommon in older patients."),
    ("prefix negation", "Officials described the outbreak as unusual.", "Officials described the outbreak as usual for the season."),
    ("paraphrase", "The fine was disproportionate.", "The tribunal found the fine was not proportionate to the offence."),
    ("paraphrase", "The trial results were inconclusive.", "The trial results were not conclusive, the authors wrote."),
    ("paraphrase", "The witness statement was not consistent.", "The witness statement was inconsistent throughout the hearing."),
    ("paraphrase", "The dose was inadequate for adults.", "For adults, the dose was inadequate, the review concluded."),
    ("paraphrase", "The merger was not expected.", "The merger was unexpected, most analysts said."),
    ("paraphrase", "The emails were not relevant to the case.", "The emails were irrelevant to the case, the judge ruled."),
    ("paraphrase", "The new levy is unpopular with farmers.", "Farmers find the new levy unpopular, a survey found."),
    ("paraphrase", "The insurer covered the repair after it discovered the fault.", "The insurer discovered the fault and covered the repair."),
    ("paraphrase", "The screening test is non-invasive.", "The screening test is non-invasive and needs no anaesthetic."),
    ("paraphrase", "The side effects were uncommon in older patients.", "In older patients the side effects were uncommon."),
)

#: two-part claims whose second fact the source states in another sentence than the first
#: (the contradiction check holds each part against its own window); appended last
TWO_PART_SEEDS: tuple[tuple[str, str, str], ...] = (
    ("two-part", 'The bridge opened in 1932 and tolls on it were abolished in 1950.', 'The bridge opened in 1932 after six years of work on its steel arch. Traffic across the river grew quickly in the decades that followed. Tolls on the bridge were abolished in 1962 after a long campaign by commuters.'),
    ("two-part", 'The museum reopened in May after a renovation, and attendance reached 40,000 visitors in the first month.', 'The museum reopened in May after a two-year renovation of its galleries and roof. Its new wing holds the regional archive and a cafe. In the first month attendance reached 25,000 visitors, the director said.'),
    ("two-part", 'The ferry service began in 1998, and the crossing takes 45 minutes.', 'The ferry service between the two islands began in 1998 with a single boat. Two larger vessels joined the fleet a decade later. The crossing takes 70 minutes in calm weather.'),
    ("two-part", 'The company was founded in Oslo in 2004, while its first factory opened in Bergen.', 'The company was founded in Oslo in 2004 by two engineers. It makes sensors for offshore wind turbines. Its first factory opened in Trondheim three years later.'),
    ("two-part", 'The survey covered 2,000 households, and 30% of them reported damp.', 'The survey covered 2,000 households across the county last winter. Interviewers visited each home twice. Some 12% of the households reported damp in at least one room.'),
    ("two-part", 'The library holds 80,000 books and the reading room seats 120 people.', 'The library holds 80,000 books on local history and law. It is open six days a week. The reading room seats 45 people at long oak tables.'),
    ("two-part", 'The dam was completed in 1961, and the reservoir supplies water to 300,000 residents.', 'The dam was completed in 1961 after a decade of construction. Engineers raised its crest in the 1980s. Today the reservoir supplies water to about 150,000 residents.'),
    ("paraphrase", 'The bridge opened in 1932 and tolls on it were abolished in 1962.', 'The bridge opened in 1932 after six years of work on its steel arch. Traffic across the river grew quickly in the decades that followed. Tolls on the bridge were abolished in 1962 after a long campaign by commuters.'),
    ("paraphrase", 'The museum reopened in May after a renovation, and attendance reached 25,000 visitors in the first month.', 'The museum reopened in May after a two-year renovation of its galleries and roof. Its new wing holds the regional archive and a cafe. In the first month attendance reached 25,000 visitors, the director said.'),
    ("paraphrase", 'The council approved the budget in March; the transport plan was drafted by Marta Ruiz.', 'The council approved the budget in March by a narrow vote. Several members asked for more detail on road repairs. The transport plan was drafted by Marta Ruiz, the city engineer.'),
    ("paraphrase", 'The ferry service began in 1998, and the crossing takes 70 minutes.', 'The ferry service between the two islands began in 1998 with a single boat. Two larger vessels joined the fleet a decade later. The crossing takes 70 minutes in calm weather.'),
    ("paraphrase", 'The company was founded in Oslo in 2004, while its first factory opened in Trondheim.', 'The company was founded in Oslo in 2004 by two engineers. It makes sensors for offshore wind turbines. Its first factory opened in Trondheim three years later.'),
    ("paraphrase", 'The library holds 80,000 books and the reading room seats 45 people.', 'The library holds 80,000 books on local history and law. It is open six days a week. The reading room seats 45 people at long oak tables.'),
)

PEOPLE = [("Amara", "Diallo"), ("Tomas", "Berg"), ("Lucia", "Ferrante"), ("Kenji", "Sato"), ("Ruth", "Okonkwo"),
          ("Pavel", "Novak"), ("Ines", "Carvalho"), ("Omar", "Haddad"), ("Greta", "Lund"), ("Ravi", "Menon")]
CITIES = ["Lisbon", "Porto", "Lyon", "Turin", "Leipzig", "Gdansk", "Bergen", "Tampere", "Malaga", "Ghent"]
FIRMS = ["Halvorsen", "Quintara", "Brightwell", "Corvane", "Meridex", "Talbridge", "Oakhurst", "Vantorix"]
THINGS = ["the new ferry terminal", "the regional archive", "the solar farm", "the children's hospital",
          "the tram extension", "the water treatment plant", "the science museum", "the cycling bridge"]
METRICS = [("Exports of timber", "exports"), ("Ticket sales", "sales"), ("Hospital admissions", "admissions"),
           ("Household debt", "debt"), ("Bus ridership", "ridership"), ("Wheat output", "output")]
UNITS = ["hours", "kilometres", "tonnes", "days", "minutes", "metres"]
ANTONYM_PAIRS = [("rose", "fell"), ("increased", "decreased"), ("grew", "declined"), ("climbed", "dropped")]
DECISIONS = [("approved", "rejected"), ("accepted", "rejected"), ("upheld", "overturned")]
BODIES = ["The city council", "The planning board", "The appeals court", "The school board", "The senate committee"]
PROPOSALS = ["the housing plan", "the parking levy", "the budget amendment", "the zoning change", "the transit bond"]
DRUGS = ["The supplement", "The new inhaler", "The gene therapy", "The antiviral", "The low-salt diet"]
CONDITIONS = ["asthma", "hypertension", "migraine", "psoriasis", "insomnia", "anaemia"]
STRONG = ["cures", "eliminates", "always prevents", "guarantees relief from", "proves effective against"]
HEDGED = ["may reduce", "might ease", "could lessen", "appears to reduce", "may help with"]
SCOPES = [("mice", "humans"), ("rats", "patients"), ("children", "adults"), ("men", "women"), ("cells", "humans")]


def frames(rng: random.Random) -> list[tuple[str, str, str, str]]:
    rows: list[tuple[str, str, str, str]] = []  # (kind, claim, source, label)
    for n in range(26):
        first, last = PEOPLE[n % len(PEOPLE)]
        other_last = PEOPLE[(n + 3) % len(PEOPLE)][1]
        city, city2 = rng.sample(CITIES, 2)
        firm, firm2 = rng.sample(FIRMS, 2)
        thing = THINGS[n % len(THINGS)]
        year = rng.randint(1985, 2022)
        year2 = year + rng.choice([-3, -2, 2, 4])
        metric, short = METRICS[n % len(METRICS)]
        up, down = ANTONYM_PAIRS[n % len(ANTONYM_PAIRS)]
        yes, no = DECISIONS[n % len(DECISIONS)]
        body, prop = BODIES[n % len(BODIES)], PROPOSALS[(n * 2) % len(PROPOSALS)]
        drug, cond = DRUGS[n % len(DRUGS)], CONDITIONS[n % len(CONDITIONS)]
        narrow, wide = SCOPES[n % len(SCOPES)]
        unit = UNITS[n % len(UNITS)]
        a = rng.randint(5, 60)
        b = a + rng.randint(int(a * 0.2) + 1, max(int(a * 0.2) + 1, int(a * 0.6)))  # ×1.2–1.6: no doubling
        pct = rng.randint(12, 44)
        big = rng.randint(55, 90)
        value = rng.randint(20, 900)
        wrong = value + rng.choice([-1, 1]) * rng.randint(max(3, value // 5), max(4, value // 2))
        place = f"in {city} in {year}"
        base = f"{firm} opened {thing} {place}."
        rows += [
            ("negation", f"{body} {yes} {prop} after a long debate.", f"{body} did not {yes[:-1] if yes.endswith('ed') else yes} {prop} after a long debate.", NS),
            ("antonym", f"{metric} {up} sharply in {year}.", f"{metric} {down} sharply in {year}, the agency said.", NS),
            ("antonym", f"{body} {yes} {prop}.", f"{body} {no} {prop} by a wide margin.", NS),
            ("quantity", f"The survey crew needed {value} {unit} to map the valley.", f"The survey crew needed {wrong} {unit} to map the valley, the report says.", NS),
            ("quantity", f"Turnout in {city} reached {pct + 20}% in {year}.", f"Turnout in {city} reached {pct}% in {year}.", NS),
            ("multiplier", f"The journey time from {city} doubled.", f"The journey from {city} took {a} {unit} in {year} and {b} {unit} in {year + 4}.", NS),
            ("vague", f"Most residents of {city} backed the scheme.", f"In {city}, {pct}% of residents backed the scheme.", NS),
            ("date", base, f"{firm} opened {thing} in {city} in {year2}.", NS),
            ("entity", base, f"{firm2} opened {thing} {place}.", NS),
            ("entity", f"{thing.capitalize()} opened in {city} in {year}.", f"{thing.capitalize()} opened in {city2} in {year}.", NS),
            ("entity", f"The award went to {first} {last} for the survey of {city}.", f"The award went to {first} {other_last} for the survey of {city}.", NS),
            ("modality", f"{drug} {rng.choice(STRONG)} {cond}.", f"{drug} {rng.choice(HEDGED)} {cond} symptoms, early results suggest.", NS),
            ("scope", f"{drug} lowered markers of {cond} in {wide}.", f"{drug} lowered markers of {cond} in {narrow}.", NS),
            ("paraphrase", f"In {year}, {firm} opened {thing} in {city}.", base, SUP),
            ("paraphrase", f"{metric} {up} in {year}.", f"In {year}, {short} {up} sharply, the agency said.", SUP),
            ("paraphrase", f"{body} {yes} {prop}.", f"After a long debate, {body[0].lower() + body[1:]} {yes} {prop}.", SUP),
            ("paraphrase", f"The survey crew took {value} {unit} to map the valley.", f"The survey crew needed {value} {unit} to map the valley.", SUP),
            ("paraphrase", f"The journey time from {city} doubled.", f"The journey from {city} took {a} {unit} in {year} and {2 * a} {unit} in {year + 4}.", SUP),
            ("paraphrase", f"Most residents of {city} backed the scheme.", f"In {city}, {big}% of residents backed the scheme.", SUP),
            ("paraphrase", f"{drug} {rng.choice(HEDGED)} {cond}.", f"{drug} {rng.choice(HEDGED)} {cond} symptoms, early results suggest.", SUP),
            ("paraphrase", f"{drug} lowered markers of {cond} in {narrow}.", f"In {narrow}, {drug[0].lower() + drug[1:]} lowered markers of {cond}.", SUP),
            ("paraphrase", f"{first} {last} received the award for the survey of {city}.", f"The award went to {first} {last} for the survey of {city}.", SUP),
        ]
    return rows


def build(seed: int = 12) -> list[dict[str, str]]:
    rng = random.Random(seed)
    pairs = [(kind, claim, source, SUP if kind == "paraphrase" else NS) for kind, claim, source in SEEDS]
    pairs += frames(rng)
    pairs += [(kind, claim, source, SUP if kind == "paraphrase" else NS)
              for kind, claim, source in (*PREFIX_SEEDS, *TWO_PART_SEEDS)]
    out, seen = [], set()
    for kind, claim, source, label in pairs:
        if (claim, source) in seen:
            continue
        seen.add((claim, source))
        out.append({"id": f"adv{len(out) + 1:04d}", "claim": claim, "source_text": source, "label": label,
                    "kind": kind})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    rows = build(args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(f"wrote {len(rows)} rows to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
