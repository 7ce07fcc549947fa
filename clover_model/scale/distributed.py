"""Block-diffusion continued training on torch's distributed stack: FSDP2, DCP, torchrun.

One node of 8 GPUs (docs/training-at-scale.md: several nodes, memory and speed):

    torchrun --nproc_per_node 8 -m clover_model.scale.distributed --model var/clover-35b-a3b \
        --data var/corpus --out var/runs/adapt --global-batch 64 --micro-batch 1 \
        --steps 2000 --lr 2e-5 --save-every 200

Two CPU processes over gloo, as the tests run it (a preset gives random weights):

    torchrun --nproc_per_node 2 -m clover_model.scale.distributed --model clover-tiny \
        --data var/corpus --out var/runs/cpu --global-batch 4 --steps 6 --dtype float32

- Model: ``--model`` is a Clover checkpoint folder (`python -m clover_model.scale.convert` writes
  one) or a preset (random weights from ``--seed``; ``--model-overrides`` JSON on top, the
  token ids from the corpus). Rank 0 reads the weights into host memory; every rank builds
  the model on the meta device, wraps each decoder layer in activation checkpointing
  (non-reentrant ``checkpoint_wrapper``) and ``fully_shard``s it, then the root (embedding,
  tied LM head, final norm), and receives its shards with ``set_model_state_dict(...,
  broadcast_from_rank0=True)``.
- Precision: ``MixedPrecisionPolicy(param_dtype=--dtype, reduce_dtype=float32)``: the layers
  compute in bfloat16 by default, the sharded master weights and AdamW states stay float32.
- Data: a `clover_model.scale.token_corpus` folder. Each step takes ``--global-batch`` examples;
  rank r of W trains on rows [r G/W, (r+1) G/W), ``--micro-batch`` rows per forward
  (gradient accumulation into the sharded gradients), noise drawn per example.
- Loss: the model's own forward on the batch and its noise (`CloverForBlockDiffusionLM`), each
  rank's diffusion loss re-weighted to the noisable tokens of the whole step and the MoE
  balance loss counted over the whole step's tokens (``balance_group``), scaled by W against
  FSDP's mean over ranks: the gradient is the one-process gradient of the whole step.
- Clipping: the total norm over the DTensor gradients (``get_total_norm``, ``full_tensor``).
- Optimiser: AdamW with `train.make_optimizer`'s groups and betas. Not Muon: its
  Newton-Schulz iteration needs each whole matrix, and FSDP2 leaves each rank a slice of
  rows (`clover_model.muon` would orthogonalise the slices, a different update).
- Checkpoints: every ``--save-every`` steps and at the end, ``OUT/step-NNNNNNNN/`` written by
  ``torch.distributed.checkpoint`` (model and optimiser from ``get_state_dict``, one file per
  rank) and ``progress.json`` (step, data position, log); ``OUT/latest`` names the newest.
  ``--resume`` continues from it (``--resume-from DIR``: from that one) at any world size that
  splits the global batch: the data position is the step.
- Export: ``OUT/final/``, a Hugging Face checkpoint (``save_pretrained``, safetensors in
  ``--export-dtype``) with the corpus's tokenizer, for the worker.

Without a GPU this runs on gloo (tests: ``tests/clover_model/scale/test_distributed.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import time
from dataclasses import asdict, dataclass
from datetime import timedelta
from pathlib import Path

import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp
from torch.distributed.algorithms._checkpoint.checkpoint_wrapper import (
    CheckpointImpl,
    checkpoint_wrapper,
)
from torch.distributed.checkpoint.state_dict import (
    StateDictOptions,
    get_model_state_dict,
    get_state_dict,
    set_model_state_dict,
    set_state_dict,
)
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
from torch.distributed.tensor import DTensor

from clover_model.configuration_clover import PRESETS, CloverConfig
from clover_model.modeling_clover import CloverForBlockDiffusionLM
from clover_model.moe import CloverSparseMoeBlock
from clover_model.scale.token_corpus import LENGTH, TOKENIZER, GlobalBatches, StepRows, TokenCorpus
from clover_model.train import TrainConfig, lr_at, make_optimizer

LATEST = "latest"
PROGRESS = "progress.json"
FINAL = "final"


@dataclass
class DistributedConfig:
    """A distributed run's settings (the command line's); saved in every checkpoint."""

    model: str
    data: str
    model_overrides: str = "{}"  # JSON, on top of a preset
    seed: int = 0
    steps: int = 1000  # the schedule's length
    global_batch: int = 64  # examples per optimiser step, all ranks together
    micro_batch: int = 1  # examples per forward on one rank
    lr: float = 2e-5  # AdamW's peak
    min_lr_ratio: float = 0.1
    warmup_steps: int = 50
    weight_decay: float = 0.05
    grad_clip: float = 1.0
    noise_low: float = 0.3  # each block's noise level t ~ U(noise_low, 1)
    dtype: str = "bfloat16"  # the layers' compute dtype (FSDP's param_dtype)
    activation_checkpointing: bool = True
    save_every: int = 200
    export_dtype: str = "bfloat16"

    def optimisation(self) -> TrainConfig:
        """The fields `train.lr_at` and `train.make_optimizer` read, as the trainer's config."""
        return TrainConfig(
            lr=self.lr,
            min_lr_ratio=self.min_lr_ratio,
            warmup_steps=self.warmup_steps,
            weight_decay=self.weight_decay,
            grad_clip=self.grad_clip,
            optimizer="adamw",
        )


