// Package render owns drawing the table: terrain by kind and level, the grid, markers, model
// tokens, the overlays (tape measure, sight lines, routes) and the scenario layout with its
// inch scale and legend. It draws through the Canvas interface in table inches, so one drawing
// path has two targets: the window (package render/ebitenrender) and a PNG (ImageCanvas, for
// the scenario preview), drawn without a window or Ebitengine.
package render
