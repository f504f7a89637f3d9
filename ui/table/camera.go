package table

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/borrowed-time/tabletop/physics"
)

// Camera maps table inches to screen pixels: screen = offset + world × scale.
type Camera struct {
	Scale  float64     // pixels per inch
	Offset physics.Vec // where the table's corner (0, 0) is on the screen, in pixels
	viewH  float64     // the table area's height, for fitting
}

const (
	minScale = 4.0
	maxScale = 200.0
	margin   = 16.0
)

// Fit shows the whole table in a viewport of w×h pixels.
func (c *Camera) Fit(tableW, tableH, w, h float64) {
	c.viewH = h
	c.Scale = math.Max(minScale, math.Min((w-2*margin)/tableW, (h-2*margin)/tableH))
	c.Offset = physics.Vec{X: (w - tableW*c.Scale) / 2, Y: (h - tableH*c.Scale) / 2}
}

// ToWorld is the table point under a screen point.
func (c *Camera) ToWorld(x, y float64) physics.Vec {
	return physics.Vec{X: (x - c.Offset.X) / c.Scale, Y: (y - c.Offset.Y) / c.Scale}
}

// ToScreen is the screen point over a table point.
func (c *Camera) ToScreen(p physics.Vec) (float64, float64) {
	return c.Offset.X + p.X*c.Scale, c.Offset.Y + p.Y*c.Scale
}

// zoomAt scales by factor keeping the table point under (x, y) fixed.
func (c *Camera) zoomAt(x, y, factor float64) {
	w := c.ToWorld(x, y)
	c.Scale = math.Max(minScale, math.Min(maxScale, c.Scale*factor))
	c.Offset = physics.Vec{X: x - w.X*c.Scale, Y: y - w.Y*c.Scale}
}

func (c *Camera) pan(dx, dy float64) {
	c.Offset.X += dx
	c.Offset.Y += dy
}

// cameraControl moves a camera by the mouse and the keys: the wheel zooms at the pointer, a
// right or middle drag pans, and so do the arrows. Both tables use it.
type cameraControl struct {
	panning bool
	panFrom [2]float64
}

// input applies this frame's wheel, drags and arrows to cam; cx, cy is the pointer, and
// inTable whether it is over the table (only there do the wheel and a new drag act).
func (c *cameraControl) input(cam *Camera, cx, cy int, inTable bool) {
	if _, wy := ebiten.Wheel(); wy != 0 && inTable {
		f := 1.15
		if wy < 0 {
			f = 1 / f
		}
		cam.zoomAt(float64(cx), float64(cy), f)
	}
	for _, b := range []ebiten.MouseButton{ebiten.MouseButtonRight, ebiten.MouseButtonMiddle} {
		if inpututil.IsMouseButtonJustPressed(b) && inTable {
			c.panning, c.panFrom = true, [2]float64{float64(cx), float64(cy)}
		}
	}
	if c.panning {
		cam.pan(float64(cx)-c.panFrom[0], float64(cy)-c.panFrom[1])
		c.panFrom = [2]float64{float64(cx), float64(cy)}
		if !ebiten.IsMouseButtonPressed(ebiten.MouseButtonRight) && !ebiten.IsMouseButtonPressed(ebiten.MouseButtonMiddle) {
			c.panning = false
		}
	}
	const step = 12
	for k, d := range map[ebiten.Key][2]float64{ebiten.KeyArrowLeft: {step, 0}, ebiten.KeyArrowRight: {-step, 0}, ebiten.KeyArrowUp: {0, step}, ebiten.KeyArrowDown: {0, -step}} {
		if ebiten.IsKeyPressed(k) {
			cam.pan(d[0], d[1])
		}
	}
}
