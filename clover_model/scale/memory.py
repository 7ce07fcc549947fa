"""Where a Clover checkpoint's weights and caches live on one GPU and its host: a calculator.

    python -m clover_model.scale.memory --preset clover-35b-a3b --gpu-gb 16 --bits 4
    python -m clover_model.scale.memory --preset clover-35b-a3b --gpu-gb 141 --bits 16 \
        --context 131072

The weights fall into what every token uses (the dense part: attention, Gated DeltaNet, the
shared expert, the routers and norms; the LM head; the embedding table, of which a token
reads one row) and the routed experts, of which a token uses ``num_experts_per_tok`` per
layer. The dense part and the LM head go on the GPU, the embedding table stays in host memory,
and the caches for the context are reserved (the full-attention layers' keys and values, the
GDN layers' fixed states). The experts fill what remains, in the first of these that fits:

1. every expert at ``--bits`` (no traffic);
2. every expert on the GPU, as many as fit at ``--bits`` (the most-routed: hot) and the rest
   at ``--cold-bits`` (3 by default): nothing crosses the bus;
3. every expert at ``--cold-bits``, as many on the GPU as fit and the rest in host memory,
   fetched when a block routes to them. Block diffusion reads a block of ``block_size``
   positions per forward, so a forward touches far more experts than one token does
   (``experts_per_forward``: about 163 of 256 a layer for the 35B preset): every expert kept
   off the GPU costs traffic on nearly every forward, so the plan keeps as many resident as
   it can, at the lower precision, and prints the bytes a forward moves and their time at
   ``--pcie-gbps``.

Weight-only quantisation with a scale and zero point (16 bits each) per group of ``--group``
weights costs ``bits / 8 + 4 / group`` bytes per weight. Of the dense part, what `quantize`
packs is counted at ``--bits`` (attention and the shared expert's linears, and the GDN
projections with ``--gdn``), the rest at 16 bits. The LM head stays at 8 bits: a
4-bit head moves the scores every position is decoded from. Activations and the CUDA
context take ``--reserve-gb``. The last line printed is a JSON summary.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict, dataclass

import torch

from clover_model.configuration_clover import PRESETS, CloverConfig

GB = 1e9


@dataclass(frozen=True)
class Weights:
    """Parameter counts of `CloverForBlockDiffusionLM(config)` by where they are read."""

    dense: int  # attention, GDN, shared expert, routers, norms: every token reads them
    # of `dense`, what weight-only quantisation leaves in 16 bits, as `quantize` does: the GDN
    # projections (unless ``gdn``), routers, gates, convolutions, norms and scalars
    dense_16bit: int
    lm_head: int
    embedding: int  # one row per token
    experts: int  # routed experts, all layers
    expert_count: int  # routed experts, all layers (num_experts x MoE layers)

    @property
    def total(self) -> int:
        return self.dense + self.lm_head + self.embedding + self.experts

    def active(self, config: CloverConfig) -> int:
        """Parameters one token uses (as `count_parameters`)."""
        routed = self.experts * config.num_experts_per_tok // config.num_experts
        return self.dense + self.lm_head + self.embedding + routed


def weights(config: CloverConfig, *, gdn: bool = False) -> Weights:
    """Counted on the meta device: nothing is allocated. ``gdn``: the GDN projections are
    quantised too (`quantize --gdn`)."""
    from clover_model.modeling_clover import CloverForBlockDiffusionLM
    from clover_model.quantize import DENSE_LINEARS, GDN_LINEARS

    quantised = DENSE_LINEARS | GDN_LINEARS if gdn else DENSE_LINEARS
    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(config)
    counts = {"dense": 0, "dense_16bit": 0, "lm_head": 0, "embedding": 0, "experts": 0}
    for name, parameter in model.named_parameters():
        if ".mlp.experts." in name:
            counts["experts"] += parameter.numel()
        elif name.startswith("lm_head."):
            counts["lm_head"] += parameter.numel()
        elif name.endswith("embed_tokens.weight"):
            counts["embedding"] += parameter.numel()
        else:
            counts["dense"] += parameter.numel()
            if name.split(".")[-2] not in quantised or parameter.dim() != 2:
                counts["dense_16bit"] += parameter.numel()
    moe_layers = sum(1 for module in model.modules() if type(module).__name__ == "CloverExperts")
    return Weights(**counts, expert_count=moe_layers * config.num_experts)


def bytes_per_weight(bits: int, group: int) -> float:
    """Weight-only quantisation: ``bits`` per weight plus a 16-bit scale and zero point per
    ``group`` weights; 16 bits and more are stored as they are."""
    return bits / 8 if bits >= 16 else bits / 8 + 4 / group


def cache_bytes(config: CloverConfig, context: int, *, bytes_per_value: int = 2) -> dict:
    """The caches for ``context`` tokens: keys and values of the full-attention layers (they
    grow with the context) and the GDN layers' states (float32, fixed size)."""
    types = config.layer_types
    attention_layers = sum(kind == "full_attention" for kind in types)
    gdn_layers = len(types) - attention_layers
    kv = 2 * config.num_key_value_heads * config.head_dim * bytes_per_value
    state = config.linear_num_value_heads * config.linear_key_head_dim
    state *= config.linear_value_head_dim * 4
    return {
        "kv_cache": attention_layers * kv * context,
        "gdn_state": gdn_layers * state,
        "attention_layers": attention_layers,
        "gdn_layers": gdn_layers,
    }


