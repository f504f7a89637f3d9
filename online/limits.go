package online

// Limits of the protocol. A client message past any of them is refused with a Problem and
// never reaches a game.
const (
	// MaxClientMessage is the largest message a client may send, in bytes: a command, an
	// action with a route of MaxRoute points, or a chat line fit easily.
	MaxClientMessage = 16 << 10
	// MaxServerMessage is the largest message the client reads: a welcome with a long
	// game's events.
	MaxServerMessage = 32 << 20
	MaxCodeLength    = 100 // an invite code: room id, "-", secret
	MaxNameLength    = 40  // a player's name, in characters
	MaxChatLength    = 280 // a chat line, in characters
	MaxIDLength      = 200 // a model or action id
	MaxRoute         = 64  // the most points an action's route (Picks.Via) may hold
	MaxChosen        = 64  // the most choices a pick of several (Picks.Chosen) may hold
	MaxHashes        = 1000
)
