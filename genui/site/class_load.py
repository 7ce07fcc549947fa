"""``bench_class``'s class period: a class per bench teacher, its students joining by code and
answering the quiz through the record endpoint while the teacher's class view listens.

`bench_classes_create` runs in the benchmark server's settings (`genui.site.bench`): each
teacher gets one demo lesson (the demo topics in turn, both languages), a class and that
lesson assigned. Then, over HTTP and the class view's websocket as a browser talks to them:

- a teacher opens ``ws/studio/classes/<id>/`` first and, as static/classroom/live.js does,
  fetches the figures (``?part=figures``) 300 ms after the last update it heard;
- a student arrives within the join spread, takes the real join flow (``/join/``, the code,
  the suggested name, the token cookie), opens the lesson page and its lesson document, then
  sends its records one at a time as static/classroom/lesson.js posts them: ``open``, the story
  steps, every question answered (some wrong first, once or twice), at random moments until
  the duration ends, each with its ``Idempotency-Key``. Some answers are sent twice on
  purpose, with the same key, as the page retries a POST whose response was lost: the second
  must record nothing.

Latency: in each class the records accepted (204, retries aside) are sorted by the moment
they were sent, the updates by the moment the teacher's socket received them, and matched in
that order (an update names the lesson, not the student): the mean is exact, and in-order is
the matching with the smallest maximum.
"""

from __future__ import annotations

import asyncio
import contextlib
import csv
import difflib
import html
import io
import json
import random
import re
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urlencode

from genui.site.bench import BenchServer
from genui.site.load_clients import _http
from genui.site.load_ledger import percentile

REQUEST_TIMEOUT_SECONDS = 60
FIGURES_DEBOUNCE_SECONDS = 0.3  # static/classroom/live.js
PROGRESS_SECONDS = 60
JOIN_TRIES = 5
CSRF_INPUT = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
VALUE_ATTRIBUTE = re.compile(r'\bvalue="([^"]*)"')


def suggested_name(page: str) -> str | None:
    """The value of the name page's ``display_name`` input (the suggested pseudonym). The
    tag is cut out by text, not by a pattern: a pattern with the name on either side of the
    value, or one for a whole tag, is polynomial on a page that repeats its start
    (tests/genui/markup/test_regex_safety.py)."""
    at = page.find('name="display_name"')
    if at < 0:
        return None
    start, end = page.rfind("<", 0, at), page.find(">", at)
    value = VALUE_ATTRIBUTE.search(page[start:end]) if start >= 0 and end > 0 else None
    return html.unescape(value.group(1)) if value else None


DATA_CSRF = re.compile(r'data-csrf="([^"]+)"')


def bench_classes_create() -> None:
    """Run in the benchmark server's settings (``manage.py shell -c``): for every bench
    teacher, a lesson from a demo topic, a class and the lesson assigned. Prints, as JSON on one
    line, a list of ``{"teacher", "class", "code", "assignment", "steps", "questions"}`` (each
    question: its key, its choices' texts, the indexes of the correct ones)."""
    from django.contrib.auth import get_user_model

    from genui.classroom.lesson_quiz import lesson_quiz
    from genui.classroom.services import assignment_create, classroom_create
    from genui.corpus.topics import topic_by_slug
    from genui.lessons.demo import demo_lessons
    from genui.lessons.models import Lesson
    from genui.lessons.services import lesson_create, lesson_version_add
    from genui.markup.sanitizer import markup_sanitize

    teachers = get_user_model().objects.filter(username__startswith="bench-teacher-")
    demos = demo_lessons()
    made = []
    for number, teacher in enumerate(teachers.order_by("username")):
        demo = demos[number % len(demos)]
        subject = topic_by_slug(demo.slug).subject
        lesson = lesson_create(
            owner=teacher, title=demo.title, subject=subject, grade=demo.grade, language=demo.lang
        )
        request = {"prompt": demo.title, "subject": subject, "grade": demo.grade}
        lesson_version_add(
            lesson=lesson,
            content=markup_sanitize(demo.markup).markup,
            validation_passed=True,
            request={**request, "language": demo.lang},
        )
        classroom = classroom_create(
            teacher=teacher, name=f"Class {number + 1:02d}", grade=demo.grade, language=demo.lang
        )
        assignment = assignment_create(classroom=classroom, lesson=Lesson.objects.get(pk=lesson.pk))
        quiz = lesson_quiz(assignment.version.content)
        made.append(
            {
                "teacher": number,
                "class": classroom.pk,
                "code": f"{classroom.code[:4]}-{classroom.code[4:]}",
                "assignment": assignment.pk,
                "steps": quiz.steps,
                "questions": [
                    {"key": q.key, "choices": q.choices, "correct": sorted(q.correct)}
                    for q in quiz.questions
                ],
            }
        )
    print(json.dumps(made, ensure_ascii=False))


