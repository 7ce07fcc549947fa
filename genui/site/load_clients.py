"""``bench_load``'s simulated clients, written into one `Ledger` (`genui.site.load_ledger`).

A teacher keeps one studio websocket open (reconnecting, then ``follow``-ing its job after
the last event it saw, when the socket drops) and asks for one lesson at a time: it sends
``generate``, follows the job to its end (``done``, ``failed``, ``topic_unknown``
included, or ``cancelled``), thinks a while, and asks again. A partner account runs
``partner_lanes`` such loops over the REST API: ``POST /api/v1/generations`` (one
Idempotency-Key per lesson, kept across retries), then the job's Server-Sent Events,
resumed with ``Last-Event-ID`` when a stream ends early. A refused request (studio
``queue_full`` or ``rate_limited``, API 429) is counted and sent again after the
Retry-After it was given.

When the duration is over the clients send no new request; with ``drain="cancel"`` each
cancels its job if that has not started (a queued job ends at once), then every client
follows its job to the end until the grace period is over.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import time
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass

from genui.site.bench import PROMPTS, UNKNOWN_TOPIC_PROMPT, BenchServer, studio_generate_message
from genui.site.load_ledger import JobRecord, Ledger
from genui.site.load_memory import MemoryLog, memory_watch

# One request in six asks for a topic the demo model does not know, as teachers do.
LOAD_PROMPTS = [*PROMPTS, UNKNOWN_TOPIC_PROMPT]
CLOSED_BY_SERVER_ERROR = 1011  # a websocket close code
PROGRESS_SECONDS = 30


@dataclass(frozen=True)
class LoadPlan:
    teachers: int
    partners: int
    partner_lanes: int  # jobs a partner account keeps in flight, one event stream each
    duration: float  # seconds during which clients send requests
    grace: float  # seconds after that for the jobs in flight to end
    think: float  # mean seconds between a job's end and its client's next request
    ramp: float  # clients start at random moments within this many seconds
    # "cancel": at the stop, clients cancel their jobs not started yet; "wait": they do not
    drain: str
    seed: int


class LoadRun:
    """The clock and the stop signal the clients share."""

    def __init__(self, server: BenchServer, plan: LoadPlan, ledger: Ledger) -> None:
        self.server, self.plan, self.ledger = server, plan, ledger
        self.stopping = asyncio.Event()

    async def sleep(self, seconds: float) -> None:
        """Sleep, or less when the clients are told to stop."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stopping.wait(), max(0.0, seconds))

    def rng(self, account: str) -> random.Random:
        return random.Random(f"{self.plan.seed}:{account}")

    def should_cancel(self, record: JobRecord) -> bool:
        return (
            self.plan.drain == "cancel"
            and self.stopping.is_set()
            and record.started is None
            and record.final is None
            and not record.cancel_sent
        )


async def load_run(
    server: BenchServer,
    plan: LoadPlan,
    log: Callable[[str], None],
    memory: MemoryLog | None = None,
    during: Callable[[Ledger], Awaitable[None]] | None = None,
) -> Ledger:
    """Run every client for the plan's duration, then the grace period; the ledger. With
    ``memory``, the server's processes' resident memory is sampled into it meanwhile, from
    the start to the end of the grace period (`genui.site.load_memory`). With ``during``
    (`genui.site.load_chaos`), the clients send requests until ``during(ledger)`` returns,
    not for the plan's duration."""
    ledger = Ledger(began=time.perf_counter())
    load = LoadRun(server, plan, ledger)
    clients = [_Teacher(load, n, key) for n, key in enumerate(server.accounts["teachers"], 1)]
    clients += [
        _PartnerLane(load, n, lane, key)
        for n, key in enumerate(server.accounts["partners"], 1)
        for lane in range(1, plan.partner_lanes + 1)
    ]
    tasks = [asyncio.create_task(_guarded(client.run(), ledger, log)) for client in clients]
    progress = asyncio.create_task(_progress(ledger, log))
    watchers = [progress]
    if memory is not None:

        def pids() -> tuple[int | None, int | None]:
            return server.web_pid, (server.worker.pid if server.worker else None)

        watchers.append(asyncio.create_task(memory_watch(memory, ledger.began, pids, log)))
    if during is None:
        await asyncio.wait(tasks, timeout=plan.duration)
    else:
        injector = asyncio.create_task(during(ledger))
        try:
            await injector
        except Exception as error:
            ledger.client_error(f"chaos crashed: {type(error).__name__}")
            log("".join(traceback.format_exception(error)))
    ledger.stopped = time.perf_counter()
    load.stopping.set()
    log(f"stopped sending after {ledger.stopped - ledger.began:.0f} s; draining")
    await asyncio.wait(tasks, timeout=plan.grace)
    for task in [*tasks, *watchers]:
        task.cancel()
    await asyncio.gather(*tasks, *watchers, return_exceptions=True)
    return ledger


