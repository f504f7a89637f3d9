package main

import (
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
)

func TestBadFlagsSayWhatIsWrong(t *testing.T) {
	cases := map[string][]string{
		"not host:port":   {"-addr", "8090"},
		"-db is empty":    {"-db", ""},
		"-max-message":    {"-max-message", "10"},
		"must both be":    {"-rate", "0"},
		"must start with": {"-public", "games.example.org"},
		"unexpected":      {"games.db"},
		"not defined":     {"-port", "1"},
		"-max-per-seat":   {"-max-per-seat", "0"},
		"-ping":           {"-ping", "0s"},
		"-gc-percent":     {"-gc-percent", "5"},
	}
	for want, args := range cases {
		_, err := parse(args, io.Discard)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v (want %q)", args, err, want)
		}
	}
	if c, err := parse(nil, io.Discard); err != nil || c.addr != "127.0.0.1:8090" {
		t.Fatalf("the defaults: %+v %v", c, err)
	}
}

func TestOnlyLoopbackAddressesCountAsThisMachine(t *testing.T) {
	for addr, want := range map[string]bool{"127.0.0.1:80": true, "[::1]:80": true, "0.0.0.0:80": false, "192.168.1.4:80": false} {
		a, err := net.ResolveTCPAddr("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := loopback(a); got != want {
			t.Errorf("%s: loopback %v", addr, got)
		}
	}
}

func TestProfilesAreServedOnThisMachineOnly(t *testing.T) {
	if _, err := servePprof("0.0.0.0:0", io.Discard); err == nil || !strings.Contains(err.Error(), "this machine only") {
		t.Errorf("profiles on every address: %v", err)
	}
	ln, err := servePprof("127.0.0.1:0", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	resp, err := http.Get("http://" + ln.Addr().String() + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), "goroutine profile") {
		t.Errorf("the goroutine profile: %d %.200s", resp.StatusCode, body)
	}
}
