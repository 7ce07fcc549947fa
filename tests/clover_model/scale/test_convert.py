"""Conversion of Qwen3-Next and Qwen3.5-MoE checkpoints into Clover (`clover_model.scale.convert`,
`conversion_plan`, `conversion_check`).

The sources are tiny random models built and saved by transformers (per-expert weights, several
shards, a tokenizer without a mask token, a multi-token-prediction head added by hand; the
Qwen3.5-MoE one multimodal with a vision tower). Logits are compared with every block of size 1,
where Clover reads text causally as the source does.
"""

import json
import re
import subprocess
import sys
from functools import partial
from pathlib import Path

import pytest
import torch
from safetensors.torch import load_file, save_file
from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
from transformers import (
    AutoTokenizer,
    PreTrainedTokenizerFast,
    Qwen3_5MoeConfig,
    Qwen3_5MoeForConditionalGeneration,
    Qwen3_5MoeTextConfig,
    Qwen3NextConfig,
    Qwen3NextForCausalLM,
)

from clover_kernels import gated_delta_rule
from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.layers import MixerOutput, zero_padding
from clover_model.scale.conversion_check import clover_causal_logits, compare_with_source, logit_kl
from clover_model.scale.conversion_plan import (
    CLOVER_ONLY,
    SourceCheckpoint,
    choose_mask_token,
    clover_config,
    plan_conversion,
    read_source,
)
from clover_model.scale.convert import convert
from clover_model.scale.convert import main as convert_main

HYBRID = ["linear_attention", "full_attention"] * 2
TINY = {
    "vocab_size": 400,
    "hidden_size": 64,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 16,
    "linear_num_key_heads": 2,
    "linear_num_value_heads": 4,
    "linear_key_head_dim": 8,
    "linear_value_head_dim": 12,
    "num_experts": 4,
    "num_experts_per_tok": 2,
    "moe_intermediate_size": 24,
    "shared_expert_intermediate_size": 32,
    # wide enough weights that the logits are far from uniform
    "initializer_range": 0.1,
    "rope_parameters": {"rope_type": "default", "rope_theta": 1e6, "partial_rotary_factor": 0.5},
}
VISION = {"depth": 1, "hidden_size": 32, "intermediate_size": 64, "num_heads": 2}
FAMILIES = ["qwen3-next", "qwen3.5-moe"]
TEXT_TOKENS = 300  # the test tokenizer's plain tokens; specials follow, then spare rows


def tiny_tokenizer() -> PreTrainedTokenizerFast:
    """A byte-level BPE like Qwen's, with Qwen's kind of special tokens and no mask token."""
    backend = Tokenizer(models.BPE())
    backend.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    backend.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=TEXT_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    backend.train_from_iterator([" ".join(f"w{i}" for i in range(500))], trainer)
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=backend)
    tokenizer.add_special_tokens(
        {
            "eos_token": "<|im_end|>",
            "pad_token": "<|endoftext|>",
            "additional_special_tokens": ["<|im_start|>", "<|fim_pad|>"],
        }
    )
    return tokenizer


def add_tensors(folder, tensors: dict[str, torch.Tensor]) -> None:
    """Store extra tensors in a shard of their own and list them in the index."""
    save_file(tensors, folder / "extra.safetensors", metadata={"format": "pt"})
    index_path = folder / "model.safetensors.index.json"
    index = json.loads(index_path.read_text())
    index["weight_map"].update(dict.fromkeys(tensors, "extra.safetensors"))
    index_path.write_text(json.dumps(index))


def build_source(family: str, folder, *, layer_types=HYBRID, tie=False, seed=0, **overrides):
    """A random source model in eval mode, saved to `folder` with its tokenizer."""
    torch.manual_seed(seed)
    fields = {**TINY, "num_hidden_layers": len(layer_types), "layer_types": layer_types}
    fields |= overrides
    if family == "qwen3-next":
        config = Qwen3NextConfig(**fields, intermediate_size=40, tie_word_embeddings=tie)
        model = Qwen3NextForCausalLM(config)
    else:
        text = Qwen3_5MoeTextConfig(**fields, tie_word_embeddings=tie)
        config = Qwen3_5MoeConfig(
            text_config=text.to_dict(), vision_config=VISION, tie_word_embeddings=tie
        )
        model = Qwen3_5MoeForConditionalGeneration(config)
    with torch.no_grad():
        for name, param in model.named_parameters():
            # norms start at their neutral value: move them so a wrong convention shows
            if "norm" in name or "dt_bias" in name:
                param.add_(0.3 * torch.randn_like(param))
    model.save_pretrained(folder, max_shard_size="60KB")
    tiny_tokenizer().save_pretrained(folder)
    return model.eval()


