package main

import (
	"fmt"
	"io"
	"strings"
	"time"

	"botcup/amazes"
	"botcup/bao"
	"botcup/blackhole"
	"botcup/invers"
	"botcup/more"
	morejudge "botcup/more/judge"
	samegamejudge "botcup/samegame/judge"
)

// optionHelp is what a judge option means and its default, for help.
type optionHelp struct{ value, about string }

// judgeOptionHelp describes each game's judge options (-opt NAME=VALUE) by
// name; the names themselves come from the judge (judgeOptionNames), and a
// test checks that every name a judge knows is described here.
var judgeOptionHelp = map[string]map[string]optionHelp{
	"amazes": {
		"moves": {"N", fmt.Sprintf("moves per player, 1..%d, fewer for short games (default %[1]d, the rules')", amazes.MovesPerPlayer)},
		"setup": {"FILE", "play every game on the maze and starts in FILE (default: a setup drawn from each game's seed)"},
	},
	"bao": {
		"budget": {"DURATION", judgeBudgetHelp(bao.TimeLimit)},
	},
	"blackhole": {
		"brown":  {"F1,F2,F3,F4,F5|default", "the five brown stones of every game, or default (A8 B4 D2 E4 H1) (default: five drawn from each game's seed)"},
		"budget": {"DURATION", judgeBudgetHelp(blackhole.TimeLimit)},
	},
	"invers": {
		"budget": {"DURATION", judgeBudgetHelp(invers.TimeLimit)},
	},
	"more": {
		"board":        {"random|example|WALLS", "random: a board drawn from each game's seed (default); example: the contest text's board; or a wall line"},
		"walls":        {"S,D", fmt.Sprintf("the random boards' odds of a single and a double wall, in percent (default %d,%d)", morejudge.DefaultWallOdds.Single, morejudge.DefaultWallOdds.Double)},
		"cutoff":       {"N", fmt.Sprintf("moves after which a game is cut off (default %d per side)", more.DefaultCutOff.Moves)},
		"cutoff-total": {"true|false", "count both sides' moves together for the cut-off (default false)"},
		"replacement":  {"greedy|random", "who moves for a faulted player (default greedy)"},
	},
	"samegame": {
		"boards": {"standard|generated", "the 20 standard boards (default), or generated ones"},
		"seed":   {"N", "the generated boards' seed (default 1)"},
		"n":      {"N", fmt.Sprintf("how many boards to generate (default %d)", samegamejudge.DefaultGenerated)},
	},
}

// judgeBudgetHelp describes a turn judge's budget option.
func judgeBudgetHelp(rules time.Duration) string {
	return fmt.Sprintf("the judge's clock per player per game, as -limit sets it (default %v, the rules'); not a bot's -budget", rules)
}

// writeJudgeOptions lists game's judge options with their meaning and
// default, in the judge's own order.
func (c *cli) writeJudgeOptions(w io.Writer, game string) {
	names := c.judgeOptionNames(game)
	switch {
	case names == "" || names == "(no list)":
		fmt.Fprintf(w, "  %s: none\n", game)
		return
	case strings.HasPrefix(names, "("): // the judge's error lists no names
		fmt.Fprintf(w, "  %s: %s\n", game, names)
		return
	}
	fmt.Fprintf(w, "  %s:\n", game)
	for _, name := range strings.Split(names, ", ") {
		h, ok := judgeOptionHelp[game][name]
		if !ok {
			fmt.Fprintf(w, "    %s\n", name)
			continue
		}
		fmt.Fprintf(w, "    %-27s %s\n", name+"="+h.value, h.about)
	}
}
