"""Clover: a block-diffusion language model of GDN and full-attention layers with sparse MoE.

Training runs the clean sequence and its noised copy in one pass (BD3-LM): the clean stream is
block-causal, each noisy block reads the clean blocks before it (the GDN state and conv window
at its boundary, the attention prefix) and itself in both directions. Inference uses the same
layers through a `CloverCache`:

    model = CloverForBlockDiffusionLM(CloverConfig.from_preset("clover-tiny"))
    out = model(input_ids)                                   # loss, logits of the noisy stream
    cache = model.prefill(prompt_ids, attention_mask)        # left-padded to whole blocks
    logits = model.block_logits(block_ids, cache)            # any number of times per block
    model.commit_block(block_ids, cache)                     # once the block is final
    logits = model.commit_block_logits(block_ids, next_ids, cache)  # both in one forward

Tests: `python -m pytest tests/clover_model -q`.
"""

import math
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn
from transformers import PreTrainedModel
from transformers import initialization as init
from transformers.utils import ModelOutput

from clover_kernels.utils import round_up
from clover_model.attention import CloverAttention
from clover_model.cache import (
    CloverCache,
    LayerState,
    check_token_mask,
    left_pad_to_blocks,
    positions_from_mask,
)
from clover_model.configuration_clover import CloverConfig
from clover_model.diffusion import (
    certainty_forcing_loss,
    corrupt_history,
    diffusion_loss_weights,
    linear_certainty_forcing,
    linear_cross_entropy,
    masked_diffusion_loss,
    sample_block_noise,
)
from clover_model.gdn import CloverGatedDeltaNet, GDNBlockContext, RightContextConv
from clover_model.layers import RMSNorm, RMSNormGated, RotaryEmbedding, block_ids
from clover_model.moe import CloverExperts, CloverSparseMoeBlock, CloverTopKRouter


def _pad_right(x: torch.Tensor, multiple: int, value) -> torch.Tensor:
    """Right-pad (B, L) to a multiple of `multiple` along dim 1."""
    pad = round_up(x.shape[1], multiple) - x.shape[1]
    return F.pad(x, (0, pad), value=value) if pad else x


