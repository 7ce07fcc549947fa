"""Loading a checkpoint: what the worker reports without one, and how long a lesson may be."""

import shutil

import torch
from transformers import GenerationConfig

from genui.worker.loading import DEFAULT_MAX_NEW_TOKENS, model_load


def test_without_a_checkpoint_the_worker_says_no_model_is_loaded(tmp_path):
    state = model_load(path=tmp_path / "missing", device="cpu", dtype="float32")
    assert state.loaded is False
    assert "no model loaded yet" in state.detail
    assert str(tmp_path / "missing") in state.detail


def test_a_lesson_is_as_long_as_the_setting_else_the_checkpoint_allows(
    tiny_checkpoint, tmp_path, settings
):
    path = tmp_path / "checkpoint"
    shutil.copytree(tiny_checkpoint, path)
    threads = torch.get_num_threads()  # leave the test process's pool as it is
    settings.CLOVER_MAX_NEW_TOKENS = None
    plain = model_load(path=path, device="cpu", dtype="float32", threads=threads)
    assert plain.new_tokens_limit() == DEFAULT_MAX_NEW_TOKENS
    GenerationConfig(max_new_tokens=640).save_pretrained(path)
    trained = model_load(path=path, device="cpu", dtype="float32", threads=threads)
    assert trained.new_tokens_limit() == 640
    settings.CLOVER_MAX_NEW_TOKENS = 100
    assert trained.new_tokens_limit() == 100


def test_with_clover_quantize_int4_the_worker_runs_int4_weights_in_bfloat16(tiny_checkpoint):
    from clover_model.quantize import int4_tensor_class

    threads = torch.get_num_threads()
    loaded = model_load(
        path=tiny_checkpoint, device="cpu", dtype="float32", threads=threads, quantize="int4"
    )
    assert loaded.loaded, loaded.detail
    assert "(bfloat16, INT4 weights in groups of 32)" in loaded.detail
    experts = loaded.model.model.layers[0].mlp.experts
    assert isinstance(experts.gate_up[0].weight, int4_tensor_class("cpu"))


def test_an_int4_checkpoint_loads_as_int4_whatever_the_setting(tiny_demo_checkpoint, tmp_path):
    from clover_model.quantize import main as quantize_main

    quantize_main(["--checkpoint", str(tiny_demo_checkpoint), "--out", str(tmp_path / "int4")])
    threads = torch.get_num_threads()
    loaded = model_load(path=tmp_path / "int4", device="cpu", dtype="float32", threads=threads)
    assert loaded.loaded, loaded.detail
    assert "INT4 weights in groups of 32" in loaded.detail
    # a demo checkpoint stays one: its training files come along
    assert loaded.demo and loaded.known_topics
    assert loaded.tokenizer is not None and loaded.model.dtype == torch.bfloat16


def test_without_torchao_the_worker_says_how_to_get_int4(tiny_checkpoint, monkeypatch):
    import sys

    monkeypatch.setitem(sys.modules, "torchao", None)
    threads = torch.get_num_threads()
    loaded = model_load(
        path=tiny_checkpoint, device="cpu", dtype="float32", threads=threads, quantize="int4"
    )
    assert loaded.loaded is False
    assert "INT4 quantisation needs torchao: pip install 'clover-genui[quant]'" in loaded.detail
