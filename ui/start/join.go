package start

import (
	"image/color"
	"strings"
	"unicode"

	"github.com/borrowed-time/tabletop/ui/clipboard"
	"github.com/borrowed-time/tabletop/ui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// joinBox is the start screen's line for joining an online game: the invite link someone
// sent, or its code, typed or pasted.
type joinBox struct {
	text   []rune
	pasted chan clipboard.Paste // a paste under way: the clipboard is read in the background
}

// joinButtonHelp explains the start screen's Join online game button.
func joinButtonHelp(server string) string {
	return "Join a game someone is hosting: paste the invite link they sent you (or type its code, for the game server " + server + ") (J)."
}

// updateJoin takes the typing into the join line; true means Enter asked to join.
func (s *startScreen) updateJoin() bool {
	j := s.join
	select {
	case r := <-j.pasted:
		if r.Err != nil {
			s.problem = r.Err.Error()
		} else {
			j.text = append(j.text, []rune(strings.TrimSpace(r.Text))...)
		}
	default:
	}
	pressed := inpututil.IsKeyJustPressed
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	switch {
	case ctrl && pressed(ebiten.KeyV):
		j.pasted = make(chan clipboard.Paste, 1)
		clipboard.Read(j.pasted)
		return false
	case pressed(ebiten.KeyEscape):
		s.join = nil
		return false
	case pressed(ebiten.KeyBackspace) && len(j.text) > 0:
		j.text = j.text[:len(j.text)-1]
	case pressed(ebiten.KeyEnter) || pressed(ebiten.KeyNumpadEnter):
		if link := strings.TrimSpace(string(j.text)); link != "" {
			s.joinLink, s.join, s.problem = link, nil, ""
			return true
		}
	}
	if !ctrl {
		for _, c := range ebiten.AppendInputChars(nil) {
			if unicode.IsPrint(c) && !unicode.IsSpace(c) && len(j.text) < 400 {
				j.text = append(j.text, c)
			}
		}
	}
	return false
}

// drawJoin draws the join line over the start screen.
func (s *startScreen) drawJoin(screen *ebiten.Image, txt func(string, float64, float64, float64, color.RGBA), sw, sh int) {
	w, h := float32(900), float32(190)
	x, y := float32(sw)/2-w/2, float32(sh)/2-h/2
	vector.FillRect(screen, 0, 0, float32(sw), float32(sh), color.RGBA{0, 0, 0, 150}, false)
	vector.FillRect(screen, x, y, w, h, color.RGBA{20, 21, 19, 250}, false)
	vector.StrokeRect(screen, x, y, w, h, 2, widget.ColGold, false)
	left := float64(x) + 24
	txt("Join an online game", left, float64(y)+30, 20, widget.ColGold)
	txt("Paste the invite link you were sent (Ctrl+V), or type its code. Enter joins; Esc goes back.", left, float64(y)+62, 14, widget.ColWhite)
	txt("A code alone (ROOM-SECRET) joins on the game server "+s.server+".", left, float64(y)+84, 13, widget.ColDim)
	vector.FillRect(screen, x+20, y+104, w-40, 36, color.RGBA{8, 8, 8, 255}, false)
	line := string(s.join.text)
	if r := []rune(line); len(r) > 100 {
		line = "…" + string(r[len(r)-99:])
	}
	txt(line+"▌", left+6, float64(y)+122, 15, widget.ColWhite)
	if s.join.pasted != nil && len(s.join.text) == 0 {
		txt("Reading the clipboard…", left, float64(y)+164, 13, widget.ColDim)
	}
	if s.problem != "" {
		txt(s.problem, left, float64(y)+164, 13, widget.ColRed)
	}
}
