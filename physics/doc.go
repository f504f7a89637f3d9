// Package physics owns the geometry of the table: terrain pieces and model bases in inches, and
// the exact queries the rules ask of them — base-edge distance and contact, legal placement,
// movement cost and shortest legal paths, line of sight from any part of a base to any part of
// another, cover and the piece that gives it, models within a radius and the nearest visible model.
//
// resolv (github.com/solarlune/resolv) is used only as the broad phase: a uniform grid of cells
// that names the pieces and bases near a query. Every yes/no answer comes from the exact narrow
// phase in this package, because resolv's own segment test is inexact at inch scale, misses
// containment and does not support concave shapes (see docs/geometry.md).
//
// A Table is not safe for concurrent use: it keeps scratch buffers so that the hot queries do
// not allocate, and resolv keeps package-level buffers. Run parallel games on separate Tables
// in separate processes, or behind one lock.
package physics
