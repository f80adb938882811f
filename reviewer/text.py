"""Shared text helpers for the judges: content tokens, numbers, negation, source windows.

Tokens are lower-cased, stop words are dropped, numbers are kept, and digit/letter boundaries
are split so that "5h", "5-hour" and "5 hours" all keep the number ``5``. Numbers are
normalised ("1,000" → "1000", "3.50" → "3.5"). Everything here is pure and fast (regex only):
sources can be one 100 KB line, so nothing quadratic is allowed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from reviewer.lexicon import NEGATION_CUES, STOP_WORDS  # shared word lists, re-exported

#: Number words read as their digits ("one" is left alone: it is far more often a pronoun).
UNITS: dict[str, int] = {w: i for i, w in enumerate(
    ["zero", "_", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]) if w != "_"}
TENS: dict[str, int] = {w: 10 * i for i, w in enumerate(["_", "_", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"])
                        if w != "_"}
_DIGIT_NAMES = "one|two|three|four|five|six|seven|eight|nine"
_NUMBER_WORD = (rf"(?:{'|'.join(TENS)})(?:[- ](?:{_DIGIT_NAMES})\b)?|"
                rf"(?:{'|'.join(sorted(UNITS, key=len, reverse=True))})")
_WORD_RE_PLAIN = re.compile(rf"\b(?i:{_NUMBER_WORD})\b|\d+(?:[.,]\d+)*|[^\W\d_]+", re.UNICODE)
# The same matches as _WORD_RE_PLAIN, three times faster: a lone number word ("five", "twenty")
# is a whole run of letters, which the letters branch matches anyway, so only a composite
# ("twenty-five", "thirty one") needs its own branch, tried only where one can start.
_WORD_RE = re.compile(rf"\b(?=(?i:[tfsen]))(?i:(?:{'|'.join(TENS)})[- ](?:{_DIGIT_NAMES})\b)|\d+(?:[.,]\d+)*|[^\W\d_]+",
                      re.UNICODE)
_NUMBER_RE = re.compile(rf"(?<![\w.])\d+(?:,\d{{3}})*(?:\.\d+)?(?![\d])|(?<![\w.])\.\d+|\b(?i:{_NUMBER_WORD})\b")
_DIGIT_VALUES = {w: i + 1 for i, w in enumerate(_DIGIT_NAMES.split("|"))}
_NEGATION_RE = re.compile(r"n't\b|n’t\b", re.IGNORECASE)
_NEGATION_WORD_RE_PLAIN = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(sorted(NEGATION_CUES))})(?![^\W\d_])",
                                     re.IGNORECASE)
# the same matches, faster: the alternation is only tried where a cue's first letter stands
_NEGATION_WORD_RE = re.compile(
    rf"(?=[{''.join(sorted({w[0] for w in NEGATION_CUES}))}])(?<![^\W\d_])(?:{'|'.join(sorted(NEGATION_CUES))})"
    rf"(?![^\W\d_])", re.IGNORECASE)
_CAPITAL_RE = re.compile(r"\b[A-Z][\w'’-]*[A-Za-z0-9]|\b[A-Z]\b")
#: abbreviations whose full stop ends no sentence: "No. 2" (a number after it), "Dr. Nair" (a name)
_NUMBER_ABBREVIATIONS = ("No", "no", "Nos", "nos")
_TITLE_ABBREVIATIONS = ("Dr", "Mr", "Mrs", "Ms", "Prof", "St", "Rev", "Sgt", "Capt", "Gen", "Lt", "Col", "Mt")


def _after_any(abbreviations: tuple[str, ...]) -> str:
    """A pattern that holds right after one of ``abbreviations`` and its full stop."""
    return "(?:" + "|".join(r"(?<=\b" + a + r"\.)" for a in abbreviations) + ")"


_SENTENCE_END_RE = re.compile(
    r"(?<=[.!?…])(?!" + _after_any(_NUMBER_ABBREVIATIONS) + r"\s+\d)(?!" + _after_any(_TITLE_ABBREVIATIONS)
    + r"\s+[A-Z])[\"'”’)\]]*\s+(?=[\"'“‘(\[]?[A-Z0-9])|\n\s*\n|\n(?=\s*[-*#•|])")


def word_number(word: str) -> str | None:
    """"two" → "2", "Twenty-five" → "25", "thirty one" → "31"; None for any other word."""
    w = word.lower()
    if w in UNITS:
        return str(UNITS[w])
    tens, _, unit = w.replace("-", " ").partition(" ")
    if tens in TENS and (not unit or unit in _DIGIT_VALUES):
        return str(TENS[tens] + _DIGIT_VALUES.get(unit, 0))
    return None


def normalize_number(raw: str) -> str:
    """"1,000" → "1000"; "3.50" → "3.5"; "007" → "7"; "two" → "2"; decimals keep their point."""
    if not raw[0].isdigit() and raw[0] != ".":
        return word_number(raw) or raw
    s = raw.replace(",", "")
    if "." in s:
        whole, _, frac = s.partition(".")
        frac = frac.rstrip("0")
        whole = whole.lstrip("0") or "0"
        return f"{whole}.{frac}" if frac else whole
    return s.lstrip("0") or "0"


def _is_number_token(raw: str) -> bool:
    return raw[0].isdigit()


def _normalize_word(word: str) -> str:
    if _is_number_token(word):
        # "1,000" is a number; "3,4" (a list) is two numbers — keep thousands groups only
        if "," in word and not re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", word):
            return word  # caller splits
        return normalize_number(word)
    word = word.lower()
    if word in UNITS or word in TENS or "-" in word or " " in word:
        return word_number(word) or word
    return word


def _word_tokens_uncached(word: str) -> tuple[str, ...]:
    if _is_number_token(word) and "," in word and not re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", word):
        return tuple(normalize_number(part) for part in word.split(",") if part)
    return (_normalize_word(word),)


#: Per-word caches (bounded): a note of a megabyte repeats most of its words, so tokenising a
#: claim is mostly dictionary look-ups. Each maps one ``_WORD_RE`` match to what the plain code
#: makes of it, so the cached functions return exactly what the uncached ones would.
_word_tokens = lru_cache(maxsize=1 << 17)(_word_tokens_uncached)


@lru_cache(maxsize=1 << 17)
def _content_word(word: str) -> tuple[str, ...]:
    return tuple(t for t in _word_tokens(word) if t not in STOP_WORDS or t[0].isdigit())


@lru_cache(maxsize=1 << 17)
def _content_word_stemmed(word: str) -> tuple[str, ...]:
    return tuple(_stem_cached(t) for t in _content_word(word))


@lru_cache(maxsize=1 << 17)
def _offset_word(word: str, stemmed: bool) -> str | None:
    """The token ``content_token_offsets`` keeps for one match, None for a stop word."""
    norm = _normalize_word(word)
    if norm in STOP_WORDS and not norm[0].isdigit():
        return None
    return _stem_cached(norm) if stemmed else norm


def index_token(word: str) -> str:
    """A word as the source index (``content_token_offsets``, stemmed) spells it: its stem, a
    number word as its figure ("two" → "2"), stop words included."""
    return _stem_cached(_normalize_word(word))


@lru_cache(maxsize=1 << 17)
def word_info(word: str) -> tuple[str | None, tuple[str, ...], tuple[str, ...]]:
    """For one ``_WORD_RE`` match: (its ``content_token_offsets`` token (stemmed; None for a stop
    word), its ``content_tokens`` tokens, its stemmed ``content_tokens`` tokens)."""
    return _offset_word(word, True), _content_word(word), _content_word_stemmed(word)


def raw_tokens(text: str) -> list[str]:
    """All word and number tokens, lower-cased and normalised, stop words kept."""
    return [t for word in _WORD_RE.findall(text) for t in _word_tokens(word)]


def stem(token: str) -> str:
    """A very light suffix stripper so "immigrants"/"immigrant", "admitted"/"admit" meet."""
    if token[0].isdigit() or len(token) <= 4:
        return token
    for suffix in ("ations", "ation", "ingly", "ings", "ing", "edly", "ies", "ied", "es", "ed", "ly", "s"):
        if token.endswith(suffix) and len(token) - len(suffix) >= 4:
            base = token[: -len(suffix)]
            if suffix in ("ies", "ied"):
                base += "y"
            return base
    return token


def plain_token(token: str) -> str:
    """A stem as the source index spells it: a possessive as the claim's words spell it ("club's"
    -> "club'") is the word the index holds ("club"), whose tokens never carry an apostrophe."""
    return stem(token.rstrip("'\u2019")) if token.endswith(("'", "\u2019")) else token


@lru_cache(maxsize=65536)
def _stem_cached(token: str) -> str:
    return stem(token)


def content_tokens(text: str, *, stemmed: bool = False) -> list[str]:
    """Lower-cased content tokens: stop words dropped, numbers kept and normalised."""
    per_word = _content_word_stemmed if stemmed else _content_word
    return [t for word in _WORD_RE.findall(text) for t in per_word(word)]


def numbers(text: str) -> list[str]:
    """The numbers in ``text``, normalised ("1,200" → "1200", "41.3 %" → "41.3")."""
    return [normalize_number(m.group()) for m in _NUMBER_RE.finditer(text)]


def negation_count(text: str) -> int:
    """How many negation cues ``text`` carries ("not", "no", "never", "n't", "without" …)."""
    return len(_NEGATION_RE.findall(text)) + len(_NEGATION_WORD_RE.findall(text))


def capitalized_terms(text: str) -> set[str]:
    """Lower-cased capitalised words that do not open a sentence: a cheap named-entity proxy."""
    out: set[str] = set()
    for match in _CAPITAL_RE.finditer(text):
        start = match.start()
        before = text[max(0, start - 2) : start]
        if start == 0 or before.strip() in {".", "!", "?"} or before.endswith("\n"):
            continue
        out.update(_capital_tokens(match.group()))
    return out


@lru_cache(maxsize=1 << 16)
def _capital_tokens(word: str) -> tuple[str, ...]:
    """The tokens ``capitalized_terms`` takes from one capitalised word (none for a stop word)."""
    word = word.lower()
    return () if word in STOP_WORDS else tuple(raw_tokens(word))


@dataclass(frozen=True, slots=True)
class Span:
    """A piece of a text with its offsets: ``text[start:end]``."""

    start: int
    end: int


def sentence_spans(text: str, *, max_len: int = 600) -> list[Span]:
    """Cheap, linear sentence-ish spans of a source (regex, not pysbd: sources can be one huge
    line). Long runs without a boundary are cut at ``max_len`` characters on whitespace.
    Spans are stripped of surrounding whitespace and never empty."""
    spans: list[Span] = []
    pos = 0
    boundaries = [m.start() for m in _SENTENCE_END_RE.finditer(text)] + [len(text)]
    for cut in boundaries:
        _add_span(text, pos, cut, max_len, spans)
        pos = cut
    return spans


def _add_span(text: str, start: int, end: int, max_len: int, spans: list[Span]) -> None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    while end - start > max_len:
        cut = text.rfind(" ", start + max_len // 2, start + max_len)
        if cut <= start:
            cut = start + max_len
        _add_span(text, start, cut, max_len, spans)
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        spans.append(Span(start, end))


def content_token_offsets(text: str, *, stemmed: bool = True) -> tuple[list[str], list[int], list[int]]:
    """Content tokens with their character offsets: ``(tokens, starts, ends)``.

    Same tokens as ``content_tokens`` except that a comma-joined digit list stays one token."""
    tokens: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    for match in _WORD_RE.finditer(text):
        token = _offset_word(match.group(), stemmed)
        if token is None:
            continue
        tokens.append(token)
        starts.append(match.start())
        ends.append(match.end())
    return tokens, starts, ends


# --- measures: a number with a metric unit (or a percentage) ---------------------------------

#: unit spelling -> (dimension, factor to the dimension's base unit)
_UNIT_TABLE: dict[str, tuple[str, float]] = {}
for _names, _dim, _factor in (
    (("mm", "millimetre", "millimetres", "millimeter", "millimeters"), "length", 1e-3),
    (("cm", "centimetre", "centimetres", "centimeter", "centimeters"), "length", 1e-2),
    (("m", "metre", "metres", "meter", "meters"), "length", 1.0),
    (("km", "kilometre", "kilometres", "kilometer", "kilometers"), "length", 1e3),
    (("g", "gram", "grams", "gramme", "grammes"), "mass", 1e-3),
    (("kg", "kilogram", "kilograms", "kilogramme", "kilogrammes"), "mass", 1.0),
    (("t", "tonne", "tonnes"), "mass", 1e3),
    (("ml", "mL", "millilitre", "millilitres", "milliliter", "milliliters"), "volume", 1e-3),
    (("l", "L", "litre", "litres", "liter", "liters"), "volume", 1.0),
    (("%", "percent", "per cent"), "percent", 1.0),
):
    for _name in _names:
        _UNIT_TABLE[_name] = (_dim, _factor)
_SYMBOLS = frozenset(["mm", "cm", "m", "km", "g", "kg", "t", "ml", "mL", "l", "L", "%"])  # case-sensitive
_UNIT_ALT = "|".join(re.escape(u).replace(r"\ ", r"\s+") for u in sorted(_UNIT_TABLE, key=len, reverse=True))
# the lookahead (a digit, a point or a number word's first letter, under the same case folding)
# only lets the alternation be tried where a number can start: the same matches, faster
_MEASURE_RE = re.compile(
    rf"(?<![$£€¥\w.])(?=(?i:[\d.ztfsen]))(\d+(?:,\d{{3}})*(?:\.\d+)?|\.\d+|(?i:{_NUMBER_WORD}))[\s-]?((?i:{_UNIT_ALT}))(?![\w%])")
# digits only, for sources (several times faster: a number word with a unit is rare there)
_DIGIT_MEASURE_RE = re.compile(
    rf"(?<![$£€¥\w.])(\d+(?:,\d{{3}})*(?:\.\d+)?)[\s-]?((?i:{_UNIT_ALT}))(?![\w%])")


@dataclass(frozen=True, slots=True)
class Measure:
    """A number with a unit: ``number`` as the tokens have it ("0.2"), its dimension ("length")
    and its value in the dimension's base unit (metres, kilograms, litres, percent), with the
    rounding the number was written with (half its last digit, in base units)."""

    number: str
    dimension: str
    value: float
    rounding: float
    start: int


def _unit(raw: str) -> tuple[str, float] | None:
    spelled = re.sub(r"\s+", " ", raw)
    if spelled in _SYMBOLS:
        return _UNIT_TABLE[spelled]
    if spelled.lower() in _UNIT_TABLE and spelled.lower() not in _SYMBOLS:
        return _UNIT_TABLE[spelled.lower()]
    return None  # "20 M", "5 KG": a wrongly cased symbol is not read as a unit


def measures(text: str, *, words: bool = True) -> list[Measure]:
    """Numbers followed by a metric unit or a percent sign: "20 cm", "0.20 m", "two metres"
    (not with ``words=False``), "41.3 %", "12 per cent". A currency sign before the number
    ("$5m") is not a measure."""
    out = []
    for match in (_MEASURE_RE if words else _DIGIT_MEASURE_RE).finditer(text):
        unit = _unit(match.group(2))
        if unit is None:
            continue
        number = normalize_number(match.group(1))
        try:
            value = float(number)
        except ValueError:
            continue
        raw = match.group(1)
        decimals = len(raw.partition(".")[2]) if raw[0].isdigit() or raw[0] == "." else 0
        out.append(Measure(number, unit[0], value * unit[1], 0.5 * 10.0 ** -decimals * unit[1], match.start()))
    return out


def same_measure(claim: Measure, source: Measure) -> bool:
    """Equal after conversion, within the claim's rounding or 1.5% (20 cm == 0.20 m == 200 mm;
    "about 20 cm" also matches 0.204 m)."""
    if claim.dimension != source.dimension:
        return False
    return abs(claim.value - source.value) <= max(claim.rounding, 0.015 * max(abs(claim.value), abs(source.value)))


# --- comparatives ------------------------------------------------------------------------------

_COMPARATIVE_RE = re.compile(
    r"\b(?:more|less|fewer|larger|smaller|higher|lower|greater|bigger|better|worse|(?!(?:other|rather|whether|"
    r"either|neither|never|over|under|after|ever|together|further)\b)[a-z]+er)\s+(?:[\w'’-]+\s+){0,6}?than\b"
    rf"(?!\s+(?:about\s+|around\s+|nearly\s+|almost\s+|some\s+)?(?:[\d.$£€]|(?:{_NUMBER_WORD})\b|a\s+(?:dozen|"
    r"hundred|thousand|million|billion|third|quarter|half)\b))"  # "more than 60": a quantity, not a comparison
    r"|\bthe\s+(?:largest|biggest|highest|lowest|smallest|greatest|most|least|fewest|best|worst|fastest|"
    r"slowest|longest|shortest|strongest|weakest)\b"
    r"|\b(?:exceed|exceeds|exceeded|exceeding|outpace|outpaces|outpaced|outpacing|outnumber|outnumbers|"
    r"outnumbered|surpass|surpasses|surpassed)\b",
    re.IGNORECASE)
_ORDERING_RE = re.compile(
    r"\b(?:than|more|most|less|least|fewer|fewest|larger|largest|smaller|smallest|higher|highest|lower|lowest|"
    r"greater|greatest|bigger|biggest|exceed\w*|outpac\w*|surpass\w*|outnumber\w*|compar\w*|whereas|while|"
    r"rank\w*|versus|vs|twice|double\w*|half|majority|minority|dominat\w*|main|mainly|primar\w*|largely|"
    r"leading|top|second|ratio|times|[a-z]+est)\b",
    re.IGNORECASE)


#: What ``re.IGNORECASE`` also matches to an ASCII letter: folding these before ``lower()`` makes
#: "a case-insensitive regex of ASCII literals matches" imply "the folded text has the literals".
_FOLDS = (("\u0130", "i"), ("\u0131", "i"), ("\u017f", "s"), ("\u212a", "k"))


def folded(text: str) -> str:
    """``text`` lower-cased as ``re.IGNORECASE`` sees ASCII letters, for cheap substring
    pre-checks before an expensive case-insensitive regex (a pre-check may pass where the regex
    then fails, never the other way round)."""
    if not text.isascii():
        for odd, letter in _FOLDS:  # before lower(): "\u0130".lower() is two characters
            if odd in text:
                text = text.replace(odd, letter)
    return text.lower()


def is_comparative(text: str) -> bool:
    """The text compares or ranks ("more … than", "-er than", "the largest", "exceeds")."""
    low = folded(text)
    # every branch of the regex needs one of these: "… than", "the …est"/"most"/"least"/"worst", a verb
    if not ("than" in low or "exceed" in low or "outpac" in low or "outnumber" in low or "surpass" in low
            or ("the" in low and ("est" in low or "most" in low or "least" in low or "worst" in low))):
        return False
    return _COMPARATIVE_RE.search(text) is not None


_COUNTED_RE = re.compile(r"(?<![\w.])(\d+(?:,\d{3})*(?:\.\d+)?)\s*(%|[^\W\d_]+)")


def has_ordering(text: str) -> bool:
    """The text has any comparative or ordering language, or numbers for two sides (two
    different numbers of the same thing: "12% … 30%", "5 tonnes … 8 tonnes"; years aside)."""
    if _ORDERING_RE.search(text) is not None:
        return True
    seen: dict[str, str] = {}
    for match in _COUNTED_RE.finditer(text):
        num, what = normalize_number(match.group(1)), match.group(2).lower()
        if num.isdigit() and 1000 <= int(num) <= 2199:
            continue
        if seen.setdefault(what, num) != num:
            return True
    return False
