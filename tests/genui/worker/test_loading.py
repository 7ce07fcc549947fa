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
