package online

import (
	"encoding/json"

	"github.com/borrowed-time/tabletop/game"
)

// Kind names a message on the wire: its JSON "t".
type Kind string

// The messages a client sends.
const (
	KindHello   Kind = "hello"   // the first message: which room and seat, and the last event seen
	KindCommand Kind = "command" // a typed command, as the ruleset's codec writes it
	KindAct     Kind = "act"     // an action with its picks: the server builds the command
	KindMoveOn  Kind = "move-on" // the ruleset's fallback, if it is this seat's: end the turn
	KindActions Kind = "actions" // what may this seat do now with a model?
	KindPreview Kind = "preview" // what would this action with these picks do?
	KindChat    Kind = "chat"    // a short line to the table (also sent by the server)
	KindHashes  Kind = "hashes"  // the state's fingerprint after each command, from a number on
)

// ClientMessage is one message from a client to the server.
type ClientMessage interface{ Kind() Kind }

// Hello opens a connection: the invite code of a seat (or the room's watch code) and the
// number of the last event the client has (0: none, send everything).
type Hello struct {
	Code string `json:"code"`
	Last int64  `json:"last"`
	Name string `json:"name,omitempty"` // the player's name, as others see it
}

// SendCommand asks the server to apply a typed command for the client's seat. State is the
// number of commands in the game as the client last saw it: a command made on an older
// state is answered with a Resync and never applied.
type SendCommand struct {
	ID      int64           `json:"id"`
	State   int             `json:"state"`
	Command json.RawMessage `json:"command"`
}

// Act asks the server to build the command an action means with the picks, and apply it.
type Act struct {
	ID     int64         `json:"id"`
	State  int           `json:"state"`
	Model  string        `json:"model,omitempty"`
	Action game.ActionID `json:"action"`
	Picks  game.Picks    `json:"picks"`
}

// MoveOn asks the server to apply the ruleset's fallback (end the activation, the turn, the
// phase) when that fallback belongs to the client's seat.
type MoveOn struct {
	ID    int64 `json:"id"`
	State int   `json:"state"`
}

// AskActions asks what the client's seat may do now with a model ("" for nothing selected).
type AskActions struct {
	ID    int64  `json:"id"`
	Model string `json:"model,omitempty"`
}

// AskPreview asks what an action with these picks would do, changing nothing.
type AskPreview struct {
	ID     int64         `json:"id"`
	Model  string        `json:"model,omitempty"`
	Action game.ActionID `json:"action"`
	Picks  game.Picks    `json:"picks"`
}

// Say sends a short chat line to everyone in the room.
type Say struct {
	Text string `json:"text"`
}

// AskHashes asks for the state's fingerprint after each command from number From (1: after
// the first) on, at most MaxHashes of them: a client checks with them that nothing it was
// told is stored went missing.
type AskHashes struct {
	ID   int64 `json:"id"`
	From int   `json:"from"`
}

// Kind says what the message is.
func (Hello) Kind() Kind { return KindHello }

// Kind says what the message is.
func (SendCommand) Kind() Kind { return KindCommand }

// Kind says what the message is.
func (Act) Kind() Kind { return KindAct }

// Kind says what the message is.
func (MoveOn) Kind() Kind { return KindMoveOn }

// Kind says what the message is.
func (AskActions) Kind() Kind { return KindActions }

// Kind says what the message is.
func (AskPreview) Kind() Kind { return KindPreview }

// Kind says what the message is.
func (Say) Kind() Kind { return KindChat }

// Kind says what the message is.
func (AskHashes) Kind() Kind { return KindHashes }
