# botcup: `make` builds every command into bin/, `make test` is what CI runs.
GO ?= go
# The contest target: plain amd64, no newer instruction sets.
TARGET := GOOS=linux GOARCH=amd64 GOAMD64=v1
BENCHCOUNT ?= 6
BENCHTIME ?= 1s
BENCHPKG ?= ./...
BENCHOUT ?= bench.txt

.PHONY: all build test chromium fmt-check vet staticcheck shells unit fuzz fuzz-short bench bundle

all: build

# Every command but the measurement programs of tools/ (go run ./tools/NAME).
build:
	@mkdir -p bin
	$(GO) build -o bin/ $$($(GO) list ./... | grep -v '^botcup/tools/')

test: chromium fmt-check vet staticcheck shells unit fuzz-short

# The replay pages' browser tests need Chromium: installed as root with
# apt-get, else a message saying what to install (.ci/chromium).
chromium:
	@sh .ci/chromium

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# staticcheck and benchstat are pinned in go.mod (go get -tool) and run as go tool.
staticcheck:
	$(GO) tool staticcheck ./...

# The process-level tests run twice: in the containment the machine gives
# (cgroup where botcup can make a cgroup v2, else subreaper), then under
# the subreaper forced (BOTCUP_CONTAIN=subreaper); each run says which.
PROCPKGS ?= ./arena/ ./arena/proc/ ./caia/ ./cmd/botcup/ ./queue/ ./watch/
unit: chromium
	@$(GO) test -count=1 -run '^TestContainmentSaid$$' -v ./arena/proc/ | grep '^containment'
	$(GO) test -count=1 ./...
	@BOTCUP_CONTAIN=subreaper $(GO) test -count=1 -run '^TestContainmentSaid$$' -v ./arena/proc/ | grep '^containment'
	BOTCUP_CONTAIN=subreaper $(GO) test -count=1 $(PROCPKGS)

# Every shell script parses under bash and dash, and the deploy recipes
# stop with their own messages under both (.ci/shells).
shells:
	@sh .ci/shells

# Every fuzz target of the module (what comes from the network or from
# files: jobs, results, control messages, record lines, suites, -param
# values; the games' notations), one after the other, FUZZTIME each (a
# duration, or Nx executions), FUZZPARALLEL workers; FUZZPKG (a grep -E
# pattern of package directories) narrows it. A failure stops it, its input
# kept under the package's testdata/fuzz/ (.ci/fuzz):
#   make fuzz FUZZTIME=10m FUZZPKG=queue
# make test runs fuzz-short: the targets of the packages that read the
# network and files (FUZZSHORTPKG), FUZZSHORT executions each, within CI's time.
FUZZTIME ?= 1m
FUZZPARALLEL ?= 1
FUZZPKG ?= .
FUZZSHORT ?= 300x
FUZZSHORTPKG ?= arena|queue|search
fuzz:
	@GO=$(GO) FUZZTIME=$(FUZZTIME) FUZZPARALLEL=$(FUZZPARALLEL) FUZZPKG='$(FUZZPKG)' sh .ci/fuzz

fuzz-short:
	@GO=$(GO) FUZZTIME=$(FUZZSHORT) FUZZPARALLEL=1 FUZZPKG='$(FUZZSHORTPKG)' sh .ci/fuzz

# Benchmarks of the hot paths for the contest target, in a file benchstat reads:
#   make bench && mv bench.txt old.txt && (change) && make bench && go tool benchstat old.txt bench.txt
# Narrow it with BENCHPKG=./search/ BENCHCOUNT=10 BENCHTIME=2s. It fails (and
# says so) when a benchmark or the build fails; BENCHOUT (bench.txt) keeps the output.
bench:
	@status=$$( { { $(TARGET) $(GO) test -run '^$$' -bench . -benchmem -benchtime $(BENCHTIME) -count $(BENCHCOUNT) $(BENCHPKG) 2>&1; \
		echo $$? >&4; } | tee $(BENCHOUT) >&3; } 4>&1 ) 3>&1; \
	if [ "$$status" != 0 ]; then echo "bench: go test failed (exit $$status); $(BENCHOUT) holds its output"; exit 1; fi

# A short demonstration, a few minutes on 2 cores: every registered two-player
# game's bot bin/<game> (thinking PLAYBUDGET per game) plays PLAYGAMES games
# against the reference player PLAYREF, and every single-player game's bot
# solves PLAYBOARDS boards with PLAYTIME each; the arena prints the tables.
PLAYGAMES ?= 4
PLAYBUDGET ?= 2s
PLAYREF ?= ref:random
PLAYBOARDS ?= 3
PLAYTIME ?= 2s