class CloverDecoderLayer(nn.Module):
    """Pre-norm residual layer: a GDN or full-attention mixer, then the sparse MoE."""

    def __init__(self, config: CloverConfig, layer_idx: int):
        super().__init__()
        self.layer_type = config.layer_types[layer_idx]
        if self.layer_type == "linear_attention":
            self.linear_attn = CloverGatedDeltaNet(config, layer_idx)
        else:
            self.self_attn = CloverAttention(config, layer_idx)
        self.mlp = CloverSparseMoeBlock(config)
        self.input_layernorm = RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def _feed_forward(self, hidden_states, valid_mask, balance_loss=True):
        out, aux = self.mlp(
            self.post_attention_layernorm(hidden_states), valid_mask, balance_loss=balance_loss
        )
        return hidden_states + out, aux

    def forward(self, clean, noisy, valid_mask, rope, *, block_size, context_visible=None):
        """The training pass over both streams: `forward_clean` on the clean stream, then
        `forward_blocks` of the noisy stream (None: skipped) reading the context it leaves.
        One call per layer and step, so that a wrapper around the layer (FSDP's gather of its
        weights, activation checkpointing) sees the whole of the layer's training work.
        Returns (clean, noisy, balance losses: one per stream)."""
        clean, mix, aux = self.forward_clean(clean, valid_mask, rope, block_size=block_size)
        if noisy is None:
            return clean, None, (aux,)
        noisy, aux_noisy = self.forward_blocks(
            noisy,
            valid_mask,
            rope,
            mix.context,
            block_size=block_size,
            context_visible=context_visible,
        )
        return clean, noisy, (aux, aux_noisy)

    def forward_clean(
        self, hidden_states, valid_mask, rope, *, block_size, state=None, balance_loss=True
    ):
        """Committed text after `state`: returns (hidden, MixerOutput with context/state, aux);
        aux is None with balance_loss=False (the cached paths, which never train)."""
        x = self.input_layernorm(hidden_states)
        if self.layer_type == "linear_attention":
            mix = self.linear_attn.forward_clean(x, valid_mask, block_size=block_size, state=state)
        else:
            mix = self.self_attn(x, valid_mask, rope, block_size=block_size, past=state)
        hidden_states, aux = self._feed_forward(
            hidden_states + mix.hidden_states, valid_mask, balance_loss
        )
        return hidden_states, mix, aux

    def forward_blocks(
        self,
        hidden_states,
        valid_mask,
        rope,
        context,
        *,
        block_size,
        context_visible=None,
        balance_loss=True,
    ):
        """Blocks that read `context` (noisy stream, block_logits): returns (hidden, aux)."""
        x = self.input_layernorm(hidden_states)
        if self.layer_type == "linear_attention":
            mix = self.linear_attn.forward_blocks(x, valid_mask, context, block_size=block_size)
        else:
            mix = self.self_attn(
                x,
                valid_mask,
                rope,
                block_size=block_size,
                past=context,
                past_visible=context_visible,
                see_earlier_blocks=False,
            )
        return self._feed_forward(hidden_states + mix.hidden_states, valid_mask, balance_loss)

    def forward_commit_and_block(self, committed, block, valid, rope, state, *, block_size):
        """`forward_clean` of a committed block after `state`, and `forward_blocks` of the
        next block reading the state it leaves, in one pass: the norms and the MoE run once
        over both blocks' tokens (B, 2T). ``valid`` and ``rope`` cover both blocks.
        Returns (committed hidden, next block hidden, MixerOutput of the committed block)."""
        length = committed.shape[1]
        x = self.input_layernorm(torch.cat([committed, block], dim=1))
        x_committed, x_block = x[:, :length], x[:, length:]
        valid_committed, valid_block = valid[:, :length], valid[:, length:]
        rope_committed = tuple(part[:, :length] for part in rope)
        rope_block = tuple(part[:, length:] for part in rope)
        if self.layer_type == "linear_attention":
            mix = self.linear_attn.forward_clean(
                x_committed, valid_committed, block_size=block_size, state=state
            )
            read = self.linear_attn.forward_blocks(
                x_block, valid_block, GDNBlockContext.from_state(mix.state), block_size=block_size
            )
        else:
            mix = self.self_attn(
                x_committed, valid_committed, rope_committed, block_size=block_size, past=state
            )
            read = self.self_attn(
                x_block,
                valid_block,
                rope_block,
                block_size=block_size,
                past=mix.state,
                see_earlier_blocks=False,
            )
        hidden = torch.cat([committed + mix.hidden_states, block + read.hidden_states], dim=1)
        hidden, _ = self._feed_forward(hidden, valid, balance_loss=False)
        return hidden[:, :length], hidden[:, length:], mix

    def block_context(self, state: LayerState):
        """What the block after a cached state reads."""
        if self.layer_type == "linear_attention":
            return GDNBlockContext.from_state(state)
        return state


