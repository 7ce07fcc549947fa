"""What goes where when a Qwen3.5-MoE / Qwen3-Next checkpoint becomes a Clover checkpoint.

From names and shapes only (safetensors headers, the meta device), nothing here reads tensor
data: the Clover config of the source's decoder, the place of every source tensor (copied, split
from Qwen3-Next's fused GDN projections, or one expert of a stacked tensor), the check that
every Clover tensor is filled exactly once, the Clover-only initial values and the mask token.
`clover_model.scale.convert` streams the tensors along this plan; docs/conversion.md has the rules.

    source = read_source(folder)
    plan = plan_conversion(source, clover_config(source, mask_token_id=..., ...))
"""

import copy
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import torch
from safetensors import safe_open

from clover_model.configuration_clover import CloverConfig
from clover_model.modeling_clover import CloverForBlockDiffusionLM

SOURCE_MODEL_TYPES = ("qwen3_next", "qwen3_5_moe", "qwen3_5_moe_text")
MASK_TOKEN = "<|mask|>"
# source tensors left out on purpose, by name prefix, with the reason the command prints
NOT_CONVERTED = {
    "model.visual.": "the vision tower of the multimodal Qwen3.5-MoE: Clover reads text only",
    "mtp.": "the multi-token-prediction head: Clover predicts a block by denoising instead",
}
# GDN parameters that exist only in Clover; their values come from `_init_weights`
CLOVER_ONLY = (
    "linear_attn.right_conv1d.weight",
    "linear_attn.history_key",
    "linear_attn.history_bias",
    "linear_attn.history_calibration",
    "linear_attn.block_attn_log_scale",
)
# text-config fields with the same name and meaning in CloverConfig
SAME_FIELDS = (
    "vocab_size",
    "hidden_size",
    "num_hidden_layers",
    "layer_types",
    "rms_norm_eps",
    "initializer_range",
    "max_position_embeddings",
    "num_attention_heads",
    "num_key_value_heads",
    "head_dim",
    "attention_bias",
    "linear_conv_kernel_dim",
    "linear_key_head_dim",
    "linear_value_head_dim",
    "linear_num_key_heads",
    "linear_num_value_heads",
    "num_experts",
    "num_experts_per_tok",
    "moe_intermediate_size",
    "shared_expert_intermediate_size",
    "norm_topk_prob",
    "router_aux_loss_coef",
)
LAYER_NAME = re.compile(r"model\.layers\.(\d+)\.(.+)")
EXPERT_NAME = re.compile(r"mlp\.experts\.(\d+)\.(gate|up|down)_proj\.weight")


@dataclass
class SourceCheckpoint:
    folder: Path
    config: dict  # the config.json as stored
    text_config: dict  # the decoder's fields (config.json itself unless multimodal)
    files: list[Path]  # safetensors shards in index order
    tensors: dict[str, tuple[Path, tuple[int, ...], str]]  # name -> file, shape, dtype
    prefix: str  # what stands for "model." in the decoder's tensor names

    @property
    def total_bytes(self) -> int:
        return sum(path.stat().st_size for path in self.files)


def resolve_source(name: str) -> Path:
    """A local folder as it is; anything else is a hub id, downloaded without other weights."""
    path = Path(name)
    if path.exists():
        return path
    from huggingface_hub import snapshot_download

    patterns = ["*.json", "*.safetensors", "*.txt", "*.model", "*.jinja", "*.tiktoken"]
    return Path(snapshot_download(name, allow_patterns=patterns))


