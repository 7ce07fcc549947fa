"""The quiz check (`genui.worker.quiz_check`): parsing a lesson's quiz and material, reading and
matching answers (no model), the check on the tiny random-weights checkpoint, and the worker
storing its report on each delivered version.

No test asserts the demo checkpoint's agreement: measured over the whole corpus
(`genui.demo_model.bench_quiz_check`, docs/model-architecture.md "The quiz check") the demo model
agrees with the marked answer on 40% of the questions (chance is about 33%), so "a correct
quiz agrees" would not hold reliably."""

import time

import pytest

from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import topic_by_slug
from genui.demo_model.bench_quiz_check import quiz_corrupt
from genui.worker.quiz_check import answer_match, answer_text, quiz_check, quiz_parse
from tests.genui.worker.conftest import running_worker

QUIZ = """<cl-lesson title="Shadows" lang="en" summary="Light and shade.">
<cl-story><cl-step title="One" caption="c"><cl-set param="x" value="1"></cl-set>
<p>The <strong>umbra</strong> is the dark core.</p></cl-step>
<cl-step title="Two" caption="c"><p>The penumbra is lighter.</p></cl-step></cl-story>
<cl-section heading="Why"><p>Light travels in straight lines.</p></cl-section>
<cl-quiz heading="Check">
<cl-question id="q1" prompt="Which part is darkest?">
<cl-choice feedback="No.">Penumbra</cl-choice>
<cl-choice correct feedback="Yes &amp; right.">Umbra</cl-choice>
</cl-question>
<cl-question id="q2" prompt="How does light travel &quot;here&quot;?">
<cl-choice correct="" feedback="Yes.">In straight lines</cl-choice>
<cl-choice feedback="No.">In circles</cl-choice>
</cl-question>
<cl-question id="q3" prompt="No marked answer"><cl-choice feedback="">A</cl-choice>
<cl-choice feedback="">B</cl-choice></cl-question>
</cl-quiz></cl-lesson>"""


def test_parse_reads_the_material_as_trained_and_every_question():
    quiz = quiz_parse(QUIZ)
    assert quiz.material == (
        "The <strong>umbra</strong> is the dark core. The penumbra is lighter. "
        "Light travels in straight lines."
    )
    assert [q.prompt for q in quiz.questions] == [
        "Which part is darkest?",
        'How does light travel "here"?',
        "No marked answer",
    ]
    assert [q.marked for q in quiz.questions] == [1, 0, None]
    assert quiz.questions[0].asked() == "Which part is darkest? (Penumbra / Umbra)"


def test_parse_matches_the_demo_models_training_format():
    from genui.demo_model.build import quiz_question

    topic = topic_by_slug("lunar-eclipse")
    level = topic.levels["middle"]
    quiz = quiz_parse(lesson_markup(topic, "middle", "zh"))
    expected = " ".join(
        [step.text("zh") for step in level.steps] + [p("zh") for p in level.section]
    )
    assert quiz.material == expected
    assert [q.asked() for q in quiz.questions] == [
        quiz_question(question, "zh")[0] for question in level.quiz
    ]


@pytest.mark.parametrize(
    ("answer", "expected"),
    [
        ("Umbra", (1, "exact")),
        ("  umbra. ", (1, "exact")),
        ("<em>Umbra</em>", (1, "exact")),
        ("Umbr", (1, "best")),
        ("Penumbras", (0, "best")),
        ("xyzzy", (None, "unmatched")),
        ("", (None, "unmatched")),
    ],
)
def test_answers_map_to_a_choice_exactly_or_by_best_match(answer, expected):
    assert answer_match(answer, ["Penumbra", "Umbra"]) == expected


def test_an_answer_ends_at_its_line_or_the_next_answer():
    assert answer_text(" Umbra\nA2: lines") == "Umbra"
    assert answer_text(" UmbraA2: In straight lines") == "Umbra"
    assert answer_text("1: Umbra") == "Umbra"


def test_corrupting_moves_the_correct_mark_to_a_wrong_choice():
    corrupted = quiz_parse(quiz_corrupt(QUIZ))
    assert [q.marked for q in corrupted.questions] == [0, 1, None]
    original = quiz_parse(QUIZ)
    assert [q.asked() for q in corrupted.questions] == [q.asked() for q in original.questions]


class Loaded:
    loaded = True
    detail = "tiny"

    def __init__(self, path):
        from transformers import AutoTokenizer

        from clover_model import CloverForBlockDiffusionLM

        self.model = CloverForBlockDiffusionLM.from_pretrained(path).eval()
        self.tokenizer = AutoTokenizer.from_pretrained(path)


