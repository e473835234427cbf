# SPDX-License-Identifier: MIT
#
# platdev - the entry point. The build itself is CMake; this file wraps it.
#
#   make               same as `make build`
#   make deps          check (and, as root, install) the Debian packages needed
#   make deps-cross    the same for the cross compilers, their C libraries
#                      and QEMU (cross, size and check-cross run it)
#   make build         configure and build build/ (RelWithDebInfo)
#   make demo          linux-src and build, then print the built-in demo
#                      board, with Linux's i2c-gpio and at24 as modules
#   make check         tests: normal build, ASan+UBSan build, TSan stress tests,
#                      then each libFuzzer target for its share of
#                      FUZZ_SECONDS (84) or, the overlay targets, of
#                      FUZZ_OVERLAY_SECONDS (36)
#                      (also separately: check-normal, check-asan, check-tsan,
#                      check-fuzz; .ci/run runs and times them one by one)
#   make fuzz-long     every libFuzzer target for FUZZ_LONG_SECONDS (3 h),
#                      corpora kept in build-fuzz/corpus-TARGET
#   make bench         build, then run every build/bench/bench_* program
#   make linux-src     fetch the Linux 6.12 files that tests/linux builds
#                      unmodified and the bindings' include/dt-bindings/
#                      (tests/linux/files.list) into
#                      build/linux-src/, from Debian's linux-source-6.12
#                      (downloaded once and cached there; or
#                      LINUX_SOURCE_TARBALL=path/to/linux-source-6.12.tar.xz);
#                      check-normal and check-asan run it first
#   make linux-compat  compile every file of Linux 6.12 that registers a
#                      platform driver in 25 driver folders, strictly,
#                      link each against the library, and write
#                      docs/linux-compat.md (minutes; not part of check;
#                      python3, installed as `deps` does when root)
#   make cross         build the library (bare port, -Os) and a firmware
#                      image for Cortex-M0+/M4F/M33 and rv32imac/rv64imac in
#                      the minimal and full profiles, into build-cross/, and
#                      check the register accessors' instructions on those
#                      and on arm64, ARMv7-A and Cortex-M7
#   make size          cross, then per target one line
#                      "size: <profile> <cpu> text= data= bss=" and a
#                      per-module table (tests/cross/size_report.sh)
#   make check-cross   run the scenario tests on QEMU's mps2-an385
#                      (Cortex-M3) in both profiles, QEMU_TIMEOUT (60) each
#   make install       install into $(PREFIX) (default /usr/local); honours DESTDIR
#   make clean         remove build/, build-asan/, build-tsan/, build-cross/
#   make format        clang-format -i every C source and header
#   make format-check  fail if any file is not clang-formatted
#   make docs          the API reference of include/platdev (Doxygen, from
#                      the kernel-doc comments) into build/docs/html
#
# Variables: PREFIX, JOBS (build parallelism), CTEST_JOBS, CMAKE_ARGS (extra
# -D options for every configure), CMAKE, CTEST, CLANG_FORMAT.

SHELL := /bin/sh

PREFIX       ?= /usr/local
JOBS         ?= $(shell nproc 2>/dev/null || echo 2)
CTEST_JOBS   ?= 2
CMAKE        ?= cmake
CTEST        ?= ctest
CMAKE_ARGS   ?=
CLANG_FORMAT ?= clang-format

DEB_PACKAGES := cmake make gcc pkg-config libcmocka-dev libfdt-dev \
		device-tree-compiler xz-utils clang libclang-rt-14-dev clang-format \
		gcc-arm-none-eabi libnewlib-arm-none-eabi python3 doxygen
# For make cross/size/check-cross only: Debian ships picolibc, not newlib,
# for the RISC-V compiler; the AArch64 compiler and its C library headers
# build the arm64 disassembly check (tests/disasm/io_order.sh).
CROSS_DEB_PACKAGES := gcc-arm-none-eabi libnewlib-arm-none-eabi \
		gcc-riscv64-unknown-elf picolibc-riscv64-unknown-elf \
		gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
		qemu-system-arm
QEMU_TIMEOUT ?= 60

ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
TSAN_ENV := TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1

FORMAT_DIRS := include src tests bench tools examples

# cmake --build runs make itself: give it a clean slate rather than our
# MAKEFLAGS/jobserver (which only produce warnings and directory chatter).
BUILD_CMD = env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL $(CMAKE) --build

