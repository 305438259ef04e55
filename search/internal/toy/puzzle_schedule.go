package toy

import "errors"

// ScheduleMaxJobs is the most jobs a Schedule holds.
const ScheduleMaxJobs = 16

// Job is one job of a Schedule: it takes Time units of work and earns
// Profit if it is finished by its Due time.
type Job struct {
	Time, Due, Profit int32
}

// Schedule is a single-player toy puzzle, one-machine scheduling: the jobs
// are done one after the other from time 0, in the order the moves choose;
// a job finished by its due time earns its profit. A move is the index of
// the next job; the puzzle is over when every job is done. A dynamic
// program over the sets of jobs done gives the optimum, since the time so
// far depends only on that set.
type Schedule struct {
	jobs  [ScheduleMaxJobs]Job
	n     int
	done  uint32 // bit i: job i is done
	time  int32
	step  int32
	score int64
}

// Errors NewSchedule returns.
var (
	ErrScheduleTooLong = errors.New("toy: Schedule with more than ScheduleMaxJobs jobs")
	ErrScheduleJob     = errors.New("toy: Schedule job with a time below 1 or a negative due time or profit")
)

// NewSchedule sets up the jobs, none done yet.
func NewSchedule(jobs []Job) (*Schedule, error) {
	if len(jobs) > ScheduleMaxJobs {
		return nil, ErrScheduleTooLong
	}
	s := &Schedule{n: len(jobs)}
	for i, j := range jobs {
		if j.Time < 1 || j.Due < 0 || j.Profit < 0 {
			return nil, ErrScheduleJob
		}
		s.jobs[i] = j
	}
	return s, nil
}

// RandomSchedule is n jobs (capped at ScheduleMaxJobs) with times 1..9,
// due times within the total work and profits 1..20, drawn by a generator
// seeded with seed.
func RandomSchedule(n int, seed uint64) *Schedule {
	n = min(max(n, 0), ScheduleMaxJobs)
	s := &Schedule{n: n}
	total := int32(0)
	for i := 0; i < n; i++ {
		s.jobs[i].Time = int32(1 + splitmix64(&seed)%9)
		total += s.jobs[i].Time
	}
	for i := 0; i < n; i++ {
		s.jobs[i].Due = int32(splitmix64(&seed) % uint64(total+1))
		s.jobs[i].Profit = int32(1 + splitmix64(&seed)%20)
	}
	return s
}

// Moves lists the jobs not done yet.
func (s *Schedule) Moves(buf []uint8) []uint8 {
	buf = buf[:0]
	for i := 0; i < s.n; i++ {
		if s.done&(1<<i) == 0 {
			buf = append(buf, uint8(i))
		}
	}
	return buf
}

// Play does job m next.
func (s *Schedule) Play(m uint8) {
	j := &s.jobs[m]
	s.done |= 1 << m
	s.time += j.Time
	s.step++
	if s.time <= j.Due {
		s.score += int64(j.Profit)
	}
}

// Score is the profit earned so far.
func (s *Schedule) Score() int64 { return s.score }

// Code names a move by its job and the step it is done at: NRPA learns
// where in the order each job belongs.
func (s *Schedule) Code(m uint8) uint32 { return uint32(m)<<8 | uint32(s.step) }

// CopyFrom makes s a copy of src.
func (s *Schedule) CopyFrom(src *Schedule) { *s = *src }

// Hash is the set of jobs done, which decides the rest of the puzzle.
func (s *Schedule) Hash() uint64 { return uint64(s.done) }

// Jobs is the number of jobs.
func (s *Schedule) Jobs() int { return s.n }

// Job is job i.
func (s *Schedule) Job(i int) Job { return s.jobs[i] }
