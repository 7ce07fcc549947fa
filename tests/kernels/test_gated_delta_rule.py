"""The chunk gated delta rule agrees with the naive recurrence and with transformers.

Run: python -m pytest tests/kernels/test_gated_delta_rule.py -q -p no:django
"""

import pytest
import torch
import torch.nn.functional as F
from transformers.models.qwen3_next.modeling_qwen3_next import torch_chunk_gated_delta_rule

from clover_kernels.gated_delta_rule import chunk_gated_delta_rule, naive_recurrent_gated_delta_rule
from clover_kernels.gated_delta_rule.solve_tril import unit_lower_inverse
from clover_kernels.testing import assert_close


def make_inputs(B, T, H, K, V, *, dtype=torch.float32, requires_grad=False):
    """Inputs with the model's conventions: unit-norm q and k, g <= 0, beta in (0, 1)."""
    q = F.normalize(torch.randn(B, T, H, K, dtype=dtype), dim=-1)
    k = F.normalize(torch.randn(B, T, H, K, dtype=dtype), dim=-1)
    v = torch.randn(B, T, H, V, dtype=dtype)
    g = F.logsigmoid(torch.randn(B, T, H, dtype=dtype))
    beta = torch.rand(B, T, H, dtype=dtype)
    h0 = torch.randn(B, H, K, V, dtype=dtype)
    tensors = (q, k, v, g, beta, h0)
    return tuple(x.requires_grad_(requires_grad) for x in tensors)


@pytest.mark.parametrize(
    ("B", "T", "H", "K", "V", "chunk_size"),
    [
        pytest.param(*shape, id="B{}-T{}-H{}-K{}-V{}-C{}".format(*shape))
        for shape in [
            (1, 63, 1, 16, 16, 64),
            (2, 100, 3, 32, 16, 32),
            (1, 257, 2, 16, 24, 48),
            (1, 500, 2, 64, 64, 64),
            (2, 1000, 2, 32, 32, 64),
            (1, 130, 2, 16, 16, 100),
        ]
    ],
)
@pytest.mark.parametrize("use_h0", [False, True], ids=["no_h0", "h0"])
def test_chunk_matches_naive_forward(B, T, H, K, V, chunk_size, use_h0):
    q, k, v, g, beta, h0 = make_inputs(B, T, H, K, V)
    h0 = h0 if use_h0 else None

    ref_o, ref_ht = naive_recurrent_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True
    )
    tri_o, tri_ht = chunk_gated_delta_rule(
        q=q,
        k=k,
        v=v,
        g=g,
        beta=beta,
        initial_state=h0,
        output_final_state=True,
        chunk_size=chunk_size,
    )

    assert_close("o", ref_o, tri_o, ratio=1e-5)
    assert_close("ht", ref_ht, tri_ht, ratio=1e-5)
    assert tri_o.is_contiguous()


@pytest.mark.parametrize(
    ("B", "T", "H", "K", "V", "chunk_size"),
    [
        pytest.param(*shape, id="B{}-T{}-H{}-K{}-V{}-C{}".format(*shape))
        for shape in [(1, 63, 2, 16, 16, 16), (2, 100, 2, 32, 16, 32), (1, 150, 1, 16, 32, 64)]
    ],
)
def test_chunk_matches_naive_backward(B, T, H, K, V, chunk_size):
    inputs = make_inputs(B, T, H, K, V, requires_grad=True)
    do = torch.randn(B, T, H, V)
    dht = torch.randn(B, H, K, V)

    def grads(fn, **kwargs):
        for x in inputs:
            x.grad = None
        q, k, v, g, beta, h0 = inputs
        o, ht = fn(
            q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True, **kwargs
        )
        ((o * do).sum() + (ht * dht).sum()).backward()
        return [x.grad.clone() for x in inputs]

    ref = grads(naive_recurrent_gated_delta_rule)
    tri = grads(chunk_gated_delta_rule, chunk_size=chunk_size)

    names = ["dq", "dk", "dv", "dg", "dbeta", "dh0"]
    for name, ref_grad, tri_grad in zip(names, ref, tri, strict=True):
        assert_close(name, ref_grad, tri_grad, ratio=1e-5)


@pytest.mark.parametrize("chunk_size", [32, 64])
@pytest.mark.parametrize("T", [100, 500])
def test_chunk_matches_transformers(T, chunk_size):
    q, k, v, g, beta, h0 = make_inputs(2, T, 2, 32, 32)

    ref_o, ref_ht = torch_chunk_gated_delta_rule(
        query=q,
        key=k,
        value=v,
        g=g,
        beta=beta,
        chunk_size=chunk_size,
        initial_state=h0,
        output_final_state=True,
    )
    tri_o, tri_ht = chunk_gated_delta_rule(
        q=q,
        k=k,
        v=v,
        g=g,
        beta=beta,
        chunk_size=chunk_size,
        initial_state=h0,
        output_final_state=True,
    )

    assert_close("o", ref_o, tri_o, ratio=1e-5)
    assert_close("ht", ref_ht, tri_ht, ratio=1e-5)


