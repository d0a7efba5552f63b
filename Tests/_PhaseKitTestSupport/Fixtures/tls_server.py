#!/usr/bin/env python3 -u
"""An HTTPS server on 127.0.0.1 with a self-signed certificate that no client trusts.

Started by the Swift `FixtureServer.startUntrustedTLSServer()` with `python3 -u`, like the fixture
server: it prints `PORT <n>` when it listens and exits after `--lifetime` seconds or when its
stdin closes. Every request is answered `200` with a small CSV; a client that checks
certificates never gets that far. The certificate is made at start with the `openssl` tool.
"""

import argparse
import os
import subprocess
import tempfile
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from fixture_life import end_after, serve_tls


class Handler(BaseHTTPRequestHandler):
    def do_GET(self):
        body = b"x,y\n1,2\n"
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--no-stdin-watch", action="store_true")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="phasekit-tls-")
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
         "-days", "1", "-keyout", key, "-out", cert],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    serve_tls(server, cert, key)
    end_after(args.lifetime, watch_stdin=not args.no_stdin_watch)
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
