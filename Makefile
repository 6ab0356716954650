# One entry point for every routine: the README's commands and CI (.ci/run) call these targets.
# Everything is installed into .venv by these rules; nothing needs installing by hand.

PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.studpoker-deps
# the extras of pyproject.toml the tests and tools need: pyproject.toml is the one dependency list
# (env: the PettingZoo environment; http and browser: the HTTP example and its page's test;
# postgres: the example on PostgreSQL, with a server the tests start themselves;
# dask: studpoker.dask and its LocalCluster test; docs: the documentation site)
EXTRAS ?= test lint cli plot wheel env http postgres browser dask docs

# the build requirements and the named extras of pyproject.toml, one requirement a line
define REQUIREMENTS
import sys, tomllib
project = tomllib.load(open("pyproject.toml", "rb"))
print(*project["build-system"]["requires"], sep="\n")
extras = project["project"]["optional-dependencies"]
print(*(r for name in sys.argv[1:] for r in extras[name]), sep="\n")
endef
export REQUIREMENTS

DIST := target/wheels
SMOKE_VENV := target/smoke-venv

.PHONY: demo test test-rust test-python test-wheel lint bench bench-rust build wheel sdist clean \
	http-example browser fuzz-smoke docs mutants mutants-rust mutants-python

demo: build
	$(PY) -m studpoker demo

test: build test-rust lint docs test-python test-wheel fuzz-smoke

# The test tools, and the env extra (PettingZoo, Gymnasium, NumPy) whose environment is tested too.
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
	$(VENV)/bin/ruff check python tests benches examples docs
	$(VENV)/bin/ruff format --check python tests benches examples docs
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

# The core's fuzz targets (fuzz/, cargo-fuzz and libFuzzer), each run FUZZ_SECONDS from the
# committed seeds (fuzz/seeds); inputs found go to target/fuzz-corpus, a crash to fuzz/artifacts.
# `make fuzz-smoke FUZZ_SECONDS=3600` fuzzes longer. cargo-fuzz is installed when missing;
# RUSTC_BOOTSTRAP lets the stable toolchain take the sanitizer flags libFuzzer builds with.
FUZZ_SECONDS ?= 8
FUZZ_TARGETS := cards eval batch wild settle equity
fuzz-smoke:
	@command -v cargo-fuzz >/dev/null || cargo install --locked cargo-fuzz
	cargo fmt --manifest-path fuzz/Cargo.toml --check
	cargo clippy --manifest-path fuzz/Cargo.toml --all-targets -- -D warnings
	RUSTC_BOOTSTRAP=1 cargo fuzz build
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p target/fuzz-corpus/$$t; \
		RUSTC_BOOTSTRAP=1 cargo fuzz run $$t target/fuzz-corpus/$$t fuzz/seeds/$$t -- \
			-max_total_time=$(FUZZ_SECONDS) > target/fuzz-$$t.log 2>&1 \
			|| { tail -n 60 target/fuzz-$$t.log; echo "fuzz target $$t failed (input in fuzz/artifacts/$$t)"; exit 1; }; \
		echo "fuzz $$t: $$(grep -o 'Done [0-9]* runs in [0-9]* second(s)' target/fuzz-$$t.log)"; \
	done

# Mutation testing (not part of `make test`: it takes hours on two cores); the scores and the
# mutants marked equivalent are in docs/mutation.md. MUTANTS_JOBS builds or tests that many mutants
# at once. cargo-mutants (installed when missing) reads .cargo/mutants.toml: the core's settlement
# and showing order, reports in target/mutants.out. mutmut reads [tool.mutmut] of pyproject.toml:
# the Python flow, run in target/mutmut (see there why). A run resumes: it tests only the mutants
# without a result (new ones, or those of a function changed since). `make mutants-python
# MUTANTS_PYTHON='studpoker.hand.turn_up*'` (re)runs every mutant of one module, survivors included, and
# `cd target/mutmut && ../../.venv/bin/mutmut results` lists the survivors.
MUTANTS_JOBS ?= 2
MUTANTS_PYTHON ?=
mutants: mutants-rust mutants-python

