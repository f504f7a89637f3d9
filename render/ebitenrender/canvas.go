package ebitenrender

import (
	"bytes"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// Canvas implements render.Canvas on an Ebitengine image through a camera: screen = Offset + world × Scale.
type Canvas struct {
	Dst    *ebiten.Image
	Scale  float64 // pixels per inch
	Offset physics.Vec
	Font   *text.GoTextFaceSource
	// Smooth turns anti-aliasing on: worth it for the cached table, too slow for what is drawn
	// every frame under software rendering.
	Smooth bool
	// PixelScale multiplies text sizes and line widths, for drawing at a multiple of the final
	// size (supersampled sprites); 0 means 1.
	PixelScale float64
	path       vector.Path
}

// ToScreen converts table inches to screen pixels.
func (c *Canvas) ToScreen(p physics.Vec) (float32, float32) {
	return float32(c.Offset.X + p.X*c.Scale), float32(c.Offset.Y + p.Y*c.Scale)
}

func (c *Canvas) px() float64 {
	if c.PixelScale > 0 {
		return c.PixelScale
	}
	return 1
}

// PixelsPerInch implements Canvas.
func (c *Canvas) PixelsPerInch() float64 { return c.Scale }

func (c *Canvas) trace(pts []physics.Vec, closed bool) {
	c.path.Reset()
	for i, p := range pts {
		x, y := c.ToScreen(p)
		if i == 0 {
			c.path.MoveTo(x, y)
		} else {
			c.path.LineTo(x, y)
		}
	}
	if closed {
		c.path.Close()
	}
}

func drawOpts(col color.RGBA, smooth bool) *vector.DrawPathOptions {
	o := &vector.DrawPathOptions{AntiAlias: smooth}
	o.ColorScale.ScaleWithColor(col)
	return o
}

// FillPolygon implements Canvas.
func (c *Canvas) FillPolygon(pts []physics.Vec, col color.RGBA) {
	if len(pts) < 3 {
		return
	}
	c.trace(pts, true)
	vector.FillPath(c.Dst, &c.path, nil, drawOpts(col, c.Smooth))
}

// StrokePolyline implements Canvas.
func (c *Canvas) StrokePolyline(pts []physics.Vec, closed bool, w float32, col color.RGBA) {
	if len(pts) < 2 {
		return
	}
	c.trace(pts, closed)
	vector.StrokePath(c.Dst, &c.path, &vector.StrokeOptions{Width: w * float32(c.px()), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, drawOpts(col, c.Smooth))
}

// FillCircle implements Canvas.
func (c *Canvas) FillCircle(p physics.Vec, r float64, col color.RGBA) {
	x, y := c.ToScreen(p)
	vector.FillCircle(c.Dst, x, y, float32(r*c.Scale), col, c.Smooth)
}

// StrokeCircle implements Canvas.
func (c *Canvas) StrokeCircle(p physics.Vec, r float64, w float32, col color.RGBA) {
	x, y := c.ToScreen(p)
	vector.StrokeCircle(c.Dst, x, y, float32(r*c.Scale), w*float32(c.px()), col, c.Smooth)
}

// Text implements Canvas: the anchor is the middle of the text's height.
func (c *Canvas) Text(at physics.Vec, s string, size float64, col color.RGBA, align render.Align) {
	x, y := c.ToScreen(at)
	size *= c.px()
	DrawText(c.Dst, c.Font, s, float64(x), float64(y), size, col, align)
}

// LoadFont returns the UI font (Go Regular, embedded in the binary).
func LoadFont() (*text.GoTextFaceSource, error) {
	return text.NewGoTextFaceSource(bytes.NewReader(goregular.TTF))
}

// DrawText draws text at a screen position, vertically centred on y.
func DrawText(dst *ebiten.Image, font *text.GoTextFaceSource, s string, x, y, size float64, col color.RGBA, align render.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(col)
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[align]
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, &text.GoTextFace{Source: font, Size: size}, op)
}