.PHONY: all deps deps-cross deps-compat linux-compat build demo check check-normal check-asan check-tsan fuzz \
	check-fuzz linux-src bench cross size check-cross install clean format format-check

all: build

deps: PKGS = $(DEB_PACKAGES)
deps-cross: PKGS = $(CROSS_DEB_PACKAGES)
deps-compat: PKGS = python3
deps deps-cross deps-compat:
	@if ! command -v dpkg-query >/dev/null 2>&1; then \
		echo "$@: warning: no dpkg-query (not Debian); make sure these" \
		     "or their equivalents are installed: $(PKGS)" >&2; \
		exit 0; \
	fi; \
	missing=""; \
	for pkg in $(PKGS); do \
		dpkg-query -W -f='$${Status}' "$$pkg" 2>/dev/null | \
			grep -q 'install ok installed' || missing="$$missing $$pkg"; \
	done; \
	[ -z "$$missing" ] && exit 0; \
	if [ "$$(id -u)" -eq 0 ]; then \
		echo "$@: installing:$$missing"; \
		apt-get update && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y \
			--no-install-recommends $$missing; \
	else \
		echo "$@: missing packages:$$missing" >&2; \
		echo "$@: install them with:" >&2; \
		echo "  sudo apt-get install -y$$missing" >&2; \
		exit 1; \
	fi

build: deps
	$(CMAKE) -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo \
		-DCMAKE_INSTALL_PREFIX="$(PREFIX)" $(CMAKE_ARGS)
	$(BUILD_CMD) build -j $(JOBS)

# Linux's i2c-gpio, i2c-algo-bit and at24, built unchanged from linux-src
# as modules, read the article's EEPROM; without Linux's sources (no
# network for the first download) the article's stand-in driver runs.
DEMO_MODULES := i2c-algo-bit i2c-gpio at24
demo:
	@$(MAKE) --no-print-directory linux-src || \
		echo "demo: Linux's sources could not be fetched: the demo runs without Linux's drivers" >&2
	@$(MAKE) --no-print-directory build
	@mods=""; for m in $(DEMO_MODULES); do \
		[ -f build/linux-modules/$$m.so ] && \
			mods="$$mods --module build/linux-modules/$$m.so"; \
	done; \
	echo "./build/tools/platdev/platdev$$mods demo"; \
	./build/tools/platdev/platdev $$mods demo

# Each stage is a separate make run so that they happen in order even
# under `make -j`.
check: deps
	@$(MAKE) --no-print-directory check-normal
	@$(MAKE) --no-print-directory check-asan
	@$(MAKE) --no-print-directory check-tsan
	@$(MAKE) --no-print-directory check-fuzz
	@echo "check: normal, asan+ubsan, tsan and fuzz runs passed"

linux-src: deps
	sh tools/linux-source/fetch.sh build/linux-src tests/linux/files.list

# Our own compatibility report (docs/linux-compat.md): every platform
# driver of 25 folders of Linux 6.12, compiled strictly and linked against
# the library. Not part of `make check` (minutes, not seconds).
linux-compat: linux-src build deps-compat
	python3 tools/linux-compat/linux_compat.py run --jobs $(JOBS) \
		--out docs/linux-compat.md

check-normal: linux-src
	@$(MAKE) --no-print-directory build
	$(CTEST) --test-dir build --output-on-failure -j $(CTEST_JOBS)

check-asan: linux-src
	$(CMAKE) -S . -B build-asan -DPLATDEV_SANITIZE=address \
		-DCMAKE_BUILD_TYPE=Debug -DPLATDEV_BUILD_BENCH=OFF $(CMAKE_ARGS)
	$(BUILD_CMD) build-asan -j $(JOBS)
	$(ASAN_ENV) $(CTEST) --test-dir build-asan --output-on-failure \
		-j $(CTEST_JOBS)