class CloverPreTrainedModel(PreTrainedModel):
    config_class = CloverConfig
    config: CloverConfig
    base_model_prefix = "model"
    main_input_name = "input_ids"
    _no_split_modules = ["CloverDecoderLayer"]
    supports_gradient_checkpointing = False

    def __init__(self, config: CloverConfig, *args, **kwargs):
        config.check()
        super().__init__(config, *args, **kwargs)

    @torch.no_grad()
    def _init_weights(self, module):
        """Every weight of the model is initialised here."""
        std = self.config.initializer_range
        if isinstance(module, CloverGatedDeltaNet):
            init.ones_(module.dt_bias)
            # A in [0.01, 16] as in Qwen3-Next, kept away from 0 so log(A) stays finite
            init.copy_(module.A_log, torch.empty_like(module.A_log).uniform_(0.01, 16).log_())
            # the history unit starts content-blind: logit 0 + 1 * log(n)
            init.zeros_(module.history_key)
            init.zeros_(module.history_bias)
            init.constant_(module.history_calibration, self.config.history_calibration_init)
            # in-block scores sqrt(Dk) * cos(q, k): unit-variance logits for random directions
            init.constant_(module.block_attn_log_scale, 0.5 * math.log(module.head_k_dim))
        elif isinstance(module, RightContextConv):
            # mechanism 4 starts silent: the layer begins as the causal-only GDN
            init.zeros_(module.weight)
        elif isinstance(module, nn.Conv1d):
            # the causal short conv: PyTorch's default range for a depthwise kernel
            bound = module.kernel_size[0] ** -0.5
            init.uniform_(module.weight, -bound, bound)
        elif isinstance(module, nn.Linear):
            init.normal_(module.weight, mean=0.0, std=std)
            if module.bias is not None:
                init.zeros_(module.bias)
        elif isinstance(module, nn.Embedding):
            init.normal_(module.weight, mean=0.0, std=std)
        elif isinstance(module, RMSNorm):
            init.zeros_(module.weight)
        elif isinstance(module, RMSNormGated):
            init.ones_(module.weight)
        elif isinstance(module, CloverExperts):
            init.normal_(module.gate_up_proj, mean=0.0, std=std)
            init.normal_(module.down_proj, mean=0.0, std=std)
        elif isinstance(module, CloverTopKRouter):
            init.normal_(module.weight, mean=0.0, std=std)

    def _check_ids(self, ids: torch.Tensor, name: str) -> None:
        if not isinstance(ids, torch.Tensor) or ids.dim() != 2:
            shape = tuple(ids.shape) if isinstance(ids, torch.Tensor) else type(ids).__name__
            raise ValueError(f"{name} must be a (batch, length) tensor of token ids, got {shape}")
        if ids.dtype not in (torch.int32, torch.int64):
            raise ValueError(f"{name} must hold integer token ids, got dtype {ids.dtype}")
        if ids.numel() and not (int(ids.min()) >= 0 and int(ids.max()) < self.config.vocab_size):
            raise ValueError(
                f"{name} must hold token ids in [0, vocab_size={self.config.vocab_size}), got "
                f"values in [{int(ids.min())}, {int(ids.max())}]"
            )


@dataclass
class CloverModelOutput(ModelOutput):
    last_hidden_state: torch.Tensor | None = None  # (B, L, D): noisy stream (clean if none)
    clean_hidden_state: torch.Tensor | None = None  # (B, L, D): the block-causal clean stream
    aux_loss: torch.Tensor | None = None  # mean MoE balance loss over layers and streams


@dataclass
class CloverOutput(ModelOutput):
    # diffusion_loss (+ certainty_weight * certainty_loss) + router_aux_loss_coef * aux_loss
    loss: torch.Tensor | None = None
    logits: torch.Tensor | None = None  # (B, L, V) of the noisy stream
    diffusion_loss: torch.Tensor | None = None
    aux_loss: torch.Tensor | None = None
    noisy_input_ids: torch.Tensor | None = None  # (B, L)
    noise_levels: torch.Tensor | None = None  # (B, N): t of each block
    # with certainty_weight; without logits the two parts are fused into `loss` and both
    # `diffusion_loss` and `certainty_loss` are detached (for logging)
    certainty_loss: torch.Tensor | None = None


