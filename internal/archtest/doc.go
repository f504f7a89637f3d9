// Package archtest holds tests of the project's structure: which packages may import what,
// and that every package says what it owns.
package archtest
