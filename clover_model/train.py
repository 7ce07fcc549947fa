"""Train a Clover checkpoint with the block-diffusion objective.

The generic run a recipe drives (the lesson demo's is `genui.demo_model.train`,
``python -m genui.demo_model.train``):

    out = train(config, out, train_pairs=pairs, eval_pairs=held_out, device="cpu",
                resume=False, second_stage=None)

One run: a byte-level BPE tokenizer trained on the pairs (or a checkpoint's, ``source``), every
pair tokenised (the prompt left-padded to a block boundary, exactly as the engine's prefill
does, and never noised; the response and its end-of-text token noised block by block), then
Muon and AdamW with warm-up and cosine decay over length-bucketed batches of about
``tokens_per_batch`` tokens for ``max_minutes``. A recipe may add a second stage
(`SecondStage`: the model writes its own training examples, self-distillation, and is
fine-tuned on them with its own budget and certainty forcing). Every ``eval_every`` steps the
loss on the evaluation pairs is measured with a fixed noise draw; every ``save_every`` steps
(and on Ctrl-C or the time limit) the model, optimiser, data order and random states go to
``OUT/train_state`` so that ``resume`` continues the same run. The final checkpoint
(safetensors weights, config, tokenizer, ``training_config.json``, ``train_log.jsonl``,
``loss_curve.png``, ``training_summary.json``) lands in OUT.
Nothing here knows what the pairs are about.

Pairs become token ids and batches in `clover_model.training_data`; the saved state and the
files of the finished checkpoint are written by `clover_model.training_records`. This module
holds the settings (`TrainConfig`), the stages, the schedule, the held-out measures and the
`Trainer` that runs them.
"""

from __future__ import annotations

import json
import math
import random
import signal
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Protocol

import torch

from clover_model.configuration_clover import CloverConfig
from clover_model.diffusion import bf16_matmul_is_fast
from clover_model.modeling_clover import CloverForBlockDiffusionLM, count_parameters
from clover_model.muon import MuonAdamW, param_groups
from clover_model.tokenization import config_token_ids, train_tokenizer
from clover_model.training_data import Example, TextPair, collate, encode, make_batches
from clover_model.training_records import (
    final_checkpoint_save,
    hardware_name,
    save_state,
    saved_state,
    stage_lineage,
)

# the step bound of a stage run on a time budget: never reached
UNBOUNDED_STEPS = 100_000
# the name of a run's first stage, in its progress (`Progress.stage`)
MAIN_STAGE = "main"
MODEL_FIELDS = frozenset(
    [
        "hidden_size",
        "num_hidden_layers",
        "full_attention_interval",
        "num_attention_heads",
        "num_key_value_heads",
        "head_dim",
        "linear_num_key_heads",
        "linear_num_value_heads",
        "linear_key_head_dim",
        "linear_value_head_dim",
        "num_experts",
        "num_experts_per_tok",
        "moe_intermediate_size",
        "shared_expert_intermediate_size",
        "block_size",
    ]
)


