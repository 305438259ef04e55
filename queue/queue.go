package queue

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/tls"
	"encoding/hex"
	"encoding/pem"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"botcup/arena"
)

// The JetStream names the queue uses.
const (
	JobsStream      = "BOTCUP_JOBS"    // work queue of jobs, botcup.jobs.RUN
	ResultsStream   = "BOTCUP_RESULTS" // results, botcup.results.RUN
	WorkersConsumer = "workers"        // the durable pull consumer every worker shares
	ProgramsBucket  = "botcup_programs"
	RunsBucket      = "botcup_runs" // run key -> run id, for a coordinator started again
	jobsSubject     = "botcup.jobs."
	resultsSubject  = "botcup.results."
	controlSubject  = "botcup.control." // core NATS: a Control
	// ackedSubject is where the server tells of each job acked (the
	// workers' consumer samples every ack): a coordinator queues a job
	// again whose result does not come after it.
	ackedSubject = "$JS.EVENT.METRIC.CONSUMER.ACK." + JobsStream + "." + WorkersConsumer
)

// DefaultAckWait is how long a job stays claimed by a worker without a
// progress ack: a worker that goes silent for this long (killed, cut off)
// has its job handed to another. A playing worker acks progress every
// third of it.
const DefaultAckWait = 30 * time.Second

// DuplicateWindow is how long the jobs stream remembers a job's message
// id: a coordinator started again within it does not queue a job twice.
// Decision: an hour; a pair queued again after it is played again and its
// second result dropped.
const DuplicateWindow = time.Hour

// MaxAge is how long a job or result stays in the queue: a run abandoned
// (its coordinator never started again) is gone after it.
const MaxAge = 7 * 24 * time.Hour

// Job is one pair (or the games of it not yet recorded), or one board of
// a solve round, for a worker.
type Job struct {
	Run  string `json:"run"`
	Game string `json:"game"` // the registered game whose judge plays it
	// Options are the games' options (JudgeOptions included); players'
	// command lines hold {botcup} and {sha256:HEX} for what travels.
	Options arena.GameOptions `json:"options"`
	Games   []arena.Scheduled `json:"games,omitempty"`
	Solve   *SolveJob         `json:"solve,omitempty"`
	// Judge is the run's judge program as it travels ({sha256:HEX}; see
	// Run.Judge), or "".
	Judge string `json:"judge,omitempty"`
	// AckWait is the consumer's ack wait, for the worker's progress acks.
	AckWait time.Duration `json:"ack_wait"`
	// Version is the coordinator's botcup: a worker of another refuses
	// the job.
	Version string `json:"version,omitempty"`
}

// SolveJob is a board of a solve round: its index and text, the player,
// its time and the scoring (see arena.Solve).
type SolveJob struct {
	Board   int           `json:"board"`
	Text    string        `json:"text"`
	Player  arena.Entrant `json:"player"`
	Time    time.Duration `json:"time"`
	Scoring string        `json:"scoring"`
}

// Result is what a worker returns for a job: the games' records (or the
// board's result), or why it could not play them.
type Result struct {
	Run     string             `json:"run"`
	Worker  string             `json:"worker"`
	Games   []int              `json:"games,omitempty"` // the job's games, by index
	Records []arena.Record     `json:"records,omitempty"`
	Board   *int               `json:"board,omitempty"` // a solve job's board
	Solved  *arena.BoardResult `json:"solved,omitempty"`
	Err     string             `json:"error,omitempty"`
	// Version is the worker's botcup.
	Version string `json:"version,omitempty"`
}

// msgID is a job's message id: its run and games (or board).
func (j *Job) msgID() string {
	if j.Solve != nil {
		return j.Run + ".b" + strconv.Itoa(j.Solve.Board)
	}
	ids := make([]string, len(j.Games))
	for i, s := range j.Games {
		ids[i] = strconv.Itoa(s.Index)
	}
	return j.Run + "." + strings.Join(ids, "-")
}

// newRunID is a fresh random run id.
func newRunID() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// Auth is how a client proves itself to the server: a token, or a NATS
// credentials file (user JWT and nkey seed); CA, if set, is the
// certificate authority the server's TLS certificate must chain to; Pin,
// if set, a certificate file whose first certificate the server must
// present as it is (a coordinator connecting to the server it serves).
type Auth struct {
	Token string
	Creds string
	CA    string
	Pin   string
}

// MaxPayload is the largest message the embedded server takes: a result
// or a job larger is refused by the server.
const MaxPayload = 8 << 20

