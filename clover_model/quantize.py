"""Weight-only INT4 with group scales for Clover's linears and routed experts, through torchao.

    python -m clover_model.quantize --checkpoint clover_model/checkpoints/clover-demo \
        --out var/clover-demo-int4 [--group-size 32] [--algorithm hqq] [--gdn]

Every weight of the quantised linears is stored as 4 bits with a scale and a zero point per
group of ``group_size`` consecutive input weights (asymmetric, 16 levels); activations stay in
bfloat16. The scale and zero point of a group are fitted by HQQ (torchao's half-quadratic
solver) or span the group's range (``--algorithm tinygemm``, round to nearest). torchao does
the quantisation, the packing and the matmul (``pip install 'clover-genui[quant]'``; imported
only here, and only when called):

- CPU: ``torchao.prototype.quantization.int4.PrototypeInt4WeightOnlyConfig``, weights as
  ``Int4OpaqueTensor`` (two weights a byte, packed for PyTorch's
  ``aten._weight_int4pack_mm_for_cpu``). torchao 0.18's stable ``Int4WeightOnlyConfig`` has no
  CPU format (its formats need CUDA, XPU or NPU); the CPU one moved to the prototype namespace.
- CUDA: ``Int4WeightOnlyConfig(int4_packing_format="tile_packed_to_4d")``, PyTorch's tinygemm
  kernel ``aten._weight_int4pack_mm``.

What is quantised: every routed expert, the shared expert and the attention projections, and
with ``--gdn`` the GDN's ``in_proj_qkv``, ``in_proj_z`` and ``out_proj`` too. The routed
experts are stacked 3-D parameters; ``quantize_`` works on ``nn.Linear``, so `ExpertLinears`
views each expert as a pair of linears (the same grouping and arithmetic as `CloverExperts`)
and ``quantize_`` packs those. What stays in bfloat16: the GDN projections unless ``--gdn``
(their error piles up in the recurrent state over a lesson: on the demo checkpoint they are
what costs lesson fidelity), the embedding table and the LM head tied to it (a 4-bit head
moves the scores every token is decoded from; ``memory.py`` plans it at 8 bits), the routers
and the shared expert's gate (a flipped top-k sends a token to another expert), the GDN's
per-head ``in_proj_a`` / ``in_proj_b`` (the decay and write strength of the state, a few rows
each), the convolutions, the norms and the GDN's scalars.

A quantised model is saved with ``torch.save`` of its state dict (``model-int4.pt``, loaded
with ``weights_only=True`` and torchao's INT4 tensor class allowed) next to the source's other
files; ``config.json`` gains ``clover_int4`` (group size, algorithm, scope, device kind,
torchao version).
`load_int4` builds the model on the meta device, gives it the quantised structure and assigns
the saved tensors. The packed layout is the kernel's, so a checkpoint serves the device kind
it was packed on (``--device``); on another device quantise the float checkpoint at load
instead (`quantize_int4`, the worker's ``CLOVER_QUANTIZE=int4``). Results:
docs/quantization.md.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

import torch
import torch.nn.functional as F
from torch import nn

from clover_model.configuration_clover import CloverConfig
from clover_model.modeling_clover import CloverForBlockDiffusionLM
from clover_model.moe import CloverExperts

WEIGHTS_NAME = "model-int4.pt"
GROUP_SIZES = (32, 64, 128)
ALGORITHMS = ("hqq", "tinygemm")
# the dense linears quantised besides the routed experts, by attribute name: attention and
# the shared expert
DENSE_LINEARS = frozenset(
    {"q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"}
)
# the GDN's projections, quantised only when asked (``gdn=True``): their errors accumulate in
# the recurrent state over a whole lesson (docs/quantization.md)
GDN_LINEARS = frozenset({"in_proj_qkv", "in_proj_z", "out_proj"})
# the weights files of a float checkpoint, left behind when an INT4 one is written
FLOAT_WEIGHTS = ("*.safetensors", "*.safetensors.index.json", "*.bin", WEIGHTS_NAME)
KEPT_OUT = ("config.json", "README.md")


def torchao_or_explain():
    """The torchao module, or an ImportError that says how to install it."""
    try:
        import torchao
    except ImportError as error:
        raise ImportError(
            "INT4 quantisation needs torchao: pip install 'clover-genui[quant]' "
            "(torchao==0.18.0, CPU and CUDA)"
        ) from error
    return torchao


def int4_config(*, group_size: int, device: torch.device | str, algorithm: str = "hqq"):
    """torchao's weight-only INT4 configuration for linears on ``device`` (cpu or cuda).

    ``algorithm``: how each group's scale and zero point are chosen: ``"tinygemm"`` spans the
    group's range (round to nearest), ``"hqq"`` (Half-Quadratic Quantization, torchao's) fits
    them to lower the weights' error. Both pack the same way for the same kernel."""
    if group_size not in GROUP_SIZES:
        raise ValueError(f"group_size must be one of {GROUP_SIZES}, got {group_size}")
    if algorithm not in ALGORITHMS:
        raise ValueError(f"algorithm must be one of {ALGORITHMS}, got {algorithm!r}")
    torchao_or_explain()
    from torchao.quantization.quantize_.workflows.int4.int4_choose_qparams_algorithm import (
        Int4ChooseQParamsAlgorithm,
    )

    chosen = Int4ChooseQParamsAlgorithm(algorithm)
    kind = torch.device(device).type
    if kind == "cpu":
        from torchao.prototype.quantization.int4 import PrototypeInt4WeightOnlyConfig

        return PrototypeInt4WeightOnlyConfig(
            group_size=group_size,
            int4_choose_qparams_algorithm=chosen,
            set_inductor_config=False,
        )
    if kind == "cuda":
        from torchao.quantization import Int4WeightOnlyConfig

        return Int4WeightOnlyConfig(
            group_size=group_size,
            int4_packing_format="tile_packed_to_4d",
            int4_choose_qparams_algorithm=chosen,
            set_inductor_config=False,
        )
    raise ValueError(f"INT4 weights run on cpu or cuda, not {kind}")


