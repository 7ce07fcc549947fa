"""Lessons, their versions and the curators' review notes.

A lesson belongs to a teacher and moves through draft -> in review -> published (or
rejected, or archived); each generation or edit adds a ``LessonVersion``. Every
state change goes through ``genui.lessons.services``, which enforces the allowed
transitions.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _


class Subject(models.TextChoices):
    PHYSICS = "physics", _("Physics")
    CHEMISTRY = "chemistry", _("Chemistry")
    BIOLOGY = "biology", _("Biology")
    EARTH = "earth", _("Earth science")
    ASTRONOMY = "astronomy", _("Astronomy")
    GENERAL = "general", _("General science")


class Grade(models.TextChoices):
    PRIMARY = "primary", _("Primary school")
    MIDDLE = "middle", _("Middle school")
    HIGH = "high", _("High school")


class Language(models.TextChoices):
    ENGLISH = "en", "English"
    CHINESE = "zh", "中文"


class Lesson(models.Model):
    class Status(models.TextChoices):
        DRAFT = "draft", _("Draft")
        IN_REVIEW = "in_review", _("In review")
        PUBLISHED = "published", _("Published")
        REJECTED = "rejected", _("Rejected")
        ARCHIVED = "archived", _("Archived")

    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="lessons"
    )
    title = models.CharField(max_length=200)
    subject = models.CharField(max_length=20, choices=Subject.choices, default=Subject.GENERAL)
    grade = models.CharField(max_length=10, choices=Grade.choices, default=Grade.MIDDLE)
    language = models.CharField(max_length=5, choices=Language.choices, default=Language.ENGLISH)
    status = models.CharField(
        max_length=12, choices=Status.choices, default=Status.DRAFT, db_index=True
    )
    current_version = models.ForeignKey(
        "LessonVersion", null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    share_slug = models.SlugField(max_length=24, unique=True, null=True, blank=True)
    # a private link the teacher gives their own class: the current version, no curator
    # needed, revoked by clearing it (`lesson_class_link_create`, `lesson_class_link_revoke`)
    class_slug = models.SlugField(max_length=32, unique=True, null=True, blank=True)
    # the published lesson this one was remixed from (`lesson_copy`), credited on its page
    remixed_from = models.ForeignKey(
        "self", null=True, blank=True, on_delete=models.SET_NULL, related_name="remixes"
    )
    # the title and the visible text of the current version, tags stripped: what the library
    # searches (`genui.lessons.search`); kept by the services that change either
    search_text = models.TextField(blank=True, default="", editable=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]
        indexes = [models.Index(fields=["owner", "status"])]

    def __str__(self) -> str:
        return self.title


class LessonVersion(models.Model):
    class Kind(models.TextChoices):
        MARKUP = "markup", "Lesson markup"
        FREE_HTML = "free_html", "Free HTML (sandboxed)"

    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="versions")
    number = models.PositiveIntegerField()
    kind = models.CharField(max_length=10, choices=Kind.choices, default=Kind.MARKUP)
    content = models.TextField(help_text="Sanitised lesson markup, or the free-HTML page.")
    request = models.JSONField(default=dict, help_text="prompt, subject, grade, language")
    model_id = models.CharField(max_length=255, blank=True)
    seed = models.BigIntegerField(null=True, blank=True)
    engine_settings = models.JSONField(default=dict, blank=True)
    sanitizer_report = models.JSONField(default=dict, blank=True)
    validation_report = models.JSONField(default=dict, blank=True)
    # what a teacher reads: markup fragments in the text, the wrong script, repetition,
    # words that are not words (`genui.lessons.text_quality.text_report`)
    text_report = models.JSONField(default=dict, blank=True)
    # the model's own answers to the quiz, read against the choices marked correct (joint
    # mode, `genui.worker.quiz_check`); {} until checked
    quiz_report = models.JSONField(default=dict, blank=True)
    validation_passed = models.BooleanField(
        null=True, help_text="None until validated; True only when the page and its text pass."
    )
    thumbnail_png = models.BinaryField(null=True, blank=True, editable=False)
    generation_stats = models.JSONField(default=dict, blank=True)
    created_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["lesson", "-number"]
        constraints = [
            models.UniqueConstraint(fields=["lesson", "number"], name="unique_version_number")
        ]

    def __str__(self) -> str:
        return f"{self.lesson} v{self.number}"


class ReviewNote(models.Model):
    class Action(models.TextChoices):
        SUBMITTED = "submitted", "Submitted for review"
        APPROVED = "approved", "Approved and published"
        REJECTED = "rejected", "Rejected"
        ARCHIVED = "archived", "Archived"
        COMMENT = "comment", "Comment"

    lesson = models.ForeignKey(Lesson, on_delete=models.CASCADE, related_name="review_notes")
    version = models.ForeignKey(
        LessonVersion, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    action = models.CharField(max_length=12, choices=Action.choices)
    note = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.get_action_display()} by {self.author}"
