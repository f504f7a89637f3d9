package render

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"

	"github.com/borrowed-time/tabletop/physics"
)

// ImageCanvas implements Canvas on an in-memory image, anti-aliased, with no window or GPU:
// screen = Offset + table inches × Scale, as the window's canvas does.
type ImageCanvas struct {
	Dst    *image.RGBA
	Scale  float64 // pixels per inch
	Offset physics.Vec
	// Dirty is the part of Dst drawn on since it was last set empty: a window that mirrors
	// this image on the GPU uploads only that part.
	Dirty image.Rectangle

	font   *opentype.Font
	faces  map[float64]font.Face
	raster vector.Rasterizer
	// shape is the outline being built, in screen pixels: closed sub-paths.
	shape [][]physics.Vec
}

// NewImageCanvas returns a canvas over a new w×h image filled with bg.
func NewImageCanvas(w, h int, scale float64, offset physics.Vec, bg color.RGBA) (*ImageCanvas, error) {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("font: %w", err)
	}
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	return &ImageCanvas{Dst: img, Scale: scale, Offset: offset, font: f, faces: map[float64]font.Face{}}, nil
}

// PixelsPerInch implements Canvas.
func (c *ImageCanvas) PixelsPerInch() float64 { return c.Scale }

func (c *ImageCanvas) toScreen(p physics.Vec) physics.Vec {
	return physics.Vec{X: c.Offset.X + p.X*c.Scale, Y: c.Offset.Y + p.Y*c.Scale}
}

// FillPolygon implements Canvas.
func (c *ImageCanvas) FillPolygon(pts []physics.Vec, col color.RGBA) {
	if len(pts) < 3 {
		return
	}
	ring := make([]physics.Vec, len(pts))
	for i, p := range pts {
		ring[i] = c.toScreen(p)
	}
	c.shape = append(c.shape[:0], positive(ring))
	c.fill(col)
}

// StrokePolyline implements Canvas: each segment a band of the width, with round joins and
// caps, filled together so that a translucent line is even where its pieces overlap.
func (c *ImageCanvas) StrokePolyline(pts []physics.Vec, closed bool, width float32, col color.RGBA) {
	if len(pts) < 2 {
		return
	}
	c.shape = c.shape[:0]
	half := float64(width) / 2
	n := len(pts)
	if !closed {
		n--
	}
	for i := 0; i < n; i++ {
		a, b := c.toScreen(pts[i]), c.toScreen(pts[(i+1)%len(pts)])
		d := b.Sub(a)
		l := d.Len()
		if l == 0 {
			continue
		}
		nrm := physics.Vec{X: -d.Y / l * half, Y: d.X / l * half}
		c.shape = append(c.shape, positive([]physics.Vec{a.Add(nrm), b.Add(nrm), b.Sub(nrm), a.Sub(nrm)}))
	}
	for _, p := range pts {
		c.shape = append(c.shape, circleRing(c.toScreen(p), half))
	}
	c.fill(col)
}

// FillCircle implements Canvas.
func (c *ImageCanvas) FillCircle(center physics.Vec, r float64, col color.RGBA) {
	c.shape = append(c.shape[:0], circleRing(c.toScreen(center), r*c.Scale))
	c.fill(col)
}

// StrokeCircle implements Canvas: a ring between two circles.
func (c *ImageCanvas) StrokeCircle(center physics.Vec, r float64, width float32, col color.RGBA) {
	p, rp, half := c.toScreen(center), r*c.Scale, float64(width)/2
	outer := circleRing(p, rp+half)
	inner := circleRing(p, math.Max(rp-half, 0))
	for i, j := 0, len(inner)-1; i < j; i, j = i+1, j-1 { // wound the other way: a hole
		inner[i], inner[j] = inner[j], inner[i]
	}
	c.shape = append(c.shape[:0], outer, inner)
	c.fill(col)
}

// positive returns a ring wound with positive area (reversed in place when it is not).
func positive(ring []physics.Vec) []physics.Vec {
	if signedArea(ring) < 0 {
		for i, j := 0, len(ring)-1; i < j; i, j = i+1, j-1 {
			ring[i], ring[j] = ring[j], ring[i]
		}
	}
	return ring
}

// circleRing is a circle as a polygon, wound with positive area, fine enough to look round
// at its size.
func circleRing(p physics.Vec, r float64) []physics.Vec {
	n := int(math.Min(96, math.Max(12, r*1.5)))
	ring := make([]physics.Vec, n)
	for i := range ring {
		s, co := math.Sincos(2 * math.Pi * float64(i) / float64(n))
		ring[i] = physics.Vec{X: p.X + r*co, Y: p.Y + r*s}
	}
	return ring
}

// fill rasterizes the rings of c.shape, within its bounding box only, and blends it onto the image.
func (c *ImageCanvas) fill(col color.RGBA) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, ring := range c.shape {
		for _, p := range ring {
			minX, minY = math.Min(minX, p.X), math.Min(minY, p.Y)
			maxX, maxY = math.Max(maxX, p.X), math.Max(maxY, p.Y)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(c.Dst.Bounds())
	if box.Empty() {
		return
	}
	// The rasterizer adds up signed coverage and clamps it: rings wound with positive area
	// make a union where they overlap, and a ring wound the other way cuts a hole.
	c.raster.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, ring := range c.shape {
		for i, p := range ring {
			x, y := float32(p.X-ox), float32(p.Y-oy)
			if i == 0 {
				c.raster.MoveTo(x, y)
			} else {
				c.raster.LineTo(x, y)
			}
		}
		c.raster.ClosePath()
	}
	c.raster.Draw(c.Dst, box, image.NewUniform(col), image.Point{})
	c.Dirty = c.Dirty.Union(box)
}

func signedArea(ring []physics.Vec) float64 {
	a := 0.0
	for i := range ring {
		a += ring[i].Cross(ring[(i+1)%len(ring)])
	}
	return a / 2
}

// face returns the font at a pixel size.
func (c *ImageCanvas) face(size float64) font.Face {
	if f, ok := c.faces[size]; ok {
		return f
	}
	f, err := opentype.NewFace(c.font, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil { // cannot happen for a parsed font and a positive size; draw nothing
		return nil
	}
	c.faces[size] = f
	return f
}

// Text implements Canvas: the anchor is the middle of the text's height, as in the window.
func (c *ImageCanvas) Text(at physics.Vec, s string, size float64, col color.RGBA, align Align) {
	face := c.face(size)
	if face == nil || s == "" {
		return
	}
	p := c.toScreen(at)
	m := face.Metrics()
	d := font.Drawer{Dst: c.Dst, Src: image.NewUniform(col), Face: face}
	w := d.MeasureString(s)
	x := fixed.Int26_6(p.X * 64)
	switch align {
	case AlignCenter:
		x -= w / 2
	case AlignRight:
		x -= w
	}
	// The baseline sits so that the line box (ascent + descent) is centred on the anchor.
	y := fixed.Int26_6(p.Y*64) + (m.Ascent-m.Descent)/2
	d.Dot = fixed.Point26_6{X: x, Y: y}
	b, _ := d.BoundString(s)
	c.Dirty = c.Dirty.Union(image.Rect(b.Min.X.Floor(), b.Min.Y.Floor(), b.Max.X.Ceil()+1, b.Max.Y.Ceil()+1).Intersect(c.Dst.Bounds()))
	d.DrawString(s)
}