@dataclass(frozen=True)
class ClassPlan:
    students: int  # per class
    duration: float  # seconds of the class period
    join_spread: float  # students arrive at random moments within this many seconds
    wrong_first: float  # share of answers given wrong first
    retry_share: float  # share of answers whose POST is sent a second time
    seed: int


@dataclass
class ClassLedger:
    """What the clients saw. Times are ``time.perf_counter()`` seconds."""

    started: float = field(default_factory=time.perf_counter)
    joined: int = 0
    last_joined_at: float = 0.0
    join_failed: int = 0
    join_ms: list[float] = field(default_factory=list)
    records_sent: int = 0
    answers_sent: int = 0  # answers meant to be recorded (retries aside)
    retries_sent: int = 0
    accepted: int = 0  # 204s, retries aside
    record_ms: list[float] = field(default_factory=list)  # POST to its 204
    http_errors: Counter = field(default_factory=Counter)  # "what status" -> count
    client_errors: Counter = field(default_factory=Counter)
    figures_fetched: int = 0
    # per class: when each accepted record was sent, when each update was received
    sent_at: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    updates_at: dict[int, list[float]] = field(default_factory=lambda: defaultdict(list))
    # per class: student name -> [(question key, choice index)] meant to be recorded, in order
    expected: dict[int, dict[str, list[tuple[str, int]]]] = field(
        default_factory=lambda: defaultdict(dict)
    )

    def error(self, what: str, status: int) -> None:
        self.http_errors[f"{what} {status}"] += 1


class Browser:
    """Cookies and requests of one simulated browser."""

    def __init__(self, server: BenchServer, ledger: ClassLedger, headers: dict | None = None):
        self.server, self.ledger = server, ledger
        self.cookies: dict[str, str] = {}
        self.headers = headers or {}

    async def request(self, method: str, path: str, *, form=None, body=None, headers=None):
        """-> (status, headers, body bytes); the response's cookies kept."""
        sent = {**self.headers, **(headers or {})}
        jar = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if jar:
            sent["Cookie"] = "; ".join(filter(None, [sent.get("Cookie", ""), jar]))
        payload, kind = body, "application/json"
        if form is not None:
            payload, kind = urlencode(form).encode(), "application/x-www-form-urlencoded"
        response = await asyncio.wait_for(
            _http(self.server.port, method, path, sent, payload, kind), REQUEST_TIMEOUT_SECONDS
        )
        content = await asyncio.wait_for(response.read(), REQUEST_TIMEOUT_SECONDS)
        for line in response.headers.get("set-cookie", "").splitlines():
            name, _, rest = line.partition("=")
            self.cookies[name.strip()] = rest.split(";")[0]
        return response.status, response.headers, content