@dataclass
class TrainConfig:
    """What decides a run's model and optimisation; saved next to the checkpoint as
    training_config.json (with a recipe's own fields: a recipe extends this class)."""

    seed: int = 0
    vocab_size: int = 16384
    max_length: int = 1280  # the longest lesson is about 950 tokens: none is cut
    # model (on top of the clover-tiny preset)
    hidden_size: int = 128
    num_hidden_layers: int = 4
    full_attention_interval: int = 2
    num_attention_heads: int = 4
    num_key_value_heads: int = 2
    head_dim: int = 32
    linear_num_key_heads: int = 2
    linear_num_value_heads: int = 4
    linear_key_head_dim: int = 32
    linear_value_head_dim: int = 32
    # routed experts; chosen over 16 (docs/experiments/2026-12-03-demo-runs-from-random-weights.md)
    num_experts: int = 32
    num_experts_per_tok: int = 2
    moe_intermediate_size: int = 128
    shared_expert_intermediate_size: int = 128
    # tokens per block; blocks of 16 train far slower (the same experiment log)
    block_size: int = 8
    # optimisation
    steps: int = UNBOUNDED_STEPS  # an upper bound when max_minutes is set
    tokens_per_batch: int = 4096
    lr: float = 5e-3  # AdamW's peak learning rate
    optimizer: str = "muon"  # Muon on the layers' matrices, AdamW on the rest; or "adamw"
    muon_lr: float = 0.02
    min_lr_ratio: float = 0.05
    warmup_steps: int = 60
    weight_decay: float = 0.05
    grad_clip: float = 1.0
    noise_low: float = 0.5
    # wrong tokens in the history the blocks read (`corrupt_history`): each sequence draws a
    # rate in [0, history_noise]; 0 trains on clean history only
    history_noise: float = 0.0
    eval_every: int = 150
    save_every: int = 100
    # the main stage's time budget in minutes (0: run all `steps`); 79 leaves a second stage
    # room in a 90-minute run on 2 CPU cores
    max_minutes: float = 79.0
    # a checkpoint directory to warm-start from: its weights and tokenizer (the model settings
    # above are then the checkpoint's), a fresh optimiser and schedule; the new checkpoint's
    # training summary carries the lineage of every stage before it
    init: str = ""
    # the LM head's matrix products: "auto" is bfloat16 where it runs natively (an AMX or
    # AVX-512 BF16 CPU, a CUDA GPU), else float32
    head_matmul: str = "auto"
    # the dtype of the saved weights (the worker computes in CLOVER_DTYPE, float32 by default)
    weights_dtype: str = "bfloat16"

    def recorded(self) -> dict:
        """training_config.json: every field (a recipe may place its own among these)."""
        return asdict(self)

    def model_config(self, tokenizer) -> CloverConfig:
        model_fields = [f.name for f in fields(self) if f.name in MODEL_FIELDS]
        overrides = {name: getattr(self, name) for name in model_fields}
        return CloverConfig.from_preset(
            "clover-tiny",
            **overrides,
            **config_token_ids(tokenizer),
            max_position_embeddings=4096,
            partial_rotary_factor=0.5,
        )


@dataclass(frozen=True)
class Stage:
    """A stage of a run: its name (in the progress and the log), its budget (``minutes`` 0:
    no time limit), the share of the peak learning rates it runs at and the weight of
    certainty forcing in its loss (`certainty_forcing_loss`)."""

    name: str
    steps: int
    minutes: float
    tokens_per_batch: int
    lr_scale: float = 1.0
    certainty_weight: float = 0.0


def main_stage(config: TrainConfig) -> Stage:
    """The run's first stage, on the training pairs: the configuration's budget, full rates."""
    return Stage(MAIN_STAGE, config.steps, config.max_minutes, config.tokens_per_batch)


class SecondStage(Protocol):
    """What a recipe adds after the main stage: examples the trainer writes with the model
    itself (self-distillation), trained on under their own `Stage`. ``alone``: the run
    starts from a checkpoint and skips the main stage."""

    stage: Stage
    alone: bool

    def examples(
        self, trainer: Trainer, train_pairs: Sequence[TextPair]
    ) -> tuple[list[Example], dict]:
        """The stage's examples, and a report of how they were written (kept in the
        progress and the training summary as ``distillation``)."""
        ...


def make_optimizer(
    model: torch.nn.Module, config: TrainConfig, *, scale: float = 1.0
) -> torch.optim.Optimizer:
    """Muon on the layers' matrices and AdamW on the rest (`clover_model.muon`), or AdamW on
    everything; decay on matrices other than the embedding. Each group's `base_lr` is its peak:
    the configured rate times ``scale``."""
    if config.optimizer not in ("muon", "adamw"):
        raise ValueError(f"optimizer must be adamw or muon, not {config.optimizer!r}")
    muon_lr = config.muon_lr * scale if config.optimizer == "muon" else None
    groups = param_groups(
        model, muon_lr=muon_lr, adamw_lr=config.lr * scale, weight_decay=config.weight_decay
    )
    if muon_lr is not None:
        return MuonAdamW(groups)
    return torch.optim.AdamW(groups, lr=config.lr * scale, betas=(0.9, 0.95))