def dtype_named(name: str) -> torch.dtype:
    if name not in ("float32", "bfloat16"):
        raise ValueError(f"dtype must be float32 or bfloat16, not {name!r}")
    return getattr(torch, name)


def run_model_config(config: DistributedConfig, corpus: TokenCorpus) -> CloverConfig:
    """The model's config: a checkpoint's, or a preset with the overrides and the corpus's
    token ids. Either must agree with the corpus on the block size and the special tokens."""
    token_ids = corpus.meta["token_ids"]
    overrides = json.loads(config.model_overrides)
    if config.model in PRESETS:
        model_config = CloverConfig.from_preset(config.model, **{**overrides, **token_ids})
    else:
        model_config = CloverConfig.from_pretrained(config.model, **overrides)
    for name in ("pad_token_id", "mask_token_id"):
        if getattr(model_config, name) != token_ids[name]:
            raise ValueError(
                f"the model's {name} {getattr(model_config, name)} is not the corpus "
                f"tokenizer's {token_ids[name]}"
            )
    if model_config.vocab_size < token_ids["vocab_size"]:
        raise ValueError(
            f"the corpus's tokenizer has {token_ids['vocab_size']} tokens, more than the "
            f"model's vocabulary of {model_config.vocab_size}"
        )
    if model_config.block_size != corpus.block_size:
        raise ValueError(
            f"the corpus was written for blocks of {corpus.block_size}, the model has "
            f"{model_config.block_size}"
        )
    return model_config


def initial_weights(config: DistributedConfig, model_config: CloverConfig) -> dict:
    """The full float32 state dict the run starts from (rank 0 only): the checkpoint's, or a
    preset's random weights from the seed (as ``CloverForBlockDiffusionLM(config)`` after
    ``torch.manual_seed(seed)``)."""
    if config.model in PRESETS:
        torch.manual_seed(config.seed)
        return CloverForBlockDiffusionLM(model_config).state_dict()
    model = CloverForBlockDiffusionLM.from_pretrained(
        config.model, config=model_config, dtype=torch.float32
    )
    return model.state_dict()


