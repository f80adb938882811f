"""The words the quantity reader reads around a figure: scales, qualifiers, comparisons, changes,
months, units of measure (data for ``reviewer.judges.conflict_quantities``)."""

from __future__ import annotations

#: a currency's sign and its name ("$64 million" is "64 million dollars")
CURRENCY_SIGNS = {"$": "dollar", "£": "pound", "€": "euro", "¥": "yen", "₹": "rupee"}
#: the stems (``Words.stems``) of the units a span of time is counted in ("12 months", "48 hours")
TIME_SPANS = frozenset(["second", "minut", "hour", "day", "week", "month", "year", "decad"])
SCALES = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "mn": 1e6, "bn": 1e9}
APPROX = frozenset(["about", "around", "approximately", "roughly", "nearly", "almost", "some", "circa", "estimated",
                    "approx", "close", "~"])
AT_LEAST = frozenset(["over", "above", "exceeding", "exceeds", "least", "upwards", "more", "greater"])
AT_MOST = frozenset(["under", "below", "less", "fewer", "most", "up", "within", "capped"])  # ("capped at eight")
#: a comparison right after a figure: "27 percent more attacks", "3.1 points lower"
COMPARE_MORE = frozenset(["more", "higher", "greater", "larger", "bigger", "longer", "faster", "quicker", "heavier",
                          "older"])
COMPARE_LESS = frozenset(["fewer", "less", "lower", "smaller", "shorter", "slower", "lighter", "younger"])
DIFFERENCE = {"above": "more", "below": "less", "ahead": "more", "behind": "less", "later": "more", "earlier": "less",
              "sooner": "less", "short": "less"}  # ("opened eight days later than in 2024", "8 cm short of")
#: words between a figure and what it counts that say which ones ("41 confirmed cases", "three
#: new stations"): the noun after them is the unit
COUNT_MODIFIERS = frozenset(["confirmed", "reported", "suspected", "probable", "possible", "additional",
                             "further", "extra", "known", "recorded", "registered", "active", "separate",
                             "fatal", "serious", "minor", "major", "full", "whole", "individual", "distinct"])
#: comparisons in time: after "and" or "or" a bound, not a comparison ("Android 8 and earlier")
WHEN_COMPARED = frozenset(["later", "earlier", "sooner"])
#: words after a figure that say how it compares or when, not what it counts ("£3,100 higher", "£45,100 last year")
NO_UNIT = COMPARE_MORE | COMPARE_LESS | frozenset(DIFFERENCE) | frozenset(["last", "next", "this", "ago", "respectively",
                                                                      "apiece", "each", "altogether"])
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
FULL_MONTHS = frozenset(["january", "february", "march", "april", "may", "june", "july", "august", "september",
                         "october", "november", "december"])
MONTHS = FULL_MONTHS | frozenset(["jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"])
YEAR_LEAD = frozenset(["in", "since", "by", "until", "from", "of", "during", "before", "after", "early", "late",
                        "mid", "year", "between"])
#: unit word (its stem, as ``Words.stems`` gives it) -> (dimension, factor to the base unit):
#: "20 cm" and "0.20 m" are one length, compared in metres, never a conflict
UNITS: dict[str, tuple[str, float]] = {
    **{u: ("length", f) for u, f in {
        "mm": 1e-3, "millimetr": 1e-3, "millimet": 1e-3, "cm": 1e-2, "centimetr": 1e-2, "centimet": 1e-2,
        "m": 1.0, "metr": 1.0, "metre": 1.0, "meter": 1.0, "km": 1e3, "kilometr": 1e3, "kilomet": 1e3,
        "inch": 0.0254, "ft": 0.3048, "foot": 0.3048, "feet": 0.3048, "mile": 1609.344, "mil": 1609.344,
        "kilometer": 1e3, "kilometre": 1e3}.items()},
    **{u: ("mass", f) for u, f in {
        "mg": 1e-6, "milligram": 1e-6, "g": 1e-3, "gram": 1e-3, "kg": 1.0, "kilogram": 1.0,
        "tonn": 1e3, "tonne": 1e3, "lb": 0.45359237, "pound": 0.45359237}.items()},
    **{u: ("time", f) for u, f in {
        "second": 1.0, "sec": 1.0, "minut": 60.0, "minute": 60.0, "min": 60.0,
        "hour": 3600.0, "hr": 3600.0, "h": 3600.0, "day": 86400.0, "days": 86400.0,
        "week": 604800.0, "weeks": 604800.0}.items()},
    **{u: ("volume", f) for u, f in {
        "ml": 1e-3, "millilitr": 1e-3, "l": 1.0, "litr": 1.0, "liter": 1.0, "litre": 1.0}.items()},
    **{u: ("area", f) for u, f in {"ha": 1e4, "hectar": 1e4, "hectare": 1e4, "acr": 4046.8564224,
                                   "acre": 4046.8564224}.items()},
    **{u: ("speed", f) for u, f in {"mph": 0.44704, "kph": 1 / 3.6, "kmh": 1 / 3.6, "knot": 0.514444}.items()},
    **{u: ("power", f) for u, f in {"watt": 1.0, "kilowatt": 1e3, "kw": 1e3, "megawatt": 1e6, "mw": 1e6,
                                    "gigawatt": 1e9, "gw": 1e9, "kwp": 1e3, "mwp": 1e6}.items()},  # (kWp: peak)
    **{u: ("beat rate", 1.0) for u in ("bpm",)},  # (a heart rate, a tempo: a measure, not a count of beats)
    **{u: ("turn rate", 1.0) for u in ("rpm",)},
}
#: the dimensions of those units: a figure in one is a measure, not a count of things
DIMENSIONS = frozenset(dimension for dimension, _factor in UNITS.values())
#: nouns that, capitalised before a number, make it a name ("Tank 3", "Board 17", "Gate 4")
LABEL_NOUNS = frozenset(["tank", "room", "table", "store", "unit", "gate", "platform", "bay", "pitch", "court", "plot",
                         "lot", "block", "ward", "bed", "route", "board", "section", "chapter", "page", "item",
                         "clause", "article", "appendix", "annex", "figure", "hole", "tee", "coach", "carriage",
                         "berth", "pier", "quay", "dock", "hangar", "terminal", "pen", "stall", "cell", "box",
                         "locker", "lab", "studio", "hall", "house", "kiln", "bench", "line", "vat", "well",
                         "division", "stage", "phase", "tier", "grade", "league", "group", "zone", "regulation", "rule"])
#: the periods a rate is given per ("£10 a month more than the standard one")
PERIODS = frozenset(["day", "week", "month", "year", "hour", "night", "quarter", "season", "minute", "second"])
#: words that name a release before its number ("release" and "v" are left out: "agreed to release 3
#: prisoners" is a count)
VERSION_WORDS = frozenset(["version", "versions"])
