"""Issue-13 perturbations for ``locate_bench.py``: transcription noise a locator must forgive,
and meaning-changing edits it must never accept.

noise: doubled words, dropped function words, one-letter typos in short words, words split by
a hyphen or a line break, ``[sic]``, bracketed insertions (``[the company]``, ``[T]he``).
meaning: antonym swaps, swapped names, changed numbers (in ``locate_bench``), an ellipsis
that cuts a negation, a number or a modifier, and fragment fabrications (a fragment the
source never says after a real one).
"""

from __future__ import annotations

import random
import re

from reviewer.locate.antonyms import ANTONYMS, MODIFIERS

NEGATION_WORDS = {"not", "never", "no", "none", "nothing", "without", "cannot", "nor"}
NUMBER_RE = re.compile(r"\d")
FUNCTION_WORDS = {
    "the", "a", "an", "of", "to", "and", "in", "that", "for", "on", "with", "as", "by",
    "at", "from", "is", "was", "are", "were", "be", "it", "its", "this", "which",
}
NOISE_KINDS = (
    "doubled_word",
    "dropped_function_word",
    "typo_short",
    "hyphen_split",
    "linebreak_split",
    "sic",
    "bracket_insertion",
    "bracket_case",
)
MEANING_KINDS = (
    "antonym_swap",
    "swapped_name",
    "ellipsis_cuts_negation",
    "ellipsis_cuts_number",
    "ellipsis_cuts_modifier",
    "fragment_fabrication",
)


def _bare(w: str) -> str:
    return w.lower().strip(".,;:!?'\"()[]")


def _meaningful(w: str, critical: set[str]) -> bool:
    """Does the chunk ``w`` hold a number, a negation or a modifier (in any of its words)?"""
    if NUMBER_RE.search(w) or "n't" in w.lower():
        return True
    return any(t in critical or t in MODIFIERS for t in re.findall(r"[^\W\d_]+", w.lower()))


def noise(kind: str, span: str, rng: random.Random, critical: set[str], vocab: set[str]) -> str | None:
    words = span.split(" ")
    if len(words) < 6:
        return None
    inner = range(1, len(words) - 1)
    if kind == "doubled_word":
        i = rng.randrange(len(words))
        return " ".join(words[: i + 1] + [words[i]] + words[i + 1 :])
    if kind == "dropped_function_word":
        idx = [i for i in inner if _bare(words[i]) in FUNCTION_WORDS and words[i].isalpha()]
        if not idx:
            return None
        i = rng.choice(idx)
        return " ".join(words[:i] + words[i + 1 :])
    if kind == "typo_short":
        idx = [
            i for i in range(len(words))
            if 2 <= len(words[i]) <= 3 and words[i].isalpha() and not _meaningful(words[i], critical)
        ]
        rng.shuffle(idx)
        for i in idx:
            w = words[i]
            for _ in range(6):
                j = rng.randrange(len(w))
                t = w[:j] + rng.choice("bcdfghjklmpqrvwxz") + w[j + 1 :]
                if t.lower() not in vocab:  # a typo, not another word of the source
                    return " ".join(words[:i] + [t] + words[i + 1 :])
        return None
    if kind in ("hyphen_split", "linebreak_split"):
        idx = [i for i in range(len(words)) if len(words[i]) >= 8 and words[i].isalpha()]
        if not idx:
            return None
        i = rng.choice(idx)
        w = words[i]
        j = rng.randrange(3, len(w) - 3)
        sep = rng.choice(["-\n", "- ", "\u00ad\n"]) if kind == "hyphen_split" else "\n"
        return " ".join(words[:i] + [w[:j] + sep + w[j:]] + words[i + 1 :])
    if kind == "sic":
        i = rng.randrange(len(words))
        return " ".join(words[: i + 1] + [rng.choice(["[sic]", "(sic)", "[sic!]"])] + words[i + 1 :])
    if kind == "bracket_insertion":
        idx = [i for i in range(len(words)) if words[i].isalpha() and not _meaningful(words[i], critical)]
        if not idx:
            return None
        i = rng.choice(idx)
        ins = rng.choice(["[the company]", "[the authors]", "[sic]", "[emphasis added]", "[they]"])
        if rng.random() < 0.5:
            return " ".join(words[:i] + [ins] + words[i + 1 :])  # replaces a word
        return " ".join(words[:i] + [ins] + words[i:])  # an added explanation
    if kind == "bracket_case":
        w = words[0]
        if not w[:1].isalpha():
            return None
        head = w[0].swapcase()
        return " ".join([f"[{head}]{w[1:]}"] + words[1:])
    raise ValueError(kind)


