"""Clover at scale: tooling around the model core, for checkpoints bigger than the demo's.

Nothing in the core (`clover_model`) or the product (`genui`) imports these modules; each is
a command (`python -m clover_model.scale.<module>`) with its tests in tests/clover_model/scale/.
They build on the core and never the other way round.

Conversion from an autoregressive Qwen checkpoint (docs/conversion.md):

- `conversion_plan`: what goes where, from names and shapes only (no tensor data read);
- `convert`: streams the source's tensors along the plan into a Clover checkpoint;
- `conversion_check`: how far the converted checkpoint's logits are from its source's.

Distributed training (docs/training-at-scale.md):

- `token_corpus`: a tokenised corpus on disk and the deterministic global batches it yields;
- `distributed`: continued block-diffusion training under torchrun (FSDP2, DCP);
- `training_plan`: memory per GPU and expected speed of such a run, from the config.

Planning inference and measuring it:

- `memory`: where a checkpoint's weights and caches live on one GPU and its host;
- `bench_gpu`: bs=1 decode speed of the 35B shape against transformers' Qwen3.5-MoE
  `generate`, on a GPU host (``--tiny`` runs the whole script on the CPU).
"""
