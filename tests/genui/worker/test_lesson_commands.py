"""generate_lesson and evaluate_lessons on a checkpoint loaded by path (a tiny random one)."""

import json

import pytest
from django.core.management import CommandError, call_command

from genui.corpus.lesson import lesson_markup
from genui.corpus.topics import all_topics, topic_by_slug
from genui.lessons.renderer import lesson_page_render
from genui.lessons.text_quality import on_topic
from genui.worker.loading import cpu_threads


def test_generate_lesson_writes_a_page_and_its_stats(tiny_checkpoint, tmp_path, capsys):
    page, stats = tmp_path / "page.html", tmp_path / "stats.json"
    call_command(
        "generate_lesson",
        "--prompt", "Why do eclipses happen?",
        "--language", "zh",
        "--grade", "primary",
        "--model", str(tiny_checkpoint),
        "--max-new-tokens", "24",
        "--out", str(page),
        "--stats", str(stats),
    )  # fmt: skip
    figures = json.loads(stats.read_text())
    assert figures["tokens"] <= 24 and figures["forwards"] >= 1
    # decoding forwards: the one prefill forward is not counted
    assert figures["tokens_per_forward"] == round(figures["tokens"] / (figures["forwards"] - 1), 3)
    assert set(figures["sanitizer"]) == {"clean", "dropped"}
    assert page.read_text().lower().startswith("<!doctype html>")
    assert "per forward" in capsys.readouterr().out


def test_a_repair_attempt_decodes_as_the_worker_decodes_it(tiny_checkpoint):
    from genui.worker.generation import lesson_generate
    from genui.worker.loading import model_load_configured

    loaded = model_load_configured(tiny_checkpoint)
    request = {"prompt": "Tides", "subject": "earth", "grade": "middle", "language": "en"}
    first = lesson_generate(loaded, **request, max_new_tokens=8, engine_settings={"seed": 5})
    third = lesson_generate(
        loaded, **request, max_new_tokens=8, engine_settings={"seed": 5}, attempt=3
    )
    assert first.stats["attempt"] == 1 and third.stats["attempt"] == 3
    assert first.stats["seed"] == 5 and third.stats["seed"] == 7


def test_generate_lesson_explains_a_missing_checkpoint_or_prompt(tmp_path):
    with pytest.raises(CommandError, match="no Clover checkpoint"):
        call_command("generate_lesson", "--prompt", "x", "--model", str(tmp_path), "--out", "p")
    with pytest.raises(CommandError, match="empty"):
        call_command("generate_lesson", "--prompt", "  ", "--out", str(tmp_path / "p.html"))


def test_the_model_leaves_half_the_cores_free_by_default(monkeypatch):
    monkeypatch.setattr("os.cpu_count", lambda: 2)
    assert cpu_threads(0) == 1
    monkeypatch.setattr("os.cpu_count", lambda: 32)
    assert cpu_threads(0) == 8
    assert cpu_threads(3) == 3


@pytest.mark.browser
@pytest.mark.slow
def test_evaluate_lessons_runs_the_whole_check_on_chosen_topics(tiny_checkpoint, capsys):
    call_command(
        "evaluate_lessons",
        "--model", str(tiny_checkpoint),
        "--topics", "tides",
        "--limit", "2",
        "--max-new-tokens", "16",
    )  # fmt: skip
    out = capsys.readouterr().out
    summary = json.loads(out.strip().splitlines()[-1])
    assert summary["requests"] == 2
    assert {"clean_and_valid_rate", "on_topic_rate", "median_seconds"} <= set(summary)
    rows = [line for line in out.splitlines() if line.startswith(("ok  ", "FAIL"))]
    assert len(rows) == 2 and all(" tides " in row for row in rows)
    # random weights write no valid lesson about tides
    assert summary["clean_and_valid_rate"] == 0.0


def test_evaluate_lessons_measures_the_topic_decision_on_openings(tiny_checkpoint, capsys):
    call_command(
        "evaluate_lessons", "--model", str(tiny_checkpoint), "--topics", "tides,seasons",
        "--openings", "2",
    )  # fmt: skip
    out = capsys.readouterr().out.strip().splitlines()
    summary = json.loads(out[-1])
    # 2 topics x 2 languages x 2 requests, from the training and the held-out families
    assert summary["requests"] == 16 and summary["opening_tokens"] > 0
    for split in ("training", "held_out"):
        for language in ("en", "zh"):
            assert summary[f"{split}_{language}_on_topic_rate"] == 0.0  # random weights
    assert any(line.startswith("held_out zh: 4 openings") for line in out)


