package start

import (
	"fmt"
	"image"

	"github.com/borrowed-time/tabletop/ui/saves"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/table"
	"github.com/borrowed-time/tabletop/ui/widget"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/rules"
)

// Load (L) on the start screen: beside Continue, it lists the five save slots, each with its
// game, where it stood and when it was saved, and opens the one picked at the table,
// with the computer in the seats it played.

// startLoad is what the start screen knows of the save slots: where they are, and the one
// picked in the list (loadScreen) to load.
type startLoad struct {
	store saves.Store // nil: no saves here (a test's screen)
	slot  int         // the slot picked, to load (0: none)
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
		Do:   func() { s.asked = intentLoad }})
}

// loadScreen is the list of save slots over the start screen (Load, L): a slot picked by
// its key (1-5) or a click opens its game at the table; Esc or a click beside the list goes
// back.
type loadScreen struct {
	start atStart
	rows  []image.Rectangle // where the slots' rows are, as last drawn
}

var (
	_ screen.Screen    = (*loadScreen)(nil)
	_ screen.ShotSaver = (*loadScreen)(nil)
)

// Update implements screen.Screen.
func (l *loadScreen) Update(stack *screen.Stack, _, _ int) error {
	s := l.start.startScreen
	x, y := ebiten.CursorPosition()
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if n := saves.SlotChosen(l.rows, x, y, click); n > 0 {
		if _, used := s.load.store.Saved(n); !used {
			s.problem = fmt.Sprintf("Slot %d is empty.", n)
			return nil
		}
		s.load.slot = n
		stack.Pop()
		l.start.beginGame(stack)
		return nil
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) || click {
		stack.Pop()
	}
	return nil
}

// Draw implements screen.Screen: the start screen, and the list over it.
func (l *loadScreen) Draw(dst *ebiten.Image, w, h int) {
	s, font := l.start.startScreen, l.start.app.font
	s.draw(dst, font, w, h, true)
	l.rows = widget.DrawSlotList(widget.NewSheet(dst, font, w, h), w, true, func(k int) string { return saves.SlotSummary(s.load.store, k) }, 14,
		s.problem, s.problem != "", l.rows[:0])
}

// Busy implements screen.Screen: nothing in the list moves by itself.
func (l *loadScreen) Busy() bool { return false }

// Stamp implements screen.Screen: the list changes only with input, and with the problem
// its slot may have.
func (l *loadScreen) Stamp() any { return loadStamp{problem: l.start.problem} }

// loadStamp is what the list of saves shows that can change.
type loadStamp struct{ problem string }

// SaveForShot implements screen.ShotSaver: the start screen's buttons, under the list.
func (l *loadScreen) SaveForShot() error { return l.start.SaveForShot() }

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
