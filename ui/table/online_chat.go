package table

import (
	"context"
	"image"
	"image/color"
	"time"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/online"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/widget"
)

// chatDraft is a chat line being typed at an online table; while it is open every key types.
type chatDraft struct{ text []rune }

// chatButton opens the chat line, in place of Undo, Save and Load (the server keeps an
// online game).
func (p *Table) chatButton(right, y int) {
	b := widget.Button{Label: "Chat (Tab)", Key: widget.Keyed(ebiten.KeyTab), Enabled: true,
		Help: "Say something to everyone in the room (Tab): type, then Enter to send or Esc to give up.",
		Do:   func() { p.chat = &chatDraft{} }}
	bw := 8 + 7*len(b.Label)
	b.Rect = image.Rect(right-bw, y, right, y+18)
	p.buttons = append(p.buttons, b)
}

// typeChat takes this frame's typing into the chat line: Enter sends it, Esc gives it up.
func (p *Table) typeChat(r *remoteSession) {
	d := p.chat
	for _, c := range ebiten.AppendInputChars(nil) {
		if unicode.IsPrint(c) && len(d.text) < online.MaxChatLength {
			d.text = append(d.text, c)
		}
	}
	pressed := inpututil.IsKeyJustPressed
	switch {
	case pressed(ebiten.KeyBackspace) && len(d.text) > 0:
		d.text = d.text[:len(d.text)-1]
	case pressed(ebiten.KeyEscape):
		p.chat = nil
	case pressed(ebiten.KeyEnter) || pressed(ebiten.KeyNumpadEnter):
		p.chat = nil
		if len(d.text) > 0 {
			r.say(string(d.text))
		}
	}
}

// say sends a chat line in the background; the server sends it back to everyone, this
// table included, and a problem comes back through poll.
func (r *remoteSession) say(line string) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		defer cancel()
		if err := r.c.Chat(ctx, line); err != nil {
			r.mu.Lock()
			r.notes = append(r.notes, online.Problem{Reason: "The chat line was not sent: " + err.Error()})
			r.mu.Unlock()
		}
	}()
}

// drawChat draws the chat line being typed along the bottom of the table.
func drawChat(dst *ebiten.Image, font fontSource, d *chatDraft, w, h int) {
	y := float32(h - 44)
	vector.FillRect(dst, 8, y, float32(w-16), 36, color.RGBA{10, 10, 10, 235}, false)
	vector.StrokeRect(dst, 8, y, float32(w-16), 36, 1, widget.ColGold, false)
	text := string(d.text)
	if runes := []rune(text); len(runes) > 90 { // the end, where the typing is
		text = "…" + string(runes[len(runes)-89:])
	}
	ebitenrender.DrawText(dst, font, "Say: "+text+"▌", 20, float64(y+18), 15, widget.ColWhite, render.AlignLeft)
	ebitenrender.DrawText(dst, font, "Enter sends · Esc gives up", float64(w-20), float64(y+18), 12, widget.ColDim, render.AlignRight)
}
