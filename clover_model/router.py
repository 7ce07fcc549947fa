"""A small text classifier over hashed character and word n-grams (fastText's recipe), as a
transformers model: `CloverRouterConfig` (``model_type = "clover_router"``) and
`CloverRouterForSequenceClassification`, loaded with ``AutoModelForSequenceClassification``.

It reads a short request in any mix of English and Chinese and answers a distribution over
its labels (``config.id2label``). The product uses it to decide which catalog topic a
teacher's request asks for, with one label for "none of them"; the model itself knows
nothing of topics, only labels.

Features (`router_features`), after NFKC and lower case:
- Latin words, their bigrams, and the character n-grams of each word padded with ``<>``
  (``char_ngrams``): "flaot" shares "<fl", "oat" with "float", so typos stay close;
- runs of CJK characters: every character n-gram from 1 to ``cjk_ngrams`` (Chinese has no
  spaces, so words are not cut).
Each feature is hashed (CRC-32) into ``buckets`` rows of an embedding table; the request is
the sum of its rows (``pooling``; the rows start at zero, so a feature never trained adds
nothing and small talk around a request does not dilute it), then one hidden layer and the
label logits. ``calibration`` (a temperature fitted after training on held-out data) divides
the logits, so that the probabilities are calibrated.

With ``members`` > 1 the model is an ensemble in one forward: each member has its own table,
hashes the features its own way (so two features that collide in one member's table do not in
another's), its own hidden layer and classifier, and is trained on its own loss; the model's
logits are the members' mean. Members trained alike from different starts disagree on the
requests none of them has learnt well, and their mean is surer where they agree.

    import clover_model  # noqa: F401  (registers the Auto classes)
    from transformers import AutoModelForSequenceClassification
    router = AutoModelForSequenceClassification.from_pretrained(path)
    router.probabilities(["why do boats float?"])  # (1, num_labels)
"""

from __future__ import annotations

import itertools
import re
import unicodedata
import zlib

import torch
from torch import nn
from transformers import PretrainedConfig, PreTrainedModel
from transformers.modeling_outputs import SequenceClassifierOutput

CJK_RUN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
LATIN_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")


class CloverRouterConfig(PretrainedConfig):
    model_type = "clover_router"

    def __init__(
        self,
        buckets: int = 1 << 17,  # rows of the hashed feature table
        embedding_size: int = 32,  # width of a feature's row
        hidden_size: int = 128,  # the hidden layer between the pooled features and the logits
        char_ngrams: tuple[int, int] = (3, 5),  # n-gram sizes of a padded Latin word
        cjk_ngrams: int = 3,  # longest n-gram of a CJK run
        max_chars: int = 2000,  # a longer request is read up to here
        calibration: float = 1.0,  # the temperature that divides the logits (calibration)
        dropout: float = 0.1,
        pooling: str = "sum",  # how a text's rows combine: "sum" or "mean"
        members: int = 1,  # an ensemble of this many classifiers, their logits averaged
        **kwargs,
    ):
        self.buckets = buckets
        self.embedding_size = embedding_size
        self.hidden_size = hidden_size
        self.char_ngrams = tuple(char_ngrams)
        self.cjk_ngrams = cjk_ngrams
        self.max_chars = max_chars
        self.calibration = calibration
        self.dropout = dropout
        self.pooling = pooling
        self.members = members
        super().__init__(**kwargs)


def _normal(text: str, max_chars: int) -> str:
    return unicodedata.normalize("NFKC", text[: max_chars * 2]).lower()[:max_chars]


def feature_strings(text: str, config: CloverRouterConfig) -> list[str]:
    """The features of ``text`` before hashing (for tests and for reading what it sees)."""
    text = _normal(text, config.max_chars).replace("’", "'")
    features = []
    words = LATIN_WORD.findall(text)
    low, high = config.char_ngrams
    for word in words:
        features.append(f"w:{word}")
        padded = f"<{word}>"
        for n in range(low, high + 1):
            features.extend(f"c:{padded[i : i + n]}" for i in range(len(padded) - n + 1))
    features.extend(f"b:{a} {b}" for a, b in itertools.pairwise(words))
    for run in CJK_RUN.findall(text):
        for n in range(1, config.cjk_ngrams + 1):
            features.extend(f"h:{run[i : i + n]}" for i in range(len(run) - n + 1))
    return features


