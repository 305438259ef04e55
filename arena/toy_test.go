package arena

// shPlayer is a player written as a POSIX shell script.
func shPlayer(name, script string) Entrant {
	return Entrant{Name: name, Argv: []string{"/bin/sh", "-c", script}}
}

// sayer answers every line but Quit with word.
func sayer(word string) string {
	return `while read l; do case "$l" in Quit) exit 0;; esac; echo ` + word + `; done`
}
