"""Speed work must not change a verdict: caches and indexes return what the plain code returns,
and the judges' evidence does not depend on the interpreter's string-hash seed."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from fakes import MINE_CLAIMS
from hypothesis import example, given, settings
from hypothesis import strategies as st
from reference_analyze import reference_analyze

from reviewer import text as T
from reviewer.judges import claimprofile as P
from reviewer.judges import features as F
from reviewer.judges.indexes import SourceIndexes
from reviewer.judges.sourceindex import number_contexts, source_index
from reviewer.text import negation_count

ROOT = Path(__file__).resolve().parents[1]

_EVIDENCE_SCRIPT = """
import json, sys
from reviewer.config import Config
from reviewer.sources.bundle import load_inputs
from reviewer.verify import verify
inputs = load_inputs(sys.argv[1], None, None)
report = verify(inputs.note_text, inputs.all_sources(), Config(repair=False, offline=True))
print(json.dumps([[c.verdict.value, c.evidence and [c.evidence.start, c.evidence.end]] for c in report.claims]))
"""


@pytest.mark.parametrize("sample", ["numeric-answer", "analytic-note"])
def test_evidence_independent_of_hash_seed(sample):
    outputs = set()
    for seed in ("0", "1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", _EVIDENCE_SCRIPT, str(ROOT / "data" / "samples" / sample)],
                             env=env, capture_output=True, text=True, check=True, cwd=ROOT)
        outputs.add(run.stdout)
    assert len(outputs) == 1, outputs
    assert json.loads(outputs.pop())  # claims were judged


# -- tokeniser: the fast word regex and the per-word caches give what the plain code gives ----

_PIECES = ["twenty", "Twenty", "NINETY", "thirty", "forty", "one", "five", "Nine", "ſix", "fıve", "ten", "eleven",
           "-", " ", "_", "5", "3,4", "1,000", "2.50", ".", ",", "x", "é", "ty", "fold", "\n", "–", "n't", "The",
           "not", "percent", "twentyfive"]


def _plain_raw_tokens(text: str) -> list[str]:
    """raw_tokens as it was written before the caches: the reference."""
    out: list[str] = []
    for match in T._WORD_RE_PLAIN.finditer(text):
        word = match.group()
        if word[0].isdigit() and "," in word and not T.re.fullmatch(r"\d{1,3}(,\d{3})+(\.\d+)?", word):
            out.extend(T.normalize_number(part) for part in word.split(",") if part)
            continue
        out.append(T._normalize_word(word))
    return out


def _plain_offsets(text: str, stemmed: bool):
    tokens, starts, ends = [], [], []
    for match in T._WORD_RE_PLAIN.finditer(text):
        word = T._normalize_word(match.group())
        if word in T.STOP_WORDS and not word[0].isdigit():
            continue
        tokens.append(T.stem(word) if stemmed else word)
        starts.append(match.start())
        ends.append(match.end())
    return tokens, starts, ends


_texts = st.one_of(st.lists(st.sampled_from(_PIECES), max_size=12).map("".join), st.text(max_size=40))


@settings(max_examples=400, deadline=None)
@given(_texts)
def test_fast_word_regex_matches_plain_regex(text):
    assert [m.span() for m in T._WORD_RE.finditer(text)] == [m.span() for m in T._WORD_RE_PLAIN.finditer(text)]


@settings(max_examples=300, deadline=None)
@given(_texts)
def test_cached_tokenisers_equal_plain_code(text):
    raw = _plain_raw_tokens(text)
    assert T.raw_tokens(text) == raw
    content = [t for t in raw if t not in T.STOP_WORDS or t[0].isdigit()]
    assert T.content_tokens(text) == content
    assert T.content_tokens(text, stemmed=True) == [T.stem(t) for t in content]
    for stemmed in (False, True):
        assert T.content_token_offsets(text, stemmed=stemmed) == _plain_offsets(text, stemmed)


@pytest.mark.parametrize("text, tokens", [
    ("Twenty-five people, thirty one cars and ninety-nine", ["25", "people", "31", "cars", "99"]),
    ("twentyfive ſix 3,4 1,000", ["twentyfive", "ſix", "3", "4", "1000"]),
])
def test_tokeniser_golden(text, tokens):
    first = T.content_tokens(text)
    assert first == tokens
    assert T.content_tokens(text) == first  # second call: answered from the per-word caches


# -- judges: the optimised analysis equals the plain one, memos equal direct computation ------

_SOURCE = (
    "The plant employs 1,200 workers. In 2019 it produced 3.5 million tonnes of copper, up from "
    "three million in 2018. The company did not disclose its revenue; analysts estimate twenty-five "
    "percent growth. Exports to Brazil and Chile rose, while imports fell. "
    "3. The operator, Acme Mining, was founded in 1988 by Jane Doe.\n\nWorkers said they were never "
    "consulted. The mine has two shafts and forty-two kilometres of tunnels."
)
_CLAIMS = [
    *MINE_CLAIMS,
    "Nothing here matches at all.",
    "",
    "the and of",
]


@pytest.mark.parametrize("claim", _CLAIMS)
def test_analyze_equals_plain_code(claim):
    indexes = SourceIndexes()
    assert F.analyze(claim, _SOURCE, indexes) == reference_analyze(claim, _SOURCE)
    assert F.analyze(claim, _SOURCE, indexes) == reference_analyze(claim, _SOURCE)  # remembered answer too
    assert F.analyze(claim, _SOURCE) == reference_analyze(claim, _SOURCE)  # without a run's indexes


def test_analyses_of_one_run_share_one_index_per_source_object():
    indexes = SourceIndexes()
    source = _SOURCE[:-1] + _SOURCE[-1:]  # another object than _SOURCE, with the same text
    assert source == _SOURCE and source is not _SOURCE
    first = F.analyze(_CLAIMS[1], _SOURCE, indexes)
    assert F.analyze(_CLAIMS[1], _SOURCE, indexes) is first  # remembered per (claim, source object)
    assert indexes.index(_SOURCE) is indexes.index(_SOURCE) and len(indexes) == 1
    F.analyze(_CLAIMS[2], _SOURCE, indexes)
    assert len(indexes) == 1  # a second claim reuses the source's index
    assert F.analyze(_CLAIMS[1], source, indexes) == first  # the same text as another object: same answer
    assert indexes.profile(_CLAIMS[1]) is indexes.profile(_CLAIMS[1])
    assert SourceIndexes().index(_SOURCE) is not indexes.index(_SOURCE)  # nothing shared between runs


def test_no_judge_cache_outlives_a_run():
    """The judges keep nothing keyed on whole texts between checks: a run's SourceIndexes is
    the only holder, and it goes with the run."""
    import gc
    import weakref

    from reviewer.config import Config
    from reviewer.judges import claimprofile, contradiction, features, sourceindex
    from reviewer.model import Source
    from reviewer.panel import build_panel

    for fn in (features.analyze, claimprofile.claim_profile, sourceindex.build_index, contradiction.find_conflicts):
        assert not hasattr(fn, "cache_info"), fn
    panel = build_panel(Config())
    indexes = SourceIndexes()
    decision = panel.decide(_CLAIMS[1], [Source("s", _SOURCE)], indexes=indexes)
    assert decision.votes and len(indexes) == 1 and indexes.analyses
    ref = weakref.ref(indexes)
    del indexes
    gc.collect()
    assert ref() is None



def test_folded_sources_live_in_the_run():
    """Locating quotes folds each source once per check (``SourceIndexes.prepared``), never in
    a process-wide cache keyed on whole texts."""
    from reviewer.locate import fuzzy, locate_quote, prepare

    assert not hasattr(prepare, "cache_info") and not hasattr(fuzzy.source_words, "cache_info")
    indexes = SourceIndexes()
    source = "".join(_SOURCE)  # an equal text as another object
    p = indexes.prepared(_SOURCE)
    assert p.text is _SOURCE and indexes.prepared(_SOURCE) is p
    assert indexes.prepared(source) is not p and indexes.prepared(source).norm == p.norm
    quote = _SOURCE[10:80]
    assert locate_quote(quote, p) == locate_quote(quote, _SOURCE)
    assert fuzzy.source_words(p) is fuzzy.source_words(p)  # kept with the prepared source

_WORDS = ["plant", "workers", "1,200", "copper", "2019", "three", "million", "not", "Brazil", "Jane", "Doe",
          "Acme", "shafts", "two", "forty-two", "tunnels", "revenue", "growth", "and", "the", ";", ",", ".",
          "whereas", "founded", "1988", "percent", "25", "unrelated"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), max_size=20).map(" ".join))
def test_analyze_equals_plain_code_on_random_claims(claim):
    assert F.analyze(claim, _SOURCE) == reference_analyze(claim, _SOURCE)


def test_claim_profile_is_remembered_per_run_and_equal_to_direct_tokenisation():
    claim = "Exports to Brazil rose by 3,4 and 1,000 tonnes, which the company did not expect."
    indexes = SourceIndexes()
    first = indexes.profile(claim)
    assert indexes.profile(claim) is first  # a hit returns the remembered profile
    assert P.claim_profile(claim) == first and P.claim_profile(claim) is not first  # not cached globally
    assert list(first.tokens) == T.content_token_offsets(claim)[0]
    assert first.exact == frozenset(T.content_tokens(claim))
    assert first.clauses == tuple(frozenset(c) for c in P.clauses(claim) if c)
    assert first.negations == negation_count(claim)
    assert indexes.profile(claim + " ") is not first  # another text, another profile


def test_source_index_memos_equal_direct_computation():
    ix = source_index(_SOURCE)
    n_spans = max(1, len(ix.spans))
    for token in ["copper", "worker", "2019", "absent"]:
        expected = math.log(1 + n_spans / (1 + ix.df(token)))
        assert ix.idf(token, n_spans) == expected
        assert ix.idf(token, n_spans) == expected  # memo hit
    for i in range(len(ix.spans)):
        for j in range(i, min(len(ix.spans), i + 3)):
            start, end = ix.spans[i].start, ix.spans[j].end
            assert ix.negations(start, end) == negation_count(_SOURCE[start:end])
            assert ix.window_bigrams(i, j) == frozenset(P.bigrams(ix.window_tokens(i, j)))
            assert ix.window_numbers(i, j) == {t for t in ix.window_tokens(i, j) if t[0].isdigit()}
    for token in ["copper", "worker", "2019", "absent", "three"]:
        spans = [ix.token_span[p] for p in ix.positions.get(token, ())]
        assert ix.span_counts(token) == tuple((sp, spans.count(sp)) for sp in dict.fromkeys(spans))
    # a new text gets a new index (and fresh memos): invalidation is by text identity
    assert source_index(_SOURCE + " More.") is not ix


_CLAUSE_PIECES = ["twenty", "five", " and ", ", and ", ", whereas ", ", who", "whose", "; ", ":", ". ", "3.5", "1,000",
                  "3, 4", "Brazil", " ", "\n", "Twenty-five", "the", "Not", "ſix", " and x ", ",  but", "é", "copper"]


@settings(max_examples=300, deadline=None)
@given(st.one_of(st.lists(st.sampled_from(_CLAUSE_PIECES), max_size=14).map("".join), st.text(max_size=40)))
def test_claim_profile_equals_direct_functions(claim):
    profile = P.claim_profile(claim)
    assert list(profile.tokens) == T.content_token_offsets(claim)[0]
    assert profile.exact == frozenset(T.content_tokens(claim))
    assert profile.clauses == tuple(frozenset(c) for c in P.clauses(claim) if c)
    assert profile.entities == frozenset(T.stem(e) for e in T.capitalized_terms(claim))
    assert list(profile.number_contexts) == number_contexts(list(profile.tokens))


# -- verify: the collector is left alone (the judges keep no global caches to scan) ----------

@pytest.mark.parametrize("enabled", [True, False])
def test_verify_leaves_the_collector_as_it_was(enabled):
    import gc

    from reviewer.config import Config
    from reviewer.model import Source
    from reviewer.verify import verify

    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        report = verify("The plant employs 1,200 workers [cite:s].", {"s": Source("s", _SOURCE)},
                        Config(repair=False, offline=True))
        assert report.claims and gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()


# -- repair: closest_passage with per-source sentence tokens equals the plain scan ------------

def _plain_closest_passage(quote: str, source: str):
    """closest_passage as written before the per-source cache: the reference."""
    from reviewer.repair import edits

    q_tokens, q_starts, _ = T.content_token_offsets(quote)
    want = set(q_tokens)
    if len(want) < edits.MIN_SHARED:
        return None
    best = None
    for span in T.sentence_spans(source):
        tokens, starts, ends = T.content_token_offsets(source[span.start : span.end])
        hits = [i for i, t in enumerate(tokens) if t in want]
        shared = len(want & {tokens[i] for i in hits})
        recall = shared / len(want)
        if shared >= edits.MIN_SHARED and recall >= edits.MIN_PASSAGE_RECALL and (best is None or recall > best[0]):
            best = (recall, span.start + starts[hits[0]], span.start + ends[hits[-1]], tokens[hits[0]])
    if best is None:
        return None
    _, start, end, first = best
    lead = len(edits._WORD_SPAN_RE.findall(quote, 0, q_starts[q_tokens.index(first)]))
    if lead:
        line_start = source.rfind("\n", 0, start) + 1
        words = list(edits._WORD_SPAN_RE.finditer(source, line_start, start))
        if words:
            start = words[max(0, len(words) - min(lead, 3))].start()
    # the same finishing as closest_passage (not what the cache is about): a negation takes the
    # word before it ("not raise" -> "will not raise"), an opening quotation mark is not kept
    line_start = source.rfind("\n", 0, start) + 1
    words = list(edits._WORD_SPAN_RE.finditer(source, line_start, start))
    head = edits._WORD_SPAN_RE.search(source, start, end)
    if words and head and head.group().strip("\"'“‘«(").lower() in ("not", "never"):
        start = words[-1].start()
    start = edits._quote_start(source, start)
    while start < end and source[start] in "\"'“‘«(":
        start += 1
    return start, end


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_WORDS + ["had", "ignored", "received", "earlier", "warnings"]), min_size=1,
                max_size=14).map(" ".join))
@example("plant growth 25 revenue")  # the best sentence's first shared word follows "did not"
def test_closest_passage_equals_plain_scan(quote):
    from reviewer.repair.edits import closest_passage

    source = _SOURCE + ' The board had received two earlier warnings about "tunnels" and copper in 2019.'
    assert closest_passage(quote, source) == _plain_closest_passage(quote, source)


def _plain_number_contexts(tokens):
    from bisect import bisect_right

    out = []
    words = [i for i, t in enumerate(tokens) if not t[0].isdigit()]
    for i, tok in enumerate(tokens):
        if tok[0].isdigit():
            k = bisect_right(words, i)
            out.append((i, tuple(tokens[j] for j in words[max(0, k - 2) : k]), tuple(tokens[j] for j in words[k : k + 2])))
    return out


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(["3", "2019", "1.5", "warn", "earli", "copper", "x"]), max_size=12))
def test_number_contexts_equal_plain_code(tokens):
    assert number_contexts(tokens) == _plain_number_contexts(tokens)


def test_number_words_is_the_union_of_the_contexts():
    ix = source_index(_SOURCE)
    for num in ["1200", "2019", "3.5", "2", "404"]:
        union = set()
        for left, right in ix.num_at.get(num, ()):
            union |= left | right
        assert ix.number_words(num) == union


# -- batches: two processes give exactly the list the plain loop gives -----------------------

from reviewer.judges import forked


def _square_with_pid(x, y):
    import os

    return (x * x + y, os.getpid())


def test_decide_all_equals_plain_loop_and_uses_a_child_when_it_may(monkeypatch):
    import os

    monkeypatch.setattr(forked, "spare_cores", lambda: 1)

    items = [(i, 1) for i in range(50)]
    got = forked.decide_all(_square_with_pid, items, offline=True, min_items=2)
    assert [g[0] for g in got] == [x * x + y for x, y in items]
    pids = {g[1] for g in got}
    if forked.can_fork():
        assert len(pids) == 2 and os.getpid() in pids  # the second half came from the child
    else:
        assert pids == {os.getpid()}


def test_decide_all_stays_in_process_when_not_offline_or_small():
    import os

    items = [(i, 0) for i in range(10)]
    for kwargs in ({"offline": False, "min_items": 2}, {"offline": True, "min_items": 100}):
        got = forked.decide_all(_square_with_pid, items, **kwargs)
        assert {g[1] for g in got} == {os.getpid()}


def test_decide_all_falls_back_when_the_child_fails(monkeypatch):
    import os

    monkeypatch.setattr(forked, "spare_cores", lambda: 1)

    parent = os.getpid()

    def fragile(x):
        if os.getpid() != parent:
            raise RuntimeError("child trouble")
        return x + 1

    assert forked.decide_all(fragile, [(i,) for i in range(20)], offline=True, min_items=2) == list(range(1, 21))


def test_decide_all_turned_off_by_environment():
    from reviewer.config import load_config

    config = load_config(env={"REVIEWER_PROCESSES": "1"})  # the environment reaches forked through Config
    assert config.processes == 1 and not forked.can_fork(config.processes)


def test_decide_all_stays_in_process_on_a_busy_machine(monkeypatch):
    import os

    monkeypatch.setattr(forked.os, "getloadavg", lambda: (64.0, 64.0, 64.0))
    assert not forked.can_fork()
    got = forked.decide_all(_square_with_pid, [(i, 0) for i in range(10)], offline=True, min_items=2)
    assert {g[1] for g in got} == {os.getpid()}


def test_panel_decide_many_equals_decide(monkeypatch):
    monkeypatch.setattr(forked, "spare_cores", lambda: 1)
    from reviewer.config import Config
    from reviewer.model import Source
    from reviewer.panel import build_panel

    monkeypatch.setattr(forked, "MIN_ITEMS", 2)
    panel = build_panel(Config())
    source = Source("s1", _SOURCE)
    items = [(claim, [source]) for claim in _CLAIMS if claim]
    many = panel.decide_many(items)
    assert many == [panel.decide(claim, sources) for claim, sources in items]


def test_verify_batched_equals_unbatched(monkeypatch):
    from reviewer import verify as V
    from reviewer.config import Config
    from reviewer.model import Source
    from reviewer.report import to_dict

    note = "\n".join(f"- {claim} [cite:s1]" for claim in _CLAIMS if claim) + "\n- An uncited claim about copper.\n"
    sources = {"s1": Source("s1", _SOURCE), "s2": Source("s2", "Copper prices rose in 2019. " * 3)}
    plain = to_dict(V.verify(note, sources, Config(repair=True, processes=1)))
    monkeypatch.setattr(forked, "spare_cores", lambda: 1)
    monkeypatch.setattr(V, "BATCH_MIN_CLAIMS", 1)
    monkeypatch.setattr(forked, "MIN_ITEMS", 2)
    assert to_dict(V.verify(note, sources, Config(repair=True, processes=2))) == plain


def test_decide_all_reaps_the_child_when_this_half_fails(monkeypatch):
    import os

    monkeypatch.setattr(forked, "spare_cores", lambda: 1)
    parent = os.getpid()

    def broken_here(x):
        if os.getpid() == parent:
            raise KeyError(x)
        return x

    def zombies() -> set[int]:
        found = set()
        for entry in os.listdir("/proc"):
            try:
                fields = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            if fields[0] == "Z" and int(fields[1]) == parent:
                found.add(int(entry))
        return found

    before = zombies() if os.path.isdir("/proc") else set()
    with pytest.raises(KeyError):
        forked.decide_all(broken_here, [(i,) for i in range(10)], offline=True, min_items=2)
    if os.path.isdir("/proc"):
        assert zombies() <= before  # the child was reaped


# -- judge rules: substring pre-checks and the measure lookahead change no answer --------------

_RULE_PIECES = ["than", "THAN", "thaN", "more", "bigger", "the", "The", "largest", "moſt", "leaſt", "moSt", "EST",
                "exceeds", "EXCEEDED", "outpaced", "outnumber", "surpaſſed", "ſurpass", "\u212a", "\u0130", "\u0131",
                "two", "Twenty-five", "ſix", "ten", "years", "YEAR", "decades", "centuries", "centurıes", "yearſ",
                "and", " and ", ",", "both", "these", "its", "20", "0.20", ".5", "1,000", "cm", "m", "km", "kg",
                "%", "per cent", "percent", "mL", "L", "$", "-", " ", "  ", "\n", "x", "é", "over", "other", "60",
                "a dozen", "about"]
_rule_texts = st.one_of(st.lists(st.sampled_from(_RULE_PIECES), max_size=14).map("".join),
                        st.lists(st.sampled_from(_RULE_PIECES), max_size=14).map(" ".join), st.text(max_size=40))
_PLAIN_MEASURE_RE = T.re.compile(
    rf"(?<![$£€¥\w.])(\d+(?:,\d{{3}})*(?:\.\d+)?|\.\d+|(?i:{T._NUMBER_WORD}))[\s-]?((?i:{T._UNIT_ALT}))(?![\w%])")


def _plain_year_spans(claim):
    """year_spans without its pre-check (and without the old ValueError/KeyError on "ſIX yearſ")."""
    out = []
    for m in P._SPAN_RE.finditer(claim):
        num = T.normalize_number(m.group(1))
        if num.isdigit():
            unit = m.group(2).lower().replace("\u017f", "s").replace("\u0131", "i").replace("i\u0307", "i")
            out.append((num, float(num) * P._SPAN_YEARS[unit]))
    return out


def _plain_listed(claim):
    out = set()
    for m in P._LISTED_RE.finditer(claim):
        if not T.normalize_number(m.group(1)).isdigit():
            continue
        n = int(T.normalize_number(m.group(1)))
        before = claim[: m.start()]
        if 2 <= n <= 5 and " and " in before and before.count(",") + before.count(" and ") >= n - 1:
            out.add(str(n))
    return frozenset(out)


@settings(max_examples=400, deadline=None)
@given(_rule_texts)
@example("THE LEAST").via("found by hypothesis: the pre-check missed least/worst")
@example("the worst outcome")
def test_rule_prechecks_equal_plain_regexes(text):
    assert T.is_comparative(text) == (T._COMPARATIVE_RE.search(text) is not None)
    assert ([(m.span(), m.groups()) for m in T._MEASURE_RE.finditer(text)]
            == [(m.span(), m.groups()) for m in _PLAIN_MEASURE_RE.finditer(text)])
    assert P.year_spans(text) == _plain_year_spans(text)
    assert P.listed_numbers(text) == _plain_listed(text)
    profile = P.claim_profile(text)
    assert profile.listed_numbers == _plain_listed(text) & profile.word_numbers
    assert profile.spans == tuple((n, y) for n, y in _plain_year_spans(text) if n in profile.word_numbers)
    assert profile.comparative == (T._COMPARATIVE_RE.search(text) is not None)


@pytest.mark.parametrize("text, spans", [
    ("over the past two decades", [("2", 20.0)]),
    ("TWENTY-FIVE YEARS", [("25", 25.0)]),
    ("\u017fIX years and two yearſ", [("2", 2.0)]),  # these raised (ValueError, KeyError) before
    ("three CENTUR\u0130ES", [("3", 300.0)]),
])
def test_year_spans_golden(text, spans):
    assert P.year_spans(text) == spans


@pytest.mark.parametrize("text, listed", [
    ("Coal and gas are the two main fuels", {"2"}),
    ("Coal, oil and gas are the \u017fIX main fuels", set()),  # raised ValueError before
    ("the two main fuels", set()),
])
def test_listed_golden(text, listed):
    assert P.listed_numbers(text) == listed


@pytest.mark.parametrize("text, comparative", [
    ("Exports grew faster than imports.", True),
    ("It is the LARGEST mine.", True),
    ("Sales \u017furpassed forecasts.", True),  # long s: IGNORECASE reads it as "s"
    ("the mo\u017ft cited paper", True),
    ("More than 60 people came.", False),
    ("Nothing compares here.", False),
])
def test_is_comparative_golden(text, comparative):
    assert T.is_comparative(text) is comparative
    assert (T._COMPARATIVE_RE.search(text) is not None) is comparative


# -- repair: the restatement rules' grouped stems equal the plain pairwise comparison ---------

def _plain_measure(before: str, after: str):
    """meaning.measure as written before ``Words``: every stem against every word. The reference."""
    from reviewer.repair import meaning as M

    def holds(words, stem):
        return any(M.same_word(stem, w) for w in words)

    old = set(M._stems(before))
    new = set(M._stems(after)) - M._HEDGE_WORDS
    return len(old), sum(1 for s in old if holds(new, s)), sum(1 for s in new if not holds(old, s))


def _plain_restates(before: str, after: str) -> str:
    """meaning.restates as written before ``Words``: the reference."""
    from reviewer.repair import meaning as M

    old_stems, new_stems = M._stems(before), M._stems(after)
    total, kept, added = _plain_measure(before, after)
    if not total:
        return ""
    if kept < M.KEEP * total:
        return f"it keeps {kept} of the claim's {total} content words"
    if added > kept:
        return f"it adds more content words ({added}) than it keeps ({kept})"
    lead, old_lead = M._lead(new_stems), M._lead(old_stems)
    if lead and not M.same_word(lead, old_lead) and not any(M.same_word(lead, w) for w in set(old_stems)):
        return f"its subject ({lead!r}) is not the claim's"
    return ""


def _plain_best_sentences(claim: str, text: str, limit: int = 3):
    """meaning.best_sentences as written before the head -> sentences table: the reference."""
    from reviewer.repair import meaning as M

    want = {s[: M.MIN_PREFIX] for s in M._stems(claim)}
    if not want:
        return []
    scored = []
    for span in T.sentence_spans(text):
        have = frozenset(s[: M.MIN_PREFIX] for s in M._stems(text[span.start : span.end]))
        shared = len(want & have)
        if shared >= M.KEEP * len(want):
            scored.append((-shared, len(have), span.start, span.end))
    scored.sort()
    return [(s, e) for _, _, s, e in scored[:limit]]


_STEM_WORDS = _WORDS + ["report", "reported", "reports", "injur", "injury", "injured", "nobody", "no", "never",
                        "copp", "coppers", "plants", "planting", "It", "is", "likely", "that", "2018", "20189"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(_STEM_WORDS), max_size=12).map(" ".join),
       st.lists(st.sampled_from(_STEM_WORDS), max_size=12).map(" ".join))
def test_measure_and_restates_equal_plain_comparison(before, after):
    from reviewer.repair import meaning as M

    assert M.measure(before, after) == _plain_measure(before, after)
    said, new = M.words_of(before), M.words_of(after)
    assert M.restates(before, after) == _plain_restates(before, after)
    assert M.restates_words(said, new, _plain_measure(before, after)) == _plain_restates(before, after)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.sampled_from(_STEM_WORDS), min_size=1, max_size=14).map(" ".join))
def test_best_sentences_equal_plain_scan(claim):
    from reviewer.repair import meaning as M

    source = _SOURCE + " Nobody was reported injured at the copper plant. The plant reports growth; injuries fell."
    assert M.best_sentences(claim, source) == _plain_best_sentences(claim, source)
    assert M.best_sentences(claim, source, claim_words=M.words_of(claim)) == _plain_best_sentences(claim, source)


@pytest.mark.parametrize("wanted, cores, items, spare, expected", [
    (1, 8, 10_000, 7, 1),      # 1: never
    (0, 8, 10_000, 7, 8),      # by the load: this process and one per idle core
    (0, 8, 10_000, 2, 3),
    (0, 8, 10_000, 0, 1),      # a busy machine
    (4, 8, 10_000, 0, 4),      # N: whatever the load
    (16, 8, 10_000, 0, 8),     # never more than the cores
    (0, 64, 100_000, 63, forked.MAX_PROCESSES),
    (0, 8, 600, 7, 3),         # one process per MIN_ITEMS // 2 items
    (2, 1, 10_000, 0, 1),      # one core
])
def test_processes_for(monkeypatch, wanted, cores, items, spare, expected):
    monkeypatch.setattr(forked, "_cores", lambda: cores)
    monkeypatch.setattr(forked, "spare_cores", lambda: spare)
    monkeypatch.setattr(forked.threading, "active_count", lambda: 1)
    assert forked.processes_for(wanted, items, 400) == expected


def test_spare_cores_follows_the_load(monkeypatch):
    monkeypatch.setattr(forked, "_cores", lambda: 8)
    for load, spare in [(0.0, 7), (1.0, 7), (5.5, 3), (7.8, 0), (64.0, 0)]:
        monkeypatch.setattr(forked.os, "getloadavg", lambda load=load: (load, load, load))
        assert forked.spare_cores() == spare, load


_SEVERAL = """
import json, os, sys
from reviewer.judges import forked
forked._cores = lambda: 4  # as if on four idle cores, whatever this machine has
parent = os.getpid()

