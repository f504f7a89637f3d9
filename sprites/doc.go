// Package sprites owns the models' tokens as images: each distinct token (its kind, wounds,
// whether it is picked up or Downed, a tray's facing) is drawn once, smoothly, at the current
// zoom, and then stamped wherever such a model stands. Drawn as images, a table full of models
// costs a few batched draw calls instead of hundreds of paths.
package sprites
