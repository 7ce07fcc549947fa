"""The Clover inference cache and the padding rules that keep it exact.

Per layer the cache holds what the committed text left behind:

- a GDN layer: the conv state (raw conv inputs of the last K-1 valid tokens) and the gated
  delta rule state S (B, H, Dk, Dv), float32;
- a full-attention layer: the keys (after q/k-norm and RoPE), the values and a key-valid mask.

Plus `lengths` (B,), the number of valid tokens so far, which gives the RoPE position of the
next token. The protocol (see `CloverModel.prefill`, `block_forward`):

    cache = model.prefill(prompt_ids, attention_mask)     # prompt, left-padded to whole blocks
    logits = model.block_logits(block_ids, cache)         # reads the cache, never changes it
    model.commit_block(block_ids, cache)                  # advances every layer once

Prompts are left-padded to a multiple of `block_size` (`left_pad_to_blocks`), so generated blocks
start on a block boundary and a batch of prompts of different lengths shares one block grid.
Pads never touch the state: g = 0 and beta = 0 at pads, pad conv inputs are zero and pad keys
are masked out of attention.
"""

from dataclasses import dataclass, replace

import torch
import torch.nn.functional as F

from clover_kernels.utils import round_up


@dataclass
class GDNState:
    """What a Gated DeltaNet layer carries across blocks."""

    conv_state: torch.Tensor  # (B, C, K-1): raw conv inputs of the last K-1 valid tokens
    recurrent_state: torch.Tensor  # (B, H, Dk, Dv): the gated delta rule state S, float32


@dataclass
class AttentionState:
    """What a full-attention layer carries across blocks: every committed key and value."""

    keys: torch.Tensor  # (B, S, H_kv, D), after k-norm and RoPE
    values: torch.Tensor  # (B, S, H_kv, D)
    key_valid: torch.Tensor  # (B, S) bool, False at pads


LayerState = GDNState | AttentionState


@dataclass
class CloverCache:
    """Per-layer states plus the number of valid tokens of each sequence."""

    layers: list[LayerState]
    lengths: torch.Tensor  # (B,) long: valid tokens committed so far = next RoPE position
    seq_len: int  # positions held, pads included (a multiple of block_size after prefill)

    @property
    def batch_size(self) -> int:
        return self.lengths.shape[0]

    def clone(self) -> "CloverCache":
        """A deep copy (tensors cloned), e.g. to branch a generation."""
        layers = [
            replace(state, **{name: getattr(state, name).clone() for name in _fields(state)})
            for state in self.layers
        ]
        return CloverCache(layers=layers, lengths=self.lengths.clone(), seq_len=self.seq_len)

    def select(self, index: torch.Tensor) -> "CloverCache":
        """Keep the sequences at `index` (B',) long, e.g. to drop finished ones from a batch."""
        layers = [
            replace(state, **{name: getattr(state, name)[index] for name in _fields(state)})
            for state in self.layers
        ]
        return CloverCache(layers=layers, lengths=self.lengths[index], seq_len=self.seq_len)


def concat_caches(caches: list[CloverCache]) -> CloverCache:
    """One cache holding the sequences of `caches` in order, e.g. to let a request join a batch.

    Attention keys of shorter caches are left-padded with invisible keys (key_valid False) up to
    the longest; fixed-size GDN states are stacked. Positions come from `lengths`, so each
    sequence decodes exactly as it did in its own cache.
    """
    if not caches:
        raise ValueError("concat_caches needs at least one cache")
    seq_len = max(cache.seq_len for cache in caches)
    layers = []
    for states in zip(*(cache.layers for cache in caches), strict=True):
        if isinstance(states[0], GDNState):
            layers.append(
                GDNState(
                    conv_state=torch.cat([s.conv_state for s in states]),
                    recurrent_state=torch.cat([s.recurrent_state for s in states]),
                )
            )
            continue
        width = max(s.keys.shape[1] for s in states)
        # (B, S, H_kv, D): pad dim 1 on the left
        keys = [F.pad(s.keys, (0, 0, 0, 0, width - s.keys.shape[1], 0)) for s in states]
        values = [F.pad(s.values, (0, 0, 0, 0, width - s.values.shape[1], 0)) for s in states]
        valid = [F.pad(s.key_valid, (width - s.key_valid.shape[1], 0), value=False) for s in states]
        layers.append(
            AttentionState(
                keys=torch.cat(keys), values=torch.cat(values), key_valid=torch.cat(valid)
            )
        )
    lengths = torch.cat([cache.lengths for cache in caches])
    return CloverCache(layers=layers, lengths=lengths, seq_len=seq_len)


def _fields(state: LayerState) -> tuple[str, ...]:
    if isinstance(state, GDNState):
        return ("conv_state", "recurrent_state")
    return ("keys", "values", "key_valid")


def check_token_mask(mask: torch.Tensor, ids: torch.Tensor, name: str, *, pads: str) -> None:
    """Raise ValueError unless `mask` is a (B, T) 0/1 mask of the shape of `ids` whose pads are
    all on the left (`pads="left"`), all on the right (`"right"`) or both (`"outside"`)."""
    if mask.shape != ids.shape:
        raise ValueError(
            f"{name} must have the shape of the token ids {tuple(ids.shape)}, got "
            f"{tuple(mask.shape)}"
        )
    steps = torch.diff(mask.long(), dim=-1)
    # runs of valid tokens per row (a run may start at position 0)
    runs = (steps == 1).sum(-1) + mask[:, :1].long().squeeze(-1)
    ok = {
        "left": not bool((steps == -1).any()),
        "right": not bool((steps == 1).any()),
        "outside": bool((runs <= 1).all()),
    }[pads]
    if not ok:
        where = {
            "left": "left padding only",
            "right": "right padding only (valid tokens first)",
            "outside": "one contiguous run of valid tokens per row",
        }[pads]
        raise ValueError(f"{name} must describe {where}")


def left_pad_to_blocks(
    input_ids: torch.Tensor,
    attention_mask: torch.Tensor | None,
    *,
    block_size: int,
    pad_token_id: int,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Left-pad (B, T) ids and mask so that T is a multiple of block_size.

    The pads are invisible (mask 0), so the prompt's first block holds T % block_size real
    tokens and the first generated block starts on a block boundary. Training data built with
    this function sees exactly the block grid that `CloverModel.prefill` uses.
    """
    if attention_mask is None:
        attention_mask = torch.ones_like(input_ids, dtype=torch.bool)
    pad = round_up(input_ids.shape[1], block_size) - input_ids.shape[1]
    if pad:
        ids_pad = input_ids.new_full((input_ids.shape[0], pad), pad_token_id)
        mask_pad = attention_mask.new_zeros((attention_mask.shape[0], pad))
        input_ids = torch.cat([ids_pad, input_ids], dim=1)
        attention_mask = torch.cat([mask_pad, attention_mask], dim=1)
    return input_ids, attention_mask.bool()


def positions_from_mask(
    valid_mask: torch.Tensor, offset: torch.Tensor | None = None
) -> torch.Tensor:
    """RoPE positions (B, T) long: the count of valid tokens before each one, plus `offset` (B,).
    Pads get the position of the next valid token; they are masked out anyway."""
    positions = valid_mask.long().cumsum(-1) - valid_mask.long()
    if offset is not None:
        positions = positions + offset[:, None]
    return positions


__all__ = [
    "AttentionState",
    "CloverCache",
    "GDNState",
    "check_token_mask",
    "concat_caches",
    "left_pad_to_blocks",
    "positions_from_mask",
]
