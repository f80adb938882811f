"""Lossless JSON for a whole :class:`~reviewer.model.Report` (the decision log's snapshots).

Contract 3 (``reviewer.report``) is the public report; it leaves out the source texts and the
repair offsets that exports need. This codec keeps every field of the model dataclasses and
rebuilds them from their type hints, so additive model fields round-trip without changes here.
"""

from __future__ import annotations

import dataclasses
import json
import types
import typing
from enum import Enum
from functools import cache

from reviewer import model
from reviewer.model import Report


def report_to_json(report: Report) -> str:
    return json.dumps(_encode(report), ensure_ascii=False, sort_keys=True)


def report_from_json(text: str) -> Report:
    return _decode(Report, json.loads(text))


def _encode(value):
    if dataclasses.is_dataclass(value):
        return {f.name: _encode(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        return {k: _encode(v) for k, v in value.items()}
    return value


@cache
def _hints(cls) -> dict:
    return typing.get_type_hints(cls, vars(model))


def _decode(tp, data):
    if data is None:
        return None
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(tp) if a is not type(None)]
        return _decode(args[0], data) if len(args) == 1 else data
    if origin is tuple:
        args = typing.get_args(tp)
        return tuple(_decode(args[0], v) for v in data) if args else tuple(data)
    if origin is dict:
        return dict(data)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        names = {f.name for f in dataclasses.fields(tp) if f.init}
        return tp(**{k: _decode(hints[k], v) for k, v in data.items() if k in names})
    if isinstance(tp, type) and issubclass(tp, Enum):
        return tp(data)
    return data