# TSan needs a low-entropy address space: on Linux 6.x with high mmap
# randomisation it aborts with "unexpected memory mapping" unless ASLR is
# off, so the tests run under `setarch -R` when that works here.
check-tsan: deps
	$(CMAKE) -S . -B build-tsan -DPLATDEV_SANITIZE=thread \
		-DCMAKE_BUILD_TYPE=Debug -DPLATDEV_BUILD_BENCH=OFF $(CMAKE_ARGS)
	$(BUILD_CMD) build-tsan -j $(JOBS)
	@norand=""; \
	if command -v setarch >/dev/null 2>&1 && \
	   setarch "$$(uname -m)" -R true >/dev/null 2>&1; then \
		norand="setarch $$(uname -m) -R"; \
	fi; \
	echo "$(TSAN_ENV) $$norand $(CTEST) --test-dir build-tsan -L stress --output-on-failure"; \
	$(TSAN_ENV) $$norand $(CTEST) --test-dir build-tsan -L stress \
		--output-on-failure

# libFuzzer (clang), every target built with ASan and UBSan
# (-fno-sanitize-recover=all) at -O1, halting on the first report:
#   fuzz_dtb        any bytes as a DTB: load, populate, unload; seeded with
#                   the test blobs, the real boards of ../shared/dtbs when
#                   present, small hostile blobs of tests/hostile and
#                   the inputs in fuzz/regressions that once crashed
#   fuzz_dtb_props  real boards with the properties that drive arithmetic
#                   and walks rewritten (fuzz/fuzz_dtb_props.c), bound to a
#                   driver, printed by the inspector, taken down; its boards
#                   are build-fuzz/boards (the test blobs and ../shared/dtbs)
#   fuzz_gen_types  any bytes as a header `platdev gen --types` reads;
#                   seeded with the project's --types headers
#   fuzz_overlay    any bytes as an overlay, applied twice to the overlay
#                   tests' populated base board and removed, which must
#                   come back as it was; seeded with the test overlays
#                   and the inputs in fuzz/regressions/overlay-* that
#                   once crashed
#   fuzz_overlay_bound  the same on a board whose devices are bound
#                   providers and consumers (fuzz/dts), overlay devices
#                   bound too; seeded with the test overlays and
#                   fuzz/dts/ovl_*.dts
# Besides, generated at fuzz-seeds time: deep and wide trees of
# tests/hostile larger than libFuzzer's usual lengths (FUZZ_DEEP_SEEDS,
# FUZZ_DEEP_OVERLAY_SEEDS, each over 256 KiB and under 10 s under ASan),
# which is why -max_len is FUZZ_MAX_LEN (1 MiB): libFuzzer truncates a
# seed longer than -max_len.
# check-fuzz runs the overlay targets for their share of
# FUZZ_OVERLAY_SECONDS (36) and each other target for its share of
# FUZZ_SECONDS (84) from a
# fresh corpus (build-fuzz/check-corpus-TARGET) grown from the seeds, and
# stops at the first report; fuzz-long runs all targets side by side, one
# core each, for FUZZ_LONG_SECONDS (3 h) each, keeping what they find in
# build-fuzz/corpus-TARGET from run to run, and goes on after a report
# (-fork=1 -ignore_crashes=1) so that one known defect does not end hours
# of fuzzing; it fails at the end if any report was written. Crashes, leaks
# and hangs are written to build-fuzz/artifacts/TARGET-*.
# -timeout: one input that runs for 10 s is a hang, reported as a failure
# at once rather than after libFuzzer's default of 20 minutes.
FUZZ_SECONDS ?= 84
FUZZ_LONG_SECONDS ?= 10800
FUZZ_OVERLAY_TARGETS := fuzz_overlay fuzz_overlay_bound
FUZZ_TARGETS := fuzz_dtb fuzz_dtb_props fuzz_gen_types $(FUZZ_OVERLAY_TARGETS)
# The overlay targets (overlays applied to and removed from small boards)
# share a budget of their own in check-fuzz; the others share FUZZ_SECONDS.
FUZZ_OVERLAY_SECONDS ?= 36
FUZZ_ENV = $(ASAN_ENV) PLATDEV_FUZZ_BOARDS="$(CURDIR)/build-fuzz/boards"
FUZZ_MAX_LEN := 1048576
FUZZ_FLAGS := -timeout=10 -max_len=$(FUZZ_MAX_LEN) -print_final_stats=1
# Deep and wide trees beyond 256 KiB (the sizes run in 0.5 to 4 s an input
# under ASan; a chain of 22,000 levels exhausts ASan's 2 GB, see #26).
FUZZ_DEEP_SEEDS := chain-4000 ranges-chain-2600 siblings-5000 \
	compatible-40000 supplier-ring-4000
