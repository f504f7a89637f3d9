// Package sprites will own the models' and markers' artwork, drawn in code (nothing is
// downloaded). Until the desktop-table issue, tokens are drawn directly by package render.
package sprites
