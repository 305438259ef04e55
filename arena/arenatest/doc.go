// Package arenatest is the conformance kit: the checks every game's judge
// passes whatever its game, so that tests call them instead of copying
// them. Conformance runs the whole kit on a registration (cmd/botcup runs
// it over the registry, a new game's skeleton on its own); FuzzJudgePlay is
// each judge's fuzz target; a game's own tests add, with their scripts and
// numbers, Exchange, Faults and Registration (script.go) and
// JuryPlaysWholeGames and ReferencePlayersPlayWholeGames, the kit's jury
// and reference-player games with the final lines and scores returned;
// SameGames and MoveText compare records. It is test support: it imports
// testify, and no bot imports it.
package arenatest
