"""genui.demo_model.train: the demo recipe, a tiny run end to end on the lesson corpus, resumed,
distilled, warm-started and loaded back by path; the distillation set and its lesson check."""

import json
from pathlib import Path

import pytest
import torch
from transformers import AutoTokenizer, GenerationConfig

from clover_model import CloverForBlockDiffusionLM
from clover_model.training_data import encode
from genui.demo_model import card as model_card
from genui.demo_model.train import (
    DemoTrainConfig,
    distill_requests,
    distilled_lesson_ok,
    train_demo,
)
from tests.fixtures.tiny import TINY_TRAINING

SHIPPED_CONFIG = (
    Path(__file__).resolve().parents[3]
    / "clover_model/checkpoints/clover-demo/training_config.json"
)
TINY = {
    **TINY_TRAINING,
    "topics": "simple-pendulum",
    "per_lesson": 1,
    "joint_per_level": 1,
    "head_per_lesson": 1,
    "vocab_size": 400,
    "tokens_per_batch": 4096,
    "eval_pairs": 2,
    "distill_per_lesson": 0,
}


@pytest.mark.slow
def test_a_tiny_run_trains_resumes_and_loads_by_path(tmp_path):
    out = tmp_path / "ckpt"
    train_demo(DemoTrainConfig(**TINY, steps=3), out, device="cpu", resume=False)
    summary = json.loads((out / "training_summary.json").read_text())
    assert summary["steps"] == 3 and summary["final_eval_loss"] > 0
    # the topics it can write, whatever the catalog holds later (`checkpoint_known_topics`)
    assert summary["topics"] == ["simple-pendulum"]
    assert (out / "loss_curve.png").read_bytes()[:4] == b"\x89PNG"
    recorded = json.loads((out / "training_config.json").read_text())
    assert recorded["topics"] == "simple-pendulum" and recorded["steps"] == 3
    # every field in the order the shipped checkpoint's configuration has them
    assert list(recorded) == list(json.loads(SHIPPED_CONFIG.read_text()))

    train_demo(DemoTrainConfig(**TINY, steps=5), out, device="cpu", resume=True)
    log = [json.loads(line) for line in (out / "train_log.jsonl").read_text().splitlines()]
    assert [r["step"] for r in log if "eval_loss" in r] == [2, 3, 4, 5]
    assert all(
        r["full_block_loss"] > 0 and r["first_block_loss"] > 0 for r in log if "eval_loss" in r
    )

    model = CloverForBlockDiffusionLM.from_pretrained(out)
    tokenizer = AutoTokenizer.from_pretrained(out)
    assert model.config.num_experts == 4 and model.config.vocab_size == len(tokenizer)
    assert tokenizer.mask_token_id == model.config.mask_token_id
    # no lesson longer than the training sequences (the worker reads this)
    generation = GenerationConfig.from_pretrained(out)
    assert generation.max_new_tokens == DemoTrainConfig(**TINY).max_length
    assert generation.eos_token_id == model.config.eos_token_id
    ids = tokenizer.encode("<|request|>pendulum<|response|>", add_special_tokens=False)
    assert ids[0] == tokenizer.convert_tokens_to_ids("<|request|>")
    with torch.no_grad():
        cache = model.prefill(torch.tensor([ids]))
    assert cache.lengths.tolist() == [len(ids)]

    # the card says what the checkpoint is and what was not measured, inventing nothing
    model_card.main([str(out)])
    card = (out / "README.md").read_text()
    assert "DEMO Clover checkpoint" in card and "not Clover-35B" in card
    assert "held out of training" in card and "framed" in card and "curious" in card
    assert "Optimizer: muon" in card
    assert f"at most {DemoTrainConfig(**TINY).max_length} new tokens per lesson" in card
    assert "Not measured yet: run `python manage.py evaluate_lessons`" in card


