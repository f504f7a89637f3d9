package screen

// Stack holds the window's screens: the top one is on show, the ones under it wait for it
// to be popped. A change made during a tick shows from that tick's drawing on.
type Stack struct {
	screens []Screen
	w, h    int // the window's size, once known
}

// NewStack makes a stack with its first screen at the bottom.
func NewStack(first Screen) *Stack {
	return &Stack{screens: []Screen{first}}
}

// Top is the screen on show; nil once the last one was popped.
func (s *Stack) Top() Screen {
	if len(s.screens) == 0 {
		return nil
	}
	return s.screens[len(s.screens)-1]
}

// Len is how many screens are on the stack.
func (s *Stack) Len() int { return len(s.screens) }

// Push shows a screen over the one on show, which comes back when it is popped.
func (s *Stack) Push(sc Screen) {
	s.screens = append(s.screens, sc)
	s.place(sc)
}

// Replace shows a screen instead of the one on show.
func (s *Stack) Replace(sc Screen) {
	if len(s.screens) == 0 {
		s.Push(sc)
		return
	}
	s.screens[len(s.screens)-1] = sc
	s.place(sc)
}

// Pop takes the screen on show away; popping the last one closes the window.
func (s *Stack) Pop() {
	if len(s.screens) > 0 {
		s.screens[len(s.screens)-1] = nil
		s.screens = s.screens[:len(s.screens)-1]
	}
}

// Size is the window's size in pixels, 0×0 before it is known.
func (s *Stack) Size() (w, h int) { return s.w, s.h }

// resize notes the window's size; the first time, the screen on show is placed.
func (s *Stack) resize(w, h int) {
	first := s.w == 0
	s.w, s.h = w, h
	if first {
		if top := s.Top(); top != nil {
			placeIn(top, w, h)
		}
	}
}

// place places a screen just put on the stack, when the window's size is known.
func (s *Stack) place(sc Screen) {
	if s.w > 0 {
		placeIn(sc, s.w, s.h)
	}
}

func placeIn(sc Screen, w, h int) {
	if p, ok := sc.(Placer); ok {
		p.Place(w, h)
	}
}
