package physics

import (
	"math"
	"math/bits"
	"slices"
)

// bodyGridCell is the width, in inches, of the columns and rows of a search's body grid.
const bodyGridCell = 2.0

// bodyGrid finds, among a search's bases (sc.bodies), those whose bounds may meet a
// rectangle, without looking at each: a bit per base for every column of the table its
// bounds span, and for every row, each kept with the ORs of runs of 2, 4, 8... columns (or
// rows), so that the bases in a run of any length are two ORs away. The bits come in the
// order of sc.bodies (table order), so a move's first blocker is the same as when every base
// is tested in turn; each candidate's bounds are still tested exactly.
type bodyGrid struct {
	words      int      // 64-bit words per mask
	cols, rows int      // columns and rows of the table
	x, y       []uint64 // level k, column c, word w at [(k*cols+c)*words+w] (rows likewise)
	mask       []uint64 // the candidates of the last query
	all        []uint64 // every base
	bodies     []searchBody
	w, h       float64 // the table's size
	queries    int     // queries before the grid is built
	built      bool
}

// bodyGridAfter is how many queries a search makes before its grid is built, and
// bodyGridFewest how many bases it must have: a search that is a straight move in the open
// makes one or two queries, building costs about as much as twenty queries that look at
// each of 60 bases, and a query that looks at each of fewer than 32 costs little more than
// one that uses the grid. (Simulated games at Last Stop Gas never have so many, and run
// as before; the worst case's searches have 59.)
const (
	bodyGridAfter  = 16
	bodyGridFewest = 32
)

// reset starts a search's grid for the bases listed in bodies, on a table w by h inches:
// until it is built, a query returns every base.
func (gr *bodyGrid) reset(bodies []searchBody, w, h float64) {
	gr.bodies, gr.w, gr.h, gr.queries, gr.built = bodies, w, h, 0, false
	gr.words = (len(bodies) + 63) / 64
	gr.all = slices.Grow(gr.all[:0], gr.words)[:gr.words]
	for i := range gr.all {
		gr.all[i] = ^uint64(0)
	}
	if r := len(bodies) % 64; r != 0 {
		gr.all[gr.words-1] = 1<<r - 1
	}
}

// near returns the bases (bits over the list, in its order) whose bounds may meet the
// rectangle [minX, maxX]×[minY, maxY]: every base that does, and a few more.
func (gr *bodyGrid) near(minX, maxX, minY, maxY float64) []uint64 {
	if !gr.built {
		if gr.queries++; gr.queries < bodyGridAfter || len(gr.bodies) < bodyGridFewest {
			return gr.all
		}
		gr.build(gr.bodies, gr.w, gr.h)
		gr.built = true
	}
	return gr.query(minX, maxX, minY, maxY)
}

// build files the bases listed in bodies, on a table w by h inches.
func (gr *bodyGrid) build(bodies []searchBody, w, h float64) {
	gr.words = (len(bodies) + 63) / 64
	gr.cols, gr.rows = max(int(math.Ceil(w/bodyGridCell)), 1), max(int(math.Ceil(h/bodyGridCell)), 1)
	gr.x = gr.grow(gr.x, gr.cols)
	gr.y = gr.grow(gr.y, gr.rows)
	for i := range bodies {
		b := &bodies[i]
		w, bit := i/64, uint64(1)<<(i%64)
		for c := cellOf(b.lo.X, gr.cols); c <= cellOf(b.hi.X, gr.cols); c++ {
			gr.x[c*gr.words+w] |= bit
		}
		for c := cellOf(b.lo.Y, gr.rows); c <= cellOf(b.hi.Y, gr.rows); c++ {
			gr.y[c*gr.words+w] |= bit
		}
	}
	gr.runs(gr.x, gr.cols)
	gr.runs(gr.y, gr.rows)
	if cap(gr.mask) < gr.words {
		gr.mask = make([]uint64, gr.words)
	}
	gr.mask = gr.mask[:gr.words]
}

// levels is how many levels of runs a line of n cells has: runs of 1, 2, 4... up to n.
func levels(n int) int { return bits.Len(uint(n)) }

// grow returns buf cut to the runs of a line of n cells, cleared.
func (gr *bodyGrid) grow(buf []uint64, n int) []uint64 {
	size := levels(n) * n * gr.words
	if cap(buf) < size {
		buf = make([]uint64, size)
	}
	buf = buf[:size]
	clear(buf)
	return buf
}

// runs fills the levels above the first of a line of n cells: level k, cell c holds the
// bases of cells c to c+2^k-1.
func (gr *bodyGrid) runs(buf []uint64, n int) {
	words := gr.words
	for k := 1; k < levels(n); k++ {
		half := (1 << (k - 1)) * words
		dst, src := buf[k*n*words:(k+1)*n*words], buf[(k-1)*n*words:k*n*words]
		for i := 0; i+half < len(src); i++ {
			dst[i] = src[i] | src[i+half]
		}
	}
}

// cellOf is the column (or row) of a coordinate, clamped to the table: a monotone function,
// so two intervals that meet share a cell.
func cellOf(v float64, n int) int {
	c := int(v * (1 / bodyGridCell)) // towards zero: below 0 it is clamped all the same
	return min(max(c, 0), n-1)
}

// query sets gr.mask to the bases whose columns and rows meet those of the rectangle
// [minX, maxX]×[minY, maxY]: every base whose bounds meet it, and a few more.
func (gr *bodyGrid) query(minX, maxX, minY, maxY float64) []uint64 {
	x0, x1 := cellOf(minX, gr.cols), cellOf(maxX, gr.cols)
	y0, y1 := cellOf(minY, gr.rows), cellOf(maxY, gr.rows)
	kx, ky := levels(x1-x0+1)-1, levels(y1-y0+1)-1
	xa, xb := (kx*gr.cols+x0)*gr.words, (kx*gr.cols+x1+1-(1<<kx))*gr.words
	ya, yb := (ky*gr.rows+y0)*gr.words, (ky*gr.rows+y1+1-(1<<ky))*gr.words
	for w := range gr.mask {
		gr.mask[w] = (gr.x[xa+w] | gr.x[xb+w]) & (gr.y[ya+w] | gr.y[yb+w])
	}
	return gr.mask
}
