# Install Loupe like any command-line tool:
#
#   make install                      # PREFIX: ~/.local for a user, /usr/local for root
#   make install PREFIX=/opt/loupe    # or DESTDIR=/tmp/pkg for packagers
#   make uninstall                    # removes exactly what install wrote (its manifest)
#
# `install` builds release fully static and position-independent (static-pie: no shared library to
# load, no dynamic loader, still address-space randomisation; about 2.5 ms less before the first
# screen than linking only the Swift runtime in) and installs the executables stripped (about 20 MB;
# no Foundation and no ICU are linked in, docs/ARCHITECTURE.md), then generates from that very binary the man pages (swift-argument-parser's
# generate-manual, the tool behind its GenerateManual plugin) and the bash, zsh and fish completions
# (`loupe --generate-completion-script`), so they never drift from `--help`.
#
# Variables for tests and packagers: CONFIGURATION=debug builds debug instead; BUILD=no skips
# `swift build` and installs what is in BUILT (a folder holding loupe and loupe-relay); GENERATED is
# where the man pages and completions are generated; MANUAL_SCRATCH is generate-manual's own build folder;
# SCRATCH is another build folder than .build; INSTALL_STRIP= installs the executables with their symbols.

SWIFT ?= swift
CONFIGURATION ?= release
BUILD ?= yes
INSTALL_STRIP ?= -s
PREFIX ?= $(if $(filter 0,$(shell id -u)),/usr/local,$(HOME)/.local)
DESTDIR ?=

BINDIR := $(PREFIX)/bin
MANDIR := $(PREFIX)/share/man/man1
DATADIR := $(PREFIX)/share/loupe
BASHDIR := $(PREFIX)/share/bash-completion/completions
ZSHDIR := $(PREFIX)/share/zsh/site-functions
FISHDIR := $(PREFIX)/share/fish/vendor_completions.d
MANIFEST := $(DATADIR)/installed-files

# SCRATCH: another build folder than .build (swift build --scratch-path).
SCRATCH ?=
# static-pie needs GNU ld (gold cannot) and no run path (glibc's start-up refuses one in a static-pie).
ifeq ($(CONFIGURATION),release)
BUILD_FLAGS := -c release --disable-local-rpath -Xswiftc -static-executable -Xswiftc -use-ld=bfd \
               -Xswiftc -Xclang-linker -Xswiftc -static-pie
# Relative relocations packed (DT_RELR): the static-pie relocates itself before main from a table
# of 9 KB instead of 1.1 MB (about 0.13 ms less before the first screen). It needs GNU ld 2.38 and,
# linked into the binary, glibc 2.36's start-up code: used only where both are.
RELR := $(shell ld.bfd --help 2>/dev/null | grep -q pack-relative-relocs \
          && getconf GNU_LIBC_VERSION 2>/dev/null | awk '{ split($$2, v, "."); exit !(v[1] > 2 || (v[1] == 2 && v[2] >= 36)) }' \
          && echo yes)
ifeq ($(RELR),yes)
BUILD_FLAGS += -Xlinker -z -Xlinker pack-relative-relocs
endif
else
BUILD_FLAGS := -c $(CONFIGURATION)
endif
BUILD_FLAGS += $(if $(SCRATCH),--scratch-path "$(SCRATCH)")
BUILT ?= $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
GENERATED ?= .build/generated
ARGUMENT_PARSER ?= .build/checkouts/swift-argument-parser
MANUAL_SCRATCH ?= .build-manual
MANUAL_TOOL := $(MANUAL_SCRATCH)/debug/generate-manual
# Pages of commands that `loupe --help` does not list either.
HIDDEN_PAGES := loupe.help.1 loupe.tmux-relay.1 loupe.terminal-self-test.1

.PHONY: all build generated install uninstall clean-generated

all: build

build:
ifeq ($(BUILD),yes)
	$(SWIFT) build $(BUILD_FLAGS) --product loupe
	$(SWIFT) build $(BUILD_FLAGS) --product loupe-relay
endif

