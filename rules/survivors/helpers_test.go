package survivors

import (
	"errors"
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// testScenario is an open 36x36 table with one raised area (a roofed building without
// doors at (20,20)-(26,24)), two entry points, two Search objectives and two small bands.
const testScenario = `{
 "format": "tabletop-scenario", "version": 1, "ruleset": "survivors", "id": "test-yard", "name": "Test Yard",
 "table": {"width": 36, "height": 36},
 "terrain": [
  {"id": "stack", "kind": "building", "name": "Stack", "polygon": [[20,20],[26,20],[26,24],[20,24]], "walls": 0.25, "roof": true},
  {"id": "crates", "kind": "scatter", "name": "Crates", "polygon": [[10,29],[14,29],[14,30],[10,30]]}
 ],
 "spawnPoints": [
  {"id": "north-gate", "name": "North Gate", "kind": "edge", "at": [18, 0.6]},
  {"id": "east-gate", "name": "East Gate", "kind": "edge", "at": [35.4, 18]}
 ],
 "searchLocations": [
  {"id": "crate", "name": "Crate", "at": [6, 6]},
  {"id": "roof-box", "name": "Roof Box", "at": [23, 22], "level": 1}
 ],
 "startZones": [
  {"id": "west", "side": "band-1", "polygon": [[0,0],[4,0],[4,36],[0,36]]},
  {"id": "east", "side": "band-2", "polygon": [[32,0],[36,0],[36,36],[32,36]]}
 ],
 "bands": [
  {"side": "band-1", "name": "Reds", "characters": [
    {"id": "ann", "name": "Ann", "archetype": "leader", "weapons": ["pistol", "machete"]},
    {"id": "bo", "name": "Bo", "archetype": "survivor", "weapons": ["chainsaw"]},
    {"id": "cy", "name": "Cy", "archetype": "survivor", "weapons": ["crossbow", "flare-gun"]}]},
  {"side": "band-2", "name": "Blues", "characters": [
    {"id": "dee", "name": "Dee", "archetype": "leader", "weapons": ["revolver", "knife"]},
    {"id": "eve", "name": "Eve", "archetype": "survivor", "weapons": ["club"]}]}
 ],
 "victory": [{"kind": "supplies-on", "terrain": ["stack"], "vp": 1}],
 "solo": {"band": "band-1", "win": {"kind": "supplies-held", "terrain": ["stack"], "supplies": 2}}
}`

// table is a game in progress on the test yard with table dice, for exact outcomes.
type table struct {
	t *testing.T
	g *game.Game[State]
}

// newTable starts a table-dice game on the test yard and plays it to round 1 with band 1
// to act (initiative to band 1, a surge of 4 that finds no far-off zombie).
func newTable(t *testing.T, opts string) *table {
	t.Helper()
	s, err := LoadScenario("test-yard", []byte(testScenario))
	if err != nil {
		t.Fatal(err)
	}
	var raw []byte
	if opts != "" {
		raw = []byte(opts)
	}
	sess, err := Ruleset{}.New(s, game.Setup{Seed: 1, TableDice: true, Options: raw})
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, g: sess.(*game.Game[State])}
	if tb.st().Phase == PhaseRollOff {
		tb.do(RollOff{}, 5, 2)
		tb.do(EndDeployment{})
		tb.do(EndDeployment{}, 6, 1, 4) // initiative: band 1; surge 4: nobody is far enough
	} else {
		tb.do(EndDeployment{}, 4)
	}
	return tb
}

func (tb *table) st() *State { return tb.g.State() }

// set changes the state directly (arranging a test position) and puts the bases in step.
func (tb *table) set(f func(s *State)) {
	f(tb.st())
	tb.g.Rules().(game.Syncer[State]).Sync(tb.st())
}

// at puts model id at (x, y) on level.
func (tb *table) at(id string, x, y float64, level int) {
	tb.set(func(s *State) {
		_, m := s.model(id)
		if m == nil {
			tb.t.Fatalf("no model %s", id)
		}
		m.Pos, m.Level = physics.Vec{X: x, Y: y}, level
	})
}

// zombie adds a zombie at (x, y) and returns its id.
func (tb *table) zombie(x, y float64) string {
	var id string
	tb.set(func(s *State) {
		s.Models = append(s.Models, newZombie(s, physics.Vec{X: x, Y: y}))
		id = s.Models[len(s.Models)-1].ID
	})
	return id
}

// clearZombies takes every zombie off the table.
func (tb *table) clearZombies() {
	tb.set(func(s *State) {
		for i := range s.Models {
			if s.Models[i].Zombie {
				s.Models[i].Out = true
			}
		}
	})
}

func (tb *table) m(id string) *Model {
	_, m := tb.st().model(id)
	return m
}

// do applies cmd with the dice given, failing the test on a refusal.
func (tb *table) do(cmd game.Command, dice ...int) []game.Event {
	tb.t.Helper()
	evs, err := tb.g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	if err != nil {
		tb.t.Fatalf("%#v with dice %v: %v", cmd, dice, err)
	}
	return evs
}

// refused checks that cmd is refused with words containing want, changing nothing.
func (tb *table) refused(cmd game.Command, want string, dice ...int) {
	tb.t.Helper()
	before := tb.g.Hash()
	_, err := tb.g.Apply(game.Host, game.Entry{Cmd: cmd, Dice: dice})
	var rej *game.Rejection
	if !errors.As(err, &rej) {
		tb.t.Fatalf("%#v: want a refusal, got %v", cmd, err)
	}
	if !strings.Contains(rej.Reason, want) {
		tb.t.Fatalf("%#v refused with %q; want it to say %q", cmd, rej.Reason, want)
	}
	if tb.g.Hash() != before {
		tb.t.Fatalf("the refused %#v changed the game", cmd)
	}
}

// need says how many dice cmd needs now.
func (tb *table) need(cmd game.Command) int {
	tb.t.Helper()
	n, err := tb.g.DiceNeeded(game.Host, cmd)
	if err != nil {
		tb.t.Fatalf("%#v: %v", cmd, err)
	}
	return n
}
