package game_test

import (
	"errors"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/game/conformance"
	"github.com/borrowed-time/tabletop/maps"
)

// raceSource is the race's one scenario.
const raceSource = `{"format":"tabletop-scenario","version":1,"ruleset":"race","id":"race","name":"Race","table":{"width":12,"height":12}}`

func raceScenario(t *testing.T) *maps.Scenario {
	t.Helper()
	s, err := maps.LoadWith("race", []byte(raceSource), race{}.Scenario())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestRaceConforms(t *testing.T) {
	conformance.Run(t, race{}, conformance.Config{Scenarios: []*maps.Scenario{raceScenario(t)}, Games: 3, MaxCommands: 200, Seed: 1})
}

func TestAnotherSeatsCommandIsRefusedAndChangesNothing(t *testing.T) {
	g, _ := race{}.New(raceScenario(t), game.Setup{Seed: 3})
	h := g.Hash()
	_, err := g.Apply("blue", game.Entry{Cmd: roll{Seat: "red"}})
	var rej *game.Rejection
	if !errors.As(err, &rej) || g.Hash() != h || len(g.Log()) != 0 {
		t.Fatalf("blue rolled for red: %v", err)
	}
	if _, err := g.Apply("red", game.Entry{Cmd: roll{Seat: "red"}}); err != nil {
		t.Fatal(err)
	}
}

func TestTableDiceAreCountedAndChecked(t *testing.T) {
	g, _ := race{}.New(raceScenario(t), game.Setup{Seed: 3, TableDice: true})
	n, err := g.DiceNeeded(game.Host, roll{Seat: "red"})
	if err != nil || n != 1 {
		t.Fatalf("a roll needs %d dice (%v), want 1", n, err)
	}
	_, err = g.Apply(game.Host, game.Entry{Cmd: roll{Seat: "red"}})
	var dw *game.DiceWanted
	if !errors.As(err, &dw) || dw.Need != 1 || dw.Given != 0 {
		t.Fatalf("no dice: %v", err)
	}
	if _, err := g.Apply(game.Host, game.Entry{Cmd: roll{Seat: "red"}, Dice: []int{7}}); err == nil {
		t.Fatal("a 7 on a D6 was taken")
	}
	// A 6 on a multiple of six rolls a bonus die: two dice.
	if _, err := g.Apply(game.Host, game.Entry{Cmd: roll{Seat: "red"}, Dice: []int{6}}); !errors.As(err, &dw) || dw.Need != 2 {
		t.Fatalf("a six without its bonus die: %v", err)
	}
	if _, err := g.Apply(game.Host, game.Entry{Cmd: roll{Seat: "red"}, Dice: []int{6, 4}}); err != nil {
		t.Fatal(err)
	}
	data, _ := g.Save()
	l, err := race{}.Load(data)
	if err != nil || l.Hash() != g.Hash() {
		t.Fatalf("table dice did not survive a save: %v", err)
	}
}

func TestSeededGameRefusesTableDice(t *testing.T) {
	g, _ := race{}.New(raceScenario(t), game.Setup{Seed: 3})
	if _, err := g.Apply(game.Host, game.Entry{Cmd: roll{Seat: "red"}, Dice: []int{3}}); err == nil {
		t.Fatal("a seeded game took dice")
	}
}

func TestCodecRoundTripsAndNamesUnknownTypes(t *testing.T) {
	var c game.TypedCodec
	game.Register[roll](&c)
	data, err := c.Encode(game.Entry{Cmd: roll{Seat: "red"}, Dice: []int{4}})
	if err != nil || string(data) != `{"type":"roll","seat":"red","dice":[4]}` {
		t.Fatalf("%s %v", data, err)
	}
	e, err := c.Decode(data)
	if err != nil || e.Cmd != (roll{Seat: "red"}) || len(e.Dice) != 1 {
		t.Fatalf("%+v %v", e, err)
	}
	for _, bad := range []string{`{"type":"fly"}`, `{}`, `[`, `{"type":"roll","seat":5}`} {
		if _, err := c.Decode([]byte(bad)); err == nil {
			t.Errorf("%s decoded", bad)
		}
	}
}

func FuzzCodecDecode(f *testing.F) {
	var c game.TypedCodec
	game.Register[roll](&c)
	game.Register[pass](&c)
	f.Add([]byte(`{"type":"roll","seat":"red","dice":[4]}`))
	f.Add([]byte(`{"type":"pass"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := c.Decode(data)
		if err == nil {
			if _, err := c.Encode(e); err != nil {
				t.Fatalf("decoded %s but cannot encode it: %v", data, err)
			}
		}
	})
}
