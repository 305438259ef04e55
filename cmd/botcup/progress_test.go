package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestProgressBar(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b)
	p.update(2, 10) // resumed: 2 games done before the run
	assert.Contains(t, b.String(), "\r[######........................] 2/10 games")
	assert.Contains(t, b.String(), "ETA ?")
	b.Reset()
	p.update(10, 10)
	assert.Contains(t, b.String(), "\r[##############################] 10/10 games")
	assert.Contains(t, b.String(), "ETA 0s")
	p.finish()
	assert.True(t, strings.HasSuffix(b.String(), "\n"))

	var quiet *progress // -q: a nil bar draws nothing
	quiet.update(1, 2)
	quiet.finish()
}
