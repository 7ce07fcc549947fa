"""Lesson pages served to browsers: the demo lessons for now."""

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from genui.lessons.demo import demo_lesson, demo_lessons
from genui.lessons.renderer import RenderedPage, lesson_page_render


def lesson_page_response(page: RenderedPage) -> HttpResponse:
    """A rendered lesson page; the CSP travels in the page and in the header."""
    response = HttpResponse(page.html)
    response["Content-Security-Policy"] = page.csp
    response["Cross-Origin-Opener-Policy"] = "same-origin"
    response["X-Frame-Options"] = "SAMEORIGIN"
    return response


@require_GET
def demo_index(request):
    return render(request, "lessons/demo_index.html", {"lessons": demo_lessons()})


@require_GET
def demo_page(request, slug: str, lang: str):
    lesson = demo_lesson(slug, lang)
    if lesson is None:
        raise Http404("no such demo lesson")
    return lesson_page_response(lesson_page_render(lesson.markup))
