"""Weight-only INT4 (clover_model.quantize): the experts' linear view, the error of each
quantised linear against the quantisation step, a quantised model against its float twin, and
an INT4 checkpoint through save and load."""

import copy
import sys

import pytest
import torch
from torch import nn

from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.moe import CloverExperts
from clover_model.quantize import (
    ExpertLinears,
    int4_config,
    int4_filter,
    int4_tensor_class,
    is_int4_checkpoint,
    load_int4,
    quantize_int4,
    save_int4,
    torchao_or_explain,
    view_experts_as_linears,
    weights_bytes,
)
from tests.clover_model.conftest import random_model

GROUP = 32
# RTN to 16 levels per group of 32 Gaussian weights: the group spans about 4 standard
# deviations, a step is 4/15 of one and the rounding error step/sqrt(12), so a linear's output
# moves by about 8% of its norm (measured: 7.6% to 8.6% on the demo checkpoint)
LINEAR_REL_ERROR = 0.1
# the INT4 kernel against a bfloat16 matmul with the dequantised weights: bfloat16 rounding
KERNEL_REL_ERROR = 1e-2


def tiny_config(**overrides) -> CloverConfig:
    # expert width 64: every quantised linear's input is a multiple of the group size
    return CloverConfig.from_preset("clover-tiny", **{"moe_intermediate_size": 64, **overrides})


def rel_error(a: torch.Tensor, b: torch.Tensor) -> float:
    return ((a.float() - b.float()).norm() / b.float().norm()).item()


def block_logits(model: CloverForBlockDiffusionLM, seed: int = 0) -> torch.Tensor:
    """Logits of a masked block after a 21-token prompt (off the block grid)."""
    generator = torch.Generator().manual_seed(seed)
    prompt = torch.randint(3, model.config.vocab_size - 1, (2, 21), generator=generator)
    with torch.inference_mode():
        cache = model.prefill(prompt, torch.ones_like(prompt, dtype=torch.bool))
        block = torch.full((2, model.config.block_size), model.config.mask_token_id)
        return model.block_logits(block, cache).float()


def kernel_weights(linear: nn.Linear) -> torch.Tensor:
    """The weights an INT4 linear's kernel multiplies by (out, in), read through the kernel
    (torchao's CPU tensor has no dequantize): the linear of the identity matrix."""
    with torch.no_grad():
        return linear(torch.eye(linear.in_features, dtype=torch.bfloat16)).T.float()


@pytest.fixture
def float_model() -> CloverForBlockDiffusionLM:
    return random_model(tiny_config()).to(torch.bfloat16)


def test_the_experts_linear_view_computes_what_the_stacked_experts_compute():
    experts = random_model(tiny_config()).model.layers[0].mlp.experts
    assert isinstance(experts, CloverExperts)
    view = ExpertLinears.from_experts(experts)
    x = torch.randn(13, 96)
    top_weights, top_index = torch.rand(13, 2).softmax(-1), torch.randint(0, 8, (13, 2))
    with torch.no_grad():
        expected = experts(x, top_index, top_weights)
        torch.testing.assert_close(view(x, top_index, top_weights), expected)


def quantised_linears(model, *, gdn: bool) -> list[tuple[str, nn.Linear]]:
    chosen = int4_filter(gdn=gdn)
    return [(n, m) for n, m in model.model.named_modules() if chosen(m, n)]


def test_each_quantised_linear_is_within_half_a_step_of_its_float_weights(float_model):
    reference = dict(view_experts_as_linears(copy.deepcopy(float_model)).model.named_modules())
    # round to nearest (tinygemm's choice of scale and zero point), every linear there is
    quantised = quantize_int4(float_model, group_size=GROUP, algorithm="tinygemm", gdn=True)
    packed = int4_tensor_class("cpu")
    linears = quantised_linears(quantised, gdn=True)
    # 4 layers: the mixers' 4 or 3 linears, 3 in the shared expert, 2 per routed expert (8)
    assert len(linears) == 2 * 4 + 2 * 3 + 4 * (3 + 2 * 8)
    for name, module in linears:
        assert isinstance(module.weight, packed), name
        weight = kernel_weights(module)
        original = reference[name].weight.float()
        groups = original.reshape(original.shape[0], -1, GROUP)
        step = (groups.amax(-1) - groups.amin(-1)) / 15
        # rounding to the nearest of 16 levels: at most half a step (plus a tenth for the
        # bfloat16 arithmetic of the scale, zero point and rounding; measured: 0.59), and on
        # average a quarter of one, as for an error uniform in half a step either way
        error = (weight - original).abs().reshape_as(groups) / step[..., None]
        assert error.max() < 0.6, name
        assert 0.2 < error.mean() < 0.3, name
        x = torch.randn(16, module.in_features, dtype=torch.bfloat16)
        out = module(x)
        assert rel_error(out, x.float() @ weight.T) < KERNEL_REL_ERROR, name
        error = rel_error(out, reference[name](x))
        assert 0 < error < LINEAR_REL_ERROR, name


def test_hqq_fits_each_linear_closer_than_rounding_to_the_range(float_model):
    reference = dict(view_experts_as_linears(copy.deepcopy(float_model)).model.named_modules())
    errors = {}
    for algorithm in ("tinygemm", "hqq"):
        model = quantize_int4(copy.deepcopy(float_model), algorithm=algorithm, gdn=True)
        errors[algorithm] = []
        for name, module in quantised_linears(model, gdn=True):
            x = torch.randn(16, module.in_features, dtype=torch.bfloat16)
            errors[algorithm].append(rel_error(module(x), reference[name](x)))
    assert max(errors["hqq"]) < LINEAR_REL_ERROR
    assert sum(errors["hqq"]) < sum(errors["tinygemm"])


