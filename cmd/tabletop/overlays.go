package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// overlay is a sheet drawn over the table that takes the input while it is open.
type overlay int

const (
	overlayNone     overlay = iota
	overlayHelp             // keys, mouse and the table's marks (F1)
	overlayBriefing         // the scenario's story, victory and special rules (B)
	overlaySave             // the save slots, to save into (Ctrl+S)
	overlayLoad             // the save slots, to load from (Ctrl+O)
	overlayHandover         // the screen covered while it passes to the next player
)

func (p *play) toggle(o overlay) {
	if p.overlay == o {
		p.overlay = overlayNone
		return
	}
	p.overlay = o
}

func (p *play) toggleHelp()     { p.toggle(overlayHelp) }
func (p *play) toggleBriefing() { p.toggle(overlayBriefing) }
func (p *play) closeOverlays()  { p.overlay = overlayNone }

// overlayInput handles the input while an overlay is open: it closes on Esc, on its own key
// or on a click outside the slots; the slot lists take 1-5 or a click on a slot.
func (p *play) overlayInput(cx, cy int) {
	pressed := inpututil.IsKeyJustPressed
	click := inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft)
	if b := p.buttonAt(cx, cy); b != nil && click && b.enabled {
		b.do() // the panel's own buttons still work (Help, Briefing, Save)
		return
	}
	switch p.overlay {
	case overlaySave, overlayLoad:
		if n := slotChosen(p.overlayRows, cx, cy, click); n > 0 {
			p.pickSlot(n)
			return
		}
		if pressed(ebiten.KeyEscape) || click {
			p.overlay, p.confirming = overlayNone, ""
		}
	default:
		if pressed(ebiten.KeyEscape) || pressed(ebiten.KeyEnter) || pressed(ebiten.KeySpace) || click ||
			(p.overlay == overlayHelp && (pressed(ebiten.KeyF1) || pressed(ebiten.KeySlash))) ||
			(p.overlay == overlayBriefing && pressed(ebiten.KeyB)) {
			p.overlay = overlayNone
		}
	}
}

// sheet is a dark sheet over the table with lines of text written down it.
type sheet struct {
	font  *ebitenrender.Font
	dst   *ebiten.Image
	x, y  float64
	width int // pixels a line holds
}

func (p *play) newSheet(dst *ebiten.Image, w, h int) *sheet { return newSheet(dst, p.font, w, h) }

// newSheet draws a dark sheet over the table, w×h pixels, and returns it to write on.
func newSheet(dst *ebiten.Image, font *ebitenrender.Font, w, h int) *sheet {
	vector.FillRect(dst, 30, 30, float32(w-60), float32(h-60), color.RGBA{14, 15, 13, 238}, false)
	vector.StrokeRect(dst, 30, 30, float32(w-60), float32(h-60), 1, color.RGBA{120, 110, 70, 255}, false)
	return &sheet{font: font, dst: dst, x: 56, y: 64, width: w - 112}
}

func (s *sheet) line(text string, size float64, c color.RGBA) {
	ebitenrender.DrawText(s.dst, s.font, text, s.x, s.y, size, c, render.AlignLeft)
	s.y += size + 8
}

func (s *sheet) para(text string, size float64, c color.RGBA) {
	for _, l := range wrap(text, int(float64(s.width)/(size*0.52))) {
		s.line(l, size, c)
	}
	s.y += 4
}

// drawOverlay draws the open overlay over the table.
func (p *play) drawOverlay(dst *ebiten.Image, w, h int) {
	switch p.overlay {
	case overlayHelp:
		p.drawHelp(dst, w, h)
	case overlayBriefing:
		p.drawBriefing(dst, w, h)
	case overlaySave, overlayLoad:
		p.drawSlots(dst, w, h)
	}
}

// drawBriefing: what the scenario is about, how each side wins, and its special rules.
func (p *play) drawBriefing(dst *ebiten.Image, w, h int) {
	s := p.newSheet(dst, w, h)
	sc := p.g.Scenario()
	b := briefingOf(sc)
	s.line(sc.Name, 24, colGold)
	s.y += 4
	s.para(b.story, 14, colWhite)
	s.line("The survivors win", 15, colGreen)
	s.para(b.survivorsWin, 13, colDim)
	s.line("The Director wins", 15, colRed)
	s.para(b.directorWins, 13, colDim)
	if len(b.rules) > 0 {
		s.line("Special rules", 15, colGold)
		for _, r := range b.rules {
			s.para(r, 13, colDim)
		}
	}
	for _, t := range b.tips {
		s.para("Tip: "+t, 13, colDim)
	}
	ebitenrender.DrawText(dst, p.font, "Click or press Enter to play · B shows this again", float64(w/2), float64(h-52), 14, colGold, render.AlignCenter)
}

// drawSlots lists the save slots.
func (p *play) drawSlots(dst *ebiten.Image, w, h int) {
	p.overlayRows = drawSlotList(p.newSheet(dst, w, h), w, p.overlay == overlayLoad, p.slotSummary, 15,
		p.message.text, strings.HasPrefix(p.confirming, "overwrite-"), p.overlayRows[:0])
}

// drawSlotList draws the list of save slots on a sheet, for either table, and returns each
// slot's row for clicks; message, when asking, is the question about saving over a slot.
func drawSlotList(s *sheet, w int, loading bool, summary func(int) string, size float64,
	message string, asking bool, rows []image.Rectangle) []image.Rectangle {
	title := "Save the game: pick a slot (1-5)"
	if loading {
		title = "Load a game: pick a slot (1-5)"
	}
	s.line(title, 20, colGold)
	s.y += 10
	for k := 1; k <= saveSlots; k++ {
		r := image.Rect(50, int(s.y)-14, w-50, int(s.y)+22)
		rows = append(rows, r)
		vector.FillRect(s.dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), colButton, false)
		ebitenrender.DrawText(s.dst, s.font, fmt.Sprintf("%d   %s", k, summary(k)), s.x, s.y+4, size, colWhite, render.AlignLeft)
		s.y += 46
	}
	s.y += 6
	if message != "" && asking {
		s.para(message, 14, colGold)
	}
	s.para("Esc or a click elsewhere closes this. Ctrl+S saves, Ctrl+O loads.", 13, colDim)
	return rows
}

// helpStyle is how a help sheet sets its lines: paragraphs (lines starting with a space) at
// a size and colour with a gap after each, and headings in gold with a gap before.
type helpStyle struct {
	size       float64
	colour     color.RGBA
	afterPara  float64
	beforeHead float64
}

// helpPage writes the help lines on the sheet's left half and the legend (what the table's
// marks mean) on its right half, with how to close it at the bottom: both tables' F1 sheet.
func (s *sheet) helpPage(lines []string, st helpStyle, legend func(w, h int) *ebiten.Image, w, h int) {
	s.width = w/2 - 70
	for _, l := range lines {
		if strings.HasPrefix(l, " ") {
			s.para(strings.TrimSpace(l), st.size, st.colour)
			s.y += st.afterPara
			continue
		}
		s.y += st.beforeHead
		s.line(l, 15, colGold)
	}
	lx := w/2 + 10
	ebitenrender.DrawText(s.dst, s.font, "What is on the table", float64(lx), 68, 15, colGold, render.AlignLeft)
	s.dst.DrawImage(legend(w/2-50, h-150), &ebiten.DrawImageOptions{GeoM: translated(float64(lx), 80)})
	ebitenrender.DrawText(s.dst, s.font, "Esc, F1 or a click closes this", float64(w/2), float64(h-52), 13, colGold, render.AlignCenter)
}