class _Student:
    def __init__(self, period: ClassPeriod, klass: dict, number: int) -> None:
        self.period, self.klass, self.ledger = period, klass, period.ledger
        self.rng = random.Random(f"{period.plan.seed}-{klass['class']}-{number}")
        self.browser = Browser(period.server, period.ledger)
        self.name = ""

    async def run(self) -> None:
        await asyncio.sleep(self.rng.uniform(0, self.period.plan.join_spread))
        begun = time.perf_counter()
        record_csrf = await self._join()
        if record_csrf is None:
            self.ledger.join_failed += 1
            return
        self.ledger.joined += 1
        self.ledger.last_joined_at = max(self.ledger.last_joined_at, time.perf_counter())
        self.ledger.join_ms.append((time.perf_counter() - begun) * 1000)
        records = self._records()
        end = self.period.started + self.period.plan.duration
        moments = sorted(self.rng.uniform(time.perf_counter(), end) for _ in records)
        expected = self.ledger.expected[self.klass["class"]].setdefault(self.name, [])
        for moment, (record, retry) in zip(moments, records, strict=True):
            await asyncio.sleep(max(0.0, moment - time.perf_counter()))
            if record["kind"] == "answer":
                question = self._question(record["question"])
                expected.append((record["question"], question["choices"].index(record["choice"])))
                self.ledger.answers_sent += 1
            key = f"{self.rng.getrandbits(128):032x}"  # lesson.js: one key per record
            accepted = await self._post(record, record_csrf, key, retry=False)
            if accepted and retry:
                await self._post(record, record_csrf, key, retry=True)

    def _question(self, key: str) -> dict:
        return next(q for q in self.klass["questions"] if q["key"] == key)

    def _records(self) -> list[tuple[dict, bool]]:
        """What the lesson page sends, in order, each with whether it is sent twice."""
        plan = self.period.plan
        steps = self.klass["steps"]
        records = [({"kind": "open"}, False)]
        records += [({"kind": "step", "index": i, "count": steps}, False) for i in range(steps)]
        for question in self.klass["questions"]:
            right = question["choices"][self.rng.choice(question["correct"])]
            wrong = [c for i, c in enumerate(question["choices"]) if i not in question["correct"]]
            self.rng.shuffle(wrong)
            tries = []
            if wrong and self.rng.random() < plan.wrong_first:
                tries = wrong[: 1 + (len(wrong) > 1 and self.rng.random() < 0.3)]
            for choice in [*tries, right]:
                record = {"kind": "answer", "question": question["key"], "choice": choice}
                records.append((record, self.rng.random() < plan.retry_share))
        return records

    async def _join(self) -> str | None:
        """The join flow as a browser takes it -> the lesson page's CSRF token, or None."""
        base = f"/learn/{self.klass['class']}/{self.klass['assignment']}/"
        try:
            status, _, page = await self.browser.request("GET", "/join/")
            csrf = CSRF_INPUT.search(page.decode())
            if status != 200 or csrf is None:
                self.ledger.error("join page", status)
                return None
            form = {"csrfmiddlewaretoken": csrf.group(1), "code": self.klass["code"].lower()}
            status, headers, _ = await self.browser.request("POST", "/join/", form=form)
            if status != 302:
                self.ledger.error("join code", status)
                return None
            name_page = headers["location"]
            for _try in range(JOIN_TRIES):
                status, headers, page = await self.browser.request("GET", name_page)
                text = page.decode()
                csrf, name = CSRF_INPUT.search(text), suggested_name(text)
                if status != 200 or csrf is None or name is None:
                    self.ledger.error("name page", status)
                    return None
                self.name = name
                form = {"csrfmiddlewaretoken": csrf.group(1), "display_name": self.name}
                status, headers, _ = await self.browser.request("POST", name_page, form=form)
                if status == 302:
                    break
                # 400: a classmate took the suggested name a moment ago; the page offers another
                if status != 400:
                    self.ledger.error("join name", status)
                    return None
            else:
                self.ledger.client_errors["no free name"] += 1
                return None
            if f"clover_class_{self.klass['class']}" not in self.browser.cookies:
                self.ledger.client_errors["no token cookie"] += 1
                return None
            status, _, page = await self.browser.request("GET", base)
            token = DATA_CSRF.search(page.decode())
            if status != 200 or token is None:
                self.ledger.error("lesson page", status)
                return None
            status, _, _ = await self.browser.request("GET", base + "page")
            if status != 200:
                self.ledger.error("lesson document", status)
                return None
            return token.group(1)
        except (OSError, TimeoutError, ValueError) as error:
            self.ledger.client_errors[f"join: {type(error).__name__}"] += 1
            return None

    async def _post(self, record: dict, csrf: str, key: str, *, retry: bool) -> bool:
        """POST one record as lesson.js does -> whether it was answered 204."""
        path = f"/learn/{self.klass['class']}/{self.klass['assignment']}/record"
        self.ledger.records_sent += 1
        self.ledger.retries_sent += retry
        sent = time.perf_counter()
        try:
            status, _, _ = await self.browser.request(
                "POST", path, body=record, headers={"X-CSRFToken": csrf, "Idempotency-Key": key}
            )
        except (OSError, TimeoutError, ValueError) as error:
            self.ledger.client_errors[f"record: {type(error).__name__}"] += 1
            return False
        if status != 204:
            self.ledger.error(f"record {record['kind']}", status)
            return False
        if not retry:
            self.ledger.accepted += 1
            self.ledger.record_ms.append((time.perf_counter() - sent) * 1000)
            self.ledger.sent_at[self.klass["class"]].append(sent)
        return True