@pytest.fixture(scope="module")
def tiny_loaded(tiny_checkpoint):
    return Loaded(tiny_checkpoint)


def test_the_check_answers_every_question_in_one_request_on_a_tiny_model(tiny_loaded):
    report = quiz_check(tiny_loaded, QUIZ)

    assert report["mode"] == "joint" and report["checked"] == 2
    assert report["not_checked"] == [3]
    q1, q2, q3 = report["questions"]
    assert q3["status"] == "not checked" and q3["reason"] == "no choice marked correct"
    for entry in (q1, q2):
        # random weights: agreement is chance, the structure is not
        assert entry["status"] in ("agree", "flag")
        assert entry["match"] in ("exact", "best", "unmatched")
        assert (entry["status"] == "agree") == (entry["model_choice"] == entry["marked"])
        assert isinstance(entry["answer"], str)
    assert q1["marked_text"] == "Umbra"
    assert report["agree"] + len(report["flagged"]) == 2
    timing = report["timing"]
    assert timing["requests"] == 1 and timing["forwards"] >= 1 and timing["seconds"] > 0

    independent = quiz_check(tiny_loaded, QUIZ, mode="independent")
    assert independent["timing"]["requests"] == 2


def test_more_questions_than_joint_mode_takes_are_checked_in_several_requests(tiny_loaded):
    question = QUIZ[QUIZ.index("<cl-question") : QUIZ.index('<cl-question id="q2"')]
    markup = QUIZ.replace(question, question * 10)  # 11 checkable questions

    report = quiz_check(tiny_loaded, markup)

    assert report["checked"] == 11 and len(report["questions"]) == 12
    assert report["timing"]["requests"] == 2
    assert all(e["status"] != "not checked" for e in report["questions"][:11])


@pytest.mark.django_db(transaction=True)
@pytest.mark.slow
def test_the_worker_stores_a_quiz_report_on_each_delivered_version(
    settings, tiny_checkpoint, monkeypatch
):
    from genui.accounts.services import user_create
    from genui.generation.models import GenerationJob
    from genui.generation.services import generation_job_create
    from genui.lessons.models import LessonVersion
    from genui.lessons.validation.report import ValidationReport

    lesson = lesson_markup(topic_by_slug("lunar-eclipse"), "middle", "en")
    monkeypatch.setattr("genui.worker.generation.JobRun.markup", lambda run: lesson)

    def passing(loop, html):  # no Chromium here: the page is a corpus lesson
        report = ValidationReport(kind="markup")
        report.add("rendered", True)
        return report

    monkeypatch.setattr("genui.worker.jobs.JobLoop._validate", passing)
    with running_worker(settings, tiny_checkpoint, CLOVER_MAX_NEW_TOKENS=8):
        teacher = user_create(username="tina", password="pw-tina-123", role="teacher")
        job = generation_job_create(
            requester=teacher, prompt="Lunar eclipses", subject="astronomy", grade="middle",
            language="en",
        )  # fmt: skip
        deadline = time.monotonic() + 120
        while not LessonVersion.objects.filter(quiz_report__has_key="questions").exists():
            assert time.monotonic() < deadline, GenerationJob.objects.get(pk=job.pk).error
            time.sleep(0.2)

    assert GenerationJob.objects.get(pk=job.pk).status == GenerationJob.Status.SUCCEEDED
    report = LessonVersion.objects.get().quiz_report
    assert report["mode"] == "joint"
    assert report["checked"] == len(quiz_parse(lesson).questions) >= 2
    assert report["timing"]["requests"] == 1
    assert {e["status"] for e in report["questions"]} <= {"agree", "flag"}


def test_answers_held_to_the_choices_always_name_one_and_free_ones_may_not(tiny_loaded):
    held = quiz_check(tiny_loaded, QUIZ)
    free = quiz_check(tiny_loaded, QUIZ, choices=False)

    assert held["answers"] == "choices" and free["answers"] == "free"
    checked = [q for q in held["questions"] if q["status"] != "not checked"]
    assert checked and all(q["match"] == "exact" for q in checked)
    for q in checked:
        assert q["answer"] == q["choices"][q["model_choice"]]
    # random weights write no choice's text when nothing holds them to one
    assert any(q["match"] != "exact" for q in free["questions"] if q["status"] != "not checked")
