package render

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/borrowed-time/tabletop/physics"
)

// Survivors are round, in their own clean colour with a bright rim and two letters;
// zombies are ragged, spiked, hulking or pointed shapes in sick colours with markings and no
// letters, so the two sides never look alike. A picked model has a gold ring; a Downed
// survivor is dark with a red cross; a knocked-down zombie lies grey with dizzy stars; wound
// pips run round the foot of the base, clear of the monogram.

// DrawToken draws one model (or, for a Fallen token, the mark where it fell).
func DrawToken(cv Canvas, t *Token) {
	if t.Fallen {
		drawFallen(cv, t)
		return
	}
	b := t.Body
	px := 1 / cv.PixelsPerInch()
	if t.Selected {
		r := b.Base.BoundingRadius() + 0.12 + 2*px
		cv.StrokeCircle(b.Pos, r+2*px, 5, withAlpha(colSelGlow, 90))
		cv.StrokeCircle(b.Pos, r, 2.5, colSelGlow)
	}
	switch {
	case b.Base.IsTray():
		drawHorde(cv, t)
	case t.Kind == "survivor":
		drawSurvivor(cv, t)
	default:
		drawZombie(cv, t)
	}
	if t.MaxWounds > 1 || t.Wounds > 0 {
		drawWoundPips(cv, b.Pos, b.Base.BoundingRadius(), t.Wounds, max(t.MaxWounds, t.Wounds))
	}
	if t.Level > 0 {
		drawRaisedBadge(cv, b.Pos, b.Base.BoundingRadius())
	}
	if t.UnderRoof {
		drawUnderRoof(cv, b.Pos, b.Base.BoundingRadius())
	}
	if t.Team > 0 {
		drawTeamRing(cv, b.Pos, b.Base.BoundingRadius(), t.Team)
	}
	if t.Spent {
		drawSpent(cv, b.Pos, b.Base.BoundingRadius())
	}
}

// drawUnderRoof rings a model inside a roofed building with dashes: it stands under the
// roof drawn there, not on it.
func drawUnderRoof(cv Canvas, p physics.Vec, r float64) {
	px := 1 / cv.PixelsPerInch()
	rr := r + 3*px
	for k := 0; k < 12; k += 2 {
		a0, a1 := float64(k)*math.Pi/6, float64(k+1)*math.Pi/6
		arc := []physics.Vec{
			{X: p.X + rr*math.Cos(a0), Y: p.Y + rr*math.Sin(a0)},
			{X: p.X + rr*math.Cos((a0+a1)/2), Y: p.Y + rr*math.Sin((a0+a1)/2)},
			{X: p.X + rr*math.Cos(a1), Y: p.Y + rr*math.Sin(a1)},
		}
		cv.StrokePolyline(arc, false, 2, colBaseEdge)
	}
}

// drawSurvivor draws a survivor's round base: a dark edge, a bright rim, their colour and
// their monogram.
func drawSurvivor(cv Canvas, t *Token) {
	p, r := t.Body.Pos, t.Body.Base.Radius
	px := 1 / cv.PixelsPerInch()
	look, ok := survivorLooks[t.ID]
	if !ok {
		look = survivorLook{fill: SurvivorColour(t.ID), monogram: monogram(t.ID)}
		if t.Team > 0 {
			look.fill = TeamColour(t.Team)
		}
	}
	fill, rim := look.fill, shade(look.fill, 0.6)
	if luminance(fill) > 200 {
		rim = rgba(255, 255, 255, 255)
	}
	if t.Downed {
		fill = mix(fill, rgba(30, 28, 28, 255), 0.7)
	}
	// The rim straddles the base's edge, so the colour fills most of the base.
	cv.FillCircle(p.Add(physics.Vec{X: 1.5 * px, Y: 2 * px}), r, rgba(0, 0, 0, 120))
	cv.FillCircle(p, r+0.7*px, colBaseEdge)
	cv.FillCircle(p, r-0.2*px, rim)
	cv.FillCircle(p, r-1.3*px, fill)
	if !t.Downed { // a highlight on the upper left: a domed top
		cv.FillCircle(p.Sub(physics.Vec{X: r * 0.32, Y: r * 0.32}), r*0.3, withAlpha(shade(fill, 0.35), 90))
	}
	label := t.Label
	if label == "" {
		label = look.monogram
	}
	size := math.Max(8.5, r*cv.PixelsPerInch()*0.95)
	tc := rgba(255, 255, 255, 255)
	if !t.Downed && luminance(fill) > 150 {
		tc = rgba(20, 20, 24, 255)
	}
	boldText(cv, p, label, size, tc)
	if t.Downed {
		drawDownedCross(cv, p.Add(physics.Vec{X: r * 0.72, Y: -r * 0.72}), math.Max(r*0.42, 4*px))
	}
}

