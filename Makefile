# One entry point for every routine: the README's commands and CI (.ci/run) call these targets.
# Everything is installed into .venv by these rules; nothing needs installing by hand.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.studpoker-deps

.PHONY: demo test test-rust test-python lint bench bench-rust build clean

demo: build
	$(PY) -m studpoker demo

test: build test-rust lint test-python

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q "maturin>=1.7,<2" pytest "hypothesis>=6.100" "ruff>=0.6" "mypy>=1.10"
	touch $(STAMP)

# The extension is always built in release mode: the tests sweep millions of hands.
build: $(STAMP)
	$(VENV)/bin/maturin develop --release --quiet

test-rust:
	cargo fmt --all --check
	cargo clippy --release --all-targets -- -D warnings
	cargo test --release -p studpoker-core

lint: $(STAMP)
	$(VENV)/bin/ruff check python tests benches
	$(VENV)/bin/ruff format --check python tests benches
	$(VENV)/bin/mypy
	$(PY) -m mypy.stubtest studpoker._core --allowlist tests/stubtest-allowlist.txt

test-python: build
	$(PY) -m pytest

bench: build
	$(PY) -m pip install -q "pytest-benchmark>=4" phevaluator treys pokerkit poker-equity
	$(PY) -m pytest benches --benchmark-only --benchmark-columns=median,ops,rounds -s

bench-rust:
	cargo bench -p studpoker-core

clean:
	rm -rf $(VENV) target python/studpoker/_core*.so
