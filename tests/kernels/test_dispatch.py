"""The kernel backend is chosen in one place and tests can flip it.

Run: python -m pytest tests/kernels/test_dispatch.py -q -p no:django
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
import torch.nn.functional as F

import clover_kernels
from clover_kernels import dispatch
from clover_kernels.testing import assert_close


def gdn_inputs(T=40):
    q = F.normalize(torch.randn(1, T, 2, 8), dim=-1)
    k = F.normalize(torch.randn(1, T, 2, 8), dim=-1)
    v = torch.randn(1, T, 2, 4)
    g = F.logsigmoid(torch.randn(1, T, 2))
    beta = torch.rand(1, T, 2)
    return {"q": q, "k": k, "v": v, "g": g, "beta": beta}


def spy(monkeypatch, name):
    """Replace `dispatch.<name>` by a wrapper that records its calls."""
    calls = []
    original = getattr(dispatch, name)

    def wrapper(*args, **kwargs):
        calls.append(name)
        return original(*args, **kwargs)

    monkeypatch.setattr(dispatch, name, wrapper)
    return calls


def test_fast_backend_is_the_default():
    # read in a fresh interpreter: here the autouse fixture has set the backend to "fast"
    env = {name: value for name, value in os.environ.items() if name != dispatch.ENV_VAR}
    result = subprocess.run(
        [sys.executable, "-c", "import clover_kernels; print(clover_kernels.get_backend())"],
        cwd=Path(__file__).resolve().parents[2],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )

    assert result.stdout.strip() == "fast"


def test_set_backend_routes_the_gated_delta_rule(monkeypatch):
    naive_calls = spy(monkeypatch, "naive_recurrent_gated_delta_rule")
    chunk_calls = spy(monkeypatch, "chunk_gated_delta_rule")

    clover_kernels.gated_delta_rule(**gdn_inputs())
    clover_kernels.set_backend("naive")
    clover_kernels.gated_delta_rule(**gdn_inputs())

    assert chunk_calls == ["chunk_gated_delta_rule"]
    assert naive_calls == ["naive_recurrent_gated_delta_rule"]


def test_use_backend_routes_block_attention_and_restores(monkeypatch):
    naive_calls = spy(monkeypatch, "naive_block_attention")
    fused_calls = spy(monkeypatch, "fused_block_attention")
    x = gdn_inputs()
    q, k, v = x["q"], x["k"], x["v"]
    kwargs = {
        "history": torch.randn_like(v),
        "history_logit": torch.randn(q.shape[:3]),
        "calibration": torch.randn(2),
        "block_size": 8,
    }

    with clover_kernels.use_backend("naive"):
        naive_o = clover_kernels.block_attention(q, k, v, **kwargs)
    fast_o = clover_kernels.block_attention(q, k, v, **kwargs)

    assert clover_kernels.get_backend() == "fast"
    assert naive_calls == ["naive_block_attention"]
    assert fused_calls == ["fused_block_attention"]
    assert_close("o", naive_o, fast_o, ratio=1e-5)


def test_naive_backend_gives_the_same_chunk_states():
    kwargs = gdn_inputs(T=70) | {
        "initial_state": torch.randn(1, 2, 8, 4),
        "output_final_state": True,
        "chunk_size": 32,
        "return_chunk_states": True,
    }

    fast = clover_kernels.gated_delta_rule(**kwargs)
    with clover_kernels.use_backend("naive"):
        naive = clover_kernels.gated_delta_rule(**kwargs)

    for name, expected, actual in zip(["o", "ht", "chunk_states"], naive, fast, strict=True):
        assert_close(name, expected, actual, ratio=1e-5)


def test_unknown_backend_is_refused():
    with pytest.raises(ValueError, match="backend must be one of"):
        clover_kernels.set_backend("triton")
    assert clover_kernels.get_backend() == "fast"


@pytest.mark.parametrize(
    ("value", "expected"), [("naive", "naive"), (" FAST ", "fast"), ("", "fast")]
)
def test_environment_variable_selects_the_backend(monkeypatch, value, expected):
    monkeypatch.setenv("CLOVER_KERNELS", value)

    assert dispatch._backend_from_env() == expected


def test_bad_environment_variable_is_refused(monkeypatch):
    monkeypatch.setenv("CLOVER_KERNELS", "cuda")

    with pytest.raises(ValueError, match="CLOVER_KERNELS must be one of"):
        dispatch._backend_from_env()


def test_cpu_tensors_never_reach_fla(monkeypatch):
    monkeypatch.setattr(dispatch, "_fla_chunk_gated_delta_rule", pytest.fail)

    o, _ = clover_kernels.gated_delta_rule(**gdn_inputs())

    assert o.shape == (1, 40, 2, 4)


def test_fallback_warning_is_given_once(monkeypatch):
    monkeypatch.setattr(dispatch, "_warned_fallback", False)

    with pytest.warns(RuntimeWarning, match="fla is not importable") as record:
        dispatch._warn_fallback_once("fla is not importable")
        dispatch._warn_fallback_once("fla is not importable")

    assert len(record) == 1


def test_naive_backend_validates_chunk_states_requests():
    with (
        clover_kernels.use_backend("naive"),
        pytest.raises(ValueError, match="chunk_size must be a positive int, got 0"),
    ):
        clover_kernels.gated_delta_rule(**gdn_inputs(), chunk_size=0, return_chunk_states=True)


class _OnCuda(torch.Tensor):
    """A CPU tensor that says it is on CUDA: the CUDA branch of the dispatch, run here."""

    @property
    def is_cuda(self):
        return True


def fla_0_5_chunk_gated_delta_rule(
    q,
    k,
    v,
    g,
    beta,
    scale=None,
    initial_state=None,
    output_final_state=False,
    use_qk_l2norm_in_kernel=False,
    use_beta_sigmoid_in_kernel=False,
    allow_neg_eigval=False,
    state_v_first=False,
    cu_seqlens=None,
    cu_seqlens_cpu=None,
    chunk_indices=None,
    cp_context=None,
    **kwargs,
):
    """The signature of fla 0.5.2's `fla.ops.gated_delta_rule.chunk_gated_delta_rule` (fla
    takes q, k, v as [B, T, H, K], g in log space, states as [N, H, K, V]); its **kwargs would
    swallow a misspelt option silently, so the test checks none lands there."""
    raise AssertionError("replaced by a recording stand-in")


def test_cuda_tensors_reach_fla_with_arguments_its_signature_binds(monkeypatch):
    import inspect

    received = {}

    def fla(**kwargs):
        bound = inspect.signature(fla_0_5_chunk_gated_delta_rule).bind(**kwargs)
        assert bound.arguments.get("kwargs", {}) == {}, "an option fla would ignore"
        received.update(kwargs)
        plain = {
            k: v.as_subclass(torch.Tensor) if torch.is_tensor(v) else v for k, v in kwargs.items()
        }
        return clover_kernels.chunk_gated_delta_rule(**plain)

    monkeypatch.setattr(dispatch, "_fla_chunk_gated_delta_rule", lambda: fla)
    inputs = gdn_inputs()
    state = torch.randn(1, 2, 8, 4)
    on_cuda = {name: tensor.as_subclass(_OnCuda) for name, tensor in inputs.items()}

    o, final = clover_kernels.gated_delta_rule(
        **on_cuda,
        initial_state=state.as_subclass(_OnCuda),
        output_final_state=True,
        scale=0.5,
        chunk_size=16,
    )
    expected_o, expected_final = clover_kernels.chunk_gated_delta_rule(
        **inputs, initial_state=state, output_final_state=True, scale=0.5
    )

    assert set(received) == {
        "q",
        "k",
        "v",
        "g",
        "beta",
        "initial_state",
        "output_final_state",
        "scale",
    }
    assert received["q"].shape == (1, 40, 2, 8) and received["initial_state"].shape == (1, 2, 8, 4)
    assert_close("o", expected_o, o.as_subclass(torch.Tensor), ratio=1e-6)
    assert_close("state", expected_final, final.as_subclass(torch.Tensor), ratio=1e-6)


def test_chunk_states_on_cuda_stay_with_the_torch_kernel(monkeypatch):
    monkeypatch.setattr(dispatch, "_fla_chunk_gated_delta_rule", pytest.fail)
    on_cuda = {name: tensor.as_subclass(_OnCuda) for name, tensor in gdn_inputs().items()}

    o, _, states = clover_kernels.gated_delta_rule(**on_cuda, return_chunk_states=True)

    assert o.shape == (1, 40, 2, 4) and states.shape[1] == 1
