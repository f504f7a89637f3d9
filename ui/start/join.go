package start

import (
	"image/color"
	"strings"
	"unicode"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
	"github.com/borrowed-time/tabletop/ui/clipboard"
	"github.com/borrowed-time/tabletop/ui/screen"
	"github.com/borrowed-time/tabletop/ui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// joinScreen is the line for joining an online game, over the start screen: the invite link
// someone sent, or its code, typed or pasted. Enter joins; Esc goes back.
type joinScreen struct {
	start  atStart
	text   []rune
	pasted chan clipboard.Paste // a paste under way: the clipboard is read in the background
}

var (
	_ screen.Screen    = (*joinScreen)(nil)
	_ screen.ShotSaver = (*joinScreen)(nil)
)

// joinButtonHelp explains the start screen's Join online game button.
func joinButtonHelp(server string) string {
	return "Join a game someone is hosting: paste the invite link they sent you (or type its code, for the game server " + server + ") (J)."
}

// Update implements screen.Screen: it takes the typing into the line; Enter joins.
func (j *joinScreen) Update(stack *screen.Stack, _, _ int) error {
	s := j.start.startScreen
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
		return nil
	case pressed(ebiten.KeyEscape):
		stack.Pop()
		return nil
	case pressed(ebiten.KeyBackspace) && len(j.text) > 0:
		j.text = j.text[:len(j.text)-1]
	case pressed(ebiten.KeyEnter) || pressed(ebiten.KeyNumpadEnter):
		if link := strings.TrimSpace(string(j.text)); link != "" {
			s.joinLink, s.problem = link, ""
			stack.Pop()
			j.start.beginGame(stack)
			return nil
		}
	}
	if !ctrl {
		for _, c := range ebiten.AppendInputChars(nil) {
			if unicode.IsPrint(c) && !unicode.IsSpace(c) && len(j.text) < 400 {
				j.text = append(j.text, c)
			}
		}
	}
	return nil
}

// Draw implements screen.Screen: the start screen, and the line over it.
func (j *joinScreen) Draw(dst *ebiten.Image, w, h int) {
	s, font := j.start.startScreen, j.start.app.font
	s.draw(dst, font, w, h, true)
	j.drawLine(dst, func(t string, x, y, size float64, c color.RGBA) {
		ebitenrender.DrawText(dst, font, t, x, y, size, c, render.AlignLeft)
	}, w, h)
}

// Busy implements screen.Screen: nothing on the line moves by itself.
func (j *joinScreen) Busy() bool { return false }

// joinStamp is what the join line shows that can change without input: a paste arrives in
// the background, a problem with it.
type joinStamp struct {
	problem string
	typed   int
}

// Stamp implements screen.Screen.
func (j *joinScreen) Stamp() any { return joinStamp{problem: j.start.problem, typed: len(j.text)} }

// SaveForShot implements screen.ShotSaver: the start screen's buttons, under the line.
func (j *joinScreen) SaveForShot() error { return j.start.SaveForShot() }

// drawLine draws the join line over the start screen.
func (j *joinScreen) drawLine(screen *ebiten.Image, txt func(string, float64, float64, float64, color.RGBA), sw, sh int) {
	s := j.start.startScreen
	w := float32(900)
	problem := widget.Wrap(s.problem, int(float64(w-48)/(13*0.52)))
	h := float32(190 + 18*max(len(problem)-1, 0))
	x, y := float32(sw)/2-w/2, float32(sh)/2-h/2
	vector.FillRect(screen, 0, 0, float32(sw), float32(sh), color.RGBA{0, 0, 0, 150}, false)
	vector.FillRect(screen, x, y, w, h, color.RGBA{20, 21, 19, 250}, false)
	vector.StrokeRect(screen, x, y, w, h, 2, widget.ColGold, false)
	left := float64(x) + 24
	txt("Join an online game", left, float64(y)+30, 20, widget.ColGold)
	txt("Paste the invite link you were sent (Ctrl+V), or type its code. Enter joins; Esc goes back.", left, float64(y)+62, 14, widget.ColWhite)
	txt("A code alone (ROOM-SECRET) joins on the game server "+s.server+".", left, float64(y)+84, 13, widget.ColDim)
	vector.FillRect(screen, x+20, y+104, w-40, 36, color.RGBA{8, 8, 8, 255}, false)
	line := string(j.text)
	if r := []rune(line); len(r) > 100 {
		line = "…" + string(r[len(r)-99:])
	}
	txt(line+"▌", left+6, float64(y)+122, 15, widget.ColWhite)
	if j.pasted != nil && len(j.text) == 0 {
		txt("Reading the clipboard…", left, float64(y)+164, 13, widget.ColDim)
	}
	for i, l := range problem {
		txt(l, left, float64(y)+164+float64(18*i), 13, widget.ColRed)
	}
}
