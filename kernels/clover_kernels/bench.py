"""CPU benchmark of the kernels against their references.

Run from the repository root:

    python -m clover_kernels.bench            # default: B=1, T=4096, H=4, K=V=64, float32
    python -m clover_kernels.bench --repeats 5 --seq-len 2048
    python -m clover_kernels.bench --threads 1    # steadier when other processes share the cores

On one set of inputs it times our chunk kernel, the naive recurrence and transformers'
`torch_chunk_gated_delta_rule`, then fused against naive block attention, then one training
step and one block decode of the clover-tiny model, then the training loss's LM head (whole
logits and cross-entropy against `clover_model.diffusion.linear_cross_entropy`). Each round
runs every candidate once, in turn, so that load from other processes hits all of them alike;
the table gives the median over rounds. The last line printed is a JSON summary.

Each section is a function `(args) -> dict` that prints its table and returns its entries for the
summary; adding one means appending it to `SECTIONS`.
"""

import argparse
import json
import statistics
import time
from collections.abc import Callable

import torch
import torch.nn.functional as F
from transformers.models.qwen3_next.modeling_qwen3_next import torch_chunk_gated_delta_rule
from transformers.utils import logging as hf_logging

from clover_kernels.block_attention import fused_block_attention, naive_block_attention
from clover_kernels.gated_delta_rule import chunk_gated_delta_rule, naive_recurrent_gated_delta_rule
from clover_kernels.testing import relative_error


def time_interleaved(
    candidates: dict[str, Callable[[], object]], *, repeats: int, warmup: int = 1
) -> dict[str, float]:
    """Median wall time in ms of each candidate, running them in turn within each round."""
    for fn in candidates.values():
        for _ in range(warmup):
            fn()
    times: dict[str, list[float]] = {name: [] for name in candidates}
    for _ in range(repeats):
        for name, fn in candidates.items():
            start = time.perf_counter()
            fn()
            times[name].append((time.perf_counter() - start) * 1e3)
    return {name: statistics.median(values) for name, values in times.items()}


def gdn_inputs(batch: int, seq_len: int, heads: int, head_dim: int, seed: int = 0) -> dict:
    """Random gated delta rule inputs with the model's conventions (unit q, k; g <= 0)."""
    gen = torch.Generator().manual_seed(seed)
    shape = (batch, seq_len, heads, head_dim)
    return {
        "q": F.normalize(torch.randn(shape, generator=gen), dim=-1),
        "k": F.normalize(torch.randn(shape, generator=gen), dim=-1),
        "v": torch.randn(shape, generator=gen),
        "g": F.logsigmoid(torch.randn(shape[:3], generator=gen)),
        "beta": torch.rand(shape[:3], generator=gen),
    }


