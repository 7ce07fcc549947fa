"""Training pairs as token ids: what block-diffusion training reads, and its batches.

A pair (`TextPair`: a prompt the model reads, a response it writes) becomes an `Example` by
`encode`: the prompt left-padded to a block boundary, exactly as the engine's prefill pads it,
and never noised; the response and its end-of-text noisable. `make_batches` groups examples of
similar length into batches of about ``tokens_per_batch`` tokens, and `collate` pads one
batch into the model's tensors. `clover_model.train` runs on them; so does the token corpus of
`clover_model.scale`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

import torch

from clover_kernels.utils import round_up


class TextPair(Protocol):
    """A training or evaluation pair: the model reads ``prompt`` and writes ``response``;
    ``complete``: the response is whole (an end of text follows it), else only its start."""

    prompt: str
    response: str
    complete: bool


@dataclass
class Example:
    """A tokenised pair: ids, which are real tokens (not padding), which may be noised."""

    ids: list[int]
    valid: list[bool]
    noisable: list[bool]


def encode(pair: TextPair, tokenizer, *, block_size: int, max_length: int) -> Example:
    """The prompt left-padded to a multiple of block_size (pads invisible, as in prefill),
    then the response and end-of-text (none after a partial response), all noisable.

    A complete response's last block is filled with end-of-text to its end, as decoding fills
    it: the engine denoises whole blocks, so the block a lesson ends in has every position
    masked. Left invisible, those positions would tell the model how many tokens are left,
    and at decoding time, not knowing, it stretches the ending over the whole block (a
    quiz's closing tags pushed one position on and another question opened before them)."""
    prompt = tokenizer.encode(pair.prompt, add_special_tokens=False)
    response = tokenizer.encode(pair.response, add_special_tokens=False)
    pad = round_up(len(prompt), block_size) - len(prompt)
    if pair.complete:
        response.append(tokenizer.eos_token_id)
        length = pad + len(prompt) + len(response)
        response += [tokenizer.eos_token_id] * (round_up(length, block_size) - length)
    ids = [tokenizer.pad_token_id] * pad + prompt + response
    valid = [False] * pad + [True] * (len(prompt) + len(response))
    noisable = [False] * (pad + len(prompt)) + [True] * len(response)
    return Example(ids[:max_length], valid[:max_length], noisable[:max_length])


def make_batches(
    examples: list[Example], *, tokens_per_batch: int, block_size: int, rng: random.Random
) -> list[list[int]]:
    """Indices of examples grouped by similar length, about tokens_per_batch tokens each."""
    order = sorted(range(len(examples)), key=lambda i: (len(examples[i].ids), rng.random()))
    batches, current, longest = [], [], 0
    for index in order:
        length = round_up(len(examples[index].ids), block_size)
        if current and max(longest, length) * (len(current) + 1) > tokens_per_batch:
            batches.append(current)
            current, longest = [], 0
        current.append(index)
        longest = max(longest, length)
    if current:
        batches.append(current)
    rng.shuffle(batches)
    return batches


def collate(
    examples: list[Example], pad_id: int, block_size: int, device, *, width: int | None = None
) -> dict:
    """The examples right-padded to one width: ``width`` tokens, or by default the longest
    example's length rounded up to a whole block."""
    longest = round_up(max(len(e.ids) for e in examples), block_size)
    if width is None:
        width = longest
    elif width < longest or width % block_size:
        raise ValueError(
            f"width must be a multiple of block_size={block_size} and at least the longest "
            f"example's {longest} tokens, got {width}"
        )
    ids = torch.full((len(examples), width), pad_id, dtype=torch.long)
    valid = torch.zeros((len(examples), width), dtype=torch.bool)
    noisable = torch.zeros((len(examples), width), dtype=torch.bool)
    for row, example in enumerate(examples):
        n = len(example.ids)
        ids[row, :n] = torch.tensor(example.ids)
        valid[row, :n] = torch.tensor(example.valid)
        noisable[row, :n] = torch.tensor(example.noisable)
    return {
        "input_ids": ids.to(device),
        "attention_mask": valid.to(device),
        "noise_mask": noisable.to(device),
    }
