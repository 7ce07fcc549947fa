"""A test LTI 1.3 platform: a real HTTP server on a loopback port, in the test process, with
its own RSA key and key set, that does what an LMS does for a tool.

- ``/course?as=<user>&link=<resource link>`` (or ``&kind=deeplink``) is a course page that
  frames the launch, as an LMS does; ``/start`` posts the third-party login initiation to
  the tool; ``/auth`` is the OIDC auth endpoint: it checks the tool's request and posts back
  an id_token it signs (RS256, its own kid).
- ``/jwks`` is its key set; ``/token`` checks the tool's client credentials assertion against
  the tool's key set and hands out an access token; ``/lineitems/<link>/scores`` records the
  scores it gets (with the token they came with).
- ``/memberships`` is the course's Names and Roles service: for an access token with its
  scope, the members of USERS, two a page (``Link: <…>; rel="next"``); ``memberships_fail``
  makes it answer 500.
- ``/deep-link-return`` verifies the tool's deep linking response against the tool's key set
  and makes each content item an activity (a resource link) of the course.

``id_token(...)`` builds a launch token directly, for the refusal tests that post it with a
plain HTTP client.
"""

from __future__ import annotations

import html
import json
import secrets
import threading
import time
import urllib.parse
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import jwt
import requests
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import rsa

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
DL = "https://purl.imsglobal.org/spec/lti-dl/claim/"
AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"
SCOPE = "https://purl.imsglobal.org/spec/lti-ags/scope/"
NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice"
NRPS_SCOPE = "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly"
NRPS_TYPE = "application/vnd.ims.lti-nrps.v2.membershipcontainer+json"
ROLES = {
    "instructor": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"],
    "learner": ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
}
USERS = {
    "teacher": {"sub": "lms-user-teacher-1", "role": "instructor", "name": "Ms Rivera"},
    "learner": {"sub": "lms-user-learner-7", "role": "learner", "name": "Sam Lee"},
    "learner2": {"sub": "lms-user-learner-8", "role": "learner", "name": "Kim Park"},
    "teacher2": {"sub": "lms-user-teacher-2", "role": "instructor", "name": "Mr Haddad"},
}


def rsa_key() -> tuple[str, dict]:
    """(private PEM, public JWK with kid and alg)."""
    private = rsa.generate_private_key(public_exponent=65537, key_size=2048)
    pem = private.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    ).decode()
    public = json.loads(jwt.algorithms.RSAAlgorithm.to_jwk(private.public_key()))
    public.update(kid=secrets.token_hex(8), alg="RS256", use="sig")
    return pem, public


