"""The block-diffusion training forward: noise per block, finite gradients, a loss that falls
when overfitting, and device/dtype-agnostic code (bfloat16)."""

import pytest
import torch

from clover_model import CloverForBlockDiffusionLM
from clover_model.diffusion import (
    certainty_forcing_loss,
    corrupt_history,
    linear_certainty_forcing,
    linear_cross_entropy,
    sample_block_noise,
)


def test_a_training_step_gives_finite_gradients(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).train()
    ids = torch.randint(2, 500, (2, 21))
    out = model(ids, generator=torch.Generator().manual_seed(0))
    assert out.logits.shape == (2, 21, tiny_config.vocab_size)
    assert torch.isfinite(out.loss) and out.diffusion_loss > 0 and out.aux_loss > 0
    out.loss.backward()
    grads = {name: p.grad for name, p in model.named_parameters()}
    assert all(torch.isfinite(g).all() for g in grads.values() if g is not None)
    # the Clover mechanisms learn from the first step, the zero-initialised branch included
    for part in ("right_conv1d", "history_calibration", "history_key", "block_attn_log_scale"):
        assert any(g is not None and g.abs().sum() > 0 for n, g in grads.items() if part in n), part


def test_the_loss_falls_when_overfitting_a_tiny_batch(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).train()
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    ids = torch.randint(2, 500, (2, 16))
    losses = []
    for _ in range(6):
        # the same noise each step: a fixed batch to overfit
        out = model(ids, noise_range=(0.3, 0.8), generator=torch.Generator().manual_seed(0))
        optimizer.zero_grad()
        out.loss.backward()
        optimizer.step()
        losses.append(out.loss.item())
    assert losses[-1] < 0.7 * losses[0], losses


def test_noise_levels_stay_in_the_clipped_range_and_spare_protected_tokens():
    ids = torch.randint(2, 500, (4, 64))
    noise_mask = torch.ones_like(ids, dtype=torch.bool)
    noise_mask[:, :16] = False
    noisy, levels = sample_block_noise(
        ids,
        noise_mask,
        block_size=16,
        mask_token_id=511,
        noise_range=(0.3, 0.8),
        generator=torch.Generator().manual_seed(0),
    )
    assert levels.shape == (4, 4)
    assert ((levels >= 0.3) & (levels <= 0.8)).all()
    assert torch.equal(noisy[:, :16], ids[:, :16])
    masked_share = (noisy[:, 16:] == 511).float().mean().item()
    assert 0.3 < masked_share < 0.8


def test_history_corruption_swaps_in_tokens_of_the_same_lesson_and_spares_the_prompt():
    ids = torch.arange(400).reshape(4, 100)
    noise_mask = torch.zeros_like(ids, dtype=torch.bool)
    noise_mask[:, 30:90] = True
    noise_mask[3] = False  # a row with nothing to corrupt
    corrupted = corrupt_history(
        ids, noise_mask, rate=1.0, generator=torch.Generator().manual_seed(0)
    )
    changed = corrupted != ids
    assert not changed[~noise_mask].any()
    assert changed[:3].any() and not changed[3].any()
    for row in range(3):
        lesson = set(ids[row, 30:90].tolist())
        assert set(corrupted[row, 30:90].tolist()) <= lesson
    # each row draws its own rate in [0, rate]: the share changed differs between rows
    shares = changed[:3, 30:90].float().mean(dim=1)
    assert shares.max() - shares.min() > 0.05
    assert torch.equal(corrupt_history(ids, noise_mask, rate=0.0), ids)
    with pytest.raises(ValueError, match="history noise"):
        corrupt_history(ids, noise_mask, rate=1.5)


def test_history_noise_changes_what_blocks_read_not_what_they_must_predict(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).train()
    ids = torch.randint(2, 500, (2, 48))

    def step(history_noise):
        generator = torch.Generator().manual_seed(0)
        return model(ids, generator=generator, history_noise=history_noise)

    clean, noisy = step(0.0), step(0.5)
    # the same masked tokens to predict, the same true targets; another history
    assert torch.equal(clean.noisy_input_ids, noisy.noisy_input_ids)
    assert not torch.allclose(clean.logits, noisy.logits)
    # the first block reads no history: its predictions do not move
    first = tiny_config.block_size
    assert torch.allclose(clean.logits[:, :first], noisy.logits[:, :first], atol=1e-5)
    noisy.loss.backward()
    assert torch.isfinite(noisy.loss)


