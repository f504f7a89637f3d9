// Package grid owns boards of squares laid on the table: squares and their neighbours,
// walls and doors on the squares' edges, orthogonal movement that walls and closed doors
// stop, and line of sight by the centre-line rule: a straight line from the centre of one
// square to the centre of the other is blocked if it touches a wall at any point, its ends
// included. Every query is exact: the board works in whole numbers (twice the square
// coordinates), so no rounding can decide a grazing line. A board sits on the table at an
// origin and a size in inches, so games played in squares share the table's drawing and
// measures. Nothing here knows a game's rules.
package grid
