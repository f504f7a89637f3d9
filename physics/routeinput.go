package physics

import (
	"errors"
	"fmt"
	"math"
)

// ErrNoBody is returned (wrapped, see BodyError) by a query that names a base that is not on
// the table: never added, or removed.
var ErrNoBody = errors.New("no such model on the table")

// BodyError says which base a query named that is not on the table. It wraps ErrNoBody.
type BodyError struct {
	Body BodyID
}

func (e *BodyError) Error() string { return fmt.Sprintf("base %d: %v", e.Body, ErrNoBody) }

// Unwrap returns ErrNoBody, for errors.Is.
func (e *BodyError) Unwrap() error { return ErrNoBody }

// ErrNotAPoint is returned when a route query's point or distance is not a finite number.
var ErrNotAPoint = errors.New("not a finite point or distance")

// liveBody returns an error unless id names a base on the table.
func (t *Table) liveBody(id BodyID) error {
	if id < 0 || int(id) >= len(t.bodies) || !t.bodies[id].alive {
		return &BodyError{Body: id}
	}
	return nil
}

// finite reports whether every coordinate of p is a finite number.
func finite(p Vec) bool {
	return !math.IsNaN(p.X) && !math.IsNaN(p.Y) && !math.IsInf(p.X, 0) && !math.IsInf(p.Y, 0)
}