def test_the_model_runs_in_bfloat16(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).to(torch.bfloat16)
    ids = torch.randint(2, 500, (2, 19))
    out = model(ids, generator=torch.Generator().manual_seed(0))
    assert out.logits.dtype == torch.bfloat16 and torch.isfinite(out.loss)
    out.loss.backward()
    cache = model.prefill(ids)
    block = torch.full((2, tiny_config.block_size), tiny_config.mask_token_id)
    logits = model.block_logits(block, cache)
    model.commit_block(logits.argmax(-1), cache)
    assert logits.dtype == torch.bfloat16 and torch.isfinite(logits).all()
    assert cache.layers[0].recurrent_state.dtype == torch.float32


def test_right_padding_after_the_end_does_not_change_the_real_tokens_logits(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).eval()
    ids = torch.randint(2, 500, (1, 13))
    noisy = torch.where(torch.rand(ids.shape) < 0.5, tiny_config.mask_token_id, ids)
    padded = torch.cat([ids, torch.zeros(1, 6, dtype=torch.long)], dim=1)
    noisy_padded = torch.cat([noisy, torch.zeros(1, 6, dtype=torch.long)], dim=1)
    mask = torch.cat([torch.ones(1, 13), torch.zeros(1, 6)], dim=1)
    with torch.no_grad():
        alone = model(ids, noisy_input_ids=noisy).logits
        with_pads = model(padded, attention_mask=mask, noisy_input_ids=noisy_padded).logits
    torch.testing.assert_close(with_pads[:, :13], alone, atol=1e-5, rtol=0)


def test_the_loss_on_masked_positions_alone_equals_the_full_logits_loss(tiny_config):
    """Training skips the LM head on unmasked positions; the loss and gradients must not move."""
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).train()
    ids = torch.randint(2, 500, (2, 21))
    mask = torch.ones_like(ids, dtype=torch.bool)
    mask[1, :3] = False  # left padding
    noise = torch.ones_like(ids, dtype=torch.bool)
    noise[:, :5] = False  # a prompt
    results = []
    for return_logits in (True, False):
        model.zero_grad()
        out = model(
            ids,
            attention_mask=mask,
            noise_mask=noise,
            generator=torch.Generator().manual_seed(3),
            return_logits=return_logits,
        )
        out.loss.backward()
        grad = model.model.embed_tokens.weight.grad.clone()
        results.append((out.diffusion_loss.detach(), out.logits, grad, out.noisy_input_ids))
    (full_loss, full_logits, full_grad, noisy), (loss, logits, grad, same_noisy) = results
    assert torch.equal(noisy, same_noisy) and full_logits is not None and logits is None
    torch.testing.assert_close(loss, full_loss)
    torch.testing.assert_close(grad, full_grad)


def test_the_chunked_lm_head_loss_matches_cross_entropy_on_whole_logits():
    torch.manual_seed(0)
    hidden = torch.randn(11, 16, requires_grad=True)
    weight = torch.randn(40, 16, requires_grad=True)
    targets = torch.randint(0, 40, (11,))
    row_weight = torch.rand(11) + 0.5
    reference = (
        torch.nn.functional.cross_entropy(hidden @ weight.T, targets, reduction="none") * row_weight
    ).sum()
    expected = torch.autograd.grad(2.0 * reference, (hidden, weight))
    loss = linear_cross_entropy(hidden, weight, targets, row_weight, chunk=4)  # 4 + 4 + 3 rows
    torch.testing.assert_close(loss, reference)
    for got, want in zip(torch.autograd.grad(2.0 * loss, (hidden, weight)), expected, strict=True):
        torch.testing.assert_close(got, want)
    with torch.no_grad():
        torch.testing.assert_close(linear_cross_entropy(hidden, weight, targets, row_weight), loss)
    nothing = linear_cross_entropy(hidden[:0], weight, targets[:0], row_weight[:0])
    assert nothing.item() == 0.0