def head_matmul_dtype(choice: str, device_type: str) -> torch.dtype:
    if choice == "auto":
        return torch.bfloat16 if bf16_matmul_is_fast(device_type) else torch.float32
    if choice not in ("float32", "bfloat16"):
        raise ValueError(f"head_matmul must be auto, float32 or bfloat16, not {choice!r}")
    return getattr(torch, choice)


def weights_dtype(choice: str) -> torch.dtype:
    if choice not in ("float32", "bfloat16"):
        raise ValueError(f"weights_dtype must be float32 or bfloat16, not {choice!r}")
    return getattr(torch, choice)


def lr_at(progress: float, step: int, config: TrainConfig) -> float:
    """Linear warm-up over warmup_steps, then cosine decay to min_lr_ratio at progress 1."""
    if step < config.warmup_steps:
        return config.lr * (step + 1) / config.warmup_steps
    cosine = 0.5 * (1 + math.cos(math.pi * min(1.0, progress)))
    return config.lr * (config.min_lr_ratio + (1 - config.min_lr_ratio) * cosine)


def run_progress(step: int, train_seconds: float, stage: Stage) -> float:
    """How far the stage is, 0 to 1: by steps, or by time when a time budget is set (the
    schedule then ends at the budget whatever the machine's speed)."""
    by_steps = step / stage.steps
    if not stage.minutes:
        return by_steps
    return max(by_steps, train_seconds / (stage.minutes * 60))


@torch.no_grad()
def evaluate(model, examples, config: TrainConfig, pad_id: int, device) -> float:
    """Mean diffusion loss over the evaluation pairs with a fixed noise draw."""
    model.eval()
    generator = torch.Generator(device=device).manual_seed(1234)
    losses = []
    for start in range(0, len(examples), 4):
        batch = collate(examples[start : start + 4], pad_id, config.block_size, device)
        out = model(
            **batch,
            noise_range=(config.noise_low, 1.0),
            generator=generator,
            return_logits=False,
        )
        losses.append(out.diffusion_loss.item())
    model.train()
    return sum(losses) / len(losses)


