package server

import (
	"encoding/json"
	"github.com/borrowed-time/tabletop/maps"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/rules"
)

// post sends a room request as any HTTP client may, with the headers given, and returns the
// status and the body of the answer.
func post(t *testing.T, base, body string, header map[string]string) (int, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctxFor(t), http.MethodPost, base+"/api/rooms", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// Defect 1: the seed left the server in the room's reply, and a creator could choose it.
func TestTheSeedNeverLeavesTheServerAndCannotBeChosen(t *testing.T) {
	rs := startStrict(t, "", Options{})
	code, body := post(t, rs.base, `{"scenario":"dockside-depot"}`, nil)
	if code != http.StatusOK {
		t.Fatalf("creating a room: %d %s", code, body)
	}
	var reply online.CreateReply
	if err := json.Unmarshal([]byte(body), &reply); err != nil {
		t.Fatal(err)
	}
	r := rs.srv.room(reply.Room)
	r.mu.Lock()
	seed := strconv.FormatUint(r.sess.Setup().Seed, 10)
	r.mu.Unlock()
	if strings.Contains(body, `"seed"`) || strings.Contains(body, seed) {
		t.Fatalf("the room's reply gives its seed %s away: %s", seed, body)
	}
	c, w := dialRaw(t, rs.base, reply.Seats[0].Code, 0)
	c.ws.CloseNow()
	if data, _ := online.Encode(w); strings.Contains(string(data), seed) {
		t.Fatalf("the welcome holds the seed %s", seed)
	}
	code, body = post(t, rs.base, `{"scenario":"dockside-depot","seed":1}`, nil)
	if code != http.StatusBadRequest || !strings.Contains(body, "seed") {
		t.Fatalf("a chosen seed: %d %s, want it refused", code, body)
	}
}

// Defect 2 and 8: table dice (a seat names its own dice) and unknown option keys were
// accepted; every game must refuse both.
func TestEveryGameRefusesTableDiceAndUnknownOptions(t *testing.T) {
	rs := startStrict(t, "", Options{RoomBurst: 100})
	for _, rset := range rules.All() {
		scen := rules.Builtins(rset.ID())[0]
		for _, opts := range []string{`{"tableDice":true}`, `{"bogus":"x"}`, `{"` + firstOption(rset) + `":"no-such-choice"}`} {
			code, body := post(t, rs.base, `{"scenario":"`+scen+`","options":`+opts+`}`, nil)
			if code != http.StatusBadRequest {
				t.Errorf("%s with options %s: %d %s, want it refused", rset.ID(), opts, code, body)
			}
		}
		if code, body := post(t, rs.base, `{"scenario":"`+scen+`","options":{}}`, nil); code != http.StatusOK {
			t.Errorf("%s with its default options: %d %s", rset.ID(), code, body)
		}
	}
	bt := rules.Builtins(game.RulesetID(maps.BorrowedTime))[0]
	if code, body := post(t, rs.base, `{"scenario":"`+bt+`","options":{"agendas":"random","keepZombieHeat":true,"survivors":["grizz","leo"]}}`, nil); code != http.StatusOK {
		t.Errorf("Borrowed Time's house rules and team, as the table sends them: %d %s", code, body)
	}
}

// firstOption is a ruleset's first listed option ("bogus" if it has none).
func firstOption(rs game.Ruleset) string {
	if o := rs.Options(); len(o) > 0 {
		return o[0].Key
	}
	return "bogus"
}