async def _guarded(client, ledger: Ledger, log) -> None:
    try:
        await client
    except Exception as error:
        ledger.client_error(f"client crashed: {type(error).__name__}")
        log("".join(traceback.format_exception(error)))


async def _progress(ledger: Ledger, log) -> None:
    while True:
        await asyncio.sleep(PROGRESS_SECONDS)
        jobs = list(ledger.jobs.values())
        log(
            f"{time.perf_counter() - ledger.began:5.0f} s: {ledger.requests} requests, "
            f"{sum(ledger.refused.values())} refused, {len(jobs)} jobs accepted, "
            f"{sum(r.started is not None for r in jobs)} started, "
            f"{sum(r.final is not None for r in jobs)} ended"
        )


class _Teacher:
    def __init__(self, load: LoadRun, number: int, session: str) -> None:
        self.load, self.ledger = load, load.ledger
        self.account = f"teacher-{number:02d}"
        self.headers = load.server.session_headers(session)
        self.rng = load.rng(self.account)
        self.record: JobRecord | None = None  # the job being followed
        self.sent: float | None = None  # a generate request awaiting its answer
        self.socket = None

    async def run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidStatus

        await self.load.sleep(self.rng.uniform(0, self.load.plan.ramp))
        watcher = asyncio.create_task(self._cancel_at_stop())
        try:
            while True:
                try:
                    async with connect(
                        self.load.server.ws_url("/ws/studio/"),
                        origin=self.load.server.origin,
                        additional_headers=self.headers,
                    ) as socket:
                        self.socket = socket
                        await self._converse(socket)
                        return
                except InvalidStatus as refused:
                    _http_error(self.ledger, "studio handshake", refused.response.status_code)
                except ConnectionClosed as closed:
                    if closed.rcvd is not None and closed.rcvd.code == CLOSED_BY_SERVER_ERROR:
                        self.ledger.server_error()
                except (OSError, TimeoutError) as error:
                    self.ledger.client_error(f"studio socket: {type(error).__name__}")
                self.socket = None
                self.ledger.reconnects += 1
                if self.sent is not None:  # no answer came: whether a job exists is unknown
                    self.ledger.client_error("studio request unanswered")
                    self.sent = None
                await asyncio.sleep(1)
        finally:
            watcher.cancel()

    def _in_flight(self) -> bool:
        return self.record is not None and self.record.final is None

    async def _converse(self, socket) -> None:
        if self._in_flight():
            follow = {"type": "follow", "job": self.record.job, "after": self.record.last_seq}
            await socket.send(json.dumps(follow))
            if self.load.should_cancel(self.record):
                await self._cancel(socket)
        while True:
            if not self._in_flight() and self.sent is None:
                if self.record is not None:
                    self.record = None
                    await self.load.sleep(self.rng.uniform(0, 2 * self.load.plan.think))
                if self.load.stopping.is_set():
                    return
                self.sent = time.perf_counter()
                self.ledger.requests += 1
                await socket.send(studio_generate_message(self.rng.choice(LOAD_PROMPTS)))
            message = json.loads(await socket.recv())
            await self._received(socket, message, time.perf_counter())

    async def _received(self, socket, message: dict, at: float) -> None:
        kind = message.get("type")
        if kind == "accepted" and self.sent is not None:
            self.record = self.ledger.accepted(
                JobRecord(message["job"], self.account, "teacher", self.sent, at)
            )
            self.sent = None
            if self.load.should_cancel(self.record):
                await self._cancel(socket)
        elif kind == "error":
            code = message.get("code") or "error"
            if code in ("queue_full", "rate_limited") and self.sent is not None:
                self.ledger.refused[code] += 1
                self.sent = None
                await self.load.sleep(float(message.get("retry_after") or 1))
            else:
                self.ledger.client_error(f"studio error: {code}")
                if self.sent is not None:
                    self.sent = None
                    await asyncio.sleep(1)
        elif "seq" in message and self.record is not None and message["job"] == self.record.job:
            self.record.event(message, at)
        else:
            self.ledger.client_error(f"studio unexpected message: {kind}")

    async def _cancel(self, socket) -> None:
        self.record.cancel_sent = True
        await socket.send(json.dumps({"type": "cancel", "job": self.record.job}))

    async def _cancel_at_stop(self) -> None:
        from websockets.exceptions import ConnectionClosed

        await self.load.stopping.wait()
        if self.socket is not None and self.record and self.load.should_cancel(self.record):
            try:
                await self._cancel(self.socket)
            except ConnectionClosed:  # sent again on the next socket
                self.record.cancel_sent = False


