"""Memory per GPU and expected speed of `clover_model.scale.distributed` training, from the config.

    python -m clover_model.scale.training_plan --preset clover-35b-a3b --gpus 8 --seq-len 4096 \
        --micro-batch 1 --gpu-gb 141 --peak-tflops 989 --mfu 0.25

Memory per GPU under FSDP2 (full sharding over ``gpus``, compute in bfloat16, master weights,
gradients and AdamW's two moments in float32):

- sharded state: 16 bytes per parameter over the GPUs (weights, gradients, m and v);
- the root's working set: the embedding, the LM head and the final norm stay gathered from
  the forward to the backward (FSDP2 does not reshard the root after its forward), in
  bfloat16, plus their bfloat16 gradients and the float32 copy the reduce-scatter sends;
- the layers' working set: the largest decoder layer gathered in bfloat16 twice (the layer
  that runs and the one prefetched), and in the backward its bfloat16 gradients and their
  float32 copy for the reduce-scatter;
- activations with per-layer checkpointing: the inputs every layer keeps for its recompute
  (the clean and the noisy stream, ``micro_batch x seq_len x hidden`` each, in bfloat16) and
  what the largest layer saves while it is recomputed in the backward
  (`layer_activation_elements`, an estimate from the layer's shapes: a test holds it within
  20% of the saved tensors of real layers), plus the chunked LM head's logits;
- ``--reserve-gb`` for the CUDA context, NCCL buffers and allocator fragmentation.

Speed: model FLOPs per training token (the sequence runs twice, as the clean and the noisy
stream) are 6 x the active non-embedding parameters x 2 streams, plus attention (block-causal
context, both streams), the Gated DeltaNet recurrence, and the LM head on the masked positions
only (a share (noise_low + 1) / 2 of the noisable ones). Tokens per second are ``mfu`` x the
peak over that; the recompute of activation checkpointing costs one more forward (hardware
FLOPs, reported beside them). The last line printed is a JSON summary.
"""

from __future__ import annotations

import argparse
import json

import torch

from clover_model.configuration_clover import PRESETS, CloverConfig

GB = 1e9
# bytes per parameter of the sharded state: float32 weights, gradients, AdamW's m and v
SHARDED_BYTES = 16


def parameter_groups(config: CloverConfig) -> dict:
    """Parameters of the root (everything outside the decoder layers) and of the largest layer
    of each kind, counted on the meta device; and the active non-embedding parameters per
    token (the routed experts at num_experts_per_tok / num_experts)."""
    from clover_model.modeling_clover import CloverForBlockDiffusionLM

    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(config)
    total = sum(p.numel() for p in model.parameters())
    layers = {}
    active = 0
    for layer in model.model.layers:
        count = sum(p.numel() for p in layer.parameters())
        routed = sum(p.numel() for n, p in layer.named_parameters() if ".experts." in n)
        active += count - routed + routed * config.num_experts_per_tok // config.num_experts
        layers[layer.layer_type] = max(layers.get(layer.layer_type, 0), count)
    in_layers = sum(p.numel() for p in model.model.layers.parameters())
    return {
        "total": total,
        "root": total - in_layers,
        "largest_layer": max(layers.values()),
        "layers": layers,
        "active_in_layers": active,
    }


def layer_activation_elements(config: CloverConfig, layer_type: str, seq_len: int) -> float:
    """Elements one decoder layer saves for its backward, per position of the sequence (both
    streams), read off the layer's shapes: an estimate, within 20% of the saved tensors of
    the tiny and a wider layer, float32 on the CPU (tests/clover_model/scale/test_training_plan.py).
    On a GPU the attention kernel may save other tensors than the CPU's."""
    c = config
    hidden = c.hidden_size
    # the sparse MoE: norm, router logits and probabilities, the grouped tokens, their gate-up
    # products, activation and down products for each of the k experts, the shared expert
    moe = (
        6 * hidden
        + 2 * c.num_experts
        + c.num_experts_per_tok * (3 * hidden + 4 * c.moe_intermediate_size)
    )
    moe += 4 * c.shared_expert_intermediate_size + 2 * hidden
    if layer_type == "linear_attention":
        value = c.linear_num_value_heads * c.linear_value_head_dim
        key = c.linear_num_key_heads * c.linear_key_head_dim
        channels = 2 * key + value
        heads = c.linear_num_value_heads
        # projections, both short convolutions and their SiLU, q/k/v per value head (q and k
        # repeated for the value heads), in-block scores, the gated norm and the output
        mixer = 4 * hidden + 12 * channels + 4 * heads * (2 * c.linear_key_head_dim)
        mixer += 8 * value + 2 * heads * c.block_size
        # the state before every block, float32 (2 elements of bfloat16 each)
        mixer += 2 * heads * c.linear_key_head_dim * c.linear_value_head_dim / c.block_size
    else:
        query = c.num_attention_heads * c.head_dim
        key_value = c.num_key_value_heads * c.head_dim
        # projections (the query with its gate), norms and RoPE, the attention output and its
        # gate, the masks of the clean (L keys) and the noisy stream (2 L keys)
        mixer = 4 * hidden + 8 * query + 10 * key_value + 0.875 * seq_len
    # per position of the sequence: each stream saves its own
    return 2 * (mixer + moe)


