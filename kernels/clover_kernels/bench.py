"""CPU benchmark of the kernels against their references.

Run from the repository root:

    python -m clover_kernels.bench            # default: B=1, T=4096, H=4, K=V=64, float32
    python -m clover_kernels.bench --repeats 5 --seq-len 2048
    python -m clover_kernels.bench --threads 1    # steadier when other processes share the cores

On one set of inputs it times our chunk kernel, the naive recurrence and transformers'
`torch_chunk_gated_delta_rule`, then fused against naive block attention (the model's own
timings, a training step, a block decode and the LM head, are `python -m clover_model.bench`,
which uses the same timer). Each round
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
    candidates: dict[str, Callable[[], object]],
    *,
    repeats: int,
    warmup: int = 1,
    sync: Callable[[], object] | None = None,
) -> dict[str, float]:
    """Median wall time in ms of each candidate, running them in turn within each round.
    ``sync`` (e.g. `torch.cuda.synchronize`) runs after each call, inside the timing, so that
    queued device work counts."""
    done = sync or (lambda: None)
    for fn in candidates.values():
        for _ in range(warmup):
            fn()
            done()
    times: dict[str, list[float]] = {name: [] for name in candidates}
    for _ in range(repeats):
        for name, fn in candidates.items():
            start = time.perf_counter()
            fn()
            done()
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


# each section prints its table and returns its entries for the JSON summary
SECTIONS = [
    gated_delta_rule_section,
    block_attention_section,
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