def test_evaluate_lessons_refuses_unknown_topics(tiny_checkpoint):
    with pytest.raises(CommandError, match="unknown topics: no-such-topic"):
        call_command(
            "evaluate_lessons", "--model", str(tiny_checkpoint), "--topics", "tides,no-such-topic"
        )


def test_every_catalog_lesson_is_on_its_own_topic_and_a_stranger_is_not():
    for topic in all_topics():
        for language in ("en", "zh"):
            markup = lesson_markup(topic, "middle", language)
            title = lesson_page_render(markup).title
            assert on_topic(markup, title, topic, language), (topic.slug, language, title)
    pendulum = lesson_markup(topic_by_slug("simple-pendulum"), "middle", "en")
    title = lesson_page_render(pendulum).title
    assert not on_topic(pendulum, title, topic_by_slug("tides"), "en")
    assert not on_topic(pendulum, title, topic_by_slug("photosynthesis"), "en")


@pytest.mark.browser
@pytest.mark.slow
def test_evaluate_lessons_reads_the_text_of_each_page_and_writes_none_for_unknown_topics(
    tiny_demo_checkpoint, capsys, monkeypatch
):
    from genui.corpus.lesson import lesson_markup
    from genui.corpus.topics import topic_by_slug
    from genui.worker.generation import GeneratedLesson

    attempts = []

    def corpus_or_salad(loaded, *, prompt, subject, grade, language, attempt=1, **_):
        attempts.append((language, attempt))
        markup = lesson_markup(topic_by_slug("lunar-eclipse"), grade, language)
        if language == "en" and attempt == 1:  # a markup fragment in the first English page
            markup = markup.replace('feedback="', 'feedback="Then feedback=&quot;The Moon ', 1)
        stats = {"tokens": 900, "forwards": 300, "tokens_per_forward": 3.0, "seconds": 1.5}
        return GeneratedLesson(markup=markup, stats=stats)

    monkeypatch.setattr("genui.demo_model.evaluate.lesson_generate", corpus_or_salad)
    call_command(
        "evaluate_lessons",
        "--model", str(tiny_demo_checkpoint),
        "--topics", "lunar-eclipse",
        "--sample", "2",
    )  # fmt: skip

    out = capsys.readouterr().out
    summary = json.loads(out.strip().splitlines()[-1])
    english, chinese = summary["by_language"]["en"], summary["by_language"]["zh"]
    # the corpus lesson itself: chrF 100, and it passes the text gate
    assert chinese["median_chrf"] == 100.0 and chinese["text_gate_pass_rate"] == 1.0
    assert chinese["faithful_rate"] == 1.0 and chinese["verbatim_rate"] == 1.0
    assert chinese["gate_passes_not_verbatim"] == 0
    # one fragment in one feedback: the text is nearly the lesson's, but the gate fails it
    assert english["median_chrf"] > 90 and english["text_gate_pass_rate"] == 0.0
    assert english["faithful_rate"] == 0.0 and english["verbatim_rate"] == 0.0
    assert "text: ['markup fragment in cl-choice@feedback" in out
    # the worker's repair loop writes it again; its second attempt is what a teacher gets
    assert sorted(attempts) == [("en", 1), ("en", 2), ("zh", 1)]
    assert "repair lunar-eclipse en: attempt 2 passes the text gate" in out
    assert english["delivered_rate"] == 1.0 and english["repaired"] == 1
    assert chinese["delivered_rate"] == 1.0 and chinese["repaired"] == 0
    # every request outside the catalog is recognised as unknown: no page is written
    assert summary["outside_catalog_requests"] == 12
    assert summary["outside_catalog_unknown_rate"] == 1.0
    assert summary["median_tokens_per_forward"] == 3.0
    assert summary["median_tokens_per_second"] == 600.0


def test_a_catalog_request_the_router_refuses_counts_as_nothing_delivered():
    from genui.corpus.routing import REFUSED, Decision
    from genui.corpus.teacher_requests import teacher_requests
    from genui.demo_model.evaluate import LessonEvaluation

    lines = []
    command = LessonEvaluation(write=lines.append)
    request = next(r for r in teacher_requests("dev") if r.topic)
    row = command._unknown_row(request, Decision(REFUSED, None, 0.1, 0.9, (("tides", 0.05),)))
    options = {"no_repair": False, "unconstrained": False, "free_title": False, "threshold": None}
    command._summary([row], "clover-demo", options)

    summary = json.loads(lines[-1])
    assert summary["delivered_rate"] == 0.0 and summary["topic_known_rate"] == 0.0
    assert summary["written"]["en"]["requests"] == 0
