"""Lesson pages served to browsers: the demo lessons for now."""

from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.views.decorators.http import require_GET

from genui.lessons.csp import free_html_csp
from genui.lessons.demo import demo_free_page, demo_lesson, demo_lessons
from genui.lessons.renderer import RenderedPage, free_html_frame_render, lesson_page_render


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


def free_html_response(html: str) -> HttpResponse:
    """A free-HTML page: framed only by our own pages, sandboxed by its CSP even when
    opened directly, with no network access."""
    response = HttpResponse(html)
    response["Content-Security-Policy"] = free_html_csp()
    response["X-Frame-Options"] = "SAMEORIGIN"
    response["Referrer-Policy"] = "no-referrer"
    return response


@require_GET
def free_demo_frame(request, slug: str):
    if demo_free_page(slug) is None:
        raise Http404("no such free-HTML demo")
    src = reverse("lessons:free-demo-page", args=[slug])
    return HttpResponse(free_html_frame_render(src=src, title=slug.replace("-", " ").title()))


@require_GET
def free_demo_page(request, slug: str):
    html = demo_free_page(slug)
    if html is None:
        raise Http404("no such free-HTML demo")
    return free_html_response(html)
