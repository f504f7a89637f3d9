// Package render owns drawing the table: terrain by kind and level with its texture (drawn in
// code from a hash of each piece's id, never from the game's dice), the grid, markers, model
// tokens (survivors, zombies by type, their states, the marks where zombies fell), the
// overlays (tape measure, sight lines, routes, the spawn points the Director may choose), the
// legend, and the scenario layout with its inch scale. One palette (palette.go) serves every
// target. It draws through the Canvas interface in table inches, so one drawing path has two
// targets: the window (package render/ebitenrender) and a PNG (ImageCanvas, for the scenario
// preview), drawn without a window or Ebitengine.
package render
