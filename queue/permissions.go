package queue

import (
	"crypto/subtle"

	"github.com/nats-io/nats-server/v2/server"
)

// WorkerPermissions are what a worker's credential may do, and nothing
// more: take jobs from the workers' consumer and ack them, publish
// results, read the programs store and listen on the control subject. It
// cannot purge or delete a stream, change a stream, a consumer or a
// bucket, delete a program or publish a job. deploy/nats-server.conf
// grants the same to the user "worker" on a NATS server of one's own.
func WorkerPermissions() *server.Permissions {
	const (
		api      = "$JS.API."
		programs = "OBJ_" + ProgramsBucket
	)
	return &server.Permissions{
		Publish: &server.SubjectPermission{Allow: []string{
			// Jobs: the consumer's info, the next job, acks (nak, term and
			// progress too; the second form has a domain and an account).
			api + "CONSUMER.INFO." + JobsStream + "." + WorkersConsumer,
			api + "CONSUMER.MSG.NEXT." + JobsStream + "." + WorkersConsumer,
			"$JS.ACK." + JobsStream + "." + WorkersConsumer + ".>",
			"$JS.ACK.*.*." + JobsStream + "." + WorkersConsumer + ".>",
			// Results, and the worker's beats for a live page of the run.
			resultsSubject + ">",
			beatSubject + ">",
			// Reading a program: the bucket's stream, an object's meta
			// message, and an ordered consumer of its chunks (made,
			// flow-controlled and deleted by the reader).
			api + "STREAM.INFO." + programs,
			api + "STREAM.MSG.GET." + programs,
			api + "DIRECT.GET." + programs,
			api + "DIRECT.GET." + programs + ".>",
			api + "CONSUMER.CREATE." + programs,
			api + "CONSUMER.CREATE." + programs + ".>",
			api + "CONSUMER.INFO." + programs + ".*",
			api + "CONSUMER.DELETE." + programs + ".*",
			"$JS.FC." + programs + ".>",
		}},
		Subscribe: &server.SubjectPermission{Allow: []string{"_INBOX.>", controlSubject + ">"}},
	}
}

// tokens authenticates the embedded server's clients by token: the
// coordinator's may do anything, the workers' what WorkerPermissions
// allow.
type tokens struct{ coordinator, worker string }

func (t tokens) Check(c server.ClientAuthentication) bool {
	given := []byte(c.GetOpts().Token)
	switch {
	case subtle.ConstantTimeCompare(given, []byte(t.coordinator)) == 1:
		c.RegisterUser(&server.User{Username: "coordinator"})
		return true
	case subtle.ConstantTimeCompare(given, []byte(t.worker)) == 1:
		c.RegisterUser(&server.User{Username: "worker", Permissions: WorkerPermissions()})
		return true
	}
	return false
}
