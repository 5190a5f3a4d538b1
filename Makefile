# SPDX-License-Identifier: MIT
# sudokudb: the SQLite extension (sudoku.so), the CLI (sudokudb), the
# PostgreSQL extension (pg/), tests, benchmarks and fuzzers.  `make help`
# lists the targets.

CC       ?= cc
CFLAGS   ?= -O2 -g
WARN     := -Wall -Wextra
LDLIBS   := -lsqlite3 -lcairo -lpthread -lm
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=undefined \
            -fno-omit-frame-pointer

# Runtime assertions (assert()) check invariants of the core and the CLI.
# The plain build (sudoku.so, sudokudb, the bench programs; what `make
# install`, `make dist`, the packages, debian/rules and `make bench` ship
# or time) is the release build: SHIP_DEFS compiles them out, apart from
# CFLAGS so that a packager's CFLAGS (dpkg-buildflags) keep them out too.
# Every test build keeps them: the unit tests (their own copy of the
# core, build/check), the sanitizer builds (asan-so, asan-cli, the
# out-of-memory program), the fuzzers and the coverage build.  The plain
# Tcl suite therefore runs the release build and the sanitized suite the
# asserting one (docs/testing.md).  `make SHIP_DEFS=` keeps them in the
# plain build too (after `make clean`: objects do not depend on flags).
SHIP_DEFS := -DNDEBUG

# The version lives in the file VERSION; the build date is
# SOURCE_DATE_EPOCH's when set (reproducible packages), else today's.
VERSION    := $(shell cat VERSION)
# (GNU date reads an epoch with -d @N, BSD date with -r N.)
BUILD_DATE := $(shell e=$${SOURCE_DATE_EPOCH:-$$(date +%s)}; \
                date -u -d "@$$e" +%Y-%m-%d 2>/dev/null || date -u -r "$$e" +%Y-%m-%d)
# The core is ext/ (work.h) and its folders by capability (ext/grid,
# ext/solve, ext/rate, ...): every folder is on the include path.
CORE_DIRS := ext $(patsubst %/,%,$(wildcard ext/*/))
INC      := $(addprefix -I,$(CORE_DIRS)) -DSUDOKU_VERSION='"$(VERSION)"' \
            -DSUDOKU_BUILD_DATE='"$(BUILD_DATE)"'

# The CLI is in folders by subsystem (cli/base, cli/import, cli/records,
# ...), each on the include path of what compiles CLI sources (CLI_INC).
CLI_DIRS := $(patsubst %/,%,$(wildcard cli/*/))
CLI_INC  := $(addprefix -I,$(CLI_DIRS))