def read_source(folder: Path) -> SourceCheckpoint:
    """The config and every tensor's file, shape and dtype (headers only, no tensor data)."""
    config_path = folder / "config.json"
    if not config_path.exists():
        raise FileNotFoundError(f"{folder} holds no config.json")
    config = json.loads(config_path.read_text())
    model_type = config.get("model_type")
    if model_type not in SOURCE_MODEL_TYPES:
        raise ValueError(
            f"the source is a {model_type!r} checkpoint; this command converts "
            f"{', '.join(SOURCE_MODEL_TYPES)}"
        )
    multimodal = model_type == "qwen3_5_moe"
    text_config = config["text_config"] if multimodal else config
    index = folder / "model.safetensors.index.json"
    if index.exists():
        weight_map = json.loads(index.read_text())["weight_map"]
        names = list(dict.fromkeys(weight_map.values()))
    elif (folder / "model.safetensors").exists():
        names = ["model.safetensors"]
    else:
        raise FileNotFoundError(f"{folder} holds neither model.safetensors nor its index")
    files = [folder / name for name in names]
    tensors = {}
    for path in files:
        with safe_open(path, framework="pt") as reader:
            names = reader.keys()
            for name in names:
                if name in tensors:
                    raise ValueError(f"source tensor {name} is stored twice ({path.name})")
                part = reader.get_slice(name)
                tensors[name] = (path, tuple(part.get_shape()), part.get_dtype())
    prefix = "model.language_model." if multimodal else "model."
    return SourceCheckpoint(folder, config, text_config, files, tensors, prefix)


def _periodic_interval(layer_types: list[str]) -> int | None:
    """The full_attention_interval that gives these layer types, if one does."""
    for interval in range(1, len(layer_types) + 1):
        pattern = [
            "full_attention" if (i + 1) % interval == 0 else "linear_attention"
            for i in range(len(layer_types))
        ]
        if pattern == layer_types:
            return interval
    return None


def clover_config(
    source: SourceCheckpoint,
    *,
    mask_token_id: int,
    pad_token_id: int | None,
    eos_token_id: int | list[int] | None,
    block_size: int,
    dtype: torch.dtype,
) -> CloverConfig:
    """The Clover config of the source's decoder; raises ValueError on what Clover cannot be."""
    text = source.text_config
    # transformers 5 writes rope_parameters; older configs (the Qwen3-Next release) rope_theta,
    # partial_rotary_factor and rope_scaling at the top
    rope = text.get("rope_parameters") or text.get("rope_scaling") or {}
    # Qwen3.5's multimodal RoPE gives text tokens the same position in every section: plain RoPE
    rope_type = rope.get("rope_type", rope.get("type", "default"))
    if rope_type != "default":
        raise ValueError(f"rope_type {rope_type!r}: Clover has plain (partial) RoPE only")
    if text.get("hidden_act", "silu") != "silu":
        raise ValueError(f"hidden_act {text['hidden_act']!r}: Clover's experts use silu")
    if text.get("mlp_only_layers") or text.get("decoder_sparse_step", 1) != 1:
        raise ValueError(
            "the source has dense MLP layers (mlp_only_layers / decoder_sparse_step); every Clover "
            "layer is a mixture of experts"
        )
    fields = {name: text[name] for name in SAME_FIELDS if text.get(name) is not None}
    if "layer_types" not in fields:
        # as transformers derives them: every full_attention_interval-th layer is attention
        every = text.get("full_attention_interval", 4)
        fields["layer_types"] = [
            "full_attention" if (i + 1) % every == 0 else "linear_attention"
            for i in range(text["num_hidden_layers"])
        ]
    interval = _periodic_interval(fields["layer_types"])
    if interval is not None:
        fields["full_attention_interval"] = interval
    return CloverConfig(
        **fields,
        rope_theta=rope.get("rope_theta", text.get("rope_theta", 10_000.0)),
        partial_rotary_factor=rope.get(
            "partial_rotary_factor", text.get("partial_rotary_factor", 0.25)
        ),
        tie_word_embeddings="lm_head.weight" not in source.tensors,
        block_size=block_size,
        mask_token_id=mask_token_id,
        pad_token_id=pad_token_id,
        eos_token_id=eos_token_id,
        bos_token_id=text.get("bos_token_id"),
        dtype=str(dtype).removeprefix("torch."),
    )


def clover_shapes(config: CloverConfig) -> dict[str, tuple[int, ...]]:
    """Every tensor a Clover checkpoint of this config holds (meta device, nothing allocated)."""
    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(config)
    shapes = {name: tuple(t.shape) for name, t in model.state_dict().items()}
    if config.tie_word_embeddings:
        del shapes["lm_head.weight"]
    return shapes