# odd multipliers of member hashes: member m > 0 takes the high bits of (crc * odd) mod 2^32
# (multiply-shift), so its collisions are not member 0's (crc mod buckets, low bits)
_MEMBER_ODD = (0x9E3779B1, 0x85EBCA77, 0xC2B2AE3D, 0x27D4EB2F, 0x165667B1, 0xD3A2646C | 1)


def router_features(text: str, config: CloverRouterConfig) -> list[list[int]]:
    """The hashed feature ids of ``text``, one list per member: rows of the embedding table
    (member m's rows are ``m * buckets`` on)."""
    crcs = [zlib.crc32(f.encode()) for f in feature_strings(text, config)]
    buckets = config.buckets
    bags = [[crc % buckets for crc in crcs]]
    for m in range(1, config.members):
        odd, base = _MEMBER_ODD[(m - 1) % len(_MEMBER_ODD)], m * buckets
        bags.append([base + ((((crc * odd) & 0xFFFFFFFF) * buckets) >> 32) for crc in crcs])
    return bags


def pack(bags: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    """Lists of feature ids as `nn.EmbeddingBag` reads them: ``input_ids`` (all of them, flat)
    and ``offsets`` (where each list starts); an empty list is an empty bag."""
    offsets = torch.tensor([0, *itertools.accumulate(len(bag) for bag in bags)][:-1])
    return torch.tensor([i for bag in bags for i in bag], dtype=torch.long), offsets


def batch_features(texts: list[str], config: CloverRouterConfig) -> tuple[torch.Tensor, ...]:
    """The features of ``texts``, packed (`pack`): one bag per text and member, a text's
    members side by side."""
    return pack([bag for text in texts for bag in router_features(text, config)])


class CloverRouterPreTrainedModel(PreTrainedModel):
    config_class = CloverRouterConfig
    base_model_prefix = "router"

    def _init_weights(self, module):
        if isinstance(module, nn.EmbeddingBag):
            # a feature never seen in training adds nothing to the text it is in
            nn.init.zeros_(module.weight)
        elif isinstance(module, MemberLinear):
            nn.init.normal_(module.weight, std=0.02)
            nn.init.zeros_(module.bias)


class MemberLinear(nn.Module):
    """A linear layer per ensemble member: (B, M, in) -> (B, M, out)."""

    def __init__(self, members: int, in_features: int, out_features: int):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(members, in_features, out_features))
        self.bias = nn.Parameter(torch.zeros(members, out_features))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.einsum("bmi,mio->bmo", x, self.weight) + self.bias


class CloverRouterForSequenceClassification(CloverRouterPreTrainedModel):
    def __init__(self, config: CloverRouterConfig):
        super().__init__(config)
        members, width = config.members, config.embedding_size
        self.features = nn.EmbeddingBag(members * config.buckets, width, mode=config.pooling)
        self.hidden = MemberLinear(members, width, config.hidden_size)
        self.dropout = nn.Dropout(config.dropout)
        self.classifier = MemberLinear(members, config.hidden_size, config.num_labels)
        self.post_init()

    def forward(
        self,
        input_ids: torch.Tensor,
        offsets: torch.Tensor,
        labels: torch.Tensor | None = None,
        label_smoothing: float = 0.0,
    ) -> SequenceClassifierOutput:
        """``input_ids``: (N,) feature ids of every text and member, flat; ``offsets``: (B * M,)
        where each text's member bags start (`batch_features`). Logits (B, num_labels), the
        members' mean, are divided by ``calibration``; the loss is the mean of the members'
        own losses, so each learns on its own."""
        members = self.config.members
        pooled = self.features(input_ids, offsets).view(-1, members, self.config.embedding_size)
        hidden = self.dropout(nn.functional.gelu(self.hidden(self.dropout(pooled))))  # (B, M, H)
        each = self.classifier(hidden)  # (B, M, L)
        logits = each.mean(1) / self.config.calibration  # (B, L)
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(
                each.flatten(0, 1),
                labels.repeat_interleave(members),
                label_smoothing=label_smoothing,
            )
        return SequenceClassifierOutput(loss=loss, logits=logits)

    @torch.no_grad()
    def probabilities(self, texts: list[str]) -> torch.Tensor:
        """(len(texts), num_labels): the calibrated distribution over labels of each text."""
        if not texts:
            raise ValueError("probabilities: texts is empty")
        input_ids, offsets = batch_features(texts, self.config)
        device = self.features.weight.device
        logits = self(input_ids.to(device), offsets.to(device)).logits
        return logits.float().softmax(-1).cpu()