# The man pages and completions of the built loupe.
generated: build
	test -x "$(BUILT)/loupe" && test -x "$(BUILT)/loupe-relay"
	$(SWIFT) build --package-path "$(ARGUMENT_PARSER)" --scratch-path "$(MANUAL_SCRATCH)" --product generate-manual
	rm -rf "$(GENERATED)" && mkdir -p "$(GENERATED)/man" "$(GENERATED)/completions"
	"$(MANUAL_TOOL)" "$(BUILT)/loupe" --multi-page --output-directory "$(GENERATED)/man"
	cd "$(GENERATED)/man" && rm -f $(HIDDEN_PAGES)
	# The pages' footer names the version (generate-manual leaves the .Os line empty: "BSD").
	version="$$("$(BUILT)/loupe" --version)" && for page in "$(GENERATED)"/man/*.1; do \
	    sed "s/^\.Os\$$/.Os Loupe $$version/" "$$page" > "$$page.tmp" && mv "$$page.tmp" "$$page"; done
	"$(BUILT)/loupe" --generate-completion-script bash > "$(GENERATED)/completions/loupe.bash"
	"$(BUILT)/loupe" --generate-completion-script zsh > "$(GENERATED)/completions/_loupe"
	"$(BUILT)/loupe" --generate-completion-script fish > "$(GENERATED)/completions/loupe.fish"

# The manifest lists each file installed (its path under PREFIX) and each folder install had to
# make (with a trailing /); uninstall reads it back and removes those, nothing else.
DIRS := $(BINDIR) $(MANDIR) $(DATADIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)

install: generated
	created=; for dir in $(DIRS); do d="$$dir"; \
	    while [ -n "$$d" ] && [ ! -d "$(DESTDIR)$$d" ]; do \
	        case " $$created " in *" $$d "*) ;; *) created="$$created $$d";; esac; d="$${d%/*}"; done; done; \
	install -d $(foreach dir,$(DIRS),"$(DESTDIR)$(dir)") && \
	install -m 755 $(INSTALL_STRIP) "$(BUILT)/loupe" "$(BUILT)/loupe-relay" "$(DESTDIR)$(BINDIR)/" && \
	install -m 644 "$(GENERATED)"/man/*.1 "$(DESTDIR)$(MANDIR)/" && \
	install -m 644 "$(GENERATED)/completions/loupe.bash" "$(DESTDIR)$(BASHDIR)/loupe" && \
	install -m 644 "$(GENERATED)/completions/_loupe" "$(DESTDIR)$(ZSHDIR)/_loupe" && \
	install -m 644 "$(GENERATED)/completions/loupe.fish" "$(DESTDIR)$(FISHDIR)/loupe.fish" && \
	install -m 755 loupe.tmux "$(DESTDIR)$(DATADIR)/loupe.tmux" && \
	{ echo "$(BINDIR)/loupe"; echo "$(BINDIR)/loupe-relay"; \
	  for page in "$(GENERATED)"/man/*.1; do echo "$(MANDIR)/$${page##*/}"; done; \
	  echo "$(BASHDIR)/loupe"; echo "$(ZSHDIR)/_loupe"; echo "$(FISHDIR)/loupe.fish"; \
	  echo "$(DATADIR)/loupe.tmux"; echo "$(MANIFEST)"; \
	  for d in $$created; do echo "$$d/"; done; } > "$(DESTDIR)$(MANIFEST)"
	@echo "Installed loupe $$("$(DESTDIR)$(BINDIR)/loupe" --version) in $(DESTDIR)$(PREFIX)."
	@echo "For tmux, add to ~/.tmux.conf: run-shell $(DATADIR)/loupe.tmux"

uninstall:
	@test -f "$(DESTDIR)$(MANIFEST)" || { echo "nothing to uninstall: no $(DESTDIR)$(MANIFEST)"; exit 1; }
	list="$$(cat "$(DESTDIR)$(MANIFEST)")"; \
	printf '%s\n' "$$list" | grep -v '/$$' | while IFS= read -r file; do rm -f "$(DESTDIR)$$file"; done; \
	printf '%s\n' "$$list" | grep '/$$' | awk '{ print length($$0) " " $$0 }' | sort -rn | cut -d' ' -f2- | \
	    while IFS= read -r dir; do rmdir "$(DESTDIR)$$dir" 2>/dev/null || true; done

clean-generated:
	rm -rf "$(GENERATED)"