class _PartnerLane:
    def __init__(self, load: LoadRun, number: int, lane: int, key: str) -> None:
        self.load, self.ledger = load, load.ledger
        self.account = f"partner-{number}"
        self.name = f"{self.account}-lane-{lane:02d}"
        self.rng = load.rng(self.name)
        self.auth = {"Authorization": f"Bearer {key}"}
        self.port = load.server.port

    async def run(self) -> None:
        await self.load.sleep(self.rng.uniform(0, self.load.plan.ramp))
        lesson = 0
        while not self.load.stopping.is_set():
            lesson += 1
            record = await self._create(f"bench-{self.name}-{lesson}")
            if record is None:
                return
            watcher = asyncio.create_task(self._cancel_at_stop(record))
            try:
                await self._follow(record)
            finally:
                watcher.cancel()
            await self.load.sleep(self.rng.uniform(0, self.load.plan.think))

    async def _create(self, idempotency_key: str) -> JobRecord | None:
        text, subject, language = self.rng.choice(LOAD_PROMPTS)
        body = {"prompt": text, "subject": subject, "grade": "middle", "language": language}
        headers = {**self.auth, "Idempotency-Key": idempotency_key}
        while not self.load.stopping.is_set():
            sent = time.perf_counter()
            self.ledger.requests += 1
            try:
                response = await _http(self.port, "POST", "/api/v1/generations", headers, body)
                answer = _json_object(await response.read())
            except (OSError, ValueError, asyncio.IncompleteReadError) as error:
                # sent again with the same key: a job it did create is returned, not doubled
                self.ledger.client_error(f"api POST: {type(error).__name__}")
                await asyncio.sleep(1)
                continue
            if response.status == 202:
                record = JobRecord(answer["id"], self.account, "partner", sent, time.perf_counter())
                return self.ledger.accepted(record)
            if response.status == 429:
                self.ledger.refused[answer.get("code", "429")] += 1
                await self.load.sleep(_retry_after(response))
                continue
            _http_error(self.ledger, f"api POST {answer.get('code', '')}", response.status)
            if response.status < 500:
                return None  # a request this benchmark should not have made
            await asyncio.sleep(1)
        return None

    async def _follow(self, record: JobRecord) -> None:
        path = f"/api/v1/generations/{record.job}/events"
        while record.final is None:
            headers = {**self.auth, "Accept": "text/event-stream"}
            if record.seqs:
                headers["Last-Event-ID"] = str(record.last_seq)
            try:
                response = await _http(self.port, "GET", path, headers)
                if response.status == 200:
                    async for message in _sse_messages(response):
                        record.event(message, time.perf_counter())
                    if record.final is None:  # the stream ended early: resume it
                        self.ledger.reconnects += 1
                    continue
                await response.read()
            except (OSError, ValueError, asyncio.IncompleteReadError) as error:
                self.ledger.client_error(f"api events: {type(error).__name__}")
                self.ledger.reconnects += 1
                await asyncio.sleep(1)
                continue
            if response.status == 429:
                self.ledger.streams_refused += 1
                await asyncio.sleep(_retry_after(response))
            else:
                _http_error(self.ledger, "api events", response.status)
                await asyncio.sleep(1)

    async def _cancel_at_stop(self, record: JobRecord) -> None:
        await self.load.stopping.wait()
        while self.load.should_cancel(record):
            path = f"/api/v1/generations/{record.job}"
            try:
                response = await _http(self.port, "DELETE", path, self.auth)
                await response.read()
            except (OSError, ValueError, asyncio.IncompleteReadError) as error:
                self.ledger.client_error(f"api DELETE: {type(error).__name__}")
                await asyncio.sleep(1)
                continue
            if response.status in (200, 202, 409):  # cancelled, stopping, already over
                record.cancel_sent = True
            elif response.status == 429:
                await asyncio.sleep(_retry_after(response))
            else:
                _http_error(self.ledger, "api DELETE", response.status)
                return


