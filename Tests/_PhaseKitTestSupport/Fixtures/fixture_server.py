#!/usr/bin/env python3 -u
"""PhaseKit's fixture HTTP server: a real server on 127.0.0.1 with injectable faults.

Started by the Swift `FixtureServer` (Tests/_PhaseKitTestSupport) with `python3 -u`. It listens on
an ephemeral port, prints `PORT <n>` on stdout, and exits by itself after `--lifetime` seconds and
as soon as stdin closes (the test process died), so no server outlives a test run.

Every path answers; query parameters choose the behaviour (combine freely):

  status=N         answer with status N (default 200)
  fail_times=K     only the first K requests to this path get `status`; later ones get 200
  retry_after=S    add `Retry-After: S` to a failing answer (seconds, or an HTTP date verbatim)
  delay=S          wait S seconds before answering
  hang=1           never answer; the connection stays open until the client goes away
  drip=N           send an N-byte body one byte at a time ...
  drip_interval=S  ... with S seconds between bytes (default 0.05)
  truncate=1       announce a Content-Length larger than the body, send half, close
  reset=1          close the connection with a TCP reset instead of answering
  body=TEXT        the body (default `ok`)
  size=N           a body of N bytes of digits instead
  file=NAME        serve NAME from `--directory`
  etag=TAG         send `ETag: "TAG"`; answer 304 when If-None-Match carries it
  last_modified=D  send `Last-Modified: D`; answer 304 when If-Modified-Since equals it
  content_type=T   the Content-Type (default text/plain; charset=utf-8)
  no_length=1      omit Content-Length; the body ends when the connection closes
  gzip=1           send the body gzip-compressed, with `Content-Encoding: gzip`
  gzip_members=K   ... as K gzip members one after another (RFC 1952 allows it; `gzip -d` reads
                   them all), the body split into K nearly equal parts
  redirect=PATH    answer 302 with `Location: PATH` and a body of its own (`body`, `size`)
  echo=1           answer with a JSON object of the request's method, path and headers

Reliability faults (H9; checked before the parameters above):
  endless=1        200 with no Content-Length and a body of digits that never ends ...
  rate=B           ... sent at about B bytes per second (default: as fast as possible)
  gzip_bomb=N      a gzip body (`Content-Encoding: gzip`) that decodes to N zero bytes; its
                   compressed Content-Length is about N/1000 (with chunked=K: chunked instead)
  hang_after=N     announce `size` (default 10*N) bytes, send the first N, then hang
  hold_after=N     announce `size` (default 10*N) bytes, send the first N, then wait for
                   /__release?path=PATH (or the client leaving, or 120 s) and send the rest: a
                   body caught half-way however slowly the client's side is scheduled
  good_times=K     the first K requests to this path get the normal body; later ones get
                   `then_body` (default: empty), still 200 — "an empty 200 after a good one"
  then_body=TEXT   the body served after `good_times` ran out (a header only, invalid values, ...)
  then_hang=1      ... or, after `good_times` ran out, hang instead (a good copy, then a dead server)
  not_http=1       answer with bytes that are not HTTP, then close
  redirect_loop=1  answer 302 with `Location:` this very path and query, forever
  The server also listens on [::1] with the same port when it can (IPv6 literal URLs).

HTTP framing and encodings (the socket transport's tests; combine with body / size / file):
  chunked=N        send the body `Transfer-Encoding: chunked` (HTTP/1.1), chunk sizes cycling
                   N, 1, 3N+1, 17 ...
  chunk_ext=1      ... with chunk extensions (`;name=value`) on every size line
  trailers=1       ... and trailer fields after the last chunk
  deflate=1        send the body zlib-compressed with `Content-Encoding: deflate`;
  deflate=raw      ... or as raw deflate (no zlib header), as some servers do
  split_head=N     write the status line and headers N bytes at a time, each its own TCP segment
  interim=1        send `100 Continue` and `103 Early Hints` before the real answer
  raw=BASE64       write these bytes (URL-safe base64) verbatim as the whole answer, then close
  redirect_status=N  the status of a `redirect=` answer (default 302)
  hops=K           answer 302 to this same path with hops=K-1 until K is 0, then normally
  dup_header=1     send `X-Dup: a` and `X-Dup: b` (a repeated field)
  POST / PUT bodies are echoed as "body" by echo=1.

Bookkeeping (never counted):
  GET /__stats         {"paths": {path: count}, "total": n, "inflight": {path: n},
                        "max_inflight": {path: n}}
  GET /__stats?path=P  {"path": P, "count": n, "inflight": n, "max_inflight": n}
  GET /__wait?path=P&count=N&timeout=S
                       answers, like /__stats?path=P, once P has had N requests since the last
                       reset, or after S seconds (default 30); "reached" says which
  GET /__reset         zero all counters

Scripted paths (for `phasekit watch` tests; a separate block, kept apart from the parameters
above): a test can change what a path answers while a client keeps requesting the same URL.
  GET /__set?path=P&k=v...     from now on, requests to P behave as if `k=v...` were their query
                               (these win over the request's own parameters); `/__set?path=P`
                               alone clears it
  GET /__script?path=P&steps=J&cycle=1
                               J is a JSON list of parameter objects; the n-th request to P after
                               this call uses step n (the last step repeats, or with cycle=1 the
                               list starts over); replaces any /__set of P
"""

