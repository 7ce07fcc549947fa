"""Input validation shared by the block attention kernels (naive and fused).

`check_block_attention_inputs` raises `ValueError` naming the offending shapes or dtypes, so a bad
call fails at the door rather than as a broadcasting error inside the softmax.
"""

import torch


def _shape(x: torch.Tensor) -> str:
    return str(tuple(x.shape))


def check_block_attention_inputs(
    q: torch.Tensor,
    k: torch.Tensor,
    v: torch.Tensor,
    history: torch.Tensor,
    history_logit: torch.Tensor,
    calibration: torch.Tensor,
    block_size: int,
    valid_mask: torch.Tensor | None,
) -> None:
    """Raise `ValueError` unless q, k: [B, T, H, K], v, history: [B, T, H, V],
    history_logit: [B, T, H], calibration: [H], valid_mask: [B, T] bool or None, block_size >= 1.
    """
    named = {
        "q": q,
        "k": k,
        "v": v,
        "history": history,
        "history_logit": history_logit,
        "calibration": calibration,
    }
    for name, x in named.items():
        if not isinstance(x, torch.Tensor):
            raise ValueError(f"{name} must be a torch.Tensor, got {type(x).__name__}")
        if not x.is_floating_point():
            raise ValueError(f"{name} must be floating point, got dtype {x.dtype}")
    if valid_mask is not None:
        if not isinstance(valid_mask, torch.Tensor) or valid_mask.dtype != torch.bool:
            raise ValueError(
                f"valid_mask must be a bool tensor [B, T], got {getattr(valid_mask, 'dtype', None)}"
            )
        named["valid_mask"] = valid_mask
    devices = {x.device for x in named.values()}
    if len(devices) > 1:
        raise ValueError(f"all inputs must be on one device, got {sorted(map(str, devices))}")
    if isinstance(block_size, bool) or not isinstance(block_size, int) or block_size < 1:
        raise ValueError(f"block_size must be a positive int, got {block_size!r}")
    if q.dim() != 4:
        raise ValueError(f"q must be [B, T, H, K], got shape {_shape(q)}")
    if k.shape != q.shape:
        raise ValueError(f"k must have the shape of q {_shape(q)}, got {_shape(k)}")
    if len({q.dtype, k.dtype, v.dtype, history.dtype}) > 1:
        raise ValueError(
            f"q, k, v, history must share one dtype, got {q.dtype}, {k.dtype}, {v.dtype}, "
            f"{history.dtype}"
        )
    batch, seq_len, heads, _ = q.shape
    if v.dim() != 4 or v.shape[:3] != q.shape[:3]:
        raise ValueError(
            f"v must be [B, T, H, V] = [{batch}, {seq_len}, {heads}, V] to match q {_shape(q)}, "
            f"got {_shape(v)}"
        )
    if history.shape != v.shape:
        raise ValueError(f"history must have the shape of v {_shape(v)}, got {_shape(history)}")
    if history_logit.shape != q.shape[:3]:
        raise ValueError(
            f"history_logit must be [B, T, H] = {tuple(q.shape[:3])} to match q {_shape(q)}, "
            f"got {_shape(history_logit)}"
        )
    if calibration.shape != (heads,):
        raise ValueError(
            f"calibration must be [H] = ({heads},) to match q {_shape(q)}, "
            f"got {_shape(calibration)}"
        )
    if valid_mask is not None and valid_mask.shape != q.shape[:2]:
        raise ValueError(
            f"valid_mask must be [B, T] = {tuple(q.shape[:2])} to match q {_shape(q)}, "
            f"got {_shape(valid_mask)}"
        )
