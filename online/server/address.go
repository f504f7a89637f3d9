package server

import (
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"time"
)

// addrList is a set of addresses and networks, from flags such as -trusted.
type addrList []netip.Prefix

// parseAddrs reads addresses ("127.0.0.1", "::1") and networks ("10.0.0.0/8").
func parseAddrs(what string, list []string) (addrList, error) {
	var out addrList
	for _, s := range list {
		if p, err := netip.ParsePrefix(s); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(s)
		if err != nil {
			return nil, fmt.Errorf("%s: %q is neither an address (127.0.0.1) nor a network (10.0.0.0/8)", what, s)
		}
		out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
	}
	return out, nil
}

func (l addrList) has(a netip.Addr) bool {
	for _, p := range l {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientAddr is the address a request came from: its peer's, or, when the peer is one of
// the server's reverse proxies, the last address the proxy added to X-Forwarded-For.
func (s *Server) clientAddr(r *http.Request) netip.Addr {
	peer := addrOf(r.RemoteAddr)
	if !s.proxies.has(peer) {
		return peer
	}
	fwd := r.Header.Values("X-Forwarded-For")
	if len(fwd) == 0 {
		return peer
	}
	parts := strings.Split(fwd[len(fwd)-1], ",")
	if a, err := netip.ParseAddr(strings.TrimSpace(parts[len(parts)-1])); err == nil {
		return a.Unmap()
	}
	return peer
}

func addrOf(hostport string) netip.Addr {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	a, err := netip.ParseAddr(host)
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap()
}

// perAddress keeps what each address is using: its connections, and its allowance of new
// rooms. Trusted addresses are not counted.
type perAddress struct {
	mu    sync.Mutex
	conns map[netip.Addr]int
	rooms map[netip.Addr]*bucket
}

func newPerAddress() *perAddress {
	return &perAddress{conns: map[netip.Addr]int{}, rooms: map[netip.Addr]*bucket{}}
}

// connect counts a connection from a, or says why not.
func (s *Server) connect(a netip.Addr) error {
	if s.trusted.has(a) {
		return nil
	}
	p := s.addrs
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.conns[a] >= s.opt.MaxPerAddress {
		return fmt.Errorf("your address already has %d connections to this server, the most it takes: close one first", s.opt.MaxPerAddress)
	}
	p.conns[a]++
	return nil
}

// disconnect forgets a connection connect counted.
func (s *Server) disconnect(a netip.Addr) {
	if s.trusted.has(a) {
		return
	}
	p := s.addrs
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.conns[a]--; p.conns[a] <= 0 {
		delete(p.conns, a)
	}
}

// mayCreate spends one of a's new rooms, or says when it may create the next.
func (s *Server) mayCreate(a netip.Addr, now time.Time) error {
	if s.trusted.has(a) {
		return nil
	}
	p := s.addrs
	p.mu.Lock()
	defer p.mu.Unlock()
	perSecond := s.opt.RoomsPerHour / 3600
	for k, b := range p.rooms { // forget addresses whose allowance is full again
		if b.full(now) {
			delete(p.rooms, k)
		}
	}
	b := p.rooms[a]
	if b == nil {
		b = newBucket(perSecond, s.opt.RoomBurst, now)
		p.rooms[a] = b
	}
	if !b.allow(now) {
		wait := time.Duration((1 - b.tokens) / perSecond * float64(time.Second)).Round(time.Second)
		return fmt.Errorf("your address has created %d rooms lately, the most this server allows (%g an hour): try again in %v", s.opt.RoomBurst, s.opt.RoomsPerHour, wait)
	}
	return nil
}
