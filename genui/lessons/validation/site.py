"""A loopback HTTP server for the validator: the pages under validation (each under
its own ``/v/<token>/``) and the project's static files (runtime, three.js), as the site
serves them (`genui.core.static.static_file_path`: hashed names once collected).

Static files are served with a cache lifetime, and the validator's pages share one
browser context, so three.js and the runtime are fetched and compiled once, not on
every page load.
"""

from __future__ import annotations

import mimetypes
import secrets
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from django.conf import settings

from genui.core.static import static_file_path

Resource = tuple[bytes, str, dict]  # body, content type, extra headers


class LessonSite:
    def __init__(self) -> None:
        self._pages: dict[str, dict[str, Resource]] = {}
        self._static: dict[str, Resource | None] = {}
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self.static_prefix = "/" + settings.STATIC_URL.strip("/") + "/"

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> LessonSite:
        site = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                found = site.resource(self.path.split("?", 1)[0])
                if found is None:
                    self.send_error(404)
                    return
                body, content_type, headers = found
                self.send_response(200)
                self.send_header("Content-Type", content_type)
                self.send_header("Content-Length", str(len(body)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, name="lesson-site", daemon=True).start()
        return self

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def publish(self, resources: dict[str, Resource]) -> str:
        """Serve ``resources`` (relative paths, "" for the page itself) under a fresh
        token; returns the page's URL path."""
        token = secrets.token_hex(8)
        with self._lock:
            self._pages[token] = resources
        return f"/v/{token}/"

    def withdraw(self, path: str) -> None:
        with self._lock:
            self._pages.pop(path.strip("/").split("/")[1], None)

    def resource(self, path: str) -> Resource | None:
        if path.startswith("/v/"):
            _, _, token, *rest = path.split("/", 3)
            with self._lock:
                return self._pages.get(token, {}).get(rest[0] if rest else "")
        if path.startswith(self.static_prefix):
            return self._static_file(path[len(self.static_prefix) :])
        return None

    def _static_file(self, path: str) -> Resource | None:
        if path not in self._static:
            found = static_file_path(path) if ".." not in path else None
            if found is None:
                self._static[path] = None
            else:
                content_type = mimetypes.guess_type(found)[0] or "application/octet-stream"
                if found.suffix in (".js", ".mjs"):
                    content_type = "text/javascript"
                # Pages under validation are sandboxed (an opaque origin): their module
                # scripts and the catalog are CORS requests, as on the site.
                headers = {
                    "Cache-Control": "public, max-age=86400",
                    "Access-Control-Allow-Origin": "*",
                }
                self._static[path] = (Path(found).read_bytes(), content_type, headers)
        return self._static[path]