def clover_only_values(config: CloverConfig) -> dict[str, torch.Tensor]:
    """The initial Clover-only GDN parameters, as the model's own `_init_weights` sets them.

    They depend on the head shapes, not on the hidden size, so they come from a one-layer model
    of hidden size 1.
    """
    small = copy.deepcopy(config)
    small.hidden_size, small.num_hidden_layers = 1, 1
    small.layer_types = ["linear_attention"]
    mixer = CloverForBlockDiffusionLM(small).model.layers[0].linear_attn
    values = mixer.state_dict()
    return {suffix: values[suffix.removeprefix("linear_attn.")] for suffix in CLOVER_ONLY}


@dataclass
class Piece:
    """Where (part of) a source tensor goes: `take(source)` fills `target[index]`."""

    target: str
    index: tuple | None = None  # None: the whole target
    take: Callable[[torch.Tensor], torch.Tensor] = lambda tensor: tensor


def _split_qkvz(weight: torch.Tensor, config: CloverConfig, part: str) -> torch.Tensor:
    """Qwen3-Next's in_proj_qkvz rows are grouped by key head: [q_i, k_i, v_i, z_i] for head i
    (v_i, z_i hold the group of value heads that key head i serves). Clover's in_proj_qkv has
    all q rows, then all k rows, then all v rows; in_proj_z all z rows."""
    heads, head_k = config.linear_num_key_heads, config.linear_key_head_dim
    group_v = config.linear_num_value_heads // heads * config.linear_value_head_dim
    grouped = weight.view(heads, 2 * head_k + 2 * group_v, -1)
    q, k, v, z = grouped.split([head_k, head_k, group_v, group_v], dim=1)
    if part == "z":
        return z.reshape(-1, weight.shape[-1])
    return torch.cat([t.reshape(-1, weight.shape[-1]) for t in (q, k, v)])


def _split_ba(weight: torch.Tensor, config: CloverConfig, part: str) -> torch.Tensor:
    """Qwen3-Next's in_proj_ba rows are [b_i, a_i] per key head i, each the group of value
    heads it serves; Clover has in_proj_b and in_proj_a over the value heads in order."""
    heads = config.linear_num_key_heads
    group = config.linear_num_value_heads // heads
    b, a = weight.view(heads, 2 * group, -1).split([group, group], dim=1)
    return (b if part == "b" else a).reshape(-1, weight.shape[-1])


def source_pieces(name: str, config: CloverConfig) -> list[Piece]:
    """Where a decoder tensor (named with the "model." prefix) goes in Clover."""
    match = LAYER_NAME.fullmatch(name)
    if match is None:
        return [Piece(name)]
    layer, rest = match[1], match[2]
    prefix = f"model.layers.{layer}."
    expert = EXPERT_NAME.fullmatch(rest)
    if expert is not None:
        number, proj = int(expert[1]), expert[2]
        if proj == "down":
            return [Piece(prefix + "mlp.experts.down_proj", (number,))]
        inter = config.moe_intermediate_size
        rows = slice(0, inter) if proj == "gate" else slice(inter, 2 * inter)
        return [Piece(prefix + "mlp.experts.gate_up_proj", (number, rows))]
    if rest == "linear_attn.in_proj_qkvz.weight":
        return [
            Piece(
                prefix + f"linear_attn.in_proj_{part}.weight",
                None,
                partial(_split_qkvz, config=config, part=part),
            )
            for part in ("qkv", "z")
        ]
    if rest == "linear_attn.in_proj_ba.weight":
        return [
            Piece(
                prefix + f"linear_attn.in_proj_{part}.weight",
                None,
                partial(_split_ba, config=config, part=part),
            )
            for part in ("b", "a")
        ]
    return [Piece(name)]


def _piece_shape(source_shape: tuple[int, ...], piece: Piece) -> tuple[int, ...]:
    """The shape `piece.take` gives for a source tensor of this shape."""
    return tuple(piece.take(torch.empty(source_shape, device="meta")).shape)


@dataclass
class Plan:
    pieces: dict[str, list[Piece]]  # source name -> where it goes
    not_converted: dict[str, str]  # source name -> why it is left out
    clover_only: list[str]  # Clover tensors that take their initial values
    shapes: dict[str, tuple[int, ...]]  # every Clover tensor


