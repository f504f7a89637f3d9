package online

import "strings"

// Unreachable is a game server that did not answer at all: nothing listens at the address,
// or the network between is down. It says where, what to check, and the last words of the
// system's reason ("connection refused"), not the whole chain of calls that failed.
type Unreachable struct {
	Server string // the server's address as the player gave it
	Err    error  // what the system said
}

func (e *Unreachable) Error() string {
	return "nothing answers at " + e.Server + ": is the game server running there, and is the address right? (" + lastWords(e.Err) + ")"
}

// Unwrap is the system's own error.
func (e *Unreachable) Unwrap() error { return e.Err }

// lastWords is the end of an error's chain of reasons: "dial tcp 127.0.0.1:8090: connect:
// connection refused" says "connection refused".
func lastWords(err error) string {
	s := err.Error()
	if i := strings.LastIndex(s, ": "); i >= 0 && i+2 < len(s) {
		s = s[i+2:]
	}
	return truncate(s, 80)
}
