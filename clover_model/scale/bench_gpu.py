"""GPU benchmark of the seed's headline: bs=1 decode speed of the Clover-35B-A3B shape with
random weights in bfloat16 at the engine's settings, against transformers' Qwen3.5-MoE
`generate` of the same shape in the same run, plus the kernels' times.

    python -m clover_model.scale.bench_gpu             # on a GPU host: the 35B preset
    python -m clover_model.scale.bench_gpu --tiny      # any machine: the whole script on
                                                       # clover-tiny (what CI runs on CPU)
    python -m clover_model.scale.bench_gpu --new-tokens 512 --prompt-tokens 1024

Without a GPU (and without --tiny) it says so and exits 0. Sections, each timed after a warm-up:

(a) Clover: `Engine.generate` of `--new-tokens` tokens after a random prompt, greedy, commit
    threshold 0.9, its tokens/s, forwards/s and tokens per forward. Random weights are rarely
    confident, so they commit about one token per forward; the model's published speed comes
    from committing several. The time of one denoising forward of a whole block (`block_logits`)
    is therefore reported too: tokens/s at k tokens per forward is about k / (forward
    seconds), the block's commit riding along with the next block's first forward.
(b) Qwen3.5-MoE (`Qwen3_5MoeForCausalLM`, the text decoder) of the same shape, `generate` with
    the same prompt and `max_new_tokens`, greedy, no early stop: one token per forward.
    The ratio (a)/(b) in tokens/s is printed for random weights and for the block-forward
    bound at the published tokens per forward (`--tokens-per-forward`).
(c) Kernels: the gated delta rule over the prompt (fla's Triton kernel where installed, else
    the torch chunk kernel: `clover_kernels.dispatch`) and the fused block attention of one
    block against its history, at the preset's head shapes.

The 35B preset in bfloat16 holds about 69 GB: the two models are built one after the other
(random initialisation on the device, never on the host), and each is freed before the next.
The last line printed is a JSON summary.
"""

from __future__ import annotations

import argparse
import gc
import json

import torch

from clover_kernels.bench import time_interleaved
from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.engine import ConfidenceThreshold, Engine
from clover_model.scale.conversion_plan import SAME_FIELDS


def timed(fn, device: torch.device, repeats: int) -> float:
    """Median seconds of ``fn()`` over ``repeats`` runs after a warm-up run, the device's
    queued work included (`clover_kernels.bench.time_interleaved`)."""
    sync = (lambda: torch.cuda.synchronize(device)) if device.type == "cuda" else None
    return time_interleaved({"fn": fn}, repeats=repeats, sync=sync)["fn"] / 1e3


def _build(cls, config, device: torch.device, dtype: torch.dtype):
    """A model with random weights made on ``device`` in ``dtype`` (never on the host)."""
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        with torch.device(device):
            model = cls(config)
    finally:
        torch.set_default_dtype(previous)
    return model.eval()


def qwen_config(config: CloverConfig):
    """The transformers Qwen3.5-MoE text config of the same shape as a Clover config (the
    fields `convert` carries over, the same RoPE)."""
    from transformers import Qwen3_5MoeTextConfig

    fields = {name: getattr(config, name) for name in SAME_FIELDS}
    return Qwen3_5MoeTextConfig(
        **fields,
        rope_parameters={
            "rope_type": "default",
            "rope_theta": config.rope_theta,
            "partial_rotary_factor": config.partial_rotary_factor,
        },
        tie_word_embeddings=config.tie_word_embeddings,
        pad_token_id=config.pad_token_id,
        eos_token_id=None,
        bos_token_id=None,
    )


def clover_section(config, prompt, args, device, dtype) -> dict:
    model = _build(CloverForBlockDiffusionLM, config, device, dtype)
    engine = Engine(model, strategy=ConfidenceThreshold(threshold=0.9))

    def decode():
        return engine.generate(prompt, max_new_tokens=args.new_tokens, eos_token_ids=())

    result = decode()
    seconds = timed(decode, device, args.repeats)
    block = torch.full((1, config.block_size), config.mask_token_id, device=device)
    with torch.inference_mode():
        cache = model.prefill(torch.tensor([prompt], device=device))
        forward = timed(lambda: model.block_logits(block, cache), device, args.repeats * 5)
    return {
        "tokens": result.num_tokens,
        "forwards": result.forwards,
        "tokens_per_forward": round(result.tokens_per_forward, 3),
        "seconds": round(seconds, 4),
        "tokens_per_second": round(result.num_tokens / seconds, 2),
        "forwards_per_second": round(result.forwards / seconds, 2),
        "block_forward_ms": round(forward * 1e3, 3),
    }


def qwen_section(config, prompt, args, device, dtype) -> dict:
    from transformers import Qwen3_5MoeForCausalLM

    model = _build(Qwen3_5MoeForCausalLM, qwen_config(config), device, dtype)
    ids = torch.tensor([prompt], device=device)

    def decode():
        with torch.inference_mode():
            return model.generate(
                ids,
                attention_mask=torch.ones_like(ids),
                max_new_tokens=args.new_tokens,
                min_new_tokens=args.new_tokens,
                do_sample=False,
                pad_token_id=config.pad_token_id,
            )

    out = decode()
    seconds = timed(decode, device, args.repeats)
    tokens = out.shape[1] - ids.shape[1]
    return {
        "tokens": tokens,
        "forwards": tokens,
        "seconds": round(seconds, 4),
        "tokens_per_second": round(tokens / seconds, 2),
    }


