package server

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
)

func TestABadRoomRequestIsRefusedWithWhatToChange(t *testing.T) {
	rs := start(t, "", Options{})
	cases := map[string]online.CreateRequest{
		"not a built-in scenario": {Scenario: "/etc/passwd"},
		"no scenario":             {},
		"not both":                {Scenario: "dockside-depot", ScenarioFile: json.RawMessage(`{}`)},
		"not a seat of this game": {Scenario: "dockside-depot", Computer: []game.SeatID{"director"}},
		"is for Survivors":        {Scenario: "dockside-depot", Ruleset: "borrowed-time"},
		"cannot start":            {Scenario: "dockside-depot", Options: json.RawMessage(`{"mode":"chess"}`)},
	}
	for want, req := range cases {
		_, err := online.CreateRoom(ctxFor(t), rs.base, req, "")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%+v: %v (want it to say %q)", req, err, want)
		}
	}
	if s := rs.srv.Stats(); s.Rooms != 0 {
		t.Fatalf("refused requests made %d rooms", s.Rooms)
	}
}

func TestAServerWithARoomKeyCreatesRoomsOnlyForThoseWhoHaveIt(t *testing.T) {
	rs := start(t, "", Options{CreateKey: "sesame", PublicURL: "https://games.example.org"})
	req := online.CreateRequest{Scenario: "pharmacy-run"}
	if _, err := online.CreateRoom(ctxFor(t), rs.base, req, "guess"); err == nil || !strings.Contains(err.Error(), "room key") {
		t.Fatalf("a wrong key: %v", err)
	}
	reply, err := online.CreateRoom(ctxFor(t), rs.base, req, "sesame")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(reply.Seats[0].Link, "https://games.example.org/join#"+reply.Room+"-") {
		t.Fatalf("the link %s does not use the public address", reply.Seats[0].Link)
	}
}
