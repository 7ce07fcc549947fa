"""The Clover sparse mixture of experts: softmax router, top-k, shared expert, balance loss.

Routing as in Qwen3.5-MoE: p = softmax(W_r x) in float32, the top-k experts by p, their weights
renormalised to sum to 1 (`norm_topk_prob`). A shared SwiGLU expert is added through a sigmoid
gate. Tokens are grouped by expert with one argsort, each expert runs one matmul over its tokens
and the results are scattered back with `index_add_`; the Python loop runs over experts that
received tokens, never over tokens. Experts are stacked 3D weights in the transformers layout:
gate_up_proj (E, 2I, D), down_proj (E, D, I).

    moe = CloverSparseMoeBlock(CloverConfig.from_preset("clover-tiny"))
    y, aux = moe(torch.randn(2, 5, 96), torch.ones(2, 5, dtype=torch.bool))
"""

import torch
import torch.distributed as dist
import torch.nn.functional as F
from torch import nn

from clover_model.configuration_clover import CloverConfig
from clover_model.layers import MLP


class CloverTopKRouter(nn.Module):
    """Softmax router with renormalised top-k."""

    def __init__(self, config: CloverConfig):
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.num_experts = config.num_experts
        self.norm_topk_prob = config.norm_topk_prob
        self.weight = nn.Parameter(torch.empty(self.num_experts, config.hidden_size))

    def forward(self, x: torch.Tensor):
        """x (N, D) -> router probs (N, E) float32, top-k weights (N, k), top-k indices (N, k)."""
        probs = torch.softmax(F.linear(x, self.weight).float(), dim=-1)
        top_weights, top_index = torch.topk(probs, self.top_k, dim=-1)
        if self.norm_topk_prob:
            top_weights = top_weights / top_weights.sum(dim=-1, keepdim=True)
        return probs, top_weights.to(x.dtype), top_index


class CloverExperts(nn.Module):
    """All routed experts as stacked weights, applied to tokens grouped by expert."""

    def __init__(self, config: CloverConfig):
        super().__init__()
        self.num_experts = config.num_experts
        hidden, inter = config.hidden_size, config.moe_intermediate_size
        self.gate_up_proj = nn.Parameter(torch.empty(self.num_experts, 2 * inter, hidden))
        self.down_proj = nn.Parameter(torch.empty(self.num_experts, hidden, inter))

    def forward(self, x: torch.Tensor, top_index: torch.Tensor, top_weights: torch.Tensor):
        """x (N, D), top_index and top_weights (N, k) -> sum_j w_j * expert_j(x) (N, D)."""
        top_k = top_index.shape[-1]
        inter = self.down_proj.shape[-1]
        flat_expert = top_index.reshape(-1)
        # (N * k,): assignments sorted by expert; token_index says whose they are
        order = torch.argsort(flat_expert, stable=True)
        token_index = order // top_k
        counts = torch.bincount(flat_expert, minlength=self.num_experts).tolist()
        grouped = x[token_index]
        # per-expert views made in one call each, and `@` on a transposed view rather than
        # F.linear: at decoding sizes (a block of tokens, a dozen experts) the loop is
        # dispatch-bound, and this is its cheapest form on CPU
        gate_up, down = self.gate_up_proj.unbind(0), self.down_proj.unbind(0)
        outputs = []
        start = 0
        for expert, count in enumerate(counts):
            if count == 0:
                continue
            hidden = grouped[start : start + count] @ gate_up[expert].T
            act = F.silu(hidden[:, :inter]) * hidden[:, inter:]
            outputs.append(act @ down[expert].T)
            start += count
        if not outputs:
            return torch.zeros_like(x)
        expert_out = torch.cat(outputs, dim=0) * top_weights.reshape(-1)[order, None]
        return torch.zeros_like(x).index_add_(0, token_index, expert_out.to(x.dtype))


def load_balancing_loss(
    probs: torch.Tensor,
    top_index: torch.Tensor,
    valid: torch.Tensor,
    num_experts: int,
    group: dist.ProcessGroup | None = None,
) -> torch.Tensor:
    """Switch-style balance loss E * sum_e f_e * P_e over valid tokens (1.0 when balanced).

    f_e: share of the top-k assignments that go to expert e; P_e: mean router prob of e.
    probs (N, E) float32, top_index (N, k), valid (N,) bool.

    ``group``: the loss of the batch of every process of the group (global-batch balancing,
    as Qwen3's): the assignment and token counts are summed over the group, so f_e and the
    token count are the whole batch's, and each process returns its tokens' share of the
    sum for P_e. The shares add up over the processes to the loss of the whole batch.
    """
    weight = valid.float()
    count = weight.sum()
    assignments = torch.zeros(num_experts, device=probs.device, dtype=torch.float32)
    assignments = assignments.index_add_(
        0, top_index.reshape(-1), weight.repeat_interleave(top_index.shape[-1])
    )
    if group is not None:
        # (E + 1,): the counts travel in one collective
        counts = torch.cat([assignments, count[None]])
        dist.all_reduce(counts, group=group)
        assignments, count = counts[:-1], counts[-1]
    count = count.clamp(min=1.0)
    share = assignments / (count * top_index.shape[-1])
    mean_prob = (probs * weight[:, None]).sum(0) / count
    return num_experts * (share * mean_prob).sum()


class CloverSparseMoeBlock(nn.Module):
    """Routed experts plus a sigmoid-gated shared expert."""

    def __init__(self, config: CloverConfig):
        super().__init__()
        self.num_experts = config.num_experts
        self.gate = CloverTopKRouter(config)
        self.experts = CloverExperts(config)
        self.shared_expert = MLP(config.hidden_size, config.shared_expert_intermediate_size)
        self.shared_expert_gate = nn.Linear(config.hidden_size, 1, bias=False)
        # the processes whose tokens the balance loss counts together (`load_balancing_loss`);
        # None: this process's batch. Distributed training sets it (clover_model.scale.distributed)
        self.balance_group: dist.ProcessGroup | None = None

    def forward(
        self, hidden_states: torch.Tensor, valid_mask: torch.Tensor, *, balance_loss: bool = True
    ):
        """hidden_states (B, T, D), valid_mask (B, T) -> output (B, T, D) and the balance loss
        () (None with balance_loss=False: decoding has no use for it)."""
        batch, seq_len, hidden = hidden_states.shape
        x = hidden_states.reshape(-1, hidden)
        probs, top_weights, top_index = self.gate(x)
        routed = self.experts(x, top_index, top_weights)
        shared = torch.sigmoid(self.shared_expert_gate(x)) * self.shared_expert(x)
        aux = None
        if balance_loss:
            aux = load_balancing_loss(
                probs, top_index, valid_mask.reshape(-1), self.num_experts, self.balance_group
            )
        return (routed + shared).reshape(batch, seq_len, hidden), aux
