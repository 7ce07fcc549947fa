"""Curation in the admin: a review queue, the lesson with its preview, its checks in words
and the decision on one screen (the raw reports behind a disclosure), approve / reject (also
in bulk), filters, search and version history. Every change goes through
``genui.lessons.services``."""

from __future__ import annotations

import json

from django import forms
from django.contrib import admin, messages
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import path, reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_POST

from genui.lessons.models import Lesson, LessonVersion, ReviewNote
from genui.lessons.quiz_report import quiz_report_line, quiz_report_state
from genui.lessons.review_report import review_checks
from genui.lessons.services import LessonTransitionError, lesson_publish, lesson_reject


class LessonInReview(Lesson):
    """The review queue: lessons waiting for a curator."""

    class Meta:
        proxy = True
        verbose_name = "lesson in review"
        verbose_name_plural = "review queue"


class ValidationFilter(admin.SimpleListFilter):
    title = "validation"
    parameter_name = "validation"

    def lookups(self, request, model_admin):
        return [("passed", "Passed"), ("failed", "Failed"), ("pending", "Not validated")]

    def queryset(self, request, queryset):
        field = "current_version__validation_passed"
        return {
            "passed": lambda: queryset.filter(**{field: True}),
            "failed": lambda: queryset.filter(**{field: False}),
            "pending": lambda: queryset.filter(**{f"{field}__isnull": True}),
        }.get(self.value(), lambda: queryset)()


class VersionInline(admin.TabularInline):
    model = LessonVersion
    fields = ("number", "kind", "model_id", "seed", "validation_passed", "created_at", "open")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = False
    ordering = ["-number"]

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    @admin.display(description="page")
    def open(self, version):
        url = reverse("lessons:version-page", args=[version.pk])
        return format_html('<a href="{}" target="_blank" rel="noopener">open</a>', url)


class ReviewNoteInline(admin.TabularInline):
    model = ReviewNote
    fields = ("created_at", "author", "action", "note")
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None) -> bool:
        return False


class RejectForm(forms.Form):
    note = forms.CharField(
        widget=forms.Textarea(attrs={"rows": 3}),
        help_text="The teacher sees this note: say what to change.",
    )


def _pretty(data) -> str:
    """A raw report, folded: the review page says what it holds in words above."""
    return format_html(
        "<details><summary>raw JSON</summary><pre class='genui-report'>{}</pre></details>",
        json.dumps(data, indent=2, ensure_ascii=False),
    )


def _queue_url() -> str:
    opts = LessonInReview._meta
    return reverse(f"admin:{opts.app_label}_{opts.model_name}_changelist")


