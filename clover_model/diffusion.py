"""Block-diffusion noise and loss (BD3-LM style masked diffusion with one noise level per block).

Each block b of a training sequence draws t_b ~ U(lo, hi) and each of its noisable tokens is
replaced by the mask token with probability t_b. The loss is the masked-diffusion bound

    L = sum_{masked i} -log p(x_i | noisy) / t_{block(i)}  /  #noisable tokens

so a clipped `noise_range` (e.g. (0.3, 0.8)) lowers the variance of the 1/t weight.

    noisy, t = sample_block_noise(ids, valid, block_size=8, mask_token_id=511)

`linear_cross_entropy` is the training path's LM head and loss in one: the same value and
gradients as ``masked_diffusion_loss(lm_head(hidden[masked]), ...)`` (its ground truth), without
the (M, V) logits, their log-softmax and its backward ever existing whole.
"""

import functools
from pathlib import Path

import torch
import torch.nn.functional as F

# rows of hidden states per chunk of `linear_cross_entropy`: 256 x 16k float32 logits are 16 MB
LINEAR_CE_CHUNK = 256


@functools.cache
def bf16_matmul_is_fast(device_type: str) -> bool:
    """Whether bfloat16 matrix products run natively here: a CUDA GPU, or a CPU with AMX or
    AVX-512 BF16 units (elsewhere oneDNN emulates them, slower than float32)."""
    if device_type == "cuda":
        return torch.cuda.is_bf16_supported()
    if device_type != "cpu":
        return False
    try:
        cpuinfo = Path("/proc/cpuinfo").read_text()
    except OSError:
        return False
    flags = set(
        next((line for line in cpuinfo.splitlines() if line.startswith("flags")), "").split()
    )
    return bool(flags & {"amx_bf16", "avx512_bf16"})


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


def corrupt_history(
    input_ids: torch.Tensor,
    noise_mask: torch.Tensor,
    *,
    rate: float,
    generator: torch.Generator | None = None,
) -> torch.Tensor:
    """The clean stream as a model that made mistakes would have written it.

    Each row draws a rate r ~ U(0, rate); each of its noisable tokens is replaced, with
    probability r, by a noisable token drawn at random from the same row (a plausible wrong
    word of the same lesson, not a random vocabulary entry). Trained with this history and
    the true tokens as targets, the model learns to write the lesson on after a wrong token
    instead of following it off course. Rows without noisable tokens are returned as they are.
    """
    if not 0.0 <= rate <= 1.0:
        raise ValueError(f"history noise rate must be in [0, 1], got {rate}")
    if rate == 0.0:
        return input_ids
    batch, seq_len = input_ids.shape
    device = input_ids.device
    rates = rate * torch.rand(batch, 1, generator=generator, device=device)
    hit = (torch.rand(batch, seq_len, generator=generator, device=device) < rates) & noise_mask
    # a random noisable position of the row: sample uniformly among the row's noisable tokens
    counts = noise_mask.sum(dim=1, keepdim=True)
    rank = (torch.rand(batch, seq_len, generator=generator, device=device) * counts).long()
    order = torch.argsort((~noise_mask).to(torch.int8), dim=1, stable=True)  # noisable first
    source = order.gather(1, rank.clamp(max=seq_len - 1))
    replacement = input_ids.gather(1, source)
    return torch.where(hit & (counts > 0), replacement, input_ids)


def masked_positions(
    noisy_input_ids: torch.Tensor, noise_mask: torch.Tensor, mask_token_id: int
) -> torch.Tensor:
    """(B, L) bool: the noisable positions the noise replaced by the mask token."""
    return (noisy_input_ids == mask_token_id) & noise_mask