def shard_model(
    model: CloverForBlockDiffusionLM,
    mesh,
    *,
    param_dtype: torch.dtype,
    activation_checkpointing: bool,
) -> CloverForBlockDiffusionLM:
    """FSDP2 in place: each decoder layer (checkpointed first, if asked) its own unit, then
    the root; the MoE balance loss counted over every rank's tokens."""
    layers = model.model.layers
    for index, layer in enumerate(layers):
        if activation_checkpointing:
            layer = checkpoint_wrapper(layer, checkpoint_impl=CheckpointImpl.NO_REENTRANT)
        policy = MixedPrecisionPolicy(param_dtype=param_dtype, reduce_dtype=torch.float32)
        fully_shard(layer, mesh=mesh, mp_policy=policy)
        layers[index] = layer
    # the root's inputs keep their dtypes: the noise levels weigh the loss in float32
    root_policy = MixedPrecisionPolicy(
        param_dtype=param_dtype, reduce_dtype=torch.float32, cast_forward_inputs=False
    )
    fully_shard(model, mesh=mesh, mp_policy=root_policy)
    for module in model.modules():
        if isinstance(module, CloverSparseMoeBlock):
            module.balance_group = mesh.get_group()
    return model


def micro_batch_loss(
    model, batch: dict, *, step_noisable: int, micro_batches: int
) -> tuple[torch.Tensor, torch.Tensor]:
    """This rank's part of the step's loss from one micro-batch, (diffusion part, total):
    the parts add up, over the micro-batches and the ranks, to the loss a single process
    computes on the whole step (the diffusion loss over the step's noisable tokens, plus the
    balance loss, a mean over the micro-batches)."""
    out = model(**batch, return_logits=False)
    noisable = int((batch["noise_mask"] & batch["attention_mask"]).sum())
    diffusion = out.diffusion_loss * (noisable / step_noisable)
    coef = model.config.router_aux_loss_coef
    return diffusion, diffusion + coef * out.aux_loss / micro_batches


def clip_grad_norm(parameters, max_norm: float) -> torch.Tensor:
    """``clip_grad_norm_`` that also takes FSDP's DTensor gradients: the norm of the whole
    gradient (every shard), then each gradient scaled by the same factor."""
    parameters = [p for p in parameters if p.grad is not None]
    norm = torch.nn.utils.get_total_norm([p.grad for p in parameters])
    if isinstance(norm, DTensor):
        norm = norm.full_tensor()
    torch.nn.utils.clip_grads_with_norm_(parameters, max_norm, norm)
    return norm


def train_step(
    model,
    optimizer,
    micro_batches: list[dict],
    step: StepRows,
    *,
    world_size: int,
    grad_clip: float,
) -> dict:
    """One optimiser step over this rank's micro-batches of ``step``: returns the step's
    diffusion loss (every rank's, summed) and the gradient norm before clipping."""
    optimizer.zero_grad(set_to_none=True)
    diffusion_sum = torch.zeros((), dtype=torch.float64)
    # each micro-batch's gradients are reduce-scattered into the sharded ones as its backward
    # ends: deferring the reduction (set_requires_gradient_sync) would hold an unsharded
    # gradient of the whole model on every GPU (69 GB in bfloat16 for the 35B preset)
    for batch in micro_batches:
        diffusion, loss = micro_batch_loss(
            model, batch, step_noisable=step.noisable, micro_batches=len(micro_batches)
        )
        # FSDP averages the ranks' gradients; the parts are meant to be summed
        (loss * world_size).backward()
        diffusion_sum += diffusion.detach().double().cpu()
    norm = clip_grad_norm(model.parameters(), grad_clip)
    optimizer.step()
    if world_size > 1:
        dist.all_reduce(diffusion_sum)
    return {"loss": diffusion_sum.item(), "grad_norm": norm.item()}


def set_learning_rate(optimizer, config: DistributedConfig, step: int) -> float:
    """`train.lr_at`'s warm-up and cosine decay over ``config.steps``."""
    lr = lr_at(step / config.steps, step, config.optimisation())
    for group in optimizer.param_groups:
        group["lr"] = group["base_lr"] * lr / config.lr
    return lr


