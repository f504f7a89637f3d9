package screen

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// named is a screen that only has a name, and notes where it was placed.
type named struct {
	name   string
	placed [2]int
}

func (n *named) Update(*Stack, int, int) error { return nil }
func (n *named) Draw(*ebiten.Image, int, int)  {}
func (n *named) Busy() bool                    { return false }
func (n *named) Stamp() any                    { return n.name }
func (n *named) Place(w, h int)                { n.placed = [2]int{w, h} }

func TestTheStackShowsItsTopAndPlacesScreensOnceTheSizeIsKnown(t *testing.T) {
	start, table, help := &named{name: "start"}, &named{name: "table"}, &named{name: "help"}
	s := NewStack(start)
	s.resize(800, 600)
	if start.placed != [2]int{800, 600} {
		t.Errorf("the first screen was placed at %v, want 800×600 when the window got its size", start.placed)
	}
	s.resize(900, 700)
	if start.placed != [2]int{800, 600} {
		t.Errorf("a resize placed the screen again: %v", start.placed)
	}
	s.Replace(table)
	if s.Top() != table || s.Len() != 1 || table.placed != [2]int{900, 700} {
		t.Errorf("after Replace: top %v, %d screens, placed at %v", s.Top(), s.Len(), table.placed)
	}
	s.Push(help)
	if s.Top() != help || s.Len() != 2 {
		t.Errorf("after Push: top %v, %d screens", s.Top(), s.Len())
	}
	s.Pop()
	if s.Top() != table {
		t.Errorf("after Pop the top is %v, want the table", s.Top())
	}
	s.Pop()
	if s.Top() != nil || s.Len() != 0 {
		t.Errorf("after the last Pop: top %v, %d screens", s.Top(), s.Len())
	}
}
