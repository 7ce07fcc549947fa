"""Configuration of Clover, the block-diffusion hybrid GDN / attention MoE language model.

One flat config in the style of Qwen3.5-MoE: the defaults are the shape of Clover-35B-A3B, and
`CloverConfig.from_preset("clover-tiny")` gives the small model used by tests and benchmarks.
Per-layer lists (`layer_types`) are derived in one place, `__post_init__`.

    from clover_model import CloverConfig
    config = CloverConfig.from_preset("clover-tiny", block_size=8)
"""

from huggingface_hub.dataclasses import strict
from transformers import PreTrainedConfig

PRESETS: dict[str, dict] = {
    # Qwen3.5-35B-A3B shape: 40 layers (30 GDN + 10 full attention), 256 experts, 8 per token.
    "clover-35b-a3b": {},
    # A few layers of every kind, small enough for CPU tests and benchmarks.
    "clover-tiny": {
        "vocab_size": 512,
        "hidden_size": 96,
        "num_hidden_layers": 4,
        "full_attention_interval": 2,
        "num_attention_heads": 4,
        "num_key_value_heads": 2,
        "head_dim": 24,
        "partial_rotary_factor": 0.5,
        "linear_num_key_heads": 2,
        "linear_num_value_heads": 4,
        "linear_key_head_dim": 16,
        "linear_value_head_dim": 24,
        "num_experts": 8,
        "num_experts_per_tok": 2,
        "moe_intermediate_size": 48,
        "shared_expert_intermediate_size": 64,
        "block_size": 8,
        "max_position_embeddings": 4096,
        "mask_token_id": 511,
        "pad_token_id": 0,
        "eos_token_id": 1,
        "bos_token_id": None,
        "tie_word_embeddings": True,
    },
}


