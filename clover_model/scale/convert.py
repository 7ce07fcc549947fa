"""Convert a transformers Qwen3.5-MoE or Qwen3-Next checkpoint into a Clover checkpoint.

    python -m clover_model.scale.convert --from Qwen/Qwen3.5-35B-A3B \
        --out checkpoints/clover-35b-a3b
    python -m clover_model.scale.convert --from /data/qwen3-next --out /data/clover-next \
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
import json
import os
import resource
import sys
from dataclasses import dataclass, field
from pathlib import Path

import torch
from safetensors import safe_open
from safetensors.torch import save_file
from transformers import AutoTokenizer
from transformers.utils.hub import convert_file_size_to_int

from clover_model.scale.conversion_plan import (
    Plan,
    SourceCheckpoint,
    choose_mask_token,
    clover_config,
    clover_only_values,
    plan_conversion,
    read_source,
    resolve_source,
)

TORCH_DTYPES = {"BF16": torch.bfloat16, "F16": torch.float16, "F32": torch.float32}
TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "vocab.json", "tokenizer.model")


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
    try:
        report = convert(
            args.source,
            args.out,
            block_size=args.block_size,
            mask_token_id=args.mask_token_id,
            max_shard_size=args.max_shard_size,
            dtype=getattr(torch, args.dtype) if args.dtype else None,
        )
    except (ValueError, OSError) as error:
        # a refused source is an answer, not a crash: one line and exit status 1
        sys.exit(f"convert: {error}")
    print(_summary(report))


if __name__ == "__main__":
    main()
