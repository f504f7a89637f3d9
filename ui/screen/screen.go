package screen

import "github.com/hajimehoshi/ebiten/v2"

// Screen is one screen of the window: what it does in a tick, how it draws, and what it tells
// the redraw gate (redraw.go) about itself.
type Screen interface {
	// Update runs the screen for a tick in a window of w×h pixels. It may change the stack:
	// push a screen over itself, replace itself, or pop itself (the last one popped closes
	// the window).
	Update(stack *Stack, w, h int) error
	// Draw draws the whole window, w×h pixels: the window is not cleared between frames.
	Draw(dst *ebiten.Image, w, h int)
	// Busy reports that something moves by itself (a token along its path, a pulsing ring,
	// a banner counting down): every frame is drawn while it does.
	Busy() bool
	// Stamp changes whenever what the screen shows changes without input (a computer
	// seat's command, a message from the server, a paste arriving): a frame is drawn when it
	// does. It must be comparable with ==.
	Stamp() any
}

// Placer is a screen that must know the window's size before it first draws (a table fits
// its board to the window): Place is called once, when the screen goes on the stack with the
// window's size known, or else when the window first gets its size.
type Placer interface {
	Place(w, h int)
}

// MinSizer is a screen laid out for a window of at least MinSize pixels (the start screen's
// rows of buttons): in a smaller window it is drawn at that size and shown scaled down,
// whole, rather than cut off (a play-test at 1024×640 could not reach Start).
type MinSizer interface {
	MinSize() (w, h int)
}

// ShotSaver is a screen that writes, for -save-on-shot, what scripted tests read beside a
// screenshot: the game on show and where its buttons are.
type ShotSaver interface {
	SaveForShot() error
}

// CommandCounter is a screen with a game in play, whose commands -frame-stats counts.
type CommandCounter interface {
	Commands() int
}

// ModelCounter is a screen with models on the table, which a -bench report counts.
type ModelCounter interface {
	Models() int
}