def _other_names(source: str, span: str) -> list[str]:
    caps = set(re.findall(r"(?<=[a-z,] )[A-Z][a-z]{2,}", source))
    lower = set(re.findall(r"\b[a-z]{3,}\b", source))
    return sorted(w for w in caps if w.lower() not in lower and w not in span)


def _ellipsis_cut(words: list[str], i: int, rng: random.Random) -> str | None:
    """Cut word i (and maybe a neighbour) out of the span with an ellipsis."""
    a, b = i, i + 1
    if rng.random() < 0.3 and b < len(words) - 1:
        b += 1
    if a < 2 or b > len(words) - 1 or not any(c.isalnum() for c in " ".join(words[b:])):
        return None
    return " ".join(words[:a]) + rng.choice([" ... ", " \u2026 ", " [\u2026] ", "\u2026"]) + " ".join(words[b:])


def meaning(kind: str, span: str, rng: random.Random, source: str, critical: set[str], others: list[str]) -> str | None:
    words = span.split(" ")
    if len(words) < 5:
        return None
    if kind == "antonym_swap":
        idx = [
            i for i, w in enumerate(words)
            if any(" " not in x for x in ANTONYMS.get(_bare(w), ()))
        ]
        if not idx:
            return None
        i = rng.choice(idx)
        w = words[i]
        b = _bare(w)
        alt = rng.choice(sorted(x for x in ANTONYMS[b] if " " not in x))
        if w[:1].isupper():
            alt = alt.capitalize()
        return " ".join(words[:i] + [w.replace(w.strip(".,;:!?'\"()[]"), alt, 1)] + words[i + 1 :])
    if kind == "swapped_name":
        idx = [i for i in range(1, len(words)) if re.fullmatch(r"[A-Z][a-z]{2,}[.,;:]?", words[i])]
        names = _other_names(source, span)
        idx = [i for i in idx if words[i].strip(".,;:") in set(re.findall(r"(?<=[a-z,] )[A-Z][a-z]{2,}", source))]
        if not idx or not names:
            return None
        i = rng.choice(idx)
        w = words[i]
        return " ".join(words[:i] + [w.replace(w.strip(".,;:"), rng.choice(names))] + words[i + 1 :])
    if kind in ("ellipsis_cuts_negation", "ellipsis_cuts_number", "ellipsis_cuts_modifier"):
        test = {
            "ellipsis_cuts_negation": lambda w: _bare(w) in NEGATION_WORDS or "n't" in w,
            "ellipsis_cuts_number": lambda w: bool(NUMBER_RE.search(w)),
            "ellipsis_cuts_modifier": lambda w: _bare(w) in MODIFIERS and w[:1].islower(),
        }[kind]
        idx = [i for i in range(2, len(words) - 1) if test(words[i]) and not ("n't" in words[i])]
        if not idx:
            return None
        return _ellipsis_cut(words, rng.choice(idx), rng)
    if kind == "fragment_fabrication":
        if not others:
            return None
        tail = rng.choice(others).split(" ")
        k = rng.randint(2, max(2, min(8, len(tail) - 1)))
        head = " ".join(words[: rng.randint(3, len(words))])
        return head + rng.choice([" ... ", " \u2026 ", " [...] "]) + " ".join(tail[-k:])
    raise ValueError(kind)
