package main

import (
	amazesjudge "botcup/amazes/judge"
	baojudge "botcup/bao/judge"
	blackholejudge "botcup/blackhole/judge"
	"botcup/game"
	inversjudge "botcup/invers/judge"
	morejudge "botcup/more/judge"
	samegamejudge "botcup/samegame/judge"
	zuniqjudge "botcup/zuniq/judge"
)

// registrations lists the games botcup knows: one entry per game, added by
// the game's engineer as `<game>judge.Registration()` (each <game>/judge
// package exports one; the imports here are renamed since all are "judge").
func registrations() []game.Registration {
	return []game.Registration{
		amazesjudge.Registration(),
		baojudge.Registration(),
		blackholejudge.Registration(),
		inversjudge.Registration(),
		morejudge.Registration(),
		samegamejudge.Registration(),
		zuniqjudge.Registration(),
	}
}
