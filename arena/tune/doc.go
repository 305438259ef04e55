// Package tune runs fishtest's SPSA on a bot's parameters (SPSA, Param)
// through pairs of arena games between the bot's plus and minus values
// (Tuner), each iteration appended to a record file as it ends (Record,
// OpenRecordFile), so that a run resumes where it stopped.
package tune