.PHONY: play strength strength-ref

play: build
	@games=$$(bin/botcup games -two-player) && puzzles=$$(bin/botcup games -puzzle) || exit 1; \
	if [ -z "$$games$$puzzles" ]; then echo "play: no game is registered yet, nothing to play"; exit 0; fi; \
	for g in $$games; do \
		if [ ! -x bin/$$g ]; then echo "play: $$g has no bot bin/$$g yet, skipped"; continue; fi; \
		echo "== $$g: bin/$$g -budget $(PLAYBUDGET) against $(PLAYREF)"; \
		bin/botcup match $$g -n $(PLAYGAMES) -c 2 -q "bin/$$g -budget $(PLAYBUDGET)" $(PLAYREF) || exit 1; \
	done; \
	for g in $$puzzles; do \
		if [ ! -x bin/$$g ]; then echo "play: $$g has no bot bin/$$g yet, skipped"; continue; fi; \
		echo "== $$g: bin/$$g on $(PLAYBOARDS) boards, $(PLAYTIME) each"; \
		bin/botcup solve $$g -time $(PLAYTIME) -max $(PLAYBOARDS) bin/$$g || exit 1; \
	done

# Strength against a baseline build, the tuning loop's SPRT:
#   make strength                      # against BASE=v0.1.0 (or 9c958ec, its commit, in a clone without tags)
#   make strength BASE=main STRENGTHSPRT=0,3 STRENGTHBUDGET=5s
# BASE (any git revision) is built through a temporary git worktree into
# bin/base/; then the bot of each two-player game that registers an opening
# suite (`botcup games -two-player -openings`) plays its baseline, where
# BASE has that bot, for at most STRENGTHGAMES games, STRENGTHBUDGET each per game, until
# a pentanomial SPRT on normalized Elo STRENGTHSPRT decides (STRENGTHSPRT= with
# nothing: no SPRT, all STRENGTHGAMES games, e.g. the 400 games at 3 s of
# `make strength BASE=6d7f1f7 STRENGTHBUDGET=3s STRENGTHGAMES=400 STRENGTHSPRT=`, 6d7f1f7 being v0.2.0).
# STRENGTHBOTS="GAME ..." plays only those bots. Variety: when the
# baseline's bot has -line, each pair plays a line of the game's first
# registered suite (-line {opening}); an older baseline (v0.1.0) has no
# -line, so both sides then draw their variety from the pair's seed: a bot
# with -opening plays its first STRENGTHOPENING moves at random (-seed {seed}
# -opening N, the same moves in both games of a pair), a game whose board
# the judge draws from the seed gets the pair's board. Records: strength/<game>-<this>-vs-<base>.jsonl (a rerun
# resumes; a new commit starts a new file).
BASE ?= v0.1.0
BASEFALLBACK ?= 9c958ec
STRENGTHGAMES ?= 2000
STRENGTHBUDGET ?= 2s
STRENGTHSPRT ?= 0,5
STRENGTHOPENING ?= 4
STRENGTHC ?= 2
STRENGTHBOTS ?= $$(bin/botcup games -two-player -openings | cut -f1)

strength: build
	@rev=$$(git rev-parse --verify -q "$(BASE)^{commit}" || \
		{ [ "$(BASE)" = v0.1.0 ] && git rev-parse --verify -q "$(BASEFALLBACK)^{commit}"; }) || \
		{ echo "strength: $(BASE) is no git revision here"; exit 2; }; \
	base=$$(git rev-parse --short $$rev); this=$$(git describe --always --dirty); \
	echo "== building $(BASE) ($$base) into bin/base/"; \
	wt=$$(mktemp -d) && git worktree add -q --detach $$wt $$rev && \
	(cd $$wt && $(GO) build -o $(CURDIR)/bin/base/ ./...); st=$$?; \
	git worktree remove --force $$wt; [ $$st -eq 0 ] || exit $$st; \
	mkdir -p strength; \
	for g in $(STRENGTHBOTS); do \
		if [ ! -x bin/base/$$g ]; then echo "strength: $(BASE) has no bot $$g, skipped"; continue; fi; \
		opts="-budget $(STRENGTHBUDGET) -seed {seed}"; suite=""; \
		if bin/base/$$g -h 2>&1 | grep -q -- '-line'; then \
			suite=$$(bin/botcup games -openings | awk -v g=$$g '$$1 == g { print $$2 }'); \
		fi; \
		if [ -n "$$suite" ]; then opts="$$opts -line {opening}"; suite="-openings $$suite"; \
		elif bin/base/$$g -h 2>&1 | grep -q -- '-opening '; then opts="$$opts -opening $(STRENGTHOPENING)"; fi; \
		echo "== $$g: $$this against $(BASE) ($$base), $$opts $$suite"; \
		bin/botcup match $$g -n $(STRENGTHGAMES) -c $(STRENGTHC) $(if $(STRENGTHSPRT),-sprt $(STRENGTHSPRT)) $$suite \
			-o strength/$$g-$$this-vs-$$base.jsonl "bin/$$g $$opts" "bin/base/$$g $$opts" || exit 1; \
	done

