# SPDX-License-Identifier: MIT
# The WebAssembly build and the playground page (docs/web.md), included
# by the Makefile.  `make web` assembles build/web/: the page's static
# files from web/ and the engine, sudoku-engine.js + sudoku-engine.wasm
# (SQLite and the extension compiled with Debian's emscripten, the
# extension registered at start-up by web/engine.c).  `make test-web`
# runs the engine under Node against the native extension and the page
# in headless Chromium; `make serve-web` serves build/web/ on
# WEB_PORT (8000).
#
# SQLite comes from the npm registry: the amalgamation that better-sqlite3
# ships in its tarball, pinned to a version and checked against its
# SHA-256 before use; nothing else is downloaded.
WEB_BSQL_VERSION := 12.11.1
WEB_BSQL_SHA256  := ebf0ed75a7a59dbcb3b24bbd014ef49d9f15bc328e4adcbf516f2a8fadfa2835
WEB_BSQL_TGZ     := build/web-src/better-sqlite3-$(WEB_BSQL_VERSION).tgz
WEB_SQLITE       := build/web-src/sqlite3
WEB_DEPS         := emscripten
WEB_TEST_DEPS    := chromium chromium-driver python3-selenium
WEB_PORT         ?= 8000
# emcc runs JavaScript tools of Debian's (acorn) under whichever node is
# on the PATH; a node not from Debian does not look in /usr/share/nodejs.
EMCC             ?= NODE_PATH=/usr/share/nodejs emcc

# SQLite as the page needs it: one thread, no extension loading (the
# extension is linked in), temporary tables in memory.
WEB_SQLITE_DEFS := -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
                   -DSQLITE_DEFAULT_MEMSTATUS=0 -DSQLITE_TEMP_STORE=3 \
                   -DSQLITE_ENABLE_MATH_FUNCTIONS
# SQLite's newer sqlite3_module has members past 3.40's (xIntegrity), which
# the modules' initializers leave to zero.
WEB_CFLAGS := -O2 $(SHIP_DEFS) -DSQLITE_CORE -I$(WEB_SQLITE) $(INC) \
              -Wno-missing-field-initializers

web_comma := ,
web_space := $(subst ,, )

# The C functions web/sudoku.js calls.
WEB_EXPORTS := sudoku_web_init sqlite3_open_v2 sqlite3_close_v2 \
  sqlite3_errmsg sqlite3_prepare_v2 sqlite3_step sqlite3_finalize \
  sqlite3_changes sqlite3_column_count sqlite3_column_name sqlite3_column_type \
  sqlite3_column_int64 sqlite3_column_double sqlite3_column_text \
  sqlite3_column_blob sqlite3_column_bytes sqlite3_bind_parameter_count \
  sqlite3_bind_parameter_index sqlite3_bind_int64 sqlite3_bind_double \
  sqlite3_bind_text sqlite3_bind_blob sqlite3_bind_null \
  sqlite3_deserialize sqlite3_serialize sqlite3_malloc64 sqlite3_free \
  sqlite3_libversion malloc free
WEB_LDFLAGS := -O2 -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createEngine \
  -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 -sWASM_BIGINT=1 \
  -sTOTAL_STACK=8388608 -sINITIAL_MEMORY=33554432 \
  -sEXPORTED_FUNCTIONS=$(subst $(web_space),$(web_comma),$(patsubst %,_%,$(WEB_EXPORTS))) \
  -sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8,getValue,setValue

WEB_OBJ  := $(patsubst %.c,build/wasm/%.o,$(CORE_SRC) $(GLUE_SRC) web/engine.c)
WEB_PAGE := $(wildcard web/*.html web/*.js web/*.css)
WEB_OUT  := build/web/sudoku-engine.js $(patsubst web/%,build/web/%,$(WEB_PAGE))

.PHONY: web web-deps web-files test-web serve-web

web: web-deps
	@$(MAKE) --no-print-directory -j$(JOBS) web-files
web-files: $(WEB_OUT)
	@:

# Node.js and npm may come from elsewhere than Debian (NodeSource's nodejs
# ships npm and conflicts with Debian's): installed only when missing.
web-deps:
	@$(MAKE) --no-print-directory apt-install PKGS="$(WEB_DEPS) \
	  $$(command -v node >/dev/null || echo nodejs) \
	  $$(command -v npm >/dev/null || echo npm)"

# The pinned tarball, fetched with npm and checked; then its amalgamation.
$(WEB_BSQL_TGZ):
	@mkdir -p $(dir $@)
	cd $(dir $@) && npm pack --silent better-sqlite3@$(WEB_BSQL_VERSION) >/dev/null
	echo "$(WEB_BSQL_SHA256)  $@" | sha256sum -c --quiet || { rm -f $@; exit 1; }

$(WEB_SQLITE)/sqlite3.c: $(WEB_BSQL_TGZ)
	echo "$(WEB_BSQL_SHA256)  $<" | sha256sum -c --quiet || { rm -f $<; exit 1; }
	@mkdir -p $(dir $@)
	tar -xzf $< -C $(dir $@) --strip-components=3 package/deps/sqlite3/sqlite3.c \
	  package/deps/sqlite3/sqlite3.h package/deps/sqlite3/sqlite3ext.h
	touch $@

build/wasm/sqlite3.o: $(WEB_SQLITE)/sqlite3.c
	@mkdir -p $(dir $@)
	$(EMCC) -O2 $(WEB_SQLITE_DEFS) -c $< -o $@

build/wasm/%.o: %.c $(HEADERS) $(WEB_SQLITE)/sqlite3.c
	@mkdir -p $(dir $@)
	$(EMCC) $(WARN) $(WEB_CFLAGS) -c $< -o $@

build/web/sudoku-engine.js build/web/sudoku-engine.wasm &: $(WEB_OBJ) build/wasm/sqlite3.o \
                                                        web/web.mk
	@mkdir -p build/web
	$(EMCC) $(WEB_LDFLAGS) -o build/web/sudoku-engine.js $(WEB_OBJ) build/wasm/sqlite3.o

build/web/%: web/%
	@mkdir -p $(dir $@)
	cp $< $@

# The web files of the suite (tests/web_*.test), the build required: the
# engine under Node against the native extension, the page in headless
# Chromium.
WEB_TESTS := $(patsubst tests/%.test,%,$(wildcard tests/web_*.test))
test-web: web sudoku.so sudokudb
	@$(MAKE) --no-print-directory apt-install PKGS="$(WEB_TEST_DEPS)"
	@for t in $(WEB_TESTS); do \
	  SUDOKU_WEB_REQUIRED=1 tclsh tests/all.tcl $$t || exit 1; done

# The page at http://localhost:$(WEB_PORT)/ (any static server will do).
serve-web: web
	@echo "serving build/web/ at http://localhost:$(WEB_PORT)/ (Ctrl-C stops)"
	cd build/web && python3 -m http.server $(WEB_PORT) --bind 127.0.0.1