// boldText writes centred text twice, half a pixel apart: a heavier stroke that stays
// legible on a base 16 pixels across.
func boldText(cv Canvas, p physics.Vec, s string, size float64, c color.RGBA) {
	h := 0.25 / cv.PixelsPerInch()
	cv.Text(physics.Vec{X: p.X - h, Y: p.Y}, s, size, c, AlignCenter)
	cv.Text(physics.Vec{X: p.X + h, Y: p.Y}, s, size, c, AlignCenter)
}

// drawDownedCross draws the red-cross badge of a Downed survivor.
func drawDownedCross(cv Canvas, p physics.Vec, s float64) {
	cv.FillCircle(p, s, rgba(250, 250, 250, 255))
	cv.StrokeCircle(p, s, 1, rgba(120, 0, 0, 255))
	a, b := s*0.62, s*0.2
	red := rgba(220, 30, 30, 255)
	cv.FillPolygon(rectPts(p.X-a, p.Y-b, p.X+a, p.Y+b), red)
	cv.FillPolygon(rectPts(p.X-b, p.Y-a, p.X+b, p.Y+a), red)
}

// drawZombie draws a zombie on a round base by type: a ragged Shambler with claw marks, a
// spiked Screamer with a gaping mouth, a heavy eight-sided Brute with scars, a Hunter
// pointing where it faces, a Bloater swollen with pustules.
func drawZombie(cv Canvas, t *Token) {
	p, r := t.Body.Pos, t.Body.Base.Radius
	px := 1 / cv.PixelsPerInch()
	skin := ZombieColour(t.Kind)
	if t.Stunned {
		skin = mix(skin, rgba(90, 90, 90, 255), 0.6)
	}
	mark := colZombieMark
	outline := zombieOutline(t.Kind, p, r, t.Body.Facing)
	cv.FillPolygon(offset(outline, physics.Vec{X: 1.5 * px, Y: 2 * px}), rgba(0, 0, 0, 120))
	// Every zombie stands on a dark round base: its silhouette shows against grass and
	// asphalt alike, and the base's true size stays plain.
	cv.FillCircle(p, r, shade(skin, -0.62))
	cv.StrokeCircle(p, r, 1, colZombieRim)
	cv.FillPolygon(outline, skin)
	cv.StrokePolyline(outline, true, 1.5, colZombieRim)
	switch t.Kind {
	case "screamer":
		cv.FillCircle(p, r*0.34, rgba(60, 20, 24, 255))
		cv.StrokeCircle(p, r*0.5, 1, mark)
	case "brute":
		for _, y := range []float64{-0.25, 0.2} {
			cv.FillPolygon(bandPts(p.Add(physics.Vec{X: -r * 0.5, Y: y * r}), p.Add(physics.Vec{X: r * 0.5, Y: y * r}), physics.Vec{Y: 1}, math.Max(r*0.08, 1*px)), mark)
		}
		for _, x := range []float64{-0.3, 0, 0.3} { // stitches
			cv.StrokePolyline([]physics.Vec{{X: p.X + x*r, Y: p.Y - 0.05*r}, {X: p.X + x*r, Y: p.Y + 0.45*r}}, false, 1, mark)
		}
	case "hunter":
		s, c := math.Sincos(t.Body.Facing)
		f := physics.Vec{X: c, Y: s}
		for _, k := range []float64{-1, 1} { // eyes
			e := p.Add(f.Scale(r * 0.2)).Add(perp(f).Scale(k * r * 0.18))
			cv.FillCircle(e, math.Max(r*0.08, 1.2*px), rgba(240, 60, 40, 255))
		}
	case "bloater":
		for i, q := range []physics.Vec{{X: -0.35, Y: -0.2}, {X: 0.25, Y: -0.35}, {X: 0.1, Y: 0.3}, {X: -0.2, Y: 0.35}, {X: 0.4, Y: 0.15}} {
			rad := r * (0.1 + 0.03*float64(i%2))
			cv.FillCircle(p.Add(q.Scale(r)), rad, rgba(220, 220, 120, 255))
			cv.StrokeCircle(p.Add(q.Scale(r)), rad, 1, rgba(90, 90, 30, 255))
		}
	default: // a Shambler: three claw marks
		for _, k := range []float64{-1, 0, 1} {
			a := physics.Vec{X: p.X + k*r*0.28 - r*0.15, Y: p.Y - r*0.4}
			b := physics.Vec{X: p.X + k*r*0.28 + r*0.15, Y: p.Y + r*0.4}
			cv.StrokePolyline([]physics.Vec{a, b}, false, 1.5, mark)
		}
	}
	if t.Stunned {
		drawDizzy(cv, p, r)
	}
}

