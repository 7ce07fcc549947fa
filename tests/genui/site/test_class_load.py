"""bench_class's arithmetic: answers lost and duplicated, read from the classes' CSV exports,
and the answer-to-class-view latency matched in order in each class."""

from genui.classroom.selectors import CSV_HEADER
from genui.site.class_load import ClassLedger, class_summary


def _answer(student: str, question: str, choice: int, attempt: int) -> list[str]:
    row = dict.fromkeys(CSV_HEADER, "")
    row.update(record="answer", student=student, question=question)
    row.update(choice=str(choice + 1), attempt=str(attempt))
    return [row[name] for name in CSV_HEADER]


def _ledger() -> ClassLedger:
    ledger = ClassLedger()
    ledger.expected[7] = {"Ada": [("q1", 1), ("q1", 0), ("q2", 0)], "Bo": [("q1", 0)]}
    return ledger


def test_a_class_recorded_as_sent_has_nothing_lost_or_duplicated():
    rows = [list(CSV_HEADER), _answer("Ada", "q1", 1, 1), _answer("Ada", "q1", 0, 2)]
    rows += [_answer("Ada", "q2", 0, 1), _answer("Bo", "q1", 0, 1)]

    summary = class_summary(_ledger(), {7: rows})

    assert (summary["answers_recorded"], summary["answers_lost"], summary["duplicates"]) == (
        4,
        0,
        0,
    )


def test_a_retry_recorded_twice_is_a_duplicate_and_a_missing_answer_is_lost():
    rows = [list(CSV_HEADER), _answer("Ada", "q1", 1, 1), _answer("Ada", "q1", 1, 2)]
    rows += [_answer("Ada", "q1", 0, 3), _answer("Ada", "q2", 0, 1)]

    summary = class_summary(_ledger(), {7: rows})

    assert (summary["answers_lost"], summary["duplicates"]) == (1, 1)
    assert not summary["ok"]


def test_updates_are_matched_to_records_in_order_within_each_class():
    ledger = ClassLedger()
    ledger.sent_at[1] = [10.0, 10.5, 11.0]
    ledger.updates_at[1] = [10.2, 10.6, 11.9]
    ledger.sent_at[2] = [5.0, 6.0]
    ledger.updates_at[2] = [5.1]

    summary = class_summary(ledger, {})

    assert summary["max_answer_to_view_ms"] == 900.0
    assert summary["p50_answer_to_view_ms"] == 100.0
    assert summary["updates_missing"] == 1 and not summary["ok"]


def test_the_suggested_name_is_read_from_the_input_whichever_attribute_comes_first():
    from genui.site.class_load import suggested_name

    assert suggested_name('<input type="text" name="display_name" value="Blue Heron">') == (
        "Blue Heron"
    )
    assert suggested_name('<input value="Red &amp; Fox" id="n" name="display_name">') == "Red & Fox"
    assert suggested_name('<input name="code" value="ABC"><p>display_name</p>') is None
