"""The words the quantity reader reads around a figure: scales, qualifiers, comparisons, changes,
months (data for ``reviewer.judges.conflict_quantities``)."""

from __future__ import annotations

#: a currency's sign and its name ("$64 million" is "64 million dollars")
CURRENCY_SIGNS = {"$": "dollar", "£": "pound", "€": "euro", "¥": "yen", "₹": "rupee"}
#: the stems (``Words.stems``) of the units a span of time is counted in ("12 months", "48 hours")
TIME_SPANS = frozenset(["second", "minut", "hour", "day", "week", "month", "year", "decad"])
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "mn": 1e6, "bn": 1e9}
APPROX = frozenset(["about", "around", "approximately", "roughly", "nearly", "almost", "some", "circa", "estimated",
                    "approx", "close", "~"])
AT_LEAST = frozenset(["over", "above", "exceeding", "exceeds", "least", "upwards", "more", "greater"])
AT_MOST = frozenset(["under", "below", "less", "fewer", "most", "up", "within"])
#: a comparison right after a figure: "27 percent more attacks", "3.1 points lower"
COMPARE_MORE = frozenset(["more", "higher", "greater", "larger", "bigger", "longer", "faster", "quicker", "heavier",
                          "older"])
COMPARE_LESS = frozenset(["fewer", "less", "lower", "smaller", "shorter", "slower", "lighter", "younger"])
DIFFERENCE = {"above": "more", "below": "less", "ahead": "more", "behind": "less"}
#: words after a figure that say how it compares or when, not what it counts ("£3,100 higher", "£45,100 last year")
NO_UNIT = COMPARE_MORE | COMPARE_LESS | frozenset(DIFFERENCE) | frozenset(["last", "next", "this", "ago"])
#: a lead or a lag after the thing counted: "2,300 votes ahead of the Conservative"
LEADS = frozenset(["ahead", "behind"])
#: "over budget", "under the target": a figure before these is by how much, not a level
OVER_WHAT = frozenset(["budget", "target", "estimate", "estimates", "forecast", "forecasts", "limit", "cap", "plan",
                        "quota", "expectations"])
#: "shave 11 minutes off", "knocked 2 percent off": a figure between one of these and "off" is a difference
TAKE_OFF = frozenset(["shave", "shaves", "shaved", "shaving", "knock", "knocks", "knocked", "knocking", "take", "takes",
                       "took", "taking", "trim", "trims", "trimmed", "trimming", "slash", "slashed", "cut", "cuts"])
#: "a minimum of £40,000", "a maximum annual dose of 4 g": a bound on the figure after "of"
EXTREMES = {"minimum": "atleast", "maximum": "atmost"}
#: "a trade surplus of about 14 billion", "a lead of 5 points": a figure after these is a difference
DIFFERENCE_NOUNS = frozenset(["surplus", "deficit", "gap", "shortfall", "overrun", "margin", "lead", "difference"])
#: "half a million", "a quarter of a million", "two thirds of a billion": a share of a scale word
FRACTIONS_OF: tuple[tuple[tuple[str, ...], float], ...] = (
    (("half",), 0.5), (("a", "half"), 0.5), (("a", "quarter", "of"), 0.25), (("one", "quarter", "of"), 0.25),
    (("quarter", "of"), 0.25), (("three", "quarters", "of"), 0.75), (("a", "third", "of"), 1 / 3),
    (("one", "third", "of"), 1 / 3), (("two", "thirds", "of"), 2 / 3))
FRACTION_OPENERS = frozenset(phrase[0] for phrase, _share in FRACTIONS_OF)
GENERIC = frozenset(["year", "years", "month", "months", "day", "days", "week", "weeks", "time", "times",
                     "number", "total", "percent", "cent", "per"] + list(SCALES))
MULTIPLIERS = {"doubled": 2.0, "double": 2.0, "doubling": 2.0, "doubles": 2.0, "twice": 2.0, "twofold": 2.0,
               "tripled": 3.0, "triple": 3.0, "triples": 3.0, "tripling": 3.0, "threefold": 3.0, "thrice": 3.0,
               "quadrupled": 4.0, "fourfold": 4.0, "quadruple": 4.0, "halved": 2.0, "halves": 2.0, "halving": 2.0,
               "halve": 2.0, "tenfold": 10.0,
               "fivefold": 5.0, "sixfold": 6.0, "sevenfold": 7.0, "eightfold": 8.0, "ninefold": 9.0,
               "hundredfold": 100.0}
#: "cut by a third", "rose by half", "fell by a quarter": the change as a share of the first figure
SHARE_CHANGES: tuple[tuple[tuple[str, ...], float], ...] = (
    (("by", "half"), 0.5), (("in", "half"), 0.5), (("by", "a", "half"), 0.5), (("by", "a", "third"), 1 / 3),
    (("by", "one", "third"), 1 / 3), (("by", "a", "quarter"), 0.25), (("by", "one", "quarter"), 0.25),
    (("by", "two", "thirds"), 2 / 3), (("by", "three", "quarters"), 0.75), (("by", "a", "fifth"), 0.2),
    (("by", "a", "tenth"), 0.1))
SHARE_OPENERS = frozenset(phrase[0] for phrase, _share in SHARE_CHANGES)
FALLING = frozenset(["cut", "cuts", "fell", "fall", "falls", "dropped", "drop", "drops", "decreased", "decrease",
                      "declined", "decline", "reduced", "reduce", "reduces", "lowered", "shrank", "shrunk", "slashed",
                      "down", "lost", "halved"])
RISING = frozenset(["rose", "rise", "rises", "increased", "increase", "increases", "grew", "grow", "grows", "up",
                     "raised", "gained", "climbed", "jumped", "expanded", "boosted"])
CHANGE_WORDS = frozenset(["increase", "rise", "drop", "decline", "growth", "jump", "fall", "cut", "reduction",
                           "decrease", "gain", "loss"])
MONTHS = frozenset(["january", "february", "march", "april", "may", "june", "july", "august", "september",
                    "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep",
                    "sept", "oct", "nov", "dec"])
YEAR_LEAD = frozenset(["in", "since", "by", "until", "from", "of", "during", "before", "after", "early", "late",
                        "mid", "year", "between"])