import argparse
import gzip
import json
import os
import select
import signal
import socket
import struct
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from fixture_life import end_after


class Stats:
    """Per-path request counters, shared by all handler threads."""

    def __init__(self):
        self.lock = threading.Lock()
        self.changed = threading.Condition(self.lock)
        self.counts = {}
        self.inflight = {}
        self.max_inflight = {}

    def begin(self, path):
        with self.lock:
            count = self.counts.get(path, 0) + 1
            self.counts[path] = count
            current = self.inflight.get(path, 0) + 1
            self.inflight[path] = current
            self.max_inflight[path] = max(self.max_inflight.get(path, 0), current)
            self.changed.notify_all()
            return count

    def end(self, path):
        with self.lock:
            self.inflight[path] = self.inflight.get(path, 1) - 1

    def reset(self):
        with self.lock:
            self.counts.clear()
            self.inflight = {k: v for k, v in self.inflight.items() if v > 0}
            self.max_inflight.clear()

    def wait_for(self, path, count, timeout):
        """Blocks until `path` has had `count` requests or `timeout` seconds have passed."""
        with self.changed:
            reached = self.changed.wait_for(lambda: self.counts.get(path, 0) >= count, timeout)
        return dict(self.snapshot(path), reached=bool(reached))

    def snapshot(self, path=None):
        with self.lock:
            if path is not None:
                return {
                    "path": path,
                    "count": self.counts.get(path, 0),
                    "inflight": self.inflight.get(path, 0),
                    "max_inflight": self.max_inflight.get(path, 0),
                }
            return {
                "paths": dict(self.counts),
                "total": sum(self.counts.values()),
                "inflight": dict(self.inflight),
                "max_inflight": dict(self.max_inflight),
            }


STATS = Stats()
DIRECTORY = None


