"""Batched inverse of unit lower-triangular matrices, `(I + tril(a, -1))^-1`, for the UT transform.

LAPACK's batched triangular solve pays a fixed cost per small matrix, so the chunk kernel inverts
blockwise with batched matmuls instead (as fla's `solve_tril` does on GPU). The diagonal
`leaf x leaf` blocks of all matrices are inverted at once with the finite Neumann product
`(I + L)^-1 = (I - L)(I + L^2)(I + L^4)(I + L^8)`, exact because L (strictly lower, 16 x 16) is
nilpotent; then pairs of neighbouring blocks are merged with two batched matmuls per level,

    [[P, 0], [Q, R]]^-1 = [[P^-1, 0], [-R^-1 Q P^-1, R^-1]].

Sizes that are not `leaf * 2^m` are padded with an identity block, which leaves the inverse of the
leading block unchanged. The backward is the closed form `dA = -tril(X^T dX X^T, -1)`.

    from clover_kernels.gated_delta_rule.solve_tril import unit_lower_inverse
    x = unit_lower_inverse(a)  # a: [..., n, n], only its strict lower triangle is read
"""

import torch
import torch.nn.functional as F

LEAF = 16


def _padded_size(n: int) -> int:
    if n <= LEAF:
        return n
    size = LEAF
    while size < n:
        size *= 2
    return size


def _leaf_inverse(blocks: torch.Tensor) -> torch.Tensor:
    """Inverse of `I + tril(b, -1)` for blocks b: [Bt, n, n], n <= LEAF, by the Neumann product."""
    n = blocks.shape[-1]
    lower = blocks.tril(-1)
    inverse = torch.eye(n, dtype=blocks.dtype, device=blocks.device) - lower
    power = lower
    # after the step for `order`, inverse holds the series up to (-L)^(2 * order - 1)
    order = 2
    while order < n:
        power = torch.bmm(power, power)
        inverse = torch.baddbmm(inverse, inverse, power)
        order *= 2
    return inverse


def _blockwise_inverse(a: torch.Tensor) -> torch.Tensor:
    """Inverse of `I + tril(a, -1)` for a: [Bt, n, n] with n <= LEAF or n = LEAF * 2^m."""
    batch, n, _ = a.shape
    leaf = min(n, LEAF)
    num_leaves = n // leaf
    # (Bt, n / leaf, leaf, leaf): the diagonal blocks
    blocks = a.view(batch, num_leaves, leaf, num_leaves, leaf).diagonal(dim1=1, dim2=3)
    blocks = blocks.permute(0, 3, 1, 2).reshape(batch * num_leaves, leaf, leaf)
    inverse = _leaf_inverse(blocks)
    size = leaf
    while size < n:
        pairs = n // (2 * size)
        # (Bt, pairs, size, size): the block below the diagonal inside each merged pair
        below = a.view(batch, pairs, 2, size, pairs, 2, size).diagonal(dim1=1, dim2=4)
        below = below[:, 1, :, 0].permute(0, 3, 1, 2)
        inverse = inverse.view(batch, pairs, 2, size, size)
        upper_inv, lower_inv = inverse[:, :, 0], inverse[:, :, 1]
        merged = a.new_zeros(batch, pairs, 2 * size, 2 * size)
        merged[:, :, :size, :size] = upper_inv
        merged[:, :, size:, size:] = lower_inv
        merged[:, :, size:, :size] = torch.matmul(torch.matmul(lower_inv, below).neg_(), upper_inv)
        inverse = merged
        size *= 2
    return inverse.view(batch, n, n)


class _UnitLowerInverse(torch.autograd.Function):
    @staticmethod
    def forward(ctx, a: torch.Tensor) -> torch.Tensor:
        *batch_shape, n, _ = a.shape
        padded = _padded_size(n)
        flat = a.reshape(-1, n, n).contiguous()
        if padded != n:
            flat = F.pad(flat, (0, padded - n, 0, padded - n))
        inverse = _blockwise_inverse(flat)[:, :n, :n].reshape(*batch_shape, n, n)
        ctx.save_for_backward(inverse)
        return inverse

    @staticmethod
    def backward(ctx, grad_inverse: torch.Tensor) -> torch.Tensor:
        (inverse,) = ctx.saved_tensors
        inverse_t = inverse.transpose(-1, -2)
        return torch.matmul(torch.matmul(inverse_t, grad_inverse), inverse_t).neg_().tril_(-1)


def unit_lower_inverse(a: torch.Tensor) -> torch.Tensor:
    """`(I + tril(a, -1))^-1` for a: [..., n, n]; the diagonal and upper triangle are ignored."""
    assert a.dim() >= 2 and a.shape[-1] == a.shape[-2], f"square matrices expected, got {a.shape}"
    return _UnitLowerInverse.apply(a)
