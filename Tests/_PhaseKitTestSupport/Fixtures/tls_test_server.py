#!/usr/bin/env python3 -u
"""HTTPS servers on 127.0.0.1 with certificates of a certificate authority made at start.

Started by the Swift `FixtureServer.startTLSTestServer(directory:)` with `python3 -u` and
`--directory D`: it writes `D/ca.pem` (the authority a client may trust), serves on the port it
prints (`PORT <n>`) with a certificate for `IP:127.0.0.1` and `DNS:localhost`, and on the port
in `D/wrong-port` with one of the same authority for `DNS:wrong.example` only. It exits after
`--lifetime` seconds or when its stdin closes. Paths:

- `/body?n=N`: `200` with N bytes (8 by default: `x,y\\n1,2\\n`), `Content-Length` set.
- `/cut-notify`: `HTTP/1.1 200 OK\\r\\nContent-`, then close_notify and close.
- `/cut-fin`: the same head cut short, then a close without close_notify (a bare FIN).
- `/stall`: a head and 3 of 10 body bytes, a fourth 0.2 s later, then nothing for 20 s.
"""

import argparse
import os
import socket
import subprocess
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from fixture_life import end_after, serve_tls

CUT = b"HTTP/1.1 200 OK\r\nContent-"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        url = urlparse(self.path)
        self.close_connection = True
        if url.path in ("/cut-notify", "/cut-fin"):
            self.wfile.write(CUT)
            self.wfile.flush()
            try:
                if url.path == "/cut-notify":
                    self.connection.unwrap().shutdown(socket.SHUT_RDWR)
                else:
                    # The raw socket's shutdown: no close_notify.
                    socket.socket.shutdown(self.connection, socket.SHUT_RDWR)
            except OSError:
                pass
            return
        if url.path == "/stall":
            # The head, then nothing for 20 s: a client's idle timeout must end the wait.
            self.wfile.write(b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nabc")
            self.wfile.flush()
            time.sleep(0.2)
            self.wfile.write(b"d")
            self.wfile.flush()
            time.sleep(20)
            return
        count = int(parse_qs(url.query).get("n", ["8"])[0])
        body = b"x,y\n1,2\n" if count == 8 else b"1" * count
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def openssl(*arguments):
    subprocess.run(["openssl", *arguments], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def certificate(folder, name, names):
    key, cert = os.path.join(folder, name + ".key"), os.path.join(folder, name + ".pem")
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=" + name, "-days", "1",
            "-CA", os.path.join(folder, "ca.pem"), "-CAkey", os.path.join(folder, "ca.key"),
            "-addext", "subjectAltName=" + names, "-addext", "basicConstraints=CA:FALSE",
            "-keyout", key, "-out", cert)
    return cert, key


def serve(cert, key):
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    serve_tls(server, cert, key)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--directory", required=True)
    args = parser.parse_args()
    folder = args.directory
    openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=PhaseKit Test CA", "-days", "1",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            "-keyout", os.path.join(folder, "ca.key"), "-out", os.path.join(folder, "ca.pem"))
    good = serve(*certificate(folder, "localhost", "IP:127.0.0.1,DNS:localhost"))
    wrong = serve(*certificate(folder, "wrong", "DNS:wrong.example"))
    with open(os.path.join(folder, "wrong-port"), "w") as handle:
        handle.write(str(wrong))
    end_after(args.lifetime)
    print("PORT %d" % good, flush=True)
    threading.Event().wait()


if __name__ == "__main__":
    main()
