"""`render_lesson` and `validate_page`, as a person would run them."""

import json
import subprocess
import sys

import pytest

from genui.lessons.demo import DEMO_DIR, demo_lessons
from tests.fixtures.servers import REPO_ROOT

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def manage(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def markup_file(tmp_path, index: int = 0):
    path = tmp_path / "lesson.xml"
    path.write_text(demo_lessons()[index].markup, encoding="utf-8")
    return path


def test_a_rendered_lesson_validates_and_reports_in_json(tmp_path):
    page, report, thumbnail = tmp_path / "page.html", tmp_path / "r.json", tmp_path / "t.png"

    rendered = manage("render_lesson", str(markup_file(tmp_path)), "--out", str(page))
    validated = manage(
        "validate_page", str(page), "--json", str(report), "--thumbnail", str(thumbnail)
    )

    assert rendered.returncode == 0 and "clean" in rendered.stdout
    assert validated.returncode == 0, validated.stdout
    data = json.loads(report.read_text())
    assert data["ok"] is True and data["kind"] == "markup"
    assert thumbnail.read_bytes().startswith(b"\x89PNG")


def test_a_fragment_is_rendered_before_it_is_validated(tmp_path):
    result = manage("validate_page", str(markup_file(tmp_path, 1)))
    assert result.returncode == 0, result.stdout


def test_a_demo_lesson_is_validated_by_name():
    found = manage("validate_page", "--demo", "seasons/zh")
    unknown = manage("validate_page", "--demo", "seasons/fr")

    assert found.returncode == 0, found.stdout
    assert "markup page passes" in found.stdout
    assert unknown.returncode == 1 and "no demo lesson 'seasons/fr'" in unknown.stderr


def test_a_strangers_page_is_validated_as_free_html_and_can_fail(tmp_path):
    good = manage("validate_page", str(DEMO_DIR / "free" / "pendulum.html"))
    broken = tmp_path / "broken.html"
    broken.write_text("<html><body><script>nope(</script></body></html>")
    failed = manage("validate_page", str(broken))

    assert good.returncode == 0, good.stdout
    assert "free_html page passes" in good.stdout
    assert failed.returncode == 1
    assert "FAIL no_errors" in failed.stdout


def test_a_missing_file_cannot_be_validated():
    result = manage("validate_page", "/no/such/page.html")
    assert result.returncode == 2
    assert "could not validate" in result.stderr


def test_the_standalone_export_renders_without_static_references(tmp_path):
    out = tmp_path / "standalone.html"
    lesson = markup_file(tmp_path)
    result = manage("render_lesson", str(lesson), "--out", str(out), "--standalone")
    assert result.returncode == 0
    assert "/static/" not in out.read_text()
