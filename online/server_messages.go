package online

import (
	"encoding/json"
	"slices"

	"github.com/borrowed-time/tabletop/game"
)

// The messages only the server sends (it also sends KindChat, KindActions, KindPreview and
// KindHashes as the answers to a client's).
const (
	KindWelcome  Kind = "welcome"  // the answer to Hello: the seat, its view, what it missed
	KindUpdate   Kind = "update"   // a command was applied: new view and the events this seat sees
	KindAck      Kind = "ack"      // the client's command is applied and stored
	KindRefused  Kind = "refused"  // the client's command was refused; nothing changed
	KindResync   Kind = "resync"   // the client's command was made on an old state; not applied
	KindPresence Kind = "presence" // who is connected
	KindProblem  Kind = "error"    // a message was not understood or not allowed
)

// ServerMessage is one message from the server to a client.
type ServerMessage interface{ Kind() Kind }

// Spectator is the seat of a client that watches with the room's watch code: it sees only
// what every seat may see (no seat's secrets, and only events meant for everyone).
const Spectator game.SeatID = "spectator"

// SeatInfo says who holds a seat.
type SeatInfo struct {
	ID        game.SeatID `json:"id"`
	Name      string      `json:"name"`               // the seat's name: "The Dockhands"
	Computer  bool        `json:"computer,omitempty"` // the server plays it
	Level     string      `json:"level,omitempty"`    // the computer's level (search.Choices)
	Thinking  bool        `json:"thinking,omitempty"` // the computer is thinking about its move
	Connected int         `json:"connected"`          // clients connected with its code
	Players   []string    `json:"players,omitempty"`  // the names they gave
}

// Event is an engine event with its number in the room (counting every event, seen or not,
// from 1) and the number of the command that made it.
type Event struct {
	N     int64 `json:"n"`
	State int   `json:"state"`
	game.Event
}

// Welcome answers Hello: the client's seat and the game as that seat may see it, and the
// events after Hello.Last that it may see. Reset: the client's Last was unknown to the
// server (a newer number than it has), so the client should forget what it had.
type Welcome struct {
	Room        string         `json:"room"`
	Seat        game.SeatID    `json:"seat"`
	Ruleset     game.RulesetID `json:"ruleset"`
	RulesetName string         `json:"rulesetName"`
	Scenario    string         `json:"scenario"`
	// ScenarioFile is the scenario document the room plays (what every player may read: the
	// table, its terrain and markers), and Options the game's options object, so that a
	// client can draw the table with package rules (rules.Load) whatever the scenario.
	ScenarioFile json.RawMessage `json:"scenarioFile"`
	Options      json.RawMessage `json:"options,omitempty"`
	Seats        []SeatInfo      `json:"seats"`
	State        int             `json:"state"`
	Hash         string          `json:"hash"`
	Last         int64           `json:"last"` // the number of the room's newest event
	Turn         []game.SeatID   `json:"turn"`
	Outcome      *game.Outcome   `json:"outcome,omitempty"`
	View         game.View       `json:"view"`
	Events       []Event         `json:"events"`
	Chat         []ChatLine      `json:"chat,omitempty"`
	Reset        bool            `json:"reset,omitempty"`
}

// Update follows every applied command (a player's or the computer's), to every client.
type Update struct {
	State   int           `json:"state"`
	Hash    string        `json:"hash"`
	Last    int64         `json:"last"`
	By      game.SeatID   `json:"by"`
	Turn    []game.SeatID `json:"turn"`
	Outcome *game.Outcome `json:"outcome,omitempty"`
	// View is what changed in the seat's view since the update before, or the welcome.
	View   ViewChanges `json:"view"`
	Events []Event     `json:"events"`
}

// Ack says the client's command (and the computer's replies to it) is applied and stored:
// a server killed after this keeps it. State is the number of commands then.
type Ack struct {
	ID    int64  `json:"id"`
	State int    `json:"state"`
	Hash  string `json:"hash"`
	// Own is the number of the client's own command; the ones after it to State are the
	// computer's.
	Own int `json:"own"`
}

