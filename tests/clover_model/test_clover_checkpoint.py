"""Checkpoints: sharded safetensors round trips and loading through the transformers Auto
classes."""

import torch
from transformers import AutoConfig, AutoModel, AutoModelForMaskedLM

from clover_model import CloverConfig, CloverForBlockDiffusionLM, CloverModel


def test_sharded_safetensors_round_trip_gives_identical_logits(model, tmp_path):
    model.save_pretrained(tmp_path, max_shard_size="300KB")
    shards = sorted(p.name for p in tmp_path.glob("*.safetensors"))
    assert len(shards) > 1 and (tmp_path / "model.safetensors.index.json").exists()
    loaded = CloverForBlockDiffusionLM.from_pretrained(tmp_path).eval()
    ids = torch.randint(2, 500, (2, 19))
    noisy = torch.where(torch.rand(ids.shape) < 0.5, model.config.mask_token_id, ids)
    with torch.no_grad():
        assert torch.equal(
            loaded(ids, noisy_input_ids=noisy).logits, model(ids, noisy_input_ids=noisy).logits
        )
    for name, tensor in model.state_dict().items():
        assert torch.equal(loaded.state_dict()[name], tensor), name


def test_tied_embeddings_stay_tied_after_loading(model, tmp_path):
    assert model.config.tie_word_embeddings
    model.save_pretrained(tmp_path)
    loaded = CloverForBlockDiffusionLM.from_pretrained(tmp_path)
    assert loaded.lm_head.weight.data_ptr() == loaded.model.embed_tokens.weight.data_ptr()


def test_auto_classes_load_the_clover_config_trunk_and_lm(model, tmp_path):
    model.save_pretrained(tmp_path)
    config = AutoConfig.from_pretrained(tmp_path)
    assert isinstance(config, CloverConfig) and config.block_size == model.config.block_size
    lm = AutoModelForMaskedLM.from_pretrained(tmp_path)
    assert isinstance(lm, CloverForBlockDiffusionLM)
    trunk = AutoModel.from_pretrained(tmp_path).eval()
    assert isinstance(trunk, CloverModel)
    ids = torch.randint(2, 500, (1, 11))
    with torch.no_grad():
        torch.testing.assert_close(
            trunk(ids).last_hidden_state, model.model(ids).clean_hidden_state
        )
    torch.testing.assert_close(trunk.embed_tokens.weight, model.model.embed_tokens.weight)
    torch.testing.assert_close(
        trunk.layers[0].linear_attn.right_conv1d.weight,
        model.model.layers[0].linear_attn.right_conv1d.weight,
    )


def test_a_causal_only_checkpoint_loads_with_a_silent_right_context_branch(tmp_path):
    torch.manual_seed(0)
    causal_only = CloverForBlockDiffusionLM(
        CloverConfig.from_preset("clover-tiny", use_right_conv=False)
    ).eval()
    causal_only.save_pretrained(tmp_path)
    loaded = CloverForBlockDiffusionLM.from_pretrained(tmp_path, use_right_conv=True).eval()
    right = loaded.model.layers[0].linear_attn.right_conv1d
    assert right is not None and not right.weight.any()
    ids = torch.randint(2, 500, (2, 19))
    noisy = torch.where(torch.rand(ids.shape) < 0.5, loaded.config.mask_token_id, ids)
    with torch.no_grad():
        # the same weights, read back from disk: equal up to float rounding
        torch.testing.assert_close(
            loaded(ids, noisy_input_ids=noisy).logits,
            causal_only(ids, noisy_input_ids=noisy).logits,
            atol=1e-6,
            rtol=0,
        )
