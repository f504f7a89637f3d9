package render

import "image/color"

// rgba returns a colour from straight (not premultiplied) components: color.RGBA holds
// premultiplied alpha, so translucent colours must be scaled by their alpha.
func rgba(r, g, b, a uint8) color.RGBA {
	m := func(c uint8) uint8 { return uint8(uint16(c) * uint16(a) / 255) }
	return color.RGBA{m(r), m(g), m(b), a}
}

// LayoutBackground returns the colour round the table in a layout drawing.
func LayoutBackground() color.RGBA { return rgba(30, 32, 34, 255) }

// Colours of the table.
var (
	colTable      = rgba(78, 84, 70, 255)
	colGridMinor  = rgba(255, 255, 255, 18)
	colGridMajor  = rgba(255, 255, 255, 48)
	colFloor      = rgba(160, 150, 132, 255)
	colRoofFloor  = rgba(120, 128, 140, 255)
	colWall       = rgba(48, 42, 40, 255)
	colDoorClosed = rgba(140, 90, 40, 255)
	colDoorOpen   = rgba(140, 90, 40, 110)
	colWindow     = rgba(150, 200, 230, 255)
	colStartZone  = rgba(90, 200, 120, 60)
	colSpawn      = rgba(200, 40, 40, 255)
	colSearch     = rgba(240, 200, 60, 255)
	colObjective  = rgba(70, 150, 255, 255)
	colText       = rgba(240, 240, 235, 255)
	colTextDim    = rgba(200, 200, 190, 255)
	colShadow     = rgba(0, 0, 0, 150)
	colZombie     = rgba(110, 150, 80, 255)
	colZombieRim  = rgba(40, 60, 30, 255)
	colSight      = rgba(120, 230, 120, 255)
	colNoSight    = rgba(230, 80, 70, 255)
	colRuler      = rgba(255, 220, 90, 255)
	colRoute      = rgba(120, 200, 255, 255)
	colSelected   = rgba(255, 255, 255, 255)
	colRaised     = rgba(225, 225, 245, 255) // outline of terrain standing on a roof
)

// terrainFill is the fill colour of each terrain kind.
var terrainFill = map[string]color.RGBA{
	"road":      rgba(58, 58, 60, 255),
	"pavement":  rgba(105, 104, 100, 255),
	"rubble":    rgba(125, 110, 90, 220),
	"woods":     rgba(50, 95, 50, 220),
	"hedge":     rgba(60, 110, 55, 255),
	"wall":      rgba(70, 62, 58, 255),
	"fence":     rgba(170, 140, 100, 255),
	"vehicle":   rgba(150, 60, 50, 255),
	"scatter":   rgba(115, 100, 80, 255),
	"barricade": rgba(190, 170, 70, 255),
}

// survivorColours tells the survivors apart at a glance.
var survivorColours = map[string]color.RGBA{
	"ramirez":        rgba(60, 110, 220, 255),
	"grizz":          rgba(200, 110, 40, 255),
	"sharma":         rgba(230, 230, 240, 255),
	"leo":            rgba(240, 200, 40, 255),
	"odessa":         rgba(150, 80, 200, 255),
	"sparky":         rgba(240, 140, 30, 255),
	"father-michael": rgba(30, 30, 30, 255),
	"patches":        rgba(140, 110, 80, 255),
	"fury":           rgba(220, 40, 40, 255),
	"lady-luck":      rgba(40, 170, 130, 255),
}
