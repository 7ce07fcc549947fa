"""Small building blocks shared by the Clover mixers: norms, RoPE, the MLP, mask helpers.

Nothing here holds state or touches the cache; `gdn.py`, `attention.py` and `moe.py` build on it.

    from clover_model.layers import RMSNorm
    y = RMSNorm(64)(torch.randn(2, 5, 64))
"""

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class MixerOutput:
    """What a token mixer (GDN or attention) returns."""

    hidden_states: torch.Tensor  # (B, T, D)
    context: object = None  # what a following noisy stream reads (training only)
    state: object = None  # the layer state after these tokens, for the cache
    history_weight: torch.Tensor | None = None  # (B, T, H) softmax share of the history unit


class RMSNorm(nn.Module):
    """Zero-centred RMSNorm as in Qwen3-Next: y = x / rms(x) * (1 + w), w initialised to 0."""

    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = x.float()
        y = y * torch.rsqrt(y.pow(2).mean(-1, keepdim=True) + self.eps)
        return (y * (1.0 + self.weight.float())).type_as(x)


class RMSNormGated(nn.Module):
    """The GDN output norm: y = x / rms(x) * w * silu(z), w initialised to 1 (norm before gate)."""

    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor, gate: torch.Tensor) -> torch.Tensor:
        dtype = x.dtype
        y = x.float()
        y = y * torch.rsqrt(y.pow(2).mean(-1, keepdim=True) + self.eps)
        y = self.weight * y.to(dtype)
        return (y * F.silu(gate.float())).to(dtype)


class MLP(nn.Module):
    """SwiGLU feed-forward, used as the shared expert."""

    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


def l2norm(x: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    """x / ||x|| over the last dim, in float32 (the convention of fla and Qwen3-Next)."""
    y = x.float()
    return (y * torch.rsqrt(y.pow(2).sum(-1, keepdim=True) + eps)).to(x.dtype)


class RotaryEmbedding(nn.Module):
    """Partial RoPE: the first `head_dim * partial_rotary_factor` dims of each head are rotated.

    The frequencies are recomputed per call (no buffer), so meta-device construction and
    `from_pretrained` need no special care.
    """

    def __init__(self, head_dim: int, partial_rotary_factor: float, theta: float):
        super().__init__()
        self.rotary_dim = int(head_dim * partial_rotary_factor)
        self.theta = theta

    def forward(self, position_ids: torch.Tensor, dtype: torch.dtype):
        """position_ids (B, T) -> cos, sin (B, T, rotary_dim), computed in float32."""
        exponents = (
            torch.arange(0, self.rotary_dim, 2, dtype=torch.float32, device=position_ids.device)
            / self.rotary_dim
        )
        inv_freq = 1.0 / (self.theta**exponents)
        # (B, T, rotary_dim / 2)
        freqs = position_ids[..., None].float() * inv_freq
        emb = torch.cat([freqs, freqs], dim=-1)
        return emb.cos().to(dtype), emb.sin().to(dtype)


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """Rotate the leading rotary dims of x (B, T, H, D) by cos, sin (B, T, R); the rest passes."""
    rotary_dim = cos.shape[-1]
    x_rot, x_pass = x[..., :rotary_dim], x[..., rotary_dim:]
    cos, sin = cos[:, :, None, :], sin[:, :, None, :]
    half = rotary_dim // 2
    rotated = torch.cat([-x_rot[..., half:], x_rot[..., :half]], dim=-1)
    return torch.cat([x_rot * cos + rotated * sin, x_pass], dim=-1)


def block_ids(seq_len: int, block_size: int, device: torch.device) -> torch.Tensor:
    """The block index of each position: (T,) long, t // block_size."""
    return torch.arange(seq_len, device=device) // block_size


def zero_padding(x: torch.Tensor, valid_mask: torch.Tensor) -> torch.Tensor:
    """Set the rows of pad positions to exactly zero: x (B, T, ...), valid_mask (B, T) bool."""
    shape = valid_mask.shape + (1,) * (x.dim() - valid_mask.dim())
    return torch.where(
        valid_mask.reshape(shape), x, torch.zeros((), dtype=x.dtype, device=x.device)
    )