FUZZ_DEEP_OVERLAY_SEEDS := overlay-siblings-3000
# The hostile trees (tests/hostile) that seed fuzz_dtb: every shape, at
# sizes that run in well under a second under ASan (the 1,000-deep and
# longer ones take seconds an input, and hit -timeout on a busy machine).
FUZZ_HOSTILE_SEEDS := cells-1-7fffffff-2 cells-1-ffffffff-2 \
	cells-7fffffff-1-2 cells-0-1-2 cells-5-1-2 cells-1-0-2 cells-1-1-0 \
	cells-1-1-40000000 irq-parent-loop-1 irq-parent-loop-100 \
	irq-map-loop-1 irq-map-loop-100 chain-100 ranges-chain-100 \
	broken-ranges-chain-100 compatible-1000 unterminated phandles \
	supplier-ring-100

.PHONY: fuzz-seeds fuzz-long

fuzz: deps
	CC=clang $(CMAKE) -S . -B build-fuzz -DPLATDEV_FUZZ=ON \
		-DPLATDEV_SANITIZE=address -DCMAKE_BUILD_TYPE=Debug \
		-DCMAKE_C_FLAGS_DEBUG="-g -O1" \
		-DPLATDEV_BUILD_SHARED=OFF -DPLATDEV_BUILD_BENCH=OFF \
		-DPLATDEV_BUILD_TOOLS=OFF $(CMAKE_ARGS)
	$(BUILD_CMD) build-fuzz -j $(JOBS)

