package ebitenrender

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
)

// Canvas implements render.Canvas on an Ebitengine image through a camera: screen = Offset + world × Scale.
type Canvas struct {
	Dst    *ebiten.Image
	Scale  float64 // pixels per inch
	Offset physics.Vec
	Font   *Font
	// Smooth turns anti-aliasing on: worth it for the cached table, too slow for what is drawn
	// every frame under software rendering. A smooth canvas draws on the CPU
	// (render.ImageCanvas, a copy of Dst read back once) and uploads what each call changed:
	// under software OpenGL an anti-aliased vector path costs a stencil pass each, and the
	// textured table (some 2,000 calls) took seconds that way (docs/performance.md). Without
	// it, strokes and circles are plain triangles that may be drawn straight onto the screen;
	// FillPolygon is a vector path, and needs a destination that is later drawn from (not
	// the screen).
	Smooth bool
	// PixelScale multiplies text sizes and line widths, for drawing at a multiple of the final
	// size (supersampled sprites); 0 means 1.
	PixelScale float64
	path       vector.Path
	cpu        *render.ImageCanvas // a smooth canvas's copy of Dst
	upload     []byte
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

// PixelsPerInch implements Canvas: pixels of the final picture per inch, so that sizes
// computed from it in pixels (which the canvas multiplies by PixelScale) come out right when
// drawing at a multiple of the final size.
func (c *Canvas) PixelsPerInch() float64 { return c.Scale / c.px() }

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
	if cpu := c.onCPU(); cpu != nil {
		cpu.FillPolygon(pts, col)
		c.flush()
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
	if cpu := c.onCPU(); cpu != nil {
		cpu.StrokePolyline(pts, closed, w, col)
		c.flush()
		return
	}
	if !c.Smooth {
		c.strokeQuick(pts, closed, w*float32(c.px()), col)
		return
	}
	c.trace(pts, closed)
	vector.StrokePath(c.Dst, &c.path, &vector.StrokeOptions{Width: w * float32(c.px()), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, drawOpts(col, c.Smooth))
}

// strokeQuick draws a polyline without anti-aliasing as one quad per segment and a disc at
// each corner and end (round joins and caps). Ebitengine batches these as plain triangles;
// a stroked path costs a stencil pass over its whole bounding box, which under software
// rendering took 38 ms for one sight line across the table. Overlaps at the joints are
// drawn twice, so this is for opaque colours (all the per-frame overlays are).
func (c *Canvas) strokeQuick(pts []physics.Vec, closed bool, w float32, col color.RGBA) {
	n := len(pts)
	segs := n - 1
	if closed {
		segs = n
	}
	for i := 0; i < segs; i++ {
		x0, y0 := c.ToScreen(pts[i])
		x1, y1 := c.ToScreen(pts[(i+1)%n])
		vector.StrokeLine(c.Dst, x0, y0, x1, y1, w, col, false)
	}
	for _, p := range pts {
		x, y := c.ToScreen(p)
		vector.FillCircle(c.Dst, x, y, w/2, col, false)
	}
}

// FillCircle implements Canvas.
func (c *Canvas) FillCircle(p physics.Vec, r float64, col color.RGBA) {
	if cpu := c.onCPU(); cpu != nil {
		cpu.FillCircle(p, r, col)
		c.flush()
		return
	}
	x, y := c.ToScreen(p)
	vector.FillCircle(c.Dst, x, y, float32(r*c.Scale), col, c.Smooth)
}

// StrokeCircle implements Canvas.
func (c *Canvas) StrokeCircle(p physics.Vec, r float64, w float32, col color.RGBA) {
	if cpu := c.onCPU(); cpu != nil {
		cpu.StrokeCircle(p, r, w, col)
		c.flush()
		return
	}
	x, y := c.ToScreen(p)
	vector.StrokeCircle(c.Dst, x, y, float32(r*c.Scale), w*float32(c.px()), col, c.Smooth)
}

// Text implements Canvas: the anchor is the middle of the text's height.
func (c *Canvas) Text(at physics.Vec, s string, size float64, col color.RGBA, align render.Align) {
	if cpu := c.onCPU(); cpu != nil {
		cpu.Text(at, s, size, col, align)
		c.flush()
		return
	}
	x, y := c.ToScreen(at)
	size *= c.px()
	DrawText(c.Dst, c.Font, s, float64(x), float64(y), size, col, align)
}

// Font is the UI's typeface (Go Regular, embedded in the binary) with a face for each size it
// is drawn at. Its glyphs are drawn by golang.org/x/image's rasteriser (Ebitengine's GoXFace),
// as the PNG canvas draws them: the browser build then carries one font engine, not two
// (Ebitengine's GoTextFace would bring go-text's shaper, about 1 MB of code; docs/performance.md).
// Not safe for concurrent use: draw on one goroutine.
type Font struct {
	src   *opentype.Font
	faces map[float64]*text.GoXFace
}

// maxFaces bounds the sizes a Font keeps a face for (zooming draws labels at many); past it,
// it forgets them all.
const maxFaces = 64

// LoadFont returns the UI font.
func LoadFont() (*Font, error) {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, err
	}
	return &Font{src: f, faces: map[float64]*text.GoXFace{}}, nil
}

// Face returns the font's face at a size in pixels (at least 1).
func (f *Font) Face(size float64) text.Face {
	if !(size >= 1) {
		size = 1
	}
	if fc, ok := f.faces[size]; ok {
		return fc
	}
	xf, err := opentype.NewFace(f.src, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil { // only for options out of range, which the size above is not
		panic(err)
	}
	if len(f.faces) >= maxFaces {
		clear(f.faces)
	}
	fc := text.NewGoXFace(xf)
	f.faces[size] = fc
	return fc
}

// DrawText draws text at a screen position, vertically centred on y.
func DrawText(dst *ebiten.Image, font *Font, s string, x, y, size float64, col color.RGBA, align render.Align) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(col)
	op.PrimaryAlign = [...]text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[align]
	op.SecondaryAlign = text.AlignCenter
	text.Draw(dst, s, font.Face(size), op)
}

// onCPU returns the CPU copy of Dst a smooth canvas draws on, made (and Dst read back into
// it) at the first call; nil for a canvas that draws on the GPU.
func (c *Canvas) onCPU() *render.ImageCanvas {
	if !c.Smooth || c.px() != 1 {
		return nil
	}
	b := c.Dst.Bounds()
	min := physics.Vec{X: float64(b.Min.X), Y: float64(b.Min.Y)}
	if c.cpu == nil {
		cpu, err := render.NewImageCanvas(b.Dx(), b.Dy(), c.Scale, min, color.RGBA{})
		if err != nil { // the embedded font failed to parse: draw on the GPU instead
			c.Smooth = false
			return nil
		}
		c.Dst.ReadPixels(cpu.Dst.Pix)
		c.cpu = cpu
	}
	c.cpu.Scale, c.cpu.Offset = c.Scale, c.Offset.Sub(min)
	return c.cpu
}

// flush uploads the part of the CPU copy the last call drew on.
func (c *Canvas) flush() {
	r := c.cpu.Dirty
	c.cpu.Dirty = image.Rectangle{}
	if r.Empty() {
		return
	}
	src := c.cpu.Dst
	row := r.Dx() * 4
	c.upload = c.upload[:0]
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := src.PixOffset(r.Min.X, y)
		c.upload = append(c.upload, src.Pix[i:i+row]...)
	}
	min := c.Dst.Bounds().Min
	c.Dst.SubImage(r.Add(min)).(*ebiten.Image).WritePixels(c.upload)
}

// TextWidth is the width in pixels of a line of text at a size, as DrawText draws it.
func TextWidth(font *Font, s string, size float64) float64 {
	w, _ := text.Measure(s, font.Face(size), 0)
	return w
}
