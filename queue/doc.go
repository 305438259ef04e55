// Package queue plays a match's, tournament's or tuning run's pairs, or a
// solve round's boards, on workers elsewhere, through a NATS JetStream
// server: nothing of botcup's own listens on the network.
//
// A coordinator (Coordinator: its Play plugs into arena.Runner.Remote and
// tune.Tuner.Remote, its Solve into arena.SolveRound.Remote) publishes
// each pair (or board) not yet recorded as a Job to the
// work-queue stream JobsStream; workers (Worker, `botcup worker URL`) pull
// jobs from the durable consumer WorkersConsumer, play the games with the
// local arena exactly as a local match does (arena.PlayScheduled), keep
// their claim alive with progress acks while they play, publish a Result
// to ResultsStream and only then ack the job. A worker that dies loses
// nothing: its unacked job goes to another worker after the ack wait. The
// coordinator keeps the first result of each game and drops later ones, so
// a pair redone after a worker was cut off is recorded once. A run that
// ends (all played, an SPRT decided, an error) is purged from the queue,
// and its workers, told on a control subject, kill its games; a run
// interrupted with a record file stays, to be resumed. Results stay
// in their stream until the run ends, so a coordinator started again on
// the same record file (the run's id is kept in the key-value bucket
// RunsBucket) finds the results that came while it was down and publishes
// again only what is neither recorded nor queued (jobs carry a message id,
// and the stream drops a repeat within DuplicateWindow).
//
// The coordinator trusts no worker: it re-judges every record with its own
// judge (arena.Rejudge, arena.RejudgeBoard) before it records it, queues a
// refused result's job again, names the worker in a warning and refuses a
// worker after DefaultMaxFailures refused results (a Control message tells
// it); a job acked without a result is queued again, whether the
// coordinator heard the server's word of the ack or, that word lost
// while it was cut off from the server, found the job gone from the jobs
// stream (a sweep every ack wait). Jobs and results carry
// botcup's version: a worker of another refuses the job and leaves. Serve's
// workers get a token of their own with WorkerPermissions only.
//
// Programs travel with the run (Pack): each player's executable goes into
// the object store ProgramsBucket under its SHA-256, and workers fetch it
// once, check the hash and cache it. Serve starts an embedded JetStream
// server for one machine or a few; Connect reaches any NATS server.
package queue
