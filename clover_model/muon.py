"""Muon for the hidden matrices, AdamW for everything else, in one optimizer.

Muon (Keller Jordan, 2024; used by nanochat and modded-nanogpt) takes SGD momentum with a
Nesterov step and replaces each matrix's update by its nearest semi-orthogonal matrix
(`orthogonalize`: five Newton-Schulz iterations), so that every direction of the matrix moves
at the same rate. It suits the 2-D (and, batched, the 3-D expert) weights of the layers; the
embedding (tied with the LM head), norms, gains, convolutions and small routers keep AdamW.

    groups = param_groups(model, muon_lr=0.02, adamw_lr=5e-3, weight_decay=0.05)
    optimizer = MuonAdamW(groups)

Each group keeps its `base_lr`, so a schedule scales all of them by one factor.
"""

from __future__ import annotations

import torch

# smallest side of a matrix that Muon updates: thinner ones (a 16-expert router, a 4-head
# gate projection) have too few directions to orthogonalise and stay with AdamW
MIN_SIDE = 32
NEWTON_SCHULZ = (3.4445, -4.7750, 2.0315)


def orthogonalize(update: torch.Tensor, steps: int = 5) -> torch.Tensor:
    """The nearest semi-orthogonal matrix to each (…, m, n) matrix, approximately (U V^T of its
    SVD, singular values pushed into about [0.7, 1.2]) by a quintic Newton-Schulz iteration."""
    a, b, c = NEWTON_SCHULZ
    x = update.float()
    tall = x.shape[-2] > x.shape[-1]
    if tall:
        x = x.mT
    x = x / (x.norm(dim=(-2, -1), keepdim=True) + 1e-7)
    for _ in range(steps):
        gram = x @ x.mT
        x = a * x + (b * gram + c * gram @ gram) @ x
    return (x.mT if tall else x).to(update.dtype)


def uses_muon(name: str, parameter: torch.nn.Parameter) -> bool:
    return (
        "layers." in name
        and parameter.ndim in (2, 3)
        and "conv" not in name
        and min(parameter.shape[-2:]) >= MIN_SIDE
    )


def param_groups(
    model: torch.nn.Module, *, muon_lr: float | None, adamw_lr: float, weight_decay: float
) -> list[dict]:
    """Muon (at ``muon_lr``) for the layers' matrices; AdamW, with decay on matrices other than
    the embedding, for the rest. ``muon_lr=None``: everything on AdamW."""
    muon, decay, no_decay = [], [], []
    for name, parameter in model.named_parameters():
        if muon_lr is not None and uses_muon(name, parameter):
            muon.append(parameter)
        elif parameter.ndim >= 2 and "embed" not in name:
            decay.append(parameter)
        else:
            no_decay.append(parameter)
    groups = [
        {"params": muon, "muon": True, "lr": muon_lr, "weight_decay": 0.0},
        {"params": decay, "muon": False, "lr": adamw_lr, "weight_decay": weight_decay},
        {"params": no_decay, "muon": False, "lr": adamw_lr, "weight_decay": 0.0},
    ]
    for group in groups:
        group["base_lr"] = group["lr"]
    return [group for group in groups if group["params"]]


class MuonAdamW(torch.optim.Optimizer):
    """Muon on the groups marked ``muon=True``, AdamW (decoupled decay) on the others."""

    def __init__(self, groups: list[dict], *, momentum=0.95, betas=(0.9, 0.95), eps=1e-8):
        super().__init__(groups, {"momentum": momentum, "betas": betas, "eps": eps})

    @torch.no_grad()
    def step(self, closure=None):
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if group["muon"]:
                    self._muon(p, group)
                else:
                    self._adamw(p, group)

    def _muon(self, p, group):
        state = self.state[p]
        if not state:
            state["momentum_buffer"] = torch.zeros_like(p)
        buffer = state["momentum_buffer"]
        buffer.lerp_(p.grad, 1 - group["momentum"])
        update = orthogonalize(p.grad.lerp(buffer, group["momentum"]))
        # a tall (m, n) update, m > n, has orthonormal columns: entries of RMS about 1/sqrt(m).
        # Scaled up by sqrt(m / n), it has RMS about 1/sqrt(n), as a square or wide one has.
        scale = max(1.0, p.shape[-2] / p.shape[-1]) ** 0.5
        p.add_(update, alpha=-group["lr"] * scale)

    def _adamw(self, p, group):
        state = self.state[p]
        if not state:
            state["step"] = 0
            state["exp_avg"] = torch.zeros_like(p)
            state["exp_avg_sq"] = torch.zeros_like(p)
        state["step"] += 1
        beta1, beta2 = group["betas"]
        state["exp_avg"].lerp_(p.grad, 1 - beta1)
        state["exp_avg_sq"].mul_(beta2).addcmul_(p.grad, p.grad, value=1 - beta2)
        correction1 = 1 - beta1 ** state["step"]
        correction2 = 1 - beta2 ** state["step"]
        denominator = (state["exp_avg_sq"] / correction2).sqrt_().add_(group["eps"])
        p.mul_(1 - group["lr"] * group["weight_decay"])
        p.addcdiv_(state["exp_avg"], denominator, value=-group["lr"] / correction1)
