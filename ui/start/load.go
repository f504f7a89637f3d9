package start

import (
	"fmt"
	"image"

	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/rules"
)

// Load (L) on the start screen: beside Continue, it lists the five save slots, each with its
// game, where it stood and when it was saved, and opens the one picked at the table,
// with the computer in the seats it played.

// startLoad is the start screen's list of save slots.
type startLoad struct {
	store saves.Store // nil: no saves here (a test's screen)
	open  bool        // the list is on show
	slot  int         // the slot picked, to load (0: none)
	rows  []image.Rectangle
}

// any reports whether a slot holds a game.
func (l *startLoad) any() bool {
	if l.store == nil {
		return false
	}
	for k := 1; k <= saves.Slots; k++ {
		if _, ok := l.store.Saved(k); ok {
			return true
		}
	}
	return false
}

// loadButton offers the saved games, when there are some: above Continue.
func (s *startScreen) loadButton() {
	if !s.load.any() {
		return
	}
	s.buttons = append(s.buttons, widget.Button{Rect: image.Rect(1020, 12, 1200, 46), Label: "Load (L)", Enabled: true, Key: widget.Keyed(ebiten.KeyL),
		Help: "Open a saved game from one of the five save slots, at the table, with the computer in the seats it played.",
		Do:   func() { s.load.open = true }})
}

// loadKeys opens the list on L, and while it is open takes its input: handled reports that
// the list had the input, start that a slot was picked.
func (s *startScreen) loadKeys() (handled, start bool) {
	if !s.load.open {
		if inpututil.IsKeyJustPressed(ebiten.KeyL) && s.load.any() {
			s.load.open = true
			return true, false
		}
		return false, false
	}
	x, y := ebiten.CursorPosition()
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if n := saves.SlotChosen(s.load.rows, x, y, click); n > 0 {
		if _, used := s.load.store.Saved(n); !used {
			s.problem = fmt.Sprintf("Slot %d is empty.", n)
			return true, false
		}
		s.load.open, s.load.slot = false, n
		return true, true
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || click {
		s.load.open = false
	}
	return true, false
}

// drawLoad draws the list of slots over the start screen.
func (s *startScreen) drawLoad(screen *ebiten.Image, font *ebitenrender.Font, sw, sh int) {
	s.load.rows = widget.DrawSlotList(widget.NewSheet(screen, font, sw, sh), sw, true, func(k int) string { return saves.SlotSummary(s.load.store, k) }, 14,
		s.problem, s.problem != "", s.load.rows[:0])
}

// loadFromStart opens a slot's game (of any game) on the table, with the computer in the seats it
// played.
func (a *app) loadFromStart(slot int) (*table.Table, error) {
	data, err := saves.Open(a.opts.SaveFile).Read(slot)
	if err != nil {
		return nil, fmt.Errorf("slot %d cannot be read: %v", slot, err)
	}
	s, err := rules.LoadSave(data)
	if err != nil {
		return nil, fmt.Errorf("slot %d: %v", slot, err)
	}
	t := table.New(s, a.opts.tableOptions(), table.SeatChoiceIn(data), a.font, a.snd)
	t.UseLevels(table.LevelsIn(data), a.opts.Seed)
	t.Done(fmt.Sprintf("Loaded slot %d.", slot))
	return t, nil
}
