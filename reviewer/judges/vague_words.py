"""The words of vague shares ("most", "a third", "a handful") and what they mean, as data: the
percent range each phrase says, and the words around one that make it no share of a whole."""

from __future__ import annotations

#: (words …) → the percent range the phrase means
VAGUE: tuple[tuple[tuple[str, ...], float, float], ...] = (
    (("vast", "majority"), 75, 100), (("nearly", "all"), 75, 100), (("almost", "all"), 75, 100),
    (("more", "than", "half"), 50.01, 100), (("over", "half"), 50.01, 100), (("two", "thirds"), 60, 72),
    (("three", "quarters"), 70, 80), (("one", "third"), 28, 40), (("a", "third"), 28, 40),
    (("one", "quarter"), 20, 30), (("a", "quarter"), 20, 30), (("half", "of"), 45, 55),
    (("majority",), 50.01, 100), (("most",), 50.01, 100), (("minority",), 0, 49.99),
    (("fewer", "than", "half"), 0, 49.99), (("less", "than", "half"), 0, 49.99), (("under", "half"), 0, 49.99),
    (("few",), 0, 25), (("hardly", "any"), 0, 10), (("nearly", "half"), 40, 50), (("almost", "half"), 40, 50),
    (("a", "handful"), 0, 5), (("roughly", "half"), 40, 60), (("about", "half"), 40, 60),
    (("all",), 99.5, 100), (("every",), 99.5, 100),
)
#: a count's unit that says it counts time or a measure, not members of the whole ("six weeks late")
NOT_MEMBERS = frozenset(["week", "day", "month", "year", "hour", "minut", "time", "length", "mass", "volume", "area",
                         "squar", "cubic"])  # ("310 square metres": no count of members)
#: words after "a third", "a quarter" that make it a share of a difference
COMPARATIVES = frozenset(["more", "less", "fewer", "higher", "lower", "larger", "smaller", "bigger", "cheaper",
                          "longer", "shorter", "faster", "slower"])
VAGUE_WORDS = frozenset(["majority", "minority", "most", "half", "third", "thirds", "quarter", "quarters", "all",
                          "every"])


VAGUE_CUES = frozenset(w for phrase, _lo, _hi in VAGUE for w in phrase if w not in ("a", "of", "than", "one"))

#: the phrases that say "the whole of it", held only to a part said of the same thing
WHOLES = (("all",), ("every",))
#: "every other week", "every so often": a rhythm, not a whole
NOT_EVERY = frozenset(["other", "so", "now", "time", "single", "few"])
#: "the second half of the year", "the first quarter": a part of a period
PART_OF_TIME = frozenset(["first", "second", "last", "latter", "former", "back", "front", "other", "same"])
#: "half the unit price", "a third the speed": a ratio of two measures, not a share of a whole
RATIO_OF = frozenset(["price", "prices", "rate", "fare", "fee", "speed", "size", "weight", "height", "length",
                       "width", "depth"])
