//go:build race

package rules_test

// raceBuild: the tests run under the race detector.
const raceBuild = true
