package saves

import (
	"encoding/json"
	"fmt"
	"image"

	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// Head is what the save list reads of a save (and of anything kept in a slot, such as an
// online game's way back to its seat): the game, its scenario and where it stood.
type Head struct {
	Ruleset  game.RulesetID `json:"ruleset"`
	Status   string         `json:"status"`
	Scenario struct {
		Name    string         `json:"name"`
		Ruleset game.RulesetID `json:"ruleset"`
	} `json:"scenario"`
}

// SlotSummary says what a slot holds, for either table: the game, its scenario, where it stood
// (a Borrowed Time save, which keeps no status line, by its rounds) and when it was saved.
func SlotSummary(store Store, slot int) string {
	when, ok := store.Saved(slot)
	if !ok {
		return "empty"
	}
	data, err := store.Read(slot)
	if err != nil {
		return "cannot be read: " + err.Error()
	}
	s := Summary(data)
	if !when.IsZero() {
		s += " · saved " + when.Local().Format("Mon 2 Jan 15:04")
	}
	return s
}

// Summary describes a save of any game: "Survivors: Dockside Depot · Round 2 of 6",
// "Borrowed Time: Last Stop Gas · round 3".
func Summary(data []byte) string {
	var head struct {
		Head
		Commands []struct {
			Type string `json:"type"`
		} `json:"commands"`
	}
	if err := json.Unmarshal(data, &head); err != nil || head.Scenario.Name == "" {
		return "not a saved game"
	}
	id := head.Ruleset
	if id == "" {
		id = head.Scenario.Ruleset
	}
	name := "Borrowed Time"
	if rs, ok := rules.ByID(id); ok {
		name = rs.Name()
	}
	s := name + ": " + head.Scenario.Name
	switch {
	case head.Status != "":
		s += " · " + head.Status
	case id == "" || id == game.RulesetID(maps.BorrowedTime):
		round := 1
		for _, c := range head.Commands {
			if c.Type == string(bt.EndRound{}.CommandType()) {
				round++
			}
		}
		s += fmt.Sprintf(" · round %d", round)
	}
	return s
}

// SlotChosen is the save slot that a key 1-5, or a click on its row of the list, picks this
// frame; 0 for none.
func SlotChosen(rows []image.Rectangle, cx, cy int, click bool) int {
	for i, k := range []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5} {
		if inpututil.IsKeyJustPressed(k) {
			return i + 1
		}
	}
	for i, r := range rows {
		if click && image.Pt(cx, cy).In(r) {
			return i + 1
		}
	}
	return 0
}
