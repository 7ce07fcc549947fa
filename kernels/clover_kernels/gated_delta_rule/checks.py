"""Input validation shared by the gated delta rule kernels (naive and chunk).

Every public entry point calls `check_gated_delta_rule_inputs` first, so a bad call fails with a
`ValueError` that names the offending shapes or dtypes instead of a broadcasting error deep inside.
"""

import torch


def _shape(x: torch.Tensor) -> str:
    return str(tuple(x.shape))


def check_gated_delta_rule_inputs(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    g: torch.Tensor,
    beta: torch.Tensor,
    initial_state: torch.Tensor | None,
) -> None:
    """Raise `ValueError` unless q, k: [B, T, H, K], v: [B, T, H, V], g, beta: [B, T, H] and
    initial_state: [B, H, K, V] or None, all floating point and on one device."""
    named = {"q": q, "k": k, "v": v, "g": g, "beta": beta}
    if initial_state is not None:
        named["initial_state"] = initial_state
    for name, x in named.items():
        if not isinstance(x, torch.Tensor):
            raise ValueError(f"{name} must be a torch.Tensor, got {type(x).__name__}")
        if not x.is_floating_point():
            raise ValueError(f"{name} must be floating point, got dtype {x.dtype}")
    devices = {x.device for x in named.values()}
    if len(devices) > 1:
        raise ValueError(f"all inputs must be on one device, got {sorted(map(str, devices))}")
    if q.dim() != 4:
        raise ValueError(f"q must be [B, T, H, K], got shape {_shape(q)}")
    if k.shape != q.shape:
        raise ValueError(f"k must have the shape of q {_shape(q)}, got {_shape(k)}")
    if q.dtype != k.dtype or q.dtype != v.dtype:
        raise ValueError(f"q, k, v must share one dtype, got {q.dtype}, {k.dtype}, {v.dtype}")
    batch, seq_len, heads, head_k = q.shape
    if v.dim() != 4 or v.shape[:3] != q.shape[:3]:
        raise ValueError(
            f"v must be [B, T, H, V] = [{batch}, {seq_len}, {heads}, V] to match q {_shape(q)}, "
            f"got {_shape(v)}"
        )
    for name, x in (("g", g), ("beta", beta)):
        if x.shape != q.shape[:3]:
            raise ValueError(
                f"{name} must be [B, T, H] = {tuple(q.shape[:3])} to match q {_shape(q)}, "
                f"got {_shape(x)}"
            )
    if initial_state is not None:
        expected = (batch, heads, head_k, v.shape[-1])
        if tuple(initial_state.shape) != expected:
            raise ValueError(
                f"initial_state must be [B, H, K, V] = {expected} for q {_shape(q)} and "
                f"v {_shape(v)}, got {_shape(initial_state)}"
            )


def check_chunk_size(chunk_size: int) -> None:
    """Raise `ValueError` unless chunk_size is a positive int."""
    if isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1:
        raise ValueError(f"chunk_size must be a positive int, got {chunk_size!r}")
