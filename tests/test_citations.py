"""Citation markers, the reference list and resolution: golden cases and properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.model import CitationKind
from reviewer.note.citations import (
    expand_numeric,
    find_citations,
    is_safe_key,
    parse_references,
    resolve,
)

K = CitationKind

# text, [(kind, key, raw)]
MARKERS = [
    ("Growth was 3% [cite:g12].", [(K.LEDGER, "g12", "[cite:g12]")]),
    ("Both agree [cite:g1,g3].", [(K.LEDGER, "g1", "[cite:g1,g3]"), (K.LEDGER, "g3", "[cite:g1,g3]")]),
    ("Spaced [cite: g1, g3 ].", [(K.LEDGER, "g1", "[cite: g1, g3 ]"), (K.LEDGER, "g3", "[cite: g1, g3 ]")]),
    ("It rose [1].", [(K.NUMERIC, "1", "[1]")]),
    ("It rose [2, 3].", [(K.NUMERIC, "2", "[2, 3]"), (K.NUMERIC, "3", "[2, 3]")]),
    ("It rose [4-6].", [(K.NUMERIC, k, "[4-6]") for k in ("4", "5", "6")]),
    ("It rose [4–6].", [(K.NUMERIC, k, "[4–6]") for k in ("4", "5", "6")]),
    ("It rose [1][3].", [(K.NUMERIC, "1", "[1]"), (K.NUMERIC, "3", "[3]")]),
    ("A footnote[^2] here.", [(K.NUMERIC, "2", "[^2]")]),
    ("See doi:10.1000/xyz.123 for it.", [(K.DOI, "10.1000/xyz.123", "doi:10.1000/xyz.123")]),
    ("See 10.1038/nature12373.", [(K.DOI, "10.1038/nature12373", "10.1038/nature12373")]),
    ("See https://doi.org/10.1038/NATURE12373.", [(K.DOI, "10.1038/nature12373", "https://doi.org/10.1038/NATURE12373")]),
    ("See arXiv:2101.00001v2 now.", [(K.ARXIV, "2101.00001v2", "arXiv:2101.00001v2")]),
    ("See https://arxiv.org/abs/2101.00001.", [(K.ARXIV, "2101.00001", "https://arxiv.org/abs/2101.00001")]),
    ("See arXiv:hep-th/9901001.", [(K.ARXIV, "hep-th/9901001", "arXiv:hep-th/9901001")]),
    ("Read https://example.org/a.b/c.html?x=1.2, then.", [(K.URL, "https://example.org/a.b/c.html?x=1.2", "https://example.org/a.b/c.html?x=1.2")]),
    ("Dark energy dominates (Riess et al., 2022).", [(K.AUTHOR_YEAR, "Riess 2022", "(Riess et al., 2022)")]),
    ("It works (Doe 2023).", [(K.AUTHOR_YEAR, "Doe 2023", "(Doe 2023)")]),
    ("Both (Doe 2023; Roe and Poe, 2021b).", [(K.AUTHOR_YEAR, "Doe 2023", "(Doe 2023; Roe and Poe, 2021b)"), (K.AUTHOR_YEAR, "Roe 2021b", "(Doe 2023; Roe and Poe, 2021b)")]),
    # a sub-item of a numbered reference ("1a. …" in the list) is its own key
    ("It rose [1a].", [(K.NUMERIC, "1a", "[1a]")]),
    ("It rose [2b, 3].", [(K.NUMERIC, "2b", "[2b, 3]"), (K.NUMERIC, "3", "[2b, 3]")]),
    ("It rose [1a][1b].", [(K.NUMERIC, "1a", "[1a]"), (K.NUMERIC, "1b", "[1b]")]),
    ("It rose [1a-1c].", [(K.NUMERIC, k, "[1a-1c]") for k in ("1a", "1b", "1c")]),
    ("A footnote[^2a] here.", [(K.NUMERIC, "2a", "[^2a]")]),
]

NOT_MARKERS = [
    "A [link](https://x) is not numeric… but the URL is.",
    "No citation here at all.",
    "Prices (in 2023) rose.",
    "An array like a[i] or [x] is not a citation.",
]


@pytest.mark.parametrize("text,expected", MARKERS, ids=[m[0] for m in MARKERS])
def test_marker_kinds(text, expected):
    found = find_citations(text)
    assert [(c.kind, c.key, c.raw) for c in found] == expected
    for c in found:
        assert text[c.start:c.end] == c.raw


@pytest.mark.parametrize("text", NOT_MARKERS)
def test_not_markers(text):
    kinds = {c.kind for c in find_citations(text)}
    assert K.NUMERIC not in kinds and K.LEDGER not in kinds and K.AUTHOR_YEAR not in kinds


def test_doi_inside_url_counts_once():
    found = find_citations("See https://doi.org/10.1000/abc and more.")
    assert [(c.kind, c.key) for c in found] == [(K.DOI, "10.1000/abc")]


@pytest.mark.parametrize("body,keys", [("1", ["1"]), ("2, 3", ["2", "3"]), ("4-6", ["4", "5", "6"]),
                                       ("1, 1", ["1"]), ("1-1000", ["1", "1000"]), ("3-1", ["3", "1"]),
                                       ("1a", ["1a"]), ("01a, 2", ["1a", "2"]), ("1a-1c", ["1a", "1b", "1c"]),
                                       ("1c-1a", ["1c", "1a"]), ("1-2a", ["1", "2a"])])
def test_expand_numeric(body, keys):
    assert expand_numeric(body) == keys


NOTE = """# Answer