class _Teacher:
    def __init__(self, period: ClassPeriod, klass: dict, session: str) -> None:
        self.period, self.klass, self.ledger = period, klass, period.ledger
        self.headers = period.server.session_headers(session)
        self.browser = Browser(period.server, period.ledger, self.headers)
        self.connected = asyncio.Event()
        self.timer: asyncio.TimerHandle | None = None
        self.fetches: set[asyncio.Task] = set()  # kept until done

    async def run(self) -> None:
        from websockets.asyncio.client import connect
        from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

        server = self.period.server
        url = server.ws_url(f"/ws/studio/classes/{self.klass['class']}/")
        while not self.period.stopping.is_set():
            try:
                # as a browser: no keepalive pings, and a slow handshake is waited for
                async with connect(
                    url,
                    origin=server.origin,
                    additional_headers=self.headers,
                    ping_interval=None,
                    open_timeout=REQUEST_TIMEOUT_SECONDS,
                ) as socket:
                    if self.connected.is_set():
                        # live.js fetches the figures again on every reconnection
                        self._refresh()
                    self.connected.set()
                    await self._listen(socket)
                    return
            except InvalidStatus as refused:
                self.ledger.error("class view socket", refused.response.status_code)
            except ConnectionClosed:
                self.ledger.client_errors["class view socket closed"] += 1
            except (InvalidHandshake, OSError, TimeoutError) as error:
                self.ledger.client_errors[f"class view socket: {type(error).__name__}"] += 1
            await asyncio.sleep(1)

    async def _listen(self, socket) -> None:
        stop = asyncio.create_task(self.period.stopping.wait())
        try:
            while True:
                receive = asyncio.create_task(socket.recv())
                await asyncio.wait({receive, stop}, return_when=asyncio.FIRST_COMPLETED)
                if not receive.done():
                    receive.cancel()
                    return
                at = time.perf_counter()
                message = json.loads(receive.result())
                if message.get("type") == "record":
                    self.ledger.updates_at[self.klass["class"]].append(at)
                    self._refresh()
        finally:
            stop.cancel()

    def _refresh(self) -> None:
        """As live.js: the figures are fetched 300 ms after the last update; an update in
        that time starts the wait again, and a fetch under way goes on."""
        if self.timer is not None:
            self.timer.cancel()
        self.timer = asyncio.get_running_loop().call_later(
            FIGURES_DEBOUNCE_SECONDS, lambda: self.fetches.add(asyncio.create_task(self._figures()))
        )

    async def _figures(self) -> None:
        """The class view's figures again."""
        path = f"/studio/classes/{self.klass['class']}/lessons/{self.klass['assignment']}/"
        try:
            status, _, _ = await self.browser.request("GET", path + "?part=figures")
        except (OSError, TimeoutError, ValueError) as error:
            self.ledger.client_errors[f"figures: {type(error).__name__}"] += 1
            return
        finally:
            self.fetches.discard(asyncio.current_task())
        if status != 200:
            self.ledger.error("figures", status)
        else:
            self.ledger.figures_fetched += 1

    async def export(self) -> list[list[str]]:
        """The class's records as the teacher downloads them (CSV)."""
        status, _, body = await self.browser.request(
            "GET", f"/studio/classes/{self.klass['class']}/export.csv"
        )
        if status != 200:
            self.ledger.error("export", status)
            return []
        return list(csv.reader(io.StringIO(body.decode("utf-8-sig"))))


