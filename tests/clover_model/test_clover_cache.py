"""The cache protocol is exact: training's noisy stream, prefill + cached block decoding,
commits and padded batches all give the same numbers."""

import pytest
import torch

import clover_kernels
from clover_model import left_pad_to_blocks
from clover_model.cache import AttentionState

TOL = 1e-4


def max_diff(a: torch.Tensor, b: torch.Tensor) -> float:
    return (a.float() - b.float()).abs().max().item()


def assert_caches_equal(a, b, tol=TOL):
    assert a.seq_len == b.seq_len
    assert torch.equal(a.lengths, b.lengths)
    for layer_a, layer_b in zip(a.layers, b.layers, strict=True):
        assert type(layer_a) is type(layer_b)
        for name in layer_a.__dataclass_fields__:
            x, y = getattr(layer_a, name), getattr(layer_b, name)
            assert x.shape == y.shape, name
            assert max_diff(x, y) <= tol, name


@pytest.mark.parametrize(
    "prompt_len", [19, 16], ids=["prompt-off-the-block-grid", "prompt-on-grid"]
)
def test_noisy_block_logits_of_training_equal_prefill_then_cached_decoding(model, prompt_len):
    config = model.config
    block_size, batch, num_blocks = config.block_size, 2, 3
    torch.manual_seed(1)
    prompt = torch.randint(2, 500, (batch, prompt_len))
    generated = torch.randint(2, 500, (batch, num_blocks * block_size))
    # training sees the prompt on the same grid as prefill: left-padded to whole blocks
    prompt_ids, prompt_mask = left_pad_to_blocks(
        prompt, None, block_size=block_size, pad_token_id=config.pad_token_id
    )
    clean = torch.cat([prompt_ids, generated], dim=1)
    mask = torch.cat([prompt_mask, torch.ones_like(generated, dtype=torch.bool)], dim=1)
    noisy = torch.where(torch.rand(clean.shape) < 0.5, config.mask_token_id, clean)
    with torch.no_grad():
        training_logits = model(clean, attention_mask=mask, noisy_input_ids=noisy).logits

    cache = model.prefill(prompt)
    diffs = []
    for block in range(num_blocks):
        start = prompt_ids.shape[1] + block * block_size
        span = slice(start, start + block_size)
        logits = model.block_logits(noisy[:, span], cache)
        diffs.append(max_diff(logits, training_logits[:, span]))
        model.commit_block(clean[:, span], cache)
    assert max(diffs) <= TOL, diffs


def test_committing_a_block_equals_prefilling_the_longer_sequence(model):
    block_size = model.config.block_size
    torch.manual_seed(2)
    prompt = torch.randint(2, 500, (2, 11))
    block = torch.randint(2, 500, (2, block_size))
    cache = model.prefill(prompt)
    model.commit_block(block, cache)
    assert_caches_equal(cache, model.prefill(torch.cat([prompt, block], dim=1)))


@pytest.mark.parametrize("visible", [8, 5], ids=["whole-next-block", "next-block-padded"])
def test_committing_and_reading_the_next_block_in_one_forward_equals_two(model, visible):
    block_size = model.config.block_size
    torch.manual_seed(4)
    prompt = torch.randint(2, 500, (2, 13))
    committed = torch.randint(2, 500, (2, block_size))
    following = torch.randint(2, 500, (2, block_size))
    following[:, 3] = model.config.mask_token_id
    block_mask = torch.arange(block_size) < visible
    block_mask = block_mask.expand(2, -1) if visible < block_size else None
    two = model.prefill(prompt)
    model.commit_block(committed, two)
    expected = model.block_logits(following, two, block_mask)
    one = model.prefill(prompt)
    logits = model.commit_block_logits(committed, following, one, block_mask)
    valid = slice(None) if block_mask is None else block_mask
    assert max_diff(logits[valid], expected[valid]) <= TOL
    assert_caches_equal(one, two)
    with pytest.raises(ValueError, match="one whole block"):
        model.commit_block_logits(committed[:, :5], following, one)


def test_block_logits_do_not_modify_the_cache(model):
    torch.manual_seed(3)
    cache = model.prefill(torch.randint(2, 500, (2, 13)))
    before = cache.clone()
    block = torch.full((2, model.config.block_size), model.config.mask_token_id)
    first = model.block_logits(block, cache)
    second = model.block_logits(block, cache)
    assert torch.equal(first, second)
    assert_caches_equal(cache, before, tol=0.0)


def test_a_padded_batch_decodes_exactly_like_each_sequence_alone(model):
    block_size = model.config.block_size
    torch.manual_seed(4)
    lengths = [5, 13, 19]
    prompts = [torch.randint(2, 500, (1, n)) for n in lengths]
    width = max(lengths)
    ids = torch.zeros(len(lengths), width, dtype=torch.long)
    mask = torch.zeros(len(lengths), width, dtype=torch.bool)
    for row, (n, prompt) in enumerate(zip(lengths, prompts, strict=True)):
        ids[row, width - n :], mask[row, width - n :] = prompt[0], True
    blocks = [torch.randint(2, 500, (len(lengths), block_size)) for _ in range(2)]

    cache = model.prefill(ids, mask)
    batched = []
    for block in blocks:
        batched.append(model.block_logits(block, cache))
        model.commit_block(block, cache)
    diffs = []
    for row, prompt in enumerate(prompts):
        alone = model.prefill(prompt)
        for step, block in enumerate(blocks):
            logits = model.block_logits(block[row : row + 1], alone)
            diffs.append(max_diff(logits, batched[step][row : row + 1]))
            model.commit_block(block[row : row + 1], alone)
    assert max(diffs) <= TOL, diffs


def test_a_block_of_pads_leaves_that_rows_cache_unchanged(model):
    block_size = model.config.block_size
    torch.manual_seed(5)
    cache = model.prefill(torch.randint(2, 500, (2, 10)))
    before = cache.clone()
    block_mask = torch.ones(2, block_size, dtype=torch.bool)
    block_mask[1] = False
    model.commit_block(torch.randint(2, 500, (2, block_size)), cache, block_mask)
    assert cache.lengths.tolist() == [before.lengths[0] + block_size, before.lengths[1]]
    for old, new in zip(before.layers, cache.layers, strict=True):
        if isinstance(old, AttentionState):
            assert torch.equal(new.keys[1, : old.keys.shape[1]], old.keys[1])
            assert not new.key_valid[1, old.keys.shape[1] :].any()
        else:
            assert torch.equal(new.conv_state[1], old.conv_state[1])
            assert torch.equal(new.recurrent_state[1], old.recurrent_state[1])


def test_selecting_rows_of_a_cache_decodes_like_the_full_batch(model):
    torch.manual_seed(6)
    cache = model.prefill(torch.randint(2, 500, (3, 12)))
    block = torch.randint(2, 500, (3, model.config.block_size))
    full = model.block_logits(block, cache)
    kept = cache.select(torch.tensor([2, 0]))
    assert kept.batch_size == 2
    assert max_diff(model.block_logits(block[[2, 0]], kept), full[[2, 0]]) <= TOL


def test_the_model_gives_the_same_logits_on_the_naive_kernels(model):
    torch.manual_seed(7)
    ids = torch.randint(2, 500, (2, 19))
    noisy = torch.where(torch.rand(ids.shape) < 0.5, model.config.mask_token_id, ids)
    with torch.no_grad():
        fast = model(ids, noisy_input_ids=noisy).logits
        with clover_kernels.use_backend("naive"):
            naive = model(ids, noisy_input_ids=noisy).logits
    assert max_diff(fast, naive) <= TOL
