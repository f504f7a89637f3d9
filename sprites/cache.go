package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/borrowed-time/tabletop/physics"
	"github.com/borrowed-time/tabletop/render"
	"github.com/borrowed-time/tabletop/render/ebitenrender"
)

// margin is the room, in inches, round a base for its selection ring and wound pips.
const margin = 0.7

// Cache keeps token images for one zoom; a new zoom starts it afresh.
type Cache struct {
	font  *ebitenrender.Font
	scale float64
	imgs  map[key]*ebiten.Image
}

type key struct {
	kind, id, label          string
	models, wounds, most     int
	level, team              int
	spent                    bool
	downed, stunned, picked  bool
	fallen, fresh, underRoof bool
	facing                   float64
	base                     physics.Base
}

// NewCache makes a cache that writes token letters in the font.
func NewCache(font *ebitenrender.Font) *Cache {
	return &Cache{font: font, imgs: map[key]*ebiten.Image{}}
}

// Draw stamps a token at its base's position: screen = offset + inches × scale.
func (c *Cache) Draw(dst *ebiten.Image, t render.Token, scale float64, offset physics.Vec) {
	if scale != c.scale {
		for _, img := range c.imgs {
			img.Deallocate()
		}
		c.imgs, c.scale = map[key]*ebiten.Image{}, scale
	}
	id := t.ID
	if t.Kind != "survivor" {
		id = "" // zombies of a kind look alike: one image serves them all
	}
	facing := t.Body.Facing
	if t.Kind != "hunter" && !t.Body.Base.IsTray() {
		facing = 0 // only a Hunter's and a tray's look turn with their facing
	}
	k := key{kind: t.Kind, id: id, label: t.Label, models: t.Models, wounds: t.Wounds, most: t.MaxWounds,
		level: t.Level, downed: t.Downed, stunned: t.Stunned, picked: t.Selected, fallen: t.Fallen, fresh: t.Fresh, underRoof: t.UnderRoof,
		facing: facing, base: t.Body.Base, team: t.Team, spent: t.Spent}
	half := (t.Body.Base.BoundingRadius() + margin) * scale
	img, ok := c.imgs[k]
	if !ok {
		side := int(math.Ceil(2 * half))
		// Drawn at twice the size with plain paths and stamped at half size with linear
		// filtering: smooth edges without anti-aliased paths, which, on these small images,
		// made memory grow without bound (docs/performance.md).
		img = ebiten.NewImage(2*side, 2*side)
		local := t
		local.Body.Pos = physics.Vec{X: half / scale, Y: half / scale}
		local.Body.Facing = facing
		render.DrawToken(&ebitenrender.Canvas{Dst: img, Scale: 2 * scale, Font: c.font, PixelScale: 2}, &local)
		c.imgs[k] = img
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(0.5, 0.5)
	op.GeoM.Translate(offset.X+t.Body.Pos.X*scale-half, offset.Y+t.Body.Pos.Y*scale-half)
	dst.DrawImage(img, op)
}
