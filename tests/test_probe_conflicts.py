"""Golden cases from a new user's probe (2026-11-25): plain contradictions an editor expects any
checker to catch, and faithful paraphrases that must not be flagged. Each case is one claim and
one source as the user wrote them (the probe's bundles are not in the repository); the expected
kind of conflict, or none. The whole pipeline (``verify``) is run on a few of them too, so the
verdict an editor sees is pinned, not just the check's output."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.config import Config
from reviewer.judges.contradiction import find_conflicts
from reviewer.model import ConflictKind, Source, Verdict
from reviewer.verify import verify

K = ConflictKind

CONTRADICTED = [
    # (id, claim, source, kind)
    ("billion-million", "Insurance claims are expected to exceed £20 billion.",
     "Regional flood report, April 2023. About 300 homes were evacuated. Insurance claims are expected to "
     "exceed £20 million.", K.QUANTITY),
    ("billion-million-units", "The port handled 1.6 billion units last year.",
     "The port handled 1.6 million units last year, a record.", K.QUANTITY),
    ("more-fewer", "Patients on the inhaler reported 27 percent more severe attacks than those on placebo.",
     "Patients on the inhaler reported 27 percent fewer severe attacks than those on placebo.", K.QUANTITY),
    ("more-less-than", "Coal plants supplied more than 10 percent of electricity.",
     "Coal plants supplied less than 10 percent of electricity for the first time.", K.QUANTITY),
    ("at-most-least", "At most 200 jobs were added at the logistics park.",
     "At least 200 jobs were added at the logistics park.", K.QUANTITY),
    ("paid-not-pay", "The company paid a dividend for the quarter.",
     "Copper output doubled in the third quarter. The company did not pay a dividend for the quarter.",
     K.NEGATION),
    ("after-before", "Chief executive Marta Lindgren said the Kestrel expansion was completed after the rainy season.",
     "Chief executive Marta Lindgren said the Kestrel expansion was completed before the rainy season.", K.ANTONYM),
    ("person-dr", "Dr. James Whitaker, the trust's medical director, called the figures disappointing.",
     "Dr. Priya Nair, the trust's medical director, said the figures were \"disappointing but not surprising\" "
     "given staff shortages.", K.ENTITY),
    ("person-subject", "James Whitaker, the trust's medical director, called the figures disappointing.",
     "Priya Nair, the trust's medical director, said the figures were disappointing.", K.ENTITY),
    ("org-one-word", "Olav Dahl said the extension would be financed by the European Investment Bank.",
     "Chief executive Olav Dahl said the extension would be financed by the Nordic Investment Bank.", K.ENTITY),
    ("weekday", "The harbour board met on Tuesday 10 January and voted to extend the north quay.",
     "The harbour board met on Monday 10 January and voted to extend the north quay.", K.DATE),
    ("month", "Solar generation reached a record 14.2 terawatt-hours in April.",
     "Solar generation reached a record 14.2 terawatt-hours in May, up 22 percent from May 2023.", K.DATE),
    ("year-elsewhere", "Enrolment reached 412,000 pupils in 2021.",
     "Enrolment in state secondary schools rose by 3.1 percent in 2020, to 412,000 pupils. Teacher salaries "
     "will increase by 5 percent from January 2021.", K.DATE),
    ("month-year", "The statement was issued in September 2021.",
     "Department of Education, statement of 2 September 2020. Teacher salaries will increase by 5 percent from "
     "January 2021.", K.DATE),
    ("poles-swapped", "The department rejected funding for 40 new classrooms in Lisbon.",
     "The department approved funding for 40 new classrooms in Lisbon and rejected a request from the Porto "
     "municipality for additional buses.", K.ANTONYM),
    ("quote-close-open", 'The release said the trust "will close the urgent care centre in Eastbrook".',
     "The trust will open a new urgent care centre in Eastbrook in 2020. Waiting times fell slightly in the "
     "second half of the year.", K.ANTONYM),
    ("quote-elision-drops-not", 'The summary states that "the drug was ... effective in children under 12".',
     "The drug was not effective in children under 12, who were studied in a separate arm.", K.NEGATION),
    ("quote-few-most", 'Mendes said the new rent scheme "is affordable for few families in the district".',
     'Councillor Rosa Mendes said: "The new rent scheme is affordable for most families in the district, and we '
     'expect waiting lists to shrink within two years."', K.ANTONYM),
    ("quote-speaker", 'Councillor Tom Becker said: "The new rent scheme is affordable for most families in the district".',
     'Councillor Rosa Mendes said: "The new rent scheme is affordable for most families in the district." '
     'Councillor Tom Becker replied: "The scheme is underfunded."', K.ENTITY),
    ("quote-changed-number", 'Mendes said "we expect waiting lists to shrink within five years".',
     'Hearing of the Housing Committee, 5 May 2022. Councillor Rosa Mendes said: "The new rent scheme is '
     'affordable for most families, and we expect waiting lists to shrink within two years."', K.QUANTITY),
    # a denied subject denies the sentence's verb, past a relative clause
    ("no-one-injured", "Several passengers were injured during the emergency landing.",
     "The plane made an emergency landing at Lisbon airport on Sunday. No one on board was injured, the airline said.",
     K.NEGATION),
    ("none-who-received", "Several participants who received the vaccine died of RSV.",
     "None of the participants who received the vaccine died of RSV; two placebo recipients did.", K.NEGATION),
    ("all-none", "All of the port's cranes were replaced during the year.",
     "None of the port's cranes were replaced during the year, the port said.", K.NEGATION),
    # quantifiers against counts of a whole, shares and each other
    ("most-one-of-eight", "Aldermoor have won most of their last eight matches.",
     "Aldermoor have now won only one of their last eight matches.", K.QUANTITY),
    ("all-two-of-nine", "The council will close all nine of its libraries.",
     "The council also plans to cut 120 jobs and close two of its nine libraries.", K.QUANTITY),
    ("every-quarter", "Every patient in the trial experienced brain swelling or bleeding.",
     "About a quarter of patients in the trial experienced brain swelling or bleeding.", K.SCOPE),
    ("only-a-few-all", "Lindqvist said only a few of the 14 tunnel boring segments had been completed.",
     "Lindqvist said all 14 tunnel boring segments had now been completed.", K.ANTONYM),
    # opposite poles said of the same thing
    ("denied-granted", "Judge Regina Alvarez denied NetChoice's request for a preliminary injunction.",
     "District Judge Regina Alvarez granted a preliminary injunction requested by NetChoice, a trade group.",
     K.ANTONYM),
    ("lost-beat", "Brentwick Rovers lost 3-2 to Aldermoor City on Saturday.",
     "Brentwick Rovers came from behind to beat Aldermoor City 3-2 on Saturday.", K.ANTONYM),
    ("highest-lowest", "This year's Antarctic winter maximum was the highest in the 45-year satellite record.",
     "Antarctic sea ice reached its annual maximum extent of 16.96 million square kilometres on 7 September, "
     "the lowest winter maximum in the 45-year satellite record.", K.ANTONYM),
    ("up-down-from", "Reservoirs were at 41% of capacity, up from 52% a year earlier.",
     "Water reservoirs stood at 41% of capacity, down from 52% a year earlier.", K.ANTONYM),
    ("continue-end", "Boreal Aerospace machinists voted on Monday to continue their strike.",
     "Machinists at Boreal Aerospace voted on Monday to end a seven-week strike.", K.ANTONYM),
    ("within-above", "Inflation was 3.8% in the June quarter, within the bank's 2–3% target range.",
     "Annual inflation was 3.8% in the June quarter, above the bank's 2–3% target range.", K.ANTONYM),
    ("lengthened-shortened", "The DART impact lengthened Dimorphos's orbit by 32 minutes.",
     "The DART mission crashed into Dimorphos in 2022 and shortened its orbit by 32 minutes.", K.ANTONYM),
    # a quotation given to another speaker than the source's
    ("quote-speaker-apposition", 'Graham Holt said the site "is exactly where new housing should go".',
     'Councillor Priya Nair, who chairs the planning committee, said the site "is exactly where new housing should '
     'go". Opposition leader Graham Holt argued that local roads could not cope.', K.ENTITY),
    ("quote-speaker-first-word", 'Veldhoven said it had "deliberately shut out rivals for almost a decade".',
     'The Commission fined Dutch chipmaker Veldhoven Systems. Competition commissioner Teresa Ribera said the '
     'company had "deliberately shut out rivals for almost a decade". Veldhoven said it would appeal.', K.ENTITY),
    ("year-other-sentence-of-window", "The council approved the budget of £4.2 million in 2021.",
     "The council approved the £4.2 million budget in 2020; the budget for 2021 was never approved by the council.",
     K.DATE),
    ("lone-weekday", "On Thursday, a federal judge in Denver blocked Colorado's age-verification law.",
     "A federal judge in Denver on Tuesday blocked the state of Colorado from enforcing a new law.", K.DATE),
    ("lone-date-month", "The Mars flyby took place on 12 May.",
     "The Hera probe flew past Mars on 12 March, passing within 5,000 kilometres of the planet's surface. During "
     "the flyby, Hera captured images of Deimos.", K.DATE),
    # a name described the same way, and a statement given to another speaker
    ("apposition", "During the flyby, Hera photographed Phobos, the smaller of Mars's two moons.",
     "During the flyby, Hera captured images of Deimos, the smaller of Mars's two moons.", K.ENTITY),
    ("owner-subject", "Spain's accident investigation commission, CIAIAC, has opened an inquiry.",
     "Portugal's air accident investigation office, GPIAAF, has opened an inquiry.", K.ENTITY),
    ("speaker-acronym", "The World Health Organization said on Friday that measles cases in England had reached 1,603.",
     "Measles cases in England rose to 1,603 in the first half of 2024, the UK Health Security Agency (UKHSA) said "
     "on Friday.", K.ENTITY),
    ("never-reported-profit", "Ferrovane has been profitable since it was founded in 2017.",
     "Ferrovane, founded in 2017, had revenue of $310 million last year and has never reported a profit.",
     K.NEGATION),
    ("compete-skip", "Chepkoech will compete at the World Championships in September.",
     "She has said she will skip the World Championships in September to focus on the 5000m.", K.ANTONYM),
    ("no-effect-no-evidence", "The low-sodium meal service has no effect on kidney function.",
     "The investigators found no evidence that the meal service affected kidney function, but noted that the "
     "study was not powered to detect such an effect.", K.MODALITY),
    ("gained-lost", "Shares in Acme gained 3% on Monday.", "Shares in Acme lost 3% on Monday after the profit warning.",
     K.ANTONYM),
    ("first-last", "Okafor was the first woman to lead the union.",
     "Okafor was the last woman to lead the union before it merged in 2019.", K.ANTONYM),
    # the same figure in another unit, wherever the source gives it
    ("miles-kilometres", "The Greenvale tram extension is 6.5 miles long.",
     "The Greenvale tram extension opened to passengers on Saturday, two years later than planned. The "
     "6.5-kilometre line adds seven stops between the city centre and Eastfield.", K.QUANTITY),
    ("months-weeks", "The walking trial followed its participants for 12 months.",
     "A randomised trial found that a daily brisk walk lowered systolic blood pressure by 5.1 mmHg over 12 weeks.",
     K.QUANTITY),
    ("month-year-contract", "Lucas Ferreira has agreed a five-month contract with Riverside.",
     "The 23-year-old has agreed a five-year contract with Riverside.", K.QUANTITY),
    ("earlier-later", "The Greenvale tram extension opened two years earlier than planned.",
     "The Greenvale tram extension opened to passengers on Saturday, two years later than planned.", K.ANTONYM),
    ("ended-began", "Nurses at St Clement's Hospital ended a 48-hour strike on Monday.",
     "Nurses at St Clement's Hospital began a 48-hour strike on Monday after talks broke down.", K.ANTONYM),
    ("under-over-budget", "The Greenvale tram extension came in under its original £420 million budget.",
     "The tram extension opened on Saturday, £84 million over its original £420 million budget.", K.ANTONYM),
    ("at-most-half", "Pryce must serve at most half of his sentence before he is eligible for release.",
     "Pryce must serve at least half of his sentence before he is eligible for release.", K.ANTONYM),
    ("some-none", "The electoral commission said some of the 46 polling stations reported irregularities.",
     "The electoral commission said none of the 46 polling stations reported irregularities.", K.ANTONYM),
    # a quotation with one of the source's words changed
    ("misquote-one-word", 'Ribera said the company had "accidentally shut out rivals for almost a decade".',
     'Competition commissioner Teresa Ribera said the company had "deliberately shut out rivals for almost a '
     'decade".', K.MISQUOTE),
    # the other direction of the negation rules: a denial the source does not make
    ("no-dividend-paid", "The company paid no dividend for the quarter.",
     "The company paid a dividend of 12 cents for the quarter.", K.NEGATION),
    ("expects-not", "The agency expects shortages this summer.",
     "The agency said it does not expect shortages this summer.", K.NEGATION),
    # the 4th probe: who said it
    ("according-to-other", "According to Harbour Analytics, the merger will add 250,000 subscribers.",
     "Northline's chief executive, Ana Ruiz, said the merger would add 250,000 subscribers. Analysts at Harbour "
     "Analytics said regulators were likely to examine the deal closely.", K.ENTITY),
    ("said-while-other-said", "Mayor Tom Hale said the council had been too slow to approve new homes.",
     "The mayor, Tom Hale, blamed rising interest rates, while the opposition said the council had been too slow "
     "to approve new homes.", K.ENTITY),
    ("called-quote-other", 'Transport Minister Eva Lind described the rail timetable as "wishful thinking".',
     'Transport Minister Eva Lind said the line would open in 2028. Opposition spokesman Karl Moe called the '
     'timetable "wishful thinking" and said work had not begun.', K.ENTITY),
    ("possessive-before-speaker", "Professor Lund argued that the effect of the policy was largely symbolic.",
     "Professor Lund said the policy had cut emissions sharply. Her co-author Dr Ravi Mena took a different view, "
     "arguing that the effect of the policy was largely symbolic.", K.ENTITY),
    ("possessive-speaker", 'Dunmore\'s coach said his players had "shown real courage today".',
     'Kilbride beat Dunmore 2-0. Kilbride\'s coach, Anna Reid, said her players had "shown real courage today".',
     K.ENTITY),
    # the 4th probe: a decision the source says is still open
    ("approved-pending", "Health regulators have approved the vaccine Nexora.",
     "In a trial, the vaccine Nexora cut hospital stays by 60%. Health regulators are reviewing the data; no "
     "decision has been made.", K.MODALITY),
    ("decided-considering", "The prosecution has decided to appeal the ruling.",
     "The prosecution said it was considering whether to appeal the ruling.", K.MODALITY),
    ("under-way-not-started", "Construction of the new stadium is already under way.",
     "The council said the new stadium would open in 2028. Critics said construction had not yet started.",
     K.MODALITY),
    # the 4th probe: units and figures a writer swaps
    ("celsius-fahrenheit", "Sea temperatures in the bay were 1.2°F above average in July.",
     "Sea temperatures in the bay were 1.2°C above the long-term average in July, the agency said.", K.QUANTITY),
    ("km-h-mph", "Gusts at the coast reached 80 km/h overnight.",
     "Gusts at the coast reached 80 mph overnight, and 4,000 homes lost power.", K.QUANTITY),
    ("mg-g", "Patients should take 2 mg of the drug each morning.",
     "Patients should take 2 g of the drug each morning with food.", K.QUANTITY),
    ("parsecs-light-years", "The star is 45 parsecs from the Sun.",
     "The star, a red dwarf, is 45 light-years from the Sun.", K.QUANTITY),
    # the 4th probe: the claim says all of it, the source names a part
    ("whole-of-a-name", "Air temperatures across the whole Pacific hit record highs in May.",
     "Air temperatures over the South Pacific hit record highs in May, the agency said.", K.SCOPE),
    ("part-of-the-whole", "Flooding closed roads across the county on Monday.",
     "Flooding closed roads in the northern part of the county on Monday, police said.", K.SCOPE),
    ("a-model-of-them", "The firm is recalling all of the heaters it sold in Ireland.",
     "The firm is recalling 12,000 Model H3 heaters sold in Ireland because the switch can fail.", K.SCOPE),
    ("a-kind-of-them", "The update makes the app 30% faster across all tasks.",
     "Tests show the update makes photo-editing tasks 30% faster, while other tasks are unchanged.", K.SCOPE),
    ("misused-reversed", "The court found that Velto had misused Brightline's customer data.",
     "The court found that Brightline had misused Velto's customer data and ordered it to pay damages.", K.ENTITY),
    # the 5th probe
    ("agreed-refused", "The port owners agreed to recognise the dockers' union after the strike.",
     "The strike ended after nine weeks. The port owners restored the old pay rate but refused to recognise the "
     "dockers' union.", K.NEGATION),
    ("cleared-still-requires", "Competition regulators have cleared the merger of the two ferry firms.",
     "The two ferry firms agreed to merge in March. The deal still requires approval from competition regulators.",
     K.MODALITY),
    ("replicated-under-way", "The findings have been replicated in a second cohort.",
     "The study found three new risk variants. Replication in a second cohort is under way.", K.MODALITY),
    ("euro-pound", "The winner receives €25,000 and a bronze medal.",
     "The winner receives £25,000 and a bronze medal, the prize's trustees said.", K.QUANTITY),
    ("severe-mild", "Side effects of the vaccine were mostly severe.",
     "Side effects of the vaccine were mostly mild, with a sore arm the most common.", K.ANTONYM),
    ("hot-cold", "The casing can crack in hot weather.",
     "The maker said the casing can crack in cold weather and will replace it free of charge.", K.ANTONYM),
    ("raised-held", "The central bank raised its main interest rate on Thursday.",
     "The central bank held its main interest rate at 4.25 percent on Thursday, as expected.", K.ANTONYM),
    ("most-of-nine", "Most board members voted for the merger.",
     "The merger was backed by most analysts. Three of the nine board members voted for the merger; the rest "
     "opposed it.", K.QUANTITY),
    ("short-report", "Coach Ian Reid said he was 'disappointed' with the ruling.",
     "The club said it was disappointed with the ruling and would appeal. Coach Ian Reid declined to comment.",
     K.ENTITY),
    ("no-reports-of", "Several fires have been linked to the faulty charger.",
     "The firm said it had received 12 reports of overheating, and no reports of fires, linked to the faulty "
     "charger.", K.NEGATION),
    ("group-speaker", "Union officials said the new battery plant will create 900 jobs when it opens.",
     "The company's chief executive said the new battery plant would create 900 jobs. Local union officials "
     "questioned the figure. The plant is due to open in 2027.", K.ENTITY),
    ("all-nine", "The bank held its rate, with all nine members in favour.",
     "The bank held its rate at 3 percent. Two of the nine committee members voted for a cut of a quarter of a "
     "percentage point.", K.QUANTITY),
    ("unanimous-divided", "Critics were unanimous in their praise for the new opera.",
     "Critics were divided over the new opera: some praised its staging, while others found the music thin.",
     K.ANTONYM),
    ("first-second-quarter", "Revenue rose 8 percent in the first quarter.",
     "Revenue rose 8 percent in the second quarter, helped by exports, after a flat start to the year.", K.DATE),
    ("opening-second-week", "The thriller made $41 million in its opening weekend.",
     "The cartoon took $64 million, ahead of the thriller, which made $41 million in its second week.", K.DATE),
    ("twice-as-fast", "Prices rose twice as fast as wages.",
     "Prices rose 6 percent while wages grew 4 percent.", K.QUANTITY),
    ("rose-to-down-from", "Turnout in the Harbour ward election rose to 48.6 percent.",
     "In the Harbour ward election, the Greens won 14 of the 41 seats. Turnout was 48.6 percent, down from 53.2 "
     "percent.", K.QUANTITY),
    ("upheld-dismissed", "The Court of Appeal upheld the appeal brought by the ferry company.",
     "The Court of Appeal dismissed the appeal brought by the ferry company and ordered it to pay costs.",
     K.ANTONYM),
    ("fell-unchanged", "Nitrogen dioxide levels near the bypass also fell.",
     "Particle pollution in the centre improved. Nitrogen dioxide levels near the bypass, however, were "
     "unchanged.", K.ANTONYM),
    ("feet-metres-apart", "The Harbour Point tower is 40 feet tall.",
     "The lighthouse at Harbour Point was completed in 1850. It was automated in 1979. The tower is 40 metres "
     "tall and still in use.", K.QUANTITY),
    ("dollars-euros", "The group booked annual revenue of 3.2 billion dollars.",
     "The group booked annual revenue of 3.2 billion euros, up 4 percent.", K.QUANTITY),
    ("megawatts-gigawatts", "The wind farm has a capacity of 1.4 megawatts.",
     "The wind farm, the largest in the region, has a capacity of 1.4 gigawatts.", K.QUANTITY),
    # a ratio's term and an age are held to the window's ratio and age (not left unread)
    ("ratio-against-ratio", "Roughly one in fifty patients developed an infection within a year.",
     "About one in five patients developed an infection within a year, the audit found.", K.QUANTITY),
    ("age-against-age", "Nurses under 30 were the most likely to leave.",
     "Nurses under 40 were the most likely to leave, the poll found.", K.QUANTITY),
    # the narrow exemptions of the 6th probe's false alarms leave the true conflicts standing
    ("others-naming-it", "The Model K9 kettle is affected by the fault.",
     "Only the K7 is being recalled. Other models including the Model K9 kettle are not affected by the fault.",
     K.NEGATION),
    ("lost-to-other-winner", "Ferreira lost to Lind in the run-off.",
     "In the run-off, Ferreira won 52.4 percent of the vote against 47.6 percent for Lind.", K.ANTONYM),
    ("lost-to-beat", "Rovers lost to City in the final.", "Rovers beat City 2-1 in the final on Saturday.",
     K.ANTONYM),
    ("same-value-other-thing", "Quarterly revenue was 8,700,000 euros.",
     "Quarterly revenue was 9.1 million euros, and the customer base reached 8.7 million subscribers.",
     K.QUANTITY),
    ("same-value-earlier-level", "The firm had 8,700,000 subscribers at the end of June.",
     "The firm had 9.1 million subscribers at the end of June, up from 8.7 million in March.", K.QUANTITY),
    ("clock-time", "The collision happened at about 6:40 a.m. on the A14.",
     "The collision happened at about 7:40 a.m. on the A14, police said.", K.QUANTITY),
    ("road-number", "The crash closed the A14 for five hours.",
     "The crash closed the A41 for five hours, police said.", K.QUANTITY),
    ("eastbound-westbound", "The northbound lanes of the M6 were closed after the crash.",
     "The southbound lanes of the M6 were closed for four hours after the crash.", K.ANTONYM),
    ("thousands-with-k", "The channel reached 350k subscribers in May.",
     "The channel reached 250,000 subscribers in May, its owner said.", K.QUANTITY),
    ("road-name-is-no-figure", "The M62 pile-up involved seven cars.",
     "The pile-up on the M62, which happened at 7:15, involved five cars.", K.QUANTITY),
    ("over-budget-by-the-wrong-sum", "The project came in about half a billion pounds over its original budget.",
     "The final cost was 1.9 billion pounds, against an original budget of 1.2 billion pounds.", K.QUANTITY),
    ("surplus-that-is-no-difference", "Kestria ran a trade surplus of about 20 billion dollars in 2023.",
     "Exports rose 4.1 percent in 2023 to 212 billion dollars, while imports fell 2.6 percent to 198 billion "
     "dollars, producing a trade surplus.", K.QUANTITY),
    ("participle-role-swap", "Claire Dunmore beat Simon Achebe to become party leader.",
     "Deputy leader Simon Achebe won the Labour Union party leadership contest with 61 percent of members' votes, "
     "defeating former health spokesperson Claire Dunmore.", K.ENTITY),
    ("replacing-role-swap", "Tom Smith replaced Anna Jones as chair of the board.",
     "Anna Jones was appointed chair of the board, replacing Tom Smith, who retired.", K.ENTITY),
    ("compass-axes", "From its source, the Sellan flows south-east for 386 kilometres to the Gulf of Marren.",
     "The Sellan River rises in the Korvath Hills at an elevation of about 1,450 metres and flows north-west for "
     "386 kilometres before entering the Gulf of Marren. Its largest tributary is the Dova.", K.ANTONYM),
    ("lifted-against-cut", "Orvane Systems lifted its full-year profit guidance.",
     "Orvane Systems posted quarterly revenue of $812 million for the three months to June, slightly ahead of "
     "analysts' forecasts of $798 million. Cloud subscriptions accounted for 58 percent of revenue, up from 49 "
     "percent a year earlier. The company cut its full-year profit guidance, citing weaker demand.", K.ANTONYM),
    ("change-ends-swapped", "The minimum supported Python version has been lowered from 3.9 to 3.7.",
     "Query latency fell from 38 ms to 19 ms. The minimum supported Python version is now 3.9, up from 3.7.",
     K.QUANTITY),
    ("change-ends-swapped-range", "The Court of Appeal raised the compensation award from £72,000 to £96,000.",
     "However, the court reduced the compensation award from £96,000 to £72,000, finding that the original "
     "figure double-counted lost pension contributions.", K.QUANTITY),
    ("preference-swapped", "A 1712 ordinance required new houses in the centre to be built of timber rather than "
     "brick or stone.",
     "Rebuilding took nearly two decades, and a 1712 ordinance required new houses in the centre to be built of "
     "brick or stone rather than timber.", K.ANTONYM),
    ("done-but-only-planned", "The team has installed additional sensors on the glacier to measure ice flow directly.",
     "Neighbouring Aslund Glacier has remained largely stable. The team plans to install additional sensors on the "
     "glacier next summer to measure ice flow directly.", K.MODALITY),
    ("done-but-only-proposed", "Bowel cancer screening in the Eastern region has been extended to people aged 50 to 54.",
     "The Department of Health has proposed extending bowel cancer screening to people aged 50 to 54 in the Eastern "
     "region, where the programme currently starts at 55.", K.MODALITY),
    ("concluded-but-no-final-view", "The regulator concluded that the deal would push up prices for consumers.",
     "The regulator said the deal could lead to higher prices for consumers, but stressed that it had reached no "
     "final view. A decision is due by 18 March next year.", K.MODALITY),
    ("nearly-all-is-not-half", "Nearly all of the 28,000 runners who started the race finished it.",
     "Organisers said 28,000 runners started the race, of whom 14,000 finished.", K.QUANTITY),
    ("warned-after-but", "The National Food Standards Agency warned that some root-vegetable products could "
     "struggle to meet the new limit.",
     "The National Food Standards Agency has launched a consultation on a proposal to lower the legal limit for lead "
     "in baby food. Industry body the Infant Nutrition Association said it supported the aim but warned that some "
     "root-vegetable products could struggle to meet the new limit.", K.ENTITY),
    ("speaker-word-in-the-statement", "The aircraft manufacturer warned that delivery delays could limit Aeroluxe's "
     "growth next year.",
     "Chief executive Marco Ventresca warned that delays in aircraft deliveries from the manufacturer could limit "
     "growth next year. The airline's board has proposed its first dividend since 2019.", K.ENTITY),
    ("majority-counted-fourth", "Online sales now make up the majority of Marlowe & Finch's total sales.",
     "Marlowe & Finch, the department store chain, reported like-for-like sales growth of 3.2 percent over the "
     "Christmas period. Online sales rose 11 percent and now account for 36 percent of total sales.", K.QUANTITY),
    ("half-a-million-is-no-quarter", "Half a million visitors came to the festival this year.",
     "About 250,000 visitors came to the festival this year, organisers said.", K.QUANTITY),
    # the 8th probe (and the 7th's misses): a denied subject that was only found, and "no effect on"
    ("no-changes-were-made", "The 4.2 release changes the on-disk cache format.",
     "Version 4.2 adds connection pooling on Linux. No changes were made to the on-disk cache format.", K.NEGATION),
    ("no-side-effects-reported", "Side effects were reported in two patients.",
     "The trial ran for a year. No side effects were reported.", K.NEGATION),
    ("no-effect-on", "An earlier study found that the compound also slowed the growth of lung tumours.",
     "Researchers reported that the compound reduced colon tumour growth by 40 percent in mice. It had previously "
     "shown no effect on lung tumours in an earlier study.", K.NEGATION),
    ("upheld-the-appeal-it-dismissed", "The Court of Appeal upheld an appeal by Harlow Logistics against the "
     "ruling that it had breached its contract.",
     "The Court of Appeal on Thursday dismissed an appeal by Harlow Logistics against a ruling that it had breached "
     "its contract with the retailer Penmark Stores.", K.ANTONYM),
    ("award-the-other-way", "The University of Carrowmore has awarded £2.3 million to the Northern Rivers Trust "
     "to study freshwater pearl mussels.",
     "The Northern Rivers Trust has awarded £2.3 million to the University of Carrowmore to study how farmland "
     "run-off affects freshwater pearl mussels.", K.ENTITY),
    ("loan-the-other-way", "Portavia has agreed to lend €240 million to the European Regional Investment Bank.",
     "The European Regional Investment Bank has agreed a €240 million loan to Portavia, the operator of the port, "
     "to fund a new container terminal.", K.ENTITY),
    ("pay-to-acquire-the-other-way", "Hollis & Sons agreed to pay £61 million to acquire the supermarket group "
     "FreshWay.",
     "The regulator has cleared the acquisition of bakery chain Hollis & Sons by the supermarket group FreshWay. "
     "FreshWay, which agreed to pay £61 million for Hollis, expects to complete the purchase by March.", K.ENTITY),
    ("affiliation-of-a-person", "The excavation was directed by Dr Hannah Voss of York Archaeological Trust, with "
     "46 volunteers.",
     "The excavation was directed by Dr Hannah Voss of Leeds Archaeology Unit, with 46 volunteers.", K.ENTITY),
    ("may-contain-stated-as-contains", "Brightwell Foods is recalling the bars because the packs contain undeclared "
     "peanuts.",
     "Brightwell Foods Ltd is recalling its Apple & Oat Bars because some packs may contain undeclared peanuts.",
     K.MODALITY),
    ("may-have-dispersed", "Observers concluded that unusually high water levels dispersed dabbling ducks to flooded "
     "fields.",
     "Observers noted that water levels were unusually high, which may have dispersed dabbling ducks to flooded "
     "fields outside the survey area.", K.MODALITY),
    ("established-what-is-proposed", "Dalton Aggregates has established a 50-metre buffer around the mine entrance.",
     "The assessment found a colony of bats roosting in the disused mine, and the applicant, Dalton Aggregates, "
     "proposes a 50-metre buffer around the mine entrance.", K.MODALITY),
    ("completed-what-is-planned", "A small pilot trial of ursolene in 30 adults with prediabetes has been completed.",
     "Mice fed ursolene gained less weight. A small pilot trial in 30 adults with prediabetes is planned for 2026.",
     K.MODALITY),
    ("cancelled-what-is-suspended", "Kessair has permanently cancelled its flights to Port Edel following the "
     "flooding.",
     "The office advises against travel to the coast following flooding that began on 2 September. The national "
     "airline, Kessair, has suspended flights to Port Edel until at least 30 September.", K.ANTONYM),
    ("triple-against-a-change-from-to", "The new terminal would triple the port's annual capacity to 900,000 TEU.",
     "Katrin Holm said the terminal would raise the port's annual capacity from 450,000 to 900,000 containers (TEU).",
     K.QUANTITY),
    ("rise-reaching-a-level-fallen-to", "All-in sustaining costs increased during the quarter, reaching $2.45 per "
     "pound.",
     "Copper output rose to 38,200 tonnes. All-in sustaining costs fell to $2.45 per pound from $2.90.", K.QUANTITY),
    ("minimum-against-up-to", "Contents are insured for a minimum of £40,000 per claim.",
     "Contents are insured up to £40,000 per claim, with a single-item limit of £2,000.", K.QUANTITY),
    ("no-more-than-against-a-minimum", "Tenderers must show an annual turnover of no more than €3 million.",
     "Tenderers must demonstrate a minimum annual turnover of €3 million over the last three years.", K.QUANTITY),
    ("named-levels-swapped", "The alert level has been lowered from Orange (watch) to Yellow (advisory).",
     "The alert level has been raised from Yellow (advisory) to Orange (watch) after a swarm of earthquakes.",
     K.ANTONYM),
    ("group-given-an-age-by-the-source", "Vaccine uptake among adults in Eastmoor reached 78.4%, compared with 52.1% "
     "among eligible pregnant women.",
     "Vaccine uptake among adults aged 65 and over reached 78.4%, compared with 52.1% among eligible pregnant women.",
     K.SCOPE),
    ("was-held-will-be-held", "Her funeral was held at St Petroc's Church on 25 November.",
     "Peggy Alderton died on 11 November at her home in Penhallow. Her funeral will be held at St Petroc's Church "
     "on 25 November.", K.MODALITY),
    ("did-not-affect", "The drug lowered blood pressure in the trial.",
     "In the trial the drug did not affect blood pressure, the authors said.", K.NEGATION),
    ("would-what-might", "A trust spokesperson said some planned operations would be postponed during the strike.",
     "A trust spokesperson said emergency departments would remain open but some planned operations might be "
     "postponed.", K.MODALITY),
    ("must-what-may", "Late registrations must be refused, the council said.",
     "Residents must register their bins by 1 May, the council said; late registrations may be refused.",
     K.MODALITY),
    ("outbid-the-other-way", "A private American collector outbid the National Library of Carrick for the letters.",
     "The National Library of Carrick has bought the letters at auction for £212,000, outbidding a private American "
     "collector.", K.ENTITY),
    ("complaint-by-against-swapped", "The ombudsman upheld a complaint by Brightstar Energy against its customer, "
     "Mrs Patricia Lowe.",
     "The Energy Ombudsman has upheld a complaint by Mrs Patricia Lowe of Kendal against her supplier, Brightstar "
     "Energy, over a disputed bill.", K.ENTITY),
    ("title-stop-is-no-sentence-end", "Hollis Ltd hired Dr. Anna Berg in 2019.",
     "Dr. Anna Berg hired Hollis Ltd in 2019 to run its laboratory.", K.ENTITY),
    ("score-dash-is-no-clause-break", "Ashby Town lost 4–1 to Kelso Rangers at Mill Road after leading at half-time.",
     "Ashby Town came from behind to beat Kelso Rangers 4–1 at Mill Road on Saturday. Kelso led 1–0 at half-time.",
     K.ANTONYM),
    ("day-in-a-sentence-besides-the-window", "Ashworth Zoo's Sumatran tiger cub was born on 2 March 2024.",
     "Ashworth Zoo has announced the birth of a male Sumatran tiger cub, the first of the species born at the zoo in "
     "12 years. The cub was born on 2 May 2024 to mother Kaia, aged seven.", K.DATE),
    ("will-what-may-beside-another-will", "Luis Ortega said the comet's recent brightening will be temporary.",
     "Staff astronomer Luis Ortega cautioned that the brightening 'may be temporary' and that a minor outburst could "
     "not be ruled out. The comet will not return to the inner solar system until about 2095.", K.MODALITY),
    ("maximum-after-a-comma", "The insurer will cover at least £50,000 per claim for damage caused by escaping water.",
     "We will cover damage caused by water escaping from a fixed installation, up to a maximum of £50,000 per claim.",
     K.QUANTITY),
    ("lost-what-was-retained", "The Liberal Democrats came fourth with 3,105 votes and lost their deposit.",
     "The Liberal Democrats, who had held the seat until 2015, finished fourth with 3,105 votes and retained their "
     "deposit.", K.ANTONYM),
    ("accepted-what-was-declined", "Achebe-Kerr accepted a damehood in 2012, saying the honour belonged to her crews.",
     "She was appointed OBE in 1998 and declined a damehood in 2012, saying the honour belonged to her crews.",
     K.ANTONYM),
    ("accelerated-what-slowed", "Annual growth in average regular pay in the region accelerated to 5.1 per cent.",
     "Annual growth in average regular pay slowed to 5.1 per cent, though it still outpaced inflation of 2.0 per "
     "cent.", K.ANTONYM),
    ("hospitalized-where-no-hospitalizations", "Brightwell has received reports of people being hospitalized after "
     "the kettle lid opened unexpectedly.",
     "The company has received 71 reports of the lid opening unexpectedly, including 9 reports of minor burns; no "
     "hospitalizations have been reported.", K.NEGATION),
    ("has-set-what-will-be-set", "Ministers have already set the 2025 total allowable catch for herring.",
     "The working group advises that catches in 2025 should not exceed 41,500 tonnes. Ministers will set the total "
     "allowable catch at the December council.", K.MODALITY),
    ("has-begun-what-will-start", "Demolition of the old outpatients building has begun at the hospital site.",
     "Demolition of the old outpatients building will start only after the new block opens.", K.MODALITY),
    ("granted-what-is-only-supposed", "The Glenbrae wind farm, which has now been granted consent, will take about "
     "18 months to build.",
     "The statement assesses 14 turbines at the proposed Glenbrae wind farm. Construction would take roughly 18 "
     "months if consent is granted.", K.MODALITY),
    ("seconds-ahead-against-behind", "Amaka Obi finished six seconds ahead of Rosa Lindqvist.",
     "Rosa Lindqvist won in 2:21:04, and Amaka Obi finished six seconds behind her.", K.QUANTITY),
    ("above-the-same-target", "Most of the 214 earthquakes recorded over the past week were above magnitude 2.0.",
     "The observatory recorded 214 volcano-tectonic earthquakes over the past week, most of them below magnitude "
     "2.0.", K.ANTONYM),
    ("halves-beside-other-figures", "Version 4.2 roughly halves startup time on large vaults.",
     "This release drops support for Python 3.8; the minimum supported version is now Python 3.10. Startup time on "
     "large vaults has been cut from roughly 9 seconds to under 3 seconds.", K.QUANTITY),
    ("double-against-a-stated-four-times", "At £168,000, the watercolour sold for roughly double its upper estimate.",
     "The watercolour was sold at auction for £168,000, more than four times its upper estimate of £40,000.",
     K.QUANTITY),
    ("halves-in-a-sentence-without-figures", "The recommended workaround halves the default header-size limit.",
     "As a temporary workaround, administrators can cap header size at 8 KB, down from the default of 32 KB.",
     K.QUANTITY),
    ("every-floor-against-two-floors", "The communal fire alarm failed its test on every floor and must be repaired "
     "within 14 days.",
     "However, the fire alarm system in the communal areas failed its test on the sixth and seventh floors and must "
     "be repaired within 14 days.", K.SCOPE),
    ("ahead-of-the-other-way", "Mexico's Lucía Ortiz won the women's race, 48 seconds ahead of Ireland's Siobhan "
     "Maguire.",
     "In the women's race, Ireland's Siobhan Maguire pulled clear after 35 km to win in 2:24:09, 48 seconds ahead "
     "of defending champion Lucía Ortiz of Mexico.", K.ENTITY),
    ("place-after-in-against-comma", "The health regulator rated the stroke unit at St Brannoc's Hospital in Exeter "
     "inadequate.",
     "Inspectors visited the stroke unit at St Brannoc's Hospital, Barnstaple, over two days in March and rated it "
     "inadequate, down from good.", K.ENTITY),
    ("place-of-a-name-heavy-claim", "Comet Lemmon was photographed on 12 October by amateur astronomers at the "
     "Harrow Hill Public Observatory in Nevada.",
     "Amateur astronomers at the Harrow Hill Public Observatory in New Mexico photographed comet Lemmon on 12 "
     "October, when it was brighter than forecast.", K.ENTITY),
    ("name-given-elsewhere-in-the-same-slot", "Anna Berg returns as guest conductor in May 2026 to lead Brahms's "
     "'German Requiem'.",
     "The Aldmoor Philharmonic has announced its 2025–26 season, which opens on 12 September with Brahms's Violin "
     "Concerto and features 40 concerts. Highlights include a new work by Ama Mensah for choir and strings. Ticket "
     "prices range from £10 to £60. Anna Berg returns as guest conductor to lead Fauré's 'German Requiem' in May "
     "2026. The orchestra will also tour Spain in June.", K.ENTITY),
    ("found-against-did-not-find", "The auditors found evidence that the contractor had inflated its invoices.",
     "The auditors did not find evidence that the contractor had inflated its invoices, but criticised its "
     "record-keeping.", K.NEGATION),
    ("stated-as-fact-against-no-evidence-that", "The inspectors found that the toys had also been sold at market "
     "stalls.",
     "The toys were sold online. The inspectors said they had found no evidence that the toys were sold at market "
     "stalls.", K.NEGATION),
    ("compulsory-against-not-mandatory", "Helmets are compulsory for riders under 16 on the trail.",
     "Helmets are not mandatory on the trail, though riders under 16 are strongly advised to wear one.",
     K.NEGATION),
    ("including-a-part-the-source-leaves-out", "The water company has banned hosepipe use across Tarnshire, "
     "including the town of Orlby.",
     "The water company has banned hosepipe use across Tarnshire from Friday. Customers in the town of Orlby, "
     "which draws on a separate reservoir, are not affected by the ban.", K.SCOPE),
    ("whole-fleet-against-part-unchanged", "The airline has raised its minimum visibility for landing to 800 metres "
     "for its whole fleet, helicopters included.",
     "The airline has raised its minimum visibility for landing to 800 metres for its nine turboprops; the minimum "
     "for its two helicopters is unchanged.", K.SCOPE),
    ("limit-against-a-limit-of-the-same-kind", "Refund requests can be made for up to 90 days after delivery.",
     "Refund requests can be made for up to 30 days after delivery, provided the item is unused.", K.QUANTITY),
    ("must-within-is-a-rule", "Damage must be reported within 14 days of arrival.",
     "Damage must be reported within 7 days of arrival, with photographs.", K.QUANTITY),
    ("worse-against-better", "The soup tastes worse the day after it is made.",
     "The soup tastes better the day after it is made, and it freezes well.", K.ANTONYM),
    ("cancelled-against-postponed", "The autumn bat survey at Hollow Wood has been cancelled.",
     "Heavy rain flooded the access track, and the autumn bat survey at Hollow Wood has been postponed to October.",
     K.ANTONYM),
    ("elder-against-younger", "She sailed for Otago in 1862 with her elder sister Jane.",
     "She sailed for Otago in 1862 with her younger sister Jane, aboard the 'Mersey'.", K.ANTONYM),
    ("uncle-against-nephew", "Peter Lyle, the sole executor, is the deceased's uncle.",
     "The sole executor is the deceased's nephew, Peter Lyle, of Carlisle.", K.ANTONYM),
    ("no-longer-be-in-against-still", "Members will no longer be in the first ballot for tickets.",
     "Members will still be in the first ballot for tickets, which opens on Monday.", K.NEGATION),
    ("behind-the-other-way", "Priya Rao is third in the club championship, behind Tom Ellis.",
     "Congratulations to Tom Ellis, whose result lifts him to third place in the club championship, behind "
     "Priya Rao.", K.ENTITY),
    # a restriction read in the window that carries the rest of the claim: the hit names "all
    # rooms", so it is about the rooms the first window lacked
    ("all-rooms-rest-window", "Dogs are welcome in all cabins at the Fellside Inn for £12 per night.",
     "Welcome to the Fellside Inn, Grasby. Breakfast is served from 7 a.m. Dogs are welcome in our lower cabins "
     "only, at £12 per night. Quiet hours begin at 10 p.m.", K.SCOPE),
    # a duration given as a limit is held to the sentence that gives the same figure, even when no
    # window carries the rest of the claim
    ("duration-limit-no-window", "Pepper should be given garden runs of at least 20 minutes while she heals.",
     "Patient: Pepper, a 4-year-old spayed collie cross. Admitted 3 June with a torn dewclaw, repaired under "
     "sedation by Ms Orla Henn. Pepper went home on 4 June. Feed her usual diet. Keep the dressing dry and "
     "change it every two days. Limit her to garden runs of no more than 20 minutes. Call us if the paw "
     "swells.", K.QUANTITY),
    # the same figure bounded the other way is the one the claim restates, whatever other level of
    # the measure the window gives ("a median of 31 Mbit/s")
    ("bound-twin-among-levels", "Only 22% of village connections reached more than 30 Mbit/s in the evening.",
     "Villages did worse: their median was 31 Mbit/s, and 22% of village connections reached less than "
     "30 Mbit/s in the evening.", K.QUANTITY),
    # the same word as a name elsewhere in the window ("the team Land Rover") leaves the denial standing
    ("denial-beside-a-name", "Despite the fog, the lifeboat was able to dock and land the two climbers.",
     "Because of thick fog, the lifeboat was unable to dock, so the climbers were walked 2 kilometres to the "
     "Dock Road car park, arriving at 20:10.", K.NEGATION),
    # a duty the claim puts that the source lifts, about the same thing, or the other way round
    ("duty-lifted", "Members must hold a racing licence to enter the Tuesday time trials.",
     "Entry to the Tuesday time trials is £5 on the night. A racing licence is not required, but riders "
     "without one must sign a day waiver.", K.MODALITY),
    ("duty-optional", "A deposit is optional when booking the barn for a wedding.",
     "The barn can be booked for weddings from April to October. Couples must pay a deposit of £500 when "
     "booking, refundable up to 60 days before the date.", K.MODALITY),
    # denied of a time the source names for it: still a conflict
    ("denied-on-a-named-day", "The lido does not open on Saturdays.",
     "The lido opens on Saturdays and Sundays from 7 a.m.; lane swimming is booked online.", K.NEGATION),
    # a total that is not the part and the rest the source gives
    ("whole-not-part-plus-rest", "There were 40 neon tetras in the tank before Tuesday's losses.",
     "Tank log. Tue: three neon tetras found dead; the remaining 31 appear healthy. Wed: water change.",
     K.QUANTITY),
    # a share held to the part the claim's words are said of ("remain" / "the remaining 6"), and a
    # whole counted "of our 300"
    ("share-of-the-part-said", "Most of the food bank's shelves remain stocked during the refit.",
     "Refit notice. Of the 20 shelves in the food bank, 14 are cleared for the work; the remaining 6 stay "
     "stocked and open as usual.", K.QUANTITY),
    ("share-of-our-whole", "A majority of the society's members came to at least one dig this season.",
     "Spring newsletter. Our volunteers logged 2,100 hours at Site 9. Of our 300 members, 41 came to at least "
     "one dig this season.", K.QUANTITY),
    # a deed given to one named person that the source gives to another it also names
    ("agent-swap-passive", "The quarter peal was arranged by Nell Fraser and called by Owen Pugh.",
     "1260 Stedman Doubles. Arranged by Owen Pugh; called by Nell Fraser. First quarter: Ada Lim.", K.ENTITY),
    ("agent-active-against-passive", "Ruth Okafor restored the clock case, with Ian Tull supervising her.",
     "The clock case was restored by apprentice Ian Tull under the supervision of master restorer Ruth Okafor.",
     K.ENTITY),
    # a two-word name whose first name ends like a role noun ("Peter") is the whole name
    ("agent-first-name-like-a-role", "Peter Carter composed the anthem for the jubilee.",
     "The jubilee anthem was composed by Lucy Ash; Peter Carter conducted the first performance.", K.ENTITY),
    # the days of the week: a part the claim names that the sentence carrying it leaves out
    ("week-any-day-against-weekends", "Between Easter and October the tower can be visited on any day of the week.",
     "Carrick Head Lighthouse was first lit in 1836. The tower is open to visitors at weekends from Easter to "
     "October; the cottages are private holiday lets.", K.SCOPE),
    ("week-weekends-against-weekdays", "The library's study rooms can be booked at weekends for up to three hours.",
     "Study rooms at the Mill Lane library can be booked on weekdays for up to three hours. Bookings open a week "
     "ahead.", K.SCOPE),
    ("week-every-day-against-weekdays", "The ferry to Holm Island sails every day at 09:15 during the summer.",
     "During the summer the ferry to Holm Island sails at 09:15 on weekdays only. Tickets cost £6.", K.SCOPE),
    # a count of what the claim's universal word governs, after a preposition: some of them
    ("scope-count-of-regions", "The study will follow 1,200 children born very preterm in every NHS region.",
     "The project will follow 1,200 children born before 32 weeks in three NHS regions until they reach 11.",
     K.SCOPE),
    ("scope-count-of-sites", "Water samples were taken at every site along the river in May.",
     "In May, water samples were taken at 20 sites along the river; results are due in July.", K.SCOPE),
    # a figure two of the window's make up, without the claim's word for how: given to the wrong thing
    ("sum-without-cue", "Skyline Air placed firm orders for 20 new Airbus aircraft.",
     "The company said it had ordered 12 new aircraft from Airbus for delivery from 2026, with options for a "
     "further eight.", K.QUANTITY),
    # a limit the claim restates lower is no instance of it
    ("limit-not-an-instance", "The tilting trains will have a top speed of 120 km/h.",
     "The tilting trains ordered for the line will run at up to 160 km/h.", K.QUANTITY),
    # the same count denied and asserted
    ("count-denied-same-count", "Two of the four ferries did not sail on Monday.",
     "All four ferries sailed on Monday despite the wind.", K.NEGATION),
    # a deed tied by "by" past a role set off by a comma, or past a short phrase of time
    ("agent-by-apposition", "Iñaki Urrutia hosted the evening in Bristol.",
     "Tasted at the Bristol Wine Circle, hosted by the circle's chair, Philippa Grant, with winemaker Iñaki "
     "Urrutia presenting by video link.", K.ENTITY),
    ("agent-by-after-time", "The papers were catalogued by Sarah Whitcombe in 1967.",
     "The collection was catalogued in 1967 by Colonel Hugh Ellerby; Sarah Whitcombe revised the list in 2019.",
     K.ENTITY),
    # "reduced" and "lowered" are a direction down; "improved" and "deteriorated" opposite qualities
    ("direction-reduced-increased", "On average, applying the fungicide reduced yields across the varieties.",
     "A T2 fungicide increased yields by an average of 1.2 t/ha across all varieties.", K.ANTONYM),
    ("quality-improved-deteriorated", "Transparency improved after about 22:30.",
     "Transparency was good until about 22:30, after which high cirrus moved in and conditions deteriorated.",
     K.ANTONYM),
    # the size of a change said as a fall where the source says a rise
    ("direction-by-same-figure", "Hire prices at Ashcombe Barn are set to fall by 4% in 2026.",
     "Ashcombe Barn terms, 2025 season. Prices will rise by 4% for the 2026 season.", K.QUANTITY),
    # "took over from": who succeeded whom, the other way round
    ("role-took-over-from", "Paul Ridley took over as festival director from Imogen Tate in 2023.",
     "Festival director Imogen Tate, who took over from founder Paul Ridley in 2023, said the crowd was smaller.",
     K.ENTITY),
    # a state the claim says goes on that the sentence carrying it says has ended
    ("ended-still-in-force", "A Flood Warning is still in force for Bentham.",
     "A Flood Warning is in force for Hornby and Wray. The Flood Warning for Bentham, issued yesterday, has been "
     "removed as levels there have fallen.", K.MODALITY),
    ("ended-remains-lifted", "The hosepipe ban remains in place across the county.",
     "Water company notice, 3 May. The hosepipe ban across the county was lifted this morning after a wet April.",
     K.MODALITY),
    # a difference of two figures excuses a figure only when the figure's own clause says it is a
    # gap ("did not finish", "still owes"): a "not" or "more" in another clause says nothing of it
    ("gap-cue-other-clause-more", "The club had 63 members in 2023, more than any other club in the county.",
     "In 2023 the club had 120 members, 57 of them juniors.", K.QUANTITY),
    ("gap-cue-other-clause-not", "The appeal raised £3,600, and the council gave nothing more.",
     "The appeal raised £4,800 from 310 donors; the council added £1,200.", K.QUANTITY),
    ("sum-cue-other-clause-all", "The fund paid out £3,500 in May, and all 300 members voted to continue it.",
     "The fund paid out £2,000 in May and £1,500 in June; all 300 members voted to continue it.", K.QUANTITY),
    # the claim confines to a part what the sentence carrying it says of the whole
    ("confined-alone-whole", "The mass balance of -1.87 m water equivalent was measured on the glacier tongue alone.",
     "Glacier report, 2023. The annual mass balance, averaged over the whole glacier, was -1.87 m water equivalent.",
     K.SCOPE),
    ("confined-only-all", "The 20 mph limit applies only to the streets around the primary school.",
     "From 1 June a 20 mph limit applies to all streets in the village, the council said.", K.SCOPE),
    # "every seat" against a side or layer of the whole; "restricted" as what is said, no bound
    ("scope-side-of-whole", "The reviewer warns that sightlines are restricted from every seat in the circle.",
     "The set is ingenious, though sightlines from the side seats of the circle are restricted.", K.SCOPE),
    ("scope-rear-of-whole", "Legroom is limited in every carriage of the train.",
     "Legroom in the rear carriages of the train is limited, the operator admits.", K.SCOPE),
    # who did what to whom, the other way round in a sentence other than the window
    ("role-swapped-elsewhere", "Tyne & Wear Connect is taking over the operation of route 27 from Marlow Coaches.",
     "Tyne & Wear Connect and Marlow Coaches announce changes to the operation of route 27. Marlow Coaches will "
     "take over the service from Tyne & Wear Connect, which has run it since 2009.", K.ENTITY),
    ("role-swapped-elsewhere-beat", "Riverside Rovers beat Hallam Town in the county cup final at Hillsborough.",
     "County cup final at Hillsborough: Riverside Rovers v Hallam Town. Hallam Town beat Riverside Rovers 2-1 "
     "with a late goal.", K.ENTITY),
    # arithmetic that does not come out: a wrong cost at the window's rate, a wrong total of kinds
    ("priced-wrong", "Buying the full 10 kg of extra hold baggage in advance would cost £30.",
     "Extra hold baggage can be bought in advance at £2.50 per kg, up to a maximum of 10 extra kg per passenger.",
     K.QUANTITY),
    ("kinds-sum-wrong", "The combined cull target is 120 deer, against a spring count of 1,140.",
     "The cull target is 85 hinds and 30 stags, set against a spring count of 1,140 deer.", K.QUANTITY),
    ("between-places-no-sum", "The tram extension adds nine stops between the city centre and Eastfield.",
     "The tram extension between the city centre and Eastfield adds seven stops and two park-and-ride sites.",
     K.QUANTITY),
    ("reopened-closed", "The town library has reopened after the flood.",
     "The town library is closed until further notice after the flood damaged its ground floor.", K.ANTONYM),
    ("approved-under-negotiation", "A pay rise for the county's nurses has been approved.",
     "A pay rise for the county's nurses is under negotiation with the unions.", K.MODALITY),
    # a post the source gives to someone else ("Controller: Maggie Teal")
    ("post-colon", "Ben Ashworth acted as controller at the Cannock Chase event.",
     "Cannock Chase Middle Distance. Planner: Ben Ashworth. Controller: Maggie Teal (HOC). Parking £5.50.",
     K.ENTITY),
    ("post-is", "Mercedes Alarcón will act as Mr Okonkwo's academic coordinator.",
     "Dear Mr Okonkwo, you have been placed in the Faculty of Philology. Your academic coordinator here is Dr "
     "Beatriz Lorenzo. Yours sincerely, Mercedes Alarcón, Head of Incoming Mobility.", K.ENTITY),
    ("post-bracket", "Ann Lee was the referee for the final.",
     "Final, 4 May. Match officials: Tom Fry (referee), Ann Lee (fourth official). Attendance 3,200.", K.ENTITY),
    ("antonym-abolished-reintroduced", "The council reintroduced parking charges at the seafront in 2021.",
     "Parking charges at the seafront were abolished in 2021 and have not returned.", K.ANTONYM),
    ("antonym-praised-criticised", "The critic criticised the lighting design of the new Hamlet.",
     "The critic praised the lighting design of the new Hamlet, calling it subtle and precise.", K.ANTONYM),
    ("antonym-scarce-abundant", "Chanterelles were scarce in the beech woods this autumn.",
     "Chanterelles (Cantharellus cibarius) were abundant in the beech woods this autumn.", K.ANTONYM),
    ("date-label-month", "The Vaillant boiler at 4 Elm Road was serviced on 14 November 2023.",
     "Gas safety record for the Vaillant boiler at 4 Elm Road. Landlord: Elm Road Lettings. Engineer: Asif Khan. "
     "Date serviced: 14 October 2023. Boiler condition: good.", K.DATE),
    ("date-label-weekday", "Ruth Ames tuned Hollins School's Steinway grand on Monday 11 March 2024.",
     "Service record, Steinway grand, model B. Owner: Hollins School, Mill Road. Technician: Ruth Ames. Visit: "
     "Monday 4 March 2024, 10:00-12:30. Next tuning due: September 2024.", K.DATE),
    ("date-same-year-other-words", "The hall's previous survey was carried out on 3 April 2022.",
     "Condition survey of Marsh Lane Hall. Survey date: 20 June 2022. Surveyor: Ruth Ames. The flat roof has been "
     "patched twice since the last visit on 3 May 2022.", K.DATE),
    ("currency-cap-other-figure", "Late fees at the gym are capped at £9 per month.",
     "Members may bring 9 guests a year. Late fees are £1 per day, capped at £7.50 per month.", K.QUANTITY),
    ("modality-extended-may-extend", "The club's late licence has been extended to 2 a.m.",
     "The council may extend the club's late licence to 2 a.m. if no complaints are received by June.", K.MODALITY),
    ("title-names-the-subject", "The Brockley Hoard has been confirmed as a war chest from the 1643 siege.",
     "Finds register entry (provisional) - Brockley Hoard. It holds 212 silver coins and two rings. Most coins are "
     "shillings of Charles I, the latest dated 1642. The finder, Tom Vale, used a metal detector on farmland near "
     "the old road. Dr Imran Shah notes that the dates suggest burial during the Civil War, and that it could be "
     "linked to the siege of the town in 1643, though no link has been confirmed.", K.NEGATION),
    ("date-slipped-to-another-change", "The Friday market moves to Castle Square from 6 March.",
     "Town centre update, w/c 6 March. From 20 March, the Friday market moves from the car park to Castle Square. "
     "The library reopens on 9 March after repairs.", K.DATE),
    ("contrast-rather-than", "The shortage of 12 drills at the depot was put down to theft.",
     "Stock check, March. The shortage of 12 cordless drills at the depot was traced to a counting error rather "
     "than theft. All other lines balanced.", K.NEGATION),
    ("contrast-comma-not", "The router outage on the second floor was traced to a software bug.",
     "Incident report. Cause of the router outage on the second floor: a failed fan, not a software bug as first "
     "thought. The router was replaced at 14:00.", K.NEGATION),
    ("cause-found-to-be", "The 02:15 alarm at the depot was set off by an intruder in the yard.",
     "Patrol log, night of 4 May. 02:15 alarm activation at the depot (zone 2); cause found to be a fox in the "
     "yard; alarm reset. 04:00 patrol: all doors secure.", K.CAUSE),
    ("cause-because-other", "Mayor Ruth Owen is not standing again because she lost a confidence vote.",
     "Mayor Ruth Owen will not stand again as mayor because she is moving abroad. The election is on 2 May.",
     K.CAUSE),
    # a post given in apposition, opening the claim or by its deed, held to the source's "<role>, <name>"
    ("post-apposition", "Owen Pryce, the site surveyor on the day, signed off the drainage plan.",
     "Client: Mr Owen Pryce. Surveyor: Hana Ito, RICS no. 88120, of Ashcombe Surveys. The drainage plan was "
     "signed off on 3 March after a camera inspection of the main run.", K.ENTITY),
    ("post-opening-role", "Pharmacist Lena Dorsey reviewed the medicines after a referral from Dr Amir Sethi.",
     "Referred by: Dr Lena Dorsey, GP. Pharmacist: Amir Sethi. The medicines review took place on 2 May and two "
     "doses were reduced.", K.ENTITY),
    ("post-by-deed", "Nell Harrow manages the community garden, and Joe Pike is its treasurer.",
     "The community garden is run by volunteers; the garden manager is Joe Pike, and the treasurer is Nell "
     "Harrow. Plots cost £15 a year.", K.ENTITY),
    ("post-role-before-name", "Rosa Kent, the ecologist from Fernleaf Consulting, walked the site in June.",
     "Commissioned by the parish clerk, Rosa Kent; surveyed by senior ecologist Ivan Mole of Fernleaf "
     "Consulting in June 2024.", K.ENTITY),
    # a share in words held to a count of the whole in a sentence the window does not hold
    ("share-elsewhere", "Most of the library's study rooms are on the ground floor.",
     "Opening hours for the library are 9 am to 8 pm on weekdays. Of the 20 study rooms, 15 are on the "
     "first floor and 5 on the ground floor; rooms can be booked online.", K.QUANTITY),
    ("share-part-tied", "Most of the 12 new recruits at the Leeds branch this month are drivers.",
     "New starters – Leeds branch, March. Of this month's 12 recruits, 9 are warehouse pickers and 3 are "
     "drivers. Training runs for two weeks.", K.QUANTITY),
    # "every" held to a part of the same thing
    ("every-against-part", "Inspectors found damp on every floor they checked in the block.",
     "Inspectors checked the block in May and found damp on two of the six floors checked; the roof was sound.",
     K.QUANTITY),
    # a predicate word read where the source states it, beside another word of the claim
    ("denied-two-sentences-on", "The Quayside Block was evacuated after the cable strike in flat 2.06.",
     "Site log 14. On 3 May at about 09:10, a joiner on level 2 of the Quayside Block cut through a live cable while "
     "fitting a skirting board in flat 2.06. Power to the floor tripped at once. The joiner was unhurt and first aid "
     "was not needed. The block was not evacuated. The site manager, Ray Duggan, ordered a cable survey by 20 May.",
     K.NEGATION),
    # a duty lifted by the claim, put by a sentence the window (drawn to a heading's names) does not hold
    ("duty-lifted-elsewhere", "Contents insurance is advised but is not a condition of the Harlow & Tees tenancy.",
     "Tenancy summary – Harlow & Tees Lettings. Landlord: Harlow & Tees Lettings Ltd, 4 Bank Street. Rent: £725 a "
     "month, due on the 1st. Contents insurance must be held by the tenant from the start of the tenancy. Pets are "
     "allowed with written consent.", K.MODALITY),
    ("duty-not-obliged-clause", "Members are advised, though not obliged, to carry public liability insurance.",
     "Club rules 2025. Members must carry public liability insurance of at least £2 million and show it on request. "
     "Guests are welcome on Sundays.", K.MODALITY),
    # a rise or fall stated without figures, against the window's change by both ends
    ("trend-without-figures", "Mr Abbot's savings pot shrank over the year to 31 March 2025.",
     "Annual statement for Mr Leon Abbot. Savings pot value at 31 March 2025: £12,480, up from £11,020 a year "
     "earlier. Contributions paid in the year: £900.", K.QUANTITY),
    ("trend-compared-with", "Gas use at the depot fell from 910 to 770 units compared with last winter.",
     "Depot energy report. Gas: 910 units used this winter, compared with 770 units last winter, because the loading "
     "doors were left open more often.", K.QUANTITY),
    # a cause the source denies
    ("cause-denied", "The library shortened its Saturday hours because of cuts to the council grant.",
     "From May the library closes at 1 pm on Saturdays, because volunteers are scarce at weekends, not because of "
     "any cut to the council grant, which is unchanged.", K.CAUSE),
    ("cause-not-a-matter-of", "The ferry stopped taking cars because the ramp was too weak.",
     "The ferry no longer takes cars: a decision of the insurers, not a matter of the ramp, which was tested in March.",
     K.CAUSE),
    # the 16th probe: a time of day in twelve-hour words held to a 24-hour one
    ("pm-against-24-hour", "The last ferry leaves Harbour Quay at 6 pm.",
     "Timetable (winter). The last ferry leaves Harbour Quay at 19:00; the first at 07:15.", K.QUANTITY),
    ("dotted-pm-against-24-hour", "Doors open at 7.30 pm for the evening session.",
     "Evening session: doors open at 18:30, and the talk begins at 19:00.", K.QUANTITY),
    ("fee-plus-rate-without-the-fee", "A 20-minute pay-as-you-go ride would cost £2.",
     "Pay as you go: £1 to unlock plus 10p per minute. Day pass: £8 for unlimited rides.", K.QUANTITY),
    ("role-before-name", "Credit applications to Wyedale are assessed by its finance manager, Rhodri Pask.",
     "Payment: 30 days from invoice for approved accounts. Credit applications are reviewed by our finance manager, "
     "Bethan Prosser; for product or tasting queries, contact our sales lead, Rhodri Pask.", K.ENTITY),
    ("said-both-ways-in-the-window", "At Braeside, the internal fence separating the 9th and 10th holes marks out "
     "of bounds.",
     "Local rules – Braeside Golf Club. 1. Out of bounds: beyond white stakes and the boundary wall left of the 7th "
     "and 16th holes. The internal fence between the 9th and 10th is NOT out of bounds. 2. Penalty areas: the burn "
     "crossing the 3rd is a red penalty area.", K.NEGATION),
    ("release-planned-after-its-noun", "Version 3.0 has been released as stable.",
     "The 2.x branch is in maintenance mode. Version 3.0 is currently in beta, with a stable release planned once "
     "deprecation of the old Tide class is complete.", K.MODALITY),
    ("expected-to-open", "The community café has opened.",
     "The hall reopened on Saturday. A planned community café is still awaiting food business registration and is "
     "expected to open in the autumn.", K.MODALITY),
    ("free-against-a-price", "Guests can play at Larkfield free of charge, although they are limited to six visits "
     "a year.",
     "Floodlight use costs £4 per hour, charged to the booking member. Guests pay £6 per visit and may play no more "
     "than six times a year. The grass courts close after heavy rain.", K.ANTONYM),
    ("no-charge-against-a-price", "Guests can play at no charge, six times a year.",
     "Guests pay £6 per visit and may play no more than six times a year.", K.ANTONYM),
    # the 15th probe: "required" against "not required" in a sentence away from the window (the heading)
    ("duty-said-and-denied-elsewhere", "Stallholders at Wyndham Square Farmers' Market are required to take card payments.",
     "Stallholder rules – Wyndham Square Farmers' Market, held on the second and fourth Saturday of each "
     "month, 8 am to 1 pm. The market is run by Wyndham Town Partnership; the market manager is Lottie "
     "Fairbairn, and the food-safety lead is the council's environmental health officer, Rhys Bevan. All "
     "produce must be grown, reared, caught, brewed or baked by the stallholder within 40 miles of the "
     "market. Pitch fees are £28 per 3 m pitch per market, payable by direct debit. Stallholders must "
     "hold public liability insurance of at least £5 million and, if selling food, a food hygiene rating "
     "of 3 or above. Gazebos must be weighted with at least 15 kg per leg. Vehicles must leave the square "
     "by 7.30 am and may return only after 1.30 pm. Card payment is encouraged but not required. "
     "Applications for 2026 open on 1 November; the 2025 list is full and a waiting list is in operation.", K.MODALITY),
    ("free-to-against-must", "The tenant is free to take the garden shed away at the end of the lease.",
     "Schedule of condition, 14 Orchard Row. The tenant must leave the garden shed in place at the end of the "
     "lease; it may not be removed from the garden.", K.MODALITY),
    ("whichever-against-must", "Riders may use whichever helmet they prefer on the Ashdown trail.",
     "Ashdown trail rules. Riders must use a helmet from the centre's approved list on the trail. Dogs are not "
     "allowed on the red loop.", K.MODALITY),
    ("granted-against-a-later-denial", "Hollin Robotics has been granted a European patent for its fruit-picking gripper.",
     "European patent application EP 4 112 907, filed 3 May 2023 by Hollin Robotics Ltd of Leeds, describes a soft "
     "fruit-picking gripper with three pneumatic fingers and a pressure sensor in each fingertip. The search report "
     "cites two earlier documents. Examination has not started, and no patent has been granted.", K.NEGATION),
    ("issued-against-not-yet-issued", "The council has already issued Ms Okafor's resident parking permit.",
     "Resident parking – acknowledgement. Dear Ms Okafor, we received your application for a resident parking permit "
     "for Zone D on 4 June, with proof of address. It is being checked, and your permit has not yet been issued; "
     "checks take up to ten working days.", K.NEGATION),
    ("because-clause-asserts", "The bakery is withdrawing the flapjacks because the bags contain sesame.",
     "Allergy notice. The bakery is withdrawing its oat flapjacks. Some bags may contain sesame, which is not "
     "listed on the label.", K.MODALITY),
    # a claim of two contrasted halves whose parts the source pairs the other way round
    ("crossed-while", "The Harbour Trust owns the lighthouse, while the county council maintains the pier.",
     "Keeper's notes. The county council owns the lighthouse and opens it on summer weekends. The pier is "
     "maintained by the Harbour Trust, which charges a landing fee.", K.ENTITY),
    ("crossed-whereas", "Day members may use the sauna, whereas annual members are limited to the pool.",
     "Leisure centre rules. Annual members may use the sauna at any time. Day members are limited to the pool "
     "and the changing rooms.", K.ENTITY),
    ("crossed-semicolon", "Weekday trains stop at Hollin Bridge; weekend trains run fast to the coast.",
     "Timetable notes. Weekend trains stop at Hollin Bridge and at Marsh Lane. Weekday trains run fast to the "
     "coast after 9 am.", K.ENTITY),
    ("crossed-and-name", "Priya Lund wrote the grant bid, and Tomas Erk costed the equipment.",
     "Project history. Tomas Erk wrote the grant bid over the winter. The equipment was costed by Priya Lund, "
     "the lab manager.", K.ENTITY),
    ("crossed-with-name", "Ines Moretti will coach the under-12s, with Karl Dunn running the goalkeeping clinic.",
     "Club newsletter. This season Karl Dunn will coach the under-12s. Ines Moretti is running the goalkeeping "
     "clinic on Thursdays.", K.ENTITY),
    ("crossed-one-sentence", "The north wing holds the maps, while the east wing holds the letters.",
     "Archive guide. The north wing holds the letters and diaries; the east wing holds the maps and plans.",
     K.ENTITY),
    # a universal against a part word that stands for the noun ("most, but not all, are …")
    ("every-vs-elided-most", "Every Larchfield driver holds a full HGV licence.",
     "Larchfield Haulage. All our drivers complete a yearly safety course; most, but not all, hold a full HGV "
     "licence.", K.SCOPE),
    ("all-vs-elided-some", "All the allotment plots have a water butt.",
     "Allotment report. The committee inspected the 40 plots in June. Some have a water butt; the rest rely on "
     "the mains tap by the gate.", K.SCOPE),
    ("all-vs-most-every-elsewhere", "All boats in the yard are antifouled each spring.",
     "Yard notes. Most boats are antifouled in spring, and the slipway is swept every week.", K.SCOPE),
    ("every-one-of-count", "Every one of the club's riders finished the sportive.",
     "Club news: 14 of our 19 riders finished the sportive in the rain; the others abandoned at the feed "
     "station.", K.QUANTITY),
    # a part the claim names as included that the source leaves out
    ("including-not-apply", "The late-submission rule applies to every module, including the field course.",
     "Assessment handbook. Work submitted late is capped at 40%. The rule does not apply to the field course, "
     "which is marked on attendance.", K.SCOPE),
    ("included-exempt", "The hosepipe ban covers every garden in the district, allotments included.",
     "Water notice. A hosepipe ban starts on 1 July across the district. Allotments are exempt from the ban "
     "because they use the river supply.", K.SCOPE),
    ("both-one-not", "The survey team inspected both the east and the west towers of the castle.",
     "Survey log. The team inspected the east tower of the castle on Tuesday; the west tower was not inspected "
     "because the stair is unsafe.", K.SCOPE),
    ("as-well-as-except", "The discount is open to staff as well as their families.",
     "Staff benefits. The 20% discount is open to all staff, except their families and guests.", K.SCOPE),
    # the 18th probe's fixes keep this: a raising word denied of the same thing
    ("raising-same-complement", "The lender is not expected to be repaid in full.",
     "Progress report. The secured lender is expected to be repaid in full by March.", K.NEGATION),
    # session 22: ranges read as ranges
    ("range-against-range", "Crossing takes 40 to 55 minutes in winter.",
     "Winter timetable notes. Crossing takes 25 to 45 minutes in winter, depending on the tide.", K.QUANTITY),
    ("range-beyond-bound", "Grants covering between 50% and 80% of the £900 course fee are available.",
     "Course information. The course fee is £900; grants covering up to 50% are available to students on low "
     "incomes.", K.QUANTITY),
    ("members-of-staff", "The guests arriving on Monday are 36 students and 6 members of staff.",
     "Booking confirmed. Guests: 36 students and 4 staff, arriving on Monday.", K.QUANTITY),
    ("whole-less-part-wrong", "Of the 2,400 kg picked on 2 October, 800 kg were pressed for cider.",
     "Harvest log, Long Orchard. Picked 2 October: 2,400 kg in total, of which 1,500 kg were sold as dessert "
     "fruit and the rest pressed for cider.", K.QUANTITY),
    # a trend word against the change the claim's own figures give
    ("trend-with-its-ends", "The reserve fund has shrunk, standing at £48,300 against £41,950 a year earlier.",
     "Minutes, 12 March. The treasurer reported a reserve fund of £48,300, against £41,950 a year earlier. The "
     "meeting closed at 20:35.", K.QUANTITY),
    ("trend-against-level", "The club's reserve fund has shrunk over the year to stand at £48,300.",
     "Minutes, 12 March. The treasurer reported a reserve fund of £48,300, against £41,950 a year earlier. The "
     "meeting closed at 20:35.", K.QUANTITY),
    # session 23: a gap of two source levels excuses only the gap it makes, and never a level compared with
    ("rest-not-made-by-the-levels", "After the 80 tonnes sold to Hallam Feeds are collected, 250 tonnes of barley "
     "will remain in the shed.",
     "Store log, Shed 2. Crop: spring barley, 310 tonnes, dried to 14%. Weekly temperatures recorded. Collection "
     "of 80 tonnes booked for 5 December by Hallam Feeds; the rest is unsold.", K.QUANTITY),
    ("level-compared-with-not-a-gap", "All of the courses at the Ashby event are longer than 5 km.",
     "Final details, Ashby Middle Distance. Map: 1:10,000, 5 m contours. Eight courses, from White (1.5 km) to "
     "Brown (6.8 km). Entries capped at 240.", K.QUANTITY),
    # session 24: "over" a span of time after a count is the period it was counted over, but after a verb a bound
    ("over-after-a-verb-is-a-bound", "The repair was finished within 10 days.",
     "The council said the repair of the bridge took over 10 days because of flooding.", K.QUANTITY),
    # session 24: the rest of a total is excused only when the two counts make the total
    ("not-the-rest", "Of the six tenders the council received, two were judged non-compliant.",
     "Notification of award. Tenders received: 6, of which 5 were compliant. The contract has been awarded to "
     "Lumenway Civils Ltd.", K.NEGATION),
    # session 24: what "no damage found" denies is the damage: a claim that damage was found is still caught
    ("found-what-was-not-found", "The inspection on 24 March found storm damage to the scaffold.",
     "Scaffold register. Inspection 24 March, following gusts of 58 mph on 22 March: no damage found, but an "
     "extra check was ordered.", K.NEGATION),
    # session 24: the twenty-first probe's derived figures are excused only when they are what the source makes
    ("short-of-whole-wrong", "Ridership on the Harbourne network is still about 27% below its 2019 level.",
     "Rating action. The outlook is revised to negative, reflecting ridership still at 83% of 2019 levels and "
     "reliance on a £95 million annual operating grant.", K.QUANTITY),
    ("net-recovery-wrong", "After the deduction for liquidated damages, Velsmore's net recovery under the award is "
     "€4.9 million.",
     "Final award summary. The arbitrator awarded Velsmore €5.2 million, less €0.7 million in liquidated damages "
     "for the remaining 33 days. Interest runs at 4% a year.", K.QUANTITY),
    ("three-part-total-wrong", "Counting fines, prosecution costs and the victim surcharge, Brennick was ordered to "
     "pay £18,450 in all.",
     "Sentencing summary. One-third credit for the early pleas gave fines of £6,000 per count, £12,000 in total, "
     "plus £3,450 prosecution costs and a £2,000 victim surcharge. Brennick was given 12 months to pay.",
     K.QUANTITY),
    ("above-a-ceiling", "Losses so far amount to 30% of the sand placed, above the design allowance for the first "
     "two years.",
     "Monitoring report. The survey found a loss of 37,000 m³ (20%) in 17 months, within the design allowance of "
     "25% over the first two years.", K.ANTONYM),
    ("will-not-be-inspected", "The port gratings will be inspected at the next port call.",
     "Dive inspection report. The starboard gratings were clear; the port gratings will not be inspected at the "
     "next port call, as the vessel goes straight to dry dock.", K.NEGATION),
    ("denied-where-the-source-asserts", "Blue badge holders are not exempt from the waiting restriction on Kiln "
     "Lane.",
     "Traffic order notice. Blue badge holders are exempt from the waiting restriction on Kiln Lane but not on "
     "Cordwainer Road.", K.NEGATION),
    # session 25: comparisons the twenty-first probe wrote that the check could not read
    ("beat-with-own-figure", "In week 12 the depot's on-time rate of 88.5% beat the 92% regional target.",
     "Depot scorecard, week 12. On-time rate: 88.5% against a regional target of 92%; the shortfall is mostly on "
     "the hill routes.", K.QUANTITY),
    ("parallel-sides", "Hand hygiene compliance was higher on the orthopaedic wards than on the renal wards.",
     "Audit of 14 wards. Hand hygiene compliance was 81% overall, ranging from 93% on the renal wards to 70% on "
     "the orthopaedic wards. A repeat audit is due in June.", K.QUANTITY),
    ("bracketed-figure", "The Ashby wind turbine has a larger capacity than the depot rooftop array.",
     "The co-operative runs three sites: the depot rooftop array (180 kWp), the library arrays (40 kWp) and the "
     "Ashby wind turbine (50 kW). Output fell 6% in 2024.", K.QUANTITY),
    ("exceeded-unnamed-target", "Completions in 2024 exceeded the county's annual target.",
     "Housing delivery report. The county's annual target is 4,000 homes. Completions in 2024 were 2,750, "
     "down from 3,100 in 2023.", K.QUANTITY),
    # session 25: who did a deed, read where the source says it (the window may be a heading)
    ("seconded-by-a-body", "The Royal Society of Glassmakers nominated Pell for the medal, and the Harwick Civic "
     "Trust seconded the nomination.",
     "Medal panel decision. Nominee: Ada Pell (1880–1951), glass chemist. Nominated by the Harwick Civic Trust; "
     "seconded by the Royal Society of Glassmakers. The panel approved the nomination by four votes to two.",
     K.ENTITY),
    ("investigation-elsewhere", "Corin Ashby-Vane carried out the investigation into the complaint.",
     "Complaint outcome. To: Ms Ines Hallam. From: Corin Ashby-Vane, Head of Estates (hearing manager). Your "
     "complaint of 2 May alleged that repairs to your flat were delayed. Marta Oyelaran of Housing Services "
     "investigated, interviewing you and three contractors. Outcome: the complaint is upheld.", K.ENTITY),
    ("issued-on-a-date-by", "Nadia Forde of Ferrow Planning issued the permit on behalf of the licensing team.",
     "Permit variation. Holder: Brant Quarries, represented by agent Nadia Forde of Ferrow Planning. The licensing "
     "team has granted the variation in part. Permit issued on 4 March 2025 by senior officer Hal Dunmore.",
     K.ENTITY),
    # session 25: the twenty-second probe's derived figures are excused only when they are what the source makes
    ("depths-are-labels-wrong", "The N-value recorded at 8.0 m was more than seven times the one recorded at 2.0 m.",
     "Borehole BH2. Groundwater was struck at 6.10 m; no further strikes were recorded. Standard penetration tests "
     "at 2.0 m and 8.0 m returned N-values of 5 and 28 respectively.", K.QUANTITY),
    ("rest-share-wrong", "Holdings outside the fund's top ten make up about a third of its assets.",
     "Fund factsheet, October. Top holding: Novex, 4.1% of assets; the top ten holdings make up 32%. Cash is 2%.",
     K.QUANTITY),
    ("outside-a-night-span", "A guest arriving at 21:45 pays no late check-in fee.",
     "Late check-in. A fee of £15 applies after 20:00; it is waived between 22:30 and 05:00. Prices include VAT.",
     K.QUANTITY),
    ("not-the-rest-of-the-hours", "Leo has no one-to-one support worker for 15 of his weekly college hours.",
     "Support plan. Provision: a 1:1 support worker for 15 of his 25.5 weekly college hours, including lunch.",
     K.NEGATION),
    # session 25: opposite poles the twenty-second probe wrote (include/exclude, keep/discard, …)
    ("exclude-include", "The published charging prices exclude VAT at 20%.",
     "Tariff. Rapid chargers 69p/kWh. Prices include VAT at 20%. Charging speed depends on the vehicle.", K.ANTONYM),
    ("discard-keep", "Once the fish has been poached, lift it out and discard the milk.",
     "Method. Poach the haddock in 500 ml milk for 4 minutes, then lift out and flake, keeping the milk for the "
     "sauce.", K.ANTONYM),
    ("outperformed-underperformed", "Over the year to March, the fund outperformed its benchmark index.",
     "Fund review. Over the year to March the fund underperformed its benchmark index, returning 4.1%.", K.ANTONYM),
    ("failed-passed", "Rhys failed the practical assessment on 3 May.",
     "Assessment record. Rhys passed the practical assessment on 3 May with a merit.", K.ANTONYM),
    # session 25: an outcome stated done that the source says is outstanding, pending or planned
    ("completed-outstanding", "Pressure testing and sampling have been completed, so the main can be connected.",
     "Test certificate. The pressure test passed on 3 June. Bacteriological sampling is outstanding; the main "
     "must not be connected to supply until clear results are received.", K.MODALITY),
    ("transferred-pending", "A duplicate of 400 seeds from this accession has been transferred to the national "
     "seed bank.",
     "Accession record. 2,400 seeds were cleaned and dried; a duplicate of 400 seeds is held here, pending "
     "transfer to the national seed bank in spring.", K.MODALITY),
    # session 26: a part of a time, said as a part ("30 of the 45 days"), is held to the share the claim words
    ("p26-c01", "The adjudicator put about a third of the 45-day overrun down to the employer's late design "
     "information.",
     "Adjudication decision, Harcourt Build v. Menzies Estates. The adjudicator found 30 of the 45 days of overrun "
     "attributable to late design information from the employer. Liquidated damages run at £2,000 a day. Interest "
     "accrues at 5% a year from the completion date.", K.QUANTITY),
    # a rate that is no quotient of the source's counts stays held to them
    ("p26-c02", "Brookfield Surgery has one GP for every 900 or so registered patients.",
     "Practice profile, Brookfield Surgery, 2025. The practice has around 9,000 registered patients and employs 6 "
     "GPs, supported by 4 practice nurses and a clinical pharmacist. Appointments can be booked online or by phone "
     "from 8 am.", K.QUANTITY),
    # ... and a claim that drops the condition stays ruled out
    ("p26-c03", "Members may pack the kiln shelves and start firings on their own.",
     "Operating procedure for the Rowe 80-litre kiln, Ceramics Studio 3. Only technicians who have completed kiln "
     "training may program firings; members may pack shelves but not start firings unless supervised. Glaze firings "
     "use Program 6 (1,240 °C). Do not open the lid until the display reads below 100 °C.", K.NEGATION),
    # an outcome the source states only of another matter does not excuse the one it says is open
    ("p26-c04", "The missing lockout after failed logins has since been fixed and verified by retest.",
     "Pen-test retest summary for Hollin Dental by Corvid Security, 2-6 June 2025. The critical issue, an exposed "
     "admin API, was fixed on 9 June and the fix verified by retest on 11 June. Two medium findings (weak TLS ciphers "
     "and no lockout after failed logins) remain open, with target dates in July.", K.MODALITY),
    # "is ongoing" says a matter is open
    ("p26-c05", "The review of the Dosolix starting dose has concluded, and a lower dose has been adopted.",
     "Safety letter, Velmont Pharma, 2 March 2025. Dosolix 10 mg tablets: risk of severe low blood pressure. Blood "
     "pressure must now be checked before the first dose. Use in patients over 85 is no longer recommended. A review "
     "of whether the starting dose should be lowered is ongoing.", K.MODALITY),
    # ... said of one figure, they are ("40 hours … as the upper limit" / "a minimum of 40 hours")
    ("p26-c06", "The club's new rules treat 40 hours of supervised practice a season as the upper limit for juniors.",
     "Under the club's new rules, juniors should complete a minimum of 40 hours of supervised practice each season. "
     "Coaching is offered on at least two evenings a week.", K.ANTONYM),
    # a count after the verb "release" stays a count (only "version" names a release)
    ("p26-c07", "The board agreed to release 3 of the 12 withheld files.",
     "Minutes, 4 May. The board agreed to release 5 of the 12 withheld files to the inquiry; the rest remain under "
     "review.", K.QUANTITY),
    ("p27-c01", "The Brightdesk Cloud subscription for 120 named users is included free of charge for twelve months.",
     'Order Form BD-88 under the framework agreement of 2 February 2024 between Brightdesk Ltd (Supplier) and '
     'Harrow Freight plc (Customer). Products: Brightdesk Cloud, 120 named-user subscriptions at £85 per user per '
     'month. Subscription term: 12 months from 1 April 2025. Onboarding workshops are included free. Data will be '
     "hosted in the Supplier's Dublin region.", K.ANTONYM),
    ("p27-c02", "On its first flow test, well K-4 produced 3,200 barrels of oil a day through a 32/64-inch choke.",
     'Completion report for well K-4 (Brackwater Field). Liner: 7 in. to 2,950 m. First flow test (2 May): 3,200 '
     'barrels of oil per day on a 40/64 in. choke, water cut 5%, flowing pressure 1,150 psi.', K.QUANTITY),
    ("p27-c03", "The Orchard Lane committee considered 18 plot applications; four were accepted and three "
     "were deferred "
     "pending site visits.",
     "Orchard Lane Allotment Society: committee decisions, spring 2025 meeting (held 4 June 2025 at the "
     "pavilion). The committee considered 18 plot applications and accepted 11; four were not accepted and "
     "three were deferred pending site visits. Accepted tenants may take up plots from 1 July.", K.NEGATION),
    ("p27-c04", "Of the 18 plot applications put before the Orchard Lane committee, 11 were accepted and three were "
     "rejected.",
     "Orchard Lane Allotment Society: committee decisions, spring 2025 meeting (held 4 June 2025 at the "
     "pavilion). The committee considered 18 plot applications and accepted 11; four were not accepted and "
     "three were deferred pending site visits. Accepted tenants may take up plots from 1 July.", K.MODALITY),
    ("p27-c05", "The Brockley ward is forecast to fall outside a 10% variance from the Wexcombe district "
     "average by 2030.",
     "Draft recommendations for Wexcombe District, published 3 March 2025. We propose 22 councillors for 9 "
     "wards. Under these proposals every ward would be within 10% of the district average by 2030, except "
     "Hollins Green, forecast at 13% above, which we consider justified by its strong community ties.", K.ANTONYM),
    ("p27-c06", "After the refurbishment Millbrook Library has 16 computers, though only a quarter of them are laptops "
     "for loan.",
     "Branch review, Millbrook Library, May 2025. The library reopened on 3 March after a £400,000 "
     "refurbishment that enlarged the children's area by 35% and replaced 10 public computers with 4 desktop "
     "PCs and 12 laptops for loan. Weekly opening hours were cut by 50%, from 48 to 24.", K.QUANTITY),
    ("p27-c07", "Millbrook Library cut its weekly opening hours by a third after the refurbishment.",
     "Branch review, Millbrook Library, May 2025. The library reopened on 3 March after a £400,000 "
     "refurbishment that enlarged the children's area by 35% and replaced 10 public computers with 4 desktop "
     "PCs and 12 laptops for loan. Weekly opening hours were cut by 50%, from 48 to 24.", K.QUANTITY),
    ("p27-c08", "Ashgrove's polling district proposals are now final, the consultation on them having "
     "closed on 30 June "
     "2025.",
     "Review of polling districts in Ashgrove, 5 May 2025. Our proposals are not yet final: a consultation on "
     "them runs until 30 June 2025, after which we will publish final proposals in September 2025.", K.NEGATION),
    ("p27-c09", "Harbour Kayak Tours has received the signed waiver for booking HK-4471.",
     "Booking note, Harbour Kayak Tours, 12 July 2025. Booking HK-4471 (19 July, sea-cave trip) is confirmed. "
     "Its signed waiver is outstanding and must be received 48 hours before the trip. The waiver must be "
     "signed by the participant, not by a guide.", K.MODALITY),
    ("p27-c10", "Corvell Foods has confirmed the autumn 2025 launch date for Hearth Loaf with the supermarkets.",
     "Product brief PB-22, issued 10 March 2025 by Corvell Foods to the agency Brightmoor Design. Project "
     "'Hearth Loaf': a sourdough range for an autumn 2025 launch in 400 stores. The packaging budget was "
     "approved by Corvell's marketing director, Ana Ruiz, but the launch date itself remains provisional "
     "pending supermarket confirmation.", K.MODALITY),
    ("p27-c11", "Twelve of the 36 doctoral students Professor Mokoena has supervised came from outside South Africa.",
     "Citation for the degree of Doctor of Laws, honoris causa. Professor Lindiwe Mokoena has supervised 36 "
     "doctoral students, a quarter of them from outside South Africa, and chaired the national science council"
     " from 2015 to 2019.", K.QUANTITY),
    ("p27-c12", "A 5-litre plastic water bottle will carry the 15c deposit from 1 June 2026, but cartons will not.",
     "Bottle Return Scheme guidance for shops, March 2026. From 1 June 2026, a 15c deposit applies to drinks "
     "containers of plastic or metal holding from 200 ml to 2 litres; cartons are excluded. Shops over 80 m² "
     "must take returns.", K.QUANTITY),
    ("p27-c13", "Two of the four ferries did not sail on 4 March because of the wind.",
     "Ferry notice, 4 March 2025. All four ferries sailed on schedule despite the wind.", K.NEGATION),
    ("p27-c14", "The fire pump delivered water pressure during the 2 May test.",
     "Inspection, 2 May. The fire pump failed to deliver water pressure during the test.", K.NEGATION),
    ("p28-c01", "The 28-day lot drew only 3.6 million of the 5.0 million on offer.",
     "Harbour Board tender results, 4 June. The 7-day lot offered 8.0 million and drew 12.2 million. The "
     "14-day lot offered 6.0 million and drew 6.4 million. The 28-day lot offered 5.0 million and drew 3.1 "
     "million. Settlement is due on 6 June.", K.QUANTITY),
    ("p28-c02", "Kestrel Homes sold the Preston site to Arden Estates for £3.4 million.",
     "Progress report, Arden Estates Ltd (in administration). The business and assets of the Preston site were"
     " sold on 2 May to Kestrel Homes Ltd for £3.4 million, saving 40 jobs.", K.ENTITY),
    ("p28-c03", "Auction 12 was run by the Treasury of Meridia on behalf of the Debt Office.",
     "Results of Auction 12, held on Monday 3 March by the Debt Office on behalf of the Treasury of Meridia. "
     "Bids totalled 9.6 billion.", K.ENTITY),
    ("p28-c04", "The review of daily stretching for back pain in older office workers was funded by the Corran Health "
     "Research Trust.",
     "Does daily stretching reduce back pain in older office workers? Review question: we compared stretching "
     "with usual care in adults aged 50 and over who work at a desk. We included 9 trials. Pain probably falls"
     " by a fifth. The evidence is current to May 2025. This review was funded by the Dunmore Health Research "
     "Trust.", K.ENTITY),
    ("p28-c05", "Runners who drop out of the Ridge 200 at checkpoints are looked after by a team led by race marshal Tor "
     "Anders Lie.",
     "Ridge 200 Trail Race: rules for runners. The race starts in Alta at 08:00 and has six checkpoints. "
     "Runners who drop out at checkpoints are cared for by the race medical team, led by chief medic Dr Hanna "
     "Moe, and may not restart. Runners must carry a whistle and a map. Race marshal: Tor Anders Lie.", K.ENTITY),
    ("p28-c06", "Between the morning and the 17:00 update, the area the Birchfield Fire had burnt grew by roughly 1,750 "
     "hectares.",
     "Update No. 4, Birchfield Fire, 3 March, 17:00. The fire has burnt about 4,300 hectares, up from 3,550 ha"
     " this morning, and is not contained. 120 firefighters are deployed.", K.QUANTITY),
    ("p28-c07", "Most of the minibuses inspected had lapsed safety certificates.",
     "Audit summary: school transport, 2021-2024. We found that the department did not check contractor "
     "mileage on 58% of sampled invoices, and that 11 of 48 minibuses inspected had expired safety "
     "certificates. Most routes met the ride-time target.", K.QUANTITY),
    ("p28-c08", "Aled Rhys beat the defending champion, Carys Lloyd, by five points in the vintage tractor class.",
     "Results of the 41st Barrow Vale Ploughing Match, 5 October. Defending champion was Gwen Parry, who came "
     "fourth. Supreme champion was Aled Rhys (vintage tractor, 176 points). Second in that class was Carys "
     "Lloyd (171).", K.ENTITY),
    ("p28-c09", "The 'Bake Royale' final drew about 2.2 million more viewers than the previous year's final.",
     "Weekly Audience Report, Week 12, prepared by Viewstat. The most-watched programme was the final of 'Bake"
     " Royale' on Channel West, Sunday 20:00, with 6.35 million viewers, up from 5.2 million for last year's "
     "final. Second was the cup match on Arena Two (5.9m).", K.QUANTITY),
    ("p28-c10", "Ms Hale's renewed certificate runs until April 2030 and covers two shotguns for clay shooting at Ferris "
     "Farm.",
     "Licensing Unit, Ref 24/0713. Dear Ms Hale, your application of 2 March 2023 to renew shotgun certificate"
     " SG 4471 has been approved. The certificate is valid for five years from 14 April 2023 and covers two "
     "shotguns for clay shooting at Ferris Farm.", K.DATE),
    ("p28-c11", "The liability order against Ms Lal is still awaiting a decision by Dunford Magistrates' Court.",
     "Notice of Enforcement. Issued by Marsh Collection Ltd on behalf of the creditor, Dunford Borough "
     "Council. Debtor: Ms Priya Lal, Dunford. Liability order granted by Dunford Magistrates' Court on 4 March"
     " 2025 for unpaid council tax of £912.10. You must pay within seven days.", K.MODALITY),
    ("p29-c01", "Only 14 pupils finished the walk, largely because the leaders turned back the slowest walkers.",
     "Ridgeway Juniors hike report, 3 May. Thirty pupils set out from the car park for the walk to the summit."
     " Mist came down at noon and the path grew slippery, so only 14 pupils finished the walk. The leaders "
     "turned back two of the slowest walkers at the stile. The next hike is on 7 June.", K.CAUSE),
    ("p29-c02", "The Dunmore quilt was refused a rosette because it had been shown at another fair.",
     "Barwick Show, handicraft section. Forty-one quilts were entered. The Dunmore quilt was refused a rosette"
     " by the stewards for loose binding on two corners. First prize went to Ada Knole. One quilt had been "
     "shown at another fair and was moved to the open class.", K.CAUSE),
    ("p29-c03", "The Eastfield choir pulled out of the festival after a row over the set list.",
     "Harrowgate Choral Festival notes. Nine choirs took part on Saturday. The Eastfield choir pulled out of "
     "the festival on Friday after flu left them without tenors. The set list was published in March.", K.CAUSE),
    ("p29-c04", "The higher parking charge stems from the cost of resurfacing the Mill Lane car park.",
     "Notice of charges. From 1 July the daily parking charge at Mill Lane rises from £3.00 to £3.60. The "
     "higher parking charge is because the council lost its grant for park-and-ride. Resurfacing of the car "
     "park was completed in May.", K.CAUSE),
    ("p29-c05", "The club's appeal against the £800 fine for crowd trouble has been dismissed.",
     "Disciplinary commission, 4 April. The striker's three-match ban stands. The club's appeal against an "
     "£800 fine for crowd trouble remains pending.", K.MODALITY),
    ("p29-c06", "The disqualified robotics entry has been reinstated after the school's appeal.",
     "Regional robotics finals, results. Twenty teams competed. One robotics entry was disqualified for an "
     "oversized frame; that disqualification is under review after an appeal by the school.", K.MODALITY),
    ("p29-c07", "The street trading licence for the Quay Market has been granted.",
     "Licensing committee notes. The street trading licence for the Quay Market was heard on 2 May; a decision"
     " is awaited. Fees rise to £210 in July.", K.MODALITY),
    ("p29-c08", "The annual audit of the sailing club accounts is still under review.",
     "Treasurer's report. The annual audit of the sailing club accounts was completed on 3 May by Harlow & "
     "Finch. Subscriptions rose to £120.", K.MODALITY),
    ("p29-c09", "Finalists are required to attend the county gala in July.",
     "Schools swimming results. The top three finalists are invited to the county gala in July; travel is paid"
     " by the league.", K.MODALITY),
    ("p29-c10", "Exhibitors are encouraged to keep their stands staffed until 18:00.",
     "Craft fair terms. Exhibitors are required to keep their stands staffed until 18:00 and may not pack away"
     " early.", K.MODALITY),
    ("p29-c11", "Harlow Roofing's tender came in above the price quoted by Tarrant Slate.",
     "Tender report, church roof. Bids received: Harlow Roofing (£88,400), Tarrant Slate (£97,150) and Penn & "
     "Daughters (£102,000). The committee recommends Harlow Roofing.", K.QUANTITY),
    ("p29-c12", "Charges at Bream Harbour rose faster than Colby's over the year.",
     "Harbour dues review, 2024. Charges at Bream Harbour rose by 4 percent over the year, while charges at "
     "Colby rose by 11 percent. Colby's dredging fund takes 2 percent of dues. Both harbours publish tariffs "
     "in March.", K.QUANTITY),
    ("p29-c13", "Counting both divisions, 28 teams took part in the Ashby skittles league this season.",
     "Season review, Ashby Skittles League. Fourteen teams contested Division One and twelve Division Two. The"
     " Plough retained the title.", K.QUANTITY),
    ("p29-c14", "Over half of the 40 members paid the new fee by March.",
     "Club treasurer's note. Of the 40 members, 12 paid the new fee by March; reminders went out in April.",
     K.QUANTITY),
    ("p29-c15", "The move to Stage 3 followed the loss of five pumping units at the Alder and Brook stations.",
     "Water board notice, 2 August. Restrictions move to Stage 3 from Monday after four pumping units at the "
     "Alder and Brook stations failed in the heat. Hosepipe use is banned.", K.QUANTITY),
    ("p29-c16", "The new booking system for the sports hall has been implemented.",
     "Leisure services update. A new booking system for the sports hall is planned for autumn and is not yet "
     "in use. The pool reopened in May.", K.MODALITY),
    ("p29-c17", "Resident parking permits have been introduced on Marsh Street.",
     "Highways update. A scheme to introduce resident parking permits on Marsh Street is out for consultation "
     "and is not yet in force. Kerb repairs finished in June.", K.MODALITY),
    # a name in a slot the source fills with another name, read over the whole source (conflict_rivals): the same
    # head ('the Pellow Forge'), the same noun after 'the', the same person of another body
    ("p30-c01", "The new weathervane was made by the Ashcombe Forge, the parish council says.",
     "Parish council newsletter, spring. The weathervane on the church tower has been replaced. The new "
     "vane was made and gilded by craftsmen at the Pellow Forge and fitted in March. The old vane, damaged"
     " in the January gales, will go on display in the village hall. Fundraising covered the full cost of "
     "£2,900.", K.ENTITY),
    ("p30-c02", "Survey work confirmed that the spring feeds the Marrick Beck weir.",
     "Hydrology note. The team walked the upper valley on 3 June. Dye placed in the spring reappeared at "
     "the Hollin Gill weir after nine hours. Marrick Beck was too low to sample. Flows will be read again "
     "in October.", K.ENTITY),
    ("p30-c03", "Dr Amara Okafor of Westfield Hospital led the review of the audit.",
     "Clinical audit summary. Westfield Hospital's day-surgery unit took part in the regional audit. The "
     "review was led by Dr Amara Okafor of Northgate University, with two nurses from the unit. "
     "Cancellations fell to 4% after the new pre-assessment clinic opened.", K.ENTITY),
    # the claim's own arithmetic (number_pairs.own_arithmetic): a figure the source does not give that is the sum or
    # difference of two figures of the claim the source gives; 'including' says a sum
    ("p30-c04", "A full training took seven years, four as a trainee and three as an assistant.",
     "Guild rules, 1620. No member may open a shop unless he has served five years as a trainee and two as"
     " an assistant within the town. Fees are paid to the wardens.", K.QUANTITY),
    ("p30-c05", "With 25 crates sold to the Harbour Deli, 45 of the lot's 60 crates are still on offer.",
     "Offer sheet, lot 14. Lot size: 60 crates of 12 jars. Tasting notes: bright and floral. Price on "
     "request. 25 crates have been contracted to the Harbour Deli; 35 crates remain available.", K.QUANTITY),
    # a comparison in time ('six days earlier' / 'six days later'; 'version 8 and earlier' is a bound) and opposite
    # poles vertical/horizontal, eldest/youngest, public/private
    ("p30-c06", "The ferry service started six days earlier than it had in 2023.",
     "Island ferry report. The summer service started on 20 May, six days later than in 2023, because the "
     "new pontoon was not ready.", K.QUANTITY),
    ("p30-c07", "The panels were fixed to the frame in a horizontal row.",
     "Installation note. The six panels were fixed to the steel frame in a vertical row along the south "
     "wall.", K.ANTONYM),
    ("p30-c08", "After the founder, the estate was to pass to the youngest of his sons.",
     "Deed summary. The founder held the estate for life, and after him the eldest of his sons; failing "
     "sons, it passed to the parish.", K.ANTONYM),
    ("p30-c09", "The grain was weighed on a private scale before delivery.",
     "Lease terms. The grain is to be weighed on the public scale at the market and delivered to the "
     "owner's barn.", K.ANTONYM),
    # a claim that says the open part is open too ('but it still awaits approval') is not held to the source's
    # 'still needs approval'
    ("p30-c10", "The council has signed off the library transfer to the trust.",
     "Cabinet note. The council has agreed in principle to transfer the library to the trust; the transfer"
     " still needs approval from the Charity Commission.", K.MODALITY),
    # a matter still open: 'under appeal', 'under construction', 'in progress', 'held over', 'was deferred'
    ("p30-c11", "The dispute over the rider's disqualification has been settled.",
     "Race report. The rider who finished second was disqualified for a missed checkpoint; the "
     "disqualification is under appeal, and the result is provisional.", K.MODALITY),
    ("p30-c12", "The board granted the tenants' request for a second lift.",
     "Housing board minutes. The tenants asked the board for a second lift in the east block, but the "
     "request was deferred to the June meeting.", K.MODALITY),
    # p31: an outcome word the source states of something else in another part of the sentence (cut at semicolons
    # outside brackets), or of another object when the claim names only the agent, does not excuse a pending matter;
    # 'opened' and 'sold' are outcomes; a pending phrase in a part of the sentence about something else does not
    # count
    ("p31-c01", "Restoration of the damaged altarpiece panel has been completed.",
     "Inventory note, parish church of St Wulfram. The rood screen was repainted in 2019 and the bells "
     "were rehung in 2021. Cleaning of the nave windows was completed in 2022; restoration of the damaged "
     "altarpiece panel is funded but has not yet begun. The churchwardens meet quarterly.", K.MODALITY),
    ("p31-c02", "The town's new lido has opened to swimmers.",
     "Leisure update, Harrowby Borough Council, May 2025. The sports hall reopened in April after a roof "
     "repair. The new lido on Mill Lane is under construction and should open next summer. Tennis courts "
     "will be resurfaced in the autumn.", K.MODALITY),
    ("p31-c03", "The cooperative's saffron has already been sold at the October market.",
     "Harvest record, Taliouine saffron cooperative, 2024. The members picked 38 kg of dried saffron "
     "threads. The board ordered the rose water sold at the October market; the saffron was stored, its "
     "sale held over to the spring fair.", K.MODALITY),
    ("p31-c04", "Northlight Films finished recording the orchestral score on Tuesday.",
     "Weekly production sheet, Northlight Films. The dialogue edit was finished on Monday; the orchestral "
     "score, booked for four sessions, began recording on Tuesday and is still in progress. The colour "
     "grade starts next week.", K.MODALITY),
    # p31: a duty against advice ('required' / 'recommends', 'advises'); 'confirm' asserts certainty, the month May
    # hedges nothing; 'whether … is unknown' leaves an outcome open; 'voided', 'cancelled' … are outcomes, and one
    # after 'could lead to' is not stated
    ("p31-c05", "The harbour board has required each club to carry a VHF radio on open-water trips.",
     "Safety review, Porthcarrow Harbour Board, 2025. Two kayakers were rescued off the point in August "
     "after their phone failed. The board notes that both paddlers acted sensibly, and it recommends that "
     "each club carry a VHF radio on open-water trips.", K.MODALITY),
    ("p31-c06", "The parish accounts confirm that Ellen Marsh ran the toll house until 1851.",
     "Churchwardens' accounts, St Audoen, 1840-1852. The toll house was let to Joseph Marsh at £4 a year. "
     "After his death in 1843 a pencilled note suggests his widow Ellen Marsh may have kept the toll house"
     " until about 1851. The accounts for 1849 are missing.", K.MODALITY),
    ("p31-c07", "Jonah Pell completed his five-year term at the forge and was made a master smith in 1790.",
     "Articles of apprenticeship, 1783. Jonah Pell, aged 13, is bound to Edward Crane, smith, of Lowick, "
     "for five years. Crane is to teach him the trade and to find him board and clothing. Whether Pell "
     "served out his term is unknown, though a Jonah Pell, smith, appears as a master in the 1790 muster.", K.MODALITY),
    ("p31-c08", "The appeal by Riverside Harriers has led to the junior race being cancelled.",
     "Results, Coldharbour Cross-Country League, race 3. The senior race went ahead in heavy mud. Results "
     "stay provisional until Friday; an appeal by Riverside Harriers about the junior course length is "
     "being considered and could lead to the junior race being cancelled.", K.MODALITY),
    # p31: top / bottom and most / least of the same object; morning / evening; a figure reached by a fall against
    # '84% average occupancy, up from 79%'; a bound inside the source's range ('no more than four weeks' / '4-6
    # weeks'); a range against a range has the same ends ('between 35 and 60%' / '45-60%')
    ("p31-c09", "After the inquiry, Ensign Hale was placed at the top of the list of ensigns.",
     "Minutes of the court of inquiry, 1803. Ensign Hale admitted leaving his post. He was reprimanded and"
     " placed at the bottom of the list of ensigns, but kept his commission.", K.ANTONYM),
    ("p31-c10", "Jellyfish stings are least frequent between June and August, according to the beach notice.",
     "Beach notice, Polzeath. Jellyfish stings are most frequent between June and August, with about 40 "
     "treated at the lifeguard hut each summer. Vinegar is not recommended.", K.ANTONYM),
    ("p31-c11", "Under the permit, the hedge cutting has to take place in the evening, with the lane closed.",
     "Permit conditions: the hedge cutting must be carried out in the morning, with the lane closed and a "
     "marshal present; all cuttings must be removed the same day.", K.ANTONYM),
    ("p31-c12", "Bed occupancy at the Larchfield unit fell to 84% in the third quarter.",
     "Quarterly report, Larchfield unit, Q3. The 20-bed unit ran at 84% average occupancy, up from 79% in "
     "Q2, with 96 admissions and a median stay of nine days.", K.QUANTITY),
    ("p31-c13", "Finished boards should be delivered no more than four weeks after the proofs are signed off.",
     "Order confirmation, Hollow Oak Press. Delivery of finished boards is estimated at 4-6 weeks after "
     "proof approval, though the holiday period may add a week.", K.QUANTITY),
    ("p31-c14", "The gallery has to be kept at relative humidity anywhere between 35 and 60%.",
     "Loan conditions. The gallery must be kept at 18-21 °C and 45-60% relative humidity throughout the "
     "loan period.", K.QUANTITY),
    # p31: a comparison the source makes the other way round ('adults are more likely than children' / 'Children are
    # more likely than adults'; 'more lichen species than granite ones' / 'Granite headstones were richer than slate
    # ones'), in the window or in any sentence naming both sides
    ("p31-c15", "Because of their lower body weight, older dogs are more likely than puppies to need a second dose.",
     "Practice leaflet, Hillcrest Vets. Most adder bites to dogs happen between April and September. Give "
     "no food or water. Puppies are more likely than older dogs to need a second dose because of their "
     "lower body weight.", K.ANTONYM),
    ("p31-c16", "Oak posts along the boundary carried more beetle holes on average than the chestnut ones.",
     "Fence survey, Hollins Farm, 2024. The boundary fence has 212 posts, replaced in stages since 1990. "
     "Chestnut posts were more riddled than oak ones, averaging 11 beetle holes against 4.", K.ANTONYM),
    # p31: the claim's 'no <thing>' against a count of that thing ('had no near misses' / 'one near miss … is under
    # investigation'), in the window or the sentences that carry the claim; not when the claim speaks of a part
    # ('Two of the nine plots drew no applications')
    ("p31-c17", "The Northgate viaduct works recorded no lost-time injuries during October.",
     "Monthly site report, Northgate viaduct strengthening, October 2025. Deck waterproofing is 60% "
     "complete. Safety: no dangerous occurrences this month; one lost-time injury, a sprained wrist on the"
     " scaffold stair, has been reported.", K.NEGATION),
    ("p31-c18", "The water board's March sampling round found no positive samples across the Eastbrook boreholes.",
     "Sampling summary, Eastbrook boreholes, March 2025. Forty samples were taken from the twelve "
     "boreholes; results for coliforms: one positive sample, from borehole 7, which has been taken out of "
     "supply pending re-testing.", K.NEGATION),
    # p31: a person's body given in a bracket after the name ('Megan Rhys (senior, Deeside RC)') is a rival of the
    # claim's 'Megan Rhys of Harbour Rowing Club'
    ("p31-c19", "Megan Rhys of Harbour Rowing Club won the women's single sculls in 8:41.",
     "Results, Menai Head regatta. The women's single sculls went to Megan Rhys (senior, Deeside RC) in "
     "8:41. Second was Alys Pugh of Harbour Rowing Club in 8:57. Conditions were calm.", K.ENTITY),
    # probe29's false alarms (p29-016/021/024/032/062/132/136/164/187): a loss told from the winner's side, a figure
    # that is a gap or a remainder ('down on', 'neither … nor'), a share of the claim's own figure, a denied bound,
    # an approximate count in other words, 'only' said of what the claim sets aside, a title after a name, a
    # possessive club; f01, f04 and f07-f10 were flagged on e1b901b (f02, f03, f05, f06 and the contradiction
    # cases guard the guards)
    ("p32-c01", "Northfield Harriers won the county relay final by four seconds.",
     "County relay championships, final. Northfield Harriers lost the final to Eastbrook AC by four "
     "seconds, having led at the last changeover.", K.ANTONYM),
    ("p32-c02", "Checks on the rebuilt footbridge found the crack in the east bearing to be within 30 mm.",
     "Footbridge inspection, June 2025. The east bearing shows a crack exceeding 30 mm and must be "
     "replaced; the west bearing is sound.", K.QUANTITY),
    ("p32-c03", "About 1,200 visitors came to the open day at the Ashby pumping station.",
     "Open day report, Ashby pumping station, 14 September. The station welcomed 860 visitors, of whom 210"
     " took the guided tour of the engine house; 1,150 leaflets were printed.", K.QUANTITY),
    ("p32-c04", "Samples were taken from every horse that ran in the novice chase.",
     "Race day report. Veterinary checks were carried out on all horses entered in the novice chase; "
     "samples were taken from the first three finishers only.", K.SCOPE),
    # probe29's antonyms: a loss whose guard (a name after 'beat') must be the claim's own subject, not its opponent
    # (c05 was missed by 56b7358's first version of that guard, which read any name of the claim); 'more quietly' / 'noisier'; 'dipped' / 'rose'.
    # c06/c07 missed on e1b901b; f11/f12 guards
    ("p32-c05", "Ashby Otters were the losing side against Kelso Seals on Saturday.",
     "Match report. Ashby Otters were the winners on Saturday, having beaten Kelso Seals 3-1.", K.ANTONYM),
    ("p32-c06", "The lift's drive gearbox ran more quietly than at the 2024 examination.",
     "Examination report, 3 March 2025. The drive gearbox was noisier than at the 2024 examination and "
     "should be inspected by the maker within three months.", K.ANTONYM),
    ("p32-c07", "Footfall at the covered market dipped in March.",
     "Market report, March 2025. Footfall at the covered market rose to 41,200 in March, from 38,900 in "
     "February.", K.ANTONYM),
    # probe30's outcomes still open (p30-045/070/077/178/183/190): a grant applied for, a decision due, a purchase
    # the committee will consider, a confirmation agreed to, a waiver that may be given, a replacement scheduled;
    # missed on f5ddb61 (the s-f guards below keep the done forms and the settled-after-agreeing case)
    ("s48-c01", "The Harbour Trust has awarded the rowing club a grant for the new slipway.",
     "Slipway project, May 2025. A Harbour Trust grant of £12,000 (applied for; decision expected in July) would "
     "cover half the cost.", K.MODALITY),
    ("s48-c02", "The Meadow Fund has awarded the school £9,000 for the pond survey.",
     "Pond survey bid to the Meadow Fund (submitted 3 March; decision due in June). Request: £9,000 over two "
     "years for the school pond survey.", K.MODALITY),
    ("s48-c03", "The allotment society has bought a second rotavator for members' use.",
     "Allotment society minutes, April. The committee will consider buying a second rotavator once the "
     "treasurer has reported on the spring fees.", K.MODALITY),
    ("s48-c04", "The registrar has confirmed in writing that the manuscript may travel.",
     "Loan file. The lender's registrar, Ana Pires, has agreed to confirm in writing that the manuscript may "
     "travel in a climate case.", K.MODALITY),
    ("s48-c05", "The second round of sampling has been waived because the first results were clean.",
     "Sampling plan. The second round of sampling may be waived if the first results are clean.", K.MODALITY),
    ("s48-c06", "The cracked gutter on the chapel has been replaced.",
     "Chapel survey. The cast-iron gutter on the south side is cracked; replacement is scheduled for the "
     "autumn, pending a faculty.", K.MODALITY),
    # probe30's antonyms (p30-008/066/156): a motion carried that was rejected, the quietest day that was the
    # busiest, errors counted as minor that now count as major; missed on f5ddb61
    ("s48-c07", "The motion to close the reading room on Saturdays was carried by five votes to two.",
     "Library board, 9 May. A motion to close the reading room on Saturdays was rejected by five votes to two.",
     K.ANTONYM),
    ("s48-c08", "The quietest night of the festival was the Thursday, with 40 callouts.",
     "Festival first-aid log. The busiest night was the Thursday, with 40 callouts; Sunday saw only 6.",
     K.ANTONYM),
    ("s48-c09", "Under the revised checklist, missing signatures count as minor defects.",
     "Revised audit checklist, v3. Missing signatures now count as major defects, because two contracts "
     "were voided in 2024.", K.ANTONYM),
    # probe30's p30-173: each figure's words stand after it ("1,340 net-hours in autumn and 780 in spring"), and
    # the bare 780 is in the hours of the 1,340 (it was read as 780 seconds against 4.8 million); missed on f5ddb61
    ("s48-c10", "The volunteers logged more survey hours in summer than in winter.",
     "Survey effort, 2024: 410 survey hours in winter and 260 in summer, when rain stopped work for nine days.",
     K.QUANTITY),
    ("s48-c11", "The north well gave fewer litres than the south well.",
     "Pumping log: 12,400 litres from the north well and 8,900 from the south well over the week.", K.QUANTITY),
    # probe30's p30-162: a several-word name the source gives elsewhere, put where the window has another
    # between the same two words; missed on f5ddb61
    ("s48-c12", "The lot was bought by the dealer Hartley of North Shields for the museum.",
     "Sale day, 3 June. Porter & Hartley of North Shields sent three lots, all sold. The morning session "
     "was slow and the rain kept the country buyers away. Prices for the furniture lots were well below the "
     "estimates. Lot 14 was bought by the dealer Hartley of Whitby for the museum at £420.", K.ENTITY),
    # probe30's p30-114: the effect's words include a number word ("two months"), which the source index holds
    # as its figure ("2"), so the sentence giving another cause was never found; missed on f5ddb61
    ("s48-c13", "The overhaul slipped by about three weeks because the lift motor failed its test.",
     "Library refit, update 4. The reopening was put back by about three weeks because the asbestos survey "
     "found more lagging than expected. The lift motor failed its first test but passed on 2 May.", K.CAUSE),
    # "three earlier warnings" counts warnings ("earlier" says which): read as a difference in time since
    # 1bd739b, it hid the changed figure of the README's own example (quoted-note c6)
    ("s48-c14", "The operator had ignored three earlier warnings about the door seals.",
     "The operator had received two earlier warnings about the condition of the door seals.", K.QUANTITY),
    ("s48-c15", "The museum had lent four later editions of the atlas.",
     "Loans register. The museum lent two later editions of the atlas to the exhibition.", K.QUANTITY),
    # a new user's trial (f5ddb61 let all three through as supported or partial): "pass" stemmed to "pas" while
    # "passed" stemmed to "pass"; "41 confirmed cases" counted "confirmed", not cases
    ("s48-c16", "The Hallam works did not pass its March inspection.",
     "Inspection summary. The Hallam works passed its routine inspection in March.", K.NEGATION),
    ("s48-c17", "The Board reported 41 confirmed cases linked to the Hallam works.",
     "The Riverside Water Board today confirmed 14 cases of cryptosporidiosis linked to water supplied from "
     "the Hallam treatment works in March 2024.", K.QUANTITY),
    ("s48-c19", "Cllr Ruth Adeyemi called the settlement tight.",
     "Council minutes. Councillor James Obi called the settlement tight.", K.ENTITY),
    ("s48-c18", "Wardens logged 9 suspected incidents at the reservoir in June.",
     "Reservoir wardens' log, June. Six incidents were logged at the reservoir, two of them fly-tipping.",
     K.QUANTITY),
    # the month "May" before an outcome was read as the modal "may" (so "In May the council approved" was
    # said as not yet done, and never held against a source that says the decision is still awaited)
    ("s49-c01", "In May the council approved the Harbour Road scheme.",
     "Planning update. The Harbour Road scheme is still awaiting a decision; the council will consider it in June.",
     K.MODALITY),
    # two denials ("did not fail") deny nothing: read as one, the claim denied the inspection the
    # source says was failed, and both said it was failed
    ("s49-c02", "The Hallam works did not fail its inspection in March.",
     "Inspection summary. The Hallam works failed its inspection in March.", K.NEGATION),
    ("s49-c03", "The Hallam works failed its inspection in March.",
     "Inspection summary. The Hallam works did not fail its inspection in March.", K.NEGATION),
    ("s49-c04", "The council did not fail to publish the minutes.",
     "Clerk's report. The council failed to publish the minutes within five days.", K.NEGATION),
    # a new user's trial: a quotation the source gives word for word, cut just after the denial
    # before it, was exempt from every check as "the source's own words"
    ("s49-c05", 'Whitfield said she would "rule anything out at this stage".',
     'Chief Constable Dana Whitfield said: "The investigation is continuing, and I would not rule anything '
     'out at this stage."', K.NEGATION),
    ("s49-c06", 'Whitfield said the force was "cutting officer numbers".',
     'Asked about staffing, she said: "We are not cutting officer numbers. We are moving forty officers from '
     'desk roles to patrol."', K.NEGATION),
    ("s49-c07", 'Whitfield said there was "evidence that the fire was started deliberately".',
     'Chief Constable Dana Whitfield said: "We have no evidence that the fire was started deliberately."',
     K.NEGATION),
    # session 50: "disagreed" denies "agreed" in every form (a dis- verb, not only a dis- adjective)
    ("s50-c01", "Judge Patel agreed with the majority.", "Judge Patel disagreed with the majority.", K.NEGATION),
    ("s50-c02", "The board disapproved the merger.", "The board approved the merger on Monday.", K.NEGATION),
    ("s50-c03", "The runner qualified for the final.", "The runner was disqualified from the final.", K.NEGATION),
    # a word said both ways in one sentence is read where the claim's auxiliary frames it
    ("s50-c04", "The company has said it will appeal the ruling.",
     "The company has not said whether it will appeal the ruling, a spokesperson said on Friday.", K.NEGATION),
    ("s50-c05", "The company has said it will appeal the ruling.",
     "The company hasn't said whether it will appeal the ruling, a spokesperson said on Friday.", K.NEGATION),
    # a start told in the simple past against a start only planned
    ("s50-c06", "Construction started in June 2026.",
     "The contractor aims to start construction in June 2026, once the final permits are granted.", K.MODALITY),
    ("s50-c07", "Work on the new depot began in March.",
     "The council plans to begin work on the new depot in March, subject to funding.", K.MODALITY),
    # the bound of a condition against the source's condition
    ("s50-c08", "The lease was extended for two years instead of five, on condition that arrears drop below the 5% "
     "cap by the end of June.",
     "Arrears reached 9% of income in 2024, above the 5% cap for tenants. The board extended the lease for two years "
     "rather than five, on condition that arrears fall below 8% by 30 June.", K.QUANTITY),
    # "agreed to" is a motion carried: against "rejected"
    ("s50-c09", "The council rejected the operator's request to extend the contract.",
     "At its meeting on 3 March the council agreed to extend the operator's contract by two years.", K.ANTONYM),
    # a rise said of a year against the levels the source gives for two years, in either order
    ("s50-c10", "Staff absence rose in 2024.",
     "The trust's annual report shows staff absence was 4.2% in 2024, compared with 6.8% in 2023.", K.QUANTITY),
    ("s50-c11", "Staff absence rose in 2024.",
     "The report shows staff absence was 6.8% in 2023 and 4.2% in 2024.", K.QUANTITY),
    # per cent against percentage points: 21% -> 24% is a rise of a seventh
    ("s50-c12", "The party's vote share grew by 3% compared with the previous election.",
     "The party's share of the vote rose from 21% to 24%, an increase of 3 percentage points on the previous "
     "election.", K.QUANTITY),
    # a change the claim states against a measure the source says did not differ
    ("s50-c13", "The trial found that the drug reduced mortality.",
     "In the trial of 1,200 patients, mortality at 90 days did not differ significantly between the drug and "
     "placebo groups (12.1% vs 12.9%).", K.NEGATION),
    ("s50-c14", "The drug reduced mortality in the trial.",
     "There was no significant difference in mortality between the drug and placebo groups.", K.NEGATION),
]

FAITHFUL = [
    # (id, claim, source)
    # the 4th probe: false alarms
    # the 5th probe: false alarms
    # the 6th probe: false alarms
    ("models-named-elsewhere", "About 85,000 K7 kettles are recalled; the K9 is not part of the recall.",
     "The firm is recalling about 85,000 K7 kettles because the base can overheat. The K9, which uses a "
     "different base, is not affected."),
    ("sign-and-name", "Net profit climbed to $64 million from $51 million.",
     "Net profit rose to 64 million dollars from 51 million dollars a year earlier."),
    ("lost-to", "The incumbent received 47.6 percent in the run-off and lost to Ana Ferreira.",
     "In the run-off, Ana Ferreira won 52.4 percent of the vote against 47.6 percent for the incumbent."),
    ("rose-to-up-from", "Turnout in the Harbour ward election rose to 48.6 percent.",
     "In the Harbour ward election, the Greens won 14 of the 41 seats. Turnout was 48.6 percent, up from 43.2 "
     "percent."),
    ("figure-in-other-words", "The subscriber base reached 8,700,000 after it added 210,000 customers.",
     "The operator added 210,000 customers in the quarter, taking its base to 8.7 million subscribers."),
    ("scored-twice", "Mendes scored twice as Rovers won 3-1.",
     "Rovers won 3-1, with two goals from Mendes and one from the captain."),
    ("if-confirms", "Work could begin in 2026 if the government confirms the funding.",
     "Work is planned to begin in 2026, but the funding has not yet been confirmed by the government."),
    ("other-not-affected", "Each affected carton holds one litre of oat milk.",
     "The recall covers one-litre cartons of oat milk. Other sizes and flavours are not affected."),
    ("same-quarter", "Revenue rose 8 percent in the second quarter.",
     "Revenue was flat in the first quarter. It rose 8 percent in the second quarter, helped by exports."),
    ("one-in-fifty", "Roughly one in fifty patients in the cohort developed an infection.",
     "Of the 2,300 patients in the cohort, 46 developed an infection within a year."),
    ("an-age-bound", "Just over half of the nurses under 30 in the poll were considering leaving.",
     "The poll of 1,600 nurses found that 51 percent of those under 30 were considering leaving."),
    ("officials-ministry", "Officials said the new border checks would start in March.",
     "The interior ministry said the new border checks would start in March and cost £40 million a year."),
    ("researchers-authors", "The researchers said the drug could possibly extend healthy lifespan.",
     "Mice given the drug lived 9% longer. The authors said the result raised the possibility that the drug could "
     "extend healthy lifespan."),
    ("adds-is-no-saying", "The tram extension adds seven stops between the centre and Eastfield.",
     "The 6.5-kilometre line adds seven stops between the city centre and Eastfield, the mayor said."),
    ("most-said-too", "Most board members voted for the merger.",
     "Most board members, seven of the nine, voted for the merger."),
    ("held-a-meeting", "The central bank raised its main interest rate after a meeting.",
     "The board held a two-day meeting and then raised its main interest rate to 4.5 percent."),
    ("same-currency", "The winner receives £25,000.", "The winner receives £25,000 and a bronze medal."),
    ("scheduled-other-thing", "Jurors cleared the director of fraud but convicted him of perjury.",
     "The jury acquitted the director of fraud and found him guilty of perjury. Sentencing is scheduled for May."),
    ("would-not-refused", "The owners restored the old pay rate but would not recognise the union.",
     "The owners restored the old pay rate but refused to recognise the union."),
    ("no-charge-free-of-charge", "Owners of the older model will get a new battery at no charge.",
     "The older model is affected. The maker will replace the battery free of charge."),
    ("more-than-twice", "Rents grew more than twice as fast as household income between 2019 and 2022.",
     "Between 2019 and 2022 rents rose by 14 percent, while household income grew by 6 percent."),
    ("a-difference-below", "The train was running 7 mph below the maximum permitted speed.",
     "The train was travelling at 68 mph, within the 75 mph line speed."),
    ("pronoun-speaker", "Professor Lund said the effect of the policy was largely symbolic.",
     "Professor Lund spoke at the conference on Monday. She said the effect of the policy was largely symbolic."),
    ("k-is-thousands", "The channel reached 250k subscribers in May.",
     "The channel reached 250,000 subscribers in May, its owner said."),
    ("a-council-by-name", "All of the money stolen from the council has been recovered.",
     "All of the money stolen from Westbrook Council has been recovered, police said."),
    ("a-count-of-them", "Shortages were found in every one of the 20 units visited.",
     "Shortages were found in all 20 units visited."),
    ("the-only-vote", "The board turned down a plan for a bridge across the river.",
     "The board voted 4-1 to reject a plan for a bridge across the river. Ana Diaz cast the only vote in favour."),
    ("no-evidence-elsewhere", "There will be no patch for the X1, which reached end of life in 2021.",
     "The firm said the older X1, which reached end of life in 2021, will not be patched. The researchers said "
     "they had found no evidence that the flaw had been exploited."),
    ("whether-asked", "The authors disagree about whether the models understand language.",
     'One author said the models "do not understand language". The other called the question "largely semantic".'),
    ("approved-stated", "Regulators have approved the vaccine for adults.",
     "Regulators approved the vaccine for adults in May; a decision on children is pending."),
    # the 4th probe: the right speaker, among several
    ("quote-second-speaker", 'Finance director Paul Grey warned that "the debt covenants would be tested".',
     "Chief executive Mira Shah said she expected conditions to improve, while finance director Paul Grey warned "
     "that the debt covenants would be tested."),
    ("report-of-a-report", "Karl Marx said that religion is the opium of the people.",
     "The biographer described the title as a reference to Karl Marx's statement that religion is the opium of "
     "the people."),
    ("hedge-elsewhere", "According to Tomas Ruiz, the merger will add 250,000 subscribers.",
     "Northline's chief executive, Tomas Ruiz, said the merger would add 250,000 subscribers. Analysts said "
     "regulators were likely to examine the deal closely."),
    # the 4th probe: the same quantity in other words
    ("km-h-converted", "Gusts reached about 130 km/h.", "Gusts reached 80 mph overnight."),
    ("clock-time", "The collision, at 6:40 a.m., involved four vehicles.",
     "The collision, which happened at about 6:40 a.m., involved four vehicles."),
    ("celsius-both", "Sea temperatures were 1.2°C above average.", "Sea temperatures were 1.2 °C above the average."),
    ("light-years-both", "The star is 45 light-years away.", "The star is 45 light-years from the Sun."),
    ("paid-no-dividend", "Copperhill paid no dividend for the third quarter.",
     "The company did not pay a dividend for the quarter."),
    ("did-not-replace", "The port did not replace any cranes during the year.",
     "None of the port's cranes were replaced during the year."),
    ("no-cranes", "No cranes were replaced in 2021.", "None of the port's cranes were replaced during 2021."),
    ("expects-no", "The agency expects no shortages this summer.",
     "The agency said it does not expect shortages this summer."),
    ("sell-well", "Night Ferry did not sell well at first.", "The album sold poorly at the time."),
    ("rose-while-not-rise", "Exports rose in 2019.", "In 2019 exports increased, while imports did not rise."),
    ("same-year-other-event", "The plant opened in 2019.",
     "The plant opened in 2019. Its second line followed in 2021."),
    ("after-other-object", "Profits rose after the merger.",
     "Before the launch, profits were flat. Profits rose after the merger was completed."),
    ("a-few", "A few families found the scheme affordable.", "Most families found the scheme affordable."),
    ("may-the-verb", "Rates may rise in April.", "Rates may rise in April, the bank said."),
    ("month-named-elsewhere", "Output peaked in April.", "Output peaked in April. Sales peaked in May."),
    ("same-name", "Dr. Priya Nair called the figures disappointing.",
     "Dr. Priya Nair, the trust's medical director, said the figures were disappointing."),
    ("month-year-right", "The statement was issued in September 2020.",
     "Department of Education, statement of 2 September 2020. Salaries will increase from January 2021."),
    ("bound-outside-quote", "Mendes expects waiting lists to shrink within five years.",
     "Councillor Rosa Mendes said she expects waiting lists to shrink within two years."),
    ("no-injuries-no-one", "The airline said there were no injuries among those on board.",
     "No one on board was injured, the airline said."),
    ("no-month-hotter", "No month since Spanish records began in 1961 has been hotter than July 2025.",
     "AEMET said July 2025 was the hottest month in the country since records began in 1961."),
    ("rather-than", "The grebe pair was seen on a nearby reservoir rather than on Lake Orrin.",
     "For the third year, no grebes were seen on the lake, although a pair was reported on a nearby reservoir."),
    ("no-more-than", "No more than one in five patients finished all twelve sessions.",
     "Data show that 18% of patients completed all twelve sessions."),
    ("of-all-adults", "Thirty-eight percent of all adults surveyed said they felt lonely.",
     "Of the adults surveyed, 38% said they felt lonely."),
    ("a-few-of-all", "A few of the 14 segments have been completed.", "All 14 segments have been completed."),
    ("lost-to-inverted", "Brentwick Rovers lost 3-2 to Aldermoor City on Saturday.",
     "Aldermoor City beat Brentwick Rovers 3-2 on Saturday."),
    ("granted-granted", "The court granted the request for an injunction.",
     "The judge granted the injunction that the firm had requested."),
    ("up-and-down-elsewhere", "Prices were up from last year.",
     "Prices rose, up from last year, while costs were down from last year."),
    ("quote-speaker-right", 'Priya Nair said the site "is exactly where new housing should go".',
     'Councillor Priya Nair, who chairs the planning committee, said the site "is exactly where new housing should '
     'go".'),
    ("quote-title-goes-on", 'The court ruled on "Brown v. Board of Education of Topeka, Kansas" in 1954.',
     "Brown v. Board of Education of Topeka was decided by the Supreme Court in 1954."),
    ("quote-elided", 'A critic called the video "mature, tasteful, and [...] sexy".',
     'A critic called the video "mature, tasteful, and, dare we say it, sexy".'),
    ("quote-spelling", 'The minister said the "organization will open a new office in the capital".',
     'The minister said the "organisation will open a new office in the capital".'),
    ("month-datelines", "In October 2018, she was named in the squad for the tournament.",
     "News. 21 July 2019. The squad for the tournament was named. 25 July 2019. A new sponsor."),
    ("gerund-first", "Educating staff about the latest types of threats will help them avoid attacks.",
     "Learn about the latest types of threats and best practices to defend against them."),
    ("apposition-same-name", "Hera photographed Deimos, the smaller of Mars's two moons.",
     "During the flyby, Hera captured images of Deimos, the smaller of Mars's two moons."),
    ("no-effect-found", "The drug had no effect on blood pressure.",
     "In a large, well-powered trial the drug had no effect on blood pressure."),
    ("failed-to-record", "Some prescriptions failed to record the dose properly.",
     "In some prescriptions the dose had not been recorded in line with guidance."),
    ("never-and-never", "The firm has never reported a profit.", "The firm has not made a profit since it was founded."),
    ("last-year-first-rise", "Sales rose last year.", "Sales rose last year, the first rise in a decade."),
    # the third probe's false alarms
    ("two-groups", "Over 12 weeks, systolic pressure fell by 5.1 mmHg on average among walkers, against 1.3 mmHg "
     "among controls.", "A daily brisk walk lowered systolic blood pressure by an average of 5.1 mmHg over 12 weeks, "
     "compared with 1.3 mmHg in the control group."),
    ("not-until", "Pryce will not be eligible for release until he has served at least half of his sentence.",
     "Pryce must serve at least half of his sentence before he is eligible for release."),
    ("nobody-killed-in-storm", "Nobody was killed in the storm.", "Storm Ciara brought gusts of 90 mph. No deaths "
     "were reported."),
    ("no-longer-previously", "From March, Eastfield will no longer be served by bus route 42.",
     "Bus route 42, which previously served Eastfield, will be withdrawn in March."),
    ("weeks-about-a-month", "She gave birth three weeks before election day.",
     "The candidate welcomed a baby girl one month before the election."),
    ("twelve-months-a-year", "The trial followed its participants for 12 months.",
     "The trial followed its participants for a year, 12 months in all."),
    ("over-the-years", "Over the years the line was extended twice.", "The line was extended twice over the years."),
    ("at-least-agrees", "Pryce must serve at least half of his sentence.", "Pryce must serve at least half of his "
     "sentence before he is eligible for release."),
    # false conflicts on real Supported rows (WiCE, AttributionBench), rewritten
    ("academic-year-short", "Full implementation is taking place during the 2018–19 academic year.",
     "Full implementation will take place over the coming 2018-2019 academic year."),
    ("verbatim-quote", 'By 2018 he regretted his vote, saying that "he hasn\'t done anything" for the county.',
     'He regrets his vote. "Because he hasn\'t done anything," he said. "All he\'s done," Ojeda said, "is shown that '
     'he is taking care of the people he is supposed to be getting rid of."'),
    ("compound-duration", "Light from the Sun takes an average of 8 minutes and 20 seconds to reach Earth.",
     "Light from the Sun takes 8 minutes to reach Earth."),
    ("same-scale", "Insurance claims may exceed £20 million.", "Insurance claims are expected to exceed £20 million."),
    ("unwritten-scale", "The city has 1.18 million residents.", "The city has 1,183,505 residents."),
    ("over-budget-difference", "The project came in about half a billion pounds over its original budget.",
     "The final cost was 1.9 billion pounds, against an original budget of 1.4 billion pounds. The tunnel opened "
     "eleven months late."),
    ("surplus-difference", "Kestria ran a trade surplus of about 14 billion dollars in 2023.",
     "Exports rose 4.1 percent in 2023 to 212 billion dollars, while imports fell 2.6 percent to 198 billion "
     "dollars, producing a trade surplus."),
    ("participle-holds-the-relation", "With 61 percent of members' votes, Simon Achebe beat Claire Dunmore to "
     "become party leader.",
     "Deputy leader Simon Achebe won the Labour Union party leadership contest with 61 percent of members' votes, "
     "defeating former health spokesperson Claire Dunmore. About 84,000 members voted."),
    ("replacing-the-right-way", "Anna Jones replaced Tom Smith as chair of the board.",
     "Anna Jones was appointed chair of the board, replacing Tom Smith, who retired."),
    ("compass-same-way", "The Sellan flows north-west for 386 kilometres to the Gulf of Marren.",
     "The Sellan River rises in the Korvath Hills and flows north-west for 386 kilometres before entering the Gulf "
     "of Marren."),
    ("change-ends-same-way", "The minimum supported Python version was raised from 3.7 to 3.9.",
     "The minimum supported Python version is now 3.9, up from 3.7."),
    ("preference-same-way", "New houses in the centre had to be built of stone or brick rather than timber.",
     "A 1712 ordinance required new houses in the centre to be built of brick or stone rather than timber."),
    ("preference-of-actions-judged", "An exclusive focus on deficits could hinder youth work by focusing on "
     "shortcomings rather than acknowledging strengths.",
     "Strength-based youth work focuses on assets and strengths rather than focusing on shortcomings."),
    ("done-and-said-done", "The team has installed additional sensors on the glacier.",
     "Last summer the team installed additional sensors on the glacier. It plans to install more next year."),
    ("planning-officers-are-no-plan", "Officers had recommended approval of the gasworks homes.",
     "Planning officers had recommended approval of the gasworks homes, subject to conditions."),
    ("nearly-all-read-once", "Nearly all of the 28,000 runners who started the race finished it.",
     "Organisers said 28,000 runners started the race, of whom 26,900 finished. Warm conditions led to 140 "
     "runners receiving medical treatment."),
    ("a-third-as-many-is-a-ratio", "In 2023 Riverton had a third as many high nitrogen dioxide days as in 2019.",
     "Days with high nitrogen dioxide levels in the city fell from 48 in 2019 to 16 in 2023. Particulate levels "
     "showed a smaller decline of about 12 percent."),
    ("warned-after-but-same-speaker", "The Infant Nutrition Association warned that some root-vegetable products "
     "could struggle to meet the new limit.",
     "Industry body the Infant Nutrition Association said it supported the aim but warned that some root-vegetable "
     "products could struggle to meet the new limit."),
    ("a-third-counted-fourth", "Online sales now make up about a third of Marlowe & Finch's total sales.",
     "Marlowe & Finch, the department store chain, reported like-for-like sales growth of 3.2 percent over the "
     "Christmas period. Online sales rose 11 percent and now account for 36 percent of total sales."),
    ("quarter-of-a-million", "A quarter of a million visitors came to the festival this year.",
     "About 250,000 visitors came to the festival this year, organisers said."),
    ("speaker-right", 'Councillor Rosa Mendes said: "The new rent scheme is affordable for most families".',
     'Councillor Rosa Mendes said: "The new rent scheme is affordable for most families." Councillor Tom Becker '
     'replied: "The scheme is underfunded."'),
    # the 8th probe: false alarms
    ("unit-of-the-range-end", "After 19:00, buses on route 47 will run half-hourly instead of every 20 minutes.",
     "From Sunday 2 June, route 47 will be withdrawn between Castle Square and Hillside Park and will instead "
     "terminate at the Central Interchange. Journeys to Hillside Park will be covered by route 12, which will run every 15 minutes on weekdays and every "
     "20 minutes on Sundays. Evening frequencies on route 47 will also be reduced from every 20 to every 30 minutes "
     "after 19:00."),
    ("shave-minutes-off", "Electrifying the 64 km stretch between Kettering and Wellby is expected to shave 11 "
     "minutes off journey times.",
     "Network Rail has awarded a £310 million contract to electrify 64 km of the line between Kettering and Wellby. "
     "Work is to be completed by December 2028, after which journey times between the two towns are expected to "
     "fall from 52 to 41 minutes."),
    ("count-after-a-month-and-comma", "A quarter of the 1,240 patients waiting more than 18 weeks had waited over a year.",
     "Of the 1,240 patients waiting longer than 18 weeks at the end of December, 310 (25%) had waited more than a "
     "year. The trust cut the number of year-long waits by 140 since September."),
    ("share-not-the-rate-it-states", "Two-thirds of the Committee voted to keep the policy rate at 5.25%, while the "
     "remaining third favoured an increase to 5.5%.",
     "The Committee voted by six votes to three to maintain the policy rate at 5.25%. The three dissenting members "
     "preferred an increase of 0.25 percentage points, to 5.5%."),
    ("no-more-than-half-a-dose", "Patients older than 65 should take no more than half the usual 10 mg dose.",
     "The usual dose is one 10 mg tablet; in patients over 65 the dose should not exceed 5 mg. Adults aged 18 to "
     "65 should not take more than one tablet."),
    ("plural-of-a-name", "MPs on the Transport Committee urged ministers to simplify fares by 2027.",
     "The Commons Transport Committee called on the government to simplify fares by 2027. Its chair, Amira "
     "Lewis MP, said the system punishes passengers."),
    ("all-but-essential", "The advisory against non-essential travel covers only the coastal districts.",
     "The office advises against all but essential travel to the coastal districts following flooding."),
    ("upheld-the-finding-dismissed-the-appeal", "The Court of Appeal upheld the finding that Harlow Logistics "
     "breached its contract with Penmark Stores.",
     "The Court of Appeal on Thursday dismissed an appeal by Harlow Logistics against a ruling that it had breached "
     "its contract with the retailer Penmark Stores."),
    ("name-in-a-relative-clause-is-no-subject", "Peggy Alderton, a nurse who was born in Leeds, died aged 91 at "
     "her home in Penhallow.",
     "Peggy Alderton died at her home in Penhallow. She was 91. Born in Leeds, she trained as a nurse and married "
     "the fisherman Tom Alderton, who died in 1994."),
    ("loan-from-is-the-same-way", "Portavia has received a €240 million loan from the European Regional "
     "Investment Bank.",
     "The European Regional Investment Bank has agreed a €240 million loan to Portavia, the operator of the port."),
    ("affiliation-the-same", "Dr Hannah Voss of Leeds Archaeology Unit directed the excavation.",
     "The excavation was directed by Dr Hannah Voss of Leeds Archaeology Unit, with 46 volunteers."),
    ("may-of-permission-said-with-can", "You can gently wipe the hard surfaces of your iPad with a 70 percent "
     "isopropyl alcohol wipe.",
     "Using a 70 percent isopropyl alcohol wipe, you may gently wipe the hard, nonporous surfaces of your Apple "
     "product."),
    ("may-hedged-both-ways", "Some packs possibly contain undeclared peanuts, the firm said.",
     "Brightwell Foods Ltd is recalling its bars because some packs may contain undeclared peanuts."),
    ("approved-what-was-proposed-and-approved", "The board has approved a revised target of June.",
     "The medical director proposed a revised target of June, which the board approved on Tuesday."),
    ("suspended-as-paused", "Kessair has paused its flights to Port Edel until the end of September.",
     "The national airline, Kessair, has suspended flights to Port Edel until at least 30 September."),
    ("ranging-from-to-is-a-span", "Prices ranged from £9 to £14 a night.",
     "Rooms cost between £9 and £14 a night, ranging from £9 to £14 depending on the season."),
    ("minimum-of-the-same", "Tenderers must show an annual turnover of at least €3 million.",
     "Tenderers must demonstrate a minimum annual turnover of €3 million over the last three years."),
    ("levels-the-same-way", "The alert level was raised to Orange (watch) from Yellow (advisory).",
     "The alert level has been raised from Yellow (advisory) to Orange (watch) after a swarm of earthquakes."),
    ("group-with-its-age", "Vaccine uptake among over-65s reached 78.4%, against 52.1% among pregnant women.",
     "Vaccine uptake among adults aged 65 and over reached 78.4%, compared with 52.1% among eligible pregnant women."),
    ("group-with-its-age-in-words", "Uptake among older adults reached 78.4%, compared with 52.1% among pregnant women.",
     "Vaccine uptake among adults aged 65 and over reached 78.4%, compared with 52.1% among eligible pregnant women."),
    ("was-held-as-planned-and-held", "Her funeral was held at St Petroc's Church on 25 November.",
     "Her funeral, which had been planned for 20 November, was held at St Petroc's Church on 25 November."),
    ("no-effect-on-something-else", "The drug lowered heart rate in the trial.",
     "In the trial the drug had no effect on blood pressure, but it lowered heart rate."),
    ("no-changes-agreed", "The release makes no changes to the cache format.",
     "No changes were made to the cache format."),
    ("no-month-hotter-says-nothing-of-a-month", "July was the hottest month on record.",
     "July was the hottest month on record: no month has been hotter since records began."),
    ("would-on-a-verb-not-hedged", "A trust spokesperson said emergency departments would remain open during "
     "the strike.",
     "A trust spokesperson said emergency departments would remain open but some planned operations might be "
     "postponed."),
    ("must-of-what-must-be", "Residents must register their bins by 1 May.",
     "Residents must register their bins by 1 May; late registrations may be refused."),
    ("outbidding-the-same-way", "The National Library of Carrick outbid a private American collector for the "
     "letters.",
     "The National Library of Carrick has bought the letters at auction for £212,000, outbidding a private American "
     "collector."),
    ("complaint-by-against-the-same-way", "The ombudsman upheld Mrs Patricia Lowe's complaint against Brightstar "
     "Energy.",
     "The Energy Ombudsman has upheld a complaint by Mrs Patricia Lowe of Kendal against her supplier, Brightstar "
     "Energy, over a disputed bill."),
    ("complaint-by-dr-the-same-way", "A complaint by Dr. Anna Berg against Hollis Ltd was upheld.",
     "The ombudsman upheld a complaint by Dr. Anna Berg against Hollis Ltd over a bill."),
    ("day-stated-in-another-sentence", "The second cub was born on 9 May 2024.",
     "Ashworth Zoo has announced the birth of two Sumatran tiger cubs, the first born at the zoo in 12 years. The "
     "first cub was born on 2 May 2024. The second cub was born on 9 May 2024 to the same mother."),
    ("day-of-the-other-cub-is-the-claims", "The first Sumatran tiger cub at Ashworth Zoo was born on 2 May 2024.",
     "Ashworth Zoo has announced the birth of two Sumatran tiger cubs, the first born at the zoo in 12 years. The "
     "second cub was born on 9 May 2024, a week after the first, born on 2 May 2024."),
    ("will-on-a-verb-not-hedged", "The comet will not return to the inner solar system until about 2095.",
     "Staff astronomer Luis Ortega cautioned that the brightening may be temporary. The comet will not return to the "
     "inner solar system until about 2095."),
    ("maximum-after-a-comma-the-same", "Escape-of-water damage is covered up to £50,000 per claim.",
     "We will cover damage caused by water escaping from a fixed installation, up to a maximum of £50,000 per claim."),
    ("retained-the-same", "The Liberal Democrats came fourth with 3,105 votes but kept their deposit.",
     "The Liberal Democrats finished fourth with 3,105 votes and retained their deposit."),
    ("declined-the-same", "She turned down a damehood in 2012.",
     "She was appointed OBE in 1998 and declined a damehood in 2012, saying the honour belonged to her crews."),
    ("accepted-another-thing", "She accepted an OBE in 1998.",
     "She accepted an OBE in 1998 and declined a damehood in 2012, saying the honour belonged to her crews."),
    ("slowed-the-same", "Pay growth in the region slowed to 5.1 per cent.",
     "Annual growth in average regular pay slowed to 5.1 per cent, though it still outpaced inflation."),
    ("hospitalizations-denied-the-same", "No one has been hospitalized after the kettle lid opened, the company said.",
     "The company has received 71 reports of the lid opening unexpectedly; no hospitalizations have been reported."),
    ("has-begun-what-started", "Demolition of the old outpatients building has begun.",
     "Demolition of the old outpatients building started in May and will finish before the new block opens."),
    ("has-set-what-was-set", "Ministers have set the total allowable catch for 2025.",
     "Ministers set the total allowable catch for 2025 at the December council; it will apply from January."),
    ("if-adopted-in-the-claim-too", "If the change is adopted, manufacturers would get a year and a half to comply.",
     "The commission proposed the change on Monday. If it is adopted, manufacturers would have 18 months to comply; "
     "the change is not yet adopted."),
    ("granted-and-conditions-after", "The wind farm has been granted consent.",
     "The wind farm was granted consent in May. Construction would take 18 months if funding is granted."),
    ("below-another-target-than-above", "The working group advises catches of no more than 41,500 tonnes in 2025, 22 "
     "per cent below the 2024 advice.",
     "The working group advises that catches in 2025 should not exceed 41,500 tonnes, a reduction of 22 per cent "
     "from the 2024 advice. Spawning stock biomass is about 18 per cent above the precautionary reference point."),
    ("participle-opening-is-no-name", "Seen from Kestrel Ridge on March 9, 2024, the comet shone a little brighter "
     "than forecast.",
     "Observers at the Kestrel Ridge Observatory in New Mexico recorded the comet on the night of March 9, 2024, at "
     "a visual magnitude of about 5.1, slightly brighter than predicted."),
    ("votes-ahead-is-a-lead", "Loughlin won with just under 39 per cent of the vote, about 2,300 votes ahead of "
     "Martin Freer.",
     "Green Party candidate Hannah Loughlin won with 14,206 votes (38.9%). Conservative Martin Freer came second "
     "with 11,873 votes (32.5%)."),
    ("halves-what-halved", "Version 4.2 roughly halves startup time on large vaults.",
     "This release drops support for Python 3.8; the minimum supported version is now Python 3.10. Startup time on "
     "large vaults has been cut from roughly 9 seconds to under 5 seconds."),
    ("more-than-four-times-is-more-than-double", "The watercolour sold for more than double its upper estimate.",
     "The work was bought at auction for £168,000, more than four times its upper estimate of £40,000."),
    ("four-times-as-four-times", "The watercolour sold for four times its upper estimate.",
     "The work was bought at auction for £168,000, more than four times its upper estimate of £40,000."),
    ("ordinal-floors-said-of-them", "The fire alarm failed its test on the sixth and seventh floors.",
     "However, the fire alarm system in the communal areas failed its test on the sixth and seventh floors and must "
     "be repaired within 14 days."),
    ("ahead-of-the-same-way", "Ireland's Siobhan Maguire won the women's race, 48 seconds ahead of Lucía Ortiz.",
     "In the women's race, Ireland's Siobhan Maguire pulled clear after 35 km to win in 2:24:09, 48 seconds ahead "
     "of defending champion Lucía Ortiz of Mexico."),
    ("name-misspelt-in-the-source", "The song was later used in Madagascar 3: Europe's Most Wanted.",
     "The song was later used in the film Madagascar 3: Euroupe's Most Wanted, released in 2012."),
    ("possessive-against-plain-name-elsewhere", "Thebes served as the main capital during Egypt's New Kingdom.",
     "Thebes was at times the capital of Egypt during the Middle Kingdom, and it served as the main capital during "
     "Egypt New Kingdom, from about 1550 BCE."),
    ("place-said-the-same-way", "The stroke unit at St Brannoc's Hospital in Barnstaple was rated inadequate.",
     "Inspectors visited the stroke unit at St Brannoc's Hospital, Barnstaple, over two days in March and rated it "
     "inadequate, down from good."),
    ("no-evidence-that-said-as-no-evidence", "The inspectors found no sign that the toys were sold at market stalls.",
     "The toys were sold online. The inspectors said they had found no evidence that the toys were sold at market "
     "stalls."),
    ("part-of-a-clause-with-no-evidence", "The toys were sold online.",
     "The toys were sold online, and the inspectors found no evidence that the toys were sold at market stalls."),
    ("found-said-as-found", "The auditors found that the contractor had kept poor records.",
     "The auditors did not find evidence that the contractor had inflated its invoices, but found that it had kept "
     "poor records."),
    ("the-left-out-part-said-left-out", "The hosepipe ban across Tarnshire does not cover the town of Orlby.",
     "The water company has banned hosepipe use across Tarnshire from Friday. Customers in the town of Orlby, "
     "which draws on a separate reservoir, are not affected by the ban."),
    ("the-part-in-another-respect", "The town of Orlby draws on a separate reservoir.",
     "The water company has banned hosepipe use across Tarnshire from Friday. Customers in the town of Orlby, "
     "which draws on a separate reservoir, are not affected by the ban."),
    ("cannot-be-excluded-is-not-left-out", "Remote code execution is possible on the affected servers.",
     "The flaw lets an attacker crash the affected servers, and the maintainers say remote code execution cannot be "
     "excluded."),
    ("within-a-looser-time-to-an-event", "The council expects the backlog to clear within five years.",
     "The council leader said she expects the backlog to clear within two years."),
    ("limit-said-the-same", "Refund requests can be made for up to 30 days after delivery.",
     "Refund requests can be made for up to 30 days after delivery, provided the item is unused."),
    ("older-and-younger-both-said", "The older pupils scored higher than the younger pupils.",
     "In the trial, older pupils scored higher than younger pupils on every test."),
    ("owner-is-not-the-doer", "The author's version of Ada Marsh's pie is a reconstruction, worked out over about ten "
     "attempts and tested with Ada's 88-year-old brother.",
     "My grandmother Ada Marsh made this rabbit pie every Sunday in her kitchen in Ludlow, and she never wrote the "
     "recipe down. What follows is my reconstruction after about ten attempts, tested with her brother Tom, who is "
     "now 88."),
    ("no-subject-has-yet-been", "No case of the blight has yet been confirmed in the parish.",
     "Ash blight: none has been confirmed in the parish, but a suspected case near Elm Farm is being checked."),
    ("a-rate-more-than-another", "The premium plan costs £8 a month more than the basic plan.",
     "The basic plan costs £21.50 per month; the premium plan costs £29.50 per month and includes cloud backup."),
    ("behind-said-as-ahead", "Priya Rao is third in the club championship, behind Tom Ellis.",
     "Tom Ellis is second in the club championship, one point ahead of Priya Rao in third."),
    # a bare duration is not held to any sentence that gives the same figure ("three weeks" / "three hours")
    ("bare-duration-other-sentence", "Three weeks before the vote, Ms Aldane opened a second office in Brill.",
     "Ms Aldane grew up in Thame, two or three hours from the coast. She trained as a surveyor and later "
     "ran the family firm. In 2019 she stood for the council and won by 212 votes."),
    # a bound the claim denies is no bound it states
    ("denied-bound-twin", "The permit lets Orrin Quarries work the site for 12 more years without lifting yearly "
     "extraction above 150,000 tonnes.",
     "The permit extends working at the site by 12 years. Yearly extraction stays capped at up to 150,000 "
     "tonnes, with a median of 120,000 tonnes over the last decade."),
    # a denied event within a time is no limit turned round ("has not settled within two days")
    ("denied-within-event", "A repeat blood test is advised for anyone whose fever has not settled within two days.",
     "Most fevers settle on their own. Advise a repeat blood test if the fever has not settled within 48 hours "
     "of the first dose."),
    # a duty lifted for some and put on the same thing for the claim's others
    ("duty-lifted-for-others", "Groups of ten or more must book the tour in advance.",
     "Booking the tour is not required for individual visitors, but groups of ten or more must book the tour "
     "in advance."),
    ("duty-lifted-other-thing", "Riders must wear a helmet on the Coombe family ride.",
     "The Coombe family ride is 18 km on quiet lanes. Riders must wear a helmet; a support car is not required "
     "and will not be provided."),
    # "3 h 14 min" is one duration, not 14 minutes against "a little over three hours"
    ("hours-and-minutes-abbreviated", "The quarter peal took a little over two hours.",
     "St Anne's, Kirby. Sunday 4 May 2025, in 2 h 9 min (tenor 12–1–4 in G). 1260 Plain Bob Triples. "
     "Conducted by Ann Rudd. First quarter for all the band."),
    # the same gap measured from the other end: "A … behind B" / "B …, ahead of A"
    ("gap-from-the-other-end", "Radley College finished six seconds behind Abingdon School, whose winning "
     "Junior 16 quad clocked 5:58.",
     "Junior 16 Quad Sculls: Abingdon School won in 5:58, six seconds ahead of Radley College."),
    # a duration that two clock times differ by ("in 6:02", "in 6:11"), not the gap of another race
    ("clock-times-differ-by", "The winning senior four was nine seconds quicker over the course than the winning "
     "junior four.",
     "Senior Fours final: Tyne ARC beat Durham by a length in 6:02. Junior Fours final: Hexham won in 6:11, "
     "two seconds ahead of Berwick."),
    # denied of another time than the source says it of ("no feed between September and April" /
    # "feed from April to August"; "not open on Mondays" / "open Tuesday to Sunday")
    ("denied-of-other-months", "The olive gets no feed between the start of October and late March.",
     "Feeding: apply a liquid feed every 10 days from late March to the end of September, then stop."),
    ("denied-of-other-days", "The tower museum does not open on Mondays.",
     "The tower museum opens Tuesday to Sunday, 10 a.m. to 5 p.m.; tickets are sold at the gate."),
    # a total that is the part and the rest the source gives
    ("whole-of-part-plus-rest", "There were 34 neon tetras in the tank before Tuesday's losses.",
     "Tank log. Tue: three neon tetras found dead; the remaining 31 appear healthy. Wed: water change."),
    # the part the claim's words are said of is a majority
    ("share-of-the-part-said-faithful", "Most of the food bank's shelves are cleared for the refit.",
     "Refit notice. Of the 20 shelves in the food bank, 14 are cleared for the work; the remaining 6 stay "
     "stocked and open as usual."),
    # a place beside a name does not act; a deed the source gives to the claim's person too
    ("agent-of-a-place", "Thirty members heard Dr Ana Ruiz speak about the Hollins Mill.",
     "At our May meeting, Dr Ana Ruiz of Selby College spoke on the Hollins Mill. Thirty members attended."),
    ("agent-deed-shared", "Lena Ward finished the 10 km in 41 minutes.",
     "Results: Kim Aldous finished first in 38 minutes; Lena Ward finished in 41 minutes, her best time."),
    # a name before a participle with "by" is acted on, not acting ("the team led by …")
    ("agent-reduced-passive", "Councils can call in specialist teams, such as the Harbour Rescue Unit led by Anna Berg, "
     "to train their volunteers.",
     "The Harbour Rescue Unit — led by Anna Berg — trains volunteer crews along the east coast."),
    # the days of the week: the source names the part the claim does, elsewhere in the window too
    ("week-weekend-named-later", "The ferry to Holm Island sails at 09:15 at weekends as well as on weekdays.",
     "During the summer the ferry to Holm Island sails at 09:15 on weekdays. At weekends it sails at 09:15 "
     "and 14:00."),
    ("week-both-named", "Weekday trains will run every 30 minutes, while weekend services stay hourly.",
     "From May, trains will run every 30 minutes on weekdays; weekend services stay hourly."),
    ("week-except", "The museum is open every day except Monday.",
     "The museum is open on weekdays except Monday, and at weekends from 10:00 to 16:00."),
    ("week-not-at-weekends", "The café serves hot food every day of the week.",
     "The café serves hot food every day of the week, though not at weekends in winter."),
    ("week-seven-days-notice", "Members must give seven days' notice to cancel a class booking.",
     "Class bookings can be cancelled on weekdays with seven days' notice."),
    # a count that is the whole, or the source's own universal word
    ("scope-count-whole", "All of the club's members voted for the merger.",
     "The club's 12 members voted for the merger at the May meeting."),
    ("scope-count-with-all", "Water samples were taken at every site along the river in May.",
     "In May, water samples were taken at all 20 sites along the river."),
    ("scope-count-given-by-claim", "Samples were taken at all 20 sites along the river.",
     "In May, samples were taken at 20 sites along the river."),
    # a figure two of the window's figures make, the claim saying how
    ("sum-between-them", "Between them, the nursery sales and the raffle brought the society £825.",
     "Nursery sales raised £640 for society funds, and the raffle added £185."),
    ("difference-did-not-finish", "Sixty-three of the riders who started the sportive did not finish.",
     "1,250 riders started across three routes; 1,187 finished."),
    ("difference-still-owes", "The operator still owes the Treasury £1.5 billion of its loan.",
     "The operator borrowed £2.1 billion from the Treasury and has repaid £0.6 billion so far."),
    ("days-from-date-to-date", "There will be no trains between Horsforth and Harrogate for nine days in February.",
     "Track renewal will close the line between Horsforth and Harrogate from Saturday 8 to Sunday 16 February. "
     "No trains will run during this period."),
    ("days-dates-both-given", "The harvest lasted twelve days, from 16 to 27 September.",
     "Picking began on 16 September, eleven days later than in 2023, and finished on 27 September."),
    # an instance of a class the source bounds
    ("instance-meets-bound", "A firm with 30 staff and US$600,000 in annual revenue can use the Community Edition free.",
     "The Community Edition is free for organisations with fewer than 50 employees and under US$1 million "
     "annual revenue."),
    # the claim's person does the deed past the same apposition or phrase
    ("agent-by-apposition-same", "Philippa Grant hosted the evening in Bristol.",
     "Tasted at the Bristol Wine Circle, hosted by the circle's chair, Philippa Grant, with winemaker Iñaki "
     "Urrutia presenting by video link."),
    ("agent-by-after-time-same", "Colonel Hugh Ellerby deposited the papers in 1967.",
     "The collection was deposited in 1967 by Colonel Hugh Ellerby; Sarah Whitcombe catalogued it in 2011."),
    ("direction-reduced-both-ways", "The new valve reduced water use at the plant.",
     "The new valve reduced water use at the plant but increased maintenance costs."),
    ("quality-improved-same", "Conditions improved after midnight as the cloud cleared.",
     "After midnight the cloud cleared and conditions improved."),
    ("direction-by-other-thing", "Bookings fell by 4% in 2025.",
     "Bookings fell by 4% in 2025, while prices rose by 6%."),
    ("role-took-over-from-same", "Imogen Tate took over from Paul Ridley as festival director in 2023.",
     "Festival director Imogen Tate, who took over from founder Paul Ridley in 2023, said the crowd was smaller."),
    ("ended-other-thing", "A Flood Warning is still in force for Hornby and Wray.",
     "A Flood Warning is in force for Hornby and Wray. The Flood Warning for Bentham, issued yesterday, has been "
     "removed as levels there have fallen."),
    ("ended-source-says-still", "The hosepipe ban remains in place across the county.",
     "The hosepipe ban was lifted in the north on 3 May. Across the county the hosepipe ban remains in place."),
    ("ended-still-not", "The planning application has still not been approved.",
     "The planning application for the Mill Lane site was withdrawn by the developer on 3 May."),
    ("ended-stood-is-no-end", "The old tower still stands at the harbour mouth.",
     "The old tower has stood at the harbour mouth since 1836."),
    ("gap-cue-in-clause", "Sixty-three of the riders who started the Peak Forest Sportive did not finish.",
     "Peak Forest Sportive, results. 1,250 riders started the 110 km route; 1,187 finished."),
    ("sum-cue-up-front", "In total, the two stalls raised £825.", "The two stalls raised £640 and £185."),
    ("sum-cue-in-clause", "The two stalls raised £825 in total.", "The two stalls raised £640 and £185."),
    ("confined-part-said-too", "The discount applies only to members.", "All members get a 10% discount."),
    ("confined-window-restricts", "The museum is open only at weekends.",
     "The museum opens at weekends only; all galleries are then accessible."),
    ("confined-only-if", "Refunds are given only if all the tickets are returned.",
     "Refunds are given for all tickets returned before the show."),
    ("scope-side-said-too", "Every seat in the side stalls has a restricted view.",
     "The side seats of the stalls have restricted views."),
    ("scope-limited-all", "Legroom is limited in every carriage.", "Legroom is limited in all carriages of the train."),
    ("role-elsewhere-a-thing", "The Record Office bought the Ellerby papers in 1984.",
     "The collection was deposited in 1967 by Colonel Hugh Ellerby and purchased outright by the Record Office "
     "in 1984."),
    ("role-elsewhere-both-ways", "Hallam Town beat Riverside Rovers in the cup final.",
     "Riverside Rovers beat Hallam Town in the league in March. In the cup final Hallam Town beat Riverside "
     "Rovers 2-1."),
    # a figure the claim works out from the window's: a cost at its rates, a total of its kinds
    ("priced-per-kg", "Buying the full 10 kg of extra hold baggage in advance would cost £25.",
     "Extra hold baggage can be bought in advance at £2.50 per kg, up to a maximum of 10 extra kg per passenger."),
    ("priced-two-rates", "At the quoted rates, shearing 620 ewes and 14 rams would come to £1,234.",
     "Flock: approx. 620 ewes and 14 rams. Rates: ewes £1.90 per head, rams £4.00 per head."),
    ("kinds-sum-combined", "The combined cull target is 115 deer, against a spring count of 1,140.",
     "The cull target is 85 hinds and 30 stags, set against a spring count of 1,140 deer."),
    ("reopened-after-closed", "The town library reopened on 3 May after being closed for repairs.",
     "The town library, closed for repairs since January, reopened on 3 May."),
    ("approved-other-under-discussion", "The council approved the library budget.",
     "The council approved the library budget; a pay rise for its staff remains under discussion."),
    ("post-same", "Maggie Teal acted as controller at the Cannock Chase event.",
     "Cannock Chase Middle Distance. Planner: Ben Ashworth. Controller: Maggie Teal (HOC). Parking £5.50."),
    ("post-shared", "Raj Patel served as a judge at the show.", "Show results, 2024. Judges: Ann Lee and Raj Patel."),
    ("post-also-other", "Ann Lee was the assistant referee for the final.",
     "Final, 4 May. Referee: Tom Fry. Assistant referee: Ann Lee. Attendance 3,200."),
    ("antonym-both-said", "The critic praised the acting but criticised the lighting.",
     "The critic praised the acting; the lighting, she criticised as muddy."),
    ("antonym-abundant-other-thing", "Chanterelles were abundant in the beech woods this autumn.",
     "Chanterelles were abundant in the beech woods this autumn, while ceps were scarce."),
    ("currency-cap-and-count", "The gym caps late fees at £7.50 a month and lets members bring 9 guests a year.",
     "Members may bring 9 guests a year. Late fees are £1 per day, capped at £7.50 per month."),
    ("currency-three-figures", "The council must refund £400 of the £1,200 charge and pay £100 for the delay.",
     "The ombudsman upheld a complaint about a disputed charge of £1,200. The council was directed to refund £400 "
     "of the charge and pay £100 in compensation."),
    ("date-label-same", "The boiler was serviced on 14 October 2023, by Asif Khan.",
     "Gas safety record No. 2231. Engineer: Asif Khan. Appliance: Vaillant combi boiler. Date serviced: 14 October "
     "2023. Next service due: October 2024."),
    ("denied-list-items", "Visitors cannot feed the animals, open the paddock gates or light fires.",
     "Please do not feed the animals. The paddock gates must not be opened by visitors. Fires are forbidden."),
    ("yet-to-be-tested", "The authors note that the coating has yet to be tested outdoors.",
     "The coating cut corrosion by half in the laboratory. It has not been tested outdoors, the authors note."),
    ("closes-at-open-until", "Guests may use the sauna, which closes at 8 p.m., after booking at reception.",
     "Welcome to the Mere Hotel. The sauna is open until 8 p.m. and must be booked at reception."),
    ("date-died-last-night", "Ruth Kemp, the club's founder, died after a short illness on 30 December, aged 81.",
     "Posted Dec 31 by the club secretary. Ruth Kemp, the club's founder, died last night after a short illness. "
     "She was 81."),
    ("date-two-events", "Applications open on 3 March; the closing date is 17 March.",
     "Applications open on 3 March. The closing date for applications is 17 March."),
    ("contrast-prefers-over", "For norovirus, the guidance prefers hand-washing over alcohol gel.",
     "For norovirus, the guidance recommends hand-washing with soap rather than alcohol gel."),
    ("contrast-excluding", "The phone goes on sale in 12 countries on 15 March, excluding the United States.",
     "It goes on sale on 15 March in 12 countries, but not in the United States, where approval is pending."),
    ("contrast-role-named-again", "For £80, pupils can use the school car on the day of their test.",
     "The school books the test only once the instructor, not the pupil, judges the pupil ready. Use of the "
     "school car on test day costs £80."),
    ("cause-same-in-other-words", "Mayor Ruth Owen is not standing again as mayor because of her retirement.",
     "Mayor Ruth Owen will not stand again as mayor because she retires in May. The election is on 2 May."),
    ("cause-due-to-receive", "Once the excess is deducted, Mr Lind is due to receive £8,290.",
     "The damage was caused by water escaping from a burst pipe. After the £250 excess, we will pay Mr Lind "
     "£8,290."),
    ("span-in-other-unit", "Staff who have had a fever should wait two days without symptoms before returning.",
     "Staff with a fever must stay away until they have been symptom-free for 48 hours. Parking costs £2 for up "
     "to 2 hours."),
    ("bare-figure-of-counted", "New parents get 52 weeks of leave, 12 of them at full pay.",
     "Parents receive 52 weeks of leave: the first 12 weeks on full pay, then 18 weeks at statutory pay, then "
     "unpaid."),
    ("thought-to-have", "Police want to trace a white van, thought to have clipped the wall, which did not stop.",
     "A white van, which did not stop, is thought to have clipped the wall. The driver of the car is not thought "
     "to be injured."),
    ("gerund-subject", "Taking part means three visits to the clinic, each about an hour long.",
     "The study involves three clinic visits of about an hour each. People on blood thinners cannot take part."),
    ("dateline-opening", "On 23 July 1992 the regional council declared its sovereignty from the republic.",
     "Wire archive July 25, 1992 Council declares sovereignty MOSCOW -- The regional council "
     "declared its sovereignty from the republic on Thursday, in a session the other faction boycotted. The "
     "republic's leader cut short a tour to respond."),
    # a post the source gives the claim's person among others, or words differently
    ("post-listed-holders", "Chess coach Tom Reyes runs the Tuesday sessions.",
     "Coaches Ana Ruiz and Tom Reyes run the sessions on Tuesdays and Thursdays at the library.", ),
    ("post-other-modifier", "Ada Novak was the defending champion at the open.",
     "Ada Novak, the holder, lost in the final to three-time national champion Lia Berg in straight sets."),
    ("post-shared-role", "Dancers Ken Ito and Mia Sato feature in the opening scene.",
     "The opening scene features the dancers Mia Sato and Ken Itoh in a duet."),
    ("post-owner-modifier", "Priya Lal, the family's solicitor, drafted the will.",
     "The will was drafted by the family's solicitor, Priya Lal, and witnessed by Tom Hart."),
    # a share held to parts of a whole only where one part is tied to the claim
    ("share-half-of-period", "Sales would probably level off in the second half of the year, Ortiz said.",
     "Ortiz said sales, up 4.2 percent in the spring, were likely to level off in the second half of the year; "
     "the firm employs 310 staff in 12 shops."),
    ("share-all-its-own-whole", "The clock has hands on all four faces and a bell in the top stage.",
     "One Town Clock, built 1860, with four faces and hands intact; the bell hangs in the top stage of the tower."),
    ("share-untied-parts", "Most of the £90,000 cost came from a £60,000 lottery grant.",
     "The £90,000 restoration was funded by a £60,000 lottery grant, £25,000 from the parish and 5,000 "
     "pounds raised at 40 events."),
    # "every" as a rhythm or a fee per head, not a whole held to a part
    ("every-per-head", "Each club pays a £60 fee a year, plus £4 for every registered member.",
     "Clubs pay an annual fee of £60 and £4 per registered member; 12 of the 60 clubs pay by card."),
    ("every-rhythm", "The bins are emptied every two weeks, and glass every other week.",
     "Bins are emptied fortnightly; glass is collected on alternate weeks. Two of the 9 rounds run on Saturdays."),
    ("every-all-parts", "Every one of the five reservoirs was full by March.",
     "By March all five reservoirs were full; three of the five had overflowed in February."),
    ("denied-word-elsewhere-other-thing", "The Quayside Block was evacuated after the cable strike in flat 2.06.",
     "Site log 14. On 3 May at about 09:10, a joiner on level 2 of the Quayside Block cut through a live cable in flat "
     "2.06, and the block was evacuated within minutes. Power to the floor tripped at once. The joiner was unhurt. "
     "The site office next door was not evacuated. The site manager ordered a cable survey by 20 May."),
    ("duty-lifted-other-thing", "Contents insurance is advised but is not a condition of the Harlow & Tees tenancy.",
     "Tenancy summary – Harlow & Tees Lettings. Contents insurance is recommended but not required. Tenants must hold "
     "a valid deposit protection certificate from the start of the tenancy."),
    ("trend-same-way", "Mr Abbot's savings pot grew over the year to 31 March 2025.",
     "Annual statement for Mr Leon Abbot. Savings pot value at 31 March 2025: £12,480, up from £11,020 a year "
     "earlier. Charges fell to 0.4%."),
    ("trend-compared-across", "Uptake among 50-to-54-year-olds was 64 percent, higher than the 58 percent among older groups.",
     "A pilot found that 64 percent of invited 50-to-54-year-olds returned kits, compared with 58 percent among older "
     "age groups."),
    ("cause-denied-other", "The library shortened its Saturday hours because volunteers are scarce at weekends.",
     "From May the library closes at 1 pm on Saturdays, because volunteers are scarce at weekends, not because of "
     "any cut to the council grant, which is unchanged."),
    # the 16th probe: false alarms (first scored 13/70)
    ("no-more-than-bound", "Patients build up from a single bedtime tablet, with possible one-tablet increases each week, "
     "to no more than four tablets a day.",
     "Usual dose: start with one tablet a day; your doctor may increase this by one tablet each week, up to a "
     "maximum of four tablets (200 mg) a day."),
    ("not-later-than-bound", "Claims must reach the office not later than 30 June.",
     "Claims must reach the office by 30 June at the latest."),
    ("dotted-am-is-24-hour", "He must stop eating at 2.30 am on the day of surgery.",
     "Eating and drinking: you may eat normally until 02:30 (six hours before your planned anaesthetic)."),
    ("pm-is-24-hour", "The last ferry leaves Harbour Quay at 6:40 p.m.",
     "The last ferry leaves Harbour Quay at 18:40."),
    ("pm-is-unmarked-twelve-hour", "The last ferry leaves Harbour Quay at 6:40 p.m.",
     "The last ferry leaves Harbour Quay at 6:40."),
    ("mixed-number-is-no-share", "Including reading time, candidates spend two and a quarter hours in the exam "
     "and answer two of the three Section B questions.",
     "Duration: 2 hours, plus 15 minutes' reading time during which you may not write in the answer booklet. Answer "
     "ALL questions in Section A and TWO of the three questions in Section B. Section A carries 40% of the marks; "
     "each Section B question carries 30%."),
    ("had-been-closed-reopened", "The hall had been closed for over a year, and now has a new roof.",
     "Foxley Green's village hall reopened to the public on Saturday after 14 months of closure, with a new roof."),
    ("fee-plus-rate", "A 20-minute pay-as-you-go ride on a standard bike would cost £3.",
     "You must be 16 or over to hire a bike. Pay as you go: £1 to unlock plus 10p per minute. Day pass: £8 for "
     "unlimited 45-minute rides within 24 hours."),
    ("carry-on-as-normal-is-left-out", "Hosted voice will carry on as normal, whereas leased lines and FTTP business "
     "broadband may drop out up to twice for roughly ten minutes each time.",
     "Impact: leased lines and FTTP business broadband will each see up to two interruptions of about 10 minutes; "
     "customers with diverse routing should see no outage. Hosted voice services are not affected."),
    ("pole-said-of-it", "She is to keep taking atovaquone-proguanil every day while in Tanzania and for a week after "
     "leaving the malaria area.",
     "Trip: Tanzania (Arusha and Zanzibar), 3–24 November 2025, including a 5-day safari. Malaria: "
     "atovaquone-proguanil prescribed – start 1–2 days before entering the malaria area, take daily during the stay "
     "and for 7 days after leaving it. Advice given on avoiding mosquito bites."),
    ("stop-at-a-time", "Clear drinks are allowed until 7.30 am, but he must stop eating at 2.30 am.",
     "Please arrive at 07:30. Eating and drinking: you may eat normally until 02:30 (six hours before your planned "
     "anaesthetic). After that, have clear fluids only – water, black tea or black coffee – until 07:30."),
    ("role-before-name-same-holder", "Credit applications are assessed by its finance manager, Bethan Prosser.",
     "Credit applications are reviewed by our finance manager, Bethan Prosser; for product or tasting queries, "
     "contact our sales lead, Rhodri Pask."),
    ("phrase-before-name-is-no-post", "Under the treaty, Astrel kept the port of Ilvano.",
     "The treaty was negotiated largely by the Sanmarcan envoy. Astrel kept the port of Ilvano."),
    ("said-both-ways-as-claimed", "Cover for personal possessions away from home is included.",
     "Accidental damage cover: not included. Personal possessions cover away from home: included up to £2,500."),
    ("free-for-some-priced-for-others", "Members can play free of charge.",
     "Members play free. Guests pay £6 per visit and may play no more than six times a year."),
    ("free-scheme-that-costs-to-run", "The free bus scheme will be extended to the rest of the county.",
     "Extending the bus scheme to the rest of the county would cost £1.8 million a year."),
    ("duty-said-and-lifted-for-others", "Visitors are required to sign in at reception.",
     "Visitors are required to sign in at reception. Staff are not required to sign in at reception if they carry "
     "a pass."),
    ("duty-lifted-as-claimed-elsewhere", "Members of Harrowgate Allotments are not required to keep bees on their plots.",
     "Harrowgate Allotments – plot holder handbook. Rent is due on 1 October each year. Plot holders must keep "
     "paths clear and cultivate at least three quarters of the plot. Keeping bees on plots is welcomed but not "
     "required; hives need the committee's written approval."),
    ("whichever-comes-first", "The warranty must be claimed within three years or 60,000 miles, whichever "
     "comes first.",
     "Warranty terms. Claims must be made within three years or 60,000 miles, whichever comes first."),
    ("free-to-as-the-source-says", "Members are free to bring one guest to the Sunday session.",
     "Club rules. Members are free to bring one guest to the Sunday session; guests must sign the visitors' book."),
    ("whichever-as-the-source-says", "Riders may use whichever helmet they prefer on the Ashdown trail.",
     "Ashdown trail rules. Riders may use any helmet they like on the trail, but must wear one at all times."),
    ("done-in-a-clause-that-does-not-assert-it", "Once a permit has been issued it cannot be transferred to "
     "another car.",
     "Resident parking rules for Zone D, from 1 April. Permits cost £60 a year. A permit that has been issued cannot "
     "be transferred to another car. Permits are not issued for commercial vehicles."),
    ("done-as-another-sentence-says", "The council has already issued Ms Okafor's resident parking permit.",
     "Resident parking – Ms Okafor's application for a Zone D permit was received on 4 June. Her permit has been "
     "issued and posted. Visitor permits have not yet been issued to her; they follow in a separate letter."),
    ("allowed-to-and-a-later-use", "Hirers are allowed to use the kitchen at Brook Street Hall, but must wash any "
     "pans they use.",
     "Brook Street Hall – hire terms. The kitchen may be used by hirers. Hirers must wash and put away any pans."),
    ("verb-of-a-condition", "When a member pauses a yearly plan, the plan is extended by the length of the pause.",
     "Members on a yearly plan may pause it for up to two months. The plan is extended by the length of the pause."),
    ("a-span-of-years-is-no-amount", "At £48,200, the 2024–25 budget is about £3,100 higher than last year's.",
     "Service charge budget for 2024–25. The total budget for the year is £48,200, compared with £45,100 last "
     "year."),
    # two contrasted halves, each paired in the source as the claim pairs it
    ("paired-as-claimed", "The Harbour Trust owns the lighthouse, while the county council maintains the pier.",
     "Keeper's notes. The Harbour Trust owns the lighthouse. The county council maintains the pier and the "
     "slipway, and the Harbour Trust charges a landing fee at the lighthouse."),
    ("paired-one-sentence", "The north wing holds the maps, while the east wing holds the letters.",
     "Archive guide. The north wing holds the maps and plans, while the east wing holds the letters."),
    # a second half about the first half's subject: no second party to swap
    ("same-subject-but-he", "Tea is allowed until 6 am at the clinic, but he must not eat after midnight.",
     "Fasting advice. Do not eat after midnight. Clear tea is allowed until 6 am, when the clinic opens; "
     "after that, nothing by mouth."),
    # a month tells when, not who: "October" beside another half's name is no pairing
    ("month-not-party", "The pump that failed in October has been repaired, and Station Four stayed online.",
     "Plant log. Station Four stayed online in October while a pump failed. The pump has been repaired and "
     "tested."),
    # a universal the source also states of all of them, beside a part word about something else
    ("every-and-most-elsewhere", "Every Larchfield driver completes a yearly safety course.",
     "Larchfield Haulage. All our drivers complete a yearly safety course; most, but not all, hold a full HGV "
     "licence."),
    ("all-with-every-week", "The slipway is swept every week, and all boats are antifouled in spring.",
     "Yard notes. All boats are antifouled in spring, and the slipway is swept every week."),
    ("almost-all-vs-most", "Almost all the plots have a water butt.",
     "Allotment report. Most have a water butt; a few rely on the mains tap by the gate."),
    # a part the claim includes, said to be in by the source (a denial beside it is about something else)
    ("including-in", "The late-submission rule applies to every module, including the field course.",
     "Assessment handbook. The rule applies to all modules, including the field course, which is not "
     "examined."),
    ("both-both-in", "The survey team inspected both the east and the west towers of the castle.",
     "Survey log. The team inspected the east and west towers of the castle on Tuesday; no damage was found."),
    ("even-if-is-no-inclusion", "Restrictions have been lifted, and they will stay lifted even if August is dry.",
     "Water update. Restrictions have been lifted and will stay lifted even if August is dry."),
    # the 18th probe: false alarms
    # a figure worked out from a count the claim gives and a figure of the source in the same unit
    ("worked-out-figure", "The bakery used 54 kg of rye flour in nine mixes on Monday.",
     "Production sheet, Monday. Flour stock at start: 400 kg of rye. Nine mixes of 6 kg of rye flour were "
     "made for the sourdough line."),
    # "a third <noun>" is an ordinal, not a share
    ("a-third-ordinal", "Because the wind was above the 25-knot limit for a two-tug berthing, the pilot called in "
     "Harbour Venture as a third tug for Marra Star.",
     "Towage job report TJ-118, Port of Aldmouth, 2 February 2025. Vessel assisted: bulk carrier Marra Star, "
     "190 m, inbound for Berth 3. Tugs: Harbour Warrior made fast forward and Harbour Endeavour made fast aft. "
     "Pilot: Captain Ines Roy. The wind was westerly, 29 knots gusting 33, above the 25-knot limit for a two-tug "
     "job at Berth 3, so the pilot ordered a third tug; Harbour Venture arrived at 04:50 and pushed on the port "
     "quarter. Invoice: three tugs, 70 minutes, plus 25% night surcharge."),
    # "zero harsh events" says what "no harsh events" says
    ("zero-is-no", "The driver recorded no speeding alerts in March.",
     "Monthly report. In March the driver recorded zero speeding alerts and the best fuel economy."),
    # a denied raising word is about what follows it: "not expected to be repaid" / "expected to suffer"
    ("raising-complement", "Harbour Bank has so far recovered £2 million of the £5 million it is owed and is not "
     "expected to be repaid in full.",
     "Administrators' report, Tidewell Foods Ltd. The secured creditor, Harbour Bank, owed £5 million, has received "
     "£2 million so far and is expected to suffer a shortfall. Unsecured creditors are expected to receive a "
     "dividend of 3 pence in the pound."),
    # the claim's date, given elsewhere in the source beside more of the claim than the window's date
    ("date-better-placed", "Sara Lind's next visit to Oakfield Stables, on Friday 9 May, comes four weeks after this one.",
     "Visit record, Oakfield Stables, Friday 11 April 2025. Vet: Sara Lind. Horses seen: 4. Two were vaccinated "
     "and one had its teeth rasped. Next visit booked for Friday 9 May, when the grey mare will be reviewed."),
    # session 22: the eighteenth probe's false alarms, in other words
    ("money-count-times-each", "Between them, the four tenants pay £1,840 a month.",
     "Tenancy summary. Four tenants share the flat; each tenant pays £460 a month by standing order."),
    ("superlative-no-subject", "No route carried more passengers last winter than the 14 to Dunmore, with 212,000.",
     "Winter ridership. The 14 to Dunmore carried 212,000 passengers, the most of any route; the 9 carried "
     "150,000."),
    ("value-in-a-unit-range", "A pupil who is 1.25 m tall may use the climbing wall if a parent stays at the foot.",
     "Climbing wall rules. Climbers must be at least 1.20 m tall; those between 1.20 m and 1.40 m may climb only "
     "while a parent waits at the foot of the wall."),
    ("part-of-a-whole-both-given", "Dr Imre has set aside 12 of the 30 beds for day cases, leaving 18 for "
     "overnight stays.",
     "Ward plan, Cedar Unit. The unit has 30 beds. Dr Imre has set aside 12 beds for day-case patients; the rest "
     "are for overnight admissions."),
    ("relation-denied-not-the-attribute", "Her request for a red shed was refused, but she may reapply with a "
     "shade from the approved list.",
     "Application 7, from Ella Morgan, to paint her shed red, was refused because red is not on the approved "
     "list; she may reapply with a listed shade."),
    ("denied-for-but-listed-only", "The licence covers bottled water and juices, but not for spirits, beers or "
     "wines.",
     "Licence decision. The drinks on the second schedule (spirits, beers, wines) need a premises licence, "
     "which has not been granted. For the first schedule (bottled water, juices) the licence is issued."),
    ("whole-less-part-the-rest", "Of the 2,400 kg picked on 2 October, 900 kg were pressed for cider.",
     "Harvest log, Long Orchard. Picked 2 October: 2,400 kg in total, of which 1,500 kg were sold as dessert "
     "fruit and the rest pressed for cider."),
    ("less-a-share-is-a-level", "The shop took £45 off the fridge's £150 list price for the scratched door.",
     "Sale note, 3 March. We will charge £105: the fridge's list price of £150 less 30% for the scratched door. "
     "Delivery is free."),
    ("range-within-bound", "Grants covering between 25% and 50% of the course fee are available.",
     "Course information. The course fee is £900; grants covering up to 50% are available to students on low "
     "incomes."),
    ("members-of-staff-agrees", "The guests arriving on Monday are 36 students and 4 members of staff.",
     "Booking confirmed. Guests: 36 students and 4 staff, arriving on Monday."),
    ("trend-with-its-ends-agrees", "The reserve fund has grown, standing at £48,300 against £41,950 a year earlier.",
     "Minutes, 12 March. The treasurer reported a reserve fund of £48,300, against £41,950 a year earlier."),
    ("sum-split-among-winners", "Half of the £8,000 prize fund goes to the team that wins the Harbour Cup.",
     "Harbour Cup rules, 2026 season. Teams of six register by 1 March. Prize fund: £8,000, with £4,000 to the "
     "winners, £2,000 to the runners-up and £1,000 to each losing semi-finalist. Entries close on 1 May."),
    # session 23: the twentieth probe's false alarms, in other words
    ("gap-of-two-levels-over", "The lodge's average of 312 ppm is 62 ppm over the limit, so it must ventilate.",
     "Air quality note. The lodge's readings, adjusted, give an average estimated at 312 ppm, which is above the "
     "limit of 250 ppm; ventilation is required."),
    ("gap-of-two-levels-short", "The front brake pad was 0.5 mm short of the minimum.",
     "MOT result: FAIL. Front brake pad 2.5 mm (minimum 3.0 mm); wiper blade split."),
    ("gap-of-source-levels-past-the-window", "The ewes sold for £38 a head more than the hoggs.",
     "Sheep sale, 4 June. Forward: 300 ewes, 120 hoggs and 40 rams. Rams met a firmer trade, averaging £96 and "
     "peaking at £150 for a Texel; of the 420 ewes and hoggs sold, most went to local buyers. Ewes averaged £148 "
     "and hoggs £110."),
    ("rest-of-a-stock-elsewhere", "After the 80 tonnes sold to Hallam Feeds are collected, 230 tonnes of barley "
     "will remain in the shed.",
     "Store log, Shed 2. Crop: spring barley, 310 tonnes, dried to 14%. Weekly temperatures recorded. Collection "
     "of 80 tonnes booked for 5 December by Hallam Feeds; the rest is unsold."),
    # (the probe's own row: the bound is given a sentence away from a window with "two-way" and a minimum)
    ("bound-given-elsewhere", "No digging is allowed within 2 m of the lime tree outside No. 27.",
     "Street works permit PR-ES-2025-04471, granted by Eastholme Borough Council to Cresswell Water plc. "
     "Works: replacement of 85 m of 150 mm cast-iron water main in Chandler Road between its junctions "
     "with Mill Walk and Plover Street. Permitted period: Monday 9 June to Friday 20 June 2025, working "
     "hours 08:00–18:00, weekdays only. Traffic management: two-way temporary signals, manually controlled "
     "07:30–09:30 and 16:00–18:30; footway to remain open with a minimum width of 1.2 m. Bus route 14 will "
     "be diverted via Plover Street. Conditions: no excavation within 2 m of the lime tree outside No. 27; "
     "the excavation must be made safe and plated each evening; advance warning signs at least 7 days "
     "before the start. Permit fee: £130. Any extension must be requested at least two working days before "
     "expiry. Contractor: Dunnock Utility Services; site contact Grace Ibbotson."),
    # session 24: "over" a span of time right after a count or a measure is the period, not a bound
    ("over-ten-days-after-a-count", "The heifer examined was one of three animals in a group of 46 that died within "
     "a ten-day period.",
     "Animal: Holstein-Friesian heifer, 14 months, one of three deaths in a group of 46 over 10 days; received 12 "
     "March 2025. History: sudden death; no treatment given."),
    ("over-three-days-after-a-measure", "The 40 mm of rain at Gauge 7 fell within three days.",
     "Gauge 7 recorded 40 mm over 3 days, the wettest spell of the month."),
    # session 24: the claim speaks of the rest of a total the source splits ("6, of which 5 were compliant")
    ("the-rest-non-compliant", "Of the six tenders the council received for Lot 2, one was judged non-compliant.",
     "Notification of award. Title: street-lighting lanterns, Lot 2. Tenders received: 6, of which 5 were "
     "compliant. The contract has been awarded to Lumenway Civils Ltd."),
    ("the-rest-not-vaccinated", "Of the 40 calves in the shed, 12 were not vaccinated.",
     "Herd visit. The shed held 40 calves, of which 28 were vaccinated against BVD on 3 May."),
    # session 24: "no damage found" denies the damage, not every finding
    ("found-something-else", "A re-inspection at 16:30 found the scaffold safe to use.",
     "Scaffold register. Re-inspected at 16:30: safe to use. Inspection 24 March, following gusts of 58 mph on "
     "22 March: no damage found, but an extra check was ordered."),
    # session 24: the twenty-first probe's false alarms: derived figures the source does make
    ("hedged-range", "The epicentre lay less than 2.5 km from Hollesby, at an estimated depth of between about "
     "3.6 and 6.6 km.",
     "Tremor event report. Epicentre: 2.4 km south-west of Hollesby village; depth 5.1 km (±1.5 km). Felt "
     "reports: 212."),
    ("three-part-total", "Counting fines, prosecution costs and the victim surcharge, Brennick was ordered to pay "
     "£17,450 in all.",
     "Sentencing summary. One-third credit for the early pleas gave fines of £6,000 per count, £12,000 in total, "
     "plus £3,450 prosecution costs and a £2,000 victim surcharge. Brennick was given 12 months to pay."),
    ("less-as-minus", "After the deduction for liquidated damages, Velsmore's net recovery under the award is €4.5 "
     "million.",
     "Final award summary. The arbitrator awarded Velsmore €5.2 million, less €0.7 million in liquidated damages "
     "for the remaining 33 days. Interest runs at 4% a year."),
    ("short-of-whole", "Ridership on the Harbourne network is still about 17% below its 2019 level.",
     "Rating action. The outlook is revised to negative, reflecting ridership still at 83% of 2019 levels and "
     "reliance on a £95 million annual operating grant."),
    ("ratio-headroom-over-a-bound", "Fiscal 2024 debt service coverage of 1.62 times left headroom of 0.22 times "
     "above the 1.4-times level below which a downgrade could follow.",
     "Rating action. A downgrade could follow if debt service coverage falls below 1.4 times for two consecutive "
     "years; coverage was 1.62 times in fiscal 2024. The outlook could return to stable."),
    ("below-a-ceiling-is-within-it", "Losses so far amount to 20% of the sand placed, five percentage points "
     "below the design allowance for the first two years.",
     "Monitoring report. The 2023 scheme placed 186,000 m³ of sand along 2.2 km of frontage between the Saltcote "
     "groyne and the Ness sea wall. The February 2025 survey found 149,000 m³ remaining within the scheme area, a "
     "loss of 37,000 m³ (20%) in 17 months, within the design allowance of 25% over the first two years."),
    ("to-be-done-after-it-could-not-be", "Strong currents prevented the divers from checking the port sea chest "
     "gratings, which are to be inspected at the next port call.",
     "Dive inspection report. The starboard sea chest gratings were clear, but the port gratings could not be "
     "inspected because of strong currents and will be checked at the next port call."),
    ("denied-where-the-source-denies-it-too", "Blue badge holders may wait on Kiln Lane but are not exempt from "
     "the waiting ban on Cordwainer Road.",
     "Traffic order notice. Blue badge holders are exempt from the waiting restriction on Kiln Lane but not on "
     "Cordwainer Road."),
    # session 25: comparisons read the right way round stay unflagged
    ("beat-true", "In week 12 the depot's on-time rate of 93.5% beat the 92% regional target.",
     "Depot scorecard, week 12. On-time rate: 93.5% against a regional target of 92%; the gain is mostly on the "
     "hill routes."),
    ("beat-a-result", "Hollin Albion beat Carrow Town 3–1 on Saturday.",
     "Match report. Hollin Albion beat Carrow Town 3–1 on Saturday; Carrow had led 1–0 at half-time."),
    ("parallel-sides-true", "Hand hygiene compliance was higher on the renal wards than on the orthopaedic wards.",
     "Audit of 14 wards. Hand hygiene compliance was 81% overall, ranging from 93% on the renal wards to 70% on "
     "the orthopaedic wards. A repeat audit is due in June."),
    ("bracketed-figure-true", "The depot rooftop array has a larger capacity than the Ashby wind turbine.",
     "The co-operative runs three sites: the depot rooftop array (180 kWp), the library arrays (40 kWp) and the "
     "Ashby wind turbine (50 kW). Output fell 6% in 2024."),
    # session 25: the source's own agent, in other words or elsewhere, stays unflagged
    ("investigation-elsewhere-true", "Marta Oyelaran carried out the investigation into the complaint.",
     "Complaint outcome. To: Ms Ines Hallam. From: Corin Ashby-Vane, Head of Estates (hearing manager). Your "
     "complaint of 2 May alleged that repairs to your flat were delayed. Marta Oyelaran of Housing Services "
     "investigated, interviewing you and three contractors. Outcome: the complaint is upheld."),
    ("seconded-by-a-body-true", "The Harwick Civic Trust nominated Pell for the medal, and the Royal Society of "
     "Glassmakers seconded the nomination.",
     "Medal panel decision. Nominee: Ada Pell (1880–1951), glass chemist. Nominated by the Harwick Civic Trust; "
     "seconded by the Royal Society of Glassmakers. The panel approved the nomination by four votes to two."),
    ("a-deed-said-all-over", "The cook (played by Ann Reyes) leaves the house in the second act.",
     "Cast. The butler is played by Tom Hale and the maid is played by Jo Kent. The cook, played by Ann Reyes, "
     "leaves the house in the second act. The gardener was played by Sam Orr in the first run and is played by "
     "Ben Tye now."),
    # session 25: the twenty-second probe's false alarms: what the source makes in other words
    ("depths-are-labels", "The N-value recorded at 8.0 m was more than five times the one recorded at 2.0 m.",
     "Borehole BH2. Groundwater was struck at 6.10 m; no further strikes were recorded. Standard penetration tests "
     "at 2.0 m and 8.0 m returned N-values of 5 and 28 respectively."),
    ("rest-share", "Holdings outside the fund's top ten make up just over two-thirds of its assets.",
     "Fund factsheet, October. Top holding: Novex, 4.1% of assets; the top ten holdings make up 32%. Cash is 2%."),
    ("within-the-last-months", "A pilot who had eye surgery five months ago needs a medical certificate.",
     "Medical rules. A medical certificate is required for anyone with a listed condition, including epilepsy or "
     "eye surgery in the last 9 months."),
    ("short-of-a-requirement", "The east wall fell 4 dB short of the sound insulation requirement.",
     "Sound test. Requirement: airborne DnT,w at least 45 dB. The east wall achieved 41 dB and failed; the other "
     "walls passed."),
    ("inside-a-night-span", "A driver who overstays at 23:30 will not be charged an overstay fee.",
     "Tariff. An overstay fee of 50p per minute applies after 45 minutes; it is waived between 22:00 and 06:00. "
     "Prices include VAT. Charging speed depends on the vehicle."),
    ("the-rest-of-the-hours", "Leo has no one-to-one support worker for 10.5 of his weekly college hours.",
     "Support plan. Provision: a 1:1 support worker for 15 of his 25.5 weekly college hours, including lunch."),
    # session 25: a pole word in another sense stays unflagged
    ("passes-an-option", "A script that passes the --old flag to the tool now stops at once.",
     "Release 4.2. The --old flag is removed; scripts that use it now stop at once. Tests that failed on 4.1 pass."),
    ("include-true", "The published charging prices include VAT.",
     "Tariff. Rapid chargers 69p/kWh. Prices include VAT at 20%. Charging speed depends on the vehicle."),
    # session 25: an outcome the source states done stays unflagged beside another matter left open
    ("completed-and-another-outstanding", "The pressure test of the new main has been completed.",
     "Test certificate. The pressure test was completed and passed on 3 June. Bacteriological sampling is "
     "outstanding."),
    # session 26: the groups a whole is divided into are no part of it ("64 runners in two heats")
    ("p26-f01", "More than half of the 64 runners ran in the morning heat.",
     "The Gorsey Bank 10K had 64 runners in two heats: morning (36) and evening (28). The course record of 31:12 "
     "stands."),
    # the same count for another time, labelled in brackets, is no part of it ("45 (September: 41)")
    ("p26-f02", "About two-thirds of October's 45 vessel loads were delivered within their booked slots.",
     "Monthly Haulage Report – Brackwater Depot, October 2025. Vessel loads: 45 (September: 41). Average transit "
     "time was 6.1 hours, down from 6.8; the fall is put down to the new ring road. Fuel cost per mile rose by 3p. "
     "Of the 45 loads, 30 were delivered within their booked slots. Two drivers completed their CPC renewal."),
    # the claim gives the part of the whole that is its share itself ("64 of the 120"): no other figure is held to it
    ("p26-f03", "More than half of the bids were turned down, with 64 of the 120 getting neither a grant nor a "
     "place on the waiting list.",
     "Community Fund round 7. The panel received 120 bids asking for £1.9 million in total, against £600,000 "
     "available. Of these, 41 bids were funded, 15 were put on the waiting list and 64 were turned down. Youth "
     "projects had a success rate of 44%."),
    # a part of a time the claim gives, said as a part ("30 of the 45 days"), is the share of it
    ("p26-f04", "The adjudicator put about two-thirds of the 45-day overrun down to the employer's late design "
     "information.",
     "Adjudication decision, Harcourt Build v. Menzies Estates. The adjudicator found 30 of the 45 days of overrun "
     "attributable to late design information from the employer. Liquidated damages run at £2,000 a day. Interest "
     "accrues at 5% a year from the completion date."),
    # a distance with a compass point says where a place is ("the church (240 m north)"): no figure to multiply
    ("p26-f05", "The reading at the farmhouse was more than three times the reading taken at the church.",
     "Dust deposition survey, Ashcombe Quarry extension, June 2025. Readings were taken at 6 locations, including "
     "the church (240 m north) and the farmhouse (120 m south-east). Gauges were exposed for 30 days. The highest "
     "reading, at the farmhouse, was 180 mg/m2/day; the church reading was 55. All results were below the action "
     "level."),
    # a rate the claim works out from two counts of the source ("one GP for every 1,500 or so": 9,000 / 6)
    ("p26-f06", "Brookfield Surgery has one GP for every 1,500 or so registered patients.",
     "Practice profile, Brookfield Surgery, 2025. The practice has around 9,000 registered patients and employs 6 "
     "GPs, supported by 4 practice nurses and a clinical pharmacist. Appointments can be booked online or by phone "
     "from 8 am."),
    # numbers after "version" name releases ("from version 9.6 to 15.2"): no range of figures
    ("p26-f07", "CHG-2231, approved by the board on 3 June 2025, will move the Tidemark ledger servers from version "
     "9.6 to 15.2 in a four-hour overnight window on 14-15 June.",
     "Change Request CHG-2231. Status: Approved (change board, 3 June 2025). Upgrade the primary and replica ledger "
     "servers supporting the Tidemark billing platform from version 9.6 to 15.2. Justification: version 9 is out of "
     "support. Risk: Medium. Implementation window: Saturday 14 June 23:00 to Sunday 15 June 03:00 (4 hours), during "
     "which billing will be unavailable. Rollback: restore from snapshot, estimated at 60 minutes."),
    # what the source rules out unless a condition holds, the claim allows only under it ("only when supervised")
    ("p26-f08", "Members may pack shelves in the Rowe kiln in Ceramics Studio 3, but they can start firings only when "
     "supervised.",
     "Operating procedure for the Rowe 80-litre kiln, Ceramics Studio 3. Only technicians who have completed kiln "
     "training may program firings; members may pack shelves but not start firings unless supervised. Glaze firings "
     "use Program 6 (1,240 °C). Do not open the lid until the display reads below 100 °C."),
    # an outcome the source states of what the claim speaks of stays unflagged beside another matter left open
    ("p26-f09", "The exposed admin API has since been fixed and verified by retest.",
     "Pen-test retest summary for Hollin Dental by Corvid Security, 2-6 June 2025. The critical issue, an exposed "
     "admin API, was fixed on 9 June and the fix verified by retest on 11 June. Two medium findings (weak TLS ciphers "
     "and no lockout after failed logins) remain open, with target dates in July."),
    # the two ends of a scale said of different things ("a minimum of 75%" / "largest single impurity") are no antonym
    ("p26-f10", "Batch KT-3391 showed 88% dissolution at 45 minutes against a minimum of 75%.",
     "Certificate of analysis, batch KT-3391, Korrin tablets 50 mg. Results: assay 99.1% of label claim "
     "(specification 95.0-105.0%); dissolution 88% at 45 minutes (specification not less than 75%); largest single "
     "impurity 0.11% (specification not more than 0.3%). The batch is released for sale."),
    # "in." before a lower-case word abbreviates inches; "included free" elsewhere excuses a part read
    # against the sentence that prices the subscription
    ("p27-f01", "On its first flow test, well K-4 produced 3,200 barrels of oil a day through a 40/64-inch "
     "choke with a "
     "5% water cut.",
     'Completion report for well K-4 (Brackwater Field). Liner: 7 in. to 2,950 m. First flow test (2 May): 3,200 '
     'barrels of oil per day on a 40/64 in. choke, water cut 5%, flowing pressure 1,150 psi.'),
    ("p27-f02", "The Brightdesk Cloud subscription runs for twelve months from 1 April 2025, with onboarding workshops "
     "included free of charge and data hosted in Dublin.",
     'Order Form BD-88 under the framework agreement of 2 February 2024 between Brightdesk Ltd (Supplier) and '
     'Harrow Freight plc (Customer). Products: Brightdesk Cloud, 120 named-user subscriptions at £85 per user per '
     'month. Subscription term: 12 months from 1 April 2025. Onboarding workshops are included free. Data will be '
     "hosted in the Supplier's Dublin region."),
    # a tally: each count's word is said of that count ('11 were accepted, four were rejected' / 'accepted 11; four
    # were not accepted and three were deferred pending …')
    ("p27-f03", "Of the 18 plot applications put before the Orchard Lane committee, 11 were accepted, four "
     "were rejected "
     "and three were held over until site visits take place.",
     "Orchard Lane Allotment Society: committee decisions, spring 2025 meeting (held 4 June 2025 at the "
     "pavilion). The committee considered 18 plot applications and accepted 11; four were not accepted and "
     "three were deferred pending site visits. Accepted tenants may take up plots from 1 July."),
    # the sentence goes on to except what the claim names: the claim's 'outside' is said of the exception
    ("p27-f04", "Hollins Green is the only proposed Wexcombe ward forecast to fall outside a 10% variance from the "
     "district average by 2030.",
     "Draft recommendations for Wexcombe District, published 3 March 2025. We propose 22 councillors for 9 "
     "wards. Under these proposals every ward would be within 10% of the district average by 2030, except "
     "Hollins Green, forecast at 13% above, which we consider justified by its strong community ties."),
    # a share of a whole the claim gives ('16 computers … a quarter of them are desktop PCs' / '4 desktop PCs and 12
    # laptops'); a change ('enlarged … by 35%') is no share; a share of two kinds ('medium or low') is not held to one
    # kind's count
    ("p27-f05", "After the refurbishment Millbrook Library has 16 computers, though only a quarter of them are desktop "
     "PCs.",
     "Branch review, Millbrook Library, May 2025. The library reopened on 3 March after a £400,000 "
     "refurbishment that enlarged the children's area by 35% and replaced 10 public computers with 4 desktop "
     "PCs and 12 laptops for loan. Weekly opening hours were cut by 50%, from 48 to 24."),
    ("p27-f06", "More than three-quarters of the 16 findings were rated medium or low severity.",
     "Penetration test summary for Corley Dental Group, March 2025. Scope: 9 internet-facing hosts. Findings: "
     "2 high, 5 medium, 9 low. Both high findings were fixed within a week."),
    # a word said both ways in one sentence, read as the claim uses it: 'final proposals' (before a noun) is not what
    # 'are now final' says
    ("p27-f07", "Ashgrove's final polling district proposals will be published in September 2025, after a consultation "
     "that runs until 30 June.",
     "Review of polling districts in Ashgrove, 5 May 2025. Our proposals are not yet final: a consultation on "
     "them runs until 30 June 2025, after which we will publish final proposals in September 2025."),
    # a rule ('must be signed by the participant') states what a claim of the rule says, not that it happened
    ("p27-f08", "The waiver for Harbour Kayak Tours trips is signed by the participant rather than by a guide.",
     "Booking note, Harbour Kayak Tours, 12 July 2025. Booking HK-4471 (19 July, sea-cave trip) is confirmed. "
     "Its signed waiver is outstanding and must be received 48 hours before the trip. The waiver must be "
     "signed by the participant, not by a guide."),
    # 'pending supermarket confirmation' does not state the confirmation
    ("p27-f09", "Corvell's marketing director approved the packaging budget for Hearth Loaf, though its autumn 2025 "
     "launch date is provisional until supermarkets confirm it.",
     "Product brief PB-22, issued 10 March 2025 by Corvell Foods to the agency Brightmoor Design. Project "
     "'Hearth Loaf': a sourdough range for an autumn 2025 launch in 400 stores. The packaging budget was "
     "approved by Corvell's marketing director, Ana Ruiz, but the launch date itself remains provisional "
     "pending supermarket confirmation."),
    # a part the claim counts that is the share the source words of the same whole ('Nine of the 36' / '36 …, a
    # quarter of them')
    ("p27-f10", "Nine of the 36 doctoral students Professor Mokoena has supervised came from outside South Africa.",
     "Citation for the degree of Doctor of Laws, honoris causa. Professor Lindiwe Mokoena has supervised 36 "
     "doctoral students, a quarter of them from outside South Africa, and chaired the national science council"
     " from 2015 to 2019."),
    # a measure the claim names that is one case of a range the source states ('a 500 ml bottle' / 'holding from 200
    # ml to 2 litres')
    ("p27-f11", "A 500 ml plastic water bottle will carry the 15c deposit from 1 June 2026, but cartons will not.",
     "Bottle Return Scheme guidance for shops, March 2026. From 1 June 2026, a 15c deposit applies to drinks "
     "containers of plastic or metal holding from 200 ml to 2 litres; cartons are excluded. Shops over 80 m² "
     "must take returns."),
    # a part the claim counts without a thing is no denial of the whole's ('Three of the nine kiosks … drew no bids' /
    # 'attracted 41 bids'); 'All four ferries sailed' says it of every one
    ("p27-f12", "Three of the nine kiosks on offer at Harbourside Market drew no bids and will be re-tendered "
     "in January.",
     "Tender results, Harbourside Market, published 3 November 2025. The tender offered nine kiosks and "
     "attracted 41 bids. Three kiosks, K2, K5 and K8, received no bids and will be re-tendered in January."),
    # 'failed overall', 'fail with an error' say how a thing failed, not what it failed to do
    ("p27-f13", "The Tumble Tower failed overall because its smallest block fitted inside the small-parts cylinder.",
     "Test report TR-88, Brightwell Testing, 4 March 2026. Sample: 'Tumble Tower' wooden toy. Overall result: "
     "FAIL. The smallest block fitted inside the small-parts cylinder, a choking hazard for children under "
     "three. Flammability: pass."),
    ("p27-f14", "In version 5.0, scripts that pass the --fast flag will stop with an error.",
     "Release notes, version 5.0. The --fast flag has been removed; scripts that pass it will fail with an "
     "error."),
    # a tie between windows worded alike is settled by the claim's figures (the 28-day lot's sentence, not the 7-day lot's)
    ("p28-f01", "The 28-day lot drew only 3.1 million of the 5.0 million on offer.",
     "Harbour Board tender results, 4 June. The 7-day lot offered 8.0 million and drew 12.2 million. The "
     "14-day lot offered 6.0 million and drew 6.4 million. The 28-day lot offered 5.0 million and drew 3.1 "
     "million. Settlement is due on 6 June."),
    # a party at the other end of a directed link (sold to / on behalf of) than the source puts it
    ("p28-f02", "Castleton Drinks sold its Kettering bottling line to Marlow Brewing, which paid £2.1 million.",
     "Castleton Drinks has sold its bottling line in Kettering to Marlow Brewing for £2.1 million. The deal "
     "closed on 4 March."),
    ("p28-f03", "The Harrow Vale Trust argued that the hall belongs to the parish, not to the county council.",
     "In its submission the Harrow Vale Trust argued that the hall belongs to the parish rather than to the "
     "county council, which has claimed it since 1974."),
    ("p28-f04", "The appeal by Corwin Freight against the Harbour Board was dismissed by the tribunal.",
     "The tribunal dismissed the appeal brought by Corwin Freight against the Harbour Board on 3 June."),
    # a name whose last words are the rest the window lacks ('Health Research Trust'), one word swapped
    ("p28-f05", "The review of daily stretching for back pain in older office workers was released by Sona Music and "
     "Ardent Records.",
     "Does daily stretching reduce back pain in older office workers? Review question: we compared stretching "
     "with usual care in adults aged 50 and over who work at a desk. We included 9 trials. The evidence is "
     "current to May 2025. The review was released at the 2025 Video Music Awards."),
    # a deed's 'by' read past a title or a first name before the name ('led by chief vet Dr Ingrid Sara')
    ("p28-f06", "Runners who drop out of the Ridge 200 at checkpoints are looked after by a team led by chief medic Dr "
     "Hanna Moe.",
     "Ridge 200 Trail Race: rules for runners. The race starts in Alta at 08:00 and has six checkpoints. "
     "Runners who drop out at checkpoints are cared for by the race medical team, led by chief medic Dr Hanna "
     "Moe, and may not restart. Runners must carry a whistle and a map. Race marshal: Tor Anders Lie."),
    # a change 'by' a figure read past a word of approximation ('grew by roughly 750 hectares')
    ("p28-f07", "Between the morning and the 17:00 update, the area the Birchfield Fire had burnt grew by roughly 750 "
     "hectares.",
     "Update No. 4, Birchfield Fire, 3 March, 17:00. The fire has burnt about 4,300 hectares, up from 3,550 ha"
     " this morning, and is not contained. 120 firefighters are deployed."),
    # a share the window gives as '<count> of <count>' ('11 of 48 minibuses inspected')
    ("p28-f08", "Almost a quarter of the minibuses inspected had lapsed safety certificates.",
     "Audit summary: school transport, 2021-2024. We found that the department did not check contractor "
     "mileage on 58% of sampled invoices, and that 11 of 48 minibuses inspected had expired safety "
     "certificates. Most routes met the ride-time target."),
    # a post with another modifier is another post ('Supreme champion was …' / 'the defending champion')
    ("p28-f09", "Aled Rhys beat the defending champion, Carys Lloyd, by five points in the vintage tractor class.",
     "Results of the 41st Barrow Vale Ploughing Match, 5 October. Supreme champion was Aled Rhys (vintage "
     "tractor, 176 points). Second in that class was Carys Lloyd (171), last year's champion. The horse class "
     "was cancelled."),
    # a difference the claim gives ('1.2 million more viewers than') read against a figure and its 'up from' partner
    ("p28-f10", "The 'Bake Royale' final drew about 1.2 million more viewers than the previous year's final.",
     "Weekly Audience Report, Week 12, prepared by Viewstat. The most-watched programme was the final of 'Bake"
     " Royale' on Channel West, Sunday 20:00, with 6.35 million viewers, up from 5.2 million for last year's "
     "final. Second was the cup match on Arena Two (5.9m)."),
    # a year a span of years from a dated start ends in ('five years from 14 April 2023': 2028)
    ("p28-f11", "Ms Hale's renewed certificate runs until April 2028 and covers two shotguns for clay shooting at Ferris "
     "Farm.",
     "Licensing Unit, Ref 24/0713. Dear Ms Hale, your application of 2 March 2023 to renew shotgun certificate"
     " SG 4471 has been approved. The certificate is valid for five years from 14 April 2023 and covers two "
     "shotguns for clay shooting at Ferris Farm."),
    # a matter the claim says is still open that the source says was decided ('Liability order granted by …')
    ("p28-f12", "The liability order against Ms Lal is still awaiting a decision by Dunford Magistrates' Court.",
     "Notice of Enforcement. Issued by Marsh Collection Ltd on behalf of the creditor, Dunford Borough "
     "Council. Debtor: Ms Priya Lal, Dunford. The council's application for a liability order is pending "
     "before Dunford Magistrates' Court; a hearing is set for 4 March 2025."),
    ("p28-f13", "Cars have been barred from the Dunford footbridge since 1994, though it is still open to people on foot.",
     "The Dunford footbridge was completed in 1961. Since 1994 it has been closed to motor vehicles but "
     "remains open to pedestrians and cyclists."),
    # a cause the source gives by more markers: a clause before ', so', a sanction's 'for', 'after' (not a
    # time, not a sequence), and a claim's 'stems from'; a tie between sentences settled by the claim's figures
    ("p29-f01", "She joined the survey office the year after the town gained its charter.",
     "Mabel Orrin joined the Kelso survey office in 1867, the year after the town's charter was granted. She "
     "stayed for thirty years."),
    ("p29-f02", "Lime should go on at 2 t/ha after every second cut.",
     "Spread lime at 2 t/ha after each second cut of the season, because the clay soil turns acid quickly."),
    ("p29-f03", "Ina soaked the beans because they cook more evenly, and left them for just an hour.",
     "Ina soaked the beans for only an hour. She says soaked beans cook more evenly."),
    ("p29-f04", "Goran earned promotion to captain after winning nine of his ten races.",
     "Goran Vell won nine of his ten races this season. He was promoted to captain after the committee's vote "
     "in October."),
    ("p29-f05", "The pool closes after heavy rain because the deck becomes slippery.",
     "The outdoor pool closes after heavy rain, because the deck becomes slippery and unsafe."),
    # an appeal 'dismissed' or a disqualification 'reinstated' where the source says it is pending; a
    # decision 'awaited'; an inquiry 'still under review' that the source says was completed
    ("p29-f06", "The appeal against the fine has been dismissed.",
     "Commission decisions, 9 May. The appeal against the fine was dismissed on 3 May; a separate costs claim "
     "remains pending."),
    ("p29-f07", "The Mill Street footbridge remains open to walkers.",
     "Repairs to the Mill Street footbridge were completed in 2019. It remains open to walkers and cyclists."),
    # a duty the source puts ('required', 'must') against a claim that only asks for it ('invited',
    # 'encouraged', 'recommended'), and the other way round
    ("p29-f08", "Walkers are encouraged to book a place on the guided walk.",
     "Guided walks, spring programme. Walkers are advised to book a place on each guided walk, as groups are "
     "small."),
    ("p29-f09", "Hard hats must be worn on site, and high-visibility vests are recommended.",
     "Site rules. Hard hats are required on site at all times. High-visibility vests are recommended."),
    # a comparison's other side named past an adjunct ('the price quoted by Tarrant Slate'), figures in
    # brackets after names ('(£97,150)'); a possessive is its noun's word; a capitalised label before a
    # number is a name ('Tank 3'); a tie between figures settled by the sentence holding more of the
    # claim's other words
    ("p29-f10", "Harlow Roofing's tender came in below the price quoted by Tarrant Slate.",
     "Tender report, church roof. Bids received: Harlow Roofing (£88,400), Tarrant Slate (£97,150) and Penn & "
     "Daughters (£102,000). The committee recommends Harlow Roofing."),
    ("p29-f11", "Tuesday's top-up added 30 of the pond's 600 litres.",
     "Pond log, Pool 2 (600 L), garden centre display. Tue: 5% top-up with rainwater. Thu: filter cleaned."),
    ("p29-f12", "Charges at Bream Harbour rose more slowly than Colby's over the year.",
     "Harbour dues review, 2024. Charges at Bream Harbour rose by 4 percent over the year, while charges at "
     "Colby rose by 11 percent. Colby's dredging fund takes 2 percent of dues. Both harbours publish tariffs "
     "in March."),
    # a sum said with 'both' ('Counting both divisions, 26 teams' / 'Fourteen … and twelve …'); 'the same
    # half of 1866' is a part of a period; 'half the unit price' is a ratio of two prices, not a share
    ("p29-f13", "Counting both divisions, 26 teams took part in the Ashby skittles league this season.",
     "Season review, Ashby Skittles League. Fourteen teams contested Division One and twelve Division Two. The"
     " Plough retained the title."),
    ("p29-f14", "Takings for the half-year rose by a little over £1,200 compared with the same half of 1871.",
     "Half-yearly report, 1872. Takings for the half-year were £20,410, against £19,180 in the same period of "
     "1871. A dividend of 3 per cent is proposed."),
    ("p29-f15", "Bought by the thousand, each tile costs a little over half the unit price charged for a box of 50.",
     "Price list. Unit price falls with quantity: £2.40 per tile in a box of 50, £1.80 per tile at 200 and "
     "£1.30 per tile at 1,000 tiles. Delivery is free over £500."),
    # a capitalised label before a spelled-out number names a thing ('Division One', 'Stage 4'), it is no figure
    ("p29-f16", "The Plough won 19 of its 22 Division One matches on the way to the title.",
     "Season review. Twelve teams played in Division One. The Plough won the title with 19 wins from 22 "
     "matches; the Bell was second."),
    # outcomes 'introduced', 'implemented', 'secured' held to a matter the source says is pending
    ("p29-f17", "Resident parking permits have been introduced on Marsh Street.",
     "Highways update. Resident parking permits were introduced on Marsh Street on 1 June; a scheme for Quay "
     "Road is not yet in force."),
    # a name in a slot the source fills with another name, read over the whole source (conflict_rivals): the same
    # head ('the Pellow Forge'), the same noun after 'the', the same person of another body
    ("p30-f01", "The churchyard gates were repaired by the Ashcombe Forge, the parish council says.",
     "Parish council newsletter, spring. The weathervane on the church tower has been replaced. The new "
     "vane was made and gilded by craftsmen at the Pellow Forge and fitted in March. The Ashcombe Forge "
     "repaired the churchyard gates."),
    ("p30-f02", "Riders on the Short route climbed 900 m, far less than on the Long route.",
     "Sportive results. Three routes: Long (160 km, 3,300 m of climbing) and Short (60 km, 900 m). Riders "
     "on the Long route started at 7:00."),
    ("p30-f03", "Dr Amara Okafor of Westfield Hospital led the review.",
     "Clinical audit summary. The review was led by Dr Amara Okafor, a consultant at Westfield Hospital. "
     "Dr Okafor of the regional network chaired the steering group, and Tom Reyes of Northgate University "
     "analysed the data."),
    # the claim's own arithmetic (number_pairs.own_arithmetic): a figure the source does not give that is the sum or
    # difference of two figures of the claim the source gives; 'including' says a sum
    ("p30-f04", "A full training took seven years, five as a trainee and two as an assistant.",
     "Guild rules, 1620. No member may open a shop unless he has served five years as a trainee and two as"
     " an assistant within the town. Fees are paid to the wardens."),
    ("p30-f05", "With 25 crates sold to the Harbour Deli, 35 of the lot's 60 crates are still on offer.",
     "Offer sheet, lot 14. Lot size: 60 crates of 12 jars. Tasting notes: bright and floral. Price on "
     "request. 25 crates have been contracted to the Harbour Deli; the rest of the lot remains available "
     "for sale."),
    ("p30-f06", "Including the reserve list, 52 applicants were offered places on the course.",
     "Admissions report. The quota was 40 successful applicants, plus 12 on the reserve list. The youngest"
     " applicant was 17."),
    # a comparison in time ('six days earlier' / 'six days later'; 'version 8 and earlier' is a bound) and opposite
    # poles vertical/horizontal, eldest/youngest, public/private
    ("p30-f07", "Devices on version 8 or older keep working but get no more updates.",
     "Support notice. The update drops support for version 8 and earlier; those devices keep working but "
     "receive no further updates."),
    ("p30-f08", "The summer service started on 20 May, six days later than in 2023.",
     "Island ferry report. The summer service started on 20 May, six days later than in 2023, because the "
     "new pontoon was not ready."),
    # a claim that says the open part is open too ('but it still awaits approval') is not held to the source's
    # 'still needs approval'
    ("p30-f09", "The council has signed off the library transfer, but it still awaits approval from the Charity "
     "Commission.",
     "Cabinet note. The council has agreed to transfer the library to the trust; the transfer still needs "
     "approval from the Charity Commission."),
    # a matter still open: 'under appeal', 'under construction', 'in progress', 'held over', 'was deferred'
    ("p30-f10", "The dispute over the rider's disqualification has been settled.",
     "Race report. The rider who finished second was disqualified for a missed checkpoint; the appeal was "
     "settled in May, when the disqualification was upheld."),
    # p31: an outcome word the source states of something else in another part of the sentence (cut at semicolons
    # outside brackets), or of another object when the claim names only the agent, does not excuse a pending matter;
    # 'opened' and 'sold' are outcomes; a pending phrase in a part of the sentence about something else does not
    # count
    ("p31-f01", "The station's new ticket hall was opened on 2 March by the transport secretary.",
     "Station bulletin, Kelmarsh Junction, March 2025. The new ticket hall, paid for by the regional rail "
     "fund, was inaugurated on 2 March by the transport secretary; the footbridge extension is still being"
     " built. Parking charges are unchanged."),
    ("p31-f02", "Ms Okafor's appeal result has now been issued.",
     "Candidate record, Ms Adaeze Okafor. She appealed her practical mark (appeal lodged 3 May; result "
     "issued 20 May, mark raised). Certificates for the other units are still pending while the board "
     "checks the coursework."),
    # p31: a duty against advice ('required' / 'recommends', 'advises'); 'confirm' asserts certainty, the month May
    # hedges nothing; 'whether … is unknown' leaves an outcome open; 'voided', 'cancelled' … are outcomes, and one
    # after 'could lead to' is not stated
    ("p31-f03", "The HRMS results from the lab confirm the product.",
     "Batch record B-2291. Synthesis completed on 12 May. Sample sent to the lab for HRMS on 14 May; "
     "results returned on 20 May match the product."),
    ("p31-f04", "The board recommends that each club carry a VHF radio on open-water trips.",
     "Safety review, Porthcarrow Harbour Board, 2025. The board recommends that each club carry a VHF "
     "radio on open-water trips. It does not require one on sheltered water."),
    ("p31-f05", "The league voided the junior race after an appeal by Riverside Harriers about the course length.",
     "Results, Coldharbour Cross-Country League, race 3. An appeal by Riverside Harriers about the junior "
     "course length was upheld, and the league voided the junior race. The senior race stands."),
    # p31: top / bottom and most / least of the same object; morning / evening; a figure reached by a fall against
    # '84% average occupancy, up from 79%'; a bound inside the source's range ('no more than four weeks' / '4-6
    # weeks'); a range against a range has the same ends ('between 35 and 60%' / '45-60%')
    ("p31-f06", "Delivery of finished boards should take no more than six weeks after the proofs are approved.",
     "Order confirmation, Hollow Oak Press. Delivery of finished boards is estimated at 4-6 weeks after "
     "proof approval."),
    ("p31-f07", "The gallery has to be kept at a relative humidity between 45% and 60%.",
     "Loan conditions. The gallery must be kept at 18-21 °C and 45-60% relative humidity throughout the "
     "loan period."),
    ("p31-f08", "Stings are most frequent in summer, between June and August.",
     "Beach notice, Polzeath. Jellyfish stings are most frequent between June and August, and least "
     "frequent in winter."),
    # p31: a comparison the source makes the other way round ('adults are more likely than children' / 'Children are
    # more likely than adults'; 'more lichen species than granite ones' / 'Granite headstones were richer than slate
    # ones'), in the window or in any sentence naming both sides
    ("p31-f09", "Puppies are more likely than older dogs to need a second dose, because they weigh less.",
     "Practice leaflet, Hillcrest Vets. Give no food or water. Puppies are more likely than older dogs to "
     "need a second dose because of their lower body weight."),
    ("p31-f10", "Older dogs are less likely than puppies to need a second dose.",
     "Practice leaflet, Hillcrest Vets. Puppies are more likely than older dogs to need a second dose "
     "because of their lower body weight."),
    ("p31-f11", "Chestnut posts had more beetle holes than oak ones: 11 on average against 4.",
     "Fence survey, Hollins Farm, 2024. Chestnut posts were more riddled than oak ones, averaging 11 "
     "beetle holes against 4."),
    # p31: the claim's 'no <thing>' against a count of that thing ('had no near misses' / 'one near miss … is under
    # investigation'), in the window or the sentences that carry the claim; not when the claim speaks of a part
    # ('Two of the nine plots drew no applications')
    ("p31-f12", "Two of the nine allotment plots on offer drew no applications and will be re-advertised.",
     "Allotments letter, Brookfield Parish Council. Nine vacant plots were offered in March and the "
     "council received 41 applications. Seven plots were let; the remaining two attracted no interest and "
     "will be re-advertised in May."),
    ("p31-f13", "The site had no dangerous occurrences in October but did record one lost-time injury.",
     "Monthly site report, October 2025. Safety: no dangerous occurrences this month; one lost-time "
     "injury, a sprained wrist, has been reported."),
    # p31: a person's body given in a bracket after the name ('Megan Rhys (senior, Deeside RC)') is a rival of the
    # claim's 'Megan Rhys of Harbour Rowing Club'
    ("p31-f14", "Megan Rhys of Deeside RC won the women's single sculls in 8:41.",
     "Results, Menai Head regatta. Women's single sculls: 1. Megan Rhys (Deeside RC) 8:41; 2. Alys Pugh "
     "(Harbour Rowing Club) 8:57. Conditions were calm."),
    ("p31-f15", "Megan Rhys of Deeside RC won the women's single sculls.",
     "Results, Menai Head regatta. Women's single sculls: 1. Megan Rhys (senior, Deeside RC, coached by "
     "Alys Pugh of Harbour Rowing Club) 8:41. Conditions were calm."),
    # probe29's false alarms (p29-016/021/024/032/062/132/136/164/187): a loss told from the winner's side, a figure
    # that is a gap or a remainder ('down on', 'neither … nor'), a share of the claim's own figure, a denied bound,
    # an approximate count in other words, 'only' said of what the claim sets aside, a title after a name, a
    # possessive club; f01, f04 and f07-f10 were flagged on e1b901b (f02, f03, f05, f06 and the contradiction
    # cases guard the guards)
    ("p32-f01", "Northfield Harriers led at the last changeover but lost the county relay final by four seconds.",
     "County relay championships, final. The title was won by Eastbrook AC, who beat Northfield Harriers "
     "by four seconds; Northfield had led at the last changeover."),
    ("p32-f02", "The county relay final was won by Eastbrook AC, and Northfield Harriers were beaten by them.",
     "County relay championships, final. Northfield Harriers were beaten by Eastbrook AC, who won by four "
     "seconds."),
    ("p32-f03", "The footbridge's east bearing may stay in service while its crack stays within 30 mm.",
     "Footbridge inspection, June 2025. The east bearing may stay in service provided the crack, now 22 "
     "mm, is not exceeding 30 mm at the next inspection."),
    ("p32-f04", "Roughly 1,200 members voted in the Ashby allotment society ballot.",
     "Ballot result, Ashby Allotment Society. Of 1,950 members, 1,214 returned papers; 58 papers were "
     "spoilt."),
    ("p32-f05", "The pumping station recorded 40 visitors fewer than in 2024.",
     "Open day report, Ashby pumping station. The station welcomed 860 visitors, down from 900 in 2024."),
    ("p32-f06", "Some 1,100 tickets were left for sale at the gate.",
     "Ticket summary. The society printed 5,000 tickets: 3,400 were sold in advance and 500 given to "
     "sponsors; the rest were sold at the gate."),
    ("p32-f07", "The hoist cable showed three broken wires, half of the discard limit.",
     "Hoist examination, 4 March. The hoist cable has 3 broken wires in one lay length, within the discard"
     " limit of 6; the brake stopped the loaded car in 1.4 s."),
    ("p32-f08", "Every batch went through the new centrifuge rather than the old press, and none was rejected.",
     "Pressing record. All batches were processed on the new centrifuge; the old press was used only for a"
     " demonstration on the open day. No batch was rejected."),
    ("p32-f09", "Westgate beat the Premier Division champions by two shots to take the county shield.",
     "Bowls league summary. Champions: Ashby Bowling Club, 31 points. The county shield was won by "
     "Westgate, who beat Ashby 21-19 in the final."),
    ("p32-f10", "Kelso Rowing Club's second crew won the sprint in 48.2 seconds.",
     "Regatta results. Sprint final: 1st Kelso Rowing Club second crew, 48.2 s; 2nd Tweed Amateur RC, 49.0"
     " s."),
    # probe29's antonyms: a loss whose guard (a name after 'beat') must be the claim's own subject, not its opponent
    # (c05 was missed by 56b7358's first version of that guard, which read any name of the claim); 'more quietly' / 'noisier'; 'dipped' / 'rose'.
    # c06/c07 missed on e1b901b; f11/f12 guards
    ("p32-f11", "The drive gearbox ran more quietly than at the 2024 examination.",
     "Examination report, 3 March 2025. The drive gearbox was quieter than at the 2024 examination; no "
     "action is needed."),
    ("p32-f12", "Ashby Otters lost 1-3 to Kelso Seals in the final.",
     "Tournament report. Final: Kelso Seals 3, Ashby Otters 1. Kelso had beaten Ashby in the group stage "
     "too."),
    ("s48-f01", "The allotment society has bought a second rotavator for members' use.",
     "Allotment society minutes, April. The society bought a second rotavator in March for members' use."),
    ("s48-f02", "The cracked gutter on the chapel has been replaced.",
     "Chapel survey. The cracked cast-iron gutter on the south side was replaced in May."),
    ("s48-f03", "The haulier settled the drivers' claim without admitting fault.",
     "The haulier agreed to pay the drivers £40,000 to settle their claim, without admitting fault."),
    ("s48-f04", "The second round of sampling may be waived if the first results are clean.",
     "Sampling plan. The second round of sampling may be waived if the first results are clean."),
    ("s48-f05", "The ferry carried 212 passengers on the rejected crossing schedule's trial run.",
     "Trial run report. On the trial run of the crossing schedule, which the council later rejected, the "
     "ferry carried 212 passengers."),
    ("s48-f06", "Thursday was the busiest night of the festival, with 40 callouts.",
     "Festival first-aid log. The busiest night was the Thursday, with 40 callouts; Sunday saw only 6."),
    ("s48-f07", "The volunteers logged more survey hours in winter than in summer.",
     "Survey effort, 2024: 410 survey hours in winter and 260 in summer, when rain stopped work for nine days."),
    ("s48-f08", "The north well gave more litres than the south well.",
     "Pumping log: 12,400 litres from the north well and 8,900 from the south well over the week."),
    ("s48-f09", "The volunteers logged more survey hours in summer than in winter.",
     "Survey effort, 2024: in winter 260 survey hours, and in summer 410, once the rain had stopped."),
    ("s48-f10", "The lot was bought by the dealer Hartley of North Shields for the museum.",
     "Sale day, lot 14. The dealers Hartley of Whitby and Hartley of North Shields both bid; lot 14 was bought "
     "by the dealer Hartley of North Shields for the museum."),
    ("s48-f11", "The overhaul slipped by about three weeks because the asbestos survey found more lagging.",
     "Library refit, update 4. The reopening was put back by about three weeks because the asbestos survey "
     "found more lagging than expected. The lift motor failed its first test but passed on 2 May."),
    # a sum of money is no count of what it is paid for: "two classes" / "£4 per class"
    ("s48-f12", "A non-member entering two classes would pay £12.",
     "Entry fee £4 per class for members, £6 for non-members. Classes 1–6 Swaledale, 7–10 Wensleydale, "
     "11–13 Texel, 14 Young Handler (age 8–16 on show day)."),
    ("s48-f13", "The Board reported 14 confirmed cases linked to the Hallam works.",
     "The Riverside Water Board today confirmed 14 cases of cryptosporidiosis linked to water supplied from "
     "the Hallam treatment works in March 2024."),
    ("s48-f14", "The Hallam works passed its March inspection.",
     "Inspection summary. The Hallam works passed its routine inspection in March."),
    # a title cut short is the same title ("Cllr" / "Councillor"): a new user's faithful quote was called not supported
    ("s48-f16", 'Cllr Ruth Adeyemi called the settlement "the tightest in a decade".',
     'Councillor Ruth Adeyemi, who chairs the finance committee, called the settlement "the tightest in a decade".'),
    # a total of money is held to the window's sums of money (its parts added up), not to "12 months"
    ("s48-f15", "Counting fines, prosecution costs and the victim surcharge, Brennick was ordered to pay £17,450 "
     "in all.",
     "Sentencing summary. One-third credit for the early pleas gave fines of £6,000 per count, £12,000 in total, "
     "plus £3,450 prosecution costs and a £2,000 victim surcharge. Brennick was given 12 months to pay."),
    ("s49-f01", "In May the council approved the Harbour Road scheme.",
     "Planning update. In May the council approved the Harbour Road scheme, by nine votes to two."),
    # two denials said as one assertion (all four were called not supported before)
    ("s49-f02", "The tenant never failed to pay the rent on time.",
     "Tenancy file. The tenant paid the rent on time every month of the lease."),
    ("s49-f03", "The Hallam works has never failed an inspection.",
     "Inspection summary. The Hallam works has passed every inspection since it opened."),
    ("s49-f04", "The Hallam works did not fail its inspection.",
     "Inspection summary. The Hallam works passed its inspection in March."),
    ("s49-f05", "The council did not fail to publish the minutes.",
     "Clerk's report. The council published the minutes within five days."),
    # the same quotations with the denial kept, before the quotation or inside it
    ("s49-f06", 'Whitfield said she would not "rule anything out at this stage".',
     'Chief Constable Dana Whitfield said: "The investigation is continuing, and I would not rule anything '
     'out at this stage."'),
    ("s49-f07", 'Whitfield said the force wasn\'t "cutting officer numbers".',
     'Asked about staffing, she said: "We are not cutting officer numbers."'),
    ("s49-f08", 'Whitfield said there was "no evidence that the fire was started deliberately".',
     'Chief Constable Dana Whitfield said: "We have no evidence that the fire was started deliberately."'),
    ("s50-f01", "Judge Patel disagreed with the majority.", "Judge Patel disagreed with the majority, she wrote."),
    ("s50-f02", "The board did not approve the merger.", "The board disapproved the merger on Monday."),
    ("s50-f03", "The spokesperson said the company has not said whether it will appeal.",
     "The company has not said whether it will appeal the ruling, a spokesperson said on Friday."),
    ("s50-f04", "Construction started in June 2026.",
     "The contractor started construction in June 2026, after the council had planned to begin it in May."),
    ("s50-f05", "The contractor aims to start construction in June 2026.",
     "The contractor aims to start construction in June 2026, once the final permits are granted."),
    ("s50-f06", "The shop is like the others in the chain.", "The shop is like the others in the chain, he disliked it."),
    # an open matter said of another name the claim gives ("Bay 2 remains open" / "… while Bay 1 is closed")
    ("s50-f07", "Bay 2, whose tests were clear, remains open to boats while Bay 1 is closed.",
     "Mooring Bay 1 is closed with immediate effect after a fuel spill. Tests in the neighbouring Bay 2 were clear, "
     "and Bay 2 remains open."),
    # an outcome in a clause of time: "before the hall closed" reports no closure against an open protest
    ("s50-f08", "Nine in ten of the 300 visitors had voted before the hall closed at 18:00.",
     "Open day report. 90% of the 300 visitors had voted by the close at 18:00. A complaint about the ballot box "
     "was lodged by the Greens on Monday and is under consideration by the hall's committee."),
    # a bound in a condition is held only to the source's condition, not to a level it states
    ("s50-f09", "The lease was extended for two years instead of five, on condition that arrears drop below the 5% "
     "cap by the end of June.",
     "Arrears reached 9% of income in 2024, above the 5% cap for tenants. The board extended the lease for two years "
     "rather than five, on condition that arrears fall below the cap by 30 June."),
    ("s50-f13", "The council agreed to extend the contract.",
     "At its meeting on 3 March the council agreed to extend the operator's contract by two years."),
    ("s50-f14", "Staff absence fell in 2024.",
     "The trust's annual report shows staff absence was 4.2% in 2024, compared with 6.8% in 2023."),
    ("s50-f15", "Staff absence rose in 2023.",
     "The trust's annual report shows staff absence was 4.2% in 2024, compared with 6.8% in 2023."),
    ("s50-f16", "The vote share rose by 3 percentage points.",
     "The party's share of the vote rose from 21% to 24%, an increase of 3 percentage points."),
    ("s50-f17", "Mortality did not differ between the two groups.",
     "In the trial, mortality at 90 days did not differ significantly between the drug and placebo groups."),
    ("s50-f18", "The drug reduced the length of stay.",
     "The drug reduced the length of stay by two days; mortality did not differ between the groups."),
    # "one of them" is the claim's own part, not a share set against its "all"
    ("s50-f12", "All five hives, one of them new, stand along the south wall and together cover 40 square metres.",
     "The apiary has five hives covering 40 square metres, all along the south wall; one hive was new this year."),
]


def conflicts(claim: str, source: str):
    return find_conflicts(claim, [Source(id="s1", text=source)])


@pytest.mark.parametrize("claim,source,kind", [c[1:] for c in CONTRADICTED], ids=[c[0] for c in CONTRADICTED])
def test_plain_contradiction_is_caught(claim, source, kind):
    found = conflicts(claim, source)
    assert kind in {c.kind for c in found}, found
    for c in found:  # one-line reason, real spans of both texts
        assert claim[c.claim_start : c.claim_end] == c.claim_text and c.claim_text
        assert source[c.source_start : c.source_end] == c.source_text and c.source_text
        assert c.reason and "\n" not in c.reason


@pytest.mark.parametrize("claim,source", [c[1:] for c in FAITHFUL], ids=[c[0] for c in FAITHFUL])
def test_faithful_claim_is_not_flagged(claim, source):
    assert conflicts(claim, source) == ()


def test_a_duty_said_and_denied_is_reported_once():
    """"compulsory" / "not mandatory" in the window is the negation check's: the duty check that reads
    the source's other sentences does not report the same words again."""
    found = conflicts("Flu vaccination is compulsory for care staff at Elmhurst.",
                      "At Elmhurst, flu vaccination is not mandatory for care staff, but it is strongly advised.")
    assert [c.kind for c in found] == [K.NEGATION], found


