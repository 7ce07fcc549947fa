"""Block-diffusion noise and loss (BD3-LM style masked diffusion with one noise level per block).

Each block b of a training sequence draws t_b ~ U(lo, hi) and each of its noisable tokens is
replaced by the mask token with probability t_b. The loss is the masked-diffusion bound

    L = sum_{masked i} -log p(x_i | noisy) / t_{block(i)}  /  #noisable tokens

so a clipped `noise_range` (e.g. (0.3, 0.8)) lowers the variance of the 1/t weight.

    noisy, t = sample_block_noise(ids, valid, block_size=8, mask_token_id=511)
"""

import torch
import torch.nn.functional as F


def sample_block_noise(
    input_ids: torch.Tensor,
    noise_mask: torch.Tensor,
    *,
    block_size: int,
    mask_token_id: int,
    noise_range: tuple[float, float] = (1e-3, 1.0),
    generator: torch.Generator | None = None,
) -> tuple[torch.Tensor, torch.Tensor]:
    """Mask tokens block by block.

    input_ids (B, L) with L a multiple of block_size; noise_mask (B, L) bool, the tokens that
    may be masked (valid, not prompt). Returns noisy ids (B, L) and noise levels t (B, N).
    """
    low, high = noise_range
    if not 0.0 < low <= high <= 1.0:
        raise ValueError(f"noise_range must satisfy 0 < low <= high <= 1, got {noise_range}")
    batch, seq_len = input_ids.shape
    num_blocks = seq_len // block_size
    device = input_ids.device
    levels = torch.rand(batch, num_blocks, generator=generator, device=device)
    levels = low + (high - low) * levels
    draws = torch.rand(batch, seq_len, generator=generator, device=device)
    masked = (draws < levels.repeat_interleave(block_size, dim=1)) & noise_mask
    return torch.where(masked, mask_token_id, input_ids), levels


def masked_positions(
    noisy_input_ids: torch.Tensor, noise_mask: torch.Tensor, mask_token_id: int
) -> torch.Tensor:
    """(B, L) bool: the noisable positions the noise replaced by the mask token."""
    return (noisy_input_ids == mask_token_id) & noise_mask


def masked_diffusion_loss(
    logits: torch.Tensor,
    input_ids: torch.Tensor,
    noisy_input_ids: torch.Tensor,
    noise_mask: torch.Tensor,
    *,
    block_size: int,
    mask_token_id: int,
    noise_levels: torch.Tensor | None = None,
) -> torch.Tensor:
    """The 1/t-weighted cross-entropy on masked tokens, over the number of noisable tokens.

    logits (B, L, V) of the noisy stream, or (M, V) for the M masked positions alone (in
    row-major order, as ``logits[masked]`` would give them: training computes the LM head on
    those only); noise_levels (B, ceil(L / block_size)) or None for weight 1.
    """
    masked = masked_positions(noisy_input_ids, noise_mask, mask_token_id)
    if logits.dim() == 3:
        logits = logits[masked]
    log_probs = F.log_softmax(logits.float(), dim=-1)
    nll = -log_probs.gather(-1, input_ids[masked][:, None]).squeeze(-1)
    if noise_levels is not None:
        weight = 1.0 / noise_levels.repeat_interleave(block_size, dim=1)[:, : input_ids.shape[1]]
        nll = nll * weight[masked]
    return nll.sum() / noise_mask.sum().clamp(min=1)
