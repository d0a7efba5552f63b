"""What every fixture process here shares: it ends when the test that started it goes away
(its stdin closes) or when its lifetime is up, and a TLS server wraps its socket one way.

Imported by the fixture scripts of this folder (the folder is copied whole, so a script started
as `python3 -u Fixtures/x.py` finds it beside itself).
"""

import os
import ssl
import sys
import threading


def exit_on_stdin_eof():
    """Reads stdin until it closes, then ends the process: the parent test is gone."""
    try:
        while sys.stdin.buffer.read(4096):
            pass
    except Exception:
        pass
    os._exit(0)


def end_after(lifetime, watch_stdin=True):
    """Ends the process after `lifetime` seconds, and when stdin closes unless told not to."""
    timer = threading.Timer(lifetime, lambda: os._exit(0))
    timer.daemon = True
    timer.start()
    if watch_stdin:
        threading.Thread(target=exit_on_stdin_eof, daemon=True).start()


def serve_tls(server, cert, key):
    """Wraps `server`'s listening socket in TLS with the certificate chain `cert` and `key`."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    return server
