"""How far a converted Clover checkpoint is from its Qwen source: logit KL with blocks of 1.

With every block of size 1 Clover reads text causally, as the autoregressive source does, and
the one difference left at initialisation is the GDN readout through the history unit
(docs/conversion.md). This measures it on a text, loading one model at a time (the 35B fits one
H200 in bfloat16, not two):

    python -m clover_model.scale.conversion_check --source Qwen/Qwen3.5-35B-A3B \
        --clover checkpoints/clover-35b-a3b --device cuda

It prints a JSON line: tokens, KL(source || Clover) in nats per token (mean and max over
positions) and the share of positions where both models' top token agree.
"""

import argparse
import json
from pathlib import Path

import torch
import torch.nn.functional as F
from transformers import AutoModelForCausalLM, AutoTokenizer

from clover_model.modeling_clover import CloverForBlockDiffusionLM
from clover_model.scale.conversion_plan import resolve_source

TEXT = (
    "A solar eclipse happens when the Moon passes between the Sun and the Earth and casts its "
    "shadow on a part of the Earth's surface. A lunar eclipse happens when the Earth passes "
    "between the Sun and the Moon, so that the Earth's shadow falls on the Moon. Mitochondria "
    "turn the energy stored in food into a form the cell can use."
)


def load_source(folder: Path, dtype: str | torch.dtype = "auto"):
    """The source model in eval mode: Qwen3.5-MoE's multimodal class, else the causal LM."""
    model_type = json.loads((folder / "config.json").read_text())["model_type"]
    if model_type == "qwen3_5_moe":
        from transformers import Qwen3_5MoeForConditionalGeneration

        return Qwen3_5MoeForConditionalGeneration.from_pretrained(folder, dtype=dtype).eval()
    return AutoModelForCausalLM.from_pretrained(folder, dtype=dtype).eval()


@torch.no_grad()
def clover_causal_logits(clover: CloverForBlockDiffusionLM, ids: torch.Tensor) -> torch.Tensor:
    """Logits (B, T, V) of Clover's clean stream, the block-causal pass over committed text;
    with block_size 1, each position predicts the next token as a causal LM does."""
    return clover.lm_head(clover.model(ids).clean_hidden_state)


def logit_kl(source_logits: torch.Tensor, clover_logits: torch.Tensor) -> torch.Tensor:
    """KL(source || Clover) per position (B, T), in float64."""
    source_logp = F.log_softmax(source_logits.double(), -1)
    clover_logp = F.log_softmax(clover_logits.double(), -1)
    return (source_logp.exp() * (source_logp - clover_logp)).sum(-1)


@torch.no_grad()
def compare_with_source(
    source: str | Path,
    clover: str | Path,
    *,
    text: str = TEXT,
    device: str = "cpu",
    dtype: str | torch.dtype = "auto",
) -> dict:
    """KL(source || Clover) and top-1 agreement on `text` with every block of size 1."""
    folder = resolve_source(str(source))
    tokenizer = AutoTokenizer.from_pretrained(clover)
    ids = tokenizer(text, return_tensors="pt").input_ids.to(device)
    model = load_source(folder, dtype).to(device)
    source_logits = model(input_ids=ids).logits.float()
    del model
    model = CloverForBlockDiffusionLM.from_pretrained(clover, block_size=1, dtype=dtype)
    clover_logits = clover_causal_logits(model.to(device).eval(), ids).float()
    kl = logit_kl(source_logits, clover_logits)
    agree = source_logits.argmax(-1) == clover_logits.argmax(-1)
    return {
        "tokens": ids.shape[1],
        "kl_mean": float(kl.mean()),
        "kl_max": float(kl.max()),
        "top1_agreement": float(agree.float().mean()),
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", required=True, help="the Qwen checkpoint folder or hub id")
    parser.add_argument("--clover", required=True, help="the converted Clover checkpoint")
    parser.add_argument("--text", default=TEXT)
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args(argv)
    result = compare_with_source(args.source, args.clover, text=args.text, device=args.device)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