@torch.inference_mode()
def gated_delta_rule_section(args: argparse.Namespace) -> dict:
    """Our chunk kernel, the naive recurrence and transformers' chunk kernel on one input."""
    # transformers warns on every first call that fla is missing: expected on CPU
    hf_logging.set_verbosity_error()
    x = gdn_inputs(args.batch, args.seq_len, args.heads, args.head_dim)
    # transformers names q, k, v differently
    x_hf = {"query": x["q"], "key": x["k"], "value": x["v"], "g": x["g"], "beta": x["beta"]}
    o_naive, state_naive = naive_recurrent_gated_delta_rule(**x, output_final_state=True)
    o_chunk, state_chunk = chunk_gated_delta_rule(**x, output_final_state=True)
    o_hf, _ = torch_chunk_gated_delta_rule(**x_hf, output_final_state=True)
    max_rel_error = max(relative_error(o_chunk, o_naive), relative_error(state_chunk, state_naive))

    ms = time_interleaved(
        {
            "chunk (ours)": lambda: chunk_gated_delta_rule(**x, output_final_state=True),
            "transformers chunk": lambda: torch_chunk_gated_delta_rule(
                **x_hf, output_final_state=True
            ),
        },
        repeats=args.repeats,
    )
    # the naive recurrence is ~10x slower: fewer rounds, no warm-up needed
    ms |= time_interleaved(
        {"naive recurrence": lambda: naive_recurrent_gated_delta_rule(**x)},
        repeats=max(1, args.repeats // 3),
        warmup=0,
    )

    print_table("gated delta rule", ms, baseline="transformers chunk")
    print(
        f"  max relative error vs naive: ours {max_rel_error:.2e}, "
        f"transformers {relative_error(o_hf, o_naive):.2e}"
    )
    ours = ms["chunk (ours)"]
    return {
        "chunk_ms": round(ours, 3),
        "transformers_chunk_ms": round(ms["transformers chunk"], 3),
        "naive_ms": round(ms["naive recurrence"], 3),
        "speedup_vs_transformers": round(ms["transformers chunk"] / ours, 3),
        "speedup_vs_naive": round(ms["naive recurrence"] / ours, 3),
        "max_rel_error": max_rel_error,
    }


@torch.inference_mode()
def block_attention_section(args: argparse.Namespace) -> dict:
    """Fused against naive block attention, all tokens valid."""
    x = gdn_inputs(args.batch, args.seq_len, args.heads, args.head_dim, seed=1)
    gen = torch.Generator().manual_seed(2)
    kwargs = {
        "q": x["q"],
        "k": x["k"],
        "v": x["v"],
        "history": torch.randn(x["v"].shape, generator=gen),
        "history_logit": torch.randn(x["g"].shape, generator=gen),
        "calibration": torch.randn(args.heads, generator=gen),
        "block_size": args.block_size,
    }
    max_rel_error = relative_error(fused_block_attention(**kwargs), naive_block_attention(**kwargs))

    ms = time_interleaved(
        {
            "fused": lambda: fused_block_attention(**kwargs),
            "naive": lambda: naive_block_attention(**kwargs),
        },
        repeats=args.repeats,
    )

    print_table(f"block attention (block_size={args.block_size})", ms, baseline="naive")
    print(f"  max relative error fused vs naive: {max_rel_error:.2e}")
    return {
        "block_attention_fused_ms": round(ms["fused"], 3),
        "block_attention_naive_ms": round(ms["naive"], 3),
        "block_attention_speedup": round(ms["naive"] / ms["fused"], 3),
        "block_attention_max_rel_error": max_rel_error,
    }


def print_table(title: str, ms: dict[str, float], baseline: str) -> None:
    width = max(22, *map(len, ms))
    print(f"\n{title}")
    print(f"  {'kernel':<{width}} {'median ms':>10} {'speedup vs ' + baseline:>32}")
    for name, value in ms.items():
        print(f"  {name:<{width}} {value:>10.2f} {ms[baseline] / value:>31.2f}x")


def tiny_model_section(args: argparse.Namespace) -> dict:
    """One training step (forward, backward, AdamW) and one block decode (denoising steps
    reading the cache, then the commit) of the clover-tiny config."""
    from clover_model import CloverConfig, CloverForBlockDiffusionLM

    torch.manual_seed(0)
    config = CloverConfig.from_preset("clover-tiny")
    model = CloverForBlockDiffusionLM(config)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
    gen = torch.Generator().manual_seed(3)
    batch = torch.randint(3, config.vocab_size - 1, (4, 256), generator=gen)

    def train_step():
        optimizer.zero_grad(set_to_none=True)
        model(batch, generator=torch.Generator().manual_seed(4)).loss.backward()
        optimizer.step()

    prompt = torch.randint(3, config.vocab_size - 1, (1, 64), generator=gen)
    block = torch.full((1, config.block_size), config.mask_token_id)

    def block_decode():
        with torch.inference_mode():
            cache = model.prefill(prompt)
            ids = block.clone()
            # one position per step: the slowest schedule, block_size reads + one commit
            for position in range(config.block_size):
                logits = model.block_logits(ids, cache)
                ids[0, position] = logits[0, position].argmax()
            model.commit_block(ids, cache)

    ms = time_interleaved(
        {"training step": train_step, "block decode": block_decode},
        repeats=max(args.repeats // 3, 3),
    )
    print(
        f"\nclover-tiny (hidden {config.hidden_size}, {config.num_hidden_layers} layers, "
        f"{config.num_experts} experts, block {config.block_size})"
    )
    print(f"  training step (batch 4 x 256 tokens): {ms['training step']:8.2f} ms")
    print(
        f"  block decode ({config.block_size} steps + commit, prompt 64): "
        f"{ms['block decode']:8.2f} ms"
    )
    return {
        "tiny_train_step_ms": round(ms["training step"], 3),
        "tiny_block_decode_ms": round(ms["block decode"], 3),
    }


def lm_head_loss_section(args: argparse.Namespace) -> dict:
    """Forward and backward of the training loss's LM head at the demo checkpoint's shape
    (a 4,096-token batch has about 2,700 masked positions; hidden 128; 16k vocabulary)."""
    from clover_model.diffusion import bf16_matmul_is_fast, linear_cross_entropy

    rows, hidden_size, vocab = 2700, 128, 16384
    gen = torch.Generator().manual_seed(5)
    hidden = torch.randn(rows, hidden_size, generator=gen).requires_grad_()
    weight = (torch.randn(vocab, hidden_size, generator=gen) * 0.05).requires_grad_()
    targets = torch.randint(0, vocab, (rows,), generator=gen)
    row_weight = torch.rand(rows, generator=gen) + 1.0

    def whole_logits():
        logits = F.linear(hidden, weight).float()
        loss = (F.cross_entropy(logits, targets, reduction="none") * row_weight).sum()
        torch.autograd.grad(loss, (hidden, weight))

    def chunked(matmul_dtype=None):
        loss = linear_cross_entropy(hidden, weight, targets, row_weight, matmul_dtype=matmul_dtype)
        torch.autograd.grad(loss, (hidden, weight))

    variants = {"whole logits": whole_logits, "linear_cross_entropy": chunked}
    # bfloat16 products only where they run natively: elsewhere they are emulated, slower
    native_bf16 = bf16_matmul_is_fast("cpu")
    if native_bf16:
        variants["linear_cross_entropy bf16"] = lambda: chunked(torch.bfloat16)
    ms = time_interleaved(variants, repeats=args.repeats)
    print_table(
        f"LM head loss, forward + backward ({rows} x {hidden_size} -> {vocab})", ms, "whole logits"
    )
    summary = {
        "lm_head_loss_ms": {name: round(value, 3) for name, value in ms.items()},
        "lm_head_loss_speedup": round(ms["whole logits"] / ms["linear_cross_entropy"], 3),
        "native_bf16": native_bf16,
    }
    if native_bf16:
        summary["lm_head_loss_bf16_speedup"] = round(
            ms["linear_cross_entropy"] / ms["linear_cross_entropy bf16"], 3
        )
    return summary


# each section prints its table and returns its entries for the JSON summary
SECTIONS = [
    gated_delta_rule_section,
    block_attention_section,
    tiny_model_section,
    lm_head_loss_section,
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--seq-len", type=int, default=4096)
    parser.add_argument("--heads", type=int, default=4)
    parser.add_argument("--head-dim", type=int, default=64)
    parser.add_argument("--block-size", type=int, default=32)
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's choice)")
    args = parser.parse_args()
    if args.threads is not None:
        torch.set_num_threads(args.threads)
    shape = {"B": args.batch, "T": args.seq_len, "H": args.heads, "K": args.head_dim}
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads, float32, {shape}")

    summary: dict = {"shape": shape, "threads": torch.get_num_threads()}
    for section in SECTIONS:
        summary |= section(args)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
