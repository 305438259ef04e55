package blackhole

import "botcup/search"

// Params are the constants the bot lets -param set and botcup tune tune;
// the defaults are those in the code, and without -param nothing changes.
func Params() search.Params {
	return search.Params{
		search.IntParam("exact-empties", &exactEmpties, 1, 16, 1),
	}
}