@pytest.fixture(scope="module", params=FAMILIES)
def hybrid(request, tmp_path_factory):
    """(source model, source folder, Clover folder, report) of a GDN + attention source with a
    multi-token-prediction head."""
    source_dir = tmp_path_factory.mktemp("source")
    source = build_source(request.param, source_dir)
    add_tensors(
        source_dir, {"mtp.fc.weight": torch.randn(64, 128), "mtp.norm.weight": torch.ones(64)}
    )
    out = tmp_path_factory.mktemp("clover") / "converted"
    report = convert(source_dir, out, max_shard_size="100KB")
    return source, source_dir, out, report


def load_clover(folder, **overrides) -> CloverForBlockDiffusionLM:
    return CloverForBlockDiffusionLM.from_pretrained(folder, **overrides).eval()


def clean_logits(clover: CloverForBlockDiffusionLM, ids: torch.Tensor) -> torch.Tensor:
    return clover_causal_logits(clover, ids)


def source_logits(source, ids: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return source(input_ids=ids).logits


def kl_to_source(source_logits: torch.Tensor, clover_logits: torch.Tensor) -> float:
    """Mean over positions of KL(source || Clover)."""
    return float(logit_kl(source_logits, clover_logits).mean())


def source_readout(mixer, hidden_states, valid_mask, *, block_size, state=None, **_):
    """Clover's GDN mixer with the source's readout in place of the history unit: the same
    projections, convolution, gates, norm and output projection, and o_t = S_t^T q_t / sqrt(Dk)
    read from the state after token t (fresh state: these tests run from position 0)."""
    batch, seq_len, _ = hidden_states.shape
    mixed, z = mixer._project(hidden_states, valid_mask)
    beta, g = mixer._gates(hidden_states, valid_mask)
    left = mixed.new_zeros(batch, mixer.conv_dim, mixer.conv_kernel_size - 1)
    conv_out = zero_padding(mixer._short_conv(mixed, left, block_size), valid_mask)
    q, k, v = mixer._heads(conv_out)
    o, _ = gated_delta_rule(q, k, v, g=g, beta=beta, scale=mixer.head_k_dim**-0.5)
    out = mixer.out_proj(mixer.norm(o.to(v.dtype), z).reshape(batch, seq_len, -1))
    return MixerOutput(hidden_states=out)


def test_every_source_tensor_is_consumed_once_and_every_clover_tensor_is_written(hybrid):
    _, source_dir, out, report = hybrid
    source_names = set(read_source(source_dir).tensors)
    assert len(report.converted) == len(set(report.converted))
    assert set(report.converted) | set(report.not_converted) == source_names
    assert not set(report.converted) & set(report.not_converted)
    multimodal = report.source_model_type == "qwen3_5_moe"
    left_out = {name.split(".")[0] for name in report.not_converted}
    assert left_out == ({"mtp", "model"} if multimodal else {"mtp"})
    assert {name for name in report.not_converted if name.startswith("model.")} == {
        name for name in source_names if name.startswith("model.visual.")
    }

    clover, info = CloverForBlockDiffusionLM.from_pretrained(out, output_loading_info=True)
    assert not info["missing_keys"]
    assert not info["unexpected_keys"] and not info["mismatched_keys"]
    # the Clover-only parameters hold what a fresh model of this config starts with
    fresh = CloverForBlockDiffusionLM(clover.config).state_dict()
    loaded = clover.state_dict()
    clover_only = [name for name in loaded if name.endswith(CLOVER_ONLY)]
    assert len(clover_only) == len(CLOVER_ONLY) * clover.config.layer_types.count(
        "linear_attention"
    )
    for name in clover_only:
        assert torch.equal(loaded[name], fresh[name]), name


def test_a_tensor_no_rule_places_stops_the_command_before_writing(tmp_path):
    source_dir = tmp_path / "source"
    build_source("qwen3.5-moe", source_dir)
    name = "model.language_model.layers.0.linear_attn.extra_gate.weight"
    add_tensors(source_dir, {name: torch.zeros(4, 64)})
    with pytest.raises(ValueError, match=re.escape(name)):
        convert(source_dir, tmp_path / "out")
    assert not (tmp_path / "out").exists()
    with pytest.raises(SystemExit, match=re.escape(name)) as refused:
        convert_main(["--from", str(source_dir), "--out", str(tmp_path / "out")])
    assert str(refused.value).startswith("convert: source tensor")


def test_a_source_without_a_tokenizer_stops_the_command(tmp_path):
    source_dir = tmp_path / "source"
    build_source("qwen3-next", source_dir)
    for path in source_dir.glob("tokenizer*"):
        path.unlink()
    with pytest.raises(ValueError, match="holds no tokenizer"):
        convert(source_dir, tmp_path / "out")


def test_a_missing_expert_stops_the_command_naming_the_clover_tensor(tmp_path):
    source_dir = tmp_path / "source"
    build_source("qwen3-next", source_dir)
    missing = "model.layers.2.mlp.experts.3.up_proj.weight"
    index = json.loads((source_dir / "model.safetensors.index.json").read_text())
    shard = source_dir / index["weight_map"][missing]
    tensors = load_file(shard)
    del tensors[missing]
    save_file(tensors, shard, metadata={"format": "pt"})
    with pytest.raises(ValueError, match=r"model\.layers\.2\.mlp\.experts\.gate_up_proj"):
        convert(source_dir, tmp_path / "out")


@pytest.mark.parametrize("family", FAMILIES)
def test_full_attention_layers_reproduce_the_source_logits(family, tmp_path):
    """A source of full-attention layers only (tied embeddings for Qwen3-Next): Clover with
    blocks of 1 computes the source's function."""
    source = build_source(
        family, tmp_path / "source", layer_types=["full_attention"] * 3, tie=family == "qwen3-next"
    )
    report = convert(tmp_path / "source", tmp_path / "out")
    clover = load_clover(tmp_path / "out", block_size=1)
    assert clover.config.tie_word_embeddings == (family == "qwen3-next")
    assert report.mask_token_id == len(tiny_tokenizer())
    ids = torch.randint(0, TEXT_TOKENS, (2, 23), generator=torch.Generator().manual_seed(1))
    expected = source_logits(source, ids)
    torch.testing.assert_close(clean_logits(clover, ids), expected, rtol=0, atol=2e-5)
    assert kl_to_source(expected, clean_logits(clover, ids)) < 1e-9


def test_gdn_layers_match_the_source_once_the_history_unit_is_replaced(hybrid, monkeypatch):
    """The history unit is the one difference: with the source's readout in its place the
    converted model gives the source's logits; as converted, the KL is measured and printed."""
    source, _, out, _ = hybrid
    clover = load_clover(out, block_size=1)
    ids = torch.randint(0, TEXT_TOKENS, (2, 23), generator=torch.Generator().manual_seed(2))
    expected = source_logits(source, ids)
    kl = kl_to_source(expected, clean_logits(clover, ids))
    print(f"KL(source || Clover at initialisation), blocks of 1: {kl:.4g} nats per token")
    assert kl > 1e-4

    for layer in clover.model.layers:
        if layer.layer_type == "linear_attention":
            mixer = layer.linear_attn
            monkeypatch.setattr(mixer, "forward_clean", partial(source_readout, mixer))
    # Clover's chunked delta rule against transformers' in float32: ~2e-5 on logits of ~3.5
    torch.testing.assert_close(clean_logits(clover, ids), expected, rtol=0, atol=1e-4)


def test_the_right_context_branch_contributes_exactly_zero(hybrid):
    """With blocks of 8 there is right context in every block; the converted zero branch
    changes no bit of either stream against the same checkpoint without the branch."""
    _, _, out, _ = hybrid
    clover = load_clover(out, block_size=8)
    causal_only = load_clover(out, block_size=8, use_right_conv=False)
    for layer in clover.model.layers:
        if layer.layer_type == "linear_attention":
            assert not layer.linear_attn.right_conv1d.weight.any()
    ids = torch.randint(0, TEXT_TOKENS, (2, 21), generator=torch.Generator().manual_seed(3))
    noisy = ids.masked_fill(torch.rand(ids.shape) < 0.5, clover.config.mask_token_id)
    with torch.no_grad():
        with_branch = clover.model(ids, noisy_input_ids=noisy)
        without = causal_only.model(ids, noisy_input_ids=noisy)
    assert torch.equal(with_branch.clean_hidden_state, without.clean_hidden_state)
    assert torch.equal(with_branch.last_hidden_state, without.last_hidden_state)


def test_the_mask_token_is_the_first_embedding_row_past_the_tokenizer(hybrid):
    _, _, out, report = hybrid
    tokenizer = AutoTokenizer.from_pretrained(out)
    clover = load_clover(out)
    assert report.mask_token_id == clover.config.mask_token_id == len(tiny_tokenizer())
    assert tokenizer.mask_token == "<|mask|>"
    assert tokenizer.convert_tokens_to_ids("<|mask|>") == report.mask_token_id
    assert report.mask_token_id not in tokenizer("w1 w2 <|im_end|> w3")["input_ids"]
    assert clover.config.eos_token_id == tokenizer.eos_token_id
    assert clover.config.pad_token_id == tokenizer.pad_token_id


def test_a_requested_mask_token_must_be_a_spare_special_token():
    tokenizer = tiny_tokenizer()
    spare = tokenizer.convert_tokens_to_ids("<|fim_pad|>")
    assert choose_mask_token(tokenizer, 400, spare)[0] == spare
    assert tokenizer.mask_token_id == spare
    with pytest.raises(ValueError, match="is the text token"):
        choose_mask_token(tiny_tokenizer(), 400, 7)
    with pytest.raises(ValueError, match="not an embedding row"):
        choose_mask_token(tiny_tokenizer(), len(tokenizer))


def test_the_command_streams_shards_in_a_fraction_of_the_checkpoint_memory(tmp_path):
    """About 50 MB of source in 4 MB shards: the command's peak resident memory above its
    start, and the tensor bytes it holds, stay a fraction of the sum of the shard sizes."""
    source_dir = tmp_path / "source"
    torch.manual_seed(0)
    config = Qwen3NextConfig(
        **{**TINY, "hidden_size": 128, "num_experts": 32, "moe_intermediate_size": 128},
        num_hidden_layers=8,
        intermediate_size=128,
    )
    Qwen3NextForCausalLM(config).save_pretrained(source_dir, max_shard_size="4MB")
    tiny_tokenizer().save_pretrained(source_dir)
    out = tmp_path / "out"
    command = [sys.executable, "-m", "clover_model.scale.convert", "--from", str(source_dir)]
    command += ["--out", str(out), "--max-shard-size", "4MB"]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr[-3000:]
    report = json.loads((out / "conversion.json").read_text())
    shard_sum = report["source_bytes"]
    print(
        f"source shards {shard_sum / 2**20:.1f} MiB, peak resident increase "
        f"{report['peak_rss_increase_bytes'] / 2**20:.1f} MiB, peak tensor bytes "
        f"{report['peak_tensor_bytes'] / 2**20:.1f} MiB"
    )
    assert shard_sum > 40 * 2**20 and len(report["shards"]) > 5
    assert report["peak_tensor_bytes"] < 0.3 * shard_sum
    # resident memory is noisier (glibc keeps freed megabytes): a non-streaming conversion
    # would hold the whole checkpoint, at least 1.0x
    assert report["peak_rss_increase_bytes"] < 0.75 * shard_sum
    assert "mask token" in result.stdout


def test_fused_three_d_experts_convert_like_per_expert_ones(tmp_path):
    """Checkpoints that store experts stacked, as transformers holds them in memory
    (gate_up_proj (E, 2I, D), down_proj (E, D, I)), give the same Clover tensors."""
    source_dir, fused_dir = tmp_path / "source", tmp_path / "fused"
    build_source("qwen3.5-moe", source_dir)
    fused_dir.mkdir()
    tensors = {}
    for shard in sorted(source_dir.glob("*.safetensors")):
        tensors |= load_file(shard)
    for layer in range(len(HYBRID)):
        prefix = f"model.language_model.layers.{layer}.mlp.experts."
        experts = range(TINY["num_experts"])
        gate_up = [
            torch.cat([tensors.pop(f"{prefix}{e}.{proj}_proj.weight") for proj in ("gate", "up")])
            for e in experts
        ]
        tensors[prefix + "gate_up_proj"] = torch.stack(gate_up)
        tensors[prefix + "down_proj"] = torch.stack(
            [tensors.pop(f"{prefix}{e}.down_proj.weight") for e in experts]
        )
    save_file(tensors, fused_dir / "model.safetensors", metadata={"format": "pt"})
    for name in ("config.json", "tokenizer.json", "tokenizer_config.json"):
        (fused_dir / name).write_bytes((source_dir / name).read_bytes())
    convert(source_dir, tmp_path / "from_per_expert")
    convert(fused_dir, tmp_path / "from_fused")
    per_expert = load_clover(tmp_path / "from_per_expert").state_dict()
    fused = load_clover(tmp_path / "from_fused").state_dict()
    assert per_expert.keys() == fused.keys()
    for name, tensor in per_expert.items():
        assert torch.equal(fused[name], tensor), name


def test_dtype_casts_every_tensor_and_names_the_checkpoint_dtype(tmp_path):
    build_source("qwen3-next", tmp_path / "source")
    convert(tmp_path / "source", tmp_path / "out", dtype=torch.bfloat16)
    tensors = load_file(tmp_path / "out" / "model.safetensors")
    assert {tensor.dtype for tensor in tensors.values()} == {torch.bfloat16}
    clover = load_clover(tmp_path / "out")
    assert clover.config.dtype == torch.bfloat16 or clover.config.dtype == "bfloat16"
    assert clover.model.embed_tokens.weight.dtype == torch.bfloat16


def test_the_plan_for_qwen3_5_35b_a3b_places_every_tensor_without_reading_any():
    """The full-size shape, from names and shapes only (meta device): 31,667 source tensors as
    transformers saves them (per-expert), plus an MTP tensor."""
    config = Qwen3_5MoeConfig()
    text = config.text_config
    with torch.device("meta"):
        state = Qwen3_5MoeForConditionalGeneration(config).state_dict()
    tensors = {}
    for name, tensor in state.items():
        shape = tuple(tensor.shape)
        if name.endswith("experts.gate_up_proj"):
            for number in range(text.num_experts):
                for proj in ("gate", "up"):
                    expert = f"{name.removesuffix('gate_up_proj')}{number}.{proj}_proj.weight"
                    tensors[expert] = (None, (shape[1] // 2, shape[2]), "BF16")
        elif name.endswith("experts.down_proj"):
            for number in range(text.num_experts):
                expert = f"{name.removesuffix('down_proj')}{number}.down_proj.weight"
                tensors[expert] = (None, shape[1:], "BF16")
        else:
            tensors[name] = (None, shape, "BF16")
    tensors["mtp.fc.weight"] = (None, (2048, 4096), "BF16")
    source = SourceCheckpoint(
        Path("."), config.to_dict(), text.to_dict(), [], tensors, "model.language_model."
    )
    clover = clover_config(
        source,
        mask_token_id=248070,
        pad_token_id=248044,
        eos_token_id=248046,
        block_size=32,
        dtype=torch.bfloat16,
    )
    plan = plan_conversion(source, clover)
    assert len(tensors) == 31_667
    assert len(plan.pieces) + len(plan.not_converted) == len(tensors)
    assert {name.split(".")[0] for name in plan.not_converted} == {"model", "mtp"}
    assert len(plan.clover_only) == len(CLOVER_ONLY) * 30
    assert clover.layer_types.count("full_attention") == 10


def test_the_conversion_check_measures_the_kl_the_tests_measure(hybrid):
    source, source_dir, out, _ = hybrid
    text = " ".join(f"w{i}" for i in range(3, 200, 9))
    result = compare_with_source(source_dir, out, text=text)
    ids = AutoTokenizer.from_pretrained(out)(text, return_tensors="pt").input_ids
    expected = kl_to_source(
        source_logits(source, ids), clean_logits(load_clover(out, block_size=1), ids)
    )
    assert result["tokens"] == ids.shape[1] > 20
    assert result["kl_mean"] == pytest.approx(expected, rel=1e-6) and expected > 1e-4
    assert 0.0 <= result["top1_agreement"] <= 1.0


def test_a_release_style_config_without_layer_types_converts_the_same(tmp_path):
    """The Qwen3-Next release's config.json has full_attention_interval, rope_theta and
    partial_rotary_factor at the top, and no layer_types or rope_parameters."""
    source_dir = tmp_path / "source"
    build_source("qwen3-next", source_dir, layer_types=["linear_attention", "full_attention"] * 2)
    convert(source_dir, tmp_path / "new")
    config_path = source_dir / "config.json"
    config = json.loads(config_path.read_text())
    rope = config.pop("rope_parameters")
    del config["layer_types"]
    config |= {
        "full_attention_interval": 2,
        "rope_theta": rope["rope_theta"],
        "partial_rotary_factor": rope["partial_rotary_factor"],
        "rope_scaling": None,
    }
    config_path.write_text(json.dumps(config))
    convert(source_dir, tmp_path / "release")
    new, release = (
        json.loads((tmp_path / d / "config.json").read_text()) for d in ("new", "release")
    )
    assert release == new and release["rope_theta"] == 1e6
    config["rope_scaling"] = {"rope_type": "yarn", "factor": 4.0}
    config_path.write_text(json.dumps(config))
    with pytest.raises(ValueError, match="yarn"):
        convert(source_dir, tmp_path / "yarn")


def test_a_fused_projection_that_does_not_split_fails_naming_it():
    config = CloverConfig.from_preset("clover-tiny")
    name = "model.layers.0.linear_attn.in_proj_qkvz.weight"
    source = SourceCheckpoint(Path("."), {}, {}, [], {name: (None, (100, 96), "F32")}, "model.")
    with pytest.raises(ValueError, match=rf"{re.escape(name)} \(100, 96\) does not split"):
        plan_conversion(source, config)
