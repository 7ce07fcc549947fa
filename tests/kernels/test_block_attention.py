"""Fused block attention agrees with the naive loop, and both follow the history-unit contract.

Run: python -m pytest tests/kernels/test_block_attention.py -q -p no:django
"""

import math

import pytest
import torch

from clover_kernels.block_attention import fused_block_attention, naive_block_attention
from clover_kernels.testing import assert_close

KERNELS = [
    pytest.param(naive_block_attention, id="naive"),
    pytest.param(fused_block_attention, id="fused"),
]


def make_inputs(B, T, H, K, V, *, dtype=torch.float32, requires_grad=False):
    tensors = {
        "q": torch.randn(B, T, H, K, dtype=dtype),
        "k": torch.randn(B, T, H, K, dtype=dtype),
        "v": torch.randn(B, T, H, V, dtype=dtype),
        "history": torch.randn(B, T, H, V, dtype=dtype),
        "history_logit": torch.randn(B, T, H, dtype=dtype),
        "calibration": torch.randn(H, dtype=dtype),
    }
    return {name: x.requires_grad_(requires_grad) for name, x in tensors.items()}


def random_valid_mask(B, T):
    """Right padding of random length per sequence plus a few holes."""
    lengths = torch.randint(low=T // 2, high=T + 1, size=(B,))
    mask = torch.arange(T)[None, :] < lengths[:, None]
    return mask & (torch.rand(B, T) > 0.1)


def call(fn, inputs, **kwargs):
    return fn(
        inputs["q"],
        inputs["k"],
        inputs["v"],
        history=inputs["history"],
        history_logit=inputs["history_logit"],
        calibration=inputs["calibration"],
        **kwargs,
    )


SHAPES = [
    pytest.param(*shape, id="B{}-T{}-H{}-K{}-V{}-L{}".format(*shape))
    for shape in [
        (1, 63, 1, 16, 16, 16),
        (2, 100, 3, 32, 16, 32),
        (2, 500, 2, 64, 64, 64),
        (1, 1000, 2, 32, 32, 48),
        (2, 10, 2, 8, 8, 64),
        (3, 17, 2, 8, 4, 1),
    ]
]


@pytest.mark.parametrize(("B", "T", "H", "K", "V", "block_size"), SHAPES)
@pytest.mark.parametrize("masked", [False, True], ids=["all_valid", "padded"])
def test_fused_matches_naive_forward(B, T, H, K, V, block_size, masked):
    inputs = make_inputs(B, T, H, K, V)
    valid_mask = random_valid_mask(B, T) if masked else None
    kwargs = {"block_size": block_size, "valid_mask": valid_mask, "return_history_weight": True}

    ref_o, ref_p = call(naive_block_attention, inputs, **kwargs)
    tri_o, tri_p = call(fused_block_attention, inputs, **kwargs)

    assert_close("o", ref_o, tri_o, ratio=1e-5)
    assert_close("p_hist", ref_p, tri_p, ratio=1e-5)
    assert tri_o.is_contiguous() and tri_p.is_contiguous()


@pytest.mark.parametrize(
    ("B", "T", "H", "K", "V", "block_size"),
    [
        pytest.param(*shape, id="B{}-T{}-H{}-K{}-V{}-L{}".format(*shape))
        for shape in [(2, 63, 2, 16, 16, 16), (1, 100, 3, 32, 16, 32)]
    ],
)
def test_fused_matches_naive_backward(B, T, H, K, V, block_size):
    inputs = make_inputs(B, T, H, K, V, requires_grad=True)
    valid_mask = random_valid_mask(B, T)
    do = torch.randn(B, T, H, V)
    dp = torch.randn(B, T, H)

    def grads(fn):
        for x in inputs.values():
            x.grad = None
        o, p_hist = call(
            fn, inputs, block_size=block_size, valid_mask=valid_mask, return_history_weight=True
        )
        ((o * do).sum() + (p_hist * dp).sum()).backward()
        return {name: x.grad.clone() for name, x in inputs.items()}

    ref, tri = grads(naive_block_attention), grads(fused_block_attention)

    for name in inputs:
        assert_close(f"d{name}", ref[name], tri[name], ratio=1e-5)


@pytest.mark.parametrize("fn", KERNELS)
def test_history_competes_in_one_softmax_with_calibrated_logit(fn):
    # two blocks of 3 tokens; the second block holds 2 valid tokens
    B, T, H, K, V, L = 1, 6, 2, 4, 3, 3
    inputs = make_inputs(B, T, H, K, V, dtype=torch.float64)
    valid_mask = torch.tensor([[True, True, True, True, False, True]])

    o, p_hist = call(fn, inputs, block_size=L, valid_mask=valid_mask, return_history_weight=True)

    q, k, v = inputs["q"], inputs["k"], inputs["v"]
    for t in [0, 1, 2, 3, 5]:
        block = range(t // L * L, t // L * L + L)
        keys = [j for j in block if valid_mask[0, j]]
        for h in range(H):
            hist_logit = inputs["history_logit"][0, t, h] + inputs["calibration"][h] * math.log(
                len(keys)
            )
            scores = [q[0, t, h] @ k[0, j, h] / math.sqrt(K) for j in keys]
            weights = torch.softmax(torch.stack([hist_logit, *scores]), dim=0)
            expected = weights[0] * inputs["history"][0, t, h] + sum(
                w * v[0, j, h] for w, j in zip(weights[1:], keys, strict=True)
            )
            assert torch.allclose(o[0, t, h], expected, atol=1e-12)
            assert torch.allclose(p_hist[0, t, h], weights[0], atol=1e-12)


@pytest.mark.parametrize("fn", KERNELS)
def test_invalid_positions_output_exactly_zero(fn):
    inputs = make_inputs(2, 40, 2, 8, 8, requires_grad=True)
    valid_mask = random_valid_mask(2, 40)
    valid_mask[1, :16] = False

    o, p_hist = call(fn, inputs, block_size=16, valid_mask=valid_mask, return_history_weight=True)
    (o.sum() + p_hist.sum()).backward()

    assert torch.all(o[~valid_mask] == 0)
    assert torch.all(p_hist[~valid_mask] == 0)
    assert all(torch.isfinite(x.grad).all() for x in inputs.values())


@pytest.mark.parametrize("fn", KERNELS)
def test_weights_sum_to_one(fn):
    inputs = make_inputs(2, 50, 2, 8, 4)
    inputs["v"] = torch.zeros_like(inputs["v"])
    inputs["history"] = torch.ones_like(inputs["history"])
    valid_mask = random_valid_mask(2, 50)

    o, p_hist = call(fn, inputs, block_size=16, valid_mask=valid_mask, return_history_weight=True)

    # with v = 0 and history = 1 the output is the history weight itself
    assert torch.allclose(o, p_hist[..., None].expand_as(o))
    assert torch.all((p_hist[valid_mask] > 0) & (p_hist[valid_mask] < 1))


@pytest.mark.parametrize("fn", KERNELS)
def test_block_size_larger_than_sequence_is_one_partial_block(fn):
    inputs = make_inputs(1, 10, 2, 8, 8)

    o_short = call(fn, inputs, block_size=1000)
    o_exact = call(fn, inputs, block_size=10)

    assert_close("o", o_exact, o_short, ratio=1e-6)


@pytest.mark.parametrize("fn", KERNELS)
def test_block_size_one_attends_to_itself_and_history(fn):
    inputs = make_inputs(1, 5, 1, 4, 4, dtype=torch.float64)

    o = call(fn, inputs, block_size=1, scale=0.5)

    q, k = inputs["q"][0, :, 0], inputs["k"][0, :, 0]
    logits = torch.stack(
        [inputs["history_logit"][0, :, 0], 0.5 * (q * k).sum(-1)], dim=-1
    )  # log(1) = 0: no calibration
    p = torch.softmax(logits, dim=-1)
    expected = p[:, :1] * inputs["history"][0, :, 0] + p[:, 1:] * inputs["v"][0, :, 0]
    assert torch.allclose(o[0, :, 0], expected, atol=1e-12)


@pytest.mark.parametrize("fn", KERNELS)
def test_bfloat16_in_bfloat16_out(fn):
    inputs = make_inputs(1, 40, 2, 16, 16)
    ref = call(fn, inputs, block_size=16)

    low = {name: x.bfloat16() for name, x in inputs.items()}
    o, p_hist = call(fn, low, block_size=16, return_history_weight=True)

    assert o.dtype == p_hist.dtype == torch.bfloat16
    assert_close("o", ref, o, ratio=5e-2)


@pytest.mark.parametrize("fn", KERNELS)
def test_empty_sequence(fn):
    inputs = make_inputs(2, 0, 2, 8, 4)

    o, p_hist = call(fn, inputs, block_size=4, return_history_weight=True)

    assert o.shape == (2, 0, 2, 4)
    assert p_hist.shape == (2, 0, 2)


def bad_inputs():
    x = make_inputs(2, 10, 3, 8, 4)
    return [
        pytest.param({"q": x["q"][0]}, r"q must be \[B, T, H, K\].*\(10, 3, 8\)", id="q_3d"),
        pytest.param({"k": x["k"][:, :9]}, r"k must have the shape of q.*\(2, 9, 3, 8\)", id="k"),
        pytest.param({"v": x["v"][:, :, :2]}, r"v must be \[B, T, H, V\].*\(2, 10, 2, 4\)", id="v"),
        pytest.param(
            {"history": x["history"][..., :3]},
            r"history must have the shape of v \(2, 10, 3, 4\), got \(2, 10, 3, 3\)",
            id="history",
        ),
        pytest.param(
            {"history_logit": x["history_logit"][..., None]},
            r"history_logit must be \[B, T, H\] = \(2, 10, 3\).*\(2, 10, 3, 1\)",
            id="history_logit",
        ),
        pytest.param(
            {"calibration": x["calibration"][:2]},
            r"calibration must be \[H\] = \(3,\).*got \(2,\)",
            id="calibration",
        ),
        pytest.param(
            {"valid_mask": torch.ones(2, 9, dtype=torch.bool)},
            r"valid_mask must be \[B, T\] = \(2, 10\).*got \(2, 9\)",
            id="valid_mask_shape",
        ),
        pytest.param(
            {"valid_mask": torch.ones(2, 10)},
            r"valid_mask must be a bool tensor",
            id="valid_mask_dtype",
        ),
        pytest.param({"block_size": 0}, r"block_size must be a positive int, got 0", id="block_0"),
        pytest.param({"history": x["history"].double()}, r"must share one dtype", id="dtype"),
    ]


@pytest.mark.parametrize("fn", KERNELS)
@pytest.mark.parametrize(("override", "message"), bad_inputs())
def test_bad_inputs_raise_value_error_naming_the_shapes(fn, override, message):
    args = make_inputs(2, 10, 3, 8, 4) | {"block_size": 4, "valid_mask": None} | override
    q, k, v = args.pop("q"), args.pop("k"), args.pop("v")

    with pytest.raises(ValueError, match=message):
        fn(q, k, v, **args)
