"""Clover: the block-diffusion GDN / attention MoE language model, registered with transformers.

Importing this package registers the `clover` model type, so the Auto classes load it:

    import clover_model  # noqa: F401
    from transformers import AutoConfig, AutoModel, AutoModelForMaskedLM
    model = AutoModelForMaskedLM.from_pretrained(path)  # -> CloverForBlockDiffusionLM

The LM registers under `AutoModelForMaskedLM`: it predicts masked tokens from both directions
inside a block and has no `generate()` (decoding is the engine's block loop over
`prefill` / `block_logits` / `commit_block`). See docs/architecture.md.
"""

from transformers import AutoConfig, AutoModel, AutoModelForMaskedLM

from clover_model.cache import CloverCache, left_pad_to_blocks
from clover_model.configuration_clover import PRESETS, CloverConfig
from clover_model.modeling_clover import (
    CloverForBlockDiffusionLM,
    CloverModel,
    CloverModelOutput,
    CloverOutput,
    CloverPreTrainedModel,
    count_parameters,
)

AutoConfig.register("clover", CloverConfig, exist_ok=True)
AutoModel.register(CloverConfig, CloverModel, exist_ok=True)
AutoModelForMaskedLM.register(CloverConfig, CloverForBlockDiffusionLM, exist_ok=True)

__all__ = [
    "PRESETS",
    "CloverCache",
    "CloverConfig",
    "CloverForBlockDiffusionLM",
    "CloverModel",
    "CloverModelOutput",
    "CloverOutput",
    "CloverPreTrainedModel",
    "count_parameters",
    "left_pad_to_blocks",
]