class Control:
    """Per-path scripted behaviour set by /__set and /__script (see the module docstring)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.fixed = {}
        self.scripts = {}
        self.gates = {}

    def set(self, path, params):
        with self.lock:
            self.scripts.pop(path, None)
            if params:
                self.fixed[path] = params
            else:
                self.fixed.pop(path, None)

    def script(self, path, steps, cycle):
        with self.lock:
            self.fixed.pop(path, None)
            self.scripts[path] = {"steps": steps, "cycle": cycle, "next": 0}

    def gate(self, path):
        """The event a `hold_after` answer to `path` waits on (set by /__release)."""
        with self.lock:
            return self.gates.setdefault(path, threading.Event())

    def release(self, path):
        self.gate(path).set()

    def apply(self, path, query):
        with self.lock:
            if path in self.fixed:
                return {**query, **self.fixed[path]}
            script = self.scripts.get(path)
            if not script or not script["steps"]:
                return query
            steps, index = script["steps"], script["next"]
            step = steps[index % len(steps)] if script["cycle"] else steps[min(index, len(steps) - 1)]
            script["next"] = index + 1
            return {**query, **{k: str(v) for k, v in step.items()}}


CONTROL = Control()


class Handler(BaseHTTPRequestHandler):
    # HTTP/1.0: one request per connection, so a fault never leaks into the next request.
    protocol_version = "HTTP/1.0"
    # The process in the Server header, so a test can tell this server from another one that
    # took its port after it stopped.
    server_version = "PhaseKitFixture/1 (pid %d)" % os.getpid()

    def log_message(self, format, *args):
        if VERBOSE:
            sys.stderr.write("fixture: " + (format % args) + "\n")

    def do_HEAD(self):
        self.handle_any(send_body=False)

    def do_GET(self):
        self.handle_any(send_body=True)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.request_body = self.rfile.read(length) if length else b""
        self.handle_any(send_body=True)

    do_PUT = do_POST
    do_DELETE = do_GET

    # -- bookkeeping ----------------------------------------------------------------------------

    def handle_any(self, send_body):
        parts = urlsplit(self.path)
        path = parts.path
        query = {k: v[-1] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        if path == "/__stats":
            return self.send_json(STATS.snapshot(query.get("path")))
        if path == "/__wait":
            return self.send_json(
                STATS.wait_for(query.get("path", ""), int(query.get("count", "1")),
                               float(query.get("timeout", "30"))))
        if path == "/__reset":
            STATS.reset()
            return self.send_json({"reset": True})
        if path == "/__set":
            target = query.pop("path", "")
            CONTROL.set(target, query)
            return self.send_json({"set": target, "params": query})
        if path == "/__script":
            target = query.get("path", "")
            steps = json.loads(query.get("steps", "[]"))
            CONTROL.script(target, steps, query.get("cycle") == "1")
            return self.send_json({"script": target, "steps": len(steps)})
        if path == "/__release":
            CONTROL.release(query.get("path", ""))
            return self.send_json({"released": query.get("path", "")})
        query = CONTROL.apply(path, query)
        number = STATS.begin(path)
        try:
            self.serve(path, query, number, send_body)
        except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError, socket.timeout):
            pass
        finally:
            STATS.end(path)

    def send_json(self, obj, status=200):
        body = json.dumps(obj, sort_keys=True).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    # -- faults ---------------------------------------------------------------------------------

    def serve(self, path, query, number, send_body):
        if self.serve_reliability_fault(query, number, send_body):
            return
        delay = float(query.get("delay", 0) or 0)
        if delay > 0:
            time.sleep(delay)
        if query.get("hang") == "1":
            return self.hang()
        if query.get("reset") == "1":
            return self.reset_connection()
        if query.get("echo") == "1":
            return self.send_json({
                "method": self.command,
                "path": self.path,
                "headers": {k.lower(): v for k, v in self.headers.items()},
                "body": getattr(self, "request_body", b"").decode("utf-8", "replace"),
            })
        if "raw" in query:
            import base64
            self.wfile.write(base64.urlsafe_b64decode(query["raw"]))
            self.wfile.flush()
            self.close_connection = True
            return
        if "hops" in query and int(query["hops"]) > 0:
            rest = {k: v for k, v in query.items()}
            rest["hops"] = str(int(query["hops"]) - 1)
            from urllib.parse import urlencode
            self.send_response(302)
            self.send_header("Location", path + "?" + urlencode(rest))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return

        if "redirect" in query:
            body = self.make_body(query) or b""
            self.send_response(int(query.get("redirect_status", 302)))
            self.send_header("Location", query["redirect"])
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if send_body:
                self.wfile.write(body)
            return

        status = int(query.get("status", 200))
        fail_times = query.get("fail_times")
        if fail_times is not None and number > int(fail_times):
            status = 200

        body = self.make_body(query)
        if body is None:
            return self.send_json({"error": "no such file", "file": query.get("file")}, 404)

        headers = {"Content-Type": query.get("content_type", "text/plain; charset=utf-8")}
        etag = query.get("etag")
        last_modified = query.get("last_modified")
        if status == 200:
            if etag:
                headers["ETag"] = '"%s"' % etag
            if last_modified:
                headers["Last-Modified"] = last_modified
            inm = self.headers.get("If-None-Match")
            ims = self.headers.get("If-Modified-Since")
            if (etag and inm and etag in [t.strip().strip('"').removeprefix('W/"')
                                          for t in inm.split(",")]) or \
               (last_modified and ims and ims == last_modified and not etag):
                status, body = 304, b""
        elif "retry_after" in query:
            headers["Retry-After"] = query["retry_after"]
        if query.get("gzip") == "1" and body:
            members = max(1, int(query.get("gzip_members", 1)))
            step = -(-len(body) // members)
            body = b"".join(gzip.compress(body[i:i + step]) for i in range(0, len(body), step))
            headers["Content-Encoding"] = "gzip"
        if query.get("deflate") in ("1", "raw") and body:
            import zlib
            compressor = zlib.compressobj(6, zlib.DEFLATED, -15 if query["deflate"] == "raw" else 15)
            body = compressor.compress(body) + compressor.flush()
            headers["Content-Encoding"] = "deflate"
        if query.get("dup_header") == "1":
            headers["X-Dup"] = "a"

        if query.get("interim") == "1":
            self.wfile.write(b"HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\n")
        if "chunked" in query:
            self.protocol_version = "HTTP/1.1"
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        if query.get("dup_header") == "1":
            self.send_header("x-dup", "b")
        if "chunked" in query:
            return self.send_chunked(body if send_body and status != 304 else b"", query)
        if "split_head" in query and query.get("no_length") != "1":
            self.send_header("Content-Length", str(len(body)))
            return self.send_split(body if send_body else b"", int(query["split_head"]))

        if "drip" in query:
            return self.drip(int(query["drip"]), float(query.get("drip_interval", 0.05)))
        if query.get("truncate") == "1":
            self.send_header("Content-Length", str(len(body) * 2 + 10))
            self.end_headers()
            self.wfile.write(body[: len(body) // 2])
            self.wfile.flush()
            return self.reset_connection()
        if query.get("no_length") != "1":
            self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if send_body and status != 304:
            self.wfile.write(body)

    # -- reliability faults (H9) ---------------------------------------------------------------

    def serve_reliability_fault(self, query, number, send_body):
        """Serves the H9 faults; returns False when none applies."""
        if query.get("not_http") == "1":
            self.wfile.write(b"SSH-2.0-OpenSSH_9.6\r\nthis is not HTTP\r\n\r\n")
            self.wfile.flush()
            self.close_connection = True
            return True
        if query.get("redirect_loop") == "1":
            self.send_response(302)
            self.send_header("Location", self.path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return True
        if query.get("endless") == "1":
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.end_headers()
            chunk = b"0123456789" * 6554
            pause = len(chunk) / float(query["rate"]) if "rate" in query else 0
            while True:
                self.wfile.write(chunk)
                if pause:
                    time.sleep(pause)
        if "gzip_bomb" in query:
            body = gzip_bomb(int(query["gzip_bomb"]))
            if "chunked" in query:
                self.protocol_version = "HTTP/1.1"
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Encoding", "gzip")
            if "chunked" in query:
                self.send_chunked(body if send_body else b"", query)
                return True
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if send_body:
                self.wfile.write(body)
            return True
        if "hang_after" in query:
            count = int(query["hang_after"])
            total = int(query.get("size", count * 10))
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(total))
            self.end_headers()
            self.wfile.write((b"0123456789" * (count // 10 + 1))[:count])
            self.wfile.flush()
            self.hang()
            return True
        if "hold_after" in query:
            count = int(query["hold_after"])
            total = int(query.get("size", count * 10))
            body = (b"0123456789" * (total // 10 + 1))[:total]
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:count])
            self.wfile.flush()
            if self.wait_for_release(CONTROL.gate(self.path.split("?")[0]), 120.0):
                self.wfile.write(body[count:])
                self.wfile.flush()
            return True
        if "good_times" in query and number > int(query["good_times"]):
            if query.get("then_hang") == "1":
                self.hang()
                return True
            body = query.get("then_body", "").encode()
            self.send_response(200)
            self.send_header("Content-Type", query.get("content_type", "text/plain; charset=utf-8"))
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if send_body:
                self.wfile.write(body)
            return True
        return False

    def make_body(self, query):
        if "file" in query:
            if DIRECTORY is None:
                return None
            name = os.path.normpath(query["file"]).lstrip(os.sep)
            full = os.path.join(DIRECTORY, name)
            if not os.path.isfile(full):
                return None
            with open(full, "rb") as f:
                return f.read()
        if "size" in query:
            n = int(query["size"])
            return (b"0123456789" * (n // 10 + 1))[:n]
        return query.get("body", "ok").encode()

    def send_chunked(self, body, query):
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.close_connection = True
        self.end_headers()
        base = max(1, int(query["chunked"]))
        sizes = [base, 1, 3 * base + 1, 17]
        ext = ";name=value;q=\"x y\"" if query.get("chunk_ext") == "1" else ""
        offset, index = 0, 0
        out = []
        while offset < len(body):
            n = min(sizes[index % len(sizes)], len(body) - offset)
            out.append(b"%x%s\r\n" % (n, ext.encode()) + body[offset:offset + n] + b"\r\n")
            offset += n
            index += 1
        out.append(b"0%s\r\n" % ext.encode())
        if query.get("trailers") == "1":
            out.append(b"X-Checksum: 42\r\nX-More: yes\r\n")
        out.append(b"\r\n")
        self.wfile.write(b"".join(out))

    def send_split(self, body, step):
        # The head as buffered by send_header, written a few bytes per TCP segment.
        self._headers_buffer.append(b"\r\n")
        head = b"".join(self._headers_buffer)
        self._headers_buffer = []
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for i in range(0, len(head), max(1, step)):
            self.wfile.write(head[i:i + step])
            self.wfile.flush()
            time.sleep(0.002)
        self.wfile.write(body)

    def drip(self, count, interval):
        self.send_header("Content-Length", str(count))
        self.end_headers()
        self.wfile.flush()
        for _ in range(count):
            self.wfile.write(b"x")
            self.wfile.flush()
            time.sleep(interval)

    def wait_for_release(self, gate, timeout):
        """Waits until `gate` is set; False when the client left or `timeout` passed first."""
        conn = self.connection
        deadline = time.monotonic() + timeout
        while not gate.wait(0.05):
            if time.monotonic() > deadline:
                return False
            readable, _, _ = select.select([conn], [], [], 0)
            if readable:
                try:
                    if not conn.recv(4096, socket.MSG_PEEK):
                        return False
                except OSError:
                    return False
        return True

    def hang(self):
        # Wait until the client closes the connection (or the server's lifetime ends), so a hung
        # request holds one thread only as long as its client cares.
        conn = self.connection
        while True:
            readable, _, _ = select.select([conn], [], [], 1.0)
            if readable:
                try:
                    if not conn.recv(4096):
                        return
                except OSError:
                    return

    def reset_connection(self):
        # SO_LINGER with a zero timeout turns close() into a TCP RST.
        try:
            self.wfile.flush()
        except OSError:
            pass
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True


GZIP_BOMBS = {}
GZIP_BOMBS_LOCK = threading.Lock()


def gzip_bomb(size):
    """A gzip stream of `size` zero bytes: one deflate block of 1 MiB of zeros, ended with a full
    flush so that it stands alone, repeated; never `size` bytes in memory, and a 2 GiB bomb is
    made in half a second."""
    with GZIP_BOMBS_LOCK:
        if size not in GZIP_BOMBS:
            import struct
            import zlib
            block = 1 << 20
            zeros = bytes(block)
            compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
            piece = compressor.compress(zeros) + compressor.flush(zlib.Z_FULL_FLUSH)
            full, rest = divmod(size, block)
            crc = 0
            for _ in range(full):
                crc = zlib.crc32(zeros, crc)
            last = zlib.compressobj(9, zlib.DEFLATED, -15)
            tail = last.compress(bytes(rest)) + last.flush()
            crc = zlib.crc32(bytes(rest), crc)
            header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
            trailer = struct.pack("<II", crc & 0xFFFFFFFF, size & 0xFFFFFFFF)
            GZIP_BOMBS[size] = header + piece * full + tail + trailer
        return GZIP_BOMBS[size]


class Server6(ThreadingHTTPServer):
    address_family = socket.AF_INET6
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 4096


def serve_ipv6_too(port):
    """Listens on [::1] with the IPv4 port too, when the machine has IPv6 loopback."""
    try:
        server6 = Server6(("::1", port), Handler)
    except OSError:
        return
    threading.Thread(target=server6.serve_forever, kwargs={"poll_interval": 0.5}, daemon=True).start()


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 4096

    def handle_error(self, request, client_address):
        # Clients that go away mid-answer are part of the tests, not errors worth a traceback.
        exc = sys.exc_info()[1]
        if isinstance(exc, (BrokenPipeError, ConnectionResetError, OSError)):
            return
        super().handle_error(request, client_address)


def main():
    global DIRECTORY, VERBOSE
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--directory", default=None)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--no-stdin-watch", action="store_true")
    args = parser.parse_args()
    DIRECTORY = os.path.abspath(args.directory) if args.directory else None
    VERBOSE = args.verbose

    # Children of Swift Testing inherit a blocked SIGTERM; unblock it so `kill` works as expected.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

    server = Server(("127.0.0.1", args.port), Handler)
    end_after(args.lifetime, watch_stdin=not args.no_stdin_watch)
    serve_ipv6_too(server.server_address[1])
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever(poll_interval=0.5)


VERBOSE = False

if __name__ == "__main__":
    main()
