// Package maps owns scenario files: the JSON format (docs/scenario-format.md), the loader that
// reads it with gjson and validates every field, naming each problem with its JSON path, and
// the built-in scenarios of the rulebook, embedded in the binary. A scenario is either loaded
// whole and valid or not at all.
package maps
