# One entry point for every routine: the README's commands and CI (.ci/run) call these targets.
# Everything is installed into .venv by these rules; nothing needs installing by hand.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.studpoker-deps

.PHONY: demo test test-rust test-python lint bench bench-rust build clean http-example browser

demo: build
	$(PY) -m studpoker demo

test: build test-rust lint test-python

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q "maturin>=1.7,<2" pytest "hypothesis>=6.100" "jsonschema>=4.18" "ruff>=0.6" "mypy>=1.10"
	# the extras of the HTTP example and its browser test (pyproject: http, browser)
	$(PY) -m pip install -q "fastapi>=0.110" "uvicorn>=0.29" "sqlalchemy>=2" "httpx>=0.27" "selenium>=4.20"
	touch $(STAMP)

# The extension is always built in release mode: the tests sweep millions of hands.
build: $(STAMP)
	$(VENV)/bin/maturin develop --release --quiet

test-rust:
	cargo fmt --all --check
	cargo clippy --release --all-targets -- -D warnings
	cargo test --release -p studpoker-core

lint: $(STAMP)
	$(VENV)/bin/ruff check python tests benches examples
	$(VENV)/bin/ruff format --check python tests benches examples
	$(VENV)/bin/mypy
	$(PY) -m mypy.stubtest studpoker._core --allowlist tests/stubtest-allowlist.txt

test-python: build browser
	$(PY) -m pytest

# Headless Chromium and its driver from Debian's packages, for the web page's test; installed
# when missing (as root). Without them that one test skips and says why.
browser:
	@if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver \
		|| echo "chromium could not be installed: the browser test will skip"; \
	else echo "chromium and chromedriver are missing (install them as root): the browser test will skip"; fi

# The HTTP table example against bots: open http://127.0.0.1:8000/
http-example: build
	$(PY) -m examples.http_table

bench: build
	$(PY) -m pip install -q "pytest-benchmark>=4" phevaluator treys pokerkit
	$(PY) -m pytest benches --benchmark-only --benchmark-columns=median,ops,rounds -s

bench-rust:
	cargo bench -p studpoker-core

clean:
	rm -rf $(VENV) target python/studpoker/_core*.so
