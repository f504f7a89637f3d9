package online

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/borrowed-time/tabletop/game"
)

// CreateRequest asks a server for a new room (POST /api/rooms, JSON).
type CreateRequest struct {
	// Ruleset, if given, must be the game the scenario is for.
	Ruleset game.RulesetID `json:"ruleset,omitempty"`
	// Scenario is a built-in scenario's id; or ScenarioFile a whole scenario document.
	Scenario     string          `json:"scenario,omitempty"`
	ScenarioFile json.RawMessage `json:"scenarioFile,omitempty"`
	// Options is the ruleset's options object (none: its defaults).
	Options json.RawMessage `json:"options,omitempty"`
	// Seed for the game's dice (none: a random one, which never leaves the server). Only a
	// server started for tests takes one (server.Options.ChosenSeeds).
	Seed *uint64 `json:"seed,omitempty"`
	// Computer lists the seats the server's computer players play.
	Computer []game.SeatID `json:"computer,omitempty"`
	// Levels gives computer seats a level (search.Choices: "scripted", the games' own
	// players, who answer at once; "steady" and "strong", who search before each move);
	// a computer seat not named here is scripted.
	Levels map[game.SeatID]string `json:"levels,omitempty"`
}

// Invite is one seat's way in (or, for Watch, the watchers').
type Invite struct {
	Seat     game.SeatID `json:"seat"`
	Name     string      `json:"name"`
	Computer bool        `json:"computer,omitempty"` // played by the server: no code
	Level    string      `json:"level,omitempty"`    // the computer's level
	Code     string      `json:"code,omitempty"`
	Link     string      `json:"link,omitempty"`
}

// CreateReply is the new room: a link per seat, to send to each player, and one to watch.
type CreateReply struct {
	Room     string         `json:"room"`
	Ruleset  game.RulesetID `json:"ruleset"`
	Scenario string         `json:"scenario"`
	Seats    []Invite       `json:"seats"`
	Watch    Invite         `json:"watch"`
}

// CreateRoom asks the server at server (http://host:port) for a room. key is the server's
// room-creation key if it has one ("" if not).
func CreateRoom(ctx context.Context, server string, req CreateRequest, key string) (CreateReply, error) {
	body, err := json.Marshal(req)
	if err != nil {
		return CreateReply{}, err
	}
	// The browser build posts with fetch (create_js.go) rather than net/http, whose client
	// brings several megabytes of transport and TLS into the WebAssembly.
	status, data, err := postRoom(ctx, server, body, key)
	if err != nil {
		return CreateReply{}, err
	}
	if status != 200 {
		return CreateReply{}, fmt.Errorf("the server refused the room: %s", strings.TrimSpace(string(data)))
	}
	var out CreateReply
	if err := json.Unmarshal(data, &out); err != nil {
		return CreateReply{}, fmt.Errorf("the server's answer is not a room: %v", err)
	}
	return out, nil
}

// roomsURL is where a server at server (http://host:port) takes requests for rooms.
func roomsURL(server string) string { return strings.TrimRight(server, "/") + "/api/rooms" }

// maxCreateReply bounds how much of a server's answer to a room request is read.
const maxCreateReply = 1 << 20
