"""clover_model.train, the generic block-diffusion run: a tiny run on made-up pairs end to
end, resumed, with a second stage; the schedule, the held-out evaluation, the head's dtype."""

import json
from dataclasses import dataclass

import pytest
import torch
from transformers import AutoTokenizer

from clover_model import CloverForBlockDiffusionLM
from clover_model.train import (
    Stage,
    TrainConfig,
    evaluate_from_history,
    head_matmul_dtype,
    lr_at,
    main_stage,
    run_progress,
    train,
)
from clover_model.training_data import Example, collate, encode
from tests.fixtures.tiny import TINY_TRAINING

TINY = {**TINY_TRAINING, "vocab_size": 300, "max_length": 64}


@dataclass
class Pair:
    """Made-up pairs: the generic run knows nothing of what it trains on."""

    prompt: str
    response: str
    complete: bool = True


PAIRS = [
    Pair(f"<|request|>count from {n}<|response|>", " ".join(str(n + k) for k in range(6)))
    for n in range(8)
]


AGAIN = Stage("again", 2, 0.0, 512, lr_scale=0.5, certainty_weight=1.0)


@dataclass(frozen=True)
class Again:
    """A second stage that trains on the main stage's pairs again, at half the rates and with
    certainty forcing."""

    stage: Stage = AGAIN
    alone: bool = False

    def examples(self, trainer, train_pairs):
        block_size = trainer.config.block_size
        examples = [
            encode(p, trainer.tokenizer, block_size=block_size, max_length=64) for p in train_pairs
        ]
        return examples, {"requests": len(examples)}


@pytest.mark.slow
def test_a_tiny_run_on_any_pairs_trains_a_second_stage_resumes_and_loads(tmp_path):
    out = tmp_path / "ckpt"
    config = TrainConfig(**TINY, steps=2)
    args = {"train_pairs": PAIRS, "eval_pairs": PAIRS[:2], "device": "cpu"}
    train(config, out, **args, resume=False, second_stage=Again())
    summary = json.loads((out / "training_summary.json").read_text())
    assert summary["steps"] == 4 and summary["distillation"] == {"requests": len(PAIRS)}
    assert summary["lineage"] == [] and summary["final_eval_loss"] > 0
    assert json.loads((out / "training_config.json").read_text()) == json.loads(
        json.dumps(config.__dict__)
    )
    state = torch.load(out / "train_state" / "state.pt", weights_only=False)
    assert state["stage"] == "again" and state["stage_step"] == 2
    assert len(state["distilled"]) == len(PAIRS)

    # resumed inside the second stage: it goes on there without writing its examples again
    train(config, out, **args, resume=True, second_stage=Again(Stage("again", 3, 0.0, 512)))
    summary = json.loads((out / "training_summary.json").read_text())
    assert summary["steps"] == 5
    log = [json.loads(line) for line in (out / "train_log.jsonl").read_text().splitlines()]
    assert [r["step"] for r in log if "eval_loss" in r] == [2, 2, 4, 5]
    model = CloverForBlockDiffusionLM.from_pretrained(out)
    assert model.config.vocab_size == len(AutoTokenizer.from_pretrained(out))


def test_the_schedule_warms_up_then_decays_to_the_floor_by_steps_or_by_time():
    config = TrainConfig(steps=100, warmup_steps=10, lr=1.0, min_lr_ratio=0.1, max_minutes=0)
    assert lr_at(0.0, 0, config) == pytest.approx(0.1)
    stage = main_stage(config)
    assert lr_at(run_progress(10, 0, stage), 10, config) == pytest.approx(0.1 + 0.9 * 0.9755, 1e-3)
    assert lr_at(run_progress(100, 0, stage), 100, config) == pytest.approx(0.1)
    timed = TrainConfig(steps=10**6, warmup_steps=0, lr=1.0, min_lr_ratio=0.0, max_minutes=1)
    assert run_progress(5, 30.0, main_stage(timed)) == pytest.approx(0.5)
    assert lr_at(run_progress(5, 60.0, main_stage(timed)), 5, timed) == pytest.approx(0.0)
    # a second stage runs on its own budget
    assert run_progress(5, 0.0, Stage("again", 10, 0.0, 512)) == pytest.approx(0.5)


def test_the_history_evaluation_predicts_whole_blocks_from_the_text_before_them(model):
    """first_block_loss is the first response block masked alone (the later blocks cannot
    change it: blocks see only blocks before them), full_block_loss every block masked."""
    config = TrainConfig(block_size=model.config.block_size)
    pad, block = model.config.pad_token_id, model.config.block_size
    torch.manual_seed(3)
    examples = []
    for prompt_len, response_len in ((block, 3 * block - 5), (2 * block, 2 * block)):
        ids = torch.randint(10, 500, (prompt_len + response_len,)).tolist()
        examples.append(
            Example(ids, [True] * len(ids), [False] * prompt_len + [True] * response_len)
        )
    found = evaluate_from_history(model, examples, config, pad, "cpu")

    batch = collate(examples, pad, block, "cpu")
    noisable = batch["noise_mask"]
    first = noisable & (noisable.cumsum(dim=1) <= block)
    expected = {}
    for name, masked in (("full_block_loss", noisable), ("first_block_loss", first)):
        with torch.no_grad():
            out = model(
                batch["input_ids"],
                attention_mask=batch["attention_mask"],
                noisy_input_ids=batch["input_ids"].masked_fill(masked, model.config.mask_token_id),
                noise_mask=masked,
                return_logits=False,
            )
        expected[name] = out.diffusion_loss.item()
    quarters = found.pop("quarter_accuracy")
    assert found == pytest.approx(expected, abs=2e-4)
    assert len(quarters) == 4 and all(0 <= accuracy <= 1 for accuracy in quarters)
    assert found["first_block_loss"] != pytest.approx(found["full_block_loss"], abs=1e-3)


def test_the_head_matmul_choice_is_float32_or_bfloat16():
    assert head_matmul_dtype("float32", "cpu") == torch.float32
    assert head_matmul_dtype("bfloat16", "cpu") == torch.bfloat16
    assert head_matmul_dtype("auto", "cpu") in (torch.float32, torch.bfloat16)
    with pytest.raises(ValueError, match="head_matmul"):
        head_matmul_dtype("fp8", "cpu")