def kernels_section(config, args, device, dtype) -> dict:
    from clover_kernels import dispatch
    from clover_kernels.block_attention import fused_block_attention

    generator = torch.Generator(device=device).manual_seed(0)

    def randn(*shape):
        return torch.randn(*shape, generator=generator, device=device, dtype=dtype)

    length = args.prompt_tokens
    heads = config.linear_num_value_heads
    q = torch.nn.functional.normalize(randn(1, length, heads, config.linear_key_head_dim), dim=-1)
    k = torch.nn.functional.normalize(randn(1, length, heads, config.linear_key_head_dim), dim=-1)
    v = randn(1, length, heads, config.linear_value_head_dim)
    g = -torch.rand(1, length, heads, generator=generator, device=device).to(dtype)
    beta = torch.rand(1, length, heads, generator=generator, device=device).to(dtype)
    fla = device.type == "cuda" and dispatch._fla_chunk_gated_delta_rule() is not None
    gdn = timed(
        lambda: dispatch.gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, output_final_state=True),
        device,
        args.repeats * 5,
    )
    # one block of full attention with the history unit, at the attention layers' head shape
    t, h, d = config.block_size, config.num_attention_heads, config.head_dim
    bq, bk, bv, history = (randn(1, t, h, d) for _ in range(4))
    history_logit = randn(1, t, h)
    calibration = torch.ones(h, device=device, dtype=dtype)
    attention = timed(
        lambda: fused_block_attention(
            q=bq,
            k=bk,
            v=bv,
            history=history,
            history_logit=history_logit,
            calibration=calibration,
            block_size=t,
        ),
        device,
        args.repeats * 5,
    )
    return {
        "gated_delta_rule": "fla (Triton)" if fla else "clover_kernels (torch chunk)",
        "gated_delta_rule_ms": round(gdn * 1e3, 3),
        "gated_delta_rule_tokens": length,
        "block_attention_ms": round(attention * 1e3, 3),
    }


def main(argv=None) -> dict:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tiny", action="store_true", help="clover-tiny on any device")
    parser.add_argument("--device", default="", help="default: cuda, or cpu with --tiny")
    parser.add_argument("--new-tokens", type=int, default=256)
    parser.add_argument("--prompt-tokens", type=int, default=512)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument(
        "--tokens-per-forward",
        type=float,
        default=3.0,
        help="tokens per forward of a trained checkpoint, for the block-forward bound",
    )
    args = parser.parse_args(argv)

    device_name = args.device or ("cpu" if args.tiny else "cuda")
    if device_name.startswith("cuda") and not torch.cuda.is_available():
        summary = {"gpu": False, "skipped": "no CUDA device here: run on a GPU host, or --tiny"}
        print("No GPU: this benchmark measures the 35B shape on a GPU host (or --tiny anywhere).")
        print(json.dumps(summary))
        return summary
    device = torch.device(device_name)
    dtype = torch.bfloat16 if device.type == "cuda" else torch.float32
    preset = "clover-tiny" if args.tiny else "clover-35b-a3b"
    config = CloverConfig.from_preset(preset)
    config.check()
    generator = torch.Generator().manual_seed(0)
    prompt = torch.randint(3, config.vocab_size - 1, (args.prompt_tokens,), generator=generator)
    prompt = prompt.tolist()
    torch.manual_seed(0)

    print(f"{preset} on {device} ({dtype}), prompt {args.prompt_tokens}, {args.new_tokens} new")
    clover = clover_section(config, prompt, args, device, dtype)
    gc.collect()
    if device.type == "cuda":
        torch.cuda.empty_cache()
    qwen = qwen_section(config, prompt, args, device, dtype)
    gc.collect()
    if device.type == "cuda":
        torch.cuda.empty_cache()
    kernels = kernels_section(config, args, device, dtype)

    bound = args.tokens_per_forward / (clover["block_forward_ms"] / 1e3)
    summary = {
        "gpu": device.type == "cuda",
        "device": torch.cuda.get_device_name(device) if device.type == "cuda" else "cpu",
        "preset": preset,
        "dtype": str(dtype).removeprefix("torch."),
        "prompt_tokens": args.prompt_tokens,
        "new_tokens": args.new_tokens,
        "clover": clover,
        "qwen3_5_moe_generate": qwen,
        "speedup_random_weights": round(clover["tokens_per_second"] / qwen["tokens_per_second"], 3),
        "tokens_per_forward_assumed": args.tokens_per_forward,
        "clover_tokens_per_second_bound": round(bound, 2),
        "speedup_bound": round(bound / qwen["tokens_per_second"], 3),
        "kernels": kernels,
    }
    for name, section in (("Clover", clover), ("Qwen3.5-MoE generate", qwen)):
        print(f"  {name:<22} {section['tokens_per_second']:10.2f} tokens/s ({section})")
    print(f"  kernels: {kernels}")
    print(json.dumps(summary))
    return summary


if __name__ == "__main__":
    main()
