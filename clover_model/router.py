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

With ``encoder_layers`` > 0 the router has one more member that knows words its training never
showed it: multilingual-e5-small (`clover_model.sentence_encoder`) with its top
``encoder_layers`` layers fine-tuned and a head over their mean. The lower layers stay frozen
and come from the E5S1 file (`base_encoder`, checked by ``encoder_sha256``); only the top
layers and the head are this model's weights. It reads the first ``encoder_pieces`` pieces of
a request, and its logits join the n-gram members' mean at ``encoder_weight``. With
``encoder_members`` > 1 that member is itself an ensemble: each has its own top layers and
head, fine-tuned from its own draw of requests, over the same frozen lower layers (which run
once per request), and their logits are averaged. The first keeps the weight names a router
with one encoder member has (``encoder_top``, ``encoder_head``); the others are
``encoder_more``.

With ``passages`` > 0 the router also retrieves from the lessons themselves: it stores the
sentence embeddings of its topics' lesson passages (title, summaries, story steps, sections,
glossary, quiz answers; `genui.corpus.asks.lesson_passages`), and a request's states go on
from the frozen lower layers through e5's own top layers to its retrieval embedding. A label's
passage score is the cosine of its closest passage, less the mean label's (`passage_logits`),
added to the logits at ``passage_weight``. What it knows is what the lessons say, in words
no generated request has to contain.

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

from clover_model.sentence_encoder import (
    ENV_PATH,
    EncoderLayer,
    SentenceEncoder,
    file_sha256,
    length_chunks,
    mean_pool,
    pad_ids,
    weights_path,
)

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
        encoder_layers: int = 0,  # top layers of multilingual-e5-small fine-tuned; 0: none
        encoder_members: int = 1,  # encoder members, their logits averaged
        encoder_weight: float = 0.5,  # the encoder member's share of the logits
        encoder_pieces: int = 128,  # the pieces of a request the encoder member reads
        encoder_sha256: str = "",  # the E5S1 file whose lower layers it continues
        encoder_shape: tuple[int, int, int, int] = (12, 384, 12, 1536),  # layers, width, heads, FFN
        encoder_eps: float = 1e-12,
        passages: int = 0,  # lesson passages the router retrieves from; 0: none
        passage_weight: float = 0.0,  # the passage scores' weight in the logits
        passage_scale: float = 1.0,  # a stored passage vector's unit (int16 -> float)
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
        self.encoder_layers = encoder_layers
        self.encoder_members = encoder_members
        self.encoder_weight = encoder_weight
        self.encoder_pieces = encoder_pieces
        self.encoder_sha256 = encoder_sha256
        self.encoder_shape = tuple(encoder_shape)
        self.encoder_eps = encoder_eps
        self.passages = passages
        self.passage_weight = passage_weight
        self.passage_scale = passage_scale
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


class EncoderMember(nn.Module):
    """An encoder member's own weights: multilingual-e5-small's top ``encoder_layers`` layers,
    fine-tuned, and the head over their mean."""

    def __init__(self, config: CloverRouterConfig):
        super().__init__()
        _, hidden, heads, ffn = config.encoder_shape
        self.top = nn.ModuleList(
            EncoderLayer(hidden, heads, ffn, config.encoder_eps)
            for _ in range(config.encoder_layers)
        )
        self.head = nn.Linear(hidden, config.num_labels)


_BASES: dict[str, SentenceEncoder] = {}


def base_encoder(sha256: str = "") -> SentenceEncoder:
    """The multilingual-e5-small whose lower layers an encoder member continues
    (`sentence_encoder.weights_path`), loaded once per process; with ``sha256``, the file
    must be that one (the member's layers were trained on its lower layers' states)."""
    path = str(weights_path())
    if path not in _BASES:
        encoder = SentenceEncoder.load(path)
        encoder.sha256 = file_sha256(encoder.path)
        _BASES[path] = encoder
    encoder = _BASES[path]
    if sha256 and encoder.sha256 != sha256:
        raise ValueError(
            f"the router's encoder member continues the E5S1 file {sha256[:12]}…, "
            f"but {path} is {encoder.sha256[:12]}… (set {ENV_PATH} to the file it was trained on)"
        )
    return encoder


