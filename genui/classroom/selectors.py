"""Reads for classes: a teacher's own classes, a student by their token, and the class view
of one assignment (completion, per question the share right on the first try and the most
chosen wrong answer, a row per student)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from django.db.models import QuerySet

from genui.classroom.codes import code_normal, token_hash
from genui.classroom.lesson_quiz import Question, lesson_quiz
from genui.classroom.models import Assignment, Classroom, Progress, QuizAnswer, Student
from genui.lessons.models import Lesson, LessonVersion


def _id(value) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def classroom_list(*, teacher) -> QuerySet[Classroom]:
    return Classroom.objects.filter(teacher=teacher)


def classroom_owned(*, user, classroom_id) -> Classroom | None:
    """``user``'s own class ``classroom_id``, or None (missing, not theirs, not an id)."""
    if user is None or not user.is_authenticated or _id(classroom_id) is None:
        return None
    return Classroom.objects.filter(pk=_id(classroom_id), teacher=user).first()


def classroom_by_code(*, typed: str) -> Classroom | None:
    """The class whose current code is ``typed`` (as a student types it), or None."""
    code = code_normal(typed)
    return Classroom.objects.filter(code=code).first() if code else None


def student_by_token(*, classroom_id, token: str | None) -> Student | None:
    """The student of class ``classroom_id`` whose browser holds ``token``, or None."""
    if not token or _id(classroom_id) is None:
        return None
    return (
        Student.objects.select_related("classroom")
        .filter(classroom_id=_id(classroom_id), token_hash=token_hash(token))
        .first()
    )


def assignment_of(*, classroom: Classroom, assignment_id) -> Assignment | None:
    if _id(assignment_id) is None:
        return None
    return (
        Assignment.objects.select_related("lesson", "version", "classroom")
        .filter(classroom=classroom, pk=_id(assignment_id))
        .first()
    )


def assignable_lessons(*, teacher) -> QuerySet[Lesson]:
    """The teacher's lessons that can be assigned: a current version in lesson markup, not
    archived."""
    return (
        Lesson.objects.filter(owner=teacher, current_version__kind=LessonVersion.Kind.MARKUP)
        .exclude(status=Lesson.Status.ARCHIVED)
        .select_related("current_version")
        .order_by("title")
    )


@dataclass
class QuestionFigures:
    question: Question
    flagged: bool  # the quiz check flagged it (`genui.worker.quiz_check`)
    first_tries: int = 0
    first_right: int = 0
    wrong_choice: str = ""  # the most chosen wrong answer, over every try
    wrong_count: int = 0

    @property
    def first_right_percent(self) -> int:
        return round(100 * self.first_right / self.first_tries) if self.first_tries else 0


@dataclass
class StudentRow:
    student: Student
    steps: int = 0
    completed: bool = False
    # per question, in order: "" (not answered), or the first try's mark and the tries
    answers: list[dict] = field(default_factory=list)


@dataclass
class AssignmentReport:
    assignment: Assignment
    students: int
    completed: int
    opened: int
    steps: int
    questions: list[QuestionFigures]
    rows: list[StudentRow]

    @property
    def completed_percent(self) -> int:
        return round(100 * self.completed / self.students) if self.students else 0


def assignment_report(*, assignment: Assignment) -> AssignmentReport:
    """The class view of one assignment, from its records."""
    quiz = lesson_quiz(assignment.version.content)
    flagged = set((assignment.version.quiz_report or {}).get("flagged") or [])
    students = list(assignment.classroom.students.all())
    answers = list(QuizAnswer.objects.filter(assignment=assignment).order_by("attempt", "pk"))
    progress = {p.student_id: p for p in Progress.objects.filter(assignment=assignment)}
    figures = []
    for question in quiz.questions:
        mine = [a for a in answers if a.question == question.key]
        first = [a for a in mine if a.attempt == 1]
        wrong = Counter(a.choice for a in mine if not a.correct)
        entry = QuestionFigures(
            question=question,
            flagged=question.number in flagged,
            first_tries=len(first),
            first_right=sum(a.correct for a in first),
        )
        if wrong:
            choice, entry.wrong_count = wrong.most_common(1)[0]
            entry.wrong_choice = question.choices[choice] if choice < len(question.choices) else ""
        figures.append(entry)
    rows = []
    for student in students:
        record = progress.get(student.pk)
        row = StudentRow(
            student=student,
            steps=len(record.steps_reached) if record else 0,
            completed=bool(record and record.completed_at),
        )
        for question in quiz.questions:
            tries = [
                a for a in answers if a.student_id == student.pk and a.question == question.key
            ]
            row.answers.append(
                {"first_correct": tries[0].correct, "tries": len(tries)} if tries else {}
            )
        rows.append(row)
    return AssignmentReport(
        assignment=assignment,
        students=len(students),
        completed=sum(row.completed for row in rows),
        opened=len(progress),
        steps=quiz.steps,
        questions=figures,
        rows=rows,
    )


CSV_HEADER = (
    "record",
    "student",
    "lesson",
    "version",
    "question",
    "choice",
    "choice_text",
    "correct",
    "attempt",
    "steps_reached",
    "steps",
    "at",
)


def classroom_csv_rows(*, classroom: Classroom):
    """The class's records as CSV rows (the header first): a "progress" row per student and
    assignment, an "answer" row per checked answer."""
    yield CSV_HEADER
    assignments = {
        a.pk: (a, lesson_quiz(a.version.content))
        for a in classroom.assignments.select_related("lesson", "version")
    }
    for record in Progress.objects.filter(student__classroom=classroom).select_related("student"):
        assignment, quiz = assignments[record.assignment_id]
        at = record.completed_at.isoformat() if record.completed_at else ""
        yield (
            "progress" if not record.completed_at else "completed",
            record.student.display_name,
            assignment.lesson.title,
            assignment.version.number,
            "",
            "",
            "",
            "",
            "",
            len(record.steps_reached),
            quiz.steps,
            at,
        )
    for answer in QuizAnswer.objects.filter(student__classroom=classroom).select_related("student"):
        assignment, quiz = assignments[answer.assignment_id]
        question = quiz.question(answer.question)
        known = question is not None and answer.choice < len(question.choices)
        text = question.choices[answer.choice] if known else ""
        yield (
            "answer",
            answer.student.display_name,
            assignment.lesson.title,
            assignment.version.number,
            answer.question,
            answer.choice + 1,
            text,
            "yes" if answer.correct else "no",
            answer.attempt,
            "",
            "",
            answer.answered_at.isoformat(),
        )
