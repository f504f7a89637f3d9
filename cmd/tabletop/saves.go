package main

import (
	"encoding/json"
	"fmt"
	"github.com/borrowed-time/tabletop/maps"
	bt "github.com/borrowed-time/tabletop/rules/borrowedtime"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/game"
	"github.com/borrowed-time/tabletop/rules"
)

// The save slots: Ctrl+S and Ctrl+O open a list of the slots, each with its game and when it
// was saved; a key 1-5 or a click picks one. Saving over a game asks first.

// slotSummary describes what a slot holds: "Borrowed Time: Last Stop Gas · round 3 · saved
// Mon 20:41", or "empty".
func (p *play) slotSummary(slot int) string { return slotSummary(p.store, slot) }

// slotSummary says what a slot holds, for either table: the game, its scenario, where it stood
// (a Borrowed Time save, which keeps no status line, by its rounds) and when it was saved.
func slotSummary(store saveStore, slot int) string {
	when, ok := store.Saved(slot)
	if !ok {
		return "empty"
	}
	data, err := store.Read(slot)
	if err != nil {
		return "cannot be read: " + err.Error()
	}
	s := saveSummary(data)
	if !when.IsZero() {
		s += " · saved " + when.Local().Format("Mon 2 Jan 15:04")
	}
	return s
}

// saveSummary describes a save of any game: "Survivors: Dockside Depot · Round 2 of 6",
// "Borrowed Time: Last Stop Gas · round 3".
func saveSummary(data []byte) string {
	var head struct {
		Ruleset  game.RulesetID `json:"ruleset"`
		Status   string         `json:"status"`
		Scenario struct {
			Name    string         `json:"name"`
			Ruleset game.RulesetID `json:"ruleset"`
		} `json:"scenario"`
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

// openSaves shows the slots to save into; openLoads, the slots to load from.
func (p *play) openSaves() { p.overlay, p.confirming = overlaySave, "" }
func (p *play) openLoads() { p.overlay, p.confirming = overlayLoad, "" }

// pickSlot saves into or loads from a slot, as the open list asks.
func (p *play) pickSlot(slot int) {
	if p.overlay == overlayLoad {
		p.load(slot)
		return
	}
	if _, used := p.store.Saved(slot); used && !p.confirmed(fmt.Sprintf("overwrite-%d", slot), fmt.Sprintf("Slot %d holds %s. Pick it again to save over it.", slot, p.slotSummary(slot))) {
		return
	}
	p.save(slot)
}

// save writes the game into a slot.
func (p *play) save(slot int) {
	data, err := p.g.Save()
	if err == nil {
		err = p.store.Write(slot, p.withSeats(data))
	}
	p.overlay = overlayNone
	if err != nil {
		p.problem("could not save: " + err.Error())
		return
	}
	p.done(fmt.Sprintf("saved in slot %d (%s) at %s", slot, p.store.Where(slot), time.Now().Format("15:04")))
}

// load replaces the game with the one in a slot (refusing a corrupt save, losing nothing).
func (p *play) load(slot int) {
	data, err := p.store.Read(slot)
	if err != nil {
		p.problem(fmt.Sprintf("could not load slot %d: %v", slot, err))
		return
	}
	g, err := bt.Load(data)
	if err != nil {
		if s, oerr := rules.LoadSave(data); oerr == nil && s.Ruleset().ID() != game.RulesetID(maps.BorrowedTime) {
			p.overlay, p.other = overlayNone, s // a game of another ruleset: its own table
			return
		}
		p.problem(fmt.Sprintf("slot %d: %v", slot, err))
		return
	}
	p.overlay = overlayNone
	p.g, p.selected, p.anim, p.diceTray, p.log, p.undoSizes = g, "", nil, nil, nil, nil
	p.takeSeats(data) // the seats the computer played when it was saved
	p.auto.mark()
	p.done(fmt.Sprintf("loaded slot %d", slot))
	st := g.State()
	p.logLine(fmt.Sprintf("— loaded slot %d: %s, round %d (%s) —", slot, g.Scenario().Name, st.Round, bt.Plural(len(g.Log()), "command", "commands")))
}

// slotChosen is the save slot that a key 1-5, or a click on its row of the list, picks this
// frame; 0 for none.
func slotChosen(rows []image.Rectangle, cx, cy int, click bool) int {
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
