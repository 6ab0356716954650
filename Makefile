# One entry point for every routine: the README's commands and CI (.ci/run) call these targets.
# Everything is installed into .venv by these rules; nothing needs installing by hand.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.studpoker-deps
# the extras of pyproject.toml the tests and tools need: pyproject.toml is the one dependency list
# (http and browser: the HTTP example and its page's test)
EXTRAS ?= test lint http browser

# the build requirements and the named extras of pyproject.toml, one requirement a line
define REQUIREMENTS
import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))
print(*project["build-system"]["requires"], sep="\n")
extras = project["project"]["optional-dependencies"]
print(*(r for name in sys.argv[1:] for r in extras[name]), sep="\n")
endef
export REQUIREMENTS

.PHONY: demo test test-rust test-python lint bench bench-rust build clean http-example browser

demo: build
	$(PY) -m studpoker demo

test: build test-rust lint test-python

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -c "$$REQUIREMENTS" $(EXTRAS) > $(VENV)/requirements.txt
	$(PY) -m pip install -q -r $(VENV)/requirements.txt
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

# The benchmark suites run as plain tests too (small sizes, timing off), so their assertions hold.
test-python: build browser
	$(PY) -m pytest
	STUDPOKER_BENCH_SMOKE=1 $(PY) -m pytest benches --benchmark-disable -q

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
	$(PY) -m pytest benches --benchmark-only --benchmark-columns=median,ops,rounds -s

bench-rust:
	cargo bench -p studpoker-core

clean:
	rm -rf $(VENV) target python/studpoker/_core*.so
