"""Convert a transformers Qwen3.5-MoE or Qwen3-Next checkpoint into a Clover checkpoint.

    python -m clover_model.convert --from Qwen/Qwen3.5-35B-A3B --out checkpoints/clover-35b-a3b
    python -m clover_model.convert --from /data/qwen3-next --out /data/clover-next \
        --block-size 32 --max-shard-size 5GB --dtype bfloat16

`--from` is a local checkpoint folder or a Hugging Face hub id (then only the config, safetensors
and tokenizer files are downloaded). The output folder holds a `CloverConfig`, safetensors shards
with `model.safetensors.index.json`, the tokenizer with its mask token, and `conversion.json`
(what was converted, left out and initialised, the mask token and the peak memory). The rules,
the one place where Clover at initialisation differs from the source, and measured figures are
in docs/conversion.md:

- every source tensor is consumed exactly once: copied under the same name, split (Qwen3-Next's
  fused GDN input projections `in_proj_qkvz`, `in_proj_ba`) or stacked (per-expert weights into
  Clover's 3-D `gate_up_proj` / `down_proj`). A tensor that no rule places stops the command
  before anything is written, and so does a Clover tensor that nothing fills;
- left out on purpose, and listed in the output: the vision tower of a multimodal Qwen3.5-MoE
  (`model.visual.*`) and the multi-token-prediction head (`mtp.*`);
- the Clover-only parameters take the values the model's own `_init_weights` gives them;
- the mask token is the tokenizer's own, else the first embedding row past the tokenizer,
  added to it as `<|mask|>`;
- the source is read one tensor at a time and the output shards are written as they fill, so
  the peak memory is about one output shard plus one layer's stacked experts.
"""

import argparse
import copy
import json
import os
import re
import resource
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import torch
from safetensors import safe_open
from safetensors.torch import save_file
from transformers import AutoTokenizer
from transformers.utils.hub import convert_file_size_to_int

from clover_model.configuration_clover import CloverConfig
from clover_model.modeling_clover import CloverForBlockDiffusionLM

SOURCE_MODEL_TYPES = ("qwen3_next", "qwen3_5_moe", "qwen3_5_moe_text")
MASK_TOKEN = "<|mask|>"
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "vocab.json", "tokenizer.model")
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
TORCH_DTYPES = {"BF16": torch.bfloat16, "F16": torch.float16, "F32": torch.float32}
LAYER_NAME = re.compile(r"model\.layers\.(\d+)\.(.+)")
EXPERT_NAME = re.compile(r"mlp\.experts\.(\d+)\.(gate|up|down)_proj\.weight")


# ---- reading the source


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


# ---- the Clover config


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
    if rope.get("rope_type", "default") != "default":
        raise ValueError(f"rope_type {rope['rope_type']!r}: Clover has plain (partial) RoPE only")
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


# ---- the mapping


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
            got = _piece_shape(shape, piece)
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


# ---- the tokenizer and the mask token


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


# ---- streaming the tensors


