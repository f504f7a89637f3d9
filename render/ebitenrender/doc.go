// Package ebitenrender draws on Ebitengine images: the Canvas that puts render's table, tokens and
// overlays in the window, and the UI text. It is kept apart from render so that render, and
// the scenario preview built on it, draw PNGs without a window or Ebitengine.
package ebitenrender