// zombieOutline returns a zombie type's silhouette, inside its base.
func zombieOutline(kind string, p physics.Vec, r float64, facing float64) []physics.Vec {
	switch kind {
	case "screamer":
		return ring(p, r, 18, 0, func(i int) float64 { return 1 - 0.28*float64(i%2) })
	case "brute":
		return ring(p, r, 8, math.Pi/8, nil)
	case "hunter":
		s, c := math.Sincos(facing)
		f := physics.Vec{X: c, Y: s}
		v := perp(f)
		return []physics.Vec{ // an arrowhead pointing where it faces
			p.Add(f.Scale(r)), p.Add(f.Scale(-r * 0.7)).Add(v.Scale(r * 0.72)),
			p.Add(f.Scale(-r * 0.3)), p.Add(f.Scale(-r * 0.7)).Add(v.Scale(-r * 0.72)),
		}
	case "bloater":
		return ring(p, r, 24, 0, func(i int) float64 { return 0.9 + 0.1*math.Abs(math.Sin(float64(i)*1.3)) })
	}
	// A Shambler (and any other): ragged, the same tatters on every one.
	return ring(p, r, 14, 0.2, func(i int) float64 { return 0.74 + 0.2*hash2(i, 0, 7) })
}

// drawDizzy draws three little stars over a knocked-down zombie.
func drawDizzy(cv Canvas, p physics.Vec, r float64) {
	for k := 0; k < 3; k++ {
		a := -math.Pi/2 + (float64(k)-1)*0.8
		c := p.Add(physics.Vec{X: math.Cos(a), Y: math.Sin(a)}.Scale(r * 0.75))
		star := ring(c, r*0.22, 8, 0, func(i int) float64 { return 1 - 0.55*float64(i%2) })
		cv.FillPolygon(star, rgba(255, 225, 60, 255))
	}
}

// drawHorde draws a Horde's tray with its models and their number on a pill.
func drawHorde(cv Canvas, t *Token) {
	b := t.Body
	var buf [4]physics.Vec
	pts := trayCorners(b, &buf)
	px := 1 / cv.PixelsPerInch()
	cv.FillPolygon(offset(pts, physics.Vec{X: 1.5 * px, Y: 2 * px}), rgba(0, 0, 0, 120))
	cv.FillPolygon(pts, rgba(58, 52, 40, 255))
	cv.StrokePolyline(pts, true, 1.5, colZombieRim)
	skin := ZombieColour("horde")
	if t.Stunned {
		skin = mix(skin, rgba(90, 90, 90, 255), 0.6)
	}
	s, c := math.Sincos(b.Facing)
	for i := 0; i < t.Models && i < 4; i++ { // models on the tray, two by two
		ox, oy := float64(i%2)-0.5, float64(i/2)-0.5
		p := physics.Vec{X: b.Pos.X + ox*c - oy*s, Y: b.Pos.Y + ox*s + oy*c}
		o := zombieOutline("shambler", p, 0.44, 0)
		cv.FillPolygon(o, skin)
		cv.StrokePolyline(o, true, 1, colZombieRim)
	}
	n := fmt.Sprint(t.Models)
	pillText(cv, b.Pos, n, math.Max(10, 0.5*cv.PixelsPerInch()), colText, rgba(40, 20, 16, 255))
	if t.Stunned {
		drawDizzy(cv, b.Pos, 0.8)
	}
}