class ClassPeriod:
    def __init__(self, server: BenchServer, plan: ClassPlan, ledger: ClassLedger) -> None:
        self.server, self.plan, self.ledger = server, plan, ledger
        self.started = time.perf_counter()
        self.stopping = asyncio.Event()


async def class_period_run(
    server: BenchServer, plan: ClassPlan, log: Callable[[str], None]
) -> tuple[ClassLedger, dict]:
    """Run the class period -> (what the clients saw, the records the exports hold)."""
    ledger = ClassLedger()
    period = ClassPeriod(server, plan, ledger)
    classes = server.setup
    teachers = [
        _Teacher(period, klass, server.accounts["teachers"][klass["teacher"]]) for klass in classes
    ]
    listening = [asyncio.create_task(_guarded(t.run(), ledger, log)) for t in teachers]
    await asyncio.wait_for(
        asyncio.gather(*(t.connected.wait() for t in teachers)), REQUEST_TIMEOUT_SECONDS
    )
    period.started = ledger.started = time.perf_counter()
    students = [
        _Student(period, klass, number) for klass in classes for number in range(plan.students)
    ]
    progress = asyncio.create_task(_progress(ledger, log))
    await asyncio.gather(*(_guarded(s.run(), ledger, log) for s in students))
    # the last updates are on their way
    await asyncio.sleep(3)
    period.stopping.set()
    await asyncio.gather(*listening)
    for teacher in teachers:
        if teacher.timer is not None:
            teacher.timer.cancel()
    await asyncio.gather(*(fetch for t in teachers for fetch in list(t.fetches)))
    progress.cancel()
    exports = {
        klass["class"]: await teacher.export()
        for klass, teacher in zip(classes, teachers, strict=True)
    }
    return ledger, exports


async def _guarded(client, ledger: ClassLedger, log) -> None:
    try:
        await client
    except Exception as error:  # a client's bug must not stop the others: count it, show it
        ledger.client_errors[f"client crashed: {type(error).__name__}"] += 1
        log("".join(traceback.format_exception(error))[-2000:])


async def _progress(ledger: ClassLedger, log) -> None:
    seen = 0  # the POST times already shown
    with contextlib.suppress(asyncio.CancelledError):
        while True:
            await asyncio.sleep(PROGRESS_SECONDS)
            minute = round((time.perf_counter() - ledger.started) / 60)
            updates = sum(len(times) for times in ledger.updates_at.values())
            errors = sum(ledger.http_errors.values()) + sum(ledger.client_errors.values())
            p95 = percentile(ledger.record_ms[seen:], 95)
            seen = len(ledger.record_ms)
            log(
                f"minute {minute}: joined {ledger.joined}, records sent {ledger.records_sent} "
                f"(retries {ledger.retries_sent}), accepted {ledger.accepted}, updates {updates}, "
                f"errors {errors}, p95 POST this minute {p95 or 0:.0f} ms"
            )


