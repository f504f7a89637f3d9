package web

import (
	"bytes"
	"compress/gzip"
	"strings"

	"github.com/andybalholm/brotli"
)

// brotliQuality is the Brotli level the WebAssembly is compressed at: about a sixth smaller
// than gzip's best in seconds; the top levels save more but take minutes on 25 MB.
const brotliQuality = 6

// Brotli compresses data as the WebAssembly is sent to browsers that accept Brotli.
func Brotli(data []byte) ([]byte, error) {
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotliQuality, LGWin: 24})
	if _, err := bw.Write(data); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Gzip compresses data at the best compression, for browsers without Brotli.
func Gzip(data []byte) ([]byte, error) {
	var b bytes.Buffer
	zw, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(data); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// accepts reports whether an Accept-Encoding header lists a coding (not refused with q=0).
func accepts(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if !strings.EqualFold(strings.TrimSpace(name), coding) {
			continue
		}
		q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
		return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
	}
	return false
}