@dataclass
class TestPlatform:
    client_id: str = "clover-tool-client"
    deployment_id: str = "deployment-1"
    context: dict = field(
        default_factory=lambda: {"id": "course-101", "label": "PHY7", "title": "Physics 7B"}
    )
    tool_url: str = ""
    # what the platform got: scores, access tokens handed out, deep linking responses
    scores: list = field(default_factory=list)
    tokens: dict = field(default_factory=dict)
    deep_links: list = field(default_factory=list)
    # resource links of the course: id -> {"title", "custom"}
    links: dict = field(default_factory=dict)
    # Names and Roles: the pages asked for, and whether the service fails
    membership_pages: list = field(default_factory=list)
    memberships_fail: bool = False

    def __post_init__(self):
        self.private_key, self.public_jwk = rsa_key()
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self.server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    # the registration the tool's admin enters
    @property
    def registration(self) -> dict:
        return {
            "name": "Test LMS",
            "issuer": self.url,
            "client_id": self.client_id,
            "auth_login_url": f"{self.url}/auth",
            "auth_token_url": f"{self.url}/token",
            "key_set_url": f"{self.url}/jwks",
        }

    def start(self) -> TestPlatform:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    def tool_keys(self) -> dict:
        return requests.get(f"{self.tool_url}/lti/jwks.json", timeout=10).json()

    def verify_tool_jwt(self, token: str, *, audience: str) -> dict:
        """A JWT the tool signed, verified with the tool's published key set."""
        kid = jwt.get_unverified_header(token)["kid"]
        key = next(k for k in self.tool_keys()["keys"] if k["kid"] == kid)
        return jwt.decode(
            token, jwt.PyJWK(key).key, algorithms=["RS256"], audience=audience, leeway=5
        )

    def id_token(
        self,
        *,
        user: str,
        nonce: str,
        link: str | None = None,
        kind: str = "resource",
        key: str | None = None,
        **overrides,
    ) -> str:
        """A signed launch of ``user`` (a key of USERS) for resource ``link`` or a deep
        linking request; ``overrides`` replace claims, ``key`` signs instead of the
        platform's key (under the platform's kid)."""
        person = USERS[user]
        now = int(time.time())
        claims = {
            "iss": self.url,
            "aud": self.client_id,
            "sub": person["sub"],
            "iat": now,
            "exp": now + 300,
            "nonce": nonce,
            "name": person["name"],
            f"{LTI}version": "1.3.0",
            f"{LTI}deployment_id": self.deployment_id,
            f"{LTI}roles": ROLES[person["role"]],
            f"{LTI}context": {**self.context, "type": ["CourseSection"]},
            f"{LTI}launch_presentation": {"locale": "en-US", "document_target": "iframe"},
            f"{LTI}target_link_uri": f"{self.tool_url}/lti/launch/",
            NRPS: {
                "context_memberships_url": f"{self.url}/memberships",
                "service_versions": ["2.0"],
            },
        }
        if kind == "deeplink":
            claims[f"{LTI}message_type"] = "LtiDeepLinkingRequest"
            claims[f"{DL}deep_linking_settings"] = {
                "deep_link_return_url": f"{self.url}/deep-link-return",
                "accept_types": ["ltiResourceLink"],
                "accept_presentation_document_targets": ["iframe", "window"],
                "accept_multiple": False,
                "data": "platform-opaque-data",
            }
        else:
            claims[f"{LTI}message_type"] = "LtiResourceLinkRequest"
            claims[f"{LTI}resource_link"] = {"id": link, "title": self.links[link]["title"]}
            claims[f"{LTI}custom"] = self.links[link]["custom"]
            claims[AGS] = {
                "scope": [f"{SCOPE}lineitem", f"{SCOPE}result.readonly", f"{SCOPE}score"],
                "lineitems": f"{self.url}/lineitems",
                "lineitem": f"{self.url}/lineitems/{link}",
            }
        claims.update(overrides)
        headers = {"kid": self.public_jwk["kid"]}
        return jwt.encode(claims, key or self.private_key, algorithm="RS256", headers=headers)

    def login_params(self, *, user: str, link: str | None = None, kind: str = "resource"):
        hint = json.dumps({"link": link, "kind": kind})
        return {
            "iss": self.url,
            "login_hint": user,
            "lti_message_hint": hint,
            "target_link_uri": f"{self.tool_url}/lti/launch/",
            "client_id": self.client_id,
            "lti_deployment_id": self.deployment_id,
        }


def _autopost(action: str, fields: dict) -> bytes:
    inputs = "".join(
        f'<input type="hidden" name="{html.escape(k)}" value="{html.escape(str(v))}">'
        for k, v in fields.items()
    )
    return (
        f'<!doctype html><form id="f" method="post" action="{html.escape(action)}">{inputs}'
        "</form><script>document.getElementById('f').submit()</script>"
    ).encode()


