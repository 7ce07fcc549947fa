"""Classes, their assigned lessons, their students and what the students answered.

A teacher's ``Classroom`` has a join code (``code``; None while joining is closed). Each
``Assignment`` pins one version of one of the teacher's lessons. A ``Student`` is a display
name in one class and the hash of a random token that the student's browser keeps; nothing
else is known about them. Per student and assignment, ``QuizAnswer`` rows (one per checked
answer) and one ``Progress`` row (story steps reached, completion) are the whole record;
``genui.classroom.services`` writes them and ``classroom_purge`` deletes them when they expire
(docs/privacy.md).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from genui.lessons.models import Grade, Language, Lesson, LessonVersion


class Classroom(models.Model):
    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="classrooms"
    )
    name = models.CharField(max_length=100)
    grade = models.CharField(max_length=10, choices=Grade.choices, default=Grade.MIDDLE)
    language = models.CharField(max_length=5, choices=Language.choices, default=Language.ENGLISH)
    # the join code (`genui.classroom.codes`); None: joining is closed
    code = models.CharField(max_length=16, unique=True, null=True, blank=True)
    # the last day of the class: no joining or recording after it; records expire
    # GENUI_CLASS_RECORDS_RETENTION_DAYS later
    ends_on = models.DateField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        verbose_name = "class"
        verbose_name_plural = "classes"

    def __str__(self) -> str:
        return self.name


class Assignment(models.Model):
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    lesson = models.ForeignKey(Lesson, on_delete=models.PROTECT, related_name="+")
    # the version students see and answer, whatever the lesson becomes afterwards
    version = models.ForeignKey(LessonVersion, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created_at"]
        constraints = [
            models.UniqueConstraint(fields=["classroom", "version"], name="unique_class_version")
        ]

    def __str__(self) -> str:
        return f"{self.lesson} v{self.version.number} in {self.classroom}"


class Student(models.Model):
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="students")
    display_name = models.CharField(max_length=40)
    # SHA-256 of the token the student's browser keeps (a cookie of the site): the token
    # itself is never stored
    token_hash = models.CharField(max_length=64, unique=True)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["display_name"]
        constraints = [
            models.UniqueConstraint(
                fields=["classroom", "display_name"], name="unique_student_name_in_class"
            )
        ]

    def __str__(self) -> str:
        return self.display_name


class QuizAnswer(models.Model):
    """One checked answer: the question's key in the page (its id, or ``q<n>``), the choice
    by its place in the order the lesson was written (never its place on screen), whether
    it was the correct one, and which try it was."""

    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="answers")
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="answers")
    question = models.CharField(max_length=64)
    choice = models.PositiveSmallIntegerField()
    correct = models.BooleanField()
    attempt = models.PositiveSmallIntegerField()
    answered_at = models.DateTimeField(auto_now_add=True)
    # the key the lesson page gave the message (random, kept across its retries; "" without
    # one): a retried POST records once
    record_key = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        ordering = ["answered_at", "pk"]
        constraints = [
            models.UniqueConstraint(
                fields=["student", "assignment", "question", "attempt"],
                name="unique_answer_attempt",
            ),
            models.UniqueConstraint(
                fields=["student", "record_key"],
                condition=~models.Q(record_key=""),
                name="unique_answer_record_key",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.student} {self.question} try {self.attempt}"


class Progress(models.Model):
    """How far a student got in an assigned lesson: the story steps reached (their indexes)
    and when every step was reached and every question answered."""

    student = models.ForeignKey(Student, on_delete=models.CASCADE, related_name="progress")
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="progress")
    steps_reached = models.JSONField(default=list)
    completed_at = models.DateTimeField(null=True, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["student", "assignment"], name="unique_progress_per_assignment"
            )
        ]

    def __str__(self) -> str:
        return f"{self.student} in {self.assignment}"