def checkpoint_save(out: Path, model, optimizer, progress: dict) -> Path:
    """``OUT/step-N``: the sharded model and optimiser (DCP) and ``progress.json``."""
    path = out / f"step-{progress['step']:08d}"
    model_state, optimizer_state = get_state_dict(model, optimizer)
    dcp.save({"model": model_state, "optimizer": optimizer_state}, checkpoint_id=path)
    if dist.get_rank() == 0:
        (path / PROGRESS).write_text(json.dumps(progress) + "\n")
        (out / f"{LATEST}.tmp").write_text(path.name + "\n")
        os.replace(out / f"{LATEST}.tmp", out / LATEST)
    dist.barrier()
    return path


def checkpoint_progress(path: Path, config: DistributedConfig) -> dict:
    """The progress of a `checkpoint_save` folder, which this run can continue only with the
    same global batch (its data position is a step of that batch) and seed."""
    progress = json.loads((path / PROGRESS).read_text())
    for name in ("global_batch", "seed"):
        if progress["config"][name] != getattr(config, name):
            raise ValueError(
                f"{path} was trained with a {name.replace('_', ' ')} of "
                f"{progress['config'][name]}; resume with the same"
            )
    return progress


def checkpoint_load(path: Path, model, optimizer) -> None:
    """Model and optimiser from a `checkpoint_save` folder, resharded to this world size."""
    model_state, optimizer_state = get_state_dict(model, optimizer)
    state = {"model": model_state, "optimizer": optimizer_state}
    dcp.load(state, checkpoint_id=path)
    set_state_dict(
        model,
        optimizer,
        model_state_dict=state["model"],
        optim_state_dict=state["optimizer"],
    )


def latest_checkpoint(out: Path) -> Path | None:
    latest = out / LATEST
    return out / latest.read_text().strip() if latest.exists() else None


def export_pretrained(
    model, model_config: CloverConfig, out: Path, dtype: torch.dtype, *, tokenizer: Path
) -> None:
    """The whole model gathered to rank 0 and written as a Hugging Face checkpoint, with the
    tokenizer saved in the folder ``tokenizer`` (the corpus's)."""
    options = StateDictOptions(full_state_dict=True, cpu_offload=True)
    state = get_model_state_dict(model, options=options)
    if dist.get_rank() == 0:
        with torch.device("meta"):
            plain = CloverForBlockDiffusionLM(model_config)
        plain.load_state_dict({k: v.to(dtype) for k, v in state.items()}, assign=True)
        plain.tie_weights()
        plain.save_pretrained(out, safe_serialization=True)
        if tokenizer.is_dir():
            from transformers import AutoTokenizer

            AutoTokenizer.from_pretrained(tokenizer).save_pretrained(out)
    dist.barrier()


def distributed_setup() -> tuple[torch.device, object]:
    """The process group (NCCL on GPUs with gloo for CPU tensors, gloo alone on CPUs), this
    rank's device and a 1-D mesh over every rank."""
    world_size = int(os.environ.get("WORLD_SIZE", "1"))
    if torch.cuda.is_available():
        local_rank = int(os.environ.get("LOCAL_RANK", "0"))
        torch.cuda.set_device(local_rank)
        device, backend = torch.device("cuda", local_rank), "cuda:nccl,cpu:gloo"
    else:
        device, backend = torch.device("cpu"), "gloo"
    dist.init_process_group(backend=backend, timeout=timedelta(minutes=30))
    return device, init_device_mesh(device.type, (world_size,))


