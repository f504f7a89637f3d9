package online

import "net/url"

// Protocol is the newest version of the protocol this package speaks. A client says which it
// reads in its WebSocket's address (ProtocolQuery): a server that does not know versions
// ignores the query, and a client that names none gets version 1. What version 2 adds:
//
//   - an update's view changes may carry a list field as the few elements that changed
//     (ViewChanges.TokensAt … CardsAt) instead of the whole list;
//   - a resync leaves the view out (Resync.Kept): the updates sent before it brought the
//     client's view to the resync's state.
const Protocol = 2

// ProtocolQuery is the query a client adds to the WebSocket's address to ask for Protocol.
const ProtocolQuery = "v=2"

// ProtocolOf is the version a client asked for in its WebSocket's query (1 when it named
// none or one this package does not know).
func ProtocolOf(q url.Values) int {
	if q.Get("v") == "2" {
		return 2
	}
	return 1
}
