// Package render owns drawing the table: terrain by kind and level, the grid, markers, model
// tokens and the overlays (tape measure, sight lines, routes). It draws through the Canvas
// interface in table inches, so the same code draws the window (EbitenCanvas) and, later,
// the scenario preview's PNG.
package render