@pytest.mark.parametrize("use_h0", [False, True], ids=["no_h0", "h0"])
@pytest.mark.parametrize(("T", "chunk_size"), [(100, 32), (64, 16), (70, 64)])
def test_chunk_states_are_naive_states_before_each_chunk(T, chunk_size, use_h0):
    q, k, v, g, beta, h0 = make_inputs(2, T, 2, 16, 24)
    h0 = h0 if use_h0 else None

    _, ht, chunk_states = chunk_gated_delta_rule(
        q=q,
        k=k,
        v=v,
        g=g,
        beta=beta,
        initial_state=h0,
        output_final_state=True,
        chunk_size=chunk_size,
        return_chunk_states=True,
    )

    num_chunks = -(-T // chunk_size)
    assert chunk_states.shape == (2, num_chunks, 2, 16, 24)
    expected_first = torch.zeros(2, 2, 16, 24) if h0 is None else h0
    assert torch.equal(chunk_states[:, 0], expected_first)
    for c in range(1, num_chunks):
        end = c * chunk_size
        _, expected = naive_recurrent_gated_delta_rule(
            q[:, :end],
            k[:, :end],
            v[:, :end],
            g[:, :end],
            beta[:, :end],
            initial_state=h0,
            output_final_state=True,
        )
        assert_close(f"chunk_states[:, {c}]", expected, chunk_states[:, c], ratio=1e-5)
    _, expected_ht = naive_recurrent_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True
    )
    assert_close("ht", expected_ht, ht, ratio=1e-5)


def test_chunk_states_carry_gradients():
    q, k, v, g, beta, h0 = make_inputs(1, 96, 2, 16, 16, requires_grad=True)

    _, _, states = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, chunk_size=32, return_chunk_states=True
    )
    states[:, 2].sum().backward()

    # the state before chunk 2 depends on the first two chunks only
    assert k.grad[:, :64].abs().sum() > 0
    assert torch.all(k.grad[:, 64:] == 0)
    assert h0.grad.abs().sum() > 0


def test_inference_and_autograd_paths_agree():
    q, k, v, g, beta, h0 = make_inputs(2, 200, 2, 32, 32)
    kwargs = {"initial_state": h0, "output_final_state": True, "return_chunk_states": True}

    with torch.inference_mode():
        fast = chunk_gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, **kwargs)
    traced = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta.clone().requires_grad_(), **kwargs
    )

    for name, a, b in zip(["o", "ht", "chunk_states"], fast, traced, strict=True):
        assert torch.allclose(a, b.detach(), rtol=0, atol=1e-6), name


def test_inputs_are_left_untouched():
    inputs = make_inputs(1, 64, 2, 16, 16)
    copies = [x.clone() for x in inputs]
    q, k, v, g, beta, h0 = inputs

    with torch.inference_mode():
        chunk_gated_delta_rule(
            q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, return_chunk_states=True
        )

    for x, saved in zip(inputs, copies, strict=True):
        assert torch.equal(x, saved)


def test_padding_leaves_the_state_unchanged():
    q, k, v, g, beta, h0 = make_inputs(1, 33, 2, 16, 16)

    _, ht_padded = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True, chunk_size=64
    )
    _, ht_exact = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True, chunk_size=33
    )

    assert_close("ht", ht_exact, ht_padded, ratio=1e-5)


@pytest.mark.parametrize("g_value", [0.0, -0.05, -20.0], ids=["no_decay", "slow", "fast"])
def test_extreme_decays_match_naive(g_value):
    q, k, v, _, beta, h0 = make_inputs(1, 150, 2, 16, 16)
    g = torch.full(beta.shape, g_value)

    ref_o, ref_ht = naive_recurrent_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True
    )
    tri_o, tri_ht = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True, chunk_size=64
    )

    assert_close("o", ref_o, tri_o, ratio=1e-5)
    assert_close("ht", ref_ht, tri_ht, ratio=1e-5)


def test_custom_scale_matches_naive():
    q, k, v, g, beta, _ = make_inputs(1, 80, 2, 16, 16)

    ref_o, _ = naive_recurrent_gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, scale=0.3)
    tri_o, ht = chunk_gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, scale=0.3, chunk_size=32)

    assert ht is None
    assert_close("o", ref_o, tri_o, ratio=1e-5)


@pytest.mark.parametrize("fn", [naive_recurrent_gated_delta_rule, chunk_gated_delta_rule])
def test_bfloat16_inputs_return_bfloat16_and_float32_state(fn):
    q, k, v, g, beta, h0 = make_inputs(1, 70, 2, 16, 16)
    ref_o, ref_ht = naive_recurrent_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True
    )

    q, k, v, g, beta, h0 = (x.bfloat16() for x in (q, k, v, g, beta, h0))
    o, ht = fn(q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True)

    assert o.dtype == torch.bfloat16
    assert ht.dtype == torch.float32
    assert_close("o", ref_o, o, ratio=5e-2)
    assert_close("ht", ref_ht, ht, ratio=5e-2)


