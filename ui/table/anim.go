package table

import "github.com/borrowed-time/tabletop/physics"

// Moves shown as they happen, and the pace and reach the table keeps.

// computerPace is how many frames pass between two commands of a computer player, so that
// the people at the table can follow them.
const computerPace = 20

// grabReach is how near a model's base a press still picks it up: tokens are small on
// screen, and a hand that moves as it presses should not miss.
const grabReach = 0.4

// animation moves a model's token along a path before the table shows it where it stands.
type animation struct {
	model string
	path  []physics.Vec
	t     float64 // 0..1
}

// trayRoll is one row of the dice tray: who rolled, in what role, and the dice.
type trayRoll struct {
	who     string // "Officer Ramirez — attack"
	dice    []int
	success int // the least a die shows to be a success (0: the game does not say)
}

// Along returns the point a fraction t along a polyline.
func Along(path []physics.Vec, t float64) physics.Vec {
	total := physics.PathLength(path)
	d := t * total
	for i := 1; i < len(path); i++ {
		l := path[i-1].Dist(path[i])
		if d <= l || i == len(path)-1 {
			if l == 0 {
				return path[i]
			}
			return path[i-1].Lerp(path[i], min(1, d/l))
		}
		d -= l
	}
	return path[len(path)-1]
}

// via is a route's corners between its start and its end, as a move command carries them.
func via(route []physics.Vec) []physics.Vec {
	if len(route) <= 2 {
		return nil
	}
	return append([]physics.Vec(nil), route[1:len(route)-1]...)
}
