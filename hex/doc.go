// Package hex owns boards of hexes laid on the table (the hex-tile games of issue 18): hexes
// in axial coordinates with whole-number arithmetic (neighbours, distance, rings, ranges,
// rotation, "surrounded"), where they lie on the table (pointy-topped, a size in inches, an
// origin), tiles of hexes with numbered hexes 1–6, exits and walls, laid at open exits as
// the map is revealed, movement that walls and closed doors stop (reachable hexes, shortest
// routes, the nearest free hex), and exact line of sight between hex centres. Sight works in
// a whole-number frame in which every centre and corner is a lattice point, so no rounding
// can decide a grazing line. What stands on an edge is a grid.Barrier, shared with boards of
// squares. The maths follows Red Blob Games' guide to hexagonal grids. Nothing here knows a
// game's rules.
package hex
