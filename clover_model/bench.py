"""CPU benchmark of the model's own steps, with the timer of `clover_kernels.bench`.

    python -m clover_model.bench                # one training step and one block decode of
                                                # clover-tiny, then the training loss's LM head
    python -m clover_model.bench --threads 1    # steadier when other processes share the cores

The LM head compares whole logits and cross-entropy against
`clover_model.diffusion.linear_cross_entropy` (and its bfloat16 products where the CPU runs them
natively). Each round runs every candidate once, in turn; the table gives the median over
rounds. The last line printed is a JSON summary.
"""

import argparse
import json

import torch
import torch.nn.functional as F

from clover_kernels.bench import print_table, time_interleaved
from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.diffusion import bf16_matmul_is_fast, linear_cross_entropy


def tiny_model_section(args: argparse.Namespace) -> dict:
    """One training step (forward, backward, AdamW) and one block decode (denoising steps
    reading the cache, then the commit) of the clover-tiny config."""
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


SECTIONS = [tiny_model_section, lm_head_loss_section]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=15)
    parser.add_argument("--threads", type=int, help="torch threads (default: torch's choice)")
    args = parser.parse_args()
    if args.threads is not None:
        torch.set_num_threads(args.threads)
    print(f"torch {torch.__version__}, {torch.get_num_threads()} threads")
    summary: dict = {"threads": torch.get_num_threads()}
    for section in SECTIONS:
        summary |= section(args)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
