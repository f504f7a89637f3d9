package main

import (
	"io"
	"strings"
	"testing"
)

func TestItRefusesEveryServerNotOnThisMachine(t *testing.T) {
	for _, bad := range []string{"http://10.0.0.5:8090", "http://192.168.1.2", "http://example.org", "https://8.8.8.8", "ftp://127.0.0.1", "127.0.0.1:8090"} {
		if _, err := parse([]string{"-server", bad}, io.Discard); err == nil {
			t.Errorf("%s was accepted", bad)
		}
	}
	for _, ok := range []string{"http://127.0.0.1:8090", "http://localhost:1", "http://[::1]:80", "http://127.0.0.2:9"} {
		if _, err := parse([]string{"-server", ok}, io.Discard); err != nil {
			t.Errorf("%s: %v", ok, err)
		}
	}
	if _, err := parse([]string{"-rooms", "0"}, io.Discard); err == nil || !strings.Contains(err.Error(), "-rooms") {
		t.Errorf("-rooms 0: %v", err)
	}
}
