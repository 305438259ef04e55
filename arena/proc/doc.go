// Package proc runs the arena's players as processes and holds everything
// they start: Start runs a program in a session of its own with its output
// read line by line, each line stamped with its arrival, and its stderr's
// start and end kept; a Process is suspended while it is not its turn
// (Suspend, Resume: checked, not assumed), and Kill, or the end of the
// context it was started under, ends it with every process it started,
// re-parented or not.
//
// Each player is held in a cgroup v2 of its own where the machine allows
// it, else under a keeper (Containment, ContainmentText, JailEnv);
// cgroups left by a botcup killed with -9 are cleared by the next.
//
// The keeper, and why: without cgroups, a player's orphans must be
// re-parented to a child subreaper that waits for them. This process is
// never that subreaper: it cannot tell an orphan it inherited from a
// child that other code in it started with exec.Cmd and will wait for
// (the reaper that once ran here took those: a tune probe, a worker's
// fetch, a test's browser got "waitid: no child processes"). Each player
// instead runs under a keeper of its own, this very program started again
// through /proc/self/exe, which this package's init turns into the keeper
// before anything else runs: a child subreaper whose only children are
// the player and its orphans. The scope is structural: whatever code is
// added to this process, its children stay its own. The keeper tells the
// player's pid and wait status over a pipe, and kills what is left below
// it when the arena closes its other pipe, or dies (keeper.go).
// Limits, ParseMemory and CheckLimits bound a player's memory and CPU
// through its cgroup. EndAll ends every player of this process. It imports
// nothing of the module.
package proc