# The core (no SQLite headers), the SQLite glue, and the CLI.
GLUE_SRC := $(wildcard sqlite/*.c)
CORE_SRC := $(wildcard $(addsuffix /*.c,$(CORE_DIRS)))
CLI_SRC  := $(wildcard $(addsuffix /*.c,$(CLI_DIRS)))
HEADERS  := $(wildcard $(addsuffix /*.h,$(CORE_DIRS) $(CLI_DIRS)) sqlite/*.h \
              bench/*.h) VERSION

# sudoku.so exports its entry point alone: every object is compiled with
# hidden visibility but sqlite3_sudoku_init, and where the linker takes a
# version script (GNU ld, lld, gold) sqlite/sudoku.map hides whatever else
# a static library brings along.
EXPORTS := $(shell $(CC) -shared $(EXPORTS) \
             -o /dev/null -x c /dev/null >/dev/null 2>&1 && \
             echo -Wl,--version-script=sqlite/sudoku.map)

# sudokudb print draws PDF and PNG pages with cairo (cli/print/print_cairo.c only).
CAIRO_CFLAGS := $(shell pkg-config --cflags cairo 2>/dev/null || echo -I/usr/include/cairo)
build/%/cli/print/print_cairo.o: INC += $(CAIRO_CFLAGS)

# Objects per flavour: so (PIC, hidden symbols), cli (SQLITE_CORE), the
# sanitizer builds of both, and check (so with its assertions).  The bench
# programs link the core's objects of the so flavour, the unit tests those
# of check (core_objs), rather than compile the core again each.
so_objs   = $(patsubst %.c,build/$(1)/%.o,$(CORE_SRC) $(GLUE_SRC))
cli_objs  = $(patsubst %.c,build/$(1)/%.o,$(CORE_SRC) $(GLUE_SRC) $(CLI_SRC))
core_objs = $(patsubst %.c,build/$(1)/%.o,$(CORE_SRC))

.PHONY: all deps deps-build apt-install test test-plain test-asan test-slow valgrind \
        demo bench fuzz fuzz-build fuzz-check coverage coverage-report oom clean help install \
        uninstall deb test-install pg pg-install test-pg \
        wheel npm dist test-packages test-portable

all: sudoku.so sudokudb

help:
	@echo "make            build sudoku.so and sudokudb"
	@echo "make test       install missing packages, build, run the Tcl suite"
	@echo "                plain and under AddressSanitizer+UBSan (but the"
	@echo "                slow files), then the out-of-memory injection"
	@echo "make test-slow  the slow files of the suite, plain and sanitized"
	@echo "make demo       import the example puzzles, solve, rate, report"
	@echo "make pg         the PostgreSQL extension (pg/, PGXS); make pg-install"
	@echo "                installs it into the system's PostgreSQL (the tests"
	@echo "                need it there: they start throwaway clusters);"
	@echo "                make test-pg runs the PostgreSQL tests alone"
	@echo "make install    install under PREFIX (/usr/local), staged in DESTDIR;"
	@echo "                make uninstall removes it again"
	@echo "make deb        Debian packages libsqlite3-mod-sudoku and sudokudb"
	@echo "                into build/deb/"
	@echo "make test-install  try make install and the packages (installs"
	@echo "                them on this machine, then removes them)"
	@echo "make wheel      the Python wheel into dist/ (sudokudb.load(conn))"
	@echo "make npm        the npm package into dist/ (for better-sqlite3)"
	@echo "make dist       source tarball, wheel, npm tarball, .debs, SHA256SUMS"
	@echo "make test-packages  the wheel and the npm package, tried in a venv"
	@echo "                and beside better-sqlite3 (the README's tour)"
	@echo "make web        the WebAssembly engine and the playground page into"
	@echo "                build/web/ (make serve-web serves it; docs/web.md)"
	@echo "make test-web   the engine under Node against the native extension,"
	@echo "                the page in headless Chromium"
	@echo "make test-portable  make demo without apt, a clang build and its"
	@echo "                plain suite, from a fresh 0700 clone"
	@echo "make bench      puzzles/s side by side with the seed solver; the"
	@echo "                data from BENCH_DATA (../shared/data)"
	@echo "make fuzz       build and run the libFuzzer targets (installs clang),"
	@echo "                each FUZZ_SECONDS (60), FUZZ_JOBS at a time (1)"
	@echo "make fuzz-check build them, replay their seeds (installs clang)"
	@echo "make valgrind   the Tcl suite under valgrind (leaks, memory errors)"
	@echo "make coverage   branch coverage of ext/ and sqlite/ by the tests (gcov)"
	@echo "make oom        out-of-memory injection: every allocation of every"
	@echo "                SQL function, import, solve and rate fails in turn"

build/so/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(SHIP_DEFS) $(WARN) -fPIC -fvisibility=hidden $(INC) -c $< -o $@

build/cli/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(SHIP_DEFS) $(WARN) -DSQLITE_CORE $(INC) $(CLI_INC) -c $< -o $@

# The core as the so flavour, with its assertions: for the unit tests.
build/check/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CPPFLAGS) $(WARN) -fPIC -fvisibility=hidden $(INC) -c $< -o $@

build/asan-so/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(WARN) $(SANITIZE) -fPIC -fvisibility=hidden $(INC) -c $< -o $@

build/asan-cli/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(WARN) $(SANITIZE) -DSQLITE_CORE $(INC) $(CLI_INC) -c $< -o $@

sudoku.so: $(call so_objs,so) sqlite/sudoku.map
	$(CC) $(CFLAGS) $(LDFLAGS) -shared $(EXPORTS) \
	  -o $@ $(call so_objs,so) -lm

sudokudb: $(call cli_objs,cli)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(call cli_objs,cli) $(LDLIBS)

build/asan/sudoku.so: $(call so_objs,asan-so) sqlite/sudoku.map
	@mkdir -p $(dir $@)
	$(CC) -g $(SANITIZE) -shared $(EXPORTS) \
	  -o $@ $(call so_objs,asan-so) -lm

build/asan/sudokudb: $(call cli_objs,asan-cli)
	@mkdir -p $(dir $@)
	$(CC) -g $(SANITIZE) -o $@ $(call cli_objs,asan-cli) $(LDLIBS)

# Install what a fresh Debian machine lacks (needs root or sudo): the
# build needs BUILD_DEPS (make deps-build, all `make demo` needs), the
# tests TEST_DEPS too (make deps), the packages PKG_DEPS (make deb), the
# fuzzers FUZZ_DEPS (make fuzz-check).  Installing is optional: where
# there is no apt-get and dpkg, nothing is installed (make deps says what
# to install by hand) and the build goes on with the tools that are there.
BUILD_DEPS := gcc make libsqlite3-dev sqlite3 libcairo2-dev pkg-config
TEST_DEPS  := tcl libsqlite3-tcl time librsvg2-bin poppler-utils libxml2-utils \
              gzip bzip2 xz-utils zstd \
              chromium postgresql-15 postgresql-client-15 \
              postgresql-server-dev-15
PKG_DEPS   := dpkg-dev debhelper
FUZZ_DEPS  := clang
deps:
	@$(MAKE) --no-print-directory apt-install PKGS="$(BUILD_DEPS) $(TEST_DEPS)" \
	  NOAPT_NOTE=1
deps-build:
	@$(MAKE) --no-print-directory apt-install PKGS="$(BUILD_DEPS)"
apt-install:
	@if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg >/dev/null 2>&1; then \
	  [ -z "$(NOAPT_NOTE)" ] || { echo "no apt-get here: install by hand what these"; \
	    echo "Debian packages give (README: Install):"; echo "  $(PKGS)"; }; \
	  exit 0; fi; \
	missing=""; for p in $(PKGS); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  $$sudo apt-get update -q && \
	  DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -q $$missing \
	    </dev/null; \
	fi

# `make test` builds everything it runs first, JOBS compilers at once
# (the machine's cores), then runs the suites one after another, each
# JOBS test files at a time.
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
TEST_BIN = all $(BENCH_BIN) build/unit/unit_tests build/asan/sudoku.so \
           build/asan/sudokudb build/asan/unit_tests build/oom/oom
test: deps
	$(MAKE) -j$(JOBS) $(TEST_BIN)
	$(MAKE) test-plain
	$(MAKE) test-asan
	$(MAKE) oom

# The linker routes these libc calls to the failing allocator of the
# out-of-memory tests (tests/oom/oom_alloc.c), in the test programs only.
OOM_WRAP := -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=strdup,--wrap=free

# Tests may run the bench programs too (e.g. differential solver checks).
BENCH_BIN = $(patsubst bench/%.c,build/bench/%,$(wildcard bench/*.c))

# C unit tests of the core (tests/unit/*.c, one program): what SQL cannot
# reach; and of the CLI's progress line (cli/base/progress.c), whose drawing
# depends on a clock and a terminal the Tcl tests do not have.
# Allocations of the core go through the failing allocator of the
# out-of-memory tests (tests/oom/oom_alloc.c, linked with OOM_WRAP).
UNIT_SRC  := $(wildcard tests/unit/*.c) tests/oom/oom_alloc.c \
             cli/base/progress.c cli/base/textwidth.c
UNIT_WRAP := $(CLI_INC) -Itests/oom $(OOM_WRAP) -lsqlite3 -lpthread

build/unit/unit_tests: $(UNIT_SRC) $(call core_objs,check) $(HEADERS) \
                      tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(WARN) $(INC) -o $@ $(UNIT_SRC) $(call core_objs,check) \
	  $(UNIT_WRAP) -lm

build/asan/unit_tests: $(UNIT_SRC) $(call core_objs,asan-so) $(HEADERS) \
                       tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(WARN) $(SANITIZE) $(INC) -o $@ $(UNIT_SRC) \
	  $(call core_objs,asan-so) $(UNIT_WRAP) -lm

# The PostgreSQL extension, built with PGXS (pg/Makefile), and installed
# into the system's PostgreSQL, where the tests' throwaway clusters find
# it (with sudo when not root, as for the packages).
pg:
	$(MAKE) -C pg
pg-install: pg
	@sudo=""; [ "$$(id -u)" = 0 ] || sudo=sudo; \
	  $$sudo $(MAKE) -s -C pg install >/dev/null

# The PostgreSQL extension's files of the suite alone (tests/pg*.test;
# .ci/run runs them from a clone in a folder only its owner can enter).
PG_TESTS := $(patsubst tests/%.test,%,$(wildcard tests/pg*.test))
test-pg: sudoku.so sudokudb pg-install
	@for t in $(PG_TESTS); do tclsh tests/all.tcl $$t || exit 1; done

# The Tcl suite's files but the slow ones (tests/all.tcl -quick); `make
# test-slow` runs those, plain and under the sanitizers (SUITE selects).
SUITE ?= -quick
test-plain: sudoku.so sudokudb $(BENCH_BIN) build/unit/unit_tests pg-install
	build/unit/unit_tests
	tclsh tests/all.tcl -j $(JOBS) $(SUITE)

# The Tcl interpreter is not instrumented, so the sanitizer runtime is
# preloaded; leaks in Tcl itself are suppressed (tests/lsan.supp).
test-asan: build/asan/sudoku.so build/asan/sudokudb $(BENCH_BIN) \
           build/asan/unit_tests pg-install
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	  build/asan/unit_tests
	$(ASAN_ENV) tclsh tests/all.tcl -j $(JOBS) $(SUITE)

ASAN_ENV = LD_PRELOAD="$$($(CC) -print-file-name=libasan.so) $$($(CC) -print-file-name=libubsan.so)" \
	ASAN_OPTIONS=detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	SUDOKU_EXT=build/asan/sudoku.so SUDOKUDB=build/asan/sudokudb

# The slow suites (tests/all.tcl -slow), plain and under the sanitizers;
# .ci/run runs them after `make test`.
test-slow: deps
	$(MAKE) -j$(JOBS) $(TEST_BIN)
	tclsh tests/all.tcl -j $(JOBS) -slow
	$(ASAN_ENV) tclsh tests/all.tcl -j $(JOBS) -slow

# The suite's SQL under valgrind (the CLI's children are covered by
# test-asan): any definite leak or memory error fails.
valgrind: sudoku.so sudokudb $(BENCH_BIN) pg-install
	valgrind -q --leak-check=full --show-leak-kinds=definite \
	  --errors-for-leak-kinds=definite --error-exitcode=9 tclsh tests/all.tcl

# Benchmarks: each bench/bench_*.sh runs on its own; bench/*.c programs
# link the core as build/bench/NAME.  BENCH_DATA: the folder of the
# benchmark sets, BENCH_SEEDS: of the yardsticks (bench/README.md).
BENCH_DATA  ?= ../shared/data
BENCH_SEEDS ?= ../shared/bench
bench: all $(BENCH_BIN)
	@for s in bench/bench_*.sh; do \
	  BENCH_DATA="$(BENCH_DATA)" BENCH_SEEDS="$(BENCH_SEEDS)" sh $$s || exit 1; \
	done

build/bench/%: bench/%.c $(call core_objs,so) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(SHIP_DEFS) $(WARN) $(INC) -o $@ $< $(call core_objs,so) -lm -lpthread

# Fuzzers: tests/fuzz/fuzz_NAME.c, each run FUZZ_SECONDS on its corpus
# (build/fuzz/corpus-NAME, grown from tests/fuzz/seeds and, when there is
# one, tests/fuzz/corpus/NAME), FUZZ_JOBS of them at a time.  Each run's
# output goes to build/fuzz/NAME.log; a finding (crash, leak, sanitizer
# report, an input slower than FUZZ_TIMEOUT seconds, out of memory) stops
# make with the fuzzer's exit status, the end of its report and the input
# that did it (build/fuzz/NAME-crash-..., -leak-, -timeout-, -oom-).
# `make fuzz-check` builds every fuzzer and runs each once over its seeds
# and committed corpus, no new inputs: a fuzzer that no longer links, or
# an input that once found a bug, fails it.  (.ci/run runs `make fuzz
# FUZZ_SECONDS=60 FUZZ_JOBS=2`, which replays them too.)
FUZZ_SECONDS ?= 60
FUZZ_TIMEOUT ?= 60
FUZZ_JOBS    ?= 1
FUZZ_C   := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BIN := $(patsubst tests/fuzz/%.c,build/fuzz/%,$(FUZZ_C))
FUZZ_RUN := $(patsubst build/fuzz/%,fuzz-run-%,$(FUZZ_BIN))
# fuzz-run-NAME: fuzzer NAME run with FUZZ_ARGS over its seeds (and, with
# FUZZ_GROW set, its growing corpus first); the parent make says which.
fuzz-run-%: build/fuzz/%
	@n=$*; seeds=tests/fuzz/seeds; \
	  [ -d tests/fuzz/corpus/$$n ] && seeds="$$seeds tests/fuzz/corpus/$$n"; \
	  $(if $(FUZZ_GROW),mkdir -p build/fuzz/corpus-$$n;) \
	  build/fuzz/$$n $(FUZZ_ARGS) -timeout=$(FUZZ_TIMEOUT) \
	    -print_final_stats=0 -artifact_prefix=build/fuzz/$$n- \
	    $(if $(FUZZ_GROW),build/fuzz/corpus-$$n) $$seeds \
	    >build/fuzz/$$n.log 2>&1; \
	  rc=$$?; \
	  if [ $$rc -ne 0 ]; then \
	    sed -n '/ERROR\|runtime error\|ALARM/,$$p' build/fuzz/$$n.log | \
	      head -30; echo ...; tail -4 build/fuzz/$$n.log; \
	    echo "$$n: finding (exit $$rc); full log build/fuzz/$$n.log"; \
	    exit $$rc; fi; \
	  echo "$$n: $$(tail -1 build/fuzz/$$n.log)"
fuzz-build:
	@$(MAKE) --no-print-directory apt-install PKGS="$(BUILD_DEPS) $(FUZZ_DEPS)"
	$(MAKE) -j$(JOBS) $(FUZZ_BIN)
fuzz: fuzz-build
	@echo "fuzzing each of $(words $(FUZZ_BIN)) targets for $(FUZZ_SECONDS)s, $(FUZZ_JOBS) at a time"
	@$(MAKE) --no-print-directory -j$(FUZZ_JOBS) --output-sync=target \
	  $(FUZZ_RUN) FUZZ_ARGS=-max_total_time=$(FUZZ_SECONDS) FUZZ_GROW=1
fuzz-check: fuzz-build
	@echo "replaying the inputs of each of $(words $(FUZZ_BIN)) targets"
	@$(MAKE) --no-print-directory -j$(JOBS) --output-sync=target \
	  $(FUZZ_RUN) FUZZ_ARGS=-runs=0

# The fuzzers link what they use from one archive: the core, the SQL glue
# (compiled in with -DSQLITE_CORE, as in the CLI), the import readers, the
# pipes, and tests/fuzz/fuzzlib.c (puzzles built from fuzz input).
FUZZ_CFLAGS := -O1 -g -fsanitize=fuzzer-no-link,address,undefined \
               -fno-sanitize-recover=undefined -DSQLITE_CORE \
               $(INC) $(CLI_INC) -Itests/fuzz
FUZZ_LIB_SRC := $(CORE_SRC) $(GLUE_SRC) $(wildcard cli/records/*.c) \
                cli/import/rowbuf.c cli/base/db_cells.c $(wildcard cli/pipe/pipe_*.c) \
                tests/fuzz/fuzzlib.c
FUZZ_LIB_OBJ := $(patsubst %.c,build/fuzz/obj/%.o,$(FUZZ_LIB_SRC))
build/fuzz/obj/%.o: %.c $(HEADERS) tests/fuzz/fuzzlib.h
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) $(WARN) -c $< -o $@

build/fuzz/libfuzz.a: $(FUZZ_LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

build/fuzz/%: tests/fuzz/%.c build/fuzz/libfuzz.a $(HEADERS) tests/fuzz/fuzzlib.h
	clang $(FUZZ_CFLAGS) $(WARN) -fsanitize=fuzzer -o $@ $< \
	  build/fuzz/libfuzz.a -lsqlite3 -lm

# Branch coverage of ext/ and sqlite/ with gcc's gcov: everything is built with
# --coverage -O0 under build/cov (the core once, shared by sudoku.so, the
# CLI and the bench programs; the glue twice, as for so and cli), the
# Tcl suite runs against that build, then gcov's branch counts of every
# object are merged per source line by tests/covreport.awk into a
# per-file table; the untaken branches go to build/cov/uncovered.txt.
# The counters are updated atomically: the CLI's worker threads share
# them.  Fails only when a test fails; the figure is informational.
COV        := build/cov
COV_CFLAGS := -O0 -g --coverage -fprofile-update=atomic
cov_core   := $(patsubst %.c,$(COV)/core/%.o,$(CORE_SRC))
cov_so     := $(cov_core) $(patsubst %.c,$(COV)/so/%.o,$(GLUE_SRC))
cov_cli    := $(cov_core) $(patsubst %.c,$(COV)/cli/%.o,$(GLUE_SRC) $(CLI_SRC))
COV_BENCH  := $(patsubst bench/%.c,$(COV)/bench/%,$(wildcard bench/*.c))

$(COV)/core/%.o $(COV)/so/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(COV_CFLAGS) $(WARN) -fPIC -fvisibility=hidden $(INC) -c $< -o $@

$(COV)/cli/%.o: %.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(COV_CFLAGS) $(WARN) -DSQLITE_CORE $(INC) $(CLI_INC) -c $< -o $@

$(COV)/sudoku.so: $(cov_so) sqlite/sudoku.map
	$(CC) --coverage -shared $(EXPORTS) \
	  -o $@ $(cov_so) -lm

$(COV)/sudokudb: $(cov_cli)
	$(CC) --coverage -o $@ $(cov_cli) $(LDLIBS)

# The programs around the core are not measured: compiled plainly, linked
# with gcov's runtime.
$(COV)/bench/%: bench/%.c $(cov_core) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) -O0 -g $(WARN) $(INC) -o $@ $< $(cov_core) -lgcov -lm -lpthread

$(COV)/unit_tests: $(UNIT_SRC) $(cov_core) $(HEADERS) tests/unit/unit.h
	$(CC) -O0 -g $(WARN) $(INC) -o $@ $(UNIT_SRC) $(cov_core) \
	  $(UNIT_WRAP) -lgcov -lm

coverage: deps
	@$(MAKE) -s -j$(JOBS) --no-print-directory all $(BENCH_BIN) $(COV)/sudoku.so \
	  $(COV)/sudokudb $(COV_BENCH) $(COV)/unit_tests pg-install
	@find $(COV) -name '*.gcda' -delete
	@rc=0; $(COV)/unit_tests || rc=1; \
	SUDOKU_EXT=$(COV)/sudoku.so SUDOKUDB=$(COV)/sudokudb \
	  SUDOKU_BENCH=$(COV)/bench tclsh tests/all.tcl -j $(JOBS) || rc=1; \
	$(MAKE) --no-print-directory coverage-report || rc=1; exit $$rc

# The report alone, from the counts of the last run.  gcov runs once per
# kind of object, in a directory of its own (the so and cli objects of
# the glue give .gcov files of the same names), where ext/ and sqlite/
# are linked so that it finds the sources; once per source, with that
# source's object folder.
coverage-report:
	@rm -rf $(COV)/gcov
	@for d in core:"$(CORE_SRC)" so:"$(GLUE_SRC)" cli:"$(GLUE_SRC)"; do \
	  k=$${d%%:*}; g=$(COV)/gcov/$$k; mkdir -p $$g; \
	  ln -s $(CURDIR)/ext $$g/ext; ln -s $(CURDIR)/sqlite $$g/sqlite; \
	  for f in $${d#*:}; do \
	    ( cd $$g && gcov -b -c -r -o $(CURDIR)/$(COV)/$$k/$$(dirname $$f) \
	        $$f >/dev/null 2>>gcov.err ) || exit 1; \
	  done; \
	done; \
	find $(COV)/gcov -name '*.gcov' | sort | xargs awk \
	  -v uncovered=$(COV)/uncovered.txt -f tests/covreport.awk

# The main job: import the example puzzles, solve and rate them, report.
DEMO_FILES := $(wildcard examples/*.txt examples/*.sdk examples/*.csv)
demo: deps-build
	@$(MAKE) --no-print-directory all >/dev/null
	rm -f demo.db demo.db-wal demo.db-shm
	./sudokudb import demo.db $(DEMO_FILES)
	./sudokudb solve demo.db
	./sudokudb rate demo.db
	./sudokudb stats demo.db
	./sudokudb sql demo.db --format table < examples/queries.sql

clean:
	rm -rf build sudoku.so sudokudb demo.db demo.db-wal demo.db-shm
	-command -v pg_config >/dev/null && $(MAKE) -s -C pg clean

# Install: the CLI, the extension (loadable as $(EXTDIR)/sudoku), the
# manual page, the bash completion and the documentation, under PREFIX,
# staged in DESTDIR.  The folders it creates are listed in
# $(DIRLIST), so that uninstall removes those (when they are empty
# then) and no other: never a /usr/local/bin that was there before.
PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
LIBDIR  ?= $(PREFIX)/lib
EXTDIR  ?= $(LIBDIR)/sqlite3
MANDIR  ?= $(PREFIX)/share/man
COMPDIR ?= $(PREFIX)/share/bash-completion/completions
DOCDIR  ?= $(PREFIX)/share/doc/sudokudb
DIRLIST := $(PREFIX)/share/sudokudb/installed-dirs
DOC_FILES := README.md LICENSE $(wildcard docs/*.md)
INSTALLED := $(BINDIR)/sudokudb $(EXTDIR)/sudoku.so \
             $(MANDIR)/man1/sudokudb.1 $(COMPDIR)/sudokudb \
             $(addprefix $(DOCDIR)/,$(notdir $(DOC_FILES)))

install: all
	@new=; for d in $(sort $(dir $(INSTALLED) $(DIRLIST))); do \
	  d=$${d%/}; \
	  while [ -n "$$d" ] && [ "$$d" != / ] && [ ! -d "$(DESTDIR)$$d" ]; do \
	    new="$$new $$d"; d=$$(dirname "$$d"); \
	  done; \
	done; \
	mkdir -p $(DESTDIR)$(BINDIR) $(DESTDIR)$(EXTDIR) $(DESTDIR)$(MANDIR)/man1 \
	  $(DESTDIR)$(COMPDIR) && \
	install -m 0755 sudokudb $(DESTDIR)$(BINDIR)/sudokudb && \
	install -m 0644 sudoku.so $(DESTDIR)$(EXTDIR)/sudoku.so && \
	install -m 0644 docs/sudokudb.1 $(DESTDIR)$(MANDIR)/man1/sudokudb.1 && \
	install -m 0644 completion/sudokudb $(DESTDIR)$(COMPDIR)/sudokudb && \
	install -d $(DESTDIR)$(DOCDIR) && \
	install -m 0644 $(DOC_FILES) $(DESTDIR)$(DOCDIR)/ && \
	install -d $(DESTDIR)$(dir $(DIRLIST)) && \
	for d in $$new; do echo "$$d"; done >> $(DESTDIR)$(DIRLIST)
	@if [ -z "$(DESTDIR)" ]; then case ":$$PATH:" in *:$(BINDIR):*|*:$(BINDIR)/:*) ;; \
	  *) echo "note: $(BINDIR) is not on your PATH; add it to run sudokudb:"; \
	     echo "  export PATH=\"$(BINDIR):\$$PATH\"   (e.g. in ~/.profile)";; esac; fi

uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	@if [ -f $(DESTDIR)$(DIRLIST) ]; then \
	  dirs=$$(sort -r -u $(DESTDIR)$(DIRLIST)); rm -f $(DESTDIR)$(DIRLIST); \
	  for d in $$dirs; do rmdir "$(DESTDIR)$$d" 2>/dev/null || true; done; \
	fi

# Debian packages libsqlite3-mod-sudoku and sudokudb, built by
# dpkg-buildpackage (debian/; its changelog is written here from VERSION)
# into build/deb/.  The build starts from `make clean`.
deb:
	@$(MAKE) --no-print-directory apt-install PKGS="$(BUILD_DEPS) $(PKG_DEPS)"
	printf 'sudokudb (%s) unstable; urgency=medium\n\n  * Release %s.\n\n -- %s  %s\n' \
	  "$(VERSION)" "$(VERSION)" \
	  "sudokudb developers <sudokudb@users.noreply.github.com>" \
	  "$$(date -R)" > debian/changelog
	dpkg-buildpackage -b -us -uc </dev/null
	mkdir -p build/deb
	mv ../libsqlite3-mod-sudoku*_$(VERSION)_* ../sudokudb*_$(VERSION)_* build/deb/

# The installs, tried: `make install` into a scratch PREFIX and back out,
# then the Debian packages installed on this (throwaway) machine, used,
# and removed (tests/install.sh).
test-install:
	sh tests/install.sh

# The build off Debian's tooling, tried in a fresh clone (tests/portable.sh):
# make demo with apt-get and dpkg hidden, and a warning-free clang build
# that passes the plain suite.
test-portable:
	@$(MAKE) --no-print-directory apt-install PKGS="$(BUILD_DEPS) clang"
	sh tests/portable.sh

# Host packages, built from the same objects as `make`: the Python wheel
# (python/; staged in build/python with the native files, built offline by
# the system's setuptools and wheel) and the npm package (node/; staged in
# build/npm, packed by npm pack); the native files are stripped of their
# debugging sections.  `make dist` adds the source tarball (git archive)
# and the Debian packages, with a SHA256SUMS file.  The wheel's tag is
# py3-none-<platform>: native files, no Python C API.
PYTHON ?= $(firstword $(wildcard /usr/bin/python3) python3)
DIST   ?= dist
PY_DEPS := python3-build python3-setuptools python3-wheel python3-venv

wheel: all
	@$(MAKE) --no-print-directory apt-install PKGS="$(PY_DEPS)"
	rm -rf build/python && mkdir -p build/python/sudokudb/bin $(DIST)
	cp python/pyproject.toml python/setup.py python/README.md LICENSE build/python/
	cp python/sudokudb/*.py python/sudokudb/py.typed build/python/sudokudb/
	cp sudoku.so build/python/sudokudb/ && cp sudokudb build/python/sudokudb/bin/
	strip -S build/python/sudokudb/sudoku.so build/python/sudokudb/bin/sudokudb
	printf '# SPDX-License-Identifier: MIT\n__version__ = "%s"\n' "$(VERSION)" \
	  > build/python/sudokudb/_version.py
	cd build/python && $(PYTHON) -m build --wheel --no-isolation \
	  --outdir "$(CURDIR)/$(DIST)" >build.log 2>&1 || { tail -20 build.log; exit 1; }
	@ls $(DIST)/sudokudb-$(VERSION)-py3-none-*.whl

npm: sudoku.so
	@command -v npm >/dev/null && command -v node >/dev/null || \
	  { echo "make npm needs Node.js and npm"; exit 1; }
	rm -rf build/npm && mkdir -p build/npm $(DIST)
	cp node/index.js node/index.mjs node/index.d.ts node/README.md LICENSE build/npm/
	cp sudoku.so build/npm/ && strip -S build/npm/sudoku.so
	sed -e 's/@VERSION@/$(VERSION)/' \
	    -e "s/@OS@/$$(node -p process.platform)/" \
	    -e "s/@CPU@/$$(node -p process.arch)/" node/package.json.in > build/npm/package.json
	cd build/npm && npm pack --silent --pack-destination "$(CURDIR)/$(DIST)" >/dev/null
	@ls $(DIST)/sudokudb-$(VERSION).tgz

dist:
	rm -rf $(DIST) && mkdir -p $(DIST)
	git archive --format=tar.gz --prefix=sudokudb-$(VERSION)/ \
	  -o $(DIST)/sudokudb-$(VERSION).tar.gz HEAD
	$(MAKE) --no-print-directory deb
	cp build/deb/*.deb $(DIST)/
	$(MAKE) --no-print-directory wheel npm
	mkdir -p build && cd $(DIST) && rm -f SHA256SUMS && \
	  { sha256sum * 2>/dev/null || shasum -a 256 *; } > "$(CURDIR)/build/SHA256SUMS" && \
	  mv "$(CURDIR)/build/SHA256SUMS" SHA256SUMS
	@cat $(DIST)/SHA256SUMS

# The packages, tried as a user would (tests/packages.sh): the wheel in a
# fresh venv, the npm package beside better-sqlite3 12 from the npm
# registry, each running the README's tour.
test-packages: wheel npm
	sh tests/packages.sh

# Out-of-memory injection (tests/oom/): every allocation of every SQL
# function, and of import, solve and rate, fails in turn.  The test
# program is built with the sanitizers, so that a crash or a memory error
# on an error path fails too; the linker routes the core's and the CLI's
# malloc/calloc/realloc/strdup/free to the failing allocator, in this
# program (and the unit tests) only.  The CLI is linked in with its main()
# renamed.

oom: build/oom/oom
	build/oom/oom

OOM_SRC := $(wildcard tests/oom/*.c)
OOM_OBJS := $(filter-out build/asan-cli/cli/base/main.o,$(call cli_objs,asan-cli))

build/oom/main.o: cli/base/main.c $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) -O1 -g $(WARN) $(SANITIZE) -DSQLITE_CORE -Dmain=sudokudb_main \
	  $(INC) $(CLI_INC) -c $< -o $@

build/oom/oom: $(OOM_SRC) $(wildcard tests/oom/*.h) $(OOM_OBJS) build/oom/main.o
	$(CC) -O1 -g $(WARN) $(SANITIZE) -o $@ $(OOM_SRC) $(OOM_OBJS) \
	  build/oom/main.o $(OOM_WRAP) $(LDLIBS)

# The WebAssembly build and the playground page: make web, test-web,
# serve-web (web/web.mk).
include web/web.mk
