package borrowedtime

import (
	"strings"
	"testing"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/physics"
)

// Every command is written exactly as saves wrote it before commands had a type each: the
// type first, then its fields in the order of the one command of every field (survivor,
// target, to, via, weapon, withdraw, knockDown, action, spawn, kind, location, item, victim),
// each left out when empty, then the table dice. Saves made since load to the same bytes.
func TestCommandsAreWrittenAsSavesAlwaysHadThem(t *testing.T) {
	to := &physics.Vec{X: 12.5, Y: 30}
	cases := []struct {
		cmd  Command
		dice []int
		want string
	}{
		{Move{Survivor: "leo", To: to, Via: []physics.Vec{{X: 1, Y: 2}}}, nil, `{"type":"move","survivor":"leo","to":{"X":12.5,"Y":30},"via":[{"X":1,"Y":2}]}`},
		{Attack{Survivor: "grizz", Target: "shambler-1", Weapon: "fire-axe", Withdraw: 0.5, KnockDown: true}, []int{6, 2}, `{"type":"attack","survivor":"grizz","target":"shambler-1","weapon":"fire-axe","withdraw":0.5,"knockDown":true,"dice":[6,2]}`},
		{Attack{Survivor: "leo", Target: "gas-pumps"}, nil, `{"type":"attack","survivor":"leo","target":"gas-pumps"}`},
		{Aim{Survivor: "odessa"}, nil, `{"type":"aim","survivor":"odessa"}`},
		{Reload{Survivor: "ramirez", Weapon: "service-pistol"}, nil, `{"type":"reload","survivor":"ramirez","weapon":"service-pistol"}`},
		{Hunker{Survivor: "leo"}, nil, `{"type":"hunker","survivor":"leo"}`},
		{Search{Survivor: "sharma", Location: "clinic-crates"}, []int{4, 1}, `{"type":"search","survivor":"sharma","location":"clinic-crates","dice":[4,1]}`},
		{OpenDoor{Survivor: "leo", Location: "garage/0"}, nil, `{"type":"open-door","survivor":"leo","location":"garage/0"}`},
		{CloseDoor{Survivor: "leo", Location: "garage-side-door"}, nil, `{"type":"close-door","survivor":"leo","location":"garage-side-door"}`},
		{Revive{Survivor: "sharma", Target: "leo"}, nil, `{"type":"revive","survivor":"sharma","target":"leo"}`},
		{Medkit{Survivor: "sharma", Target: "sharma"}, nil, `{"type":"medkit","survivor":"sharma","target":"sharma"}`},
		{Trade{Survivor: "leo", Target: "grizz", Item: "medkit"}, nil, `{"type":"trade","survivor":"leo","target":"grizz","item":"medkit"}`},
		{PickUp{Survivor: "leo", Item: "fire-axe"}, nil, `{"type":"pick-up","survivor":"leo","item":"fire-axe"}`},
		{Interact{Survivor: "leo", Location: "ambulance-doors"}, nil, `{"type":"interact","survivor":"leo","location":"ambulance-doors"}`},
		{Climb{Survivor: "ramirez"}, nil, `{"type":"climb","survivor":"ramirez"}`},
		{UseItem{Survivor: "leo", Target: "grizz", To: to, Weapon: "shotgun", Item: "grenade"}, nil, `{"type":"use-item","survivor":"leo","target":"grizz","to":{"X":12.5,"Y":30},"weapon":"shotgun","item":"grenade"}`},
		{Rally{Survivor: "father-michael", Target: "leo"}, nil, `{"type":"rally","survivor":"father-michael","target":"leo"}`},
		{JuryRig{Survivor: "sparky", Location: "tower-entrance"}, []int{5, 5, 1}, `{"type":"jury-rig","survivor":"sparky","location":"tower-entrance","dice":[5,5,1]}`},
		{Choose{Survivor: "patches", Item: "medkit"}, nil, `{"type":"choose","survivor":"patches","item":"medkit"}`},
		{EndActivation{}, nil, `{"type":"end-activation"}`},
		{EndActivation{Survivor: "leo"}, nil, `{"type":"end-activation","survivor":"leo"}`},
		{EndSurvivorPhase{}, []int{3}, `{"type":"end-survivor-phase","dice":[3]}`},
		{DirectorAction{Target: "shambler-2", To: to, Action: "spawn-special", Spawn: "north", Kind: "brute"}, nil, `{"type":"director-action","target":"shambler-2","to":{"X":12.5,"Y":30},"action":"spawn-special","spawn":"north","kind":"brute"}`},
		{EndSpending{}, nil, `{"type":"end-spending"}`},
		{ActivateZombie{Target: "horde-1", Victim: "leo"}, nil, `{"type":"activate-zombie","target":"horde-1","victim":"leo"}`},
		{ActivateAllZombies{}, nil, `{"type":"activate-all-zombies"}`},
		{EndRound{}, nil, `{"type":"end-round"}`},
	}
	kinds := map[game.CommandType]bool{}
	for _, c := range cases {
		got, err := codec{}.Encode(game.Entry{Cmd: c.cmd, Dice: c.dice})
		if err != nil || string(got) != c.want {
			t.Errorf("%T is written as %s (%v), want %s", c.cmd, got, err, c.want)
			continue
		}
		back, err := codec{}.Decode(got)
		if err != nil {
			t.Errorf("%s does not read back: %v", got, err)
			continue
		}
		if again, _ := (codec{}).Encode(back); string(again) != c.want {
			t.Errorf("%s reads back as %s", c.want, again)
		}
		kinds[c.cmd.CommandType()] = true
	}
	if len(kinds) != len(commandList) || len(commandList) != 25 {
		t.Errorf("%d command types checked, %d registered, want 25", len(kinds), len(commandList))
	}
}