@pytest.mark.slow
def test_the_distillation_stage_follows_the_main_one_and_resumes_inside_it(tmp_path):
    out = tmp_path / "ckpt"
    # one lesson per grade and language: the model writes 6 lessons after 2 main steps
    staged = {**TINY, "distill_per_lesson": 1, "distill_steps": 2, "distill_minutes": 0.0}
    staged["max_length"] = 160  # the untrained model writes up to this much
    train_demo(DemoTrainConfig(**staged, steps=2), out, device="cpu", resume=False)
    summary = json.loads((out / "training_summary.json").read_text())
    report = summary["distillation"]
    assert summary["steps"] == 4 and report["requests"] == 6
    # an untrained model writes no lesson under its topic's title: every request keeps the
    # start of its corpus lesson, as many tokens as the model was to write, no end of text
    assert report["kept"] == 0 and report["tokens"] > 0 and report["tokens_per_forward"] > 0
    state = torch.load(out / "train_state" / "state.pt", weights_only=False)
    assert state["stage"] == "distill" and state["stage_step"] == 2
    assert len(state["distilled"]) == 6  # the lesson starts alone
    tokenizer = AutoTokenizer.from_pretrained(out)
    for example in state["distilled"][:6]:
        response = [t for t, noisy in zip(example.ids, example.noisable, strict=True) if noisy]
        assert 0 < len(response) <= 128 and tokenizer.eos_token_id not in response
        assert tokenizer.decode(response).startswith("<cl-lesson title=")
    # resumed inside the distillation stage: it continues there without writing again
    train_demo(
        DemoTrainConfig(**{**staged, "distill_steps": 3}, steps=2), out, device="cpu", resume=True
    )
    summary = json.loads((out / "training_summary.json").read_text())
    assert summary["steps"] == 5 and summary["distillation"] == report
    model_card.main([str(out)])
    card = (out / "README.md").read_text()
    assert "self-distillation: the model wrote the first 128 tokens of a lesson for 6" in card
    assert "the 0 written under the topic's title" in card
    assert "fine-tuned on them for 3 steps at 0.1 of the peak" in card  # a step budget

    # the stage alone on a saved checkpoint: its weights and tokenizer, no main stage
    again = tmp_path / "again"
    alone = {**staged, "distill_steps": 1, "distill_from": str(out)}
    train_demo(DemoTrainConfig(**alone, steps=2), again, device="cpu", resume=False)
    summary = json.loads((again / "training_summary.json").read_text())
    assert summary["steps"] == 1 and summary["distillation"]["requests"] == 6
    tokenizer = AutoTokenizer.from_pretrained(again)
    assert tokenizer.get_vocab() == AutoTokenizer.from_pretrained(out).get_vocab()
    with pytest.raises(ValueError, match="distill_per_lesson"):
        train_demo(
            DemoTrainConfig(**{**alone, "distill_per_lesson": 0}), again, device="cpu", resume=False
        )


@pytest.mark.slow
def test_a_stage_warm_started_from_a_checkpoint_keeps_its_tokenizer_and_records_the_lineage(
    tmp_path,
):
    first, second = tmp_path / "first", tmp_path / "second"
    train_demo(DemoTrainConfig(**TINY, steps=2), first, device="cpu", resume=False)
    before = CloverForBlockDiffusionLM.from_pretrained(first).state_dict()

    staged = {**TINY, "init": str(first), "hidden_size": 64, "variant_rate": 0.0}
    train_demo(DemoTrainConfig(**staged, steps=1), second, device="cpu", resume=False)

    # the checkpoint's shape, not the config's: the weights went on from where they were
    model = CloverForBlockDiffusionLM.from_pretrained(second)
    assert model.config.hidden_size == TINY["hidden_size"]
    after = model.state_dict()
    assert any(not torch.equal(before[name], after[name]) for name in before)
    vocab = AutoTokenizer.from_pretrained(second).get_vocab()
    assert vocab == AutoTokenizer.from_pretrained(first).get_vocab()
    summary = json.loads((second / "training_summary.json").read_text())
    [stage] = summary["lineage"]
    assert stage["checkpoint"] == "first" and stage["steps"] == 2
    assert stage["config"]["init"] == "" and stage["tokens_seen"] > 0
    assert stage["device"] == "cpu" and stage["hardware"] == summary["hardware"]
    assert summary["name"] == "second" and summary["hardware"]
    log = [json.loads(line) for line in (second / "train_log.jsonl").read_text().splitlines()]
    quarters = [r["quarter_accuracy"] for r in log if "quarter_accuracy" in r]
    assert quarters and all(len(q) == 4 and all(0 <= a <= 1 for a in q) for q in quarters)

    model_card.main([str(second)])
    card = (second / "README.md").read_text()
    assert "| 1 (first) | random weights | 2 |" in card
    assert "| 2 (this run) | stage 1 | 1 |" in card
    cores = f"{summary['threads']} CPU cores ({summary['hardware']})"
    assert f"| {cores} |" in card and f"minutes on {cores}." in card
    with pytest.raises(ValueError, match="give one"):
        train_demo(
            DemoTrainConfig(**{**staged, "distill_from": str(first), "distill_per_lesson": 1}),
            tmp_path / "third",
            device="cpu",
            resume=False,
        )