def diffusion_loss_weights(
    input_ids: torch.Tensor,
    noisy_input_ids: torch.Tensor,
    noise_mask: torch.Tensor,
    *,
    block_size: int,
    mask_token_id: int,
    noise_levels: torch.Tensor | None = None,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """What the diffusion loss weighs: the masked positions (B, L) bool, their targets (M,)
    and their weights (M,) float32, 1/t over the number of noisable tokens (1 over it without
    noise levels), so that sum(weight * nll) is the loss."""
    masked = masked_positions(noisy_input_ids, noise_mask, mask_token_id)
    targets = input_ids[masked]
    if noise_levels is None:
        weight = torch.ones_like(targets, dtype=torch.float32)
    else:
        levels = noise_levels.float().repeat_interleave(block_size, dim=1)
        weight = 1.0 / levels[:, : input_ids.shape[1]][masked]
    return masked, targets, weight / noise_mask.sum().clamp(min=1)


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
    row-major order, as ``logits[masked]`` would give them); noise_levels
    (B, ceil(L / block_size)) or None for weight 1.
    """
    masked, targets, weight = diffusion_loss_weights(
        input_ids,
        noisy_input_ids,
        noise_mask,
        block_size=block_size,
        mask_token_id=mask_token_id,
        noise_levels=noise_levels,
    )
    if logits.dim() == 3:
        logits = logits[masked]
    log_probs = F.log_softmax(logits.float(), dim=-1)
    nll = -log_probs.gather(-1, targets[:, None]).squeeze(-1)
    return (nll * weight).sum()


def certainty_forcing_loss(
    logits: torch.Tensor, targets: torch.Tensor, weight: torch.Tensor
) -> tuple[torch.Tensor, torch.Tensor]:
    """The weighted cross-entropy of (M, V) logits against targets (M,), and the weighted
    entropy of the predictions whose arg max is already the target: dParallel's certainty
    forcing (arXiv 2509.26488). Minimising that entropy sharpens what the model already gets
    right, so more positions clear a confidence threshold in one forward, without pulling
    any wrong prediction up. -> (cross_entropy, entropy)."""
    log_probs = F.log_softmax(logits.float(), dim=-1)
    nll = -log_probs.gather(-1, targets[:, None]).squeeze(-1)
    right = (log_probs.argmax(-1) == targets).float()
    entropy = -(log_probs.exp() * log_probs).sum(-1)
    return (nll * weight).sum(), (entropy * right * weight).sum()


class _LinearCrossEntropy(torch.autograd.Function):
    """sum_i weight_i * (logsumexp(h_i W^T) - (h_i W^T)[target_i]), chunk by chunk, plus
    ``certainty`` times the weighted entropy of the rows whose arg max is their target.

    The forward computes the gradients too, while each chunk's logits are in cache: the
    softmax minus the one-hot target, times the weight, is d loss / d logits (the entropy H
    adds -p * (log p + H) on the rows it counts); one matmul each turns it into the hidden
    states' and the weight's gradient. The backward only scales them. Returns the loss and,
    not differentiable, its two parts: the cross-entropy and the entropy.
    """

    @staticmethod
    def forward(ctx, hidden, weight, targets, row_weight, chunk, matmul_dtype, certainty):
        needs_grad = hidden.requires_grad or weight.requires_grad
        cross_entropy = torch.zeros((), dtype=torch.float32, device=hidden.device)
        entropy = torch.zeros((), dtype=torch.float32, device=hidden.device)
        grad_hidden = torch.empty_like(hidden) if needs_grad else None
        grad_weight = torch.zeros_like(weight, dtype=torch.float32) if needs_grad else None
        w = weight.to(matmul_dtype)
        for start in range(0, hidden.shape[0], chunk):
            h = hidden[start : start + chunk].to(matmul_dtype)
            target = targets[start : start + chunk, None]
            scale = row_weight[start : start + chunk, None]
            log_probs = F.linear(h, w).float()
            log_probs -= torch.logsumexp(log_probs, dim=-1, keepdim=True)
            cross_entropy -= (log_probs.gather(1, target) * scale).sum()
            if certainty:
                probs = log_probs.exp()
                row_entropy = -(probs * log_probs).sum(-1, keepdim=True)
                right = (log_probs.argmax(-1, keepdim=True) == target).float()
                entropy += (row_entropy * right * scale).sum()
            if needs_grad:
                if certainty:
                    # d H / d logits = -p * (log p + H), on the rows predicted right
                    grad = probs - probs * log_probs.add_(row_entropy).mul_(right * certainty)
                else:
                    grad = log_probs.exp_()
                grad.scatter_add_(1, target, torch.full_like(scale, -1.0))
                grad.mul_(scale)
                grad = grad.to(matmul_dtype)
                grad_hidden[start : start + chunk] = (grad @ w).to(hidden.dtype)
                grad_weight += (grad.t() @ h).float()
        ctx.save_for_backward(grad_hidden, grad_weight)
        ctx.weight_dtype = weight.dtype
        ctx.mark_non_differentiable(cross_entropy, entropy)
        return cross_entropy + certainty * entropy, cross_entropy, entropy

    @staticmethod
    def backward(ctx, grad_total, _grad_cross_entropy, _grad_entropy):
        grad_hidden, grad_weight = ctx.saved_tensors
        return (
            grad_hidden * grad_total.to(grad_hidden.dtype),
            (grad_weight * grad_total).to(ctx.weight_dtype),
            None,
            None,
            None,
            None,
            None,
        )


def linear_cross_entropy(
    hidden: torch.Tensor,
    weight: torch.Tensor,
    targets: torch.Tensor,
    row_weight: torch.Tensor,
    *,
    chunk: int = LINEAR_CE_CHUNK,
    matmul_dtype: torch.dtype | None = None,
) -> torch.Tensor:
    """sum_i row_weight_i * cross_entropy(hidden_i @ weight^T, targets_i) without the whole
    logits: hidden (M, D), weight (V, D) the LM head's, targets (M,), row_weight (M,).

    ``matmul_dtype`` (default: the weight's) is the dtype of the three matrix products; the
    softmax, the loss and the accumulated weight gradient stay float32. bfloat16 where it runs
    natively (`bf16_matmul_is_fast`) makes the head faster; `python -m clover_model.bench`
    measures it."""
    loss, _, _ = linear_certainty_forcing(
        hidden, weight, targets, row_weight, certainty=0.0, chunk=chunk, matmul_dtype=matmul_dtype
    )
    return loss


def linear_certainty_forcing(
    hidden: torch.Tensor,
    weight: torch.Tensor,
    targets: torch.Tensor,
    row_weight: torch.Tensor,
    *,
    certainty: float,
    chunk: int = LINEAR_CE_CHUNK,
    matmul_dtype: torch.dtype | None = None,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """`linear_cross_entropy` plus ``certainty`` times the entropy of `certainty_forcing_loss`
    (its ground truth), chunk by chunk: -> (loss, cross_entropy, entropy), the last two
    detached."""
    if hidden.shape[0] == 0:
        zero = (hidden.sum() + weight.sum()).float() * 0.0
        return zero, zero.detach(), zero.detach()
    return _LinearCrossEntropy.apply(
        hidden,
        weight,
        targets,
        row_weight.float(),
        chunk,
        matmul_dtype or weight.dtype,
        certainty,
    )