def test_what_stays_in_high_precision(float_model):
    quantised = quantize_int4(float_model, group_size=GROUP)
    assert len(quantised_linears(quantised, gdn=False)) == 2 * 4 + 4 * (3 + 2 * 8)
    for index in (0, 1):
        layer = quantised.model.layers[index]
        kept = [quantised.model.embed_tokens, layer.mlp.gate, layer.mlp.shared_expert_gate]
        if index == 0:  # by default the GDN's projections too
            mixer = layer.linear_attn
            kept += [mixer.in_proj_a, mixer.in_proj_b, mixer.in_proj_qkv, mixer.in_proj_z]
            kept.append(mixer.out_proj)
        for module in kept:
            assert type(module.weight) is nn.Parameter, module
            assert module.weight.dtype == torch.bfloat16
    assert quantised.lm_head.weight is quantised.model.embed_tokens.weight
    assert quantised.config.clover_int4["left_in_bfloat16"] == []


def test_a_linear_whose_input_is_not_a_multiple_of_the_group_stays_bfloat16_and_is_named():
    # clover-tiny's experts are 48 wide: their down projections cannot form groups of 32
    model = random_model(tiny_config(moe_intermediate_size=48)).to(torch.bfloat16)
    kept = quantize_int4(model, group_size=GROUP).config.clover_int4["left_in_bfloat16"]
    assert kept == [f"model.layers.{i}.mlp.experts.down.{e}" for i in range(4) for e in range(8)]


@pytest.mark.parametrize(
    "options",
    [{}, {"algorithm": "tinygemm", "gdn": True}],
    ids=["hqq-without-gdn", "tinygemm-with-gdn"],
)
def test_a_quantised_model_is_its_float_twin_up_to_the_weights_rounding(float_model, options):
    expected = block_logits(float_model)
    quantised = quantize_int4(copy.deepcopy(float_model), group_size=GROUP, **options)
    # the float model with the very weights the INT4 kernels read
    rounded = copy.deepcopy(float_model)
    rounded_linears = dict(rounded.model.named_modules())
    for name, module in quantised.model.named_modules():
        if name.endswith(".experts"):
            for expert in range(8):
                up = kernel_weights(module.gate_up[expert])
                down = kernel_weights(module.down[expert])
                rounded_linears[name].gate_up_proj.data[expert] = up
                rounded_linears[name].down_proj.data[expert] = down
        elif int4_filter(gdn=True)(module, name) and ".experts." not in name:
            rounded_linears[name].weight.data = kernel_weights(module).to(torch.bfloat16)
    got = block_logits(quantised)
    # same weights, other kernels: bfloat16 rounding through four layers
    assert rel_error(got, block_logits(rounded)) < 3e-2
    # against the float weights: each linear is ~8% off and a token passes through some
    # sixteen of them (a mixer's two and an expert's two, in 4 layers); independent errors add
    # in quadrature, damped by the residual stream (measured: 0.06 and 0.15)
    error = rel_error(got, expected)
    assert 0 < error < 2 * LINEAR_REL_ERROR
    agree = (got.argmax(-1) == expected.argmax(-1)).float().mean().item()
    assert agree > 0.8


def test_an_int4_checkpoint_loads_back_bit_for_bit(float_model, tmp_path):
    source = tmp_path / "float"
    float_model.save_pretrained(source)
    (source / "tokenizer_config.json").write_text("{}")
    quantised = quantize_int4(float_model, group_size=GROUP)
    save_int4(quantised, tmp_path / "int4", source=source)
    assert is_int4_checkpoint(tmp_path / "int4") and not is_int4_checkpoint(source)
    assert (tmp_path / "int4" / "tokenizer_config.json").exists()
    assert not list((tmp_path / "int4").glob("*.safetensors"))
    loaded = load_int4(tmp_path / "int4")
    assert isinstance(loaded.model.layers[3].mlp.experts.down[7].weight, int4_tensor_class("cpu"))
    assert loaded.lm_head.weight is loaded.model.embed_tokens.weight
    assert torch.equal(block_logits(loaded), block_logits(quantised))
    # the routed experts and most linears at about 4.5 bits, the embedding table at 16
    assert weights_bytes(tmp_path / "int4") < 0.6 * weights_bytes(source)


def test_an_int4_checkpoint_refuses_a_device_it_was_not_packed_for(float_model, tmp_path):
    save_int4(quantize_int4(float_model, group_size=GROUP), tmp_path)
    with pytest.raises(ValueError, match="packed for cpu, not cuda"):
        load_int4(tmp_path, device="cuda")


def test_without_torchao_the_error_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "torchao", None)
    with pytest.raises(ImportError, match=r"pip install 'clover-genui\[quant\]'"):
        torchao_or_explain()


def test_int4_computes_in_bfloat16():
    with pytest.raises(ValueError, match="bfloat16"):
        quantize_int4(random_model(tiny_config()), group_size=GROUP)


def test_on_cuda_the_configuration_is_tinygemms_tile_packed_format():
    # built without a GPU: the CUDA path's arguments reach torchao's configuration
    config = int4_config(group_size=64, device="cuda", algorithm="hqq")
    assert type(config).__name__ == "Int4WeightOnlyConfig"
    assert config.int4_packing_format == "tile_packed_to_4d"
    assert config.int4_choose_qparams_algorithm == "hqq" and config.group_size == 64
    assert int4_tensor_class("cuda").__name__ == "Int4TilePackedTo4dTensor"
    with pytest.raises(ValueError, match="cpu or cuda, not mps"):
        int4_config(group_size=32, device="mps")
