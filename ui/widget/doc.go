// Package widget holds what the window's screens draw with: buttons with their shortcuts and
// help (and where they are, for scripted tests), tips that explain what the pointer rests on,
// the colours of panels and text, word wrapping, and sheets of text drawn over a screen (with
// the list of save slots).
package widget
