# The two commands of the README: `make demo` and `make test`. Both set up what is missing first.
PRESET ?= dev
BUILD  := build/$(PRESET)
MUSTER := $(BUILD)/bin/muster
DEMO   := lists/examples/swedish-600.muster
OUT    := $(BUILD)/demo

.PHONY: deps configure build demo test bench package clean

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

test: build
	@ctest --preset $(PRESET)

package: build
	@cd $(BUILD) && cpack -G "DEB;TGZ"

bench: build
	@bash tests/bench/run.sh $(BUILD)

clean:
	rm -rf build
