package queue

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
)

// ServeOptions configure an embedded JetStream server.
type ServeOptions struct {
	// Addr is host:port; an empty host is loopback (127.0.0.1), and
	// 0.0.0.0 every interface; port 0 is any free port.
	Addr string
	// StoreDir keeps the queue (jobs, results, programs) and the tokens
	// across restarts.
	StoreDir string
	// TLSCert and TLSKey, if set, make the server speak TLS only.
	TLSCert, TLSKey string
}

// Server is an embedded JetStream server.
type Server struct {
	s *server.Server
	// URL is where clients on this machine reach it; Token is the
	// coordinator's token, WorkerToken the workers' (see
	// WorkerPermissions).
	URL, Token, WorkerToken string
	host                    string
	port                    int
	cert                    string // the TLS certificate it serves, or ""
}

// Serve starts an embedded JetStream server. Every client needs a token,
// on loopback too (a worker runs what the queue hands it): the
// coordinator's, which may do anything, or the workers', which may do
// what WorkerPermissions allow. Both are random and kept in StoreDir
// (token, worker-token), so that workers reconnect to a server started
// again.
func Serve(o ServeOptions) (*Server, error) {
	host, portText, err := net.SplitHostPort(o.Addr)
	if err != nil {
		return nil, fmt.Errorf("-serve %s: want HOST:PORT (or :PORT for loopback): %w", o.Addr, err)
	}
	port, err := strconv.Atoi(portText)
	if err != nil || port < 0 || port > 65535 {
		return nil, fmt.Errorf("-serve %s: bad port %q", o.Addr, portText)
	}
	if host == "" {
		host = "127.0.0.1"
	}
	if port == 0 {
		port = server.RANDOM_PORT // nats-server reads 0 as its default, 4222
	}
	if err := os.MkdirAll(o.StoreDir, 0o700); err != nil {
		return nil, err
	}
	token, err := storedToken(filepath.Join(o.StoreDir, "token"))
	if err != nil {
		return nil, err
	}
	workerToken, err := storedToken(filepath.Join(o.StoreDir, "worker-token"))
	if err != nil {
		return nil, err
	}
	opts := &server.Options{Host: host, Port: port, JetStream: true, StoreDir: o.StoreDir,
		CustomClientAuthentication: tokens{coordinator: token, worker: workerToken},
		NoSigs:                     true, NoLog: true, MaxPayload: MaxPayload}
	if (o.TLSCert == "") != (o.TLSKey == "") {
		return nil, errors.New("-tls-cert and -tls-key go together")
	}
	if o.TLSCert != "" {
		if opts.TLSConfig, err = server.GenTLSConfig(&server.TLSConfigOpts{CertFile: o.TLSCert, KeyFile: o.TLSKey}); err != nil {
			return nil, fmt.Errorf("TLS: %w", err)
		}
	}
	s, err := server.NewServer(opts)
	if err != nil {
		return nil, err
	}
	go s.Start()
	if !s.ReadyForConnections(10 * time.Second) {
		s.Shutdown()
		return nil, fmt.Errorf("the embedded NATS server did not start on %s (is the port taken?)", o.Addr)
	}
	addr := s.Addr().(*net.TCPAddr)
	srv := &Server{s: s, Token: token, WorkerToken: workerToken, host: host, port: addr.Port, cert: o.TLSCert}
	srv.URL = srv.url(host)
	if host == "0.0.0.0" || host == "::" {
		srv.URL = srv.url("127.0.0.1")
	}
	return srv, nil
}

func (s *Server) url(host string) string {
	scheme := "nats"
	if s.cert != "" {
		scheme = "tls"
	}
	return scheme + "://" + net.JoinHostPort(host, strconv.Itoa(s.port))
}

// Auth is the coordinator's credential for this server: its token, and
// with TLS the certificate it serves, which the coordinator trusts as it
// is (whoever signed it, whatever names it carries).
func (s *Server) Auth() Auth { return Auth{Token: s.Token, Pin: s.cert} }

// WorkerURL is the URL to give workers on other machines: this machine's
// host name when the server listens on every interface.
func (s *Server) WorkerURL() string {
	if s.host == "0.0.0.0" || s.host == "::" {
		if h, err := os.Hostname(); err == nil {
			return s.url(h)
		}
	}
	return s.URL
}

// Shutdown stops the server.
func (s *Server) Shutdown() {
	s.s.Shutdown()
	s.s.WaitForShutdown()
}

// storedToken reads the token kept at path, or makes and keeps a new one.
func storedToken(path string) (string, error) {
	if b, err := os.ReadFile(path); err == nil {
		if t := strings.TrimSpace(string(b)); t != "" {
			return t, nil
		}
	}
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	t := hex.EncodeToString(b)
	return t, os.WriteFile(path, []byte(t+"\n"), 0o600)
}
