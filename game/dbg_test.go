package game
import ("testing";"github.com/borrowed-time/tabletop/physics")
func TestDbgPath(t *testing.T) {
	g, _ := New(quiet(t, "last-stop-gas"), Options{}, 3)
	g.state.Model("leo").Pos = physics.Vec{X: 12.2, Y: 12}
	g.sync(&g.state)
	b, _ := g.Body("leo")
	p, _ := g.Table().PathTo(b, physics.Vec{X: 39, Y: 36.2}, physics.MoveOptions{})
	t.Log(p.Points, p.Cost)
	pts := g.Table().TruncatePath(0, p.Points, 7, false)
	t.Log(pts, g.Table().PathCost(0, pts, false))
	q, _ := g.Table().PathTo(b, pts[len(pts)-1], physics.MoveOptions{})
	t.Log(q.Points, q.Cost, g.Table().PathCost(0, q.Points, false))
}
