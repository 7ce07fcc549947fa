"""Reading a version's quiz report (`genui.worker.quiz_check`) for people: one line for the
curators' review queue and the lesson's admin page. No model here: the web process only
reads what the worker stored."""

from __future__ import annotations

from django.utils.translation import gettext, ngettext


def quiz_report_state(report: dict | None) -> str:
    """The report's state: "" (not checked yet), "error", "flagged" or "agree"."""
    if not report:
        return ""
    if report.get("error"):
        return "error"
    return "flagged" if report.get("flagged") else "agree"


def quiz_report_line(report: dict | None) -> str:
    """One line: "Quiz check: 3 of 3 answers agree", and the flagged questions if any."""
    state = quiz_report_state(report)
    if not state:
        return gettext("Quiz not checked yet")
    if state == "error":
        return gettext("Quiz check could not run: %(error)s") % {"error": report["error"]}
    checked, agree = report.get("checked", 0), report.get("agree", 0)
    line = ngettext(
        "Quiz check: %(agree)s of %(checked)s answer agrees",
        "Quiz check: %(agree)s of %(checked)s answers agree",
        checked,
    ) % {"agree": agree, "checked": checked}
    parts = [line]
    for entry in report.get("questions", []):
        if entry.get("status") != "flag":
            continue
        values = {
            "number": entry["number"],
            "marked": entry.get("marked_text", ""),
            "chosen": entry.get("model_choice_text", ""),
            "answer": entry.get("answer", ""),
        }
        if entry.get("model_choice_text"):
            text = gettext("Q%(number)s flagged: marked “%(marked)s”, the model chose “%(chosen)s”")
        else:
            text = gettext(
                "Q%(number)s flagged: marked “%(marked)s”, the model's answer “%(answer)s” "
                "matches no choice"
            )
        parts.append(text % values)
    if report.get("not_checked"):
        parts.append(
            gettext("not checked: %(numbers)s")
            % {"numbers": ", ".join(f"Q{n}" for n in report["not_checked"])}
        )
    return "; ".join(parts)