def plan_conversion(source: SourceCheckpoint, config: CloverConfig) -> Plan:
    """Place every source tensor and fill every Clover tensor, or raise ValueError naming the
    first tensor that does not fit. Reads no tensor data."""
    shapes = clover_shapes(config)
    pieces, not_converted = {}, {}
    filled: dict[str, int] = {}  # Clover name -> elements placed
    regions: set[tuple[str, str]] = set()
    for name, (_, shape, _) in source.tensors.items():
        reason = next((why for start, why in NOT_CONVERTED.items() if name.startswith(start)), None)
        if reason is not None:
            not_converted[name] = reason
            continue
        decoder_name = name
        if name.startswith(source.prefix):
            decoder_name = "model." + name.removeprefix(source.prefix)
        elif name != "lm_head.weight":
            raise ValueError(f"source tensor {name} is not a decoder tensor this command knows")
        placed = source_pieces(decoder_name, config)
        for piece in placed:
            if piece.target not in shapes:
                raise ValueError(
                    f"source tensor {name} has no Clover counterpart (it would be {piece.target})"
                )
            target_shape = shapes[piece.target]
            want = target_shape
            if piece.index is not None:
                want = tuple(torch.empty(target_shape, device="meta")[piece.index].shape)
            try:
                got = _piece_shape(shape, piece)
            except RuntimeError as error:
                raise ValueError(
                    f"source tensor {name} {shape} does not split into {piece.target}: {error}"
                ) from error
            if got != want:
                raise ValueError(
                    f"source tensor {name} {shape} gives {got} for Clover tensor {piece.target}"
                    f"{'' if piece.index is None else str(list(piece.index))}, which needs {want}"
                )
            region = (piece.target, repr(piece.index))
            if region in regions:
                raise ValueError(f"Clover tensor {piece.target} is filled twice (by {name})")
            regions.add(region)
            filled[piece.target] = filled.get(piece.target, 0) + _numel(want)
        pieces[name] = placed
    clover_only = [name for name in shapes if name.endswith(CLOVER_ONLY)]
    for name in clover_only:
        if name in filled:
            raise ValueError(f"Clover-only tensor {name} is also filled from the source")
        filled[name] = _numel(shapes[name])
    for name, shape in shapes.items():
        if filled.get(name, 0) != _numel(shape):
            raise ValueError(
                f"Clover tensor {name} {shape} is not filled by the source: "
                f"{filled.get(name, 0)} of {_numel(shape)} elements"
            )
    return Plan(pieces, not_converted, clover_only, shapes)


def _numel(shape: tuple[int, ...]) -> int:
    count = 1
    for size in shape:
        count *= size
    return count


def choose_mask_token(tokenizer, vocab_size: int, requested: int | None = None) -> tuple[int, str]:
    """(mask token id, why), adding `<|mask|>` to the tokenizer where needed.

    Without a request: the tokenizer's own mask token, else the first embedding row past the
    tokenizer (`len(tokenizer)`). No text encodes to that row and no chat, tool or vision
    marker uses it, so the pretrained behaviour on real text is untouched.
    """
    size = len(tokenizer)
    if requested is None and tokenizer.mask_token_id is not None:
        return tokenizer.mask_token_id, f"the tokenizer's own mask token {tokenizer.mask_token!r}"
    mask_id = size if requested is None else requested
    if not 0 <= mask_id < vocab_size:
        raise ValueError(
            f"mask token id {mask_id} is not an embedding row (vocab_size {vocab_size}); "
            "pass --mask-token-id with a spare special token"
        )
    if mask_id < size:
        added = tokenizer.added_tokens_decoder.get(mask_id)
        if added is None or not added.special:
            token = tokenizer.convert_ids_to_tokens(mask_id)
            raise ValueError(f"token id {mask_id} is the text token {token!r}, not a spare one")
        tokenizer.add_special_tokens({"mask_token": added.content})
        return mask_id, f"the spare special token {added.content!r}, as requested"
    if mask_id > size:
        raise ValueError(
            f"mask token id {mask_id} lies past the tokenizer's next free id {size}; "
            f"choose {size} or a spare special token"
        )
    tokenizer.add_special_tokens({"mask_token": MASK_TOKEN})
    if tokenizer.mask_token_id != mask_id:
        raise AssertionError(f"{MASK_TOKEN} got id {tokenizer.mask_token_id}, not {mask_id}")
    return mask_id, (
        f"{MASK_TOKEN}, added at the first embedding row past the tokenizer ({size} tokens): "
        "no text encodes to it"
    )
