// Package screen runs the window: one stack of screens (the start screen, the table, the
// layout preview), of which the top one is updated and drawn, as Ebitengine's
// examples/blocks runs its scenes through a scene manager. It owns what every screen shares:
// the Ebitengine game the program runs, the redraw gate that draws a frame only when
// something changed, the input watch that tells it so, and the screenshots, timings and
// frame counts the command line asks for.
package screen
