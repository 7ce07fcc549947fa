"""A tokenised corpus on disk, and the deterministic global batches distributed training reads.

Write one from text pairs (JSON lines with ``prompt``, ``response`` and optionally
``complete``, true by default), tokenised by `clover_model.training_data.encode` exactly as the
single-process trainer tokenises them:

    python -m clover_model.scale.token_corpus --pairs pairs.jsonl --tokenizer CHECKPOINT \
        --out var/corpus --block-size 32 --max-length 4096

The folder it writes:

    tokens.bin    every example's token ids, one example after another: little-endian uint16
                  when the vocabulary fits (ids < 65,536), else uint32 (Qwen3.5's 248,320);
                  read as a numpy memmap, so a rank touches only the pages of its rows
    index.npy     (N, 4) int64, one row per example: start in tokens.bin, length, first valid
                  position (after the prompt's left padding), first noisable position (the
                  response's first token)
    corpus.json   format and version, dtype, counts, block_size, max_length, and the token
                  fields of a CloverConfig that matches the tokenizer (vocabulary size, pad,
                  end-of-text and mask ids)
    tokenizer/    the tokenizer itself (save_pretrained): a checkpoint trained on the corpus
                  ships it

An example is `train.Example`: pads, prompt, then response (and end-of-text), so its valid
positions are one run from the first valid position to its end and its noisable positions
one run from the first noisable one; the index keeps those two numbers instead of the masks.

`GlobalBatches` cuts the corpus into optimiser steps of ``global_batch`` examples (a fresh
permutation per epoch, seeded) and hands each rank its contiguous share of a step's rows,
padded to the widest example of the whole step, with the noise drawn per example from a
generator seeded by (seed, epoch, example). A rank's rows are thus the same whatever the
world size: rank r of W holds rows [r G/W, (r+1) G/W) of the step a one-process run sees whole,
with the same tokens, widths and noise. That is what makes loss curves comparable across world
sizes and lets a run saved at one world size resume at another.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from clover_kernels.utils import round_up
from clover_model.diffusion import sample_block_noise
from clover_model.tokenization import config_token_ids
from clover_model.training_data import Example, TextPair, collate, encode

FORMAT = "clover-token-corpus"
VERSION = 1
TOKENS, INDEX, META, TOKENIZER = "tokens.bin", "index.npy", "corpus.json", "tokenizer"
# index columns
START, LENGTH, FIRST_VALID, FIRST_NOISABLE = range(4)


@dataclass(frozen=True)
class Pair:
    """A text pair read from a JSON line (`TextPair`)."""

    prompt: str
    response: str
    complete: bool = True


def read_pairs(path: Path) -> list[Pair]:
    pairs = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if not line.strip():
            continue
        record = json.loads(line)
        if not isinstance(record.get("prompt"), str) or not isinstance(record.get("response"), str):
            raise ValueError(f"{path}:{number}: a pair needs string 'prompt' and 'response'")
        pairs.append(Pair(record["prompt"], record["response"], bool(record.get("complete", True))))
    return pairs


def example_bounds(example: Example) -> tuple[int, int]:
    """(first valid, first noisable) of an example whose valid and noisable positions are each
    one run to its end, as `encode` makes them; anything else is refused."""
    length = len(example.ids)
    first_valid = example.valid.index(True) if True in example.valid else length
    first_noisable = example.noisable.index(True) if True in example.noisable else length
    runs_ok = example.valid == [i >= first_valid for i in range(length)] and (
        example.noisable == [i >= first_noisable for i in range(length)]
    )
    if not runs_ok or first_noisable < first_valid:
        raise ValueError(
            "an example's valid and noisable positions must each be one run to its end, the "
            "noisable inside the valid (as train.encode writes them)"
        )
    return first_valid, first_noisable


def token_dtype(vocab_size: int) -> np.dtype:
    return np.dtype("<u2") if vocab_size <= 2**16 else np.dtype("<u4")


def corpus_write(
    out: Path,
    pairs: Iterable[TextPair],
    tokenizer,
    *,
    block_size: int,
    max_length: int,
) -> dict:
    """Tokenise ``pairs`` with `encode` into the folder ``out`` (the module's format), one
    example at a time; returns the corpus.json record."""
    out.mkdir(parents=True, exist_ok=True)
    vocab_size = len(tokenizer)
    dtype = token_dtype(vocab_size)
    rows, start = [], 0
    with open(out / TOKENS, "wb") as tokens:
        for pair in pairs:
            example = encode(pair, tokenizer, block_size=block_size, max_length=max_length)
            first_valid, first_noisable = example_bounds(example)
            np.asarray(example.ids, dtype=dtype).tofile(tokens)
            rows.append((start, len(example.ids), first_valid, first_noisable))
            start += len(example.ids)
    if not rows:
        raise ValueError("no pairs to write")
    np.save(out / INDEX, np.asarray(rows, dtype=np.int64))
    meta = {
        "format": FORMAT,
        "version": VERSION,
        "dtype": dtype.name,
        "examples": len(rows),
        "tokens": start,
        "block_size": block_size,
        "max_length": max_length,
        # the CloverConfig token fields that match the tokenizer: a model built from a preset
        # takes them, a checkpoint must agree with them
        "token_ids": config_token_ids(tokenizer),
    }
    (out / META).write_text(json.dumps(meta, indent=2) + "\n")
    tokenizer.save_pretrained(out / TOKENIZER)
    return meta


class TokenCorpus:
    """A corpus folder read back: ``len``, `example(i)`, and each example's noisable count."""

    def __init__(self, path: Path):
        self.path = Path(path)
        self.meta = json.loads((self.path / META).read_text())
        if self.meta.get("format") != FORMAT or self.meta.get("version") != VERSION:
            raise ValueError(f"{self.path} is not a {FORMAT} version {VERSION} folder")
        self.tokens = np.memmap(self.path / TOKENS, dtype=np.dtype(self.meta["dtype"]), mode="r")
        self.index = np.load(self.path / INDEX)
        if self.index.shape != (self.meta["examples"], 4):
            raise ValueError(f"{self.path / INDEX} does not match {META}")

    def __len__(self) -> int:
        return len(self.index)

    @property
    def block_size(self) -> int:
        return self.meta["block_size"]

    def example(self, i: int) -> Example:
        start, length, first_valid, first_noisable = (int(v) for v in self.index[i])
        ids = self.tokens[start : start + length].astype(np.int64).tolist()
        positions = range(length)
        return Example(
            ids, [p >= first_valid for p in positions], [p >= first_noisable for p in positions]
        )

    def noisable_count(self, rows: np.ndarray) -> int:
        return int((self.index[rows, LENGTH] - self.index[rows, FIRST_NOISABLE]).sum())


@dataclass(frozen=True)
class StepRows:
    """One optimiser step's examples: all of them (``rows``, in order) and where they sit."""

    step: int
    epoch: int
    rows: np.ndarray  # (global_batch,) example indices
    width: int  # the widest example of the step, in whole blocks
    noisable: int  # noisable tokens of the whole step: the loss's denominator


class GlobalBatches:
    """Deterministic steps of ``global_batch`` examples over a `TokenCorpus`.

    Step s lies in epoch s // steps_per_epoch; each epoch is a permutation of the examples
    drawn from ``seed + epoch`` (the last partial step of an epoch is dropped). The position in
    the data is the step number alone, so a checkpoint's step is its data position.
    """

    def __init__(
        self,
        corpus: TokenCorpus,
        *,
        global_batch: int,
        seed: int,
        mask_token_id: int,
        noise_range: tuple[float, float],
    ):
        if global_batch < 1 or global_batch > len(corpus):
            raise ValueError(
                f"global_batch must be between 1 and the corpus's {len(corpus)} examples, "
                f"got {global_batch}"
            )
        self.corpus, self.global_batch, self.seed = corpus, global_batch, seed
        self.mask_token_id, self.noise_range = mask_token_id, noise_range
        self.steps_per_epoch = len(corpus) // global_batch
        self._permutation: tuple[int, np.ndarray] | None = None

    def permutation(self, epoch: int) -> np.ndarray:
        if self._permutation is None or self._permutation[0] != epoch:
            generator = torch.Generator().manual_seed(self.seed + epoch)
            order = torch.randperm(len(self.corpus), generator=generator).numpy()
            self._permutation = (epoch, order)
        return self._permutation[1]

    def step_rows(self, step: int) -> StepRows:
        epoch, k = divmod(step, self.steps_per_epoch)
        rows = self.permutation(epoch)[k * self.global_batch : (k + 1) * self.global_batch]
        index = self.corpus.index
        width = round_up(int(index[rows, LENGTH].max()), self.corpus.block_size)
        return StepRows(step, epoch, rows, width, self.corpus.noisable_count(rows))

    def noise_generator(self, epoch: int, row: int) -> torch.Generator:
        """The generator of one example's noise in one epoch: independent of the batch."""
        return torch.Generator().manual_seed(((self.seed * 1_000_003 + epoch) << 32) + int(row))

    def batch(self, step: StepRows, rows: np.ndarray, device) -> dict:
        """``rows`` of ``step`` collated to the step's width, with their noise: the model's
        keyword arguments (input_ids, attention_mask, noise_mask, noisy_input_ids,
        noise_levels)."""
        block_size = self.corpus.block_size
        examples = [self.corpus.example(int(row)) for row in rows]
        pad_id = self.corpus.meta["token_ids"]["pad_token_id"]
        batch = collate(examples, pad_id, block_size, "cpu", width=step.width)
        noisy = batch["input_ids"].clone()
        levels = torch.ones(len(rows), step.width // block_size)
        for i, (row, example) in enumerate(zip(rows, examples, strict=True)):
            length = round_up(len(example.ids), block_size)
            row_noisy, row_levels = sample_block_noise(
                batch["input_ids"][i : i + 1, :length],
                (batch["noise_mask"] & batch["attention_mask"])[i : i + 1, :length],
                block_size=block_size,
                mask_token_id=self.mask_token_id,
                noise_range=self.noise_range,
                generator=self.noise_generator(step.epoch, row),
            )
            noisy[i, :length] = row_noisy[0]
            levels[i, : length // block_size] = row_levels[0]
        batch.update(noisy_input_ids=noisy, noise_levels=levels)
        return {name: tensor.to(device) for name, tensor in batch.items()}

    def rank_micro_batches(
        self, step: StepRows, *, rank: int, world_size: int, micro_batch: int, device
    ) -> list[dict]:
        """Rank ``rank``'s share of the step, rows [rank G/W, (rank+1) G/W), in micro-batches
        of ``micro_batch`` rows (gradient accumulation when there are several)."""
        per_rank = self.global_batch // world_size
        if per_rank * world_size != self.global_batch or per_rank % micro_batch:
            raise ValueError(
                f"global_batch {self.global_batch} must split into {world_size} ranks of whole "
                f"micro-batches of {micro_batch}"
            )
        mine = step.rows[rank * per_rank : (rank + 1) * per_rank]
        return [
            self.batch(step, mine[start : start + micro_batch], device)
            for start in range(0, per_rank, micro_batch)
        ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=Path, required=True, help="JSON lines of text pairs")
    parser.add_argument("--tokenizer", required=True, help="a checkpoint or tokenizer folder")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--block-size", type=int, required=True)
    parser.add_argument("--max-length", type=int, default=4096)
    args = parser.parse_args(argv)
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(args.tokenizer)
    meta = corpus_write(
        args.out,
        read_pairs(args.pairs),
        tokenizer,
        block_size=args.block_size,
        max_length=args.max_length,
    )
    print(json.dumps(meta))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
