# Two commands for a newcomer:  `make run` (the review app on the bundled samples)
# and `make test` (installs everything, Debian chromium included, and runs every test).
PYTHON ?= python3
VENV   ?= .venv
PY      = $(VENV)/bin/python
STAMP   = $(VENV)/.installed-$(shell sha1sum pyproject.toml | cut -c1-12)
PORT   ?= 8501

.PHONY: install run check test test-fast test-llm llm-server chromium bench train train-model clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

install: $(STAMP)

run: install                    ## the review app on data/samples, at http://localhost:$(PORT)
	$(PY) -m streamlit run app.py --server.port $(PORT)

check: install                  ## the command line on a sample bundle
	$(VENV)/bin/reviewer check data/samples/analytic-note

chromium:                       ## Debian's chromium for the browser tests (Playwright's download does not work here)
	@command -v chromium >/dev/null 2>&1 || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

test: install chromium          ## every test, the browser tests included (not the llm ones: make test-llm)
	$(PY) -m pytest

test-fast: install              ## everything but the browser and llm tests
	$(PY) -m pytest -m "not browser and not llm"

test-llm: install               ## the model judges against a real llama-server (built once, ~12 min; cached)
	tools/llm-server.sh build
	tools/llm-server.sh model
	$(PY) -m pytest -m llm -rP tests/test_llm_real.py

llm-server: install             ## a local OpenAI-compatible server on 127.0.0.1:8089 (SmolLM2-135M, CPU)
	tools/llm-server.sh serve 8089

train: install                  ## refit the learned judge, the evidence thresholds and the panel's combiner on the declared training split (seeded; rewrites reviewer/judges/learned_weights.json)
	$(PY) -m pip install --quiet -e ".[dev]"
	$(PY) benchmarks/train_judge.py

train-model: install            ## refit the contradiction model on its declared training corpora (seeded, ~55 min on 2 cores; rewrites reviewer/judges/contradiction_model/)
	$(PY) benchmarks/train_contradiction_model.py

bench: install                  ## the benchmark scripts: they print figures, they do not pass or fail
	$(PY) -m pip install --quiet -e ".[dev]"
	$(PY) benchmarks/segment_bench.py
	$(PY) benchmarks/startup_bench.py
	$(PY) benchmarks/check_bench.py
	$(PY) benchmarks/locate_bench.py
	$(PY) benchmarks/fetch_bench.py
	$(PY) benchmarks/judges_speed.py
	$(PY) benchmarks/repair_bench.py
	$(PY) benchmarks/app_bench.py
	$(PY) benchmarks/contradiction_bench.py
	$(PY) benchmarks/trust_bench.py
	$(PY) benchmarks/contradiction_model_bench.py
	$(PY) benchmarks/citation_bench.py
	$(PY) benchmarks/pathological_bench.py
	$(PY) benchmarks/cv_bench.py
	$(VENV)/bin/reviewer bench --holdout ../shared/benchmarks/alex_v1v2.jsonl
	$(VENV)/bin/reviewer bench --holdout ../shared/benchmarks/wice_dev.jsonl
	$(VENV)/bin/reviewer bench ../shared/benchmarks/attributionbench_dev.jsonl
	$(VENV)/bin/reviewer bench data/adversarial/contradictions.jsonl

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis test-artifacts
