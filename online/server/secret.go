package server

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"strings"
)

// Invite secrets and room ids are made here, on the server, and only here: the table (and
// its browser build, which would otherwise carry Go's cryptography) reads codes and links
// (package online) but never makes them.

// secretBytes is the size of an invite secret: 160 bits from crypto/rand, far past guessing.
const secretBytes = 20

// roomIDBytes is the size of a room's id (not a secret: it only names the room).
const roomIDBytes = 5

var code32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// newSecret returns a fresh invite secret in lower-case base32.
func newSecret() (string, error) { return randomText(secretBytes) }

// newRoomID returns a fresh room id in lower-case base32.
func newRoomID() (string, error) { return randomText(roomIDBytes) }

func randomText(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("no randomness for a secret: %v", err)
	}
	return strings.ToLower(code32.EncodeToString(b)), nil
}

// hashSecret is what the server stores of a secret: its SHA-256. (A secret of 160 random bits
// needs no slow hash: nobody can try enough of them.)
func hashSecret(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}
