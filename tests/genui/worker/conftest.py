"""A tiny Clover checkpoint (random weights, a small trained tokenizer) for worker tests."""

import json
import shutil

import pytest
import torch

from clover_model import CloverConfig, CloverForBlockDiffusionLM
from clover_model.tokenization import config_token_ids, train_tokenizer

CORPUS = [
    '<cl-lesson title="Eclipse" lang="en"><cl-section heading="Why"><p>The Moon.</p></cl-section>',
    '<cl-scene><cl-sphere id="sun" radius="2" color="#ffcc33"></cl-sphere></cl-scene>',
    "日食 月食 太阳 地球 月球 the Earth the Sun shadow umbra penumbra",
]


@pytest.fixture(scope="session")
def tiny_checkpoint(tmp_path_factory):
    path = tmp_path_factory.mktemp("clover-tiny-checkpoint")
    tokenizer = train_tokenizer(CORPUS * 20, vocab_size=320)
    torch.manual_seed(0)
    config = CloverConfig.from_preset("clover-tiny", **config_token_ids(tokenizer))
    CloverForBlockDiffusionLM(config).save_pretrained(path)
    tokenizer.save_pretrained(path)
    return path


@pytest.fixture
def tiny_demo_checkpoint(tiny_checkpoint, tmp_path):
    """The tiny checkpoint as ``genui.demo_model.train`` would leave a demo: a training summary,
    and a training config naming the three catalog topics it was trained on."""
    path = tmp_path / "clover-tiny-demo"
    shutil.copytree(tiny_checkpoint, path)
    (path / "training_summary.json").write_text("{}")
    topics = "solar-eclipse,lunar-eclipse,moon-phases"
    (path / "training_config.json").write_text(json.dumps({"topics": topics}))
    return path
