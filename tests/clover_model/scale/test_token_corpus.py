"""clover_model.scale.token_corpus: the tokenised corpus on disk reads back as `encode` wrote
it, and every world size's ranks together see exactly the rows, widths and noise of one
process."""

import json

import numpy as np
import pytest
import torch
from transformers import AutoTokenizer

from clover_model.scale.token_corpus import (
    GlobalBatches,
    Pair,
    TokenCorpus,
    corpus_write,
    example_bounds,
    main,
    read_pairs,
)
from clover_model.tokenization import train_tokenizer
from clover_model.training_data import Example, encode

BLOCK = 8
PAIRS = [
    Pair(f"<|request|>count from {n}<|response|>", " ".join(str(n + k) for k in range(3 + n % 7)))
    for n in range(24)
] + [Pair("<|request|>a start only<|response|>", "one two", complete=False)]


@pytest.fixture(scope="module")
def tokenizer():
    return train_tokenizer([p.prompt + p.response for p in PAIRS], vocab_size=300)


@pytest.fixture(scope="module")
def corpus(tmp_path_factory, tokenizer) -> TokenCorpus:
    out = tmp_path_factory.mktemp("corpus")
    corpus_write(out, PAIRS, tokenizer, block_size=BLOCK, max_length=40)
    return TokenCorpus(out)


def test_every_example_reads_back_as_encode_wrote_it(corpus, tokenizer):
    assert len(corpus) == len(PAIRS)
    assert corpus.meta["dtype"] == "uint16"
    assert corpus.meta["token_ids"]["mask_token_id"] == tokenizer.mask_token_id
    saved = AutoTokenizer.from_pretrained(corpus.path / "tokenizer")
    assert saved.encode(PAIRS[0].response) == tokenizer.encode(PAIRS[0].response)
    for i, pair in enumerate(PAIRS):
        assert corpus.example(i) == encode(pair, tokenizer, block_size=BLOCK, max_length=40)


def test_the_command_writes_a_corpus_from_json_lines(tmp_path, tokenizer):
    tokenizer.save_pretrained(tmp_path / "tok")
    lines = [json.dumps({"prompt": p.prompt, "response": p.response}) for p in PAIRS[:3]]
    (tmp_path / "pairs.jsonl").write_text("\n".join(lines) + "\n\n")
    args = ["--pairs", str(tmp_path / "pairs.jsonl"), "--tokenizer", str(tmp_path / "tok")]
    assert main([*args, "--out", str(tmp_path / "c"), "--block-size", "8"]) == 0
    assert len(TokenCorpus(tmp_path / "c")) == 3
    assert read_pairs(tmp_path / "pairs.jsonl")[0] == PAIRS[0]
    (tmp_path / "bad.jsonl").write_text('{"prompt": "no response"}\n')
    with pytest.raises(ValueError, match=r"bad\.jsonl:1"):
        read_pairs(tmp_path / "bad.jsonl")


def test_an_example_with_holes_in_its_masks_is_refused():
    assert example_bounds(Example([5, 6, 7], [False, True, True], [False, False, True])) == (1, 2)
    with pytest.raises(ValueError, match="one run"):
        example_bounds(Example([5, 6, 7], [True, False, True], [False, False, True]))


@pytest.mark.parametrize("world_size, micro_batch", [(2, 3), (3, 1), (6, 1)], ids=str)
def test_the_ranks_of_any_world_size_see_the_rows_of_one_process(
    corpus, tokenizer, world_size, micro_batch
):
    """Rank shares, concatenated, are the one-process batch: tokens, masks, width and noise."""
    batches = GlobalBatches(
        corpus,
        global_batch=6,
        seed=3,
        mask_token_id=tokenizer.mask_token_id,
        noise_range=(0.3, 1.0),
    )
    assert batches.steps_per_epoch == 4
    for number in (0, 5):  # the second epoch has its own order and noise
        step = batches.step_rows(number)
        [whole] = batches.rank_micro_batches(
            step, rank=0, world_size=1, micro_batch=6, device="cpu"
        )
        parts = [
            part
            for rank in range(world_size)
            for part in batches.rank_micro_batches(
                step, rank=rank, world_size=world_size, micro_batch=micro_batch, device="cpu"
            )
        ]
        for name, tensor in whole.items():
            assert torch.equal(torch.cat([part[name] for part in parts]), tensor), name
        noisable = whole["noise_mask"] & whole["attention_mask"]
        assert step.noisable == int(noisable.sum())
        masked = whole["noisy_input_ids"] == tokenizer.mask_token_id
        assert masked.any() and not (masked & ~noisable).any()
        assert whole["input_ids"].shape[1] == step.width and step.width % BLOCK == 0
    assert not np.array_equal(batches.step_rows(0).rows, batches.step_rows(4).rows)


def test_a_global_batch_the_ranks_cannot_split_is_refused(corpus):
    batches = GlobalBatches(corpus, global_batch=6, seed=0, mask_token_id=2, noise_range=(0.3, 1.0))
    with pytest.raises(ValueError, match="must split into 4 ranks"):
        batches.rank_micro_batches(
            batches.step_rows(0), rank=0, world_size=4, micro_batch=1, device="cpu"
        )
    with pytest.raises(ValueError, match="global_batch must be between"):
        GlobalBatches(corpus, global_batch=99, seed=0, mask_token_id=2, noise_range=(0.3, 1.0))
