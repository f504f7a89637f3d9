package server

import "testing"

func TestSecretsAreLongAndFresh(t *testing.T) {
	a, err := newSecret()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := newSecret()
	if len(a) < 32 || a == b {
		t.Fatalf("secrets %q and %q: want 32 characters (160 bits) or more, each new", a, b)
	}
	if len(hashSecret(a)) != 32 {
		t.Fatalf("a secret's hash is %d bytes, want SHA-256's 32", len(hashSecret(a)))
	}
}