def _latencies(ledger: ClassLedger) -> tuple[list[tuple[float, float]], int, int]:
    """-> ((sent at, POST-to-update seconds), in-order matched per class; updates missing;
    updates extra)."""
    latencies, missing, extra = [], 0, 0
    for klass, sent in ledger.sent_at.items():
        received = sorted(ledger.updates_at.get(klass, []))
        sent = sorted(sent)
        latencies += [(s, r - s) for s, r in zip(sent, received, strict=False)]
        missing += max(0, len(sent) - len(received))
        extra += max(0, len(received) - len(sent))
    return latencies, missing, extra


def _recorded(ledger: ClassLedger, exports: dict) -> tuple[int, int, int]:
    """-> (answers the exports hold, answers lost, duplicates), comparing each student's
    answers per question, in the order of their tries, with what was sent."""
    recorded = lost = duplicates = 0
    for klass, rows in exports.items():
        header, answers = (rows[0], rows[1:]) if rows else ([], [])
        column = {name: index for index, name in enumerate(header)}
        tries: dict[tuple[str, str], list[tuple[int, int]]] = defaultdict(list)
        for row in answers:
            if row[0] != "answer":
                continue
            recorded += 1
            key = (row[column["student"]], row[column["question"]])
            tries[key].append((int(row[column["attempt"]]), int(row[column["choice"]]) - 1))
        wanted: dict[tuple[str, str], list[int]] = defaultdict(list)
        for name, sent in ledger.expected.get(klass, {}).items():
            for question, choice in sent:
                wanted[(name, question)].append(choice)
        for key in wanted.keys() | tries.keys():
            got = [choice for _attempt, choice in sorted(tries.get(key, []))]
            want = wanted.get(key, [])
            # the longest run of tries in common, in order: a repeat inside is a duplicate
            blocks = difflib.SequenceMatcher(None, got, want, autojunk=False).get_matching_blocks()
            same = sum(block.size for block in blocks)
            lost += len(want) - same
            duplicates += len(got) - same
    return recorded, lost, duplicates


def _ms(values: list[float], q: float) -> float | None:
    value = percentile(values, q)
    return None if value is None else round(value, 1)


def class_summary(ledger: ClassLedger, exports: dict) -> dict:
    latencies, missing, extra = _latencies(ledger)
    recorded, lost, duplicates = _recorded(ledger, exports)
    errors_5xx = sum(n for what, n in ledger.http_errors.items() if what.split()[-1][0] == "5")
    to_view = [seconds * 1000 for _sent, seconds in latencies]
    # once every student has joined: the class at work, without the rush at the door
    at_work = [seconds * 1000 for sent, seconds in latencies if sent > ledger.last_joined_at]
    summary = {
        "students_joined": ledger.joined,
        "joins_failed": ledger.join_failed,
        "p95_join_ms": _ms(ledger.join_ms, 95),
        "records_sent": ledger.records_sent,
        "answers_sent": ledger.answers_sent,
        "retries_sent": ledger.retries_sent,
        "records_accepted": ledger.accepted,
        "answers_recorded": recorded,
        "answers_lost": lost,
        "duplicates": duplicates,
        "updates_missing": missing,
        "updates_extra": extra,
        "p50_answer_to_view_ms": _ms(to_view, 50),
        "p95_answer_to_view_ms": _ms(to_view, 95),
        "max_answer_to_view_ms": round(max(to_view), 1) if to_view else None,
        "p95_answer_to_view_ms_after_joins": _ms(at_work, 95),
        "p50_post_ms": _ms(ledger.record_ms, 50),
        "p95_post_ms": _ms(ledger.record_ms, 95),
        "figures_fetched": ledger.figures_fetched,
        "http_errors": dict(ledger.http_errors),
        "errors_5xx": errors_5xx,
        "client_errors": dict(ledger.client_errors),
    }
    must_be_zero = ("answers_lost", "duplicates", "updates_missing", "errors_5xx")
    summary["ok"] = (
        all(summary[name] == 0 for name in must_be_zero)
        and not ledger.http_errors
        and not ledger.client_errors
        and ledger.join_failed == 0
    )
    return summary