@torch.no_grad()
def evaluate_from_history(model, examples, config: TrainConfig, pad_id: int, device) -> dict:
    """Loss and top-1 accuracy when every response block is wholly masked and predicted from
    the clean text before it alone: the state each block starts from in decoding. The
    mixed-noise loss rarely sees it (a 16-token block is wholly masked with probability
    E[t^16], about 6%).

    ``full_block_loss`` covers every response token; ``first_block_loss`` only the first
    block, which has nothing but the request before it (the title, the topic, the language);
    ``quarter_accuracy`` is the top-1 accuracy in each quarter of the response (by position),
    so that a model that learned only openings shows it.
    """
    model.eval()
    mask_id = model.config.mask_token_id
    full, first = [], []
    right, counted = [0] * 4, [0] * 4
    for start in range(0, len(examples), 4):
        batch = collate(examples[start : start + 4], pad_id, config.block_size, device)
        ids, noisable = batch["input_ids"], batch["noise_mask"] & batch["attention_mask"]
        noisy = ids.masked_fill(noisable, mask_id)
        hidden = model.model(ids, noisy, attention_mask=batch["attention_mask"]).last_hidden_state
        logits = model.lm_head(hidden[noisable]).float()
        nll = torch.nn.functional.cross_entropy(logits, ids[noisable], reduction="none")
        in_first = (noisable.cumsum(dim=1) <= config.block_size)[noisable]
        full.append(nll.mean().item())
        first.append(nll[in_first].mean().item())
        # (N,) the quarter of the response each masked position falls in
        offset = (noisable.cumsum(dim=1) - 1)[noisable]
        length = noisable.sum(dim=1, keepdim=True).expand_as(noisable)[noisable]
        quarter = (4 * offset // length).clamp(max=3)
        hit = logits.argmax(-1) == ids[noisable]
        for q in range(4):
            right[q] += int(hit[quarter == q].sum())
            counted[q] += int((quarter == q).sum())
    model.train()
    return {
        "full_block_loss": round(sum(full) / len(full), 4),
        "first_block_loss": round(sum(first) / len(first), 4),
        "quarter_accuracy": [round(r / max(c, 1), 4) for r, c in zip(right, counted, strict=True)],
    }


@dataclass
class Progress:
    """Where a run is; saved with the weights so that --resume continues it where it was."""

    step: int = 0  # optimiser steps, all stages
    cursor: int = 0  # the next batch of `batches`
    batches: list = field(default_factory=list)
    log: list = field(default_factory=list)
    train_seconds: float = 0.0  # optimiser steps only, all stages
    tokens_seen: int = 0
    stage: str = MAIN_STAGE  # then the second stage's name ("distill")
    stage_step: int = 0
    stage_seconds: float = 0.0
    # the second stage's examples, once written, and its report (the names are those of the
    # self-distillation stage, so that saved states resume)
    distilled: list | None = None
    distill_report: dict | None = None


def starting_model(config: TrainConfig, source: str, train_pairs: Sequence[TextPair], device: str):
    """The tokenizer, model and model config of ``source``; without one, a tokenizer trained
    on the pairs and a new model."""
    if source:
        from transformers import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(source)
        model = CloverForBlockDiffusionLM.from_pretrained(source).float().to(device)
        return tokenizer, model, model.config
    tokenizer = train_tokenizer(
        [p.prompt + p.response for p in train_pairs], vocab_size=config.vocab_size
    )
    model_config = config.model_config(tokenizer)
    return tokenizer, CloverForBlockDiffusionLM(model_config).to(device), model_config


@dataclass
class LossWindow:
    """The losses of the steps since the last line of the log."""

    diffusion: list[float] = field(default_factory=list)
    certainty: list[float] = field(default_factory=list)

    def add(self, out) -> None:
        self.diffusion.append(out.diffusion_loss.item())
        if out.certainty_loss is not None:
            self.certainty.append(out.certainty_loss.item())

    def take(self) -> tuple[float, dict]:
        """The mean diffusion loss, and the certainty loss (over all the window's steps) if any;
        the window starts again empty."""
        loss = sum(self.diffusion) / len(self.diffusion)
        certainty = {}
        if self.certainty:
            certainty = {"certainty": round(sum(self.certainty) / len(self.diffusion), 4)}
        self.diffusion, self.certainty = [], []
        return loss, certainty


class Trainer:
    """One run's model, optimiser, random state and `Progress`, and the steps that move them
    on: the stages (`run_stages`, `fit`), held-out evaluation and checkpoints of the state.
    ``second_stage``: what follows the main stage, if anything (`SecondStage`)."""

    def __init__(
        self,
        config: TrainConfig,
        out: Path,
        *,
        model,
        model_config: CloverConfig,
        tokenizer,
        eval_pairs: Sequence[TextPair],
        device: str,
        resume: bool,
        second_stage: SecondStage | None = None,
    ):
        self.config, self.out, self.device = config, out, device
        self.second_stage = second_stage
        self.stages = {MAIN_STAGE: main_stage(config)}
        if second_stage is not None:
            self.stages[second_stage.stage.name] = second_stage.stage
        self.model, self.model_config, self.tokenizer = model, model_config, tokenizer
        self.encode_args = {"block_size": config.block_size, "max_length": config.max_length}
        self.eval_examples = [encode(p, tokenizer, **self.encode_args) for p in eval_pairs]
        self.head_dtype = head_matmul_dtype(config.head_matmul, torch.device(device).type)
        print(f"LM head matrix products in {str(self.head_dtype).removeprefix('torch.')}")
        self.rng = random.Random(config.seed)
        self.run = Progress()
        state = saved_state(out) if resume else None
        if state is not None:
            self._restore(state)
        if self.run.stage not in self.stages:
            raise ValueError(f"the saved run is in a {self.run.stage!r} stage this run lacks")
        # a second stage starts from a fresh optimiser at its share of the rates
        self.optimizer = make_optimizer(model, config, scale=self.stages[self.run.stage].lr_scale)
        if state is not None:
            self.optimizer.load_state_dict(state["optimizer"])
        self.stopping = False

    def _restore(self, state: dict) -> None:
        """Weights, progress and random states as `save_state` left them."""
        self.model.load_state_dict(state["model"])
        self.run = Progress(**{f.name: state[f.name] for f in fields(Progress) if f.name in state})
        self.rng.setstate(state["python_rng"])
        torch.set_rng_state(state["torch_rng"])
        print(f"resumed at step {self.run.step} ({self.run.stage} stage)")

    def stop_on_signals(self) -> None:
        """Ctrl-C or SIGTERM: the run ends after the current step, its state saved for
        --resume."""
        signal.signal(signal.SIGINT, self._stop)
        signal.signal(signal.SIGTERM, self._stop)

    def _stop(self, *_) -> None:
        self.stopping = True

    def checkpoint(self) -> None:
        save_state(self.out, self.model, self.optimizer, self.rng, **vars(self.run))

    def evaluate_held_out(self) -> tuple[float, dict]:
        """The held-out losses (`evaluate`, `evaluate_from_history`), logged at this step."""
        pad_id = self.model_config.pad_token_id
        eval_loss = evaluate(self.model, self.eval_examples, self.config, pad_id, self.device)
        history = evaluate_from_history(
            self.model, self.eval_examples, self.config, pad_id, self.device
        )
        self.run.log.append({"step": self.run.step, "eval_loss": round(eval_loss, 4), **history})
        return eval_loss, history

    def run_stages(self, train_pairs: Sequence[TextPair]) -> None:
        """The main stage (unless the second stage runs alone), then the second stage if there
        is one; a resumed run goes on in the stage it was in."""
        second = self.second_stage
        if self.run.stage == MAIN_STAGE:
            if second is None or not second.alone:
                # encoded only for the main stage: a second stage never trains on them
                examples = [encode(p, self.tokenizer, **self.encode_args) for p in train_pairs]
                print(
                    f"tokens: {sum(len(e.ids) for e in examples):,} in training pairs; "
                    f"longest {max(len(e.ids) for e in examples)}"
                )
                self.fit(examples, self.stages[MAIN_STAGE])
            if second is not None and not self.stopping:
                self.start_second_stage(train_pairs)
        if second is not None and self.run.stage == second.stage.name and not self.stopping:
            self.fit(self.run.distilled, second.stage)

    def start_second_stage(self, train_pairs: Sequence[TextPair]) -> None:
        """The second stage writes its examples (`SecondStage.examples`); the run enters it
        with a fresh optimiser, and a checkpoint keeps the examples."""
        second = self.second_stage
        self.evaluate_held_out()
        run = self.run
        run.distilled, run.distill_report = second.examples(self, train_pairs)
        run.stage, run.stage_step, run.stage_seconds, run.batches = second.stage.name, 0, 0.0, []
        print(f"{second.stage.name} stage: {json.dumps(run.distill_report)}")
        self.optimizer = make_optimizer(self.model, self.config, scale=second.stage.lr_scale)
        self.checkpoint()

    def fit(self, examples: list[Example], stage: Stage) -> None:
        """Optimiser steps over `examples` until the stage's steps or minutes are spent (or
        Ctrl-C): length-bucketed batches, warm-up and cosine decay, periodic evaluation and
        checkpoints."""
        from tqdm import tqdm

        config, run = self.config, self.run
        steps, minutes, tokens_per_batch = stage.steps, stage.minutes, stage.tokens_per_batch
        self.model.train()
        progress = tqdm(
            total=steps, initial=run.stage_step, unit="step", dynamic_ncols=True, desc=run.stage
        )
        window = LossWindow()
        while run.stage_step < steps and not self.stopping:
            step_started = time.perf_counter()
            batch = self.next_batch(examples, tokens_per_batch)
            lr = self.set_learning_rate(stage)
            out_step = self.optimizer_step(batch, stage)
            self.count_step(batch, step_started)
            window.add(out_step)
            progress.update(1)
            if run.step % 10 == 0:
                self.log_losses(window, lr, stage, progress=progress)
            if run.step % config.eval_every == 0 or run.stage_step == steps:
                self.report_held_out(progress)
            if minutes and run.stage_seconds >= minutes * 60:
                progress.write(f"{run.stage} stage: {minutes} minutes reached at step {run.step}")
                break
            if run.step % config.save_every == 0 or self.stopping:
                self.checkpoint()
        progress.close()
        self.checkpoint()

    def next_batch(self, examples: list[Example], tokens_per_batch: int) -> dict:
        """The batch at the cursor; once every batch was used, a new order of batches."""
        run = self.run
        if run.cursor >= len(run.batches):
            run.batches = make_batches(
                examples,
                tokens_per_batch=tokens_per_batch,
                block_size=self.config.block_size,
                rng=self.rng,
            )
            run.cursor = 0
        batch = collate(
            [examples[i] for i in run.batches[run.cursor]],
            self.model_config.pad_token_id,
            self.config.block_size,
            self.device,
        )
        run.cursor += 1
        return batch

    def set_learning_rate(self, stage: Stage) -> float:
        """The schedule's rate for this step (`lr_at`, a rate of the main stage) set on every
        group, scaled to the group's peak; returns it."""
        config, run = self.config, self.run
        stage_progress = run_progress(run.stage_step, run.stage_seconds, stage)
        lr = lr_at(stage_progress, run.stage_step, config)
        for group in self.optimizer.param_groups:
            group["lr"] = group["base_lr"] * lr / config.lr
        return lr

    def optimizer_step(self, batch: dict, stage: Stage):
        """One forward and backward on ``batch``, clipped, and the optimiser's step."""
        config = self.config
        out = self.model(
            **batch,
            noise_range=(config.noise_low, 1.0),
            return_logits=False,
            head_matmul_dtype=self.head_dtype,
            certainty_weight=stage.certainty_weight,
            history_noise=config.history_noise,
        )
        self.optimizer.zero_grad(set_to_none=True)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(self.model.parameters(), config.grad_clip)
        self.optimizer.step()
        return out

    def count_step(self, batch: dict, step_started: float) -> None:
        """The step is done: steps, tokens seen and seconds of optimiser steps go up."""
        run = self.run
        run.step += 1
        run.stage_step += 1
        run.tokens_seen += int(batch["attention_mask"].sum())
        seconds = time.perf_counter() - step_started
        run.train_seconds += seconds
        run.stage_seconds += seconds

    def log_losses(self, window: LossWindow, lr: float, stage: Stage, *, progress) -> None:
        """A line of the log: the window's mean losses, the rate and the speed so far."""
        run = self.run
        loss, certainty = window.take()
        run.log.append(
            {
                "step": run.step,
                "loss": round(loss, 4),
                "lr": lr * stage.lr_scale,
                "tokens_per_second": round(run.tokens_seen / run.train_seconds),
                "minutes": round(run.train_seconds / 60, 2),
                **certainty,
                **({"stage": stage.name} if stage.name != MAIN_STAGE else {}),
            }
        )
        progress.set_postfix(loss=f"{loss:.3f}", tok_s=run.log[-1]["tokens_per_second"])

    def report_held_out(self, progress) -> None:
        eval_loss, history = self.evaluate_held_out()
        progress.write(
            f"step {self.run.step}: held-out eval loss {eval_loss:.4f}; wholly masked "
            f"blocks {history['full_block_loss']:.4f}, the first from the request "
            f"alone {history['first_block_loss']:.4f}; top-1 by quarter "
            f"{history['quarter_accuracy']}"
        )


def training_summary(
    out: Path,
    run: Progress,
    *,
    started: float,
    parameters: tuple[int, int],
    device: str,
    dtype: torch.dtype,
    source: str,
) -> dict:
    """training_summary.json: what the run did, on what, and the stages it builds on (the
    model card and later stages read it). ``parameters``: total and active."""

    def last(key: str):
        return next((r[key] for r in reversed(run.log) if key in r), None)

    total, active = parameters
    return {
        "name": out.name,
        "steps": run.step,
        "minutes": round((time.perf_counter() - started) / 60, 1),
        "training_minutes": round(run.train_seconds / 60, 1),
        "tokens_seen": run.tokens_seen,
        "final_loss": last("loss"),
        "final_eval_loss": last("eval_loss"),
        "final_full_block_loss": last("full_block_loss"),
        "final_first_block_loss": last("first_block_loss"),
        "distillation": run.distill_report,
        "parameters": total,
        "active_parameters": active,
        "device": device,
        "hardware": hardware_name(device),
        "threads": torch.get_num_threads(),
        "weights_dtype": str(dtype).removeprefix("torch."),
        "lineage": stage_lineage(Path(source)) if source else [],
    }


def train(
    config: TrainConfig,
    out: Path,
    *,
    train_pairs: Sequence[TextPair],
    eval_pairs: Sequence[TextPair],
    device: str,
    resume: bool,
    source: str | None = None,
    second_stage: SecondStage | None = None,
    data_facts: dict | None = None,
) -> Path:
    """One run (the module's docstring says what it does) on ``train_pairs``, measured on
    ``eval_pairs``; returns ``out``. ``source``: the checkpoint it starts from (by default
    ``config.init``; "" for new weights); ``second_stage``: what follows the main stage;
    ``data_facts``: what the caller records of its data in training_summary.json (the demo
    recipe: the topics it trained on)."""
    random.seed(config.seed)
    torch.manual_seed(config.seed)
    out.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    source = config.init if source is None else source
    tokenizer, model, model_config = starting_model(config, source, train_pairs, device)
    tokenizer.save_pretrained(out)
    total, active = count_parameters(model_config)
    print(
        f"corpus: {len(train_pairs)} pairs; tokenizer: {len(tokenizer)} tokens; "
        f"model: {total / 1e6:.2f}M parameters, {active / 1e6:.2f}M active; device {device}"
    )
    trainer = Trainer(
        config,
        out,
        model=model,
        model_config=model_config,
        tokenizer=tokenizer,
        eval_pairs=eval_pairs,
        device=device,
        resume=resume,
        second_stage=second_stage,
    )
    trainer.stop_on_signals()
    (out / "training_config.json").write_text(json.dumps(config.recorded(), indent=2) + "\n")
    trainer.run_stages(train_pairs)
    run = trainer.run
    if not any(r.get("step") == run.step and "eval_loss" in r for r in run.log):
        trainer.evaluate_held_out()

    dtype = weights_dtype(config.weights_dtype)
    final_checkpoint_save(out, model.to(dtype), config.max_length, model_config, run.log)
    summary = training_summary(
        out,
        run,
        started=started,
        parameters=(total, active),
        device=device,
        dtype=dtype,
        source=source,
    )
    summary.update(data_facts or {})
    (out / "training_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary))
    return out
