"""clover_model.scale.distributed under torchrun on the CPU (gloo): two FSDP2 ranks with activation
checkpointing and gradient accumulation follow the loss curve of plain one-process training on
the same batches, a run saved at two ranks resumes at one on the same curve, and the exported
checkpoint holds the trained weights."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from torch.distributed.checkpoint.format_utils import dcp_to_torch_save
from transformers import AutoTokenizer

from clover_model import CloverForBlockDiffusionLM
from clover_model.scale.distributed import DistributedConfig, run_model_config, set_learning_rate
from clover_model.scale.token_corpus import GlobalBatches, Pair, TokenCorpus, corpus_write
from clover_model.tokenization import train_tokenizer
from clover_model.train import make_optimizer
from tests.fixtures.tiny import TINY_MODEL

pytestmark = pytest.mark.slow

REPO = Path(__file__).resolve().parents[3]
STEPS = 6
PAIRS = [
    Pair(f"<|request|>count from {n}<|response|>", " ".join(str(n + k) for k in range(3 + n % 7)))
    for n in range(32)
]


def run_config(data: Path) -> DistributedConfig:
    return DistributedConfig(
        model="clover-tiny",
        data=str(data),
        model_overrides=json.dumps(TINY_MODEL),
        steps=STEPS,
        global_batch=4,
        micro_batch=1,
        lr=5e-3,
        warmup_steps=1,
        save_every=3,
        dtype="float32",
        export_dtype="float32",
    )


def torchrun(config: DistributedConfig, out: Path, nproc: int, *extra: str, check: bool = True):
    """The module under ``torchrun --nproc_per_node nproc``: its log rows (``check``: it must
    succeed), else the finished process."""
    command = [sys.executable, "-m", "torch.distributed.run", "--standalone"]
    command += [f"--nproc_per_node={nproc}", "-m", "clover_model.scale.distributed"]
    for name, value in vars(config).items():
        if name != "activation_checkpointing":
            command += [f"--{name.replace('_', '-')}", str(value)]
    command += ["--out", str(out), *extra]
    env = {**os.environ, "OMP_NUM_THREADS": "1"}
    result = subprocess.run(
        command, cwd=REPO, env=env, capture_output=True, text=True, timeout=300, check=False
    )
    if not check:
        return result
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return [json.loads(line) for line in result.stdout.splitlines() if line.startswith('{"step"')]


def one_process_curve(config: DistributedConfig) -> tuple[list[tuple[float, float]], dict, dict]:
    """Plain training, no torch.distributed: the model's loss on each whole step, backward,
    clip_grad_norm_, AdamW. Returns (loss, gradient norm) of each step, the final weights and
    the first batch."""
    torch.manual_seed(config.seed)
    corpus = TokenCorpus(Path(config.data))
    model = CloverForBlockDiffusionLM(run_model_config(config, corpus)).train()
    optimizer = make_optimizer(model, config.optimisation())
    batches = GlobalBatches(
        corpus,
        global_batch=config.global_batch,
        seed=config.seed,
        mask_token_id=model.config.mask_token_id,
        noise_range=(config.noise_low, 1.0),
    )
    losses = []
    for number in range(config.steps):
        step = batches.step_rows(number)
        [batch] = batches.rank_micro_batches(
            step, rank=0, world_size=1, micro_batch=config.global_batch, device="cpu"
        )
        set_learning_rate(optimizer, config, number)
        out = model(**batch, return_logits=False)
        optimizer.zero_grad(set_to_none=True)
        out.loss.backward()
        norm = torch.nn.utils.clip_grad_norm_(model.parameters(), config.grad_clip)
        optimizer.step()
        losses.append((out.diffusion_loss.item(), norm.item()))
    return (
        losses,
        model.state_dict(),
        batches.rank_micro_batches(
            batches.step_rows(0),
            rank=0,
            world_size=1,
            micro_batch=config.global_batch,
            device="cpu",
        )[0],
    )


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """A corpus; a 2-rank run of 6 steps saved at 3 and 6; a 1-rank run resumed from its step
    3; the one-process curve of the same 6 steps."""
    root = tmp_path_factory.mktemp("distributed")
    tokenizer = train_tokenizer([p.prompt + p.response for p in PAIRS], vocab_size=300)
    corpus_write(root / "corpus", PAIRS, tokenizer, block_size=8, max_length=64)
    config = run_config(root / "corpus")
    two = torchrun(config, root / "two", 2)
    one = torchrun(config, root / "one", 1, "--resume-from", str(root / "two" / "step-00000003"))
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    curve, weights, first_batch = one_process_curve(config)
    torch.set_num_threads(threads)
    return {
        "root": root,
        "two": two,
        "one": one,
        "reference": [loss for loss, _ in curve],
        "grad_norms": [norm for _, norm in curve],
        "weights": weights,
        "first_batch": first_batch,
    }


def test_two_fsdp_ranks_follow_the_one_process_loss_curve(runs):
    two = runs["two"]
    assert [row["step"] for row in two] == list(range(1, STEPS + 1))
    # before any update the two computations differ only in the order of float sums
    assert two[0]["loss"] == pytest.approx(runs["reference"][0], rel=1e-6)
    # later steps also carry AdamW's first-step sign(g) on gradients near zero and top-2
    # routing near ties: measured at most 6e-5 apart
    assert [row["loss"] for row in two] == pytest.approx(runs["reference"], rel=2e-4)
    assert max(runs["reference"]) > 1.02 * min(runs["reference"])
    # the gradient itself, before clipping: AdamW alone would hide a gradient off by a factor
    assert two[0]["grad_norm"] == pytest.approx(runs["grad_norms"][0], rel=1e-5)
    assert [row["grad_norm"] for row in two] == pytest.approx(runs["grad_norms"], rel=5e-3)


def test_a_run_saved_at_two_ranks_resumes_at_one_on_the_same_curve(runs):
    saved = json.loads((runs["root"] / "two" / "step-00000003" / "progress.json").read_text())
    assert saved["step"] == 3 and saved["world_size"] == 2
    assert (runs["root"] / "two" / "latest").read_text().strip() == "step-00000006"
    one = runs["one"]
    assert [row["step"] for row in one] == [4, 5, 6]
    assert [row["loss"] for row in one] == pytest.approx(runs["reference"][3:], rel=2e-4)
    assert [row["loss"] for row in one] == pytest.approx(
        [row["loss"] for row in runs["two"][3:]], rel=2e-4
    )


def test_the_export_is_the_last_checkpoint_as_a_pretrained_model(runs, tmp_path):
    """final/ loads with from_pretrained and holds the sharded checkpoint's weights exactly,
    and scores a batch as the one-process run's model does."""
    run = runs["root"] / "one"
    dcp_to_torch_save(run / "step-00000006", tmp_path / "state.pt")
    saved = torch.load(tmp_path / "state.pt", weights_only=False)["model"]
    exported = CloverForBlockDiffusionLM.from_pretrained(run / "final")
    tokenizer = AutoTokenizer.from_pretrained(run / "final")
    assert tokenizer.mask_token_id == exported.config.mask_token_id
    assert exported.lm_head.weight is exported.model.embed_tokens.weight
    exported_state = exported.state_dict()
    assert set(exported_state) == set(saved)
    for name, tensor in saved.items():
        assert torch.equal(exported_state[name], tensor), name
    # the one-process run's weights differ where AdamW's sign(g) flipped (a few elements by
    # up to about 2 lr); the model they make has the same loss to the curve's tolerance
    reference = CloverForBlockDiffusionLM(exported.config)
    reference.load_state_dict(runs["weights"])
    batch = runs["first_batch"]
    with torch.no_grad():
        losses = [m(**batch, return_logits=False).loss.item() for m in (exported, reference)]
    assert losses[0] == pytest.approx(losses[1], rel=2e-4)


def test_a_checkpoint_of_another_global_batch_is_refused(runs, tmp_path):
    config = run_config(runs["root"] / "corpus")
    config.global_batch = 2
    resume = ["--resume-from", str(runs["root"] / "two" / "step-00000003")]
    result = torchrun(config, tmp_path / "other", 1, *resume, check=False)
    assert result.returncode != 0
    assert "was trained with a global batch of 4; resume with the same" in result.stderr