def _rss_bytes() -> int:
    """Resident memory now (Linux), else the peak so far."""
    try:
        with open("/proc/self/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return _peak_rss_bytes()


def _peak_rss_bytes() -> int:
    """Peak resident memory of this process image: Linux's VmHWM (ru_maxrss would carry the
    peak of a parent process over exec), else ru_maxrss."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


class ShardWriter:
    """Buffers tensors and writes a safetensors shard whenever the next one would overflow."""

    def __init__(self, folder: Path, max_bytes: int):
        self.folder, self.max_bytes = folder, max_bytes
        self.buffer: dict[str, torch.Tensor] = {}
        self.buffer_bytes = 0
        self.shards: list[tuple[Path, list[str]]] = []
        self.total_bytes = 0

    def add(self, name: str, tensor: torch.Tensor) -> None:
        size = tensor.numel() * tensor.element_size()
        if self.buffer and self.buffer_bytes + size > self.max_bytes:
            self.flush()
        self.buffer[name] = tensor.contiguous()
        self.buffer_bytes += size

    def flush(self) -> None:
        if not self.buffer:
            return
        path = self.folder / f"model-{len(self.shards) + 1:05d}.partial.safetensors"
        save_file(self.buffer, path, metadata={"format": "pt"})
        self.shards.append((path, list(self.buffer)))
        self.total_bytes += self.buffer_bytes
        self.buffer, self.buffer_bytes = {}, 0

    def close(self) -> list[str]:
        """Name the shards as transformers does and write the index; returns the file names."""
        self.flush()
        count = len(self.shards)
        if count == 1:
            self.shards[0][0].rename(self.folder / "model.safetensors")
            return ["model.safetensors"]
        weight_map, names = {}, []
        for number, (path, tensors) in enumerate(self.shards, 1):
            name = f"model-{number:05d}-of-{count:05d}.safetensors"
            path.rename(self.folder / name)
            names.append(name)
            weight_map.update(dict.fromkeys(tensors, name))
        index = {"metadata": {"total_size": self.total_bytes}, "weight_map": weight_map}
        (self.folder / "model.safetensors.index.json").write_text(json.dumps(index, indent=2))
        return names


@dataclass
class ConversionReport:
    source: str
    source_model_type: str
    source_bytes: int
    converted: list[str]  # source tensors written into Clover, each once
    not_converted: dict[str, str]  # source tensors left out on purpose -> why
    clover_only: dict[str, list[float]]  # Clover-only tensor kind -> its distinct initial values
    mask_token_id: int
    mask_token_why: str
    shards: list[str]
    output_bytes: int
    peak_tensor_bytes: int  # most tensor bytes the converter held at once
    peak_rss_increase_bytes: int = 0  # resident memory above the start of the streaming
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        return dict(self.__dict__)


def _stream(
    source: SourceCheckpoint,
    plan: Plan,
    writer: ShardWriter,
    *,
    clover_only: dict[str, torch.Tensor],
    clover_only_dtype: torch.dtype,
    dtype: torch.dtype | None,
) -> tuple[list[str], int]:
    """Write every Clover tensor; returns the source tensors consumed (in order) and the most
    tensor bytes held at once (stacks in progress, the shard buffer, the tensor just read)."""
    for name in plan.clover_only:
        value = clover_only[name[name.index("linear_attn.") :]]
        writer.add(name, value.to(clover_only_dtype, copy=True))
    pending: dict[str, list] = {}  # Clover name -> [tensor being stacked, elements placed]
    converted, peak = [], 0
    for path in source.files:
        with safe_open(path, framework="pt") as reader:
            names = reader.keys()
            for name in names:
                if name not in plan.pieces:
                    continue
                tensor = reader.get_tensor(name)
                shared = len(plan.pieces[name]) > 1
                for piece in plan.pieces[name]:
                    value = piece.take(tensor).to(dtype or tensor.dtype)
                    if shared:
                        # parts of one tensor are views of one storage: safetensors needs copies
                        value = value.clone()
                    if piece.index is None:
                        writer.add(piece.target, value)
                        continue
                    if piece.target not in pending:
                        shape = plan.shapes[piece.target]
                        pending[piece.target] = [torch.empty(shape, dtype=value.dtype), 0]
                    entry = pending[piece.target]
                    entry[0][piece.index] = value
                    entry[1] += value.numel()
                    if entry[1] == entry[0].numel():
                        writer.add(piece.target, pending.pop(piece.target)[0])
                held = sum(t.numel() * t.element_size() for t, _ in pending.values())
                held += writer.buffer_bytes + tensor.numel() * tensor.element_size()
                peak = max(peak, held)
                converted.append(name)
                del tensor
    if pending:
        raise AssertionError(f"Clover tensors left incomplete: {sorted(pending)}")
    return converted, peak


def convert(
    source: str | Path,
    out: str | Path,
    *,
    block_size: int = 32,
    mask_token_id: int | None = None,
    max_shard_size: int | str = "5GB",
    dtype: torch.dtype | None = None,
) -> ConversionReport:
    """Write the Clover checkpoint of a Qwen3.5-MoE / Qwen3-Next checkpoint into `out`.

    Everything that can fail (names, shapes, config, mask token) is checked before any tensor
    is read; `out` must not exist or be empty. dtype None keeps each tensor's stored dtype.
    """
    folder = resolve_source(str(source))
    checkpoint = read_source(folder)
    out = Path(out)
    if out.exists() and any(out.iterdir()):
        raise FileExistsError(f"{out} is not empty")

    # transformers builds an empty tokenizer for a folder without one: the mask would be id 1
    if not any((folder / name).exists() for name in TOKENIZER_FILES):
        raise ValueError(f"{folder} holds no tokenizer (none of {', '.join(TOKENIZER_FILES)})")
    tokenizer = AutoTokenizer.from_pretrained(folder)
    vocab_size = checkpoint.text_config["vocab_size"]
    mask_id, mask_why = choose_mask_token(tokenizer, vocab_size, mask_token_id)
    embed = checkpoint.tensors.get(checkpoint.prefix + "embed_tokens.weight")
    model_dtype = dtype or TORCH_DTYPES.get(embed[2] if embed else "F32", torch.float32)
    text = checkpoint.text_config
    eos = text.get("eos_token_id", checkpoint.config.get("eos_token_id"))
    pad = text.get("pad_token_id", checkpoint.config.get("pad_token_id"))
    config = clover_config(
        checkpoint,
        mask_token_id=mask_id,
        pad_token_id=tokenizer.pad_token_id if pad is None else pad,
        eos_token_id=tokenizer.eos_token_id if eos is None else eos,
        block_size=block_size,
        dtype=model_dtype,
    )
    plan = plan_conversion(checkpoint, config)
    clover_only = clover_only_values(config)

    out.mkdir(parents=True, exist_ok=True)
    writer = ShardWriter(out, convert_file_size_to_int(max_shard_size))
    # after the imports and the tokenizer: what the streaming itself adds
    rss_start = _rss_bytes()
    converted, peak_tensor_bytes = _stream(
        checkpoint,
        plan,
        writer,
        clover_only=clover_only,
        clover_only_dtype=model_dtype,
        dtype=dtype,
    )
    shards = writer.close()
    config.save_pretrained(out)
    tokenizer.save_pretrained(out)
    report = ConversionReport(
        source=str(source),
        source_model_type=checkpoint.config["model_type"],
        source_bytes=checkpoint.total_bytes,
        converted=converted,
        not_converted=plan.not_converted,
        clover_only={
            suffix.removeprefix("linear_attn."): sorted(set(value.flatten().tolist()))
            for suffix, value in clover_only.items()
        },
        mask_token_id=mask_id,
        mask_token_why=mask_why,
        shards=shards,
        output_bytes=writer.total_bytes,
        peak_tensor_bytes=peak_tensor_bytes,
        peak_rss_increase_bytes=max(0, _peak_rss_bytes() - rss_start),
        notes=[
            "history unit at its initial values: each GDN token reads the state before its "
            "block through the in-block softmax; this is the one change from the source "
            "(docs/conversion.md)",
        ],
    )
    (out / "conversion.json").write_text(json.dumps(report.to_dict(), indent=2))
    return report


def _summary(report: ConversionReport) -> str:
    left_out: dict[str, int] = {}
    for reason in report.not_converted.values():
        left_out[reason] = left_out.get(reason, 0) + 1
    lines = [
        f"converted {len(report.converted)} {report.source_model_type} tensors from "
        f"{report.source} ({report.source_bytes / 2**20:.1f} MiB)",
        *(f"not converted: {count} tensors, {reason}" for reason, count in left_out.items()),
        "Clover-only, at initial values: "
        + ", ".join(f"{name} {values}" for name, values in report.clover_only.items()),
        f"mask token {report.mask_token_id}: {report.mask_token_why}",
        f"wrote {len(report.shards)} shards ({report.output_bytes / 2**20:.1f} MiB); "
        f"peak tensor memory {report.peak_tensor_bytes / 2**20:.1f} MiB, "
        f"peak resident increase {report.peak_rss_increase_bytes / 2**20:.1f} MiB",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="source", required=True, help="checkpoint folder or hub id")
    parser.add_argument("--out", required=True, help="new folder for the Clover checkpoint")
    parser.add_argument("--block-size", type=int, default=32)
    parser.add_argument("--mask-token-id", type=int, default=None)
    parser.add_argument("--max-shard-size", default="5GB")
    parser.add_argument("--dtype", choices=["bfloat16", "float16", "float32"], default=None)
    args = parser.parse_args(argv)
    report = convert(
        args.source,
        args.out,
        block_size=args.block_size,
        mask_token_id=args.mask_token_id,
        max_shard_size=args.max_shard_size,
        dtype=getattr(torch, args.dtype) if args.dtype else None,
    )
    print(_summary(report))


if __name__ == "__main__":
    main()