def test_reason_shows_what_differs():
    (c,) = conflicts("Coal plants supplied more than 10 percent of electricity.",
                     "Coal plants supplied less than 10 percent of electricity for the first time.")
    assert "more than 10 percent" in c.reason and "less than 10 percent" in c.reason
    (c,) = conflicts("Insurance claims are expected to exceed £20 billion.",
                     "Insurance claims are expected to exceed £20 million.")
    assert "20 billion" in c.reason and "20 million" in c.reason


@pytest.mark.parametrize("case", ["billion-million", "paid-not-pay", "weekday", "quote-elision-drops-not"])
def test_the_verdict_an_editor_sees(case):
    """Through ``verify`` (what the CLI and the app call): not supported, with the conflict."""
    _id, claim, source, _kind = next(c for c in CONTRADICTED if c[0] == case)
    report = verify(f"{claim.rstrip('.')} [1].", {"1": Source(id="1", text=source)}, Config(offline=True, repair=False))
    (result,) = report.claims
    assert result.verdict == Verdict.NOT_SUPPORTED
    assert any(v.conflicts for v in result.votes)


SENTENCES = st.lists(st.sampled_from(["the", "council", "said", "new", "housing", "plan", "would", "not", "raise",
                                      "taxes", "this", "year", "rivals", "shut", "out", "deliberately", "for",
                                      "almost", "a", "decade", "Nair", "Priya"]), min_size=6, max_size=30)


@settings(max_examples=300, deadline=None)
@given(SENTENCES, st.integers(0, 30), st.integers(5, 12))
def test_a_verbatim_quotation_is_never_a_misquote(source_words, at, length):
    """Whatever the source says, quoting a run of its own words is no misquote (nor any conflict of
    the quotation checks)."""
    source = " ".join(source_words) + "."
    run = source_words[at % len(source_words):][:length]
    if len(run) < 5:
        return
    claim = f'Priya Nair said "{" ".join(run)}".'
    kinds = {c.kind for c in conflicts(claim, source)}
    assert K.MISQUOTE not in kinds
