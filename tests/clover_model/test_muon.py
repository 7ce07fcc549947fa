"""Muon for the layers' matrices, AdamW for the rest: which parameter goes where, the
orthogonalised update, and a loss that falls."""

import pytest
import torch

from clover_model import CloverForBlockDiffusionLM
from clover_model.muon import MuonAdamW, orthogonalize, param_groups
from clover_model.train import TrainConfig, make_optimizer


@pytest.mark.parametrize("shape", [(24, 24), (40, 16), (16, 40), (3, 32, 48)], ids=str)
def test_orthogonalize_pushes_the_singular_values_near_one(shape):
    torch.manual_seed(0)
    update = torch.randn(shape) * torch.logspace(-1, 1, shape[-1])  # spread over 100x
    result = orthogonalize(update)
    assert result.shape == update.shape
    # sorted, per matrix; five iterations lift all but the smallest few into about [0.7, 1.2]
    singular = torch.linalg.svdvals(result)
    kept = singular[..., : (3 * singular.shape[-1]) // 4]
    assert kept.min() > 0.5 and singular.max() < 1.3


def test_muon_takes_the_layers_matrices_and_adamw_the_rest(tiny_config):
    model = CloverForBlockDiffusionLM(tiny_config)
    groups = param_groups(model, muon_lr=0.02, adamw_lr=1e-3, weight_decay=0.1)
    names = {id(p): n for n, p in model.named_parameters()}
    muon = {names[id(p)] for g in groups if g["muon"] for p in g["params"]}
    adamw = {names[id(p)] for g in groups if not g["muon"] for p in g["params"]}
    assert muon.isdisjoint(adamw) and len(muon | adamw) == len(names)
    assert "model.layers.0.mlp.experts.gate_up_proj" in muon  # 3-D: one matrix per expert
    assert "model.layers.0.linear_attn.out_proj.weight" in muon
    assert "model.embed_tokens.weight" in adamw  # tied with the LM head
    assert "model.layers.0.mlp.gate.weight" in adamw  # the router: too few rows
    assert "model.layers.0.linear_attn.conv1d.weight" in adamw
    assert all(g["base_lr"] == g["lr"] for g in groups)


def test_muon_with_adamw_fits_a_small_regression_and_resumes_from_its_state():
    torch.manual_seed(0)
    layers = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(), torch.nn.Linear(64, 8))
    model = torch.nn.Module()
    model.layers = layers  # named "layers.*", as the Clover layers are
    x, y = torch.randn(256, 32), torch.randn(256, 8)
    groups = param_groups(model, muon_lr=0.02, adamw_lr=3e-3, weight_decay=0.0)
    assert [len(g["params"]) for g in groups if g["muon"]] == [1]  # 64 x 32; 8 x 64 too thin
    optimizer = MuonAdamW(groups)
    first = None
    for _ in range(60):
        loss = torch.nn.functional.mse_loss(layers(x), y)
        first = first if first is not None else loss.item()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    assert loss.item() < 0.5 * first
    again = MuonAdamW(param_groups(model, muon_lr=0.02, adamw_lr=3e-3, weight_decay=0.0))
    again.load_state_dict(optimizer.state_dict())
    assert torch.equal(
        again.state[layers[0].weight]["momentum_buffer"],
        optimizer.state[layers[0].weight]["momentum_buffer"],
    )


def test_the_training_optimizer_is_adamw_or_muon(tiny_config):
    model = CloverForBlockDiffusionLM(tiny_config)
    assert isinstance(make_optimizer(model, TrainConfig()), MuonAdamW)
    adamw = make_optimizer(model, TrainConfig(optimizer="adamw"))
    assert isinstance(adamw, torch.optim.AdamW)
    decayed = {id(p) for g in adamw.param_groups if g["weight_decay"] > 0 for p in g["params"]}
    assert decayed == {
        id(p) for n, p in model.named_parameters() if p.ndim >= 2 and "embed" not in n
    }
    with pytest.raises(ValueError, match="optimizer"):
        make_optimizer(model, TrainConfig(optimizer="sgd"))