def int4_tensor_class(device: torch.device | str) -> type:
    """torchao's tensor class of the INT4 weights `int4_config` makes for ``device``."""
    torchao_or_explain()
    if torch.device(device).type == "cpu":
        from torchao.prototype.quantization.int4 import Int4OpaqueTensor

        return Int4OpaqueTensor
    from torchao.quantization import Int4TilePackedTo4dTensor

    return Int4TilePackedTo4dTensor


class ExpertLinears(nn.Module):
    """The routed experts of a `CloverExperts` as one ``nn.Linear`` pair per expert, so that
    torchao's ``quantize_`` can pack them. Same routing arithmetic as `CloverExperts.forward`
    (tokens grouped by expert with one argsort, one matmul per expert with tokens, results
    weighted and scattered back with ``index_add_``); equal to it in float."""

    def __init__(self, num_experts: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.num_experts = num_experts
        self.intermediate_size = intermediate_size
        # gate_up[e]: (2I, D) as gate_up_proj[e]; down[e]: (D, I) as down_proj[e]
        self.gate_up = nn.ModuleList(
            nn.Linear(hidden_size, 2 * intermediate_size, bias=False) for _ in range(num_experts)
        )
        self.down = nn.ModuleList(
            nn.Linear(intermediate_size, hidden_size, bias=False) for _ in range(num_experts)
        )

    @classmethod
    def from_experts(cls, experts: CloverExperts) -> ExpertLinears:
        """The view of ``experts`` (its weights copied, on its device and dtype)."""
        num_experts, hidden, inter = experts.down_proj.shape
        with torch.device("meta"):
            view = cls(num_experts, hidden, inter)
        for expert in range(num_experts):
            view.gate_up[expert].weight = nn.Parameter(
                experts.gate_up_proj.detach()[expert].clone(), requires_grad=False
            )
            view.down[expert].weight = nn.Parameter(
                experts.down_proj.detach()[expert].clone(), requires_grad=False
            )
        return view

    def forward(self, x: torch.Tensor, top_index: torch.Tensor, top_weights: torch.Tensor):
        """x (N, D), top_index and top_weights (N, k) -> sum_j w_j * expert_j(x) (N, D)."""
        top_k = top_index.shape[-1]
        flat_expert = top_index.reshape(-1)
        # (N * k,): assignments sorted by expert; token_index says whose they are
        order = torch.argsort(flat_expert, stable=True)
        token_index = order // top_k
        counts = torch.bincount(flat_expert, minlength=self.num_experts).tolist()
        grouped = x[token_index]
        outputs = []
        start = 0
        for expert, count in enumerate(counts):
            if count == 0:
                continue
            hidden = self.gate_up[expert](grouped[start : start + count])
            inter = self.intermediate_size
            outputs.append(self.down[expert](F.silu(hidden[:, :inter]) * hidden[:, inter:]))
            start += count
        if not outputs:
            return torch.zeros_like(x)
        expert_out = torch.cat(outputs, dim=0) * top_weights.reshape(-1)[order, None]
        return torch.zeros_like(x).index_add_(0, token_index, expert_out.to(x.dtype))


def view_experts_as_linears(model: nn.Module) -> nn.Module:
    """Replace every `CloverExperts` of ``model`` by its `ExpertLinears` view, in place."""
    for module in list(model.modules()):
        if isinstance(getattr(module, "experts", None), CloverExperts):
            module.experts = ExpertLinears.from_experts(module.experts)
    return model


def int4_filter(*, gdn: bool = False):
    """``quantize_``'s filter: the routed experts' linears, `DENSE_LINEARS` and, with ``gdn``,
    `GDN_LINEARS`. Called with (module, qualified name)."""
    chosen = DENSE_LINEARS | GDN_LINEARS if gdn else DENSE_LINEARS

    def is_quantised(module: nn.Module, name: str) -> bool:
        if not isinstance(module, nn.Linear):
            return False
        parts = name.split(".")
        return parts[-1] in chosen or (len(parts) >= 3 and parts[-3] == "experts")

    return is_quantised


def quantize_int4(
    model: CloverForBlockDiffusionLM,
    *,
    group_size: int = 32,
    algorithm: str = "hqq",
    gdn: bool = False,
):
    """Quantise ``model`` in place to weight-only INT4 on its device and return it.

    The model must compute in bfloat16 (the CUDA kernel takes nothing else; the CPU kernel
    takes float32 too but is some fifteen times slower with it). A linear whose input size is
    not a multiple of ``group_size`` stays in bfloat16 (torchao leaves it)."""
    from torchao.quantization import quantize_

    config = int4_config(group_size=group_size, device=model.device, algorithm=algorithm)
    if model.dtype != torch.bfloat16:
        raise ValueError(f"INT4 weights compute in bfloat16; the model is in {model.dtype}")
    view_experts_as_linears(model)
    is_quantised = int4_filter(gdn=gdn)
    quantize_(model, config, filter_fn=is_quantised)
    packed = int4_tensor_class(model.device)
    model.config.clover_int4 = {
        "group_size": group_size,
        "algorithm": algorithm,
        "gdn_projections": gdn,
        "device": model.device.type,
        "torchao": torchao_or_explain().__version__,
        "weights": WEIGHTS_NAME,
        # linears the filter chose that torchao left in bfloat16 (input size not a multiple
        # of the group size)
        "left_in_bfloat16": [
            name
            for name, module in model.named_modules()
            if is_quantised(module, name) and not isinstance(module.weight, packed)
        ],
    }
    return model.eval()


def save_int4(model: CloverForBlockDiffusionLM, out: Path, *, source: Path | None = None):
    """Write a model `quantize_int4` made to ``out``: config.json, ``model-int4.pt`` and
    (with ``source``) the source checkpoint's other files (tokenizer, generation config,
    model card), its float weights left out."""
    out.mkdir(parents=True, exist_ok=True)
    if source is not None:
        skipped = {path for pattern in FLOAT_WEIGHTS for path in source.glob(pattern)}
        for path in sorted(source.iterdir()):
            # the model card describes the float weights
            if path.is_file() and path not in skipped and path.name not in KEPT_OUT:
                shutil.copy2(path, out / path.name)
    model.config.save_pretrained(out)
    torch.save(model.state_dict(), out / WEIGHTS_NAME)


def is_int4_checkpoint(path: Path) -> bool:
    return (path / WEIGHTS_NAME).exists()


def load_int4(path: Path, *, device: str = "cpu") -> CloverForBlockDiffusionLM:
    """The INT4 model `save_int4` wrote at ``path``, on ``device`` (the kind it was packed
    for). Built on the meta device and given the saved tensors: nothing is quantised again."""
    torchao_or_explain()
    config = CloverConfig.from_pretrained(path)
    packed_for = config.clover_int4["device"]
    if torch.device(device).type != packed_for:
        raise ValueError(
            f"{path} is packed for {packed_for}, not {device}: quantise the float checkpoint "
            f"on {device} instead (quantize_int4, CLOVER_QUANTIZE=int4)"
        )
    config.dtype = torch.bfloat16
    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(config)
    view_experts_as_linears(model)
    # weights_only: tensors and the one torchao class allowed, no other pickled code
    with torch.serialization.safe_globals([int4_tensor_class(device)]):
        state = torch.load(path / WEIGHTS_NAME, map_location=device, weights_only=True)
    missing, unexpected = model.load_state_dict(state, strict=False, assign=True)
    if missing or unexpected:
        raise ValueError(f"{path}: missing tensors {missing}, unexpected {unexpected}")
    # assign replaced the tied parameters one by one: tie them again
    if config.tie_word_embeddings:
        model.lm_head.weight = model.model.embed_tokens.weight
    return model.eval()


def weights_bytes(path: Path) -> int:
    """Bytes of a checkpoint's weight files (float safetensors or ``model-int4.pt``)."""
    return sum(p.stat().st_size for pattern in FLOAT_WEIGHTS for p in path.glob(pattern))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkpoint", type=Path, required=True, help="float Clover checkpoint")
    parser.add_argument("--out", type=Path, required=True, help="folder for the INT4 checkpoint")
    parser.add_argument("--group-size", type=int, default=32, choices=GROUP_SIZES)
    parser.add_argument("--algorithm", default="hqq", choices=ALGORITHMS)
    parser.add_argument("--gdn", action="store_true", help="quantise the GDN projections too")
    parser.add_argument("--device", default="cpu", help="the device kind to pack for")
    args = parser.parse_args(argv)
    try:
        torchao_or_explain()
        model = CloverForBlockDiffusionLM.from_pretrained(args.checkpoint, dtype=torch.bfloat16)
        model.to(args.device)
        quantize_int4(model, group_size=args.group_size, algorithm=args.algorithm, gdn=args.gdn)
        save_int4(model, args.out, source=args.checkpoint)
    except (ImportError, ValueError, OSError) as error:
        sys.exit(f"quantize: {error}")
    before, after = weights_bytes(args.checkpoint), weights_bytes(args.out)
    print(
        f"wrote {args.out}: INT4 weights ({args.algorithm}, groups of {args.group_size}"
        f"{', GDN projections too' if args.gdn else ''}), packed for {args.device};"
        f" weights {before / 1e6:.2f} MB -> {after / 1e6:.2f} MB"
    )


if __name__ == "__main__":
    main()