// Connect connects to the NATS server at url as name. An unreachable
// server or refused credentials are errors that say which.
func Connect(url, name string, a Auth) (*nats.Conn, jetstream.JetStream, error) {
	opts := []nats.Option{nats.Name(name), nats.MaxReconnects(-1), nats.ReconnectWait(time.Second), nats.Timeout(5 * time.Second)}
	if a.Token != "" {
		opts = append(opts, nats.Token(a.Token))
	}
	if a.Creds != "" {
		opts = append(opts, nats.UserCredentials(a.Creds))
	}
	if a.CA != "" {
		opts = append(opts, nats.RootCAs(a.CA))
	}
	if a.Pin != "" {
		pinned, err := pinTLS(a.Pin)
		if err != nil {
			return nil, nil, err
		}
		opts = append(opts, nats.Secure(pinned))
	}
	nc, err := nats.Connect(url, opts...)
	switch {
	case errors.Is(err, nats.ErrAuthorization) || (err != nil && strings.Contains(strings.ToLower(err.Error()), "authorization")):
		what := "no credentials were given (-token or -creds)"
		if a.Token != "" || a.Creds != "" {
			what = "the credentials given were wrong"
		}
		return nil, nil, fmt.Errorf("the NATS server at %s refused the connection: %s (%v)", url, what, err)
	case errors.Is(err, nats.ErrNoServers):
		return nil, nil, fmt.Errorf("no NATS server answers at %s: %v", url, err)
	case err != nil:
		return nil, nil, fmt.Errorf("connecting to the NATS server at %s: %w", url, err)
	}
	js, err := jetstream.New(nc)
	if err != nil {
		nc.Close()
		return nil, nil, err
	}
	return nc, js, nil
}

// pinTLS is a TLS configuration that trusts exactly the first
// certificate of the PEM file cert.
func pinTLS(cert string) (*tls.Config, error) {
	b, err := os.ReadFile(cert)
	if err != nil {
		return nil, fmt.Errorf("TLS: %w", err)
	}
	block, rest := pem.Decode(b)
	for block != nil && block.Type != "CERTIFICATE" {
		block, rest = pem.Decode(rest)
	}
	if block == nil {
		return nil, fmt.Errorf("TLS: %s holds no PEM certificate", cert)
	}
	want := block.Bytes
	return &tls.Config{
		MinVersion: tls.VersionTLS12,
		// The chain and the names are not checked: the certificate
		// itself is, byte for byte, below.
		InsecureSkipVerify: true,
		VerifyConnection: func(cs tls.ConnectionState) error {
			if len(cs.PeerCertificates) == 0 || !bytes.Equal(cs.PeerCertificates[0].Raw, want) {
				return fmt.Errorf("TLS: the server does not present the certificate of %s", cert)
			}
			return nil
		},
	}, nil
}

// setUp makes (or updates) the streams, the buckets and the workers'
// consumer, whose ack wait becomes ackWait.
func setUp(ctx context.Context, js jetstream.JetStream, ackWait time.Duration) error {
	if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: JobsStream, Subjects: []string{jobsSubject + ">"},
		Retention: jetstream.WorkQueuePolicy, Duplicates: DuplicateWindow, MaxAge: MaxAge, Storage: jetstream.FileStorage}); err != nil {
		return noJetStream(err)
	}
	if _, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: ResultsStream, Subjects: []string{resultsSubject + ">"},
		Retention: jetstream.LimitsPolicy, MaxAge: MaxAge, Storage: jetstream.FileStorage}); err != nil {
		return err
	}
	if _, err := js.CreateOrUpdateConsumer(ctx, JobsStream, jetstream.ConsumerConfig{Durable: WorkersConsumer,
		AckPolicy: jetstream.AckExplicitPolicy, AckWait: ackWait, MaxDeliver: -1, MaxAckPending: -1,
		FilterSubject: jobsSubject + ">", SampleFrequency: "100%"}); err != nil {
		return err
	}
	if _, err := js.CreateOrUpdateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: ProgramsBucket, Storage: jetstream.FileStorage}); err != nil {
		return err
	}
	_, err := js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: RunsBucket, Storage: jetstream.FileStorage})
	return err
}

// noJetStream explains a server without JetStream.
func noJetStream(err error) error {
	if errors.Is(err, jetstream.ErrJetStreamNotEnabled) || errors.Is(err, jetstream.ErrJetStreamNotEnabledForAccount) {
		return fmt.Errorf("the NATS server has no JetStream (start it with -js): %w", err)
	}
	return err
}
