// Package proc runs the arena's players as processes and holds everything
// they start: Start runs a program in a session of its own with its output
// read line by line, each line stamped with its arrival, and its stderr's
// start and end kept; a Process is suspended while it is not its turn
// (Suspend, Resume: checked, not assumed), and Kill, or the end of the
// context it was started under, ends it with every process it started,
// re-parented or not.
//
// Each player is held in a cgroup v2 of its own where the machine allows
// it, else under this process as child subreaper (Containment, JailEnv);
// cgroups left by a botcup killed with -9 are cleared by the next.
// Limits, ParseMemory and CheckLimits bound a player's memory and CPU
// through its cgroup. EndAll ends every player of this process. It imports
// nothing of the module.
package proc
