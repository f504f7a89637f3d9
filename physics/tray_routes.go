package physics

// TrayRoutes says how a tray (a Horde's rectangle) that moves on the ground is routed.
type TrayRoutes int

const (
	// TraysAsRectangles routes a tray as its rectangle at its facing, into exact contact
	// (docs/geometry.md): the table's rule.
	TraysAsRectangles TrayRoutes = iota
	// TraysAsCircles routes a tray as its bounding circle, and a route into contact without
	// the goal's slack, as the program did before trays were routed as rectangles: a game
	// saved then replays to the state it recorded only with the routes it was played with.
	TraysAsCircles
)

// SetTrayRoutes sets how trays are routed, forgetting the route graphs built so far.
func (t *Table) SetTrayRoutes(r TrayRoutes) {
	if t.trayRoutes != r {
		t.trayRoutes = r
		t.invalidateNav()
	}
}