// Refused says why the client's command or request was refused. Nothing changed. DiceNeed
// is set when a table-dice game wants that many real dice.
type Refused struct {
	ID       int64  `json:"id"`
	Reason   string `json:"reason"`
	DiceNeed int    `json:"diceNeed,omitempty"`
}

// Resync answers a command made on an older state than the game's: it was not applied.
// The updates the client missed were sent before it; View is the seat's view now, unless
// Kept (protocol 2): then the view is left out, the updates before having made the client's
// view this one.
type Resync struct {
	ID     int64     `json:"id"`
	State  int       `json:"state"`
	Hash   string    `json:"hash"`
	Reason string    `json:"reason"`
	View   game.View `json:"view"`
	Kept   bool      `json:"kept,omitempty"`

	encodedView json.RawMessage // the server's: View as it goes on the wire
}

// ActionList answers AskActions.
type ActionList struct {
	ID      int64         `json:"id"`
	State   int           `json:"state"`
	Model   string        `json:"model,omitempty"`
	Actions []game.Action `json:"actions"`
}

// PreviewReply answers AskPreview.
type PreviewReply struct {
	ID      int64        `json:"id"`
	State   int          `json:"state"`
	Preview game.Preview `json:"preview"`
}

// HashList answers AskHashes: Hashes[i] is the fingerprint after command From+i.
type HashList struct {
	ID     int64    `json:"id"`
	From   int      `json:"from"`
	State  int      `json:"state"`
	Hashes []string `json:"hashes"`
}

// Presence says who is connected, after anyone comes or goes: the seats whose holders
// changed (the welcome had them all), and how many watch.
type Presence struct {
	Seats      []SeatInfo `json:"seats"`
	Spectators int        `json:"spectators"`
}

// Merge returns the seats as they are after the change: seats with each seat the change
// names replaced (a new slice; seats is not changed).
func (p Presence) Merge(seats []SeatInfo) []SeatInfo {
	out := slices.Clone(seats)
	for _, changed := range p.Seats {
		if i := slices.IndexFunc(out, func(s SeatInfo) bool { return s.ID == changed.ID }); i >= 0 {
			out[i] = changed
		} else {
			out = append(out, changed)
		}
	}
	return out
}

// ChatLine is one line of chat as the server relays it. Seat and Name are the server's:
// the seat the line came from (Spectator for a watcher), and the player's name with the
// seat's ("Ana (The Magpies)", "Bo (watcher)"), never what a client claims.
type ChatLine struct {
	Seat game.SeatID `json:"seat"`
	Name string      `json:"name"` // the player's name with the seat's, or the seat's
	Text string      `json:"text"`
	At   int64       `json:"at"` // Unix seconds
}

// Problem says a message was not understood or not allowed (too big, too fast, malformed,
// a spectator commanding). ID is the request's, when it had one.
type Problem struct {
	ID     int64  `json:"id,omitempty"`
	Reason string `json:"reason"`
}

// Kind says what the message is.
func (Welcome) Kind() Kind { return KindWelcome }

// Kind says what the message is.
func (Update) Kind() Kind { return KindUpdate }

// Kind says what the message is.
func (Ack) Kind() Kind { return KindAck }

// Kind says what the message is.
func (Refused) Kind() Kind { return KindRefused }

// Kind says what the message is.
func (Resync) Kind() Kind { return KindResync }

// Kind says what the message is.
func (ActionList) Kind() Kind { return KindActions }

// Kind says what the message is.
func (PreviewReply) Kind() Kind { return KindPreview }

// Kind says what the message is.
func (HashList) Kind() Kind { return KindHashes }

// Kind says what the message is.
func (Presence) Kind() Kind { return KindPresence }

// Kind says what the message is.
func (ChatLine) Kind() Kind { return KindChat }

// Kind says what the message is.
func (Problem) Kind() Kind { return KindProblem }
