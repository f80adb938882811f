"""Opposite poles as named data: the words of each scale's ends, read by the antonym and
negation checks (``conflict_polarity``) and the binding check."""

from __future__ import annotations


def _table(groups: dict[str, dict[str, str]]) -> dict[str, tuple[str, str]]:
    """{family: {category: "word word …"}} → {word: (family, category)}."""
    return {word: (family, cat) for family, cats in groups.items() for cat, spelled in cats.items()
            for word in spelled.split()}


#: Opposite poles (or mutually exclusive categories) of one scale.
_UP = ("rose rise rises rising risen increase increased increases increasing grew grow grows growing grown climbed "
       "climb climbs soared surged jumped doubled tripled quadrupled raise raised raises raising")
_DOWN = ("fell fall falls falling fallen decrease decreased decreases decreasing declined decline declines declining "
         "dropped drop drops shrank shrunk shrink shrinks plunged plummeted halved slumped slipped dipped")
ANTONYMS = _table({
    "direction": {"up": _UP, "down": _DOWN, "flat": "unchanged"},
    "level": {"high": "higher greater larger bigger", "low": "lower smaller lesser"},
    "extreme": {"max": "maximum max highest largest biggest peak upper", "min": "minimum min lowest smallest"},
    "age": {"old": "earliest oldest", "new": "latest newest"},
    "decision": {"yes": "approved approve approves approval accepted accept accepts granted upheld",
                 "no": "rejected reject rejects rejection refused vetoed overturned"},
    "contest": {"win": "won win wins winning victory winner winners", "lose": "lost lose loses losing loser losers"},
    "sign": {"pos": "positive", "neg": "negative"},
    "legality": {"legal": "legal lawful legalized legalised allowed permitted",
                 "illegal": "illegal unlawful banned prohibited forbidden outlawed"},
    "state": {"open": "open opened reopened reopens", "closed": "closed shut"},
    "life": {"alive": "survived alive", "dead": "died dead killed"},
    "verdict": {"guilty": "convicted guilty", "innocent": "acquitted innocent"},
    "money": {"profit": "profit profits profitable surplus", "loss": "loss losses unprofitable deficit"},
    "strength": {"strong": "strengthened stronger strengthen strongest", "weak": "weakened weaker weaken weakest"},
    "share": {"majority": "majority", "minority": "minority"},
    "temperature": {"warm": "warmer warming warmed hot", "cool": "cooler cooling cooled cold"},
    "severity": {"mild": "mild", "severe": "severe"},
    "bustle": {"busy": "busiest", "quiet": "quietest"},
    "consensus": {"unanimous": "unanimous unanimously", "split": "divided dissented dissenting dissent"},
    "length": {"long": "lengthened lengthen lengthens lengthening", "short": "shortened shorten shortens shortening"},
    "safety": {"safe": "safe", "unsafe": "unsafe dangerous"},
    "efficacy": {"effective": "effective efficacious", "ineffective": "ineffective"},
    "position": {"above": "above", "below": "below"},
    "stance": {"for": "endorsed backed", "against": "opposed"},
    # two axes: "south-east" holds a pole of each ("south-east" / "north-west" differ on both)
    "compass_ns": {"north": "north northern northbound", "south": "south southern southbound"},
    "compass_ew": {"east": "east eastern eastbound", "west": "west western westbound"},
    "appraisal": {"praise": "praised praises praising", "criticise": "criticised criticized criticises criticizes "
                  "criticising criticizing"},
    "abundance": {"abundant": "abundant plentiful", "scarce": "scarce sparse"},
    "charge": {"surcharge": "surcharge surcharges", "discount": "discount discounts discounted"},
})

#: Opposite poles that are no cue words (which may differ when the evidence window is chosen):
#: "admitted" also means let in ("admitted 1.2 million immigrants"); "inflation slowed to 3.4%"
#: must still find "prices rose 3.4 percent … down from 3.9 percent" by its other words.
QUIET_ANTONYMS = _table({
    "avowal": {"admit": "admitted admits confessed confesses", "deny": "denied denies"},
    "pace": {"faster": "accelerated accelerates accelerating quickened quickens",
             "slower": "slowed slows slowing decelerated decelerates"},
    "quality": {"better": "better improved improving", "worse": "worse deteriorated deteriorating worsened worsening"},
    # "reduced" and "lowered" say a direction as "fell" does, but are no cue words: "reduced the
    # risk" must still find its window by "risk" and the rest
    "lessening": {"more": _UP + " boosted firmed", "less": _DOWN + " reduced reduces reducing lowered eased",
                  "flat": "unchanged"},
    "schedule": {"postponed": "postponed postpones deferred", "cancelled": "cancelled canceled cancels scrapped"},
    "seniority": {"elder": "elder older eldest", "younger": "younger youngest"},
    "orientation": {"vertical": "vertical vertically upright", "horizontal": "horizontal horizontally"},
    "access": {"public": "public publicly", "private": "private privately"},
    "institution": {"abolished": "abolished abolishes abolishing", "introduced": "reintroduced reintroduces "
                    "introduced introduces"},
    "daypart": {"morning": "morning mornings", "evening": "evening evenings"},
    "loudness": {"quiet": "quieter quietly quietest", "noisy": "noisier noisily noisiest louder"},
    "kin_m": {"uncle": "uncle", "nephew": "nephew"},
    "kin_f": {"aunt": "aunt", "niece": "niece"},
    "inclusion": {"in": "include includes included inclusive", "out": "exclude excludes excluded exclusive"},
    "result": {"pass": "passed", "fail": "failed"},
    # a motion is carried or rejected; "carried" also means borne, so it is no cue word
    "motion": {"carried": "carried agreed", "defeated": "rejected defeated"},  # ("agreed to extend" / "rejected")
    "rank": {"major": "major", "minor": "minor"},
    "relative": {"over": "outperformed outperforms outperform", "under": "underperformed underperforms underperform"},
    "retention": {"keep": "kept keep keeps keeping retained retain retains reserved reserve",
                  "discard": "discarded discard discards discarding"},
})
