package bundle

import (
	"testing"
)

// BenchmarkBuildFixture bundles the fixture module without the final go vet:
// loading with go/packages, the passes and formatting.
func BenchmarkBuildFixture(b *testing.B) {
	cfg := Config{Package: ".", Dir: "testdata/fixture", Env: []string{"GOWORK=off", "GOFLAGS=-mod=mod"}, SkipVerify: true}
	b.ReportAllocs()
	var size int
	for i := 0; i < b.N; i++ {
		res, err := Build(cfg)
		if err != nil {
			b.Fatal(err)
		}
		size = len(res.Source)
	}
	b.ReportMetric(float64(size), "bytes")
}
