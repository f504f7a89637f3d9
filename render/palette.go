package render

import "image/color"

// rgba returns a colour from straight (not premultiplied) components: color.RGBA holds
// premultiplied alpha, so translucent colours must be scaled by their alpha.
func rgba(r, g, b, a uint8) color.RGBA {
	m := func(c uint8) uint8 { return uint8(uint16(c) * uint16(a) / 255) }
	return color.RGBA{m(r), m(g), m(b), a}
}

// shade returns an opaque colour lightened (f > 0) towards white or darkened (f < 0)
// towards black by the fraction |f|.
func shade(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 {
		x := float64(v)
		if f > 0 {
			x += (255 - x) * f
		} else {
			x *= 1 + f
		}
		return uint8(x + 0.5)
	}
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}

// withAlpha returns an opaque colour made translucent.
func withAlpha(c color.RGBA, a uint8) color.RGBA { return rgba(c.R, c.G, c.B, a) }

// mix returns the opaque colour a fraction t of the way from a to b.
func mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), 255}
}

// LayoutBackground returns the colour round the table in a layout drawing.
func LayoutBackground() color.RGBA { return rgba(30, 32, 34, 255) }

// Colours of the table. One palette serves the window and the preview's PNG.
var (
	// The ground: grass worn to dirt in patches.
	colTable     = rgba(80, 92, 62, 255)
	colGrassDark = rgba(62, 80, 48, 255)
	colGrassLit  = rgba(98, 112, 70, 255)
	colDirt      = rgba(108, 96, 72, 255)
	colGridMinor = rgba(255, 255, 255, 16)
	colGridMajor = rgba(255, 255, 255, 44)
	// Buildings: a floor of worn tiles, walls of dark brick with a lighter top, a roof of
	// tar and gravel with a parapet.
	colFloor      = rgba(160, 150, 132, 255)
	colFloorLine  = rgba(128, 118, 102, 255)
	colRoofFloor  = rgba(112, 118, 126, 255)
	colRoofLine   = rgba(92, 98, 106, 255)
	colWall       = rgba(52, 46, 44, 255)
	colWallTop    = rgba(92, 82, 76, 255)
	colDropShadow = rgba(0, 0, 0, 90)
	colDoorLeaf   = rgba(150, 96, 44, 255)
	colDoorEdge   = rgba(70, 42, 18, 255)
	colDoorSwing  = rgba(230, 200, 150, 150)
	colWindow     = rgba(150, 200, 230, 255)
	colWindowLit  = rgba(220, 240, 250, 255)
	colPlank      = rgba(120, 86, 50, 255)
	// Markers.
	colStartZone  = rgba(90, 200, 120, 60)
	colStartEdge  = rgba(90, 200, 120, 170)
	colSpawn      = rgba(200, 40, 40, 255)
	colSpawnDark  = rgba(55, 10, 10, 220)
	colSpawnHot   = rgba(255, 90, 60, 255)
	colSearch     = rgba(240, 200, 60, 255)
	colSearchDark = rgba(80, 60, 10, 235)
	colObjective  = rgba(70, 150, 255, 255)
	colObjDark    = rgba(15, 40, 95, 235)
	// Text and overlays.
	colText     = rgba(240, 240, 235, 255)
	colTextDim  = rgba(200, 200, 190, 255)
	colShadow   = rgba(0, 0, 0, 150)
	colPill     = rgba(16, 18, 20, 200) // behind labels on the cached table
	colPillOver = rgba(16, 18, 20, 255) // behind labels drawn every frame
	colSight    = rgba(120, 230, 120, 255)
	colNoSight  = rgba(230, 80, 70, 255)
	colRuler    = rgba(255, 220, 90, 255)
	colRoute    = rgba(120, 200, 255, 255)
	colArea     = rgba(255, 150, 60, 70) // what an action would reach (a blast)
	colAreaEdge = rgba(255, 150, 60, 220)
	colSelected = rgba(255, 255, 255, 255)
	colSelGlow  = rgba(255, 235, 140, 255)
	colRaised   = rgba(225, 225, 245, 255) // outline of terrain standing on a roof
	// Tokens.
	colBaseEdge   = rgba(18, 18, 20, 255)
	colWound      = rgba(235, 50, 50, 255)
	colWoundLost  = rgba(60, 20, 20, 200)
	colZombieRim  = rgba(28, 34, 20, 255)
	colZombieMark = rgba(30, 24, 20, 230)
	colCorpse     = rgba(70, 30, 30, 150)
	colCorpseNew  = rgba(150, 190, 80, 200)
)

// terrainFill is the main colour of each terrain kind (its texture varies round it).
var terrainFill = map[string]color.RGBA{
	"road":      rgba(56, 57, 60, 255),
	"pavement":  rgba(112, 110, 104, 255),
	"rubble":    rgba(118, 104, 86, 255),
	"woods":     rgba(46, 84, 44, 255),
	"hedge":     rgba(52, 100, 50, 255),
	"wall":      rgba(110, 64, 50, 255),
	"fence":     rgba(160, 160, 155, 255),
	"vehicle":   rgba(150, 60, 50, 255),
	"scatter":   rgba(112, 98, 78, 255),
	"barricade": rgba(214, 180, 50, 255),
}

// kindFill returns a terrain kind's colour, grey for a kind the palette does not know.
func kindFill(kind string) color.RGBA {
	if c, ok := terrainFill[kind]; ok {
		return c
	}
	return rgba(120, 120, 120, 255)
}

// survivorLook is how a survivor's token tells them apart: a colour and a monogram.
type survivorLook struct {
	fill     color.RGBA
	monogram string
}

// survivorLooks gives each of the ten survivors a colour of its own (hues spread round the
// wheel, with white and black for the doctor and the priest) and two letters.
var survivorLooks = map[string]survivorLook{
	"ramirez":        {rgba(60, 110, 220, 255), "RA"},
	"grizz":          {rgba(150, 88, 52, 255), "GZ"},
	"sharma":         {rgba(236, 238, 242, 255), "AS"},
	"leo":            {rgba(240, 200, 40, 255), "LE"},
	"odessa":         {rgba(150, 80, 200, 255), "OD"},
	"sparky":         {rgba(245, 130, 30, 255), "SP"},
	"father-michael": {rgba(34, 34, 40, 255), "FM"},
	"patches":        {rgba(230, 100, 170, 255), "PA"},
	"fury":           {rgba(215, 35, 40, 255), "FU"},
	"lady-luck":      {rgba(40, 195, 215, 255), "LL"},
}

// SurvivorColour returns the colour of a survivor's token (grey for an unknown id).
func SurvivorColour(id string) color.RGBA {
	if l, ok := survivorLooks[id]; ok {
		return l.fill
	}
	return rgba(170, 170, 170, 255)
}

// zombieFill is each zombie type's skin: sickly greens, bile, bruise and rot, none of them a
// survivor's clean colour.
var zombieFill = map[string]color.RGBA{
	"shambler": rgba(112, 140, 84, 255),
	"horde":    rgba(100, 126, 78, 255),
	"screamer": rgba(190, 186, 90, 255),
	"brute":    rgba(104, 58, 76, 255),
	"hunter":   rgba(112, 96, 136, 255),
	"bloater":  rgba(160, 170, 70, 255),
}

// ZombieColour returns the skin colour of a zombie type's token.
func ZombieColour(kind string) color.RGBA {
	if c, ok := zombieFill[kind]; ok {
		return c
	}
	return zombieFill["shambler"]
}