class CloverRouterForSequenceClassification(CloverRouterPreTrainedModel):
    def __init__(self, config: CloverRouterConfig):
        super().__init__(config)
        members, width = config.members, config.embedding_size
        self.features = nn.EmbeddingBag(members * config.buckets, width, mode=config.pooling)
        self.hidden = MemberLinear(members, width, config.hidden_size)
        self.dropout = nn.Dropout(config.dropout)
        self.classifier = MemberLinear(members, config.hidden_size, config.num_labels)
        if config.encoder_layers:
            first = EncoderMember(config)
            self.encoder_top, self.encoder_head = first.top, first.head
            self.encoder_more = nn.ModuleList(
                EncoderMember(config) for _ in range(config.encoder_members - 1)
            )
        if config.passages:
            # int16 with one scale in the config: a router saved in bfloat16 keeps them exact
            vectors = torch.zeros(config.passages, config.encoder_shape[1], dtype=torch.int16)
            self.register_buffer("passage_vectors", vectors)
            self.register_buffer("passage_labels", torch.zeros(config.passages, dtype=torch.long))
        self.post_init()

    def set_passages(self, vectors: torch.Tensor, labels: list[int]) -> None:
        """Store ``vectors`` ((P, hidden) unit vectors: multilingual-e5-small's embeddings of
        lesson passages) and the label each passage belongs to (`passage_logits`)."""
        if len(vectors) != len(labels) or not len(labels):
            raise ValueError("set_passages: one label per passage, and at least one passage")
        scale = float(vectors.abs().max()) / 32767
        device = self.features.weight.device
        quantised = (vectors.float() / scale).round().to(device, torch.int16)
        self.register_buffer("passage_vectors", quantised)
        self.register_buffer("passage_labels", torch.tensor(labels, device=device))
        self.config.passages, self.config.passage_scale = len(labels), scale

    def encoder_parts(self) -> list[tuple[nn.ModuleList, nn.Linear]]:
        """Each encoder member's top layers and head, the first first."""
        if not self.config.encoder_layers:
            return []
        more = [(member.top, member.head) for member in self.encoder_more]
        return [(self.encoder_top, self.encoder_head), *more]

    def encoder_inputs(self, texts: list[str]) -> tuple[torch.Tensor, torch.Tensor]:
        """The states the encoder member starts from: (B, T, hidden) after the base encoder's
        frozen lower layers, and the (B, T) attention mask. A request is read up to
        ``max_chars`` characters and ``encoder_pieces`` pieces."""
        base = base_encoder(self.config.encoder_sha256)
        ids = [
            base.token_ids(text[: self.config.max_chars], max_pieces=self.config.encoder_pieces)
            for text in texts
        ]
        input_ids, mask = pad_ids(ids)
        frozen = self.config.encoder_shape[0] - self.config.encoder_layers
        return base.hidden_states(input_ids, mask, frozen), mask

    def drop_passages(self) -> None:
        """Forget the stored passages (`set_passages`)."""
        for name in ("passage_vectors", "passage_labels"):
            if name in self._buffers:
                delattr(self, name)
        self.config.passages, self.config.passage_scale = 0, 1.0

    def passage_matrix(self) -> torch.Tensor:
        """(P, hidden) float32: the stored passage vectors, dequantised once (and again only
        after they change), since every decision needs them all."""
        vectors = self.passage_vectors
        key = (vectors.data_ptr(), vectors.device, self.config.passage_scale)
        if getattr(self, "_passage_matrix", (None,))[0] != key:
            self._passage_matrix = (key, vectors.float() * self.config.passage_scale)
        return self._passage_matrix[1]

    def passage_logits(self, states: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """(B, num_labels): how close each request comes to the lessons of each label. The
        states from `encoder_inputs` go on through the base encoder's own top layers (not the
        members' fine-tuned ones) to its sentence embedding, which was trained for retrieval;
        a label's score is its closest passage's cosine, less the mean of the labels' scores,
        and 0 for a label without passages (`OUTSIDE`)."""
        base = base_encoder(self.config.encoder_sha256)
        allowed = mask.bool()[:, None, None, :]
        x = states.float()
        for layer in base.layers[self.config.encoder_shape[0] - self.config.encoder_layers :]:
            x = layer(x, allowed)
        query = nn.functional.normalize(mean_pool(x, mask), dim=-1)
        cosines = query @ self.passage_matrix().to(query.device).T  # (B, P)
        labels = self.passage_labels.to(query.device).expand_as(cosines)
        best = torch.full((len(query), self.config.num_labels), -2.0, device=query.device)
        best = best.scatter_reduce(1, labels, cosines, reduce="amax")
        has = torch.zeros(self.config.num_labels, dtype=torch.bool, device=query.device)
        has[self.passage_labels.to(query.device)] = True
        centred = best - best[:, has].mean(1, keepdim=True)
        return torch.where(has, centred, torch.zeros_like(centred))

    def encoder_logits(
        self, states: torch.Tensor, mask: torch.Tensor, member: int | None = None
    ) -> torch.Tensor:
        """(B, num_labels): the encoder members' mean logits from `encoder_inputs`; with
        ``member``, that member's own."""
        allowed = mask.bool()[:, None, None, :]
        parts = self.encoder_parts()
        logits = []
        for top, head in parts if member is None else parts[member : member + 1]:
            x = states
            for layer in top:
                x = layer(x, allowed)
            logits.append(head(self.dropout(mean_pool(x, mask))))
        return torch.stack(logits).mean(0)

    def ngram_logits(self, input_ids: torch.Tensor, offsets: torch.Tensor) -> torch.Tensor:
        """(B, members, num_labels): each n-gram member's logits (`batch_features`)."""
        members = self.config.members
        pooled = self.features(input_ids, offsets).view(-1, members, self.config.embedding_size)
        hidden = self.dropout(nn.functional.gelu(self.hidden(self.dropout(pooled))))  # (B, M, H)
        return self.classifier(hidden)  # (B, M, L)

    def mix(
        self,
        ngrams: torch.Tensor,
        encoder: torch.Tensor | None = None,
        passages: torch.Tensor | None = None,
    ) -> torch.Tensor:
        """The router's logits from its members' (`member_logits`): the n-gram members' mean
        and the encoder members' at ``encoder_weight``, plus the passage scores at
        ``passage_weight``, divided by ``calibration``."""
        mixed = ngrams
        if encoder is not None:
            w = self.config.encoder_weight
            mixed = (1 - w) * mixed + w * encoder.to(mixed.dtype)
        if passages is not None:
            mixed = mixed + self.config.passage_weight * passages.to(mixed.dtype)
        return mixed / self.config.calibration

    def forward(
        self,
        input_ids: torch.Tensor,
        offsets: torch.Tensor,
        labels: torch.Tensor | None = None,
        label_smoothing: float = 0.0,
        encoder_logits: torch.Tensor | None = None,
        passage_logits: torch.Tensor | None = None,
    ) -> SequenceClassifierOutput:
        """``input_ids``: (N,) feature ids of every text and member, flat; ``offsets``: (B * M,)
        where each text's member bags start (`batch_features`). Logits (B, num_labels): the
        n-gram members' mean mixed with ``encoder_logits`` and ``passage_logits`` (`mix`).
        The loss is the mean of the n-gram members' own losses, so each learns on its own."""
        each = self.ngram_logits(input_ids, offsets)
        logits = self.mix(each.mean(1), encoder_logits, passage_logits)
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(
                each.flatten(0, 1),
                labels.repeat_interleave(self.config.members),
                label_smoothing=label_smoothing,
            )
        return SequenceClassifierOutput(loss=loss, logits=logits)

    @torch.no_grad()
    def member_logits(
        self, texts: list[str], encoder_inputs=None
    ) -> tuple[torch.Tensor, torch.Tensor | None, torch.Tensor | None]:
        """Each kind of member's say on ``texts``, (len(texts), num_labels) float32, unmixed
        and undivided: the n-gram members' mean, the encoder members' mean (None without
        them) and the passage scores (None without passages). ``encoder_inputs`` stands in for
        `encoder_inputs` (a trainer's cache of the frozen states)."""
        encoder_inputs = encoder_inputs or self.encoder_inputs
        if not texts:
            raise ValueError("member_logits: texts is empty")
        input_ids, offsets = batch_features(texts, self.config)
        device = self.features.weight.device
        ngrams = self.ngram_logits(input_ids.to(device), offsets.to(device)).mean(1).float()
        encoder = passages = None
        if self.config.encoder_layers or self.config.passages:
            shape = (len(texts), self.config.num_labels)
            encoder = torch.empty(shape, device=device) if self.config.encoder_layers else None
            passages = torch.empty(shape, device=device) if self.config.passages else None
            for chunk in length_chunks([len(text) for text in texts], 64):
                states, mask = encoder_inputs([texts[i] for i in chunk])
                states, mask = states.to(device), mask.to(device)
                if encoder is not None:
                    dtype = self.encoder_head.weight.dtype
                    encoder[chunk] = self.encoder_logits(states.to(dtype), mask).float()
                if passages is not None:
                    passages[chunk] = self.passage_logits(states, mask)
        as_cpu = lambda x: None if x is None else x.cpu()  # noqa: E731
        return ngrams.cpu(), as_cpu(encoder), as_cpu(passages)

    @torch.no_grad()
    def label_logits(self, texts: list[str]) -> torch.Tensor:
        """(len(texts), num_labels) float32: every member's say on each text, mixed and
        divided by ``calibration`` (`mix`)."""
        return self.mix(*self.member_logits(texts))

    def probabilities(self, texts: list[str]) -> torch.Tensor:
        """(len(texts), num_labels): the calibrated distribution over labels of each text."""
        return self.label_logits(texts).softmax(-1)
