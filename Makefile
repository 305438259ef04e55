# botcup: `make` builds every command into bin/, `make test` is what CI runs.
GO ?= go
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2
# The contest target: plain amd64, no newer instruction sets.
TARGET := GOOS=linux GOARCH=amd64 GOAMD64=v1
BENCHCOUNT ?= 6

.PHONY: all build test fmt-check vet staticcheck unit bench

all: build

build:
	@mkdir -p bin
	$(GO) build -o bin/ ./...

test: fmt-check vet staticcheck unit

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

staticcheck:
	$(GO) run $(STATICCHECK) ./...

unit:
	$(GO) test -count=1 ./...

# Benchmarks of the hot paths for the contest target, in a file benchstat reads:
#   make bench && mv bench.txt old.txt && (change) && make bench && benchstat old.txt bench.txt
bench:
	$(TARGET) $(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) ./... | tee bench.txt
