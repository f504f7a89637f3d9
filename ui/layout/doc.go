// Package layout is the layout preview (-preview FILE): a scenario file's table drawn as the
// preview's PNG is, redrawn whenever the file changes, with its problems listed over it.
package layout