def experts_per_forward(config: CloverConfig, positions: int) -> float:
    """Distinct experts of one layer a forward over ``positions`` positions reads, routing
    assumed uniform: each position picks ``num_experts_per_tok`` of ``num_experts``."""
    miss = 1 - config.num_experts_per_tok / config.num_experts
    return config.num_experts * (1 - miss**positions)


def plan(
    config: CloverConfig,
    *,
    gpu_gb: float,
    bits: int,
    cold_bits: int = 3,
    group: int = 128,
    context: int = 32768,
    reserve_gb: float = 1.0,
    pcie_gbps: float = 25.0,
    gdn: bool = False,
) -> dict:
    """What goes where on a ``gpu_gb`` GPU (see the module's docstring); ``gdn``: the GDN
    projections quantised too (`quantize --gdn`)."""
    counted = weights(config, gdn=gdn)
    per_weight = bytes_per_weight(bits, group)
    head_bits = min(max(bits, 8), 16)
    caches = cache_bytes(config, context)
    quantised = counted.dense - counted.dense_16bit
    gpu_fixed = {
        "dense": quantised * per_weight + counted.dense_16bit * bytes_per_weight(16, group),
        "lm_head": counted.lm_head * bytes_per_weight(head_bits, group),
        "kv_cache": caches["kv_cache"],
        "gdn_state": caches["gdn_state"],
        "reserve": reserve_gb * GB,
    }
    host = {"embedding": counted.embedding * 2}  # bfloat16 rows, read one per token
    budget = gpu_gb * GB - sum(gpu_fixed.values())
    size = counted.experts / counted.expert_count  # weights of one expert
    hot_bytes, cold_bytes = size * per_weight, size * bytes_per_weight(cold_bits, group)
    count = counted.expert_count
    layers = count // config.num_experts
    touched = experts_per_forward(config, config.block_size)
    result = {
        "fits": budget > 0,
        "experts": {"count": count, "hot_bits": bits, "cold_bits": cold_bits},
    }
    if budget <= 0:
        result["why"] = (
            f"the dense part, the LM head and the caches need "
            f"{sum(gpu_fixed.values()) / GB:.2f} GB: more than the GPU's {gpu_gb:g} GB"
        )
        hot = cold_resident = 0
    elif count * hot_bytes <= budget:
        hot, cold_resident = count, 0
    elif count * cold_bytes <= budget:
        hot = int((budget - count * cold_bytes) // (hot_bytes - cold_bytes))
        cold_resident = count - hot
    else:
        hot, cold_resident = 0, int(budget // cold_bytes)
    offloaded = count - hot - cold_resident
    experts_gpu = hot * hot_bytes + cold_resident * cold_bytes
    host["experts"] = offloaded * cold_bytes
    # a forward reads `touched` experts per layer; those not on the GPU cross the bus
    moved = layers * touched * (offloaded / count) * cold_bytes
    result["experts"] |= {
        "on_gpu_hot": hot,
        "on_gpu_cold": cold_resident,
        "in_host": offloaded,
        "per_forward_per_layer": round(touched, 1),
    }
    result["gpu_gb"] = {
        **{name: round(value / GB, 3) for name, value in gpu_fixed.items()},
        "experts": round(experts_gpu / GB, 3),
    }
    result["gpu_gb"]["total"] = round(sum(result["gpu_gb"].values()), 3)
    result["host_gb"] = {name: round(value / GB, 3) for name, value in host.items()}
    result["per_forward"] = {
        "bytes_moved_gb": round(moved / GB, 3),
        "ms_at_pcie": round(moved / (pcie_gbps * GB) * 1000, 1),
    }
    result["weights"] = asdict(counted) | {
        "total": counted.total,
        "active": counted.active(config),
    }
    return result


def _print(config_name: str, args, result: dict) -> None:
    weights_ = result["weights"]
    print(
        f"{config_name}: {weights_['total'] / 1e9:.2f}B parameters, "
        f"{weights_['active'] / 1e9:.2f}B active per token; {args.gpu_gb:g} GB GPU, "
        f"{args.bits}-bit weights (groups of {args.group}), context {args.context:,} tokens"
    )
    if not result["fits"]:
        print(f"  does not fit: {result['why']}")
        return
    print("  on the GPU (GB):")
    for name, value in result["gpu_gb"].items():
        print(f"    {name:<12} {value:8.2f}")
    experts = result["experts"]
    print(
        f"  experts: {experts['on_gpu_hot']:,} at {experts['hot_bits']} bits and "
        f"{experts['on_gpu_cold']:,} at {experts['cold_bits']} bits on the GPU, "
        f"{experts['in_host']:,} in host memory (of {experts['count']:,})"
    )
    print(
        "  in host memory (GB): " + ", ".join(f"{k} {v:.2f}" for k, v in result["host_gb"].items())
    )
    forward = result["per_forward"]
    print(
        f"  a forward over a block touches ~{experts['per_forward_per_layer']} experts a layer; "
        f"it moves {forward['bytes_moved_gb']:.2f} GB over the bus ({forward['ms_at_pcie']} ms "
        f"at {args.pcie_gbps:g} GB/s)"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--preset", default="clover-35b-a3b", choices=sorted(PRESETS))
    parser.add_argument("--gpu-gb", type=float, required=True)
    parser.add_argument("--bits", type=int, default=4, choices=(2, 3, 4, 8, 16))
    parser.add_argument("--cold-bits", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--group", type=int, default=128)
    parser.add_argument("--context", type=int, default=32768)
    parser.add_argument("--reserve-gb", type=float, default=1.0)
    parser.add_argument("--pcie-gbps", type=float, default=25.0)
    parser.add_argument(
        "--gdn", action="store_true", help="the GDN projections quantised too (quantize --gdn)"
    )
    args = parser.parse_args(argv)
    config = CloverConfig.from_preset(args.preset)
    result = plan(
        config,
        gpu_gb=args.gpu_gb,
        bits=args.bits,
        cold_bits=args.cold_bits,
        group=args.group,
        context=args.context,
        reserve_gb=args.reserve_gb,
        pcie_gbps=args.pcie_gbps,
        gdn=args.gdn,
    )
    _print(args.preset, args, result)
    print(json.dumps({"preset": args.preset, **vars(args), **result}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