Sea level rose [1]. Glaciers shrank [2][3]. Something [9].

## References

1. IPCC (2021). https://www.ipcc.ch/report/ar6/wg1/
2. Nerem et al. (2018). doi:10.1073/pnas.1717312115 [1]
[3] arXiv:2101.00001
- Doe, J. (2023). A book.
"""


def test_reference_list_parsed_and_excluded():
    refs = parse_references(NOTE)
    labels = {r.label: r for r in refs.entries}
    assert set(labels) == {"1", "2", "3", "Doe 2023"}
    assert labels["1"].url == "https://www.ipcc.ch/report/ar6/wg1/"
    assert labels["2"].doi == "10.1073/pnas.1717312115"
    assert labels["3"].arxiv == "2101.00001"
    assert NOTE[refs.span[0]:].startswith("## References")
    found = find_citations(NOTE, [refs.span])
    assert [c.key for c in found] == ["1", "2", "3", "9"]  # the [1] inside the list is not a citation


def test_resolution_and_dangling():
    refs = parse_references(NOTE)
    found = find_citations(NOTE, [refs.span])
    resolved, dangling = resolve(found, {"2"}, refs.by_label())
    assert {c.key: c.source_id for c in resolved} == {"1": "1", "2": "2", "3": "3", "9": None}
    assert [(d.key, d.raw) for d in dangling] == [("9", "[9]")]


@pytest.mark.parametrize("key", ["../../etc/passwd", "/etc/passwd", "..", "a/b", "a\\b", "", "x" * 80])
def test_path_like_keys_are_unsafe_and_dangle(key):
    assert not is_safe_key(key)
    text = f"A claim [cite:{key}]." if key else "A claim [cite: ]."
    resolved, dangling = resolve(find_citations(text), {key, "g1"}, {})
    assert all(c.source_id is None for c in resolved)
    assert len(dangling) == len(resolved)


def test_inline_identifier_shares_the_reference_id():
    note = "Shown in doi:10.1073/pnas.1717312115.\n\n## References\n\n2. Nerem. doi:10.1073/pnas.1717312115\n"
    refs = parse_references(note)
    resolved, dangling = resolve(find_citations(note, [refs.span]), set(), refs.by_label())
    assert [c.source_id for c in resolved] == ["2"] and not dangling


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=400))
def test_parser_never_raises_and_offsets_round_trip(text):
    for c in find_citations(text):
        assert text[c.start:c.end] == c.raw
    parse_references(text)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["[", "]", "cite:", "g1", ",", "1", "-", "(", ")", "Doe", " 2023", "doi:", "10.1/x",
                                 "http://a.b/", "arXiv:", "2101.00001", " ", "\n", "## References\n", "1. "]), max_size=60))
def test_parser_never_raises_on_marker_soup(parts):
    text = "".join(parts)
    refs = parse_references(text)
    found = find_citations(text, [refs.span] if refs.span else [])
    resolve(found, {"g1", "1"}, refs.by_label())


# --------------------------------------------------------------------------- issue 14 forms

NEW_MARKERS = [
    ("Per https://link.springer.com/article/10.1007/s11192-020-03421-4 it holds.",
     [(K.DOI, "10.1007/s11192-020-03421-4")]),
    ("Per doi:10.1016/S0140-6736(20)30183-5, it spread.", [(K.DOI, "10.1016/s0140-6736(20)30183-5")]),
    ("(see https://en.wikipedia.org/wiki/Mercury_(planet))",
     [(K.URL, "https://en.wikipedia.org/wiki/Mercury_(planet)")]),
    ("Doe (2023) found it.", [(K.AUTHOR_YEAR, "Doe 2023")]),
    ("Smith and Jones (2019) agree.", [(K.AUTHOR_YEAR, "Smith 2019")]),
    ("Doe et al. (2021) disagree.", [(K.AUTHOR_YEAR, "Doe 2021")]),
    ("It works (e.g., Doe 2023, p. 5; Smith & Lee 2020).", [(K.AUTHOR_YEAR, "Doe 2023"), (K.AUTHOR_YEAR, "Smith 2020")]),
]


@pytest.mark.parametrize("text,expected", NEW_MARKERS, ids=[m[0][:40] for m in NEW_MARKERS])
def test_issue_14_marker_forms(text, expected):
    found = find_citations(text)
    assert [(c.kind, c.key) for c in found] == expected
    for c in found:
        assert text[c.start:c.end] == c.raw


@pytest.mark.parametrize("text", [
    "It happened (January 2021) in town.", "Values lie in [0, 1] here.", "As noted (see above), it rose.",
    "He wrote it [sic] twice.", "Let x ∈ [1, 2] be given.", "The Clean Air Act (1970) passed.",
    "The Census (2020) counted them.", "It was cold (Winter 2019) then.",
])
def test_false_markers_are_not_found(text):
    assert find_citations(text) == []


@pytest.mark.parametrize("heading", ["References", "Works Cited", "References\n----------", "**References**"])
def test_reference_heading_with_or_without_markdown(heading):
    note = (f"Body: Doe (2023) found it, Nerem et al. (2018) too, and (Smith and Jones, 2019).\n\n{heading}\n\n"
            "Doe, J. (2023). A book.\n2. Nerem, R. S. et al. (2018). Climate. doi:10.1073/pnas.1717312115\n"
            "- Smith, A., & Jones, B. (2019). Paper.\n")
    refs = parse_references(note)
    assert refs.span is not None and [e.label for e in refs.entries] == ["Doe 2023", "2", "Smith 2019"]
    resolved, dangling = resolve(find_citations(note, [refs.span]), set(), refs.by_label())
    assert [(c.key, c.source_id) for c in resolved] == [("Doe 2023", "Doe 2023"), ("Nerem 2018", "2"),
                                                          ("Smith 2019", "Smith 2019")]
    assert dangling == []


def test_bare_word_mid_text_is_not_a_reference_heading():
    note = "Intro.\nReferences\nare listed below [1] and more.\n"
    assert parse_references(note).span is None


def test_mixed_style_corpus_meets_the_target():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "benchmarks" / "citation_bench.py"
    spec = importlib.util.spec_from_file_location("citation_bench", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    rows = [__import__("json").loads(x) for x in bench.CORPUS.read_text(encoding="utf-8").splitlines() if x.strip()]
    result = bench.score(rows)
    assert result["markers"] >= 150 and len(result["by_kind"]) == 6
    assert result["recall"] >= 0.98 and result["false_markers"] == 0, result["misses"]


@pytest.mark.parametrize("build", [
    lambda n: "doi:10.1000/" + "(ab)" * n, lambda n: "https://x.org/" + "(a" * n, lambda n: "(" + "Doe, " * n,
    lambda n: "(" + "Doe 2020; " * n, lambda n: "Doe et al. " * n, lambda n: "https://x.org/10.1000/a" + ".full" * n,
])
def test_hostile_marker_text_is_linear(build):
    import time

    def timed(n):
        text = build(n)
        t0 = time.perf_counter()
        find_citations(text)
        parse_references(text)
        return time.perf_counter() - t0

    small, big = timed(5_000), timed(50_000)
    assert big < max(0.5, 40 * small)  # 10x the input: far below the 100x of a quadratic pattern


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["Doe", "doe", "Smith", "January", "and", "&", "et al.", "(2023)", "(2023a, p. 5)",
                                 ",", " ", "\n", "\n\n", "O'Brien", "Müller", "McDonald", "the", "É", "-", "’"]),
                max_size=30).map("".join))
def test_narrative_lookahead_changes_no_match(text):
    """``NARRATIVE`` starts with a lookahead for a capital: the matches of the pattern without it."""
    import re

    from reviewer.note import patterns

    plain = re.compile(r"(?<![\w'’-])" + patterns._AUTHORS + r"\s++\((" + patterns._YEAR + r")"
                       + patterns._PAGES + r"\)")
    assert [(m.span(), m.groups()) for m in patterns.NARRATIVE.finditer(text)] == \
        [(m.span(), m.groups()) for m in plain.finditer(text)]


@pytest.mark.parametrize("text,keys", [
    ("See the chart ![tracker](https://tracker.invalid/pixel.png) here [cite:g1].", ["g1"]),
    ('A pixel <img src="https://t.invalid/p.gif"> and a source https://example.org/a.', ["https://example.org/a"]),
    ("<img src=https://t.invalid/p.gif> alone.", []),
    ("Read [the report](https://example.org/report) now.", ["https://example.org/report"]),
    ("A figure ![](https://x.invalid/y.png) then [1](https://example.org/z).", ["https://example.org/z"]),
    # Markdown allows balanced brackets inside an image's alt text
    ("A pixel ![chart [draft] v2](https://t.invalid/p.png) here [cite:g1].", ["g1"]),
    ("Read [the report [pdf]](https://example.org/report) now.", ["https://example.org/report"]),
    ("Broken ]![a](https://t.invalid/p.png) too.", []),
])
def test_an_image_address_is_no_citation(text, keys):
    """An image (a tracking pixel, a chart) is never read as a source, so never fetched."""
    assert [c.key for c in find_citations(text)] == keys


@pytest.mark.parametrize("text,keys", [
    ("# Pemberton v Sandal Estates Ltd [2025] EWCA Civ 412", []),
    ("In Donoghue v Stevenson [1932] AC 562 the House of Lords held [1].", ["1"]),
    ("See R v Smith [2003] 1 WLR 123 and [2019] UKSC 5.", []),
    ("Reported as [2024] [1].", ["2024", "1"]),  # a bracketed number alone is still a marker
    ("Sales rose in 2023 [12]. The board met [2024] in the end.", ["12", "2024"]),
])
def test_a_law_report_year_is_no_reference_number(text, keys):
    """A case citation's year ("[2025] EWCA Civ 412") is part of the case's name in a court digest,
    not a marker that dangles for want of reference 2025."""
    assert [c.key for c in find_citations(text)] == keys


@pytest.mark.parametrize("entry, label", [
    ("[3] Poe (2022). Snow. https://example.org/snow", "3"),
    ("3. Poe (2022). Snow. https://example.org/snow", "3"),
    ("3) Poe (2022). Snow. https://example.org/snow", "3"),
    ("(3) Poe (2022). Snow. https://example.org/snow", "3"),
    ("- (3) Poe (2022). Snow. https://example.org/snow", "3"),
    ("(03) Poe (2022). Snow. https://example.org/snow", "3"),
])
def test_reference_entries_numbered_in_any_common_style(entry, label):
    """'(3) Poe …' (a numbering style of Word and many journals) was no entry: the [3] marker
    that cites it dangled while the list beside it named it."""
    note = f"Snow is white [3].\n\n## References\n\n{entry}\n"
    refs = parse_references(note)
    assert [(e.label, e.url) for e in refs.entries] == [(label, "https://example.org/snow")]
    resolved, dangling = resolve(find_citations(note, [refs.span]), set(), refs.by_label())
    assert [c.source_id for c in resolved] == ["3"] and dangling == []


@pytest.mark.parametrize("entry, label", [
    ("1a. Poe (2022). Snow. https://example.org/snow", "1a"),
    ("[1a] Poe (2022). Snow. https://example.org/snow", "1a"),
    ("(1a) Poe (2022). Snow. https://example.org/snow", "1a"),
    ("01a) Poe (2022). Snow. https://example.org/snow", "1a"),
])
def test_a_sub_item_entry_is_its_own_reference(entry, label):
    """'1a. …' under reference 1 (as some reference lists number a part of a work) was no entry,
    and the [1a] marker that cites it was no marker at all: its claim read as covered by the
    next sentence's [1] and was judged against reference 1."""
    note = f"Snow is white [1a]. Rain is wet [1].\n\n## References\n\n1. Roe (2021). Rain.\n{entry}\n"
    refs = parse_references(note)
    assert [e.label for e in refs.entries] == ["1", label]
    resolved, dangling = resolve(find_citations(note, [refs.span]), set(), refs.by_label())
    assert [(c.raw, c.source_id) for c in resolved] == [("[1a]", "1a"), ("[1]", "1")] and dangling == []


@pytest.mark.parametrize("key, ids, hint", [
    ("1b", {"1", "1a"}, " (there is a reference '1': the sub-item '1b' needs its own entry, "
                        "'1b.' in the References list or sources/1b.txt)"),
    ("1", {"1a", "1b", "2"}, " (there are sub-items '1a', '1b': cite one of them, e.g. [1a])"),
    ("2", {"1a", "1"}, ""),
    ("G1", {"g1"}, " (keys are case-sensitive: there is a source 'g1')"),
])
def test_a_dangling_key_names_the_key_it_nearly_named(key, ids, hint):
    from reviewer.note.keys import key_hint

    assert key_hint(key, ids) == hint