def training_memory(
    config: CloverConfig,
    *,
    gpus: int,
    micro_batch: int,
    seq_len: int,
    reserve_gb: float = 4.0,
    compute_bytes: int = 2,
    head_chunk: int = 256,
) -> dict:
    """GB per GPU of a `clover_model.scale.distributed` run (the module's docstring says what each
    part holds)."""
    groups = parameter_groups(config)
    tokens = micro_batch * seq_len
    largest_activations = max(
        layer_activation_elements(config, kind, seq_len) for kind in set(config.layer_types)
    )
    parts = {
        "sharded_state": groups["total"] * SHARDED_BYTES / gpus,
        "root_gathered": groups["root"] * (2 * compute_bytes + 4),
        "layers_gathered": groups["largest_layer"] * (3 * compute_bytes + 4),
        "checkpointed_inputs": 2
        * tokens
        * config.hidden_size
        * compute_bytes
        * config.num_hidden_layers,
        "layer_recompute": tokens * largest_activations * compute_bytes,
        # float32 logits and their gradient for one chunk of masked positions
        "lm_head_chunk": 2 * head_chunk * config.vocab_size * 4,
        "reserve": reserve_gb * GB,
    }
    result = {name: round(value / GB, 2) for name, value in parts.items()}
    result["total"] = round(sum(parts.values()) / GB, 2)
    return result


def training_flops_per_token(config: CloverConfig, *, seq_len: int, noise_low: float) -> dict:
    """Model FLOPs (forward and backward) per token of the corpus, by part."""
    groups = parameter_groups(config)
    streams = 2
    types = config.layer_types
    attention_layers = sum(kind == "full_attention" for kind in types)
    gdn_layers = len(types) - attention_layers
    # block-causal: the clean stream sees on average half the sequence, the noisy stream the
    # clean blocks before its block (half) plus its own block
    context = seq_len / 2 + config.block_size / 2
    attention = 3 * 4 * config.num_attention_heads * config.head_dim * context * streams
    # the chunked delta rule per value head: state read, decay-and-update, in-block scores
    heads = config.linear_num_value_heads
    k_dim, v_dim = config.linear_key_head_dim, config.linear_value_head_dim
    gdn = 3 * heads * (8 * k_dim * v_dim + 4 * (k_dim + v_dim) * config.block_size) * streams
    masked_share = (noise_low + 1) / 2
    parts = {
        "layers": 6 * groups["active_in_layers"] * streams,
        "attention": attention * attention_layers,
        "gdn": gdn * gdn_layers,
        "lm_head": 6 * config.hidden_size * config.vocab_size * masked_share,
    }
    parts["total"] = sum(parts.values())
    # activation checkpointing runs each layer's forward once more
    parts["hardware_total"] = parts["total"] + (parts["total"] - parts["lm_head"]) / 3
    return parts


def tokens_per_second(
    config: CloverConfig,
    *,
    gpus: int,
    seq_len: int,
    noise_low: float,
    mfu: float,
    peak_tflops: float,
) -> float:
    """Corpus tokens per second of the whole run at ``mfu`` of ``peak_tflops`` per GPU."""
    flops = training_flops_per_token(config, seq_len=seq_len, noise_low=noise_low)["total"]
    return gpus * mfu * peak_tflops * 1e12 / flops


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="clover-35b-a3b", choices=sorted(PRESETS))
    parser.add_argument("--gpus", type=int, default=8)
    parser.add_argument("--micro-batch", type=int, default=1)
    parser.add_argument("--seq-len", type=int, default=4096)
    parser.add_argument("--gpu-gb", type=float, default=141.0)
    parser.add_argument("--reserve-gb", type=float, default=4.0)
    parser.add_argument("--noise-low", type=float, default=0.3)
    parser.add_argument("--peak-tflops", type=float, default=989.0, help="bf16 dense, H200")
    parser.add_argument("--mfu", type=float, default=0.25)
    args = parser.parse_args(argv)
    config = CloverConfig.from_preset(args.preset)
    memory = training_memory(
        config,
        gpus=args.gpus,
        micro_batch=args.micro_batch,
        seq_len=args.seq_len,
        reserve_gb=args.reserve_gb,
    )
    flops = training_flops_per_token(config, seq_len=args.seq_len, noise_low=args.noise_low)
    speed = tokens_per_second(
        config,
        gpus=args.gpus,
        seq_len=args.seq_len,
        noise_low=args.noise_low,
        mfu=args.mfu,
        peak_tflops=args.peak_tflops,
    )
    print(
        f"{args.preset} on {args.gpus} GPUs, micro-batch {args.micro_batch} x {args.seq_len} "
        f"tokens: {memory['total']:.1f} GB per GPU of {args.gpu_gb:g}"
    )
    for name, value in memory.items():
        if name != "total":
            print(f"  {name:<20} {value:8.2f} GB")
    print(
        f"  {flops['total'] / 1e9:.1f} GFLOP per token ({flops['hardware_total'] / 1e9:.1f} with "
        f"the recompute); at {args.mfu:.0%} MFU of {args.peak_tflops:g} TFLOP/s: "
        f"{speed:,.0f} tokens/s, {speed * 3600 / 1e9:.2f}B tokens an hour"
    )
    summary = {
        "preset": args.preset,
        **vars(args),
        "memory_gb": memory,
        "fits": memory["total"] <= args.gpu_gb,
        "flops_per_token": {k: round(v) for k, v in flops.items()},
        "tokens_per_second": round(speed),
    }
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