def _handler(platform: TestPlatform):
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args):
            pass

        def _send(self, status: int, body: bytes, content_type="text/html; charset=utf-8"):
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def _json(self, status: int, data: dict):
            self._send(status, json.dumps(data).encode(), "application/json")

        def _form(self) -> dict:
            length = int(self.headers.get("Content-Length") or 0)
            raw = self.rfile.read(length).decode()
            if not self.headers.get("Content-Type", "").startswith(
                "application/x-www-form-urlencoded"
            ):
                return {"_body": raw}
            return {k: v[0] for k, v in urllib.parse.parse_qs(raw).items()}

        def do_GET(self):
            url = urllib.parse.urlsplit(self.path)
            query = {k: v[0] for k, v in urllib.parse.parse_qs(url.query).items()}
            if url.path == "/jwks":
                return self._json(200, {"keys": [platform.public_jwk]})
            if url.path == "/favicon.ico":
                return self._send(204, b"")
            if url.path == "/course":
                start = f"/start?{url.query}"
                body = (
                    "<!doctype html><title>Test LMS course</title><h1>Physics 7B</h1>"
                    f'<iframe id="lms-frame" src="{html.escape(start)}" '
                    'style="width:1100px;height:900px"></iframe>'
                )
                return self._send(200, body.encode())
            if url.path == "/start":
                params = platform.login_params(
                    user=query["as"], link=query.get("link"), kind=query.get("kind", "resource")
                )
                return self._send(200, _autopost(f"{platform.tool_url}/lti/login/", params))
            if url.path == "/auth":
                return self._auth(query)
            if url.path == "/memberships":
                return self._memberships(int(query.get("page", "1")))
            return self._send(404, b"not found")

        def _memberships(self, page: int):
            token = self.headers.get("Authorization", "").removeprefix("Bearer ")
            if NRPS_SCOPE not in platform.tokens.get(token, []):
                return self._json(401, {"error": "no token with the membership scope"})
            if self.headers.get("Accept") != NRPS_TYPE:
                return self._json(406, {"error": "a membership container"})
            platform.membership_pages.append(page)
            if platform.memberships_fail:
                return self._json(500, {"error": "the LMS is down"})
            members = [
                {
                    "status": "Active",
                    "name": person["name"],
                    "user_id": person["sub"],
                    "roles": ROLES[person["role"]],
                }
                for person in USERS.values()
            ]
            body = json.dumps(
                {
                    "id": f"{platform.url}/memberships",
                    "context": platform.context,
                    "members": members[2 * (page - 1) : 2 * page],
                }
            ).encode()
            self.send_response(200)
            self.send_header("Content-Type", NRPS_TYPE)
            self.send_header("Content-Length", str(len(body)))
            if 2 * page < len(members):
                self.send_header(
                    "Link", f'<{platform.url}/memberships?page={page + 1}>; rel="next"'
                )
            self.end_headers()
            self.wfile.write(body)

        def _auth(self, query: dict):
            expected = f"{platform.tool_url}/lti/launch/"
            if (
                query.get("client_id") != platform.client_id
                or query.get("redirect_uri") != expected
                or query.get("response_type") != "id_token"
                or query.get("scope") != "openid"
                or not query.get("nonce")
            ):
                return self._send(400, b"bad authentication request")
            hint = json.loads(query["lti_message_hint"])
            token = platform.id_token(
                user=query["login_hint"],
                nonce=query["nonce"],
                link=hint.get("link"),
                kind=hint.get("kind", "resource"),
            )
            fields = {"id_token": token, "state": query["state"]}
            return self._send(200, _autopost(expected, fields))

        def do_POST(self):
            url = urllib.parse.urlsplit(self.path)
            form = self._form()
            if url.path == "/token":
                return self._token(form)
            if url.path.startswith("/lineitems/") and url.path.endswith("/scores"):
                return self._score(url.path.split("/")[2], form)
            if url.path == "/deep-link-return":
                return self._deep_link_return(form)
            return self._send(404, b"not found")

        def _token(self, form: dict):
            try:
                claims = platform.verify_tool_jwt(
                    form["client_assertion"], audience=f"{platform.url}/token"
                )
            except (KeyError, jwt.InvalidTokenError, StopIteration):
                return self._json(401, {"error": "invalid_client"})
            if claims["iss"] != platform.client_id or claims["sub"] != platform.client_id:
                return self._json(401, {"error": "invalid_client"})
            token = secrets.token_urlsafe(16)
            platform.tokens[token] = form.get("scope", "").split()
            return self._json(200, {"access_token": token, "token_type": "Bearer"})

        def _score(self, link: str, form: dict):
            token = self.headers.get("Authorization", "").removeprefix("Bearer ")
            if f"{SCOPE}score" not in platform.tokens.get(token, []):
                return self._json(401, {"error": "no token with the score scope"})
            if self.headers.get("Content-Type") != "application/vnd.ims.lis.v1.score+json":
                return self._json(415, {"error": "a score"})
            platform.scores.append({"link": link, **json.loads(form["_body"])})
            return self._json(200, {})

        def _deep_link_return(self, form: dict):
            claims = platform.verify_tool_jwt(form["JWT"], audience=platform.url)
            assert claims["iss"] == platform.client_id
            assert claims[f"{LTI}message_type"] == "LtiDeepLinkingResponse"
            assert claims[f"{DL}data"] == "platform-opaque-data"
            platform.deep_links.append(claims)
            titles = []
            for item in claims[f"{DL}content_items"]:
                link = f"link-{len(platform.links) + 1}"
                platform.links[link] = {
                    "title": item["title"],
                    "custom": item.get("custom", {}),
                    "url": item.get("url"),
                    "lineItem": item.get("lineItem"),
                }
                titles.append(f'<li data-link="{link}">{html.escape(item["title"])}</li>')
            body = f"<!doctype html><h1>Activity added</h1><ul>{''.join(titles)}</ul>"
            return self._send(200, body.encode())

    return Handler