class CloverModel(CloverPreTrainedModel):
    """The trunk: embeddings, decoder layers, final norm; training streams and cached blocks."""

    def __init__(self, config: CloverConfig):
        super().__init__(config)
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList(
            [CloverDecoderLayer(config, i) for i in range(config.num_hidden_layers)]
        )
        self.norm = RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.rotary_emb = RotaryEmbedding(
            config.head_dim, config.partial_rotary_factor, config.rope_theta
        )
        self.post_init()

    def get_input_embeddings(self):
        return self.embed_tokens

    def set_input_embeddings(self, value):
        self.embed_tokens = value

    def forward(
        self,
        input_ids: torch.Tensor,
        noisy_input_ids: torch.Tensor | None = None,
        attention_mask: torch.Tensor | None = None,
    ) -> CloverModelOutput:
        """The clean stream (B, L), and the noisy stream when `noisy_input_ids` is given.

        attention_mask (B, L): 1 for real tokens, one contiguous run per row (left padding for
        prompts built with `left_pad_to_blocks`, right padding after the end). Blocks start at
        position 0; a last partial block is padded internally.
        """
        self.config.check()
        self._check_ids(input_ids, "input_ids")
        if noisy_input_ids is not None:
            self._check_ids(noisy_input_ids, "noisy_input_ids")
            if noisy_input_ids.shape != input_ids.shape:
                raise ValueError(
                    f"noisy_input_ids must have the shape of input_ids {tuple(input_ids.shape)}, "
                    f"got {tuple(noisy_input_ids.shape)}"
                )
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids, dtype=torch.bool)
        check_token_mask(attention_mask, input_ids, "attention_mask", pads="outside")
        block_size, seq_len = self.config.block_size, input_ids.shape[1]
        pad_id = self.config.pad_token_id or 0
        ids = _pad_right(input_ids, block_size, pad_id)
        valid = _pad_right(attention_mask.bool(), block_size, False)
        rope = self.rotary_emb(positions_from_mask(valid), self.embed_tokens.weight.dtype)

        clean = self.embed_tokens(ids)
        noisy = context_visible = None
        if noisy_input_ids is not None:
            noisy = self.embed_tokens(_pad_right(noisy_input_ids, block_size, pad_id))
            blocks = block_ids(ids.shape[1], block_size, ids.device)
            # (B, L, L): a noisy block sees the valid clean tokens of the blocks before it
            context_visible = (blocks[None, :] < blocks[:, None])[None] & valid[:, None, :]
        aux_losses = []
        for layer in self.layers:
            clean, noisy, aux = layer(
                clean, noisy, valid, rope, block_size=block_size, context_visible=context_visible
            )
            aux_losses.extend(aux)
        clean = self.norm(clean)[:, :seq_len]
        last = clean if noisy is None else self.norm(noisy)[:, :seq_len]
        return CloverModelOutput(
            last_hidden_state=last,
            clean_hidden_state=clean,
            aux_loss=torch.stack(aux_losses).mean(),
        )

    @torch.no_grad()
    def prefill(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None
    ) -> CloverCache:
        """Encode a prompt batch (B, P) into a fresh `CloverCache`.

        attention_mask (B, P) must be left padding. The prompt is left-padded to a multiple of
        block_size (`left_pad_to_blocks`): its first block is partial, every later block full,
        and the first generated block starts on a block boundary.
        """
        self._check_ids(input_ids, "input_ids")
        if input_ids.shape[1] == 0:
            raise ValueError("input_ids must hold at least one prompt token, got length 0")
        if attention_mask is not None:
            check_token_mask(attention_mask, input_ids, "attention_mask", pads="left")
        ids, valid = left_pad_to_blocks(
            input_ids,
            attention_mask,
            block_size=self.config.block_size,
            pad_token_id=self.config.pad_token_id or 0,
        )
        rope = self.rotary_emb(positions_from_mask(valid), self.embed_tokens.weight.dtype)
        hidden = self.embed_tokens(ids)
        states = []
        for layer in self.layers:
            hidden, mix, _ = layer.forward_clean(
                hidden, valid, rope, block_size=self.config.block_size, balance_loss=False
            )
            states.append(mix.state)
        return CloverCache(layers=states, lengths=valid.sum(-1), seq_len=ids.shape[1])

    def _check_block(
        self,
        ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
        name: str = "block_ids",
    ) -> torch.Tensor:
        """A block after `cache`: 1 to block_size token ids per row, one row per cached
        sequence, pads (if any) on the right -> its valid mask (B, T) bool."""
        self._check_ids(ids, name)
        batch, length = ids.shape
        if not 1 <= length <= self.config.block_size:
            raise ValueError(
                f"{name} must hold 1 to block_size={self.config.block_size} tokens per row, "
                f"got {length}"
            )
        if batch != cache.batch_size:
            raise ValueError(
                f"{name} has batch size {batch} but the cache holds {cache.batch_size} sequences"
            )
        if block_mask is None:
            return torch.ones_like(ids, dtype=torch.bool)
        check_token_mask(block_mask, ids, "block_mask", pads="right")
        return block_mask.bool()

    @torch.no_grad()
    def block_forward(
        self,
        block_ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
        *,
        commit: bool = False,
    ) -> torch.Tensor:
        """Hidden states (B, T, D) of the block after the cache, T <= block_size.

        commit=False reads the cache and leaves it untouched (the denoising loop); commit=True
        runs the block as committed text and advances every layer of the cache once.
        block_mask (B, T): valid tokens first, then pads (a finished row may be all pads).
        """
        valid = self._check_block(block_ids, cache, block_mask)
        length = block_ids.shape[1]
        rope = self.rotary_emb(
            positions_from_mask(valid, cache.lengths), self.embed_tokens.weight.dtype
        )
        hidden = self.embed_tokens(block_ids)
        states = []
        for layer, state in zip(self.layers, cache.layers, strict=True):
            if commit:
                hidden, mix, _ = layer.forward_clean(
                    hidden,
                    valid,
                    rope,
                    block_size=self.config.block_size,
                    state=state,
                    balance_loss=False,
                )
                states.append(mix.state)
            else:
                hidden, _ = layer.forward_blocks(
                    hidden,
                    valid,
                    rope,
                    layer.block_context(state),
                    block_size=self.config.block_size,
                    balance_loss=False,
                )
        if commit:
            cache.layers = states
            cache.lengths = cache.lengths + valid.sum(-1)
            cache.seq_len += length
        return self.norm(hidden)

    @torch.no_grad()
    def commit_and_block_forward(
        self,
        committed_ids: torch.Tensor,
        block_ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """`block_forward(committed_ids, cache, commit=True)` then `block_forward(block_ids,
        cache)` in one forward: every layer commits the finished block and reads the next one
        from the state it leaves, with one MoE over the tokens of both (the decoding loop's
        block boundary and the next block's first denoising step at once).

        committed_ids (B, block_size) whole blocks; block_ids (B, T) and block_mask (B, T) as
        in `block_forward`. Returns the next block's hidden states (B, T, D)."""
        size = self.config.block_size
        committed_valid = self._check_block(committed_ids, cache, name="committed_ids")
        if committed_ids.shape[1] != size:
            raise ValueError(
                f"committed_ids must be one whole block of {size} tokens, "
                f"got {committed_ids.shape[1]}"
            )
        valid = torch.cat([committed_valid, self._check_block(block_ids, cache, block_mask)], 1)
        dtype = self.embed_tokens.weight.dtype
        rope = self.rotary_emb(positions_from_mask(valid, cache.lengths), dtype)
        committed = self.embed_tokens(committed_ids)
        hidden = self.embed_tokens(block_ids)
        states = []
        for layer, state in zip(self.layers, cache.layers, strict=True):
            committed, hidden, mix = layer.forward_commit_and_block(
                committed, hidden, valid, rope, state, block_size=size
            )
            states.append(mix.state)
        cache.layers = states
        cache.lengths = cache.lengths + size
        cache.seq_len += size
        return self.norm(hidden)


class CloverForBlockDiffusionLM(CloverPreTrainedModel):
    """Clover with its LM head: the masked-diffusion training loss and the cached block API."""

    _tied_weights_keys = {"lm_head.weight": "model.embed_tokens.weight"}

    def __init__(self, config: CloverConfig):
        super().__init__(config)
        self.model = CloverModel(config)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.post_init()

    def get_input_embeddings(self):
        return self.model.embed_tokens

    def set_input_embeddings(self, value):
        self.model.embed_tokens = value

    def get_output_embeddings(self):
        return self.lm_head

    def set_output_embeddings(self, value):
        self.lm_head = value

    def forward(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None = None,
        noisy_input_ids: torch.Tensor | None = None,
        noise_levels: torch.Tensor | None = None,
        noise_mask: torch.Tensor | None = None,
        noise_range: tuple[float, float] = (1e-3, 1.0),
        generator: torch.Generator | None = None,
        return_logits: bool = True,
        head_matmul_dtype: torch.dtype | None = None,
        certainty_weight: float = 0.0,
        history_noise: float = 0.0,
    ) -> CloverOutput:
        """One block-diffusion training step's forward: noise, two streams, loss.

        input_ids (B, L) clean tokens; attention_mask (B, L) as in `CloverModel.forward`.
        noise_mask (B, L) bool: tokens that may be masked (default every valid token; pass
        False on prompts). Without `noisy_input_ids`, each block draws t ~ U(noise_range) and
        masks each noisable token with probability t. noise_levels (B, N) weights the loss by
        1/t; with explicit noisy ids and no levels the weight is 1. return_logits=False skips
        the LM head on every position that is not masked (training needs only the loss; with a
        16k vocabulary the full (B, L, V) logits cost as much as the layers) and returns
        logits=None; its LM head then multiplies in head_matmul_dtype (default the weight's;
        see `linear_cross_entropy`). certainty_weight > 0 adds that times the entropy of the
        masked positions already predicted right (`certainty_forcing_loss`) to the loss (fused
        into the LM head's chunks by `linear_certainty_forcing` without logits).
        history_noise > 0 feeds the clean stream (the history each block reads) with that
        rate of wrong tokens (`corrupt_history`) while the targets stay the true tokens.
        """
        self.config.check()
        self.model._check_ids(input_ids, "input_ids")
        valid, valid_noise = self._token_masks(input_ids, attention_mask, noise_mask)
        noisy_input_ids, noise_levels = self._noised(
            input_ids, valid_noise, noisy_input_ids, noise_levels, noise_range, generator
        )
        history = input_ids
        if history_noise:
            history = corrupt_history(
                input_ids, valid_noise, rate=history_noise, generator=generator
            )
        out = self.model(history, noisy_input_ids, attention_mask=valid)
        logits = self.lm_head(out.last_hidden_state) if return_logits else None
        head_loss, diffusion_loss, certainty = self._head_loss(
            out.last_hidden_state,
            logits,
            input_ids,
            noisy_input_ids,
            valid_noise,
            noise_levels,
            head_matmul_dtype=head_matmul_dtype,
            certainty_weight=certainty_weight,
        )
        loss = head_loss + self.config.router_aux_loss_coef * out.aux_loss
        return CloverOutput(
            loss=loss,
            logits=logits,
            diffusion_loss=diffusion_loss,
            aux_loss=out.aux_loss,
            noisy_input_ids=noisy_input_ids,
            noise_levels=noise_levels,
            certainty_loss=certainty,
        )

    def _token_masks(
        self,
        input_ids: torch.Tensor,
        attention_mask: torch.Tensor | None,
        noise_mask: torch.Tensor | None,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        """(valid, valid_noise), both (B, L) bool: the real tokens, and those of them that
        may be masked (`forward`'s ``attention_mask`` and ``noise_mask``, checked)."""
        valid = torch.ones_like(input_ids, dtype=torch.bool)
        if attention_mask is not None:
            check_token_mask(attention_mask, input_ids, "attention_mask", pads="outside")
            valid = attention_mask.bool()
        if noise_mask is None:
            return valid, valid
        if noise_mask.shape != input_ids.shape:
            raise ValueError(
                f"noise_mask must have the shape of input_ids {tuple(input_ids.shape)}, got "
                f"{tuple(noise_mask.shape)}"
            )
        return valid, valid & noise_mask.bool()

    def _noised(
        self,
        input_ids: torch.Tensor,
        valid_noise: torch.Tensor,
        noisy_input_ids: torch.Tensor | None,
        noise_levels: torch.Tensor | None,
        noise_range: tuple[float, float],
        generator: torch.Generator | None,
    ) -> tuple[torch.Tensor, torch.Tensor | None]:
        """(noisy_input_ids, noise_levels): the caller's, checked, or without noisy ids one
        level t ~ U(noise_range) drawn per block and each noisable token masked with
        probability t (`sample_block_noise`)."""
        block_size, seq_len = self.config.block_size, input_ids.shape[1]
        if noisy_input_ids is None:
            noisy_input_ids, noise_levels = sample_block_noise(
                _pad_right(input_ids, block_size, 0),
                _pad_right(valid_noise, block_size, False),
                block_size=block_size,
                mask_token_id=self.config.mask_token_id,
                noise_range=noise_range,
                generator=generator,
            )
            return noisy_input_ids[:, :seq_len], noise_levels
        if noise_levels is not None:
            expected = (input_ids.shape[0], math.ceil(seq_len / block_size))
            if tuple(noise_levels.shape) != expected:
                raise ValueError(
                    f"noise_levels must be (batch, blocks) = {expected}, got "
                    f"{tuple(noise_levels.shape)}"
                )
        return noisy_input_ids, noise_levels

    def _head_loss(
        self,
        hidden: torch.Tensor,
        logits: torch.Tensor | None,
        input_ids: torch.Tensor,
        noisy_input_ids: torch.Tensor,
        valid_noise: torch.Tensor,
        noise_levels: torch.Tensor | None,
        *,
        head_matmul_dtype: torch.dtype | None,
        certainty_weight: float,
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor | None]:
        """(head_loss, diffusion_loss, certainty): the LM head's loss on the masked positions,
        from the whole ``logits`` when `forward` made them, else from ``hidden`` (B, L, H) of
        the masked positions alone, chunked without logits (`linear_cross_entropy`, fused with
        certainty forcing by `linear_certainty_forcing`). ``head_loss`` is the diffusion loss
        plus ``certainty_weight`` times the certainty loss (None without certainty forcing)."""
        config = self.config
        loss_args = {"block_size": config.block_size, "mask_token_id": config.mask_token_id}
        if logits is not None and not certainty_weight:
            diffusion_loss = masked_diffusion_loss(
                logits,
                input_ids,
                noisy_input_ids,
                valid_noise,
                **loss_args,
                noise_levels=noise_levels,
            )
            return diffusion_loss, diffusion_loss, None
        masked, targets, weights = diffusion_loss_weights(
            input_ids, noisy_input_ids, valid_noise, **loss_args, noise_levels=noise_levels
        )
        if logits is not None:
            diffusion_loss, certainty = certainty_forcing_loss(logits[masked], targets, weights)
            return diffusion_loss + certainty_weight * certainty, diffusion_loss, certainty
        if certainty_weight:
            # fused: the loss parts come back detached, their sum carries the gradient
            return linear_certainty_forcing(
                hidden[masked],
                self.lm_head.weight,
                targets,
                weights,
                certainty=certainty_weight,
                matmul_dtype=head_matmul_dtype,
            )
        diffusion_loss = linear_cross_entropy(
            hidden[masked],
            self.lm_head.weight,
            targets,
            weights,
            matmul_dtype=head_matmul_dtype,
        )
        return diffusion_loss, diffusion_loss, None

    def prefill(
        self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None
    ) -> CloverCache:
        """A fresh `CloverCache` for a left-padded prompt batch; see `CloverModel.prefill`."""
        self.config.check()
        return self.model.prefill(input_ids, attention_mask)

    @torch.no_grad()
    def block_logits(
        self,
        block_ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """Logits (B, T, V) of the block after the cache; the cache is not modified."""
        return self.lm_head(self.model.block_forward(block_ids, cache, block_mask))

    def commit_block(
        self,
        block_ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
    ) -> None:
        """Append the final tokens of a block to the cache (every layer advances once)."""
        self.model.block_forward(block_ids, cache, block_mask, commit=True)

    @torch.no_grad()
    def commit_block_logits(
        self,
        committed_ids: torch.Tensor,
        block_ids: torch.Tensor,
        cache: CloverCache,
        block_mask: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """`commit_block(committed_ids, cache)` and then `block_logits(block_ids, cache)` in
        one forward (`CloverModel.commit_and_block_forward`): logits (B, T, V) of the block
        after the one committed. The cache advances by the committed block."""
        return self.lm_head(
            self.model.commit_and_block_forward(committed_ids, block_ids, cache, block_mask)
        )


def count_parameters(config: CloverConfig) -> tuple[int, int]:
    """(total, active per token) parameters of `CloverForBlockDiffusionLM(config)`.

    Built on the meta device, so nothing is allocated. Active counts every weight except the
    routed experts, of which num_experts_per_tok / num_experts are used by each token.
    """
    with torch.device("meta"):
        model = CloverForBlockDiffusionLM(config)
    total = sum(p.numel() for p in model.parameters())
    routed = sum(p.numel() for name, p in model.named_parameters() if ".mlp.experts." in name)
    active = total - routed + routed * config.num_experts_per_tok // config.num_experts
    return total, active


__all__ = [
    "CloverForBlockDiffusionLM",
    "CloverModel",
    "CloverModelOutput",
    "CloverOutput",
    "CloverPreTrainedModel",
    "count_parameters",
]