# The boards of fuzz_dtb_props, and the seeds: for fuzz_dtb the blobs
# themselves; for fuzz_dtb_props each board as it is, without and with
# every option flag. UBSan must abort, not recover (the nm check).
fuzz-seeds: fuzz
	@for t in $(FUZZ_TARGETS); do \
		nm build-fuzz/fuzz/$$t | grep -q __ubsan_handle_add_overflow_abort || \
		{ echo "fuzz-seeds: $$t is not built with UBSan in abort mode" >&2; \
		  exit 1; }; \
	done
	@rm -rf build-fuzz/boards $(FUZZ_TARGETS:%=build-fuzz/seeds-%)
	@mkdir -p build-fuzz/boards $(FUZZ_TARGETS:%=build-fuzz/seeds-%) \
		build-fuzz/artifacts
	@cp -f build-fuzz/tests/dts/overlay/*.dtb fuzz/regressions/overlay-* \
		build-fuzz/seeds-fuzz_overlay/
	@cp -f build-fuzz/tests/dts/overlay/*.dtb build-fuzz/fuzz/dts/ovl_*.dtb \
		build-fuzz/seeds-fuzz_overlay_bound/
	@cp -f build-fuzz/tests/dts/*.dtb ../shared/dtbs/*.dtb build-fuzz/boards/ \
		2>/dev/null || true
	@cp -f build-fuzz/boards/*.dtb fuzz/regressions/* build-fuzz/seeds-fuzz_dtb/
	@build-fuzz/tests/hostile/hostile_gen build-fuzz/seeds-fuzz_dtb \
		$(FUZZ_HOSTILE_SEEDS) $(FUZZ_DEEP_SEEDS)
	@build-fuzz/tests/hostile/hostile_gen build-fuzz/seeds-fuzz_overlay \
		$(FUZZ_DEEP_OVERLAY_SEEDS)
	@fuzz/props_seeds.sh build-fuzz/boards build-fuzz/seeds-fuzz_dtb_props
	@cp -f tests/gen/*.h tests/gen/bad/*.h tests/cross/cmsdk_*.h \
		include/platdev/typed.h build-fuzz/seeds-fuzz_gen_types/

check-fuzz: fuzz-seeds
	@share=$$(( $(FUZZ_SECONDS) / ($(words $(FUZZ_TARGETS)) - \
		$(words $(FUZZ_OVERLAY_TARGETS))) )); \
	oshare=$$(( $(FUZZ_OVERLAY_SECONDS) / $(words $(FUZZ_OVERLAY_TARGETS)) )); \
	for t in $(FUZZ_TARGETS); do \
		secs=$$share; \
		case " $(FUZZ_OVERLAY_TARGETS) " in \
		*" $$t "*) secs=$$oshare;; \
		esac; \
		rm -rf build-fuzz/check-corpus-$$t; \
		mkdir -p build-fuzz/check-corpus-$$t; \
		echo "$(FUZZ_ENV) ./build-fuzz/fuzz/$$t -max_total_time=$$secs ..."; \
		$(FUZZ_ENV) ./build-fuzz/fuzz/$$t -max_total_time=$$secs \
			$(FUZZ_FLAGS) -artifact_prefix=build-fuzz/artifacts/$$t- \
			build-fuzz/check-corpus-$$t build-fuzz/seeds-$$t || exit 1; \
	done

fuzz-long: fuzz-seeds
	@touch build-fuzz/fuzz-long.stamp; pids=""; \
	for t in $(FUZZ_TARGETS); do \
		mkdir -p build-fuzz/corpus-$$t; \
		echo "$$t: $(FUZZ_LONG_SECONDS) s, log in build-fuzz/fuzz-long-$$t.log"; \
		$(FUZZ_ENV) ./build-fuzz/fuzz/$$t -fork=1 -ignore_crashes=1 \
			-ignore_timeouts=1 -ignore_ooms=1 \
			-max_total_time=$(FUZZ_LONG_SECONDS) $(FUZZ_FLAGS) \
			-artifact_prefix=build-fuzz/artifacts/$$t- \
			build-fuzz/corpus-$$t build-fuzz/seeds-$$t \
			> build-fuzz/fuzz-long-$$t.log 2>&1 & \
		pids="$$pids $$!"; \
	done; \
	status=0; for p in $$pids; do wait $$p || status=1; done; \
	for t in $(FUZZ_TARGETS); do \
		echo "== $$t"; grep -a '^stat::\|DONE\|runtime error' \
			build-fuzz/fuzz-long-$$t.log | tail -n 12; \
	done; \
	found=$$(find build-fuzz/artifacts -type f -newer \
		build-fuzz/fuzz-long.stamp); \
	if [ -n "$$found" ]; then \
		echo "fuzz-long: reports (run one with the target to see it):"; \
		echo "$$found"; status=1; \
	fi; \
	exit $$status

bench: build
	@found=0; \
	for b in build/bench/bench_*; do \
		[ -f "$$b" ] && [ -x "$$b" ] || continue; \
		found=1; \
		echo "== $$b"; \
		"$$b" || exit 1; \
	done; \
	[ "$$found" -eq 1 ] || echo "bench: no benchmark programs in build/bench/"

# Cross builds; see tests/cross/cross.sh.
cross: deps-cross
	CMAKE="$(CMAKE)" JOBS="$(JOBS)" sh tests/cross/cross.sh build build-cross

size: deps-cross
	@CMAKE="$(CMAKE)" JOBS="$(JOBS)" sh tests/cross/cross.sh size build-cross

check-cross: deps-cross
	CMAKE="$(CMAKE)" JOBS="$(JOBS)" QEMU_TIMEOUT="$(QEMU_TIMEOUT)" \
		sh tests/cross/cross.sh check build-cross

install: build
	$(CMAKE) --install build --prefix "$(PREFIX)"

clean:
	rm -rf build build-asan build-tsan build-fuzz build-cross

# Every .c/.h under FORMAT_DIRS plus any at the top level.
format format-check:
	@command -v $(CLANG_FORMAT) >/dev/null 2>&1 || { \
		echo "$@: $(CLANG_FORMAT) not found (Debian: apt-get install clang-format)" >&2; \
		exit 1; }
	@files=$$( { find $(FORMAT_DIRS) -type f \( -name '*.c' -o -name '*.h' \) \
			2>/dev/null; ls *.c *.h 2>/dev/null; } | sort); \
	if [ -z "$$files" ]; then echo "$@: no sources"; exit 0; fi; \
	if [ "$@" = format ]; then \
		$(CLANG_FORMAT) -i $$files; \
	else \
		$(CLANG_FORMAT) --dry-run --Werror $$files && \
		echo "format-check: all files formatted"; \
	fi

# The API reference (docs/api): Doxygen on include/platdev's kernel-doc
# comments, into build/docs/html; the docs tests (doc_*) build it in
# make check with every warning an error.
.PHONY: docs
docs: build
	$(BUILD_CMD) build --target docs