// A command the rules do not know, or with a field no command has, is refused with a reason
// naming what is wrong; a field only another command has is left out as it always was.
func TestCorruptCommandsAreRefusedWithTheReason(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{`{"type":"fly"}`, `"fly" is not a command of Borrowed Time (known: activate-all-zombies, activate-zombie, aim, attack`},
		{`{"survivor":"leo"}`, `the command has no "type"`},
		{`{"type":"move","survivor":"leo","speed":3}`, `unknown field "speed"`},
		{`{"type":"move","survivor":"leo","to":"there"}`, `cannot unmarshal string`},
		{`{"type":"attack","withdraw":"far"}`, `cannot unmarshal string`},
		{`{"type":"end-round","dice":["six"]}`, `cannot unmarshal string`},
		{`[1,2]`, `not a command of Borrowed Time`},
		{`{"type":"aim"`, `not a command of Borrowed Time`},
		{`{"type":"aim","survivor":"` + strings.Repeat("x", game.MaxCommandSize) + `"}`, `at most`},
	} {
		_, err := (codec{}).Decode([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60s: refused with %v, want %q", c.data, err, c.want)
		}
	}
	e, err := (codec{}).Decode([]byte(`{"type":"aim","survivor":"leo","weapon":"shotgun","dice":[4]}`))
	if err != nil || e.Cmd != (Aim{Survivor: "leo"}) || len(e.Dice) != 1 {
		t.Errorf("an aim with a weapon reads as %+v (%v), want the aim, its weapon left out", e, err)
	}
	if _, err := (codec{}).Encode(game.Entry{Cmd: notOurs{}}); err == nil {
		t.Error("another game's command was encoded")
	}
}

// Each command belongs to the seat that gives it: the survivors' phase to the survivors, the
// Director's menu, zombies and round to the Director; and names the survivor acting.
func TestEachCommandHasItsSeatAndSurvivor(t *testing.T) {
	r := &Rules{}
	var st State
	for cmd, seat := range map[Command]game.SeatID{
		Aim{Survivor: "leo"}: Survivors, EndActivation{}: Survivors, EndSurvivorPhase{}: Survivors,
		DirectorAction{Action: "all-hell"}: Director, ActivateZombie{Target: "shambler-1"}: Director, EndRound{}: Director,
	} {
		if got := r.Actor(&st, cmd); got != seat {
			t.Errorf("%T is %q's, want %q's", cmd, got, seat)
		}
	}
	if r.Actor(&st, notOurs{}) != "" {
		t.Error("a command of another game has a seat")
	}
	if SurvivorOf(Search{Survivor: "sharma"}) != "sharma" || SurvivorOf(ActivateZombie{Target: "shambler-1"}) != "" || SurvivorOf(nil) != "" {
		t.Error("SurvivorOf names the wrong survivor")
	}
}

// notOurs is a command of another game, named like one of Borrowed Time's.
type notOurs struct{}

func (notOurs) CommandType() game.CommandType { return "aim" }

// FuzzDecodeCommand feeds the codec changed and broken commands, as a save or the network may
// carry them: each is refused with a reason or read as a command that writes and reads back
// to itself, and none panics.
func FuzzDecodeCommand(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","survivor":"leo","to":{"X":12.5,"Y":30},"via":[{"X":1,"Y":2}]}`,
		`{"type":"attack","survivor":"grizz","target":"shambler-1","weapon":"fire-axe","withdraw":0.5,"knockDown":true,"dice":[6,2]}`,
		`{"type":"director-action","target":"shambler-2","to":{"X":1,"Y":3},"action":"spawn-special","spawn":"north","kind":"brute"}`,
		`{"type":"aim","survivor":"leo","weapon":"shotgun"}`, `{"type":"end-round"}`, `{"type":"fly"}`, `{}`, `null`, `[]`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		e, err := codec{}.Decode(data)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("a refusal without a reason")
			}
			return
		}
		out, err := codec{}.Encode(e)
		if err != nil {
			t.Fatalf("%s read as %+v, which does not write: %v", data, e, err)
		}
		back, err := codec{}.Decode(out)
		if err != nil {
			t.Fatalf("%s wrote %s, which does not read: %v", data, out, err)
		}
		if again, _ := (codec{}).Encode(back); string(again) != string(out) {
			t.Fatalf("%s wrote %s, then %s", data, out, again)
		}
	})
}
