"""The teacher's studio pages: library, lesson page, versions, export, actions."""

from html.parser import HTMLParser
from urllib.parse import urlencode

import pytest
from django.test import Client

from genui.accounts.services import user_create
from genui.generation.models import GenerationJob
from genui.lessons.models import Lesson
from genui.lessons.services import lesson_create, lesson_version_add
from tests.fixtures.accounts import signed_in

pytestmark = pytest.mark.django_db
MARKUP = (
    '<cl-lesson title="Tides" lang="en">'
    '<cl-section heading="Why"><p>{}</p></cl-section></cl-lesson>'
)


def make_lesson(owner, title="Tides", versions=1) -> Lesson:
    lesson = lesson_create(owner=owner, title=title, subject="earth", grade="high", language="en")
    for n in range(versions):
        lesson_version_add(
            lesson=lesson,
            content=MARKUP.format(f"text {n}"),
            validation_passed=True,
            request={
                "prompt": f"{title} please",
                "subject": "earth",
                "grade": "high",
                "language": "en",
            },
        )
    return Lesson.objects.get(pk=lesson.pk)


def test_the_library_shows_only_my_lessons_and_filters_them(teacher):
    make_lesson(teacher, "Tides")
    make_lesson(teacher, "Volcanoes")
    other = user_create(username="olga", password="pw-olga-123", role="teacher")
    make_lesson(other, "Secret draft")
    client = signed_in(teacher)

    page = client.get("/studio/").content.decode()
    assert "Tides" in page and "Volcanoes" in page and "Secret draft" not in page
    searched = client.get("/studio/?q=volc").content.decode()
    assert "Volcanoes" in searched and "Tides" not in searched
    assert "Tides" not in client.get("/studio/?status=published").content.decode()


def test_the_studio_needs_a_login():
    response = Client().get("/studio/")
    assert response.status_code == 302 and response["Location"].startswith("/accounts/login/")


def test_a_lesson_page_belongs_to_its_owner(teacher):
    lesson = make_lesson(teacher)
    other = user_create(username="olga", password="pw-olga-123", role="teacher")

    page = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/")
    assert page.status_code == 200
    assert f"/lessons/v/{lesson.current_version.pk}/" in page.content.decode()
    assert signed_in(other).get(f"/studio/lessons/{lesson.pk}/").status_code == 404
    assert signed_in(other).get(f"/studio/lessons/{lesson.pk}/export/").status_code == 404


def test_export_is_one_self_contained_file(teacher):
    lesson = make_lesson(teacher)
    response = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/export/")

    html = response.content.decode()
    assert response["Content-Disposition"] == 'attachment; filename="tides-v1.html"'
    assert "/static/" not in html and "URL.createObjectURL" in html
    assert response["Content-Security-Policy"].startswith("sandbox allow-scripts;")


def test_versions_compare_and_restore(teacher):
    lesson = make_lesson(teacher, versions=2)
    client = signed_in(teacher)

    compare = client.get(f"/studio/lessons/{lesson.pk}/compare/?a=1&b=2").content.decode()
    assert "-&lt;cl-lesson" in compare and "+&lt;cl-lesson" in compare
    client.post(f"/studio/lessons/{lesson.pk}/restore-version/", {"number": 1})
    lesson.refresh_from_db()
    assert lesson.current_version.number == 3 and "text 0" in lesson.current_version.content


