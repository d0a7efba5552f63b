#!/usr/bin/env python3 -u
"""A SOCKS proxy on 127.0.0.1 for PhaseKit's tests: SOCKS 5 (RFC 1928, no authentication) and
SOCKS 4 / 4a, CONNECT only; an HTTP `CONNECT host:port` tunnel on the same port.

Started by the Swift `FixtureServer.startSOCKSProxy()` (Tests/_PhaseKitTestSupport) with
`python3 -u`, like the fixture server: it listens on an ephemeral port, prints `PORT <n>` on
stdout, and exits by itself after `--lifetime` seconds and as soon as stdin closes (the test
process died), so no proxy outlives a test run.

Each client's CONNECT target (an IPv4 or IPv6 address, or a name resolved here) is dialled and
the bytes are relayed both ways until both sides close; a reset from the target becomes a
reset toward the client, so a client through the proxy sees what a direct client would see.

Bookkeeping: every CONNECT is counted; `GET /__stats` sent straight to the proxy's port (not as
SOCKS) answers `{"connects": n}`.
"""

import argparse
import json
import select
import socket
import struct
import threading

from fixture_life import end_after

CONNECTS = 0
LOCK = threading.Lock()


def read_exactly(sock, count):
    data = b""
    while len(data) < count:
        chunk = sock.recv(count - len(data))
        if not chunk:
            raise ConnectionError("closed during the SOCKS greeting")
        data += chunk
    return data


def read_until_zero(sock):
    data = b""
    while len(data) < 1024:
        byte = read_exactly(sock, 1)
        if byte == b"\x00":
            return data
        data += byte
    raise ConnectionError("a SOCKS 4 field without its end")


def reset(sock):
    """Closes `sock` with a TCP reset (SO_LINGER 0) instead of a FIN."""
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    except OSError:
        pass
    sock.close()


def answer_stats(client, first):
    data = first
    while b"\r\n\r\n" not in data and len(data) < 8192:
        chunk = client.recv(4096)
        if not chunk:
            break
        data += chunk
    with LOCK:
        body = json.dumps({"connects": CONNECTS}).encode()
    client.sendall(
        b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %d\r\n"
        b"Connection: close\r\n\r\n%s" % (len(body), body)
    )
    client.close()


def handle(client):
    global CONNECTS
    try:
        first = client.recv(1, socket.MSG_PEEK)
        if first == b"G":
            answer_stats(client, b"")
            return
        if first == b"C":
            # An HTTP proxy's CONNECT tunnel (for https), on the same port.
            head = b""
            while b"\r\n\r\n" not in head and len(head) < 8192:
                chunk = client.recv(1)
                if not chunk:
                    raise OSError("closed in the CONNECT head")
                head += chunk
            authority = head.split(b" ")[1].decode()
            host, _, port = authority.rpartition(":")
            try:
                target = socket.create_connection((host.strip("[]"), int(port)), timeout=30)
                target.settimeout(None)
            except OSError:
                client.sendall(b"HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n")
                client.close()
                return
            with LOCK:
                CONNECTS += 1
            client.sendall(b"HTTP/1.1 200 Connection established\r\n\r\n")
            relay_both(client, target)
            return
        version, count = read_exactly(client, 2)
        if version == 4:
            # SOCKS 4: count is the command; then the port, the address and a user id; 4a puts
            # the name after the user id and 0.0.0.x in the address.
            command = count
            port = struct.unpack(">H", read_exactly(client, 2))[0]
            address = read_exactly(client, 4)
            read_until_zero(client)
            if address[:3] == b"\x00\x00\x00" and address[3] != 0:
                host = read_until_zero(client).decode("idna")
            else:
                host = socket.inet_ntop(socket.AF_INET, address)
            try:
                if command != 1:
                    raise OSError("not CONNECT")
                target = socket.create_connection((host, port), timeout=30)
                target.settimeout(None)
            except OSError:
                client.sendall(b"\x00\x5b" + b"\x00" * 6)
                client.close()
                return
            with LOCK:
                CONNECTS += 1
            client.sendall(b"\x00\x5a" + b"\x00" * 6)
            relay_both(client, target)
            return
        if version != 5:
            client.close()
            return
        methods = read_exactly(client, count)
        if 0 not in methods:
            client.sendall(b"\x05\xff")
            client.close()
            return
        client.sendall(b"\x05\x00")
        version, command, _, kind = read_exactly(client, 4)
        if kind == 1:
            host = socket.inet_ntop(socket.AF_INET, read_exactly(client, 4))
        elif kind == 4:
            host = socket.inet_ntop(socket.AF_INET6, read_exactly(client, 16))
        elif kind == 3:
            host = read_exactly(client, read_exactly(client, 1)[0]).decode("idna")
        else:
            client.sendall(b"\x05\x08\x00\x01" + b"\x00" * 6)
            client.close()
            return
        port = struct.unpack(">H", read_exactly(client, 2))[0]
        if command != 1:
            client.sendall(b"\x05\x07\x00\x01" + b"\x00" * 6)
            client.close()
            return
        try:
            target = socket.create_connection((host, port), timeout=30)
            target.settimeout(None)
        except OSError:
            client.sendall(b"\x05\x05\x00\x01" + b"\x00" * 6)
            client.close()
            return
        with LOCK:
            CONNECTS += 1
        client.sendall(b"\x05\x00\x00\x01" + b"\x7f\x00\x00\x01" + struct.pack(">H", 0))
    except (OSError, ConnectionError):
        client.close()
        return
    relay_both(client, target)


def relay_both(client, target):
    """Copies bytes both ways on this one thread until both sides have ended.

    One thread with select, not one per direction: a reset must reach the client at once, and
    a socket closed while another thread waits in recv on it sends nothing until that recv ends.
    """
    peer = {client: target, target: client}
    reading = {client, target}
    try:
        while reading:
            readable, _, _ = select.select(list(reading), [], [], 120)
            if not readable:
                return
            for sock in readable:
                try:
                    data = sock.recv(65536)
                except ConnectionResetError:
                    reset(peer[sock])
                    return
                if data:
                    peer[sock].sendall(data)
                else:
                    reading.discard(sock)
                    try:
                        peer[sock].shutdown(socket.SHUT_WR)
                    except OSError:
                        pass
    except OSError:
        pass
    finally:
        for sock in (client, target):
            try:
                sock.close()
            except OSError:
                pass


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lifetime", type=float, default=300)
    parser.add_argument("--no-stdin-watch", action="store_true")
    args = parser.parse_args()
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind(("127.0.0.1", 0))
    listener.listen(128)
    end_after(args.lifetime, watch_stdin=not args.no_stdin_watch)
    print("PORT %d" % listener.getsockname()[1], flush=True)
    while True:
        client, _ = listener.accept()
        threading.Thread(target=handle, args=(client,), daemon=True).start()


if __name__ == "__main__":
    main()