@pytest.mark.parametrize("fn", [naive_recurrent_gated_delta_rule, chunk_gated_delta_rule])
def test_empty_sequence_returns_the_initial_state(fn):
    q, k, v, g, beta, h0 = make_inputs(2, 0, 3, 8, 4)

    o, ht = fn(q=q, k=k, v=v, g=g, beta=beta, initial_state=h0, output_final_state=True)

    assert o.shape == (2, 0, 3, 4)
    assert torch.equal(ht, h0)


def test_empty_sequence_has_no_chunk_states():
    q, k, v, g, beta, _ = make_inputs(1, 0, 2, 8, 4)

    _, ht, states = chunk_gated_delta_rule(
        q=q, k=k, v=v, g=g, beta=beta, output_final_state=True, return_chunk_states=True
    )

    assert torch.equal(ht, torch.zeros(1, 2, 8, 4))
    assert states.shape == (1, 0, 2, 8, 4)


def bad_inputs():
    q, k, v, g, beta, h0 = make_inputs(2, 10, 3, 8, 4)
    return [
        pytest.param({"q": q[0]}, r"q must be \[B, T, H, K\], got shape \(10, 3, 8\)", id="q_3d"),
        pytest.param({"k": k[:, :9]}, r"k must have the shape of q .*\(2, 9, 3, 8\)", id="k_len"),
        pytest.param({"v": v[:, :, :2]}, r"v must be \[B, T, H, V\].*\(2, 10, 2, 4\)", id="v_H"),
        pytest.param({"g": g[..., None]}, r"g must be \[B, T, H\] = \(2, 10, 3\)", id="g_4d"),
        pytest.param({"beta": beta[:1]}, r"beta must be \[B, T, H\].*\(1, 10, 3\)", id="beta_B"),
        pytest.param(
            {"initial_state": h0[..., :3]},
            r"initial_state must be \[B, H, K, V\] = \(2, 3, 8, 4\).*\(2, 3, 8, 3\)",
            id="h0_shape",
        ),
        pytest.param({"v": v.double()}, r"q, k, v must share one dtype", id="v_dtype"),
        pytest.param({"g": g.long()}, r"g must be floating point, got dtype torch.int64", id="g"),
    ]


@pytest.mark.parametrize("fn", [naive_recurrent_gated_delta_rule, chunk_gated_delta_rule])
@pytest.mark.parametrize(("override", "message"), bad_inputs())
def test_bad_inputs_raise_value_error_naming_the_shapes(fn, override, message):
    q, k, v, g, beta, h0 = make_inputs(2, 10, 3, 8, 4)
    args = {"q": q, "k": k, "v": v, "g": g, "beta": beta, "initial_state": h0} | override
    initial_state = args.pop("initial_state")

    with pytest.raises(ValueError, match=message):
        fn(**args, initial_state=initial_state)


@pytest.mark.parametrize("chunk_size", [0, -4, 2.5, True])
def test_bad_chunk_size_raises_value_error(chunk_size):
    q, k, v, g, beta, _ = make_inputs(1, 10, 1, 8, 4)

    with pytest.raises(ValueError, match="chunk_size must be a positive int"):
        chunk_gated_delta_rule(q=q, k=k, v=v, g=g, beta=beta, chunk_size=chunk_size)


@pytest.mark.parametrize("n", [1, 2, 7, 16, 17, 48, 64, 100])
def test_unit_lower_inverse_matches_triangular_solve(n):
    a = torch.randn(3, 2, n, n, dtype=torch.float64) * 0.3

    eye = torch.eye(n, dtype=torch.float64).expand(3, 2, n, n)
    expected = torch.linalg.solve_triangular(a, eye, upper=False, unitriangular=True)

    assert_close("inverse", expected, unit_lower_inverse(a), ratio=1e-12)


def test_unit_lower_inverse_of_a_strided_view():
    a = (torch.randn(3, 2, 40, 40, dtype=torch.float64) * 0.3)[..., :32, :32]

    eye = torch.eye(32, dtype=torch.float64).expand(3, 2, 32, 32)
    expected = torch.linalg.solve_triangular(a, eye, upper=False, unitriangular=True)

    assert_close("inverse", expected, unit_lower_inverse(a), ratio=1e-12)


def test_unit_lower_inverse_gradient():
    # 20 is padded to 32: one leaf, one merge and the crop are all on the gradient's path
    a = (torch.randn(2, 20, 20, dtype=torch.float64) * 0.2).requires_grad_()

    assert torch.autograd.gradcheck(unit_lower_inverse, (a,), fast_mode=True)
