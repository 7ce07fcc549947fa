"""A version's checks in words, for the curator deciding on it: the browser check, the text
check, whether the text's numbers agree with the scene, the quiz check and the sanitiser, each
as a state, one line and the problems a person can act on. The raw reports stay on the review
page, behind a disclosure."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.utils.translation import gettext, ngettext

from genui.lessons.models import LessonVersion
from genui.lessons.quiz_report import quiz_report_line, quiz_report_state
from genui.markup.consistency import consistency_findings

OK, PROBLEM, PENDING = "ok", "problem", "pending"


@dataclass(frozen=True)
class ReviewCheck:
    name: str  # "" where the summary says what it is
    state: str  # OK, PROBLEM or PENDING
    summary: str
    problems: list[str] = field(default_factory=list)


def _browser_check(version: LessonVersion) -> ReviewCheck:
    name = gettext("Browser check")
    report = version.validation_report or {}
    if report.get("error"):
        summary = gettext("could not run: %(error)s") % {"error": report["error"]}
        return ReviewCheck(name, PROBLEM, summary)
    checks = report.get("checks") or []
    if version.validation_passed is None or not checks:
        return ReviewCheck(name, PENDING, gettext("not run yet"))
    failed = [check for check in checks if not check.get("ok")]
    problems = [
        f"{check['name'].replace('_', ' ')} ({check.get('viewport', 'desktop')}): "
        f"{check.get('detail') or gettext('failed')}"
        for check in failed
    ]
    if failed:
        summary = ngettext(
            "%(failed)s of %(count)s check failed",
            "%(failed)s of %(count)s checks failed",
            len(checks),
        ) % {"failed": len(failed), "count": len(checks)}
        return ReviewCheck(name, PROBLEM, summary, problems)
    summary = ngettext("passed: %(count)s check", "passed all %(count)s checks", len(checks)) % {
        "count": len(checks)
    }
    return ReviewCheck(name, OK, summary)


def _text_check(version: LessonVersion) -> ReviewCheck:
    name = gettext("Text")
    report = version.text_report or {}
    if not report:
        return ReviewCheck(name, PENDING, gettext("not checked yet"))
    failures = list(report.get("failures") or [])
    if failures:
        summary = ngettext(
            "%(count)s problem a student would see",
            "%(count)s problems a student would see",
            len(failures),
        ) % {"count": len(failures)}
        return ReviewCheck(name, PROBLEM, summary, failures)
    summary = gettext(
        "reads as text: %(words)s words, no markup fragments, repeated words or non-words"
    ) % {"words": report.get("words", 0)}
    if report.get("on_topic"):
        summary += gettext("; about the topic asked for (%(topic)s)") % {"topic": report["topic"]}
    return ReviewCheck(name, OK, summary)


def consistency_line(finding: dict) -> str:
    """A consistency finding (`Finding.as_dict`) in the reader's language; a report stored
    before findings said where they are as a step number and title keeps its English line."""
    if "step" not in finding:
        return finding["message"]
    if finding["step"]:
        where = gettext("step %(number)s “%(title)s”") % {
            "number": finding["step"],
            "title": finding["title"],
        }
    else:
        where = gettext("section “%(title)s”") % {"title": finding["title"]}
    return gettext(
        "%(where)s: the text says %(said)s, but “%(quantity)s” is %(shown)s there (%(sentence)s)"
    ) % {**finding, "where": where}


def consistency_check(version: LessonVersion) -> ReviewCheck:
    """The numbers the story and the sections state against the scene's (a warning: the
    curator, or the teacher on the lesson's page, judges whether the text or the scene is
    wrong)."""
    name = gettext("Text and scene")
    if version.kind != LessonVersion.Kind.MARKUP:
        return ReviewCheck(name, PENDING, gettext("no story or scene to compare"))
    report = version.text_report or {}
    if "consistency" in report:
        findings = report["consistency"]
    else:
        # a version checked before the text report recorded it
        findings = [finding.as_dict() for finding in consistency_findings(version.content)]
    problems = [consistency_line(finding) for finding in findings]
    if problems:
        summary = ngettext(
            "%(count)s number in the text disagrees with the scene",
            "%(count)s numbers in the text disagree with the scene",
            len(problems),
        ) % {"count": len(problems)}
        return ReviewCheck(name, PROBLEM, summary, problems)
    return ReviewCheck(name, OK, gettext("no number in the text disagrees with the scene"))


def _sanitizer_check(version: LessonVersion) -> ReviewCheck:
    name = gettext("Sanitiser")
    report = version.sanitizer_report or {}
    dropped = list(report.get("dropped") or [])
    if not report or version.kind != LessonVersion.Kind.MARKUP:
        return ReviewCheck(name, PENDING, gettext("no report"))
    if dropped:
        summary = ngettext(
            "removed %(count)s thing the page may not hold",
            "removed %(count)s things the page may not hold",
            len(dropped),
        ) % {"count": len(dropped)}
        return ReviewCheck(name, PROBLEM, summary, dropped)
    return ReviewCheck(name, OK, gettext("nothing removed"))


def _quiz_check(version: LessonVersion) -> ReviewCheck:
    report = version.quiz_report or {}
    state = {"agree": OK, "flagged": PROBLEM, "error": PROBLEM}.get(
        quiz_report_state(report), PENDING
    )
    # the line names itself ("Quiz check: 3 of 3 answers agree", "Quiz not checked yet")
    return ReviewCheck("", state, quiz_report_line(report))


def review_checks(version: LessonVersion | None) -> list[ReviewCheck]:
    """The checks of ``version`` in the order a curator reads them; [] without a version."""
    if version is None:
        return []
    return [
        _browser_check(version),
        _text_check(version),
        consistency_check(version),
        _quiz_check(version),
        _sanitizer_check(version),
    ]