def test_certainty_forcing_sharpens_only_the_rows_predicted_right():
    logits = torch.tensor([[2.0, 1.0, 0.0], [2.0, 1.0, 0.0]], requires_grad=True)
    targets = torch.tensor([0, 1])  # the first row is right, the second wrong
    cross_entropy, entropy = certainty_forcing_loss(logits, targets, torch.ones(2))
    probs = logits.detach().softmax(-1)
    torch.testing.assert_close(entropy, -(probs[0] * probs[0].log()).sum())
    (grad,) = torch.autograd.grad(entropy, logits)
    assert torch.equal(grad[1], torch.zeros(3))  # a wrong prediction is not pulled up
    assert grad[0, 0] < 0  # descending the entropy raises the right row's top logit
    torch.testing.assert_close(
        cross_entropy, torch.nn.functional.cross_entropy(logits, targets, reduction="sum")
    )


def test_the_fused_certainty_forcing_matches_its_ground_truth():
    torch.manual_seed(0)
    hidden = torch.randn(11, 16, requires_grad=True)
    weight = torch.randn(12, 16, requires_grad=True)
    targets = (hidden @ weight.T).argmax(-1).detach()
    targets[::3] = (targets[::3] + 1) % 12  # a third of the rows predicted wrong
    row_weight = torch.rand(11) + 0.5
    cross_entropy, entropy = certainty_forcing_loss(hidden @ weight.T, targets, row_weight)
    expected = torch.autograd.grad(cross_entropy + 0.7 * entropy, (hidden, weight))
    loss, fused_cross_entropy, fused_entropy = linear_certainty_forcing(
        hidden, weight, targets, row_weight, certainty=0.7, chunk=4
    )
    torch.testing.assert_close(fused_cross_entropy, cross_entropy.detach())
    torch.testing.assert_close(fused_entropy, entropy.detach())
    torch.testing.assert_close(loss, (cross_entropy + 0.7 * entropy).detach())
    for got, want in zip(torch.autograd.grad(loss, (hidden, weight)), expected, strict=True):
        torch.testing.assert_close(got, want)


def test_the_model_fuses_certainty_forcing_into_the_lm_head_exactly(tiny_config):
    torch.manual_seed(0)
    model = CloverForBlockDiffusionLM(tiny_config).train()
    ids = torch.randint(2, 500, (2, 21))
    results = []
    for return_logits in (True, False):
        model.zero_grad()
        out = model(
            ids,
            generator=torch.Generator().manual_seed(3),
            return_logits=return_logits,
            certainty_weight=0.5,
        )
        out.loss.backward()
        grad = model.model.embed_tokens.weight.grad.clone()
        results.append((out.loss.detach(), out.certainty_loss.detach(), grad))
    for got, want in zip(results[1], results[0], strict=True):
        torch.testing.assert_close(got, want)


def test_the_lm_head_loss_in_bfloat16_products_stays_close_to_float32():
    torch.manual_seed(0)
    hidden = torch.randn(37, 32, requires_grad=True)
    weight = (0.3 * torch.randn(300, 32)).requires_grad_()
    targets = torch.randint(0, 300, (37,))
    row_weight = torch.rand(37) + 0.5
    results = []
    for dtype in (torch.float32, torch.bfloat16):
        loss = linear_cross_entropy(
            hidden, weight, targets, row_weight, chunk=8, matmul_dtype=dtype
        )
        grads = torch.autograd.grad(loss, (hidden, weight))
        assert loss.dtype == torch.float32 and all(g.dtype == torch.float32 for g in grads)
        results.append((loss, *grads))
    (loss, *grads), (bf16_loss, *bf16_grads) = results
    torch.testing.assert_close(bf16_loss, loss, rtol=1e-2, atol=0)
    for got, want in zip(bf16_grads, grads, strict=True):
        torch.testing.assert_close(got, want, rtol=0.05, atol=0.02)