@admin.register(Lesson)
class LessonAdmin(admin.ModelAdmin):
    # narrow enough for 1280 px beside the filters: subject, grade and language share a column
    list_display = (
        "thumbnail", "title", "owner", "about", "status", "validated", "quiz", "updated_at",
    )  # fmt: skip
    # a curator clicks the title (or the picture) to open the lesson
    list_display_links = ("thumbnail", "title")
    list_filter = ("status", "subject", "grade", "language", ValidationFilter)
    search_fields = ("title", "owner__username", "owner__display_name")
    actions = ("approve_and_publish", "reject_with_note")
    inlines = (VersionInline, ReviewNoteInline)
    readonly_fields = (
        "owner", "status", "share_slug", "created_at", "updated_at", "thumbnail_large",
        "quiz_check", "validation_report", "text_report", "sanitizer_report", "request",
    )  # fmt: skip
    fieldsets = (
        (
            None,
            {"fields": ("title", "subject", "grade", "language", "owner", "status", "share_slug")},
        ),
        ("Current version", {"fields": ("thumbnail_large", "request")}),
        (
            "Raw reports",
            {"fields": ("quiz_check", "validation_report", "text_report", "sanitizer_report")},
        ),
        ("Dates", {"fields": ("created_at", "updated_at")}),
    )

    # the first screen: the preview, the checks in words and the decision (approve, or
    # reject with a note); the fields and raw reports below
    change_form_template = "admin/lessons/lesson_change_form.html"

    def get_queryset(self, request):
        return super().get_queryset(request).select_related("owner", "current_version")

    def get_urls(self):
        decide = self.admin_site.admin_view(require_POST(self.decide_view))
        name = f"{self.opts.app_label}_{self.opts.model_name}_decide"
        return [path("<int:lesson_id>/decide/", decide, name=name), *super().get_urls()]

    def change_view(self, request, object_id, form_url="", extra_context=None):
        lesson = self.get_object(request, object_id)
        version = lesson.current_version if lesson else None
        extra = {
            "reject_form": RejectForm(),
            "review_checks": review_checks(version),
            "preview_url": reverse("lessons:version-page", args=[version.pk]) if version else "",
            "queue_url": _queue_url(),
            **(extra_context or {}),
        }
        return super().change_view(request, object_id, form_url, extra_context=extra)

    def decide_view(self, request, lesson_id: int):
        """Approve and publish, or reject with a note, from the lesson's own page; a decision
        taken goes back to the queue (the lesson has left it), one refused stays here."""
        lesson = get_object_or_404(self.get_queryset(request), pk=lesson_id)
        opts = self.opts
        back = reverse(f"admin:{opts.app_label}_{opts.model_name}_change", args=[lesson.pk])
        if not self.has_change_permission(request, lesson):
            raise PermissionDenied
        try:
            if request.POST.get("decision") == "approve":
                lesson_publish(lesson=lesson, curator=request.user)
                done = f"Published “{lesson}”: students can open it from its share link."
            elif request.POST.get("decision") == "reject":
                form = RejectForm(request.POST)
                if not form.is_valid():
                    self.message_user(
                        request, "Say in the note what the teacher should change.", messages.ERROR
                    )
                    return redirect(back)
                lesson_reject(lesson=lesson, curator=request.user, note=form.cleaned_data["note"])
                done = f"Rejected “{lesson}”: its teacher sees your note."
            else:
                self.message_user(request, "Choose approve or reject.", messages.ERROR)
                return redirect(back)
        except (LessonTransitionError, PermissionDenied) as error:
            self.message_user(request, f"{lesson}: {error}", messages.ERROR)
            still_here = self.get_queryset(request).filter(pk=lesson.pk).exists()
            return redirect(back if still_here else _queue_url())
        self._log_decision(request, lesson, done)
        self.message_user(request, done, messages.SUCCESS)
        return redirect(_queue_url())

    def _log_decision(self, request, lesson, message: str) -> None:
        """The decision among the curator's recent actions on the admin's home, filed under the
        lesson itself (not the queue, which it has left)."""
        if type(lesson) is not Lesson:
            lesson = Lesson.objects.get(pk=lesson.pk)
        self.log_change(request, lesson, message)

    def has_add_permission(self, request) -> bool:
        # Lessons are generated in the studio, not typed into the admin.
        return False

    @admin.display(boolean=True, description="validated")
    def validated(self, lesson):
        return lesson.current_version.validation_passed if lesson.current_version else None

    @staticmethod
    def _thumbnail(lesson, width: int):
        version = lesson.current_version
        if version is None or not version.thumbnail_png:
            return "—"
        url = reverse("lessons:version-thumbnail", args=[version.pk])
        return format_html('<img src="{}" alt="" width="{}" loading="lazy">', url, width)

    @admin.display(description="thumbnail")
    def thumbnail(self, lesson):
        return self._thumbnail(lesson, 72)

    @admin.display(description="subject · grade · language", ordering="subject")
    def about(self, lesson):
        return format_html(
            "{}<br>{} · {}",
            lesson.get_subject_display(),
            lesson.get_grade_display(),
            lesson.get_language_display(),
        )

    @admin.display(description="thumbnail")
    def thumbnail_large(self, lesson):
        return self._thumbnail(lesson, 480)

    @admin.display(description=_("quiz check"))
    def quiz(self, lesson):
        """The review queue's column: ✔ every answer agrees, ⚑ flagged questions."""
        version = lesson.current_version
        report = version.quiz_report if version else {}
        state = quiz_report_state(report)
        if not state:
            return "—"
        mark = {"agree": "✔", "flagged": "⚑", "error": "✘"}[state]
        return format_html(
            '<span title="{}">{} {}/{}</span>',
            quiz_report_line(report),
            mark,
            report.get("agree", 0),
            report.get("checked", 0),
        )

    @admin.display(description=_("quiz check"))
    def quiz_check(self, lesson):
        version = lesson.current_version
        if version is None:
            return "—"
        report = version.quiz_report
        return format_html(
            "<p>{}</p>{}", quiz_report_line(report), _pretty(report) if report else ""
        )

    @admin.display(description="validation report")
    def validation_report(self, lesson):
        version = lesson.current_version
        return _pretty(version.validation_report) if version else "—"

    @admin.display(description="text report")
    def text_report(self, lesson):
        version = lesson.current_version
        return _pretty(version.text_report) if version else "—"

    @admin.display(description="sanitiser report")
    def sanitizer_report(self, lesson):
        version = lesson.current_version
        return _pretty(version.sanitizer_report) if version else "—"

    @admin.display(description="request")
    def request(self, lesson):
        version = lesson.current_version
        return _pretty(version.request) if version else "—"

    @admin.action(description="Approve and publish the selected lessons")
    def approve_and_publish(self, request, queryset):
        done = 0
        for lesson in queryset:
            try:
                lesson_publish(lesson=lesson, curator=request.user)
                self._log_decision(request, lesson, "Published.")
                done += 1
            except (LessonTransitionError, PermissionDenied) as error:
                self.message_user(request, f"{lesson}: {error}", messages.ERROR)
        if done:
            self.message_user(request, f"Published {done} lesson(s).", messages.SUCCESS)

    @admin.action(description="Reject the selected lessons with a note")
    def reject_with_note(self, request, queryset):
        form = RejectForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            done = 0
            for lesson in queryset:
                try:
                    lesson_reject(
                        lesson=lesson, curator=request.user, note=form.cleaned_data["note"]
                    )
                    self._log_decision(request, lesson, "Rejected with a note.")
                    done += 1
                except (LessonTransitionError, PermissionDenied) as error:
                    self.message_user(request, f"{lesson}: {error}", messages.ERROR)
            if done:
                self.message_user(
                    request,
                    f"Rejected {done} lesson(s): their teachers see your note.",
                    messages.SUCCESS,
                )
            return None
        context = {
            **self.admin_site.each_context(request),
            "title": "Reject lessons",
            "lessons": queryset,
            "form": form,
            "action": "reject_with_note",
            "opts": self.model._meta,
        }
        return TemplateResponse(request, "admin/lessons/reject_with_note.html", context)


@admin.register(LessonInReview)
class ReviewQueueAdmin(LessonAdmin):
    list_display = tuple(name for name in LessonAdmin.list_display if name != "status")
    list_filter = ("subject", "grade", "language", ValidationFilter)
    ordering = ("updated_at",)

    def get_queryset(self, request):
        return super().get_queryset(request).filter(status=Lesson.Status.IN_REVIEW)

    def change_view(self, request, object_id, form_url="", extra_context=None):
        """A lesson that has left the queue (the browser's Back after a decision, a stale tab,
        another curator's decision) opens on its own page, saying why, rather than the admin's
        home warning that it "doesn't exist"."""
        if self.get_object(request, object_id) is None:
            lessons = self.admin_site._registry[Lesson]
            lesson = lessons.get_object(request, object_id)
            if lesson is not None and lessons.has_view_permission(request, lesson):
                state = lesson.get_status_display().lower()
                self.message_user(
                    request, f"“{lesson}” is no longer in review: it is {state}.", messages.INFO
                )
                opts = lessons.opts
                return redirect(f"admin:{opts.app_label}_{opts.model_name}_change", lesson.pk)
        return super().change_view(request, object_id, form_url, extra_context)
