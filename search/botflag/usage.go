package botflag

import (
	"flag"
	"fmt"
)

// Usage makes fs's -h (and a bad flag) say what the bot is, that the
// contest runs it without flags, and list its flags under "Usage of
// name:", the same for every bot.
func Usage(fs *flag.FlagSet, name, about string) {
	fs.Usage = func() {
		w := fs.Output()
		fmt.Fprintf(w, "%s: %s\n", name, about)
		fmt.Fprintf(w, "The contest runs it without flags: it speaks the contest's protocol on stdin and\nstdout. The flags are for local work (matches, tests, benchmarks).\n\n")
		fmt.Fprintf(w, "Usage of %s:\n", name)
		fs.PrintDefaults()
	}
}
