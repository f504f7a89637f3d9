package table

import (
	"image"
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// panelOp is one thing drawn on the panel: a filled rectangle, or a line of text.
type panelOp struct {
	text             string
	x, y, w, h, size float64
	col              color.RGBA
	align            render.Align
	isText           bool
}

// panelCanvas collects the panel's drawing as a list every frame and redraws its cached image
// only when the list differs from the last one drawn. Most frames the panel does not change,
// and laying out and drawing its text every frame cost a fifth of the frame under software
// rendering.
type panelCanvas struct {
	ops   []panelOp
	drawn []panelOp
	img   *ebiten.Image
	at    image.Rectangle // where the image goes on the screen
	// onScreen is the screen image the panel as drawn is on, or nil: the panel must be drawn
	// again when the window's image is new.
	onScreen *ebiten.Image
	blank    bool // the image is new: nothing drawn in it yet
	frames   int
}

// begin starts a frame's list for a panel occupying r on the screen.
func (c *panelCanvas) begin(r image.Rectangle) {
	c.ops = c.ops[:0]
	if c.img == nil || c.at != r {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImageWithOptions(image.Rect(0, 0, r.Dx(), r.Dy()), &ebiten.NewImageOptions{Unmanaged: true})
		c.at = r
		c.blank, c.onScreen = true, nil
	}
}

// rect adds a filled rectangle, in screen pixels.
func (c *panelCanvas) rect(x, y, w, h float64, col color.RGBA) {
	c.ops = append(c.ops, panelOp{x: x, y: y, w: w, h: h, col: col})
}

// text adds a line of text, anchored at the middle of its height, in screen pixels.
func (c *panelCanvas) text(s string, x, y, size float64, col color.RGBA, align render.Align) {
	c.ops = append(c.ops, panelOp{text: s, x: x, y: y, size: size, col: col, align: align, isText: true})
}

// finish draws the panel onto the screen, redrawing the cached image first if the list
// changed. The screen keeps its pixels between frames (the app does not have Ebitengine
// clear it, and the table is drawn clipped to its own part), so an unchanged panel that is
// already on the screen is not drawn at all.
func (c *panelCanvas) finish(screen *ebiten.Image, font *ebitenrender.Font) {
	c.frames++
	changed := c.blank || !slices.Equal(c.ops, c.drawn)
	// Once a second it is drawn anyway: should the window's pixels be lost (a browser's
	// graphics context restored), the panel comes back by itself.
	if !changed && c.onScreen == screen && c.frames%60 != 0 {
		return
	}
	if changed {
		c.img.Clear()
		ox, oy := float64(c.at.Min.X), float64(c.at.Min.Y)
		for _, o := range c.ops {
			if o.isText {
				ebitenrender.DrawText(c.img, font, o.text, o.x-ox, o.y-oy, o.size, o.col, o.align)
			} else {
				vector.FillRect(c.img, float32(o.x-ox), float32(o.y-oy), float32(o.w), float32(o.h), o.col, false)
			}
		}
		c.drawn = append(c.drawn[:0], c.ops...)
		c.blank = false
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(c.at.Min.X), float64(c.at.Min.Y))
	screen.DrawImage(c.img, op)
	c.onScreen = screen
}