mutants-rust:
	@command -v cargo-mutants >/dev/null || cargo install --locked cargo-mutants
	nice -n 10 cargo mutants -p studpoker-core -j $(MUTANTS_JOBS) --timeout 120 -o target

mutants-python: build
	$(PY) -c "$$REQUIREMENTS" mutation > $(VENV)/requirements-mutation.txt
	$(PY) -m pip install -q -r $(VENV)/requirements-mutation.txt
	mkdir -p target/mutmut
	ln -sfn ../../python target/mutmut/src
	ln -sfn ../../tests target/mutmut/tests
	ln -sfn ../../pyproject.toml target/mutmut/pyproject.toml
	cd target/mutmut && nice -n 10 $(CURDIR)/$(VENV)/bin/mutmut run --max-children $(MUTANTS_JOBS) $(MUTANTS_PYTHON)
	cd target/mutmut && $(CURDIR)/$(VENV)/bin/mutmut export-cicd-stats && cat mutants/mutmut-cicd-stats.json

# The documentation site (mkdocs.yml) into site/: the README's tour, the pages of docs/ and the API
# reference from the docstrings. Strict: a broken link, anchor or cross-reference fails the build
# (and `make test` with it; tests/project/test_docs_site.py fails a missing docstring). It reads
# the sources as they are (the core from its stub), so it needs no build, and fetches nothing.
# Never --quiet: it silences the warnings, and strict mode fails only on the warnings it sees.
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

# The HTTP table example against bots: open http://127.0.0.1:8000/
http-example: build
	$(PY) -m examples.http_table

# An abi3 wheel for manylinux2014 (glibc 2.17: RHEL/CentOS 7+, Debian 9+, Ubuntu 18.04+,
# Amazon Linux 2), linked by zig from PyPI (maturin finds it as the venv's `python -m ziglang`,
# hence the PATH) so no older system is needed, stripped.
wheel: $(STAMP)
	rm -f $(DIST)/studpoker-*.whl
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(VENV)/bin/maturin build --release --zig --compatibility manylinux2014 --strip --out $(DIST)

# The source distribution, checked to hold what a build needs, then built into a wheel as pip
# would from it (without link-time optimisation: this proves the build, it ships nothing; its own
# target directory keeps the dependencies compiled between runs).
sdist: $(STAMP)
	rm -rf $(DIST)/studpoker-*.tar.gz target/sdist-wheel
	$(VENV)/bin/maturin sdist --out $(DIST)
	$(PY) tests/project/check_sdist.py $(DIST)/studpoker-*.tar.gz
	CARGO_TARGET_DIR="$(CURDIR)/target/sdist-build" CARGO_PROFILE_RELEASE_LTO=off \
		CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 $(PY) -m pip wheel -q --no-deps \
		--no-build-isolation -w target/sdist-wheel $(DIST)/studpoker-*.tar.gz
	ls target/sdist-wheel/studpoker-*.whl

# The wheel installed into a fresh virtual environment, with the cli extra, and tried from
# outside the source tree: import, a hand, an evaluation, the command line's --help.
test-wheel: wheel sdist
	rm -rf $(SMOKE_VENV)
	$(PYTHON) -m venv $(SMOKE_VENV)
	$(SMOKE_VENV)/bin/python -m pip install -q "$$(ls $(DIST)/studpoker-*.whl)[cli]"
	cd /tmp && $(CURDIR)/$(SMOKE_VENV)/bin/python $(CURDIR)/tests/project/smoke_wheel.py

# Measurements run as long as they take (no per-test limit); `make test` runs every bench file
# once, small, under the limit.
bench: build
	$(PY) -c "$$REQUIREMENTS" bench > $(VENV)/requirements-bench.txt
	$(PY) -m pip install -q -r $(VENV)/requirements-bench.txt
	$(PY) -m pytest benches --benchmark-only --benchmark-columns=median,ops,rounds -s -o timeout=0

bench-rust:
	cargo bench -p studpoker-core

clean:
	rm -rf $(VENV) target fuzz/target python/studpoker/_core*.so site
