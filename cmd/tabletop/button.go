package main

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// button is a panel button with a keyboard shortcut, rebuilt every frame from the game state.
type button struct {
	rect    image.Rectangle
	label   string
	key     ebiten.Key // 0: none
	enabled bool
	do      func()
}

func (p *play) buttonAt(x, y int) *button {
	for i := range p.buttons {
		b := &p.buttons[i]
		if b.enabled && image.Pt(x, y).In(b.rect) {
			return b
		}
	}
	return nil
}