def _http_error(ledger: Ledger, what: str, status: int) -> None:
    if status >= 500:
        ledger.server_error()
    else:
        ledger.client_error(f"{what}: {status}")


def _json_object(raw: bytes) -> dict:
    """A JSON object's fields; nothing for any other body (an error page, say)."""
    try:
        answer = json.loads(raw)
    except ValueError:
        return {}
    return answer if isinstance(answer, dict) else {}


def _retry_after(response: HttpResponse) -> float:
    try:
        return max(1.0, float(response.headers.get("retry-after", "1")))
    except ValueError:
        return 1.0


@dataclass
class HttpResponse:
    """An HTTP/1.1 response whose body has not been read yet (the connection closes after)."""

    status: int
    headers: dict[str, str]
    reader: asyncio.StreamReader
    writer: asyncio.StreamWriter

    async def chunks(self) -> AsyncIterator[bytes]:
        """The body as it arrives (chunked, sized or up to the end of the connection)."""
        try:
            if self.headers.get("transfer-encoding", "").lower() == "chunked":
                while size := int((await self.reader.readline()).split(b";")[0], 16):
                    yield await self.reader.readexactly(size)
                    await self.reader.readline()
            elif "content-length" in self.headers:
                yield await self.reader.readexactly(int(self.headers["content-length"]))
            else:
                while chunk := await self.reader.read(65536):
                    yield chunk
        finally:
            self.writer.close()

    async def read(self) -> bytes:
        return b"".join([chunk async for chunk in self.chunks()])


async def _http(
    port: int, method: str, path: str, headers: dict, body=None, content_type="application/json"
) -> HttpResponse:
    """One request on a fresh loopback connection; the response with its body unread. A body
    of bytes goes as it is (``content_type``), anything else as JSON. A header the response
    repeats (``Set-Cookie``) keeps every value, one a line."""
    if isinstance(body, bytes):
        payload = body
    else:
        payload = b"" if body is None else json.dumps(body).encode()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    lines = [
        f"{method} {path} HTTP/1.1",
        f"Host: 127.0.0.1:{port}",
        "Connection: close",
        *(f"{name}: {value}" for name, value in headers.items()),
    ]
    if body is not None:
        lines += [f"Content-Type: {content_type}", f"Content-Length: {len(payload)}"]
    writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + payload)
    await writer.drain()
    try:
        status = int((await reader.readline()).split()[1])
        response_headers = {}
        while (line := await reader.readline()) not in (b"\r\n", b"\n", b""):
            name, _, value = line.decode("latin-1").partition(":")
            name, value = name.strip().lower(), value.strip()
            known = response_headers.get(name)
            response_headers[name] = value if known is None else f"{known}\n{value}"
    except (IndexError, ValueError):
        writer.close()
        raise ValueError(f"no HTTP response to {method} {path}") from None
    return HttpResponse(status, response_headers, reader, writer)


async def _sse_messages(response: HttpResponse) -> AsyncIterator[dict]:
    """The JSON ``data`` of each Server-Sent Event (comments and ``retry`` skipped)."""
    buffer = b""
    async for chunk in response.chunks():
        buffer += chunk.replace(b"\r\n", b"\n")
        while b"\n\n" in buffer:
            frame, buffer = buffer.split(b"\n\n", 1)
            data = [line[5:].strip() for line in frame.split(b"\n") if line.startswith(b"data:")]
            if data:
                yield json.loads(b"\n".join(data))