def square(x, y):
    return x * x + y, os.getpid()

def fragile(x):
    if os.getpid() != parent and x == 25:
        raise RuntimeError("child trouble")
    return x + 1, os.getpid()

assert forked.can_fork(4), "a fresh single-threaded interpreter on Linux can fork"
order = forked.decide_all(square, [(i, 3) for i in range(41)], offline=True, min_items=2, processes=4)
failing = forked.decide_all(fragile, [(i,) for i in range(40)], offline=True, min_items=2, processes=4)
json.dump({"parent": parent, "order": order, "failing": failing}, sys.stdout)
"""


def _in_a_fresh_interpreter() -> dict:
    """Runs ``_SEVERAL`` where no other thread runs (the test runner's may: then nothing forks)."""
    import json
    import subprocess
    import sys

    if not sys.platform.startswith("linux"):
        pytest.skip("forking is Linux-only")
    done = subprocess.run([sys.executable, "-c", _SEVERAL], capture_output=True, text=True, timeout=120, check=True)
    return json.loads(done.stdout)


def test_decide_all_in_several_processes_keeps_the_order():
    got = _in_a_fresh_interpreter()
    items = [(i, 3) for i in range(41)]
    assert [g[0] for g in got["order"]] == [x * x + y for x, y in items]
    pids = [g[1] for g in got["order"]]
    assert len(set(pids)) == 4 and pids[0] == got["parent"]
    # each process decided one contiguous chunk
    assert sum(1 for a, b in zip(pids, pids[1:]) if a != b) == 3


def test_decide_all_falls_back_for_the_one_child_that_fails():
    run = _in_a_fresh_interpreter()
    got = run["failing"]
    assert [g[0] for g in got] == list(range(1, 41))
    # four processes; the failed child's chunk was decided again by the parent
    assert got[25][1] == run["parent"] and len({g[1] for g in got}) == 3