// drawWoundPips draws a pip per wound round the foot of the base: filled for each left,
// hollow for each lost.
func drawWoundPips(cv Canvas, p physics.Vec, r float64, left, most int) {
	px := 1 / cv.PixelsPerInch()
	pr := math.Max(1.9*px, 0.075)
	rr := r + pr
	step := math.Min((2*pr+2*px)/rr, 0.7)
	for i := 0; i < most; i++ {
		a := math.Pi/2 + (float64(i)-float64(most-1)/2)*step
		q := physics.Vec{X: p.X + rr*math.Cos(a), Y: p.Y + rr*math.Sin(a)}
		cv.FillCircle(q, pr+px, colBaseEdge)
		if i < left {
			cv.FillCircle(q, pr, colWound)
		} else {
			cv.FillCircle(q, pr, colWoundLost)
		}
	}
}

// drawRaisedBadge marks a model standing on a roof with a small up-triangle at its shoulder.
func drawRaisedBadge(cv Canvas, p physics.Vec, r float64) {
	px := 1 / cv.PixelsPerInch()
	s := math.Max(4*px, r*0.35)
	c := physics.Vec{X: p.X - r*0.75, Y: p.Y - r*0.75}
	tri := []physics.Vec{{X: c.X, Y: c.Y - s}, {X: c.X + s, Y: c.Y + s*0.7}, {X: c.X - s, Y: c.Y + s*0.7}}
	cv.FillPolygon(tri, colRaised)
	cv.StrokePolyline(tri, true, 1, colBaseEdge)
}

// drawFallen draws where a zombie fell: a dark stain with a cross of bones; fresh ones
// (this round, which Reanimate may raise) glow a sick green.
func drawFallen(cv Canvas, t *Token) {
	p, r := t.Body.Pos, t.Body.Base.BoundingRadius()*0.8
	stain := ring(p, r, 11, 0.5, func(i int) float64 { return 0.7 + 0.3*hash2(i, 3, 11) })
	cv.FillPolygon(stain, colCorpse)
	bone := rgba(200, 190, 160, 200)
	if t.Fresh {
		cv.StrokeCircle(p, r, 1.5, colCorpseNew)
		bone = colCorpseNew
	}
	d := r * 0.5
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y - d}, {X: p.X + d, Y: p.Y + d}}, false, 2, bone)
	cv.StrokePolyline([]physics.Vec{{X: p.X - d, Y: p.Y + d}, {X: p.X + d, Y: p.Y - d}}, false, 2, bone)
}

// monogram returns two letters for a survivor id without a look of its own.
func monogram(id string) string {
	var out []rune
	for _, part := range strings.Split(id, "-") {
		if r := []rune(part); len(r) > 0 && len(out) < 2 {
			out = append(out, r[0])
		}
	}
	if r := []rune(id); len(out) < 2 && len(r) >= 2 && r[1] != '-' {
		out = []rune{r[0], r[1]}
	}
	return strings.ToUpper(string(out))
}

func luminance(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

func trayCorners(b physics.Body, buf *[4]physics.Vec) []physics.Vec {
	s, c := math.Sincos(b.Facing)
	u := physics.Vec{X: c, Y: s}.Scale(b.Base.Depth / 2)
	v := physics.Vec{X: -s, Y: c}.Scale(b.Base.Width / 2)
	buf[0], buf[1] = b.Pos.Sub(u).Sub(v), b.Pos.Add(u).Sub(v)
	buf[2], buf[3] = b.Pos.Add(u).Add(v), b.Pos.Sub(u).Add(v)
	return buf[:]
}
