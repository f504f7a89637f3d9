package borrowedtime

import (
	"fmt"

	"github.com/borrowed-time/tabletop/game"
	"image/color"
	"image/png"
	"os"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// Chart colours.
var (
	chartBG    = color.RGBA{250, 250, 247, 255}
	chartInk   = color.RGBA{30, 30, 30, 255}
	chartDim   = color.RGBA{110, 110, 105, 255}
	chartWin   = color.RGBA{60, 150, 80, 255}
	chartLoss  = color.RGBA{190, 60, 50, 255}
	chartHeat  = color.RGBA{210, 130, 40, 255}
	chartGrid  = color.RGBA{215, 215, 210, 255}
	chartDeath = color.RGBA{90, 90, 150, 255}
)

// chart draws the report as a PNG: the win rate with its interval, the game lengths, the
// causes of defeat, each survivor's death rate and the Heat spent by action.
func (r *report) chart(path string) error {
	const w, h = 1200, 820
	cv, err := render.NewImageCanvas(w, h, 1, physics.Vec{}, chartBG)
	if err != nil {
		return err
	}
	lo, hi := game.Wilson(r.wins, r.games)
	cv.Text(physics.Vec{X: 30, Y: 28}, fmt.Sprintf("%s — %d games, computer survivors against the automatic Director (seed %d)", r.scenario, r.games, r.seed), 20, chartInk, render.AlignLeft)
	// The win rate: a bar of the whole, the survivors' share green, the interval as a whisker.
	x0, x1, y := 30.0, float64(w-30), 70.0
	rect(cv, x0, y, x1, y+22, chartLoss)
	rate := float64(r.wins) / float64(max(r.games, 1))
	rect(cv, x0, y, x0+(x1-x0)*rate, y+22, chartWin)
	cv.StrokePolyline([]physics.Vec{{X: x0 + (x1-x0)*lo, Y: y + 11}, {X: x0 + (x1-x0)*hi, Y: y + 11}}, false, 2, chartInk)
	for _, p := range []float64{lo, hi} {
		cv.StrokePolyline([]physics.Vec{{X: x0 + (x1-x0)*p, Y: y + 4}, {X: x0 + (x1-x0)*p, Y: y + 18}}, false, 2, chartInk)
	}
	// The same percentages as the text report (pct), so the two never round apart.
	cv.Text(physics.Vec{X: x0, Y: y + 38}, fmt.Sprintf("survivors win %.1f%% (95%% interval %.1f–%.1f%%)", pct(r.wins, r.games), 100*lo, 100*hi), 14, chartWin, render.AlignLeft)
	cv.Text(physics.Vec{X: x1, Y: y + 38}, fmt.Sprintf("the Director wins %.1f%%", pct(r.games-r.wins, r.games)), 14, chartLoss, render.AlignRight)

	r.lengthPanel(cv, 30, 150, 570, 480)
	var causes []bar
	losses := r.games - r.wins
	for _, c := range sortedKeys(r.causes) {
		causes = append(causes, bar{c, pct(r.causes[c], losses), fmt.Sprintf("%.0f%%", pct(r.causes[c], losses))})
	}
	barPanel(cv, 630, 150, 1170, 330, "Causes of defeat (share of the Director's wins)", causes, 100, chartLoss)
	var deaths []bar
	for _, id := range sortedKeys(r.played) {
		deaths = append(deaths, bar{survivorName(id), pct(r.deaths[id], r.played[id]), fmt.Sprintf("%.0f%%", pct(r.deaths[id], r.played[id]))})
	}
	barPanel(cv, 630, 360, 1170, 620, "Death rate by survivor (share of games)", deaths, 100, chartDeath)
	var heat []bar
	top := 0.0
	for _, a := range sortedKeys(r.heat) {
		v := float64(r.heat[a]) / float64(max(r.games, 1))
		top = max(top, v)
		heat = append(heat, bar{actionLabel(a), v, fmt.Sprintf("%.1f", v)})
	}
	barPanel(cv, 30, 520, 570, 800, "Heat spent by Director action (a game)", heat, top, chartHeat)

	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, cv.Dst); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// bar is one labelled value of a bar panel.
type bar struct {
	label string
	value float64
	text  string
}

// barPanel draws horizontal bars scaled to top, with labels, in the box x0,y0–x1,y1.
func barPanel(cv *render.ImageCanvas, x0, y0, x1, y1 float64, title string, bars []bar, top float64, c color.RGBA) {
	cv.Text(physics.Vec{X: x0, Y: y0 + 8}, title, 15, chartInk, render.AlignLeft)
	if len(bars) == 0 {
		cv.Text(physics.Vec{X: x0, Y: y0 + 40}, "none", 13, chartDim, render.AlignLeft)
		return
	}
	labelW := 210.0
	rowH := min(28, (y1-y0-30)/float64(len(bars)))
	for i, b := range bars {
		y := y0 + 30 + float64(i)*rowH
		cv.Text(physics.Vec{X: x0, Y: y + rowH/2}, b.label, 12, chartInk, render.AlignLeft)
		full := x1 - x0 - labelW - 50
		rect(cv, x0+labelW, y+3, x0+labelW+full, y+rowH-3, chartGrid)
		if top > 0 {
			rect(cv, x0+labelW, y+3, x0+labelW+full*b.value/top, y+rowH-3, c)
		}
		cv.Text(physics.Vec{X: x0 + labelW + full + 8, Y: y + rowH/2}, b.text, 12, chartInk, render.AlignLeft)
	}
}

// lengthPanel draws the game lengths as stacked columns: survivors' wins over the Director's.
func (r *report) lengthPanel(cv *render.ImageCanvas, x0, y0, x1, y1 float64) {
	cv.Text(physics.Vec{X: x0, Y: y0 + 8}, "Game length in rounds (green: survivors won, red: the Director won)", 15, chartInk, render.AlignLeft)
	ks := r.rounds()
	if len(ks) == 0 {
		return
	}
	first, last := ks[0], ks[len(ks)-1]
	most := 1
	for _, k := range ks {
		most = max(most, r.lengthWins[k]+r.lengthLosses[k])
	}
	base, topY := y1-24, y0+34
	n := last - first + 1
	colW := (x1 - x0) / float64(n)
	cv.StrokePolyline([]physics.Vec{{X: x0, Y: base}, {X: x1, Y: base}}, false, 1, chartDim)
	for k := first; k <= last; k++ {
		x := x0 + float64(k-first)*colW
		wins, losses := r.lengthWins[k], r.lengthLosses[k]
		hw := (base - topY) * float64(wins) / float64(most)
		hl := (base - topY) * float64(losses) / float64(most)
		rect(cv, x+2, base-hw-hl, x+colW-2, base-hw, chartLoss)
		rect(cv, x+2, base-hw, x+colW-2, base, chartWin)
		cv.Text(physics.Vec{X: x + colW/2, Y: base + 12}, fmt.Sprint(k), 11, chartDim, render.AlignCenter)
	}
}

func rect(cv *render.ImageCanvas, x0, y0, x1, y1 float64, c color.RGBA) {
	if x1-x0 < 0.5 || y1-y0 < 0.5 {
		return
	}
	cv.FillPolygon([]physics.Vec{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}, c)
}