@strict
class CloverConfig(PreTrainedConfig):
    r"""Configuration of [`CloverModel`] and [`CloverForBlockDiffusionLM`].

    Layers alternate Gated DeltaNet mixers ("linear_attention") with an occasional block-causal
    full-attention layer ("full_attention"); every layer ends in a sparse MoE with a shared
    expert. Text is generated `block_size` tokens at a time by masked-diffusion denoising.
    """

    model_type = "clover"

    # Vocabulary and trunk
    vocab_size: int = 248320
    hidden_size: int = 2048
    num_hidden_layers: int = 40
    full_attention_interval: int = 4  # every 4th layer is full attention, the rest GDN
    layer_types: list[str] | None = None  # derived from full_attention_interval when None
    hidden_act: str = "silu"
    rms_norm_eps: float = 1e-6
    initializer_range: float = 0.02
    tie_word_embeddings: bool = False
    max_position_embeddings: int = 262144

    # Full-attention layers: GQA, q/k RMSNorm, sigmoid output gate, partial RoPE
    num_attention_heads: int = 16
    num_key_value_heads: int = 2
    head_dim: int = 256
    attention_bias: bool = False
    rope_theta: float = 10_000_000.0
    partial_rotary_factor: float = 0.25  # fraction of head_dim that is rotated

    # Gated DeltaNet layers
    linear_num_key_heads: int = 16
    linear_num_value_heads: int = 32  # query/key heads are shared by groups of value heads
    linear_key_head_dim: int = 128
    linear_value_head_dim: int = 128
    linear_conv_kernel_dim: int = 4  # causal short convolution, its state is carried across blocks
    linear_right_conv_kernel_dim: int = 3  # in-block right context: this many tokens to the right
    use_right_conv: bool = True  # the zero-initialised right-context branch (off = ablation)
    history_calibration_init: float = 1.0  # c in c*log(n): 1.0 keeps the history share constant

    # Mixture of experts
    num_experts: int = 256
    num_experts_per_tok: int = 8
    moe_intermediate_size: int = 512
    shared_expert_intermediate_size: int = 512
    norm_topk_prob: bool = True  # renormalise the top-k routing weights to sum to 1
    router_aux_loss_coef: float = 0.001

    # Block diffusion
    block_size: int = 32
    mask_token_id: int | None = 248070
    pad_token_id: int | None = 248044
    eos_token_id: int | list[int] | None = 248046
    bos_token_id: int | None = None

    def __post_init__(self, **kwargs):
        if self.layer_types is None:
            interval = self.full_attention_interval
            self.layer_types = [
                "full_attention" if (i + 1) % interval == 0 else "linear_attention"
                for i in range(self.num_hidden_layers)
            ]
        super().__post_init__(**kwargs)
        self.check()

    @classmethod
    def from_preset(cls, name: str, **overrides) -> "CloverConfig":
        """A named shape ("clover-35b-a3b", "clover-tiny"), with keyword overrides on top."""
        if name not in PRESETS:
            raise ValueError(f"unknown Clover preset {name!r}; choose one of {sorted(PRESETS)}")
        return cls(**{**PRESETS[name], **overrides})

    def check(self) -> None:
        """Raise ValueError naming the field when the shape or the special tokens do not fit.

        Called at construction and again by the model, so a field edited afterwards is caught.
        """
        if self.full_attention_interval < 1:
            raise ValueError(
                f"full_attention_interval must be >= 1, got {self.full_attention_interval}"
            )
        if len(self.layer_types) != self.num_hidden_layers:
            raise ValueError(
                f"layer_types has {len(self.layer_types)} entries but num_hidden_layers is "
                f"{self.num_hidden_layers}"
            )
        unknown = set(self.layer_types) - {"linear_attention", "full_attention"}
        if unknown:
            raise ValueError(
                "layer_types may hold 'linear_attention' or 'full_attention', got "
                f"{sorted(unknown)}"
            )
        if self.block_size < 1:
            raise ValueError(f"block_size must be >= 1, got {self.block_size}")
        if self.mask_token_id is None or not 0 <= self.mask_token_id < self.vocab_size:
            raise ValueError(
                f"mask_token_id must be a token id in [0, vocab_size={self.vocab_size}), "
                f"got {self.mask_token_id}"
            )
        if self.pad_token_id is not None and not 0 <= self.pad_token_id < self.vocab_size:
            raise ValueError(
                f"pad_token_id must be None or in [0, {self.vocab_size}), got {self.pad_token_id}"
            )
        if self.linear_num_value_heads % self.linear_num_key_heads:
            raise ValueError(
                f"linear_num_value_heads ({self.linear_num_value_heads}) must be a multiple of "
                f"linear_num_key_heads ({self.linear_num_key_heads})"
            )
        if self.num_attention_heads % self.num_key_value_heads:
            raise ValueError(
                f"num_attention_heads ({self.num_attention_heads}) must be a multiple of "
                f"num_key_value_heads ({self.num_key_value_heads})"
            )
        rotary_dim = int(self.head_dim * self.partial_rotary_factor)
        if rotary_dim % 2 or rotary_dim <= 0:
            raise ValueError(
                f"head_dim * partial_rotary_factor must be a positive even number, got "
                f"{self.head_dim} * {self.partial_rotary_factor}"
            )
        if not 1 <= self.num_experts_per_tok <= self.num_experts:
            raise ValueError(
                f"num_experts_per_tok must be in [1, num_experts={self.num_experts}], "
                f"got {self.num_experts_per_tok}"
            )
        if self.linear_conv_kernel_dim < 2:
            raise ValueError(
                f"linear_conv_kernel_dim must be >= 2, got {self.linear_conv_kernel_dim}"
            )
        if self.linear_right_conv_kernel_dim < 1:
            raise ValueError(
                f"linear_right_conv_kernel_dim must be >= 1, got "
                f"{self.linear_right_conv_kernel_dim}"
            )


__all__ = ["PRESETS", "CloverConfig"]
