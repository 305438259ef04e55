package arena

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
)

// BrokenTail reports a record file that ends in a cut-off line (a match
// killed while writing): the line is ignored and, when the file is opened
// to resume, cut away.
type BrokenTail struct {
	Line   int // 1-based line number of the broken line
	Offset int64
	Err    error
}

func (b *BrokenTail) Error() string {
	return fmt.Sprintf("line %d (byte %d) is cut off or broken and was ignored: %v", b.Line, b.Offset, b.Err)
}

// ReadRecords reads a JSON-lines record. A last line that is not a whole
// record (no newline, or not valid JSON) is reported as *BrokenTail in tail
// and ignored; a broken line before the last is an error. good is the
// length of the part of the file that holds whole records.
func ReadRecords(r io.Reader) (recs []Record, good int64, tail *BrokenTail, err error) {
	recs, good, tail, err = ReadLines[Record](r)
	for i, rec := range recs {
		if err == nil && rec.Kind != GameKind && rec.Kind != "" {
			err = fmt.Errorf("line %d is a %s record, not a game's", i+1, rec.Kind)
		}
	}
	return recs, good, tail, err
}

// ReadSolveRecords reads a solve round's JSON-lines record, as ReadRecords.
func ReadSolveRecords(r io.Reader) (recs []SolveRecord, good int64, tail *BrokenTail, err error) {
	recs, good, tail, err = ReadLines[SolveRecord](r)
	for i, rec := range recs {
		if err == nil && rec.Kind != SolveKind {
			err = fmt.Errorf("line %d is not a solve record", i+1)
		}
	}
	return recs, good, tail, err
}

// ReadLines reads JSON lines of any kind of record, as ReadRecords reads
// games.
func ReadLines[T any](r io.Reader) (recs []T, good int64, tail *BrokenTail, err error) {
	br := bufio.NewReader(r)
	var offset int64
	for n := 1; ; n++ {
		line, rerr := br.ReadBytes('\n')
		if len(line) == 0 && rerr == io.EOF {
			return recs, offset, nil, nil
		}
		if rerr != nil && rerr != io.EOF {
			return recs, offset, nil, rerr
		}
		var rec T
		if trimmed := bytes.TrimSpace(line); len(trimmed) == 0 {
			offset += int64(len(line))
			continue
		} else if jerr := json.Unmarshal(trimmed, &rec); jerr != nil || rerr == io.EOF {
			if jerr == nil {
				jerr = errors.New("no newline at the end")
			}
			b := &BrokenTail{Line: n, Offset: offset, Err: jerr}
			if rerr == io.EOF {
				return recs, offset, b, nil
			}
			if _, perr := br.Peek(1); perr == io.EOF {
				return recs, offset, b, nil
			}
			return recs, offset, nil, fmt.Errorf("record line %d: %w", n, jerr)
		}
		recs = append(recs, rec)
		offset += int64(len(line))
	}
}

// LoadRecords reads a record file (see ReadRecords).
func LoadRecords(path string) ([]Record, *BrokenTail, error) {
	return loadLines(path, ReadRecords)
}

// LoadSolveRecords reads a solve record file (see ReadSolveRecords).
func LoadSolveRecords(path string) ([]SolveRecord, *BrokenTail, error) {
	return loadLines(path, ReadSolveRecords)
}

func loadLines[T any](path string, read func(io.Reader) ([]T, int64, *BrokenTail, error)) ([]T, *BrokenTail, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	recs, _, tail, err := read(f)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return recs, tail, nil
}

// RecordFile appends finished games to a JSON-lines file, one line each,
// written and synced as soon as the game ends: an append returns once its
// line is on disk. Appends made at once share their syncs (a group
// commit): one sync covers every line written before it began.
type RecordFile struct {
	mu      sync.Mutex // the file's end: writes, and written
	f       *os.File
	written int64 // lines written

	syncing sync.Mutex // one sync at a time
	synced  int64      // lines known on disk
}

// OpenRecordFile opens path for appending, creating it if needed, and
// returns the records it already holds (for resuming). A broken last line
// is reported in tail and cut away so that new records start on a line of
// their own.
func OpenRecordFile(path string) (rf *RecordFile, recs []Record, tail *BrokenTail, err error) {
	return OpenLines(path, ReadRecords)
}

// OpenSolveRecordFile is OpenRecordFile for a solve round's record.
func OpenSolveRecordFile(path string) (rf *RecordFile, recs []SolveRecord, tail *BrokenTail, err error) {
	return OpenLines(path, ReadSolveRecords)
}

// OpenLines opens a record file of any kind of record (read reads its
// lines), as OpenRecordFile opens one of games.
func OpenLines[T any](path string, read func(io.Reader) ([]T, int64, *BrokenTail, error)) (*RecordFile, []T, *BrokenTail, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, nil, nil, err
	}
	recs, good, tail, err := read(f)
	if err == nil && tail != nil {
		err = f.Truncate(good)
	}
	if err == nil {
		_, err = f.Seek(good, io.SeekStart)
		if tail == nil {
			_, err = f.Seek(0, io.SeekEnd)
		}
	}
	if err != nil {
		f.Close()
		return nil, nil, nil, fmt.Errorf("%s: %w", path, err)
	}
	return &RecordFile{f: f}, recs, tail, nil
}

// Append writes rec as one line.
func (r *RecordFile) Append(rec Record) error { return r.AppendJSON(rec) }

// AppendSolve writes a solved board as one line.
func (r *RecordFile) AppendSolve(rec SolveRecord) error { return r.AppendJSON(rec) }

// AppendJSON writes v, any kind of record, as one JSON line.
func (r *RecordFile) AppendJSON(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return r.appendLine(b)
}

func (r *RecordFile) appendLine(b []byte) error {
	b = append(b, '\n')
	r.mu.Lock()
	if _, err := r.f.Write(b); err != nil {
		r.mu.Unlock()
		return err
	}
	r.written++
	mine := r.written
	r.mu.Unlock()
	r.syncing.Lock()
	defer r.syncing.Unlock()
	if r.synced >= mine {
		return nil // a sync begun after this line was written covered it
	}
	r.mu.Lock()
	upto := r.written
	r.mu.Unlock()
	if err := syncFile(r.f); err != nil {
		return err
	}
	r.synced = upto
	return nil
}

// syncFile puts f's writes on disk (a test counts them).
var syncFile = (*os.File).Sync

// Close closes the file.
func (r *RecordFile) Close() error { return r.f.Close() }
