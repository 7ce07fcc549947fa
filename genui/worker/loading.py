"""Loading the Clover checkpoint: model, tokenizer and what the worker needs to know of it.

``model_load_configured`` reads the checkpoint named by ``CLOVER_MODEL_PATH`` into a
``LoadedModel``, or one that says why there is none; with ``CLOVER_QUANTIZE=int4`` its
linears and experts become weight-only INT4 as it loads, and an INT4 checkpoint (one
``python -m clover_model.quantize`` wrote) loads as INT4 whatever the setting says. The
worker process loads it once and hands it to the job loop; the command-line generators load
their own. torch and transformers are imported only when there is a checkpoint to load.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings

from genui.corpus.trained import checkpoint_known_topics

# the longest lesson a job generates when neither CLOVER_MAX_NEW_TOKENS nor the checkpoint's
# generation_config.json says
DEFAULT_MAX_NEW_TOKENS = 4096


@dataclass
class LoadedModel:
    """A Clover checkpoint in memory (``loaded``), or why there is none (``detail``)."""

    loaded: bool
    detail: str
    model_id: str = ""
    device: str = ""
    demo: bool = False  # trained by genui.demo_model.train on the project's corpus
    model: object | None = field(default=None, repr=False)
    tokenizer: object | None = field(default=None, repr=False)
    # every token id's bytes, for the markup grammar (`genui.markup.token_constraint.token_bytes`)
    vocabulary: list | None = field(default=None, repr=False)
    # the checkpoint's own limit (its generation_config.json: a demo checkpoint never saw a
    # lesson longer than its training sequences)
    max_new_tokens: int = DEFAULT_MAX_NEW_TOKENS
    # the catalog topics a demo checkpoint was trained on (slugs); None: any topic (a real
    # checkpoint), where no request is refused for its topic
    known_topics: tuple[str, ...] | None = None
    # the topic router that decides which of them a request asks for (`genui.worker.routing`)
    router: object | None = field(default=None, repr=False)

    def new_tokens_limit(self) -> int:
        """The longest lesson to generate: CLOVER_MAX_NEW_TOKENS, else the checkpoint's."""
        return settings.CLOVER_MAX_NEW_TOKENS or self.max_new_tokens


def resolve_device(requested: str) -> str:
    """``auto`` means CUDA when torch sees a GPU, else the CPU."""
    if requested != "auto":
        return requested
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def cpu_threads(requested: int) -> int:
    """Threads for the model on a CPU: ``requested``, or half the cores (1 to 8). The worker
    shares the machine with the web server and the validator's Chromium; an oversubscribed
    OpenMP pool is many times slower than a smaller one, so leave the other half free."""
    return requested if requested > 0 else max(1, min(8, (os.cpu_count() or 2) // 2))


def model_weights_load(*, path: Path, device: str, dtype: str, quantize: str):
    """The model of the checkpoint at ``path`` on ``device`` and the dtype it computes in.
    INT4 weights (an INT4 checkpoint, or ``quantize="int4"``) compute in bfloat16, whatever
    ``dtype`` says: the CUDA kernel takes nothing else, the CPU one is far slower in float32."""
    import torch

    from clover_model import CloverForBlockDiffusionLM
    from clover_model.quantize import is_int4_checkpoint, load_int4, quantize_int4

    if is_int4_checkpoint(path):
        return load_int4(path, device=device), "bfloat16"
    if quantize == "int4":
        model = CloverForBlockDiffusionLM.from_pretrained(path, dtype=torch.bfloat16)
        return quantize_int4(model.to(device)), "bfloat16"
    model = CloverForBlockDiffusionLM.from_pretrained(path, dtype=getattr(torch, dtype))
    return model.to(device).eval(), dtype


def model_load(
    *, path: Path, device: str, dtype: str, threads: int = 0, quantize: str = "none"
) -> LoadedModel:
    """Load the Clover checkpoint at ``path`` or explain why there is none."""
    if not (path / "config.json").exists():
        return LoadedModel(
            loaded=False,
            detail=f"no model loaded yet: no Clover checkpoint at {path} (set CLOVER_MODEL_PATH)",
        )
    import torch
    from transformers import AutoTokenizer, GenerationConfig

    from genui.markup.token_constraint import token_bytes

    resolved = resolve_device(device)
    if resolved == "cpu":
        torch.set_num_threads(cpu_threads(threads))
    try:
        model, dtype = model_weights_load(
            path=path, device=resolved, dtype=dtype, quantize=quantize
        )
    except (ImportError, ValueError) as error:
        from clover_model.quantize import is_int4_checkpoint

        if quantize != "int4" and not is_int4_checkpoint(path):
            raise
        # torchao missing, or INT4 weights packed for another device
        return LoadedModel(loaded=False, detail=f"no model loaded: {error}")
    int4 = getattr(model.config, "clover_int4", None)
    tokenizer = AutoTokenizer.from_pretrained(path)
    max_new_tokens = DEFAULT_MAX_NEW_TOKENS
    if (path / "generation_config.json").exists():
        max_new_tokens = GenerationConfig.from_pretrained(path).max_new_tokens or max_new_tokens
    model_id = path.name
    # genui.demo_model.train writes training_summary.json: a checkpoint we trained ourselves
    demo = (path / "training_summary.json").exists()
    known_topics = checkpoint_known_topics(path)
    router = None
    if known_topics is not None:
        from genui.worker.routing import router_load, router_path

        router = router_load(router_path(path))
    return LoadedModel(
        loaded=True,
        detail=f"loaded {model_id} ({dtype}"
        + (f", INT4 weights in groups of {int4['group_size']}" if int4 else "")
        + f") on {resolved}"
        + (
            f", a DEMO checkpoint trained on the project's lesson corpus"
            f" ({len(known_topics)} topics)"
            if demo
            else ""
        )
        + (f", {torch.get_num_threads()} threads" if resolved == "cpu" else ""),
        model_id=model_id,
        device=resolved,
        demo=demo,
        model=model,
        tokenizer=tokenizer,
        vocabulary=token_bytes(tokenizer),
        max_new_tokens=max_new_tokens,
        known_topics=known_topics,
        router=router,
    )


def model_load_configured(path: Path | None = None) -> LoadedModel:
    """`model_load` with the deployment's settings: CLOVER_MODEL_PATH (unless ``path`` is
    given), CLOVER_DEVICE, CLOVER_DTYPE, CLOVER_THREADS and CLOVER_QUANTIZE."""
    return model_load(
        path=path or Path(settings.CLOVER_MODEL_PATH),
        device=settings.CLOVER_DEVICE,
        dtype=settings.CLOVER_DTYPE,
        threads=settings.CLOVER_THREADS,
        quantize=settings.CLOVER_QUANTIZE,
    )