def test_a_written_lesson_replaces_the_corpus_one_only_whole_clean_and_on_topic():
    import random

    from genui.corpus.lesson import lesson_markup
    from genui.corpus.topics import topic_by_slug
    from genui.demo_model.build import training_pairs

    tides, pendulum = topic_by_slug("tides"), topic_by_slug("simple-pendulum")
    lesson = lesson_markup(tides, "middle", "en")
    assert distilled_lesson_ok(lesson, tides, "en")
    assert not distilled_lesson_ok(lesson, pendulum, "en")  # another topic's title
    assert not distilled_lesson_ok(lesson, tides, "zh")  # another language
    assert not distilled_lesson_ok(lesson.rsplit("</cl-quiz>", 1)[0], tides, "en")  # cut short
    unclean = lesson.replace("\n", "\n<script>alert(1)</script>\n", 1)
    assert not distilled_lesson_ok(unclean, tides, "en")
    # the start of a lesson is judged by its opening tag, which must be written out
    opening = lesson.index("\n") + 1
    start = lesson[: opening + 40]
    assert distilled_lesson_ok(start, tides, "en", whole=False)
    assert not distilled_lesson_ok(start, tides, "en")
    assert not distilled_lesson_ok(start, pendulum, "en", whole=False)
    assert not distilled_lesson_ok(lesson[: opening - 20], tides, "en", whole=False)
    # every topic, grade and language gets its share of the requests the model answers
    pairs = training_pairs([tides, pendulum], per_lesson=4, seed=0)
    chosen = distill_requests(pairs, 2, random.Random(0))
    lessons = {(p.topic, p.grade, p.language) for p in chosen}
    assert len(chosen) == 24 and len(lessons) == 12


def test_a_lesson_opening_pair_is_noised_like_a_lesson_but_has_no_end_of_text():
    from clover_model.tokenization import train_tokenizer
    from genui.corpus.topics import topic_by_slug
    from genui.demo_model.build import head_pairs, training_pairs

    topic = topic_by_slug("tides")
    whole = training_pairs([topic], per_lesson=1, seed=0)[0]
    opening = head_pairs([topic], per_lesson=1, seed=0)[0]
    tokenizer = train_tokenizer([whole.prompt + whole.response], vocab_size=400)
    whole_example, opening_example = (
        encode(pair, tokenizer, block_size=8, max_length=4096) for pair in (whole, opening)
    )
    assert whole_example.ids[-1] == tokenizer.eos_token_id
    # the block the lesson ends in is filled with end-of-text, noised like the rest, as the
    # engine fills it: all of its positions are masked when decoding reaches it
    assert len(whole_example.ids) % 8 == 0 and all(whole_example.valid[-8:])
    lesson = tokenizer.encode(whole.response, add_special_tokens=False)
    tail = whole_example.ids[len(whole_example.ids) - whole_example.noisable[::-1].index(False) :]
    assert tail[: len(lesson)] == lesson
    assert set(tail[len(lesson) :]) == {tokenizer.eos_token_id} and len(tail) - len(lesson) <= 8
    assert tokenizer.eos_token_id not in opening_example.ids
    response = tokenizer.encode(opening.response, add_special_tokens=False)
    assert opening_example.ids[-len(response) :] == response
    assert sum(opening_example.noisable) == len(response)
    prompt = tokenizer.encode(opening.prompt, add_special_tokens=False)
    assert opening_example.ids[: -len(response)][-len(prompt) :] == prompt


def test_the_tokenizer_keeps_markup_attributes_whole_and_words_the_same_everywhere():
    from clover_model.tokenization import train_tokenizer
    from genui.corpus.lesson import lesson_markup
    from genui.corpus.topics import topic_by_slug
    from genui.demo_model.build import evaluation_requests, training_pairs

    topics = [topic_by_slug(slug) for slug in ("simple-pendulum", "solar-eclipse", "seasons")]
    pairs = training_pairs(topics, per_lesson=2, seed=0)
    tokenizer = train_tokenizer([p.prompt + p.response for p in pairs], vocab_size=3000)
    lesson = lesson_markup(topics[0], "middle", "en")
    ids = tokenizer.encode(lesson, add_special_tokens=False)
    pieces = [tokenizer.decode([i]) for i in ids]
    assert tokenizer.decode(ids) == lesson
    assert ' position="4 6 8"' in pieces and ' intensity="1"></cl-light>\n' in pieces
    assert not any("\n" in piece[:-1] for piece in pieces)  # never across a line break
    # a word is cut the same way in a lesson's prose and in an unseen request
    word = tokenizer.encode(" pendulum", add_special_tokens=False)
    request = next(r for r in evaluation_requests(topics, seed=1) if "pendulum" in r.text)
    in_request = tokenizer.encode(request.text, add_special_tokens=False)
    assert any(in_request[k : k + len(word)] == word for k in range(len(in_request)))
    # the Chinese lesson round-trips too
    chinese = lesson_markup(topics[1], "high", "zh")
    assert tokenizer.decode(tokenizer.encode(chinese, add_special_tokens=False)) == chinese
