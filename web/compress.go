package web

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os/exec"
	"strconv"
	"strings"

	"github.com/andybalholm/brotli"
)

// Brotli's settings for the WebAssembly: its highest quality and largest window. The file is
// compressed once a build and downloaded at every visit, so the slow level pays: at level 11
// the download is about a fifth smaller than at level 6 (docs/performance.md).
const (
	brotliQuality = 11
	brotliWindow  = 24 // log2 of the window: 16 MB, the most the format allows
)

// Brotli compresses data as the WebAssembly is sent to browsers that accept Brotli, at
// Brotli's highest quality. It runs the brotli command (Google's encoder; scripts/web and
// scripts/test install it) when it is on PATH: on a 30 MB file it takes about a minute
// where the Go encoder, used without it, takes several.
func Brotli(data []byte) ([]byte, error) {
	if path, err := exec.LookPath("brotli"); err == nil {
		return brotliCommand(path, data)
	}
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotliQuality, LGWin: brotliWindow})
	if _, err := bw.Write(data); err != nil {
		return nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// brotliCommand compresses data with the brotli command at path.
func brotliCommand(path string, data []byte) ([]byte, error) {
	cmd := exec.Command(path, "-q", strconv.Itoa(brotliQuality), "-w", strconv.Itoa(brotliWindow), "-c")
	cmd.Stdin = bytes.NewReader(data)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("brotli: %v: %s", err, strings.TrimSpace(errOut.String()))
	}
	return out.Bytes(), nil
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