class FormFields(HTMLParser):
    """Each form of a page (by id, else by method) and the fields a browser submits
    with it: its own inputs and buttons, and those elsewhere that name it (``form=``)."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: dict[str, dict] = {}
        self._open: str | None = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self._open = attrs.get("id") or attrs.get("method", "get")
            self.forms.setdefault(self._open, {"fields": [], "buttons": []}).update(attrs)
        elif tag in {"input", "button"} and "name" in attrs:
            owner = attrs.get("form") or self._open
            kind = "buttons" if tag == "button" else "fields"
            self.forms.setdefault(owner, {"fields": [], "buttons": []})[kind].append(attrs)

    def handle_endtag(self, tag):
        if tag == "form":
            self._open = None


def test_the_compare_form_does_not_leak_the_csrf_token_into_urls(teacher):
    lesson = make_lesson(teacher, versions=2)
    client = signed_in(teacher)
    client.handler.enforce_csrf_checks = True
    page = FormFields()
    page.feed(client.get(f"/studio/lessons/{lesson.pk}/").content.decode())

    compare = page.forms["get"]
    query = {f["name"]: f["value"] for f in compare["fields"] if f.get("type") != "radio"}
    query |= {f["name"]: f["value"] for f in compare["fields"] if "checked" in f}
    assert compare["action"] == f"/studio/lessons/{lesson.pk}/compare/"
    # the URL a browser opens (history, logs, Referer) holds the versions and nothing else
    assert query == {"a": "1", "b": "2"}
    assert client.get(f"{compare['action']}?{urlencode(query)}").status_code == 200

    # Restore still posts, with the token, from a form of its own.
    restore = page.forms["restore-version"]
    [token] = [f["value"] for f in restore["fields"] if f["name"] == "csrfmiddlewaretoken"]
    assert restore["method"] == "post" and [b["value"] for b in restore["buttons"]] == ["1"]
    client.post(restore["action"], {"csrfmiddlewaretoken": token, "number": "1"})
    lesson.refresh_from_db()
    assert lesson.current_version.number == 3 and "text 0" in lesson.current_version.content


def test_submitting_from_the_lesson_page(teacher):
    lesson = make_lesson(teacher)
    response = signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/submit/", follow=True)
    lesson.refresh_from_db()
    assert lesson.status == Lesson.Status.IN_REVIEW
    assert "Withdraw from review" in response.content.decode()


def test_regenerating_prefills_the_request(teacher):
    lesson = make_lesson(teacher, "Tides")
    page = signed_in(teacher).get(f"/studio/new/?lesson={lesson.pk}").content.decode()
    assert "Tides please" in page and "Regenerate" in page
    assert f'data-lesson="{lesson.pk}"' in page, "the form asks for a new version of this lesson"
    assert 'name="keep_seed"' in page and "new version" in page


def test_a_new_lesson_form_offers_no_seed_to_keep(teacher):
    page = signed_in(teacher).get("/studio/new/").content.decode()
    assert "data-lesson" not in page and 'name="keep_seed"' not in page


def test_the_live_preview_shell_runs_only_our_runtime(teacher):
    response = signed_in(teacher).get("/lessons/stream/")
    csp = response["Content-Security-Policy"]
    script_src = next(part for part in csp.split("; ") if part.startswith("script-src"))
    assert "http://testserver/static/lesson/" in script_src
    assert "'self'" not in script_src and "'unsafe-inline'" not in script_src
    assert "sha256-" in script_src


def test_the_new_lesson_page_names_the_model_and_labels_a_demo_in_the_teachers_language(teacher):
    from django.utils import timezone

    from genui.worker.services import worker_heartbeat

    client = signed_in(teacher)
    assert "No model worker is running yet" in client.get("/studio/new/").content.decode()
    worker_heartbeat(
        worker_id="w1",
        hostname="h",
        pid=1,
        mode="embedded",
        state="idle",
        started_at=timezone.now(),
        model_loaded=True,
        model_id="clover-demo",
        model_detail="loaded clover-demo (float32) on cpu, a DEMO checkpoint",
        model_demo=True,
    )
    english = client.get("/studio/new/").content.decode()
    assert "clover-demo" in english and "demo checkpoint" in english and "not Clover-35B" in english
    chinese = client.get("/studio/new/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "演示模型" in chinese and "not Clover-35B" not in chinese


def test_while_the_worker_loads_its_model_the_studio_says_loading_not_no_worker(teacher):
    """Right after `make serve` the embedded worker beats while the checkpoint loads: the
    studio said no worker was running."""
    from django.utils import timezone

    from genui.worker.services import worker_heartbeat

    worker_heartbeat(
        worker_id="w1",
        hostname="h",
        pid=1,
        mode="embedded",
        state="loading",
        started_at=timezone.now(),
        model_loaded=False,
    )
    client = signed_in(teacher)

    english = client.get("/studio/new/").content.decode()
    chinese = client.get("/studio/new/", HTTP_ACCEPT_LANGUAGE="zh-hans").content.decode()
    assert "The model is loading" in english and "No model worker" not in english
    assert "模型正在加载" in chinese


EDITABLE_MARKUP = (
    '<cl-lesson title="Tides" lang="en" summary="The Moon pulls.">'
    '<cl-controls><cl-slider id="d" label="Distance" min="1" max="5" value="2"></cl-slider>'
    '</cl-controls><cl-quiz><cl-question id="q1" prompt="What pulls?">'
    '<cl-choice correct="" feedback="Yes.">The Moon</cl-choice>'
    '<cl-choice feedback="No.">A cloud</cl-choice></cl-question></cl-quiz></cl-lesson>'
)


def editable_lesson(owner) -> Lesson:
    lesson = make_lesson(owner)
    lesson_version_add(
        lesson=lesson, content=EDITABLE_MARKUP, request={"prompt": "Tides please"}, seed=5
    )
    return Lesson.objects.get(pk=lesson.pk)


def field_keys(page: str) -> dict[str, str]:
    """label text -> the name of the field it labels, from the edit form."""

    class Labels(HTMLParser):
        def __init__(self):
            super().__init__()
            self.keys, self.open = {}, None

        def handle_starttag(self, tag, attrs):
            if tag == "label" and dict(attrs).get("for"):
                self.open = dict(attrs)["for"]

        def handle_data(self, data):
            if self.open and data.strip():
                self.keys.setdefault(data.strip(), self.open)
                self.open = None

    parser = Labels()
    parser.feed(page)
    return parser.keys


def test_the_edit_form_shows_the_pages_fields_beside_a_preview(teacher):
    lesson = editable_lesson(teacher)
    page = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/edit/").content.decode()
    lesson_page = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/").content.decode()

    assert f'href="/studio/lessons/{lesson.pk}/edit/"' in lesson_page
    assert {"Title", "Summary", "Label", "Maximum", "Question", "Answer"} <= set(field_keys(page))
    assert 'name="q1.correct" value="0" checked' in page
    assert 'id="edit-preview"' in page and "/lessons/stream/" in page


def test_the_preview_answers_the_sanitised_page_and_what_it_refused(teacher):
    lesson = editable_lesson(teacher)
    keys = field_keys(signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/edit/").content.decode())

    answer = (
        signed_in(teacher)
        .post(
            f"/studio/lessons/{lesson.pk}/edit/preview/",
            {keys["Title"]: "Ebb and flow", keys["Maximum"]: "lots"},
        )
        .json()
    )

    assert 'title="Ebb and flow"' in answer["markup"]
    assert 'max="lots"' not in answer["markup"]
    assert answer["problems"] and "max" in answer["problems"][0]


def test_saving_an_edit_makes_a_new_version_by_the_teacher(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    keys = field_keys(client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode())
    base = lesson.current_version

    response = client.post(
        f"/studio/lessons/{lesson.pk}/edit/",
        {"base": base.pk, keys["Title"]: "Ebb and flow", keys["Maximum"]: "9", "q1.correct": "1"},
    )

    lesson.refresh_from_db()
    version = lesson.current_version
    assert response.status_code == 302
    assert version.number == base.number + 1 and version.created_by == teacher
    assert lesson.title == "Ebb and flow"
    assert 'max="9"' in version.content
    assert '<cl-choice correct="" feedback="No.">A cloud</cl-choice>' in version.content
    assert version.request == base.request and version.generation_stats == {
        "edited_from": base.number
    }
    assert version.sanitizer_report["clean"] is True and version.text_report["words"] > 0
    assert version.validation_passed is None, "the browser check is still to run"
    check = GenerationJob.objects.get(kind=GenerationJob.Kind.CHECK)
    assert check.result_version == version and check.status == GenerationJob.Status.QUEUED
    page = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()
    assert "being checked" in page and f"your edit of v{base.number}" in page


def test_the_edit_forms_checkbox_keeps_the_quiz_answers_in_the_written_order(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    label = "Keep the answers in the written order (no shuffling)"
    page = client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode()
    key = field_keys(page)[label]
    assert f'name="{key}" type="checkbox" value="1">' in page, "unchecked: each student shuffles"

    # the browser sends the hidden empty value, then the checked box's
    client.post(
        f"/studio/lessons/{lesson.pk}/edit/", {"base": lesson.current_version.pk, key: ["", "1"]}
    )
    lesson.refresh_from_db()
    assert '<cl-quiz keep-order="">' in lesson.current_version.content
    page = client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode()
    assert f'name="{key}" type="checkbox" value="1" checked>' in page

    client.post(f"/studio/lessons/{lesson.pk}/edit/", {"base": lesson.current_version.pk, key: ""})
    lesson.refresh_from_db()
    assert "keep-order" not in lesson.current_version.content


def test_an_edit_the_checks_refuse_is_not_saved_and_keeps_what_was_typed(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    keys = field_keys(client.get(f"/studio/lessons/{lesson.pk}/edit/").content.decode())
    versions = lesson.versions.count()

    response = client.post(
        f"/studio/lessons/{lesson.pk}/edit/",
        {"base": lesson.current_version.pk, keys["Maximum"]: "lots", keys["Title"]: "Kept"},
    )

    page = response.content.decode()
    assert response.status_code == 400 and 'role="alert"' in page
    assert 'value="lots"' in page and 'value="Kept"' in page
    assert lesson.versions.count() == versions
    assert not GenerationJob.objects.exists(), "nothing saved, nothing to check"


def test_an_edit_of_an_older_version_or_of_a_lesson_in_review_is_refused(teacher):
    lesson = editable_lesson(teacher)
    client = signed_in(teacher)
    old = lesson.versions.order_by("number").first()

    stale = client.post(f"/studio/lessons/{lesson.pk}/edit/", {"base": old.pk, "f1": "x"})
    lesson.status = Lesson.Status.IN_REVIEW
    lesson.save()
    in_review = client.get(f"/studio/lessons/{lesson.pk}/edit/")
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")
    foreign = signed_in(other).get(f"/studio/lessons/{lesson.pk}/edit/")

    assert stale.status_code == 400 and "newer version" in stale.content.decode()
    assert in_review.status_code == 302
    assert foreign.status_code == 404


def test_the_edit_form_speaks_chinese_to_a_chinese_teacher(teacher):
    lesson = editable_lesson(teacher)
    page = (
        signed_in(teacher)
        .get(f"/studio/lessons/{lesson.pk}/edit/", HTTP_ACCEPT_LANGUAGE="zh-hans")
        .content.decode()
    )
    assert "编辑“Tides”" in page and "另存为新版本" in page
    assert {"标题", "概要", "最大值"} <= set(field_keys(page))
    assert ">课程</legend>" in page and ">正确答案</legend>" in page


def test_a_teacher_shares_a_draft_with_their_class_and_revokes_the_link(teacher):
    lesson = make_lesson(teacher)
    client = signed_in(teacher)
    client.post(f"/studio/lessons/{lesson.pk}/class-link/")
    lesson.refresh_from_db()
    link = f"/lessons/class/{lesson.class_slug}/"
    page = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()

    student = Client().get(link)

    assert lesson.status == Lesson.Status.DRAFT and len(lesson.class_slug) >= 24
    assert f"http://testserver{link}" in page and f'data-copy="http://testserver{link}"' in page
    assert student.status_code == 200 and "text 0" in student.content.decode()
    assert student["X-Robots-Tag"] == "noindex, nofollow"
    assert student["Referrer-Policy"] == "no-referrer"

    client.post(f"/studio/lessons/{lesson.pk}/class-link-revoke/")
    assert Client().get(link).status_code == 404


def test_a_class_link_is_the_owners_to_make_and_ends_with_the_archive(teacher):
    lesson = make_lesson(teacher)
    other = user_create(username="olga", password="pw-olga-12345", role="teacher")
    signed_in(other).post(f"/studio/lessons/{lesson.pk}/class-link/")
    lesson.refresh_from_db()
    assert lesson.class_slug is None

    signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/class-link/")
    lesson.refresh_from_db()
    link = f"/lessons/class/{lesson.class_slug}/"
    signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/archive/")
    signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/restore/")

    assert Client().get(link).status_code == 404, "archiving revoked it; restoring made none"
    assert Lesson.objects.get(pk=lesson.pk).class_slug is None


def test_the_rewrite_page_offers_each_part_of_the_current_version(teacher):
    lesson = make_lesson(teacher, "Tides")
    client = signed_in(teacher)
    page = client.get(f"/studio/lessons/{lesson.pk}/").content.decode()
    assert f'href="/studio/lessons/{lesson.pk}/rewrite/"' in page

    page = client.get(f"/studio/lessons/{lesson.pk}/rewrite/?part=section-1").content.decode()
    assert f'data-lesson="{lesson.pk}"' in page and 'name="prompt"' not in page
    assert '<option value="section-1" selected>Section 1: Why</option>' in page
    assert 'name="instruction"' in page and 'id="live-preview"' in page


def test_only_a_drafts_owner_has_parts_rewritten(teacher):
    lesson = make_lesson(teacher, "Tides")
    other = user_create(username="theo", password="pw-theo-123", role="teacher")
    assert signed_in(other).get(f"/studio/lessons/{lesson.pk}/rewrite/").status_code == 404
    signed_in(teacher).post(f"/studio/lessons/{lesson.pk}/submit/")
    response = signed_in(teacher).get(f"/studio/lessons/{lesson.pk}/rewrite/")
    assert response.status_code == 302 and response.url == f"/studio/lessons/{lesson.pk}/"
