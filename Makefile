# The two commands of the README: `make demo` and `make test`. Both set up what is missing first.
PRESET ?= dev
BUILD  := build/$(PRESET)
MUSTER := $(BUILD)/bin/muster
DEMO   := lists/examples/swedish-600.muster
OUT    := $(BUILD)/demo

.PHONY: deps configure build demo test test-web sanitize fuzz bench package clean web format

deps:
	@bash installer/install-deps.sh

configure: deps
	@test -f $(BUILD)/CMakeCache.txt || cmake --preset $(PRESET)

build: configure
	@cmake --build --preset $(PRESET)

demo: build
	@mkdir -p $(OUT)
	@$(MUSTER) check $(DEMO) --breakdown
	@$(MUSTER) roster $(DEMO) -o $(OUT)/roster.pdf
	@$(MUSTER) cards $(DEMO) -o $(OUT)/cards.pdf
	@$(MUSTER) sheet baroque -o $(OUT)/sheet.pdf
	@echo; echo "Checked $(DEMO); its PDFs are in $(OUT)/: roster.pdf, cards.pdf, sheet.pdf"

# With the web version (docs/web.md: the same answers as muster, the page in headless Chromium) and, with
# clang (installed by deps), the sanitizer build's tests and a short run of each fuzz target.
test: build web
	@bash installer/web-test-deps.sh
	@ctest --preset $(PRESET)
	@if [ "$(PRESET)" != asan ] && command -v clang++ >/dev/null; then $(MAKE) --no-print-directory sanitize; \
	 elif [ "$(PRESET)" != asan ]; then echo "clang++ not found: the sanitizer build and the fuzz targets were skipped"; fi

# Every test under AddressSanitizer and UndefinedBehaviorSanitizer (docs/reliability.md).
sanitize: deps
	@test -f build/asan/CMakeCache.txt || cmake --preset asan
	@cmake --build --preset asan
	@ctest --preset asan

# Each libFuzzer target for FUZZ_SECONDS (default 10 minutes); findings land in build/asan/tests/fuzz/findings/.
FUZZ_SECONDS ?= 600
fuzz: deps
	@test -f build/asan/CMakeCache.txt || cmake --preset asan
	@cmake --build --preset asan
	@MUSTER_FUZZ_SECONDS=$(FUZZ_SECONDS) ctest --preset asan -L fuzz -j 1

# The browser version (docs/web.md): a static site in build/web/ and `node build/web/muster.mjs`.
WEB_BUILD := build/wasm
web: deps
	@bash installer/web-third-party.sh
	@test -f $(WEB_BUILD)/CMakeCache.txt || emcmake cmake -S . -B $(WEB_BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@NODE_PATH=/usr/share/nodejs cmake --build $(WEB_BUILD) -j 2  # where Debian's emscripten finds acorn with any node
	@echo; echo "The site is in build/web/: serve it with any static file server, e.g. python3 -m http.server -d build/web"

# The web build's tests alone: against the CLI (parity) and in headless Chromium.
test-web: build web
	@bash installer/web-test-deps.sh
	@ctest --preset $(PRESET) -L web

package: build
	@cd $(BUILD) && cpack -G "DEB;TGZ"

bench: build
	@bash tests/bench/run.sh $(BUILD)

# Lays out the C++ sources as .clang-format says (the test style:clang-format holds them to it).
format:
	@git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h' | xargs clang-format -i

clean:
	rm -rf build
