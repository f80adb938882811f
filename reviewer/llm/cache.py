"""A replay cache of model replies: a folder of ``<request sha256>.json`` files.

The key is the hash of the canonical JSON request body (model, messages, temperature,
max_tokens, response_format) — never the endpoint or the API key, so replies recorded against
one server replay against any base URL, or with the endpoint down. A request found there is
answered from the file without any HTTP call (its ``ModelCall`` has ``status="replayed"``);
every good reply (HTTP 200) is stored. Writes are atomic (temp file + rename), reads bounded.

    reviewer check note.md --llm-cache runs/cache    # record, then replay the same run offline
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

#: the largest cached reply read back (a bigger file is ignored, as if absent)
MAX_ENTRY_BYTES = 4_000_000


def request_key(body: dict[str, Any]) -> str:
    canon = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(canon.encode("utf-8", "surrogatepass")).hexdigest()


class ReplyCache:
    def __init__(self, folder: str | os.PathLike) -> None:
        self.folder = Path(folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:  # a file of that name, or a folder that cannot be made: say so
            from reviewer.errors import ConfigError

            why = "it is a file, not a folder" if self.folder.is_file() else (exc.strerror or str(exc))
            raise ConfigError(f"the model reply cache {folder} cannot be used: {why} (--llm-cache DIR)") from None

    def _path(self, key: str) -> Path:
        return self.folder / f"{key}.json"

    def get(self, body: dict[str, Any]) -> bytes | None:
        """The raw reply body recorded for this request, or None."""
        path = self._path(request_key(body))
        try:
            if not path.is_file() or path.stat().st_size > MAX_ENTRY_BYTES:
                return None
            entry = json.loads(path.read_bytes())
            reply = entry["reply"]
        except (OSError, ValueError, KeyError, TypeError, RecursionError):
            return None
        return reply.encode("utf-8") if isinstance(reply, str) else None

    def put(self, body: dict[str, Any], raw: bytes) -> None:
        """Record the raw reply body of a request (best effort: a full disk is not an error)."""
        key = request_key(body)
        entry = {"key": key, "request": body, "reply": raw.decode("utf-8", "replace")}
        try:
            fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".tmp-", suffix=".json")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(entry, fh, ensure_ascii=False)
            os.replace(tmp, self._path(key))
        except OSError:
            try:
                os.unlink(tmp)
            except (OSError, UnboundLocalError):
                pass

    def __len__(self) -> int:
        return sum(1 for _ in self.folder.glob("*.json"))


__all__ = ["MAX_ENTRY_BYTES", "ReplyCache", "request_key"]
