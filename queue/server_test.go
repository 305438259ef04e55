package queue

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// selfSigned writes a certificate for 127.0.0.1, its own authority, and
// its key, and returns their paths.
func selfSigned(t *testing.T) (cert, key string) {
	t.Helper()
	k, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "botcup test"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, IsCA: true, BasicConstraintsValid: true,
		KeyUsage: x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign, ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &k.PublicKey, k)
	require.NoError(t, err)
	kb, err := x509.MarshalECPrivateKey(k)
	require.NoError(t, err)
	dir := t.TempDir()
	cert, key = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	require.NoError(t, os.WriteFile(cert, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o644))
	require.NoError(t, os.WriteFile(key, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: kb}), 0o600))
	return cert, key
}

func TestServeWithTLS(t *testing.T) {
	cert, key := selfSigned(t)
	srv, err := Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: t.TempDir(), TLSCert: cert, TLSKey: key})
	require.NoError(t, err)
	defer srv.Shutdown()
	require.True(t, strings.HasPrefix(srv.URL, "tls://127.0.0.1:"), srv.URL)
	nc, _, err := Connect(srv.URL, "test", Auth{Token: srv.Token, CA: cert})
	require.NoError(t, err)
	assert.True(t, nc.TLSRequired())
	nc.Close()

	// The coordinator trusts the certificate it serves, as it is, and
	// no other.
	nc, _, err = Connect(srv.URL, "coordinator", srv.Auth())
	require.NoError(t, err)
	nc.Close()
	other, _ := selfSigned(t)
	_, _, err = Connect(srv.URL, "test", Auth{Token: srv.Token, Pin: other})
	assert.ErrorContains(t, err, "the server does not present the certificate of "+other)

	// Without the authority the server's certificate is not trusted.
	_, _, err = Connect(srv.URL, "test", Auth{Token: srv.Token})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "connecting to the NATS server at "+srv.URL)
	assert.Contains(t, err.Error(), "certificate")

	_, err = Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: t.TempDir(), TLSCert: cert})
	assert.EqualError(t, err, "-tls-cert and -tls-key go together")
}

func TestServeKeepsItsToken(t *testing.T) {
	dir := t.TempDir()
	a, err := Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: dir})
	require.NoError(t, err)
	a.Shutdown()
	b, err := Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: dir})
	require.NoError(t, err)
	defer b.Shutdown()
	assert.Equal(t, a.Token, b.Token, "a coordinator started again keeps its token")
	assert.Equal(t, a.WorkerToken, b.WorkerToken, "workers reconnect to a coordinator started again")
	assert.NotEqual(t, a.Token, a.WorkerToken)
	// Port 0 is any free port, not NATS's 4222: two servers at once.
	c, err := Serve(ServeOptions{Addr: "127.0.0.1:0", StoreDir: t.TempDir()})
	require.NoError(t, err)
	defer c.Shutdown()
	assert.NotEqual(t, b.URL, c.URL)
	assert.NotContains(t, c.URL, ":4222")
	assert.Len(t, a.Token, 32)
	_, err = Serve(ServeOptions{Addr: "127.0.0.1", StoreDir: dir})
	assert.ErrorContains(t, err, "-serve 127.0.0.1: want HOST:PORT (or :PORT for loopback)")
}

// deploy/nats-server.conf, the split for a server of one's own, gives its
// worker exactly WorkerPermissions and its coordinator every right.
func TestDeployedServerConfigSplitsTheRights(t *testing.T) {
	t.Setenv("BOTCUP_COORDINATOR_PASSWORD", "c-secret")
	t.Setenv("BOTCUP_WORKER_PASSWORD", "w-secret")
	opts, err := server.ProcessConfigFile(filepath.Join("..", "deploy", "nats-server.conf"))
	require.NoError(t, err)
	require.Len(t, opts.Users, 2)
	users := map[string]*server.User{}
	for _, u := range opts.Users {
		users[u.Username] = u
	}
	require.Contains(t, users, "coordinator")
	require.Contains(t, users, "worker")
	assert.Equal(t, "c-secret", users["coordinator"].Password)
	assert.Nil(t, users["coordinator"].Permissions)
	assert.Equal(t, "w-secret", users["worker"].Password)
	want := WorkerPermissions()
	got := users["worker"].Permissions
	require.NotNil(t, got)
	assert.ElementsMatch(t, want.Publish.Allow, got.Publish.Allow)
	assert.ElementsMatch(t, want.Subscribe.Allow, got.Subscribe.Allow)
	assert.Empty(t, got.Publish.Deny)
	assert.Equal(t, int32(MaxPayload), opts.MaxPayload)
}