def train_distributed(config: DistributedConfig, out: Path, *, resume_from: Path | None) -> None:
    """The whole run (the module's docstring says what it does)."""
    device, mesh = distributed_setup()
    rank, world_size = dist.get_rank(), dist.get_world_size()
    out.mkdir(parents=True, exist_ok=True)
    corpus = TokenCorpus(Path(config.data))
    model_config = run_model_config(config, corpus)
    batches = GlobalBatches(
        corpus,
        global_batch=config.global_batch,
        seed=config.seed,
        mask_token_id=model_config.mask_token_id,
        noise_range=(config.noise_low, 1.0),
    )
    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(model_config)
    shard_model(
        model,
        mesh,
        param_dtype=dtype_named(config.dtype),
        activation_checkpointing=config.activation_checkpointing,
    )
    model.to_empty(device=device)
    optimizer = make_optimizer(model, config.optimisation())
    progress = {"step": 0, "tokens_seen": 0, "train_seconds": 0.0, "log": []}
    if resume_from is not None:
        progress = checkpoint_progress(resume_from, config)
        checkpoint_load(resume_from, model, optimizer)
        log(rank, f"resumed from {resume_from} at step {progress['step']}, world size {world_size}")
    else:
        state = initial_weights(config, model_config) if rank == 0 else {}
        options = StateDictOptions(full_state_dict=True, broadcast_from_rank0=True)
        set_model_state_dict(model, state, options=options)
        del state
    model.train()
    if rank == 0:
        (out / "distributed_config.json").write_text(json.dumps(asdict(config), indent=2) + "\n")
    while progress["step"] < config.steps:
        started = time.perf_counter()
        step = batches.step_rows(progress["step"])
        micro_batches = batches.rank_micro_batches(
            step, rank=rank, world_size=world_size, micro_batch=config.micro_batch, device=device
        )
        lr = set_learning_rate(optimizer, config, progress["step"])
        result = train_step(
            model,
            optimizer,
            micro_batches,
            step,
            world_size=world_size,
            grad_clip=config.grad_clip,
        )
        progress["step"] += 1
        progress["tokens_seen"] += int(corpus.index[step.rows, LENGTH].sum())
        progress["train_seconds"] += time.perf_counter() - started
        row = {
            "step": progress["step"],
            "epoch": step.epoch,
            "lr": lr,
            **result,
            "tokens_per_second": round(progress["tokens_seen"] / progress["train_seconds"], 1),
        }
        progress["log"].append(row)
        log(rank, json.dumps(row))
        if progress["step"] % config.save_every == 0 or progress["step"] == config.steps:
            progress["config"] = asdict(config)
            progress["world_size"] = world_size
            checkpoint_save(out, model, optimizer, progress)
            if rank == 0:
                (out / "train_log.jsonl").write_text(
                    "".join(json.dumps(r) + "\n" for r in progress["log"])
                )
    export_pretrained(
        model,
        model_config,
        out / FINAL,
        dtype_named(config.export_dtype),
        tokenizer=corpus.path / TOKENIZER,
    )
    log(rank, f"exported {out / FINAL}")
    dist.destroy_process_group()


def log(rank: int, message: str) -> None:
    if rank == 0:
        print(message, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    defaults = DistributedConfig(model="", data="")
    parser.add_argument("--model", required=True, help="a checkpoint folder or a preset name")
    parser.add_argument("--data", required=True, help="a clover_model.scale.token_corpus folder")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resume", action="store_true", help="from OUT's latest checkpoint")
    parser.add_argument("--resume-from", type=Path, help="a step-N folder of a run")
    parser.add_argument(
        "--no-activation-checkpointing", dest="activation_checkpointing", action="store_false"
    )
    for name, value in asdict(defaults).items():
        if name in ("model", "data", "activation_checkpointing"):
            continue
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(value), default=value)
    args = vars(parser.parse_args(argv))
    out, resume, resume_from = args.pop("out"), args.pop("resume"), args.pop("resume_from")
    config = DistributedConfig(**args)
    if resume and resume_from is None:
        resume_from = latest_checkpoint(out)
    train_distributed(config, out, resume_from=resume_from)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
