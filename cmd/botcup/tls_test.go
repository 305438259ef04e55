package main

import (
	"bytes"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"botcup/arena"
	"botcup/game/toytest"
)

// certificate writes a certificate for 127.0.0.1 signed by parent (nil:
// by itself) and its key into dir, and returns their paths and what signs
// with it.
func certificate(t *testing.T, dir, name string, isCA bool, parent *x509.Certificate, parentKey *ecdsa.PrivateKey) (cert, key string, c *x509.Certificate, k *ecdsa.PrivateKey) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	serial, err := rand.Int(rand.Reader, big.NewInt(1<<62))
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: serial, Subject: pkix.Name{CommonName: "botcup " + name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		KeyUsage: x509.KeyUsageDigitalSignature, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true}
	if isCA {
		tmpl.IsCA, tmpl.KeyUsage = true, tmpl.KeyUsage|x509.KeyUsageCertSign
	}
	if !isCA || parent == nil {
		tmpl.IPAddresses = []net.IP{net.ParseIP("127.0.0.1")}
	}
	if parent == nil {
		parent, parentKey = tmpl, k
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, parent, &k.PublicKey, parentKey)
	require.NoError(t, err)
	c, err = x509.ParseCertificate(der)
	require.NoError(t, err)
	kb, err := x509.MarshalECPrivateKey(k)
	require.NoError(t, err)
	cert, key = filepath.Join(dir, name+".pem"), filepath.Join(dir, name+"-key.pem")
	require.NoError(t, os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644))
	require.NoError(t, os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600))
	return cert, key, c, k
}

// syncBuffer is a buffer written by a run and read meanwhile.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// The README's TLS commands, as written: `match -serve ADDR -tls-cert C
// -tls-key K` (no -tls-ca: the coordinator trusts the certificate it
// serves) and the worker command it prints, with -tls-ca the
// certificate's authority: a CA's certificate, or a self-signed one
// itself.
func TestServeWithTLSAsTheREADMETellsIt(t *testing.T) {
	dir := t.TempDir()
	caCert, _, ca, caKey := certificate(t, dir, "ca", true, nil, nil)
	signed, signedKey, _, _ := certificate(t, dir, "signed", false, ca, caKey)
	self, selfKey, _, _ := certificate(t, dir, "self", true, nil, nil)
	for _, tc := range []struct{ name, cert, key, ca string }{
		{"CA-signed", signed, signedKey, caCert},
		{"self-signed", self, selfKey, self},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := filepath.Join(t.TempDir(), "m.jsonl")
			errOut := &syncBuffer{}
			c := &cli{games: toytest.Registrations(), stdin: strings.NewReader(""), stdout: &bytes.Buffer{}, stderr: errOut, self: os.Args[0]}
			done := make(chan int, 1)
			go func() {
				done <- c.main([]string{"match", "sum", "-n", "4", "-q", "-limit", "60s", "-o", rec,
					"-serve", "127.0.0.1:0", "-tls-cert", tc.cert, "-tls-key", tc.key, "ref:greedy", "ref:random"})
			}()
			command := regexp.MustCompile(`botcup worker (\S+) -token (\S+) -tls-ca CA.pem -c 1\n`)
			var m []string
			require.Eventually(t, func() bool {
				m = command.FindStringSubmatch(errOut.String())
				return m != nil || len(done) > 0
			}, time.Minute, 10*time.Millisecond)
			require.NotNil(t, m, "the coordinator printed no worker command:\n%s", errOut)
			assert.True(t, strings.HasPrefix(m[1], "tls://127.0.0.1:"), m[1])
			worker := exec.Command(os.Args[0], "worker", m[1], "-token", m[2], "-tls-ca", tc.ca, "-c", "1", "-once",
				"-cache", filepath.Join(t.TempDir(), "cache"))
			var log bytes.Buffer
			worker.Stderr = &log
			require.NoError(t, worker.Start())
			defer func() { _ = worker.Process.Kill(); _ = worker.Wait() }()
			select {
			case code := <-done:
				require.Equal(t, 0, code, "%s\nworker:\n%s", errOut, log.String())
			case <-time.After(2 * time.Minute):
				t.Fatalf("the match did not end:\n%s\nworker:\n%s", errOut, log.String())
			}
			recs, _, err := arena.LoadRecords(rec)
			require.NoError(t, err)
			assert.Len(t, recs, 4)
		})
	}
}
