package main

import (
	"math"

	"github.com/borrowed-time/tabletop/physics"
)

// camera maps table inches to screen pixels: screen = offset + world × scale.
type camera struct {
	scale  float64
	offset physics.Vec
	viewH  float64 // the table area's height, for fitting
}

const (
	minScale = 4.0
	maxScale = 200.0
	margin   = 16.0
)

// fit shows the whole table in a viewport of w×h pixels.
func (c *camera) fit(tableW, tableH, w, h float64) {
	c.viewH = h
	c.scale = math.Max(minScale, math.Min((w-2*margin)/tableW, (h-2*margin)/tableH))
	c.offset = physics.Vec{X: (w - tableW*c.scale) / 2, Y: (h - tableH*c.scale) / 2}
}

func (c *camera) toWorld(x, y float64) physics.Vec {
	return physics.Vec{X: (x - c.offset.X) / c.scale, Y: (y - c.offset.Y) / c.scale}
}

func (c *camera) toScreen(p physics.Vec) (float64, float64) {
	return c.offset.X + p.X*c.scale, c.offset.Y + p.Y*c.scale
}

// zoomAt scales by factor keeping the table point under (x, y) fixed.
func (c *camera) zoomAt(x, y, factor float64) {
	w := c.toWorld(x, y)
	c.scale = math.Max(minScale, math.Min(maxScale, c.scale*factor))
	c.offset = physics.Vec{X: x - w.X*c.scale, Y: y - w.Y*c.scale}
}

func (c *camera) pan(dx, dy float64) {
	c.offset.X += dx
	c.offset.Y += dy
}
