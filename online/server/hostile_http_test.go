package server

import (
	"net/http"
	"strings"
	"testing"
)

// Defect 6: a page on another site created rooms, and one client created 490 rooms in a
// minute, each with a scenario file as big as 4 MB.
func TestRoomCreationRefusesOtherSitesNonJSONFloodsAndHugeScenarios(t *testing.T) {
	rs := startStrict(t, "", Options{RoomBurst: 3, MaxScenario: 64 << 10})
	room := `{"scenario":"dockside-depot"}`
	if code, body := post(t, rs.base, room, map[string]string{"Origin": "https://evil.example"}); code != http.StatusForbidden {
		t.Errorf("a page of another site: %d %s", code, body)
	}
	if code, body := post(t, rs.base, room, map[string]string{"Content-Type": "text/plain"}); code != http.StatusUnsupportedMediaType {
		t.Errorf("a form's text/plain body: %d %s", code, body)
	}
	huge := `{"scenarioFile":{"name":"` + strings.Repeat("x", 100<<10) + `"}}`
	if code, body := post(t, rs.base, huge, nil); code != http.StatusBadRequest && code != http.StatusRequestEntityTooLarge {
		t.Errorf("a 100 KB scenario with a limit of 64 KB: %d %.200s", code, body)
	}
	if code, body := post(t, rs.base, room, map[string]string{"Origin": rs.base}); code != http.StatusOK {
		t.Errorf("the server's own page: %d %s", code, body)
	}
	post(t, rs.base, room, nil)
	if code, body := post(t, rs.base, room, nil); code != http.StatusTooManyRequests || !strings.Contains(body, "try again") {
		t.Errorf("a fourth room at once with a burst of 3: %d %s", code, body)
	}
	if n := rs.srv.Stats().Stored; n != 2 {
		t.Errorf("%d rooms stored, want the 2 allowed", n)
	}
	trusted := startStrict(t, "", Options{RoomBurst: 1, Trusted: []string{"127.0.0.1"}})
	for i := range 3 {
		if code, body := post(t, trusted.base, room, nil); code != http.StatusOK {
			t.Fatalf("room %d from a trusted address: %d %s", i+1, code, body)
		}
	}
	proxied := startStrict(t, "", Options{RoomBurst: 1, Proxies: []string{"127.0.0.1"}})
	for _, from := range []string{"203.0.113.7", "203.0.113.8"} {
		if code, body := post(t, proxied.base, room, map[string]string{"X-Forwarded-For": "10.1.1.1, " + from}); code != http.StatusOK {
			t.Errorf("the first room of %s behind the proxy: %d %s", from, code, body)
		}
	}
	if code, _ := post(t, proxied.base, room, map[string]string{"X-Forwarded-For": "203.0.113.8"}); code != http.StatusTooManyRequests {
		t.Errorf("a second room of 203.0.113.8 behind the proxy: %d", code)
	}
}
