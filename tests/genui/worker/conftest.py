"""A tiny Clover checkpoint (random weights, a small trained tokenizer) for worker tests."""

import contextlib
import json
import shutil
import threading

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


@contextlib.contextmanager
def running_worker(settings, checkpoint, **overrides):
    """A worker process's loop on ``checkpoint`` in a thread of the test (``overrides``: more
    CLOVER_* settings), stopped cleanly at the end."""
    from genui.worker.runtime import CloverWorker

    settings.CLOVER_MODEL_PATH = checkpoint
    settings.CLOVER_DEVICE = "cpu"
    settings.CLOVER_REPAIR_ATTEMPTS = 2
    for name, value in overrides.items():
        setattr(settings, name, value)
    worker = CloverWorker(mode="external", heartbeat_seconds=0.5)
    thread = threading.Thread(target=worker.run)
    thread.start()
    try:
        yield worker
    finally:
        worker.stop()
        thread.join(timeout=60)
    assert not thread.is_alive()