# Strength against the reference player: every two-player game's bot against
# STRENGTHREF over STRENGTHREFGAMES games on fixed seeds, with the contest's
# time budget, or STRENGTHREFBUDGET a game when set (e.g. the 400 games at
# 3 s of `make strength-ref STRENGTHREFGAMES=400 STRENGTHREFBUDGET=3s
# STRENGTHREFBOTS="GAME ..."`); records in strength/ (an interrupted
# run resumes). Slow: run it by hand, not in CI.
STRENGTHREFGAMES ?= 100
STRENGTHREF ?= ref:greedy
STRENGTHREFBUDGET ?=
STRENGTHREFBOTS ?= $$(bin/botcup games -two-player)

strength-ref: build
	@mkdir -p strength; \
	for g in $(STRENGTHREFBOTS); do \
		if [ ! -x bin/$$g ]; then echo "strength-ref: $$g has no bot bin/$$g yet, skipped"; continue; fi; \
		bin/botcup match $$g -n $(STRENGTHREFGAMES) -c 2 -seed 1 \
			-o strength/$$g$(if $(STRENGTHREFBUDGET),-$(STRENGTHREFBUDGET)).jsonl \
			"bin/$$g$(if $(STRENGTHREFBUDGET), -budget $(STRENGTHREFBUDGET))" $(STRENGTHREF) || exit 1; \
	done

# The reliability soak: every two-player bot SOAKGAMES games against its
# game's reference players but random (`botcup games -long`), an equal share
# each on seeds of their own, and every puzzle's bot on SOAKGAMES generated
# boards, at SOAKBUDGET with the arena's clock at
# SOAKLIMIT, one game at a time; records in soak/ (a rerun resumes). A
# fault shows in the tables' fault columns. About 45 minutes: by hand, not CI.
SOAKGAMES ?= 2000
SOAKBUDGET ?= 0.3s
SOAKLIMIT ?= 1s

.PHONY: soak

soak: build
	@mkdir -p soak; \
	for g in $$(bin/botcup games -two-player); do \
		if [ ! -x bin/$$g ]; then echo "soak: $$g has no bot bin/$$g yet, skipped"; continue; fi; \
		refs=$$(bin/botcup games -two-player -long | awk -F '\t' -v g=$$g '$$1 == g { sub("players: ", "", $$3); gsub(",", "", $$3); print $$3 }' | tr ' ' '\n' | grep -v '^random$$'); \
		n=$$(echo $$refs | wc -w); seed=1001; \
		for r in $$refs; do \
			out=soak/$$g.jsonl; [ $$n -gt 1 ] && out=soak/$$g-$$r.jsonl; \
			bin/botcup match $$g -n $$(( $(SOAKGAMES) / $$n / 2 * 2 )) -q -seed $$seed -limit $(SOAKLIMIT) -o $$out "bin/$$g -budget $(SOAKBUDGET)" ref:$$r || exit 1; \
			seed=$$(( seed + 4000 )); \
		done; \
	done; \
	for g in $$(bin/botcup games -puzzle); do \
		if [ ! -x bin/$$g ]; then echo "soak: $$g has no bot bin/$$g yet, skipped"; continue; fi; \
		bin/botcup solve $$g -opt boards=generated -opt n=$(SOAKGAMES) -opt seed=1001 -time $(SOAKBUDGET) -o soak/$$g.jsonl bin/$$g || exit 1; \
	done

# Every bot as one standalone source file for submission: dist/<game>.go.
bundle: build
	@for g in $$(bin/botcup games); do bin/botcup bundle $$g || exit 1; done
