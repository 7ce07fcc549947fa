"""Clover: the block-diffusion GDN / attention MoE language model, registered with transformers.

Importing this package registers the `clover` model type, so the Auto classes load it:

    import clover_model  # noqa: F401
    from transformers import AutoConfig, AutoModel, AutoModelForMaskedLM
    model = AutoModelForMaskedLM.from_pretrained(path)  # -> CloverForBlockDiffusionLM

The LM registers under `AutoModelForMaskedLM`: it predicts masked tokens from both directions
inside a block and has no `generate()` (decoding is the engine's block loop over
`prefill` / `block_logits` / `commit_block`). See docs/model-architecture.md.

The core, in reading order (each module's docstring says more):

- `configuration_clover`: `CloverConfig`, one flat config, and the presets (`clover-tiny`,
  `clover-35b-a3b`); per-layer lists derived in one place.
- `layers`: stateless building blocks: RMSNorm, RoPE, the SwiGLU MLP, mask helpers.
- `cache`: `CloverCache`, what committed text leaves behind per layer (the GDN state and conv
  window, attention keys and values), and the left padding that keeps it exact.
- `gdn`, `attention`, `moe`: the mixers: Gated DeltaNet with attention inside the block,
  block-causal gated full attention, the sparse mixture of experts with a shared expert.
- `diffusion`: block-diffusion noise and the masked-diffusion loss (the LM head's
  cross-entropy without whole logits).
- `modeling_clover`: the decoder layer, `CloverModel` and `CloverForBlockDiffusionLM`:
  training's clean and noisy streams in one pass, inference through `prefill`,
  `block_logits` and `commit_block`.
- `engine/`: decoding: token ids in, token ids and events out (`BatchEngine`, `Engine`,
  strategies, constraints, joint mode); no tokenizer, no web.
- `tokenization`: the byte-level BPE and its special tokens, the request formats.
- `train`, `muon`: generic block-diffusion training of one process, and its optimizer;
  `training_data` turns pairs into token ids and batches, `training_records` writes the
  resumable state and the finished checkpoint's files.
- `quantize`: weight-only INT4 (torchao), at load or as a saved checkpoint.
- `bench`: the CPU timings of a training step, a block decode and the LM head.
- `router`: a small n-gram text classifier as a transformers model (the topic router).

`clover_model.scale` holds the tooling for big checkpoints that the core never imports:
conversion from Qwen, distributed training, memory and training plans, the GPU benchmark.
The kernels are `clover_kernels` (kernels/); nothing here imports genui.
"""

import logging

import torch

# (logger, text in the message): warnings that every process prints when it imports
# transformers' models with torchao installed (the `quant` extra, `quantize.py`) on a machine
# without CUDA: torchao's CUDA-only extension libraries and Triton kernels, which a CPU build
# cannot load (Triton is a GPU-only dependency here), and torch's deprecation note on the Enum
# classes torchao registers. None is about anything Clover does.
_IMPORT_NOISE = (
    ("torchao", "Failed to load"),
    ("torchao.kernel.intmm", "Detected no triton"),
    ("torch.utils._pytree", "is an Enum subclass and is now natively supported"),
)


class _ImportNoise(logging.Filter):
    """Drops one logger's `_IMPORT_NOISE` on a machine without CUDA; other records pass."""

    def __init__(self, text: str):
        super().__init__()
        self.text = text

    def filter(self, record: logging.LogRecord) -> bool:
        return torch.cuda.is_available() or self.text not in record.getMessage()


for _name, _text in _IMPORT_NOISE:
    logging.getLogger(_name).addFilter(_ImportNoise(_text))

from transformers import (  # noqa: E402
    AutoConfig,
    AutoModel,
    AutoModelForMaskedLM,
    AutoModelForSequenceClassification,
)

from clover_model.cache import CloverCache, left_pad_to_blocks  # noqa: E402
from clover_model.configuration_clover import PRESETS, CloverConfig  # noqa: E402
from clover_model.modeling_clover import (  # noqa: E402
    CloverForBlockDiffusionLM,
    CloverModel,
    CloverModelOutput,
    CloverOutput,
    CloverPreTrainedModel,
    count_parameters,
)
from clover_model.router import (  # noqa: E402
    CloverRouterConfig,
    CloverRouterForSequenceClassification,
)

AutoConfig.register("clover", CloverConfig, exist_ok=True)
AutoModel.register(CloverConfig, CloverModel, exist_ok=True)
AutoModelForMaskedLM.register(CloverConfig, CloverForBlockDiffusionLM, exist_ok=True)
AutoConfig.register("clover_router", CloverRouterConfig, exist_ok=True)
AutoModelForSequenceClassification.register(
    CloverRouterConfig, CloverRouterForSequenceClassification, exist_ok=True
)

__all__ = [
    "PRESETS",
    "CloverCache",
    "CloverConfig",
    "CloverForBlockDiffusionLM",
    "CloverModel",
    "CloverModelOutput",
    "CloverOutput",
    "CloverPreTrainedModel",
    "CloverRouterConfig",
    "CloverRouterForSequenceClassification",
    "count_parameters",
    "left_pad_to_blocks",
]
