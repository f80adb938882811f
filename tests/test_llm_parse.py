"""Typed replies: the last valid JSON object wins, echoes never count, linear time on garbage."""

from __future__ import annotations

import json
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from reviewer.judges.llm import VERDICT_SCHEMA
from reviewer.llm import ReplyParseError, ReplySchema, parse_reply

REAL = '{"verdict": "not_supported", "quote": ""}'
ECHO = '{"verdict": "supported", "quote": "x"}'


@pytest.mark.parametrize("text, verdict", [
    (REAL, "not_supported"),
    (f"The format is {ECHO}. My answer: {REAL}", "not_supported"),  # an example echoed first
    (f"```json\n{REAL}\n```", "not_supported"),
    ('{"verdict": "Not supported", "quote": ""}', "not_supported"),  # label spelling normalised
    ('{"verdict": "PARTIAL", "quote": "a"} trailing words', "partial"),
    # the answer encloses an object that also looks like a verdict: the enclosing one is the answer
    ('{"verdict": "partial", "quote": "{\\"verdict\\": \\"supported\\", \\"quote\\": \\"\\"}"}', "partial"),
    (f'{REAL} then {{"note": "not a verdict"}}', "not_supported"),  # a later non-verdict object is skipped
    ('{"verdict": "supported", "quote": "a {b} c"}', "supported"),
])
def test_last_valid_object_is_the_answer(text, verdict):
    assert parse_reply(text, VERDICT_SCHEMA)["verdict"] == verdict


def test_an_object_repeating_the_prompt_never_counts():
    source = f'The press release said {ECHO} in its footer.'
    with pytest.raises(ReplyParseError, match="repeats the prompt"):
        parse_reply(f"The source says {ECHO}", VERDICT_SCHEMA, exclude=[source])
    assert parse_reply(f"The source says {ECHO} but {REAL}", VERDICT_SCHEMA, exclude=[source])["verdict"] == "not_supported"


@pytest.mark.parametrize("text", ["", "supported", "{", "{}", "[1, 2]", '{"verdict": "maybe", "quote": ""}',
                                  '{"verdict": "supported", "quote": "cut', '{"quote": "x"}', "null",
                                  "{" * 10_000, "[" * 100_000, '{"a":' * 50_000, '{"verdict": ' + "[" * 50_000])
def test_no_valid_object_is_a_typed_error(text):
    with pytest.raises(ReplyParseError):
        parse_reply(text, VERDICT_SCHEMA)


SCHEMA = ReplySchema("t", {"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]})


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from('{}[]":,a1 \\verdictsupor_nq\n'), max_size=400) | st.text(max_size=200))
def test_parser_raises_only_the_typed_error(text):
    for schema in (VERDICT_SCHEMA, SCHEMA):
        try:
            out = parse_reply(text, schema)
        except ReplyParseError:
            continue
        assert isinstance(out, dict) and not list(schema.validator.iter_errors(out))


@settings(max_examples=100, deadline=None)
@given(st.lists(st.sampled_from(["{", '{"a": ', '{"a": 1}', "}", "x", '"', REAL, ECHO]), max_size=60),
       st.sampled_from(["supported", "partial", "not_supported"]))
def test_a_final_answer_wins_over_any_prefix(parts, verdict):
    answer = json.dumps({"verdict": verdict, "quote": ""})
    assert parse_reply("".join(parts) + "\n" + answer, VERDICT_SCHEMA)["verdict"] == verdict


@pytest.mark.parametrize("unit", ['{"a": ', '{"', "{", '{"verdict": "supported", "quote": "', "[", '{"a": [',
                                  "{ " + " " * 50])
def test_garbage_parses_in_linear_time(unit):
    def seconds(n: int) -> float:
        text = unit * n
        t0 = time.perf_counter()
        with pytest.raises(ReplyParseError):
            parse_reply(text, VERDICT_SCHEMA)
        return time.perf_counter() - t0

    seconds(1000)  # warm up
    small, big = seconds(20_000), seconds(80_000)
    assert big < 1.0, big
    assert big < 12 * small + 0.05, (small, big)  # 4x the input: ~4x the time, never ~16x
