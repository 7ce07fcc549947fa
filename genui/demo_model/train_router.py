"""Train the topic router that decides which catalog topic a teacher's request asks for.

    python -m genui.demo_model.train_router                       # -> the demo checkpoint's router/
    python -m genui.demo_model.train_router --out DIR --epochs 6 --topics buoyancy,tides
    python -m genui.demo_model.train_router --ngram-from DIR --out DIR2   # encoder member only
    python -m genui.demo_model.train_router --refit DIR --encoder-more-from DIR2 --out DIR3

The router (`clover_model.router`) learns from requests generated from the phrase banks
(`genui.corpus.asks`: every known topic's ``asks``, names, title and glossary; the topics
outside the catalog and requests that name none, labelled `asks.OUTSIDE`): its n-gram members
from requests drawn afresh every epoch, then its encoder member (`train_encoder_member`) from
one draw whose frozen lower states are computed once (about half an hour on two CPU cores);
``--encoder-members`` trains several, each from its own draw, and ``--encoder-more-from``
joins the encoder members of routers trained apart (`with_encoder_members_of`).
After training, on the development part of the teacher requests (`genui.corpus.teacher_requests`,
never trained on) it fits the encoder member's share of the logits, the temperature that
calibrates its probabilities and ``accept``, the probability at which a request is routed
(`genui.corpus.routing`), together (`fit_mixture`), then the number of topics offered when one
is not. The test part is never read here. It writes the
router (config, safetensors, ``routing.json``, ``training_summary.json``) to OUT.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
import time
from collections.abc import Collection
from dataclasses import asdict, dataclass, replace
from pathlib import Path

import torch

from clover_model.router import (
    CloverRouterConfig,
    CloverRouterForSequenceClassification,
    base_encoder,
    pack,
    router_features,
)
from clover_model.sentence_encoder import length_chunks
from genui.corpus.asks import OUTSIDE, lesson_passages, outside_example, router_example
from genui.corpus.routing import RoutingPolicy, decide
from genui.corpus.teacher_requests import as_checkpoint_sees, teacher_requests
from genui.corpus.topics import all_topics, topics_chosen
from genui.corpus.trained import checkpoint_known_topics

DEFAULT_OUT = Path("clover_model/checkpoints/clover-demo/router")
# a refused catalog request should find its topic among the suggestions this often, shown
# on dev with this confidence (`miss_bound`)
SUGGESTION_TARGET = 0.99
SUGGESTION_CONFIDENCE = 0.95
MAX_SUGGESTIONS = 6
# the encoder member's shares of the logits tried on the development part (`fit_mixture`)
ENCODER_WEIGHTS = tuple(round(0.05 * k, 2) for k in range(2, 15))
# the passage scores' weights tried (`fit_mixture`): a score is a cosine, less the mean
# label's, so a few hundredths of difference between two topics must count for logits
PASSAGE_WEIGHTS = (0.0, 20.0, 40.0, 60.0, 80.0)


@dataclass
class RouterTrainConfig:
    topics: str = ""  # comma-separated slugs; empty: the whole catalog
    epochs: int = 14
    per_topic: int = 900  # catalog requests per topic and epoch (both languages)
    outside_share: float = 0.35  # of each epoch's requests, labelled outside
    batch_size: int = 256
    lr: float = 0.02
    weight_decay: float = 0.0
    label_smoothing: float = 0.05
    feature_dropout: float = 0.15  # the share of a training request's features left out
    seed: int = 0
    buckets: int = 1 << 16  # per member
    embedding_size: int = 32
    hidden_size: int = 128
    members: int = 4  # an ensemble in one model (`clover_model.router`)
    # the encoder member: multilingual-e5-small's top layers fine-tuned (0: no such member)
    encoder_layers: int = 4
    encoder_per_topic: int = 700  # its requests, drawn once (each text's states cached)
    encoder_epochs: int = 3
    encoder_batch_size: int = 64
    encoder_lr: float = 3e-4  # the fine-tuned layers' learning rate
    encoder_head_lr: float = 5e-3
    encoder_weight: float = 0.25  # its share of the router's logits
    encoder_members: int = 1  # encoder members, each from its own draw of requests
    passages: int = 1  # 1: the router retrieves from its topics' lessons (`with_passages`)


def epoch_examples(topics, config: RouterTrainConfig, rng: random.Random) -> list[tuple[str, str]]:
    """One epoch of generated (request, label) pairs, shuffled."""
    examples = []
    for topic in topics:
        for k in range(config.per_topic):
            examples.append(router_example(topic, ("en", "zh")[k % 2], rng))
    outside = int(len(examples) * config.outside_share / (1 - config.outside_share))
    examples += [outside_example(("en", "zh")[k % 2], rng) for k in range(outside)]
    rng.shuffle(examples)
    return examples


def dropped_features(texts, config, rate: float, rng: random.Random):
    """`batch_features` with each feature left out at ``rate`` (never all of a text's), each
    member's on its own, so that no single word decides a request the router learns from."""
    bags = []
    for text in texts:
        for features in router_features(text, config):
            bags.append([i for i in features if rng.random() >= rate] or features)
    return pack(bags)


def train_router(config: RouterTrainConfig, *, log=print) -> CloverRouterForSequenceClassification:
    """A router trained on generated requests, with ``calibration`` 1."""
    torch.manual_seed(config.seed)
    rng = random.Random(config.seed)
    topics = topics_chosen(config.topics)
    labels = [topic.slug for topic in topics] + [OUTSIDE]
    index = {label: i for i, label in enumerate(labels)}
    model_config = CloverRouterConfig(
        buckets=config.buckets,
        embedding_size=config.embedding_size,
        hidden_size=config.hidden_size,
        members=config.members,
        encoder_layers=config.encoder_layers,
        encoder_members=config.encoder_members,
        encoder_weight=config.encoder_weight,
        id2label=dict(enumerate(labels)),
        label2id=index,
    )
    model = CloverRouterForSequenceClassification(model_config)
    optimizer = torch.optim.AdamW(
        model.parameters(), lr=config.lr, weight_decay=config.weight_decay
    )
    step = 0
    for epoch in range(config.epochs):
        started = time.perf_counter()
        examples = epoch_examples(topics, config, rng)
        # every epoch has as many requests as the first
        total_steps = math.ceil(len(examples) / config.batch_size) * config.epochs
        model.train()
        losses = []
        for start in range(0, len(examples), config.batch_size):
            batch = examples[start : start + config.batch_size]
            ids, offsets = dropped_features(
                [text for text, _ in batch], model_config, config.feature_dropout, rng
            )
            target = torch.tensor([index[label] for _, label in batch])
            # linear decay to zero over the run
            for group in optimizer.param_groups:
                group["lr"] = config.lr * (1 - step / total_steps)
            loss = model(ids, offsets, labels=target, label_smoothing=config.label_smoothing).loss
            losses.append(optimise(optimizer, loss))
            step += 1
        log(
            f"epoch {epoch + 1}/{config.epochs}: {len(examples)} requests, "
            f"loss {sum(losses) / len(losses):.4f}, {time.perf_counter() - started:.1f} s"
        )
    model.eval()
    train_encoder_members(model, config, topics, log=log)
    return model


def optimise(optimizer, loss: torch.Tensor) -> float:
    """One step of ``optimizer`` down ``loss``; the loss as a number."""
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    return loss.item()


def router_with_encoder_members(path: Path, config: RouterTrainConfig, *, log=print):
    """The router at ``path`` with its n-gram members as trained, and ``encoder_members``
    encoder members trained here (`train_encoder_members`); its labels are the router's own."""
    model_config = CloverRouterConfig.from_pretrained(path)
    model_config.encoder_layers = config.encoder_layers
    model_config.encoder_members = config.encoder_members
    model_config.encoder_weight = config.encoder_weight
    model = CloverRouterForSequenceClassification.from_pretrained(
        path, config=model_config, torch_dtype=torch.float32
    )
    topics = [topic for topic in topics_chosen("") if topic.slug in model_config.label2id]
    train_encoder_members(model, config, topics, log=log)
    return model


def with_encoder_members_of(model, paths: list[Path]):
    """``model`` with the encoder members of the routers at ``paths`` after its own (if it
    has any), each as trained there: a label a member's router does not have (a topic added to
    the catalog since) takes its head's `OUTSIDE` row, which is what that member learnt to call
    such requests. The members must continue the same E5S1 file with as many top layers."""
    donors = [
        CloverRouterForSequenceClassification.from_pretrained(path, torch_dtype=torch.float32)
        for path in paths
    ]
    config = copy.deepcopy(model.config)
    first = model if config.encoder_layers else donors[0]
    for name in (
        "encoder_layers",
        "encoder_pieces",
        "encoder_sha256",
        "encoder_shape",
        "encoder_eps",
    ):
        setattr(config, name, getattr(first.config, name))
        if any(getattr(d.config, name) != getattr(config, name) for d in donors):
            raise ValueError(f"encoder members to join differ in {name}")
    if not model.config.encoder_layers:
        config.encoder_weight = first.config.encoder_weight
    labels = [config.id2label[i] for i in range(len(config.id2label))]
    parts = [(top, head, list(range(len(labels)))) for top, head in model.encoder_parts()]
    for donor in donors:
        ids = donor.config.label2id
        rows = [ids.get(label, ids[OUTSIDE]) for label in labels]
        parts += [(top, head, rows) for top, head in donor.encoder_parts()]
    config.encoder_members = len(parts)
    merged = CloverRouterForSequenceClassification(config)
    ngrams = {k: v for k, v in model.state_dict().items() if not k.startswith("encoder")}
    missing, _ = merged.load_state_dict(ngrams, strict=False)
    if any(not key.startswith("encoder") for key in missing):
        raise ValueError(f"the n-gram members lack {missing}")
    with torch.no_grad():
        for (top, head), (their_top, their_head, rows) in zip(
            merged.encoder_parts(), parts, strict=True
        ):
            top.load_state_dict(their_top.state_dict())
            head.weight.copy_(their_head.weight[rows])
            head.bias.copy_(their_head.bias[rows])
    return merged.eval()


def train_encoder_members(model, config: RouterTrainConfig, topics, *, log=print) -> None:
    """Fine-tune each of ``model``'s encoder members (`train_encoder_member`), one after
    another; none without ``encoder_layers``."""
    for member in range(config.encoder_members if config.encoder_layers else 0):
        train_encoder_member(model, config, topics, member=member, log=log)


def train_encoder_member(
    model, config: RouterTrainConfig, topics, *, member: int = 0, log=print
) -> None:
    """Fine-tune ``model``'s encoder member ``member``: multilingual-e5-small's top
    ``encoder_layers`` layers and a head over their mean, on its own draw of generated
    requests. The frozen lower layers run once per request (their states are kept), so each
    pass costs the top layers only; bfloat16 autocast, AdamW, warm-up then linear decay."""
    started = time.perf_counter()
    top_layers, head = model.encoder_parts()[member]
    base = base_encoder()
    model.config.encoder_sha256 = base.sha256
    model.config.encoder_shape = (
        base.header.layers,
        base.header.hidden,
        base.header.heads,
        base.header.ffn,
    )
    model.config.encoder_eps = base.header.eps
    with torch.no_grad():
        for mine, theirs in zip(top_layers, base.layers[-config.encoder_layers :], strict=True):
            mine.load_state_dict(theirs.state_dict())
        torch.nn.init.normal_(head.weight, std=0.02)
        torch.nn.init.zeros_(head.bias)
    # member 0 draws what a router with one encoder member drew
    rng = random.Random(config.seed + 1000 + 7919 * member)
    drawn = replace(config, per_topic=config.encoder_per_topic)
    examples = epoch_examples(topics, drawn, rng)
    texts = [text for text, _ in examples]
    targets = [model.config.label2id[label] for _, label in examples]
    states = lower_states(model, texts)
    seconds = time.perf_counter() - started
    log(f"encoder member {member}: {len(texts)} requests' lower states, {seconds:.0f} s")
    optimizer = torch.optim.AdamW(
        [
            {"params": [*top_layers.parameters()], "lr": config.encoder_lr},
            {"params": [*head.parameters()], "lr": config.encoder_head_lr},
        ],
        weight_decay=0.01,
    )
    rates = [group["lr"] for group in optimizer.param_groups]
    total = math.ceil(len(texts) / config.encoder_batch_size) * config.encoder_epochs
    warm_up = max(1, total // 20)
    step = 0
    for epoch in range(config.encoder_epochs):
        began = time.perf_counter()
        model.train()
        losses = []
        for batch in length_batches([len(s) for s in states], config.encoder_batch_size, rng):
            x = torch.nn.utils.rnn.pad_sequence([states[i] for i in batch], batch_first=True)
            mask = torch.zeros(x.shape[:2], dtype=torch.long)
            for row, i in enumerate(batch):
                mask[row, : len(states[i])] = 1
            scale = min(1.0, (step + 1) / warm_up) * (1 - step / total)
            for group, rate in zip(optimizer.param_groups, rates, strict=True):
                group["lr"] = rate * scale
            with torch.autocast("cpu", dtype=torch.bfloat16):
                logits = model.encoder_logits(x.float(), mask, member)
            loss = torch.nn.functional.cross_entropy(
                logits.float(),
                torch.tensor([targets[i] for i in batch]),
                label_smoothing=config.label_smoothing,
            )
            losses.append(optimise(optimizer, loss))
            step += 1
        log(
            f"encoder member {member} epoch {epoch + 1}/{config.encoder_epochs}: "
            f"loss {sum(losses) / len(losses):.4f}, {time.perf_counter() - began:.1f} s"
        )
    model.eval()


def lower_states(model, texts: list[str], batch: int = 128) -> list[torch.Tensor]:
    """Each text's states after the base encoder's frozen layers (`encoder_inputs`), bfloat16,
    (its tokens, hidden); texts of like length share a batch."""
    states: list[torch.Tensor] = [torch.empty(0)] * len(texts)
    with torch.autocast("cpu", dtype=torch.bfloat16):
        for chunk in length_chunks([len(text) for text in texts], batch):
            x, mask = model.encoder_inputs([texts[i] for i in chunk])
            lengths = mask.sum(1).tolist()
            for row, i in enumerate(chunk):
                states[i] = x[row, : lengths[row]].to(torch.bfloat16).clone()
    return states


def length_batches(lengths: list[int], size: int, rng: random.Random) -> list[list[int]]:
    """One pass over ``lengths``' indices in shuffled batches of ``size``, each cut from a
    shuffled run of 32 batches sorted by length (so little of a batch is padding)."""
    order = list(range(len(lengths)))
    rng.shuffle(order)
    batches = []
    for start in range(0, len(order), size * 32):
        run = sorted(order[start : start + size * 32], key=lengths.__getitem__)
        batches += [run[i : i + size] for i in range(0, len(run), size)]
    rng.shuffle(batches)
    return batches


def label_probabilities(
    model, logits: torch.Tensor, known: Collection[str] | None = None
) -> list[dict[str, float]]:
    """Each text's probability of every label from its calibrated ``logits``
    (`label_logits`); with ``known``, the topics outside it folded into `OUTSIDE`, as the
    worker folds them for a checkpoint that knows only those."""
    labels = [model.config.id2label[i] for i in range(model.config.num_labels)]
    rows = []
    for row in logits.softmax(-1).tolist():
        probabilities = dict(zip(labels, row, strict=True))
        if known is not None:
            folded = {k: p for k, p in probabilities.items() if k in known}
            folded[OUTSIDE] = sum(p for k, p in probabilities.items() if k not in known)
            probabilities = folded
        rows.append(probabilities)
    return rows


def label_logits(model, texts: list[str], batch: int = 512) -> torch.Tensor:
    """(len(texts), num_labels): the router's logits, undivided by its temperature."""
    calibration, model.config.calibration = model.config.calibration, 1.0
    try:
        return torch.cat(
            [model.label_logits(texts[i : i + batch]) for i in range(0, len(texts), batch)]
        )
    finally:
        model.config.calibration = calibration


def fit_calibration(model, requests, logits: torch.Tensor) -> float:
    """The temperature that minimises the negative log-likelihood of ``requests``' labels
    (`asks.OUTSIDE` for outside ones) under their ``logits`` (`label_logits`): a grid, then a
    finer one around the best."""
    targets = torch.tensor([model.config.label2id[r.topic or OUTSIDE] for r in requests])

    def nll(t: float) -> float:
        return torch.nn.functional.cross_entropy(logits / t, targets).item()

    best = min((0.25 * k for k in range(1, 21)), key=nll)
    return min((best + 0.02 * k for k in range(-12, 13) if best + 0.02 * k > 0), key=nll)


def routing_figures(decisions, requests) -> dict:
    """Shares of catalog requests routed to their topic and of outside ones refused, and of
    refused catalog requests whose topic is a candidate."""
    catalog = [(d, r) for d, r in zip(decisions, requests, strict=True) if r.topic]
    outside = [d for d, r in zip(decisions, requests, strict=True) if not r.topic]
    refused = [(d, r) for d, r in catalog if not d.known]
    return {
        "catalog_routed": _share(d.topic == r.topic for d, r in catalog),
        "catalog_wrong_topic": _share(d.known and d.topic != r.topic for d, r in catalog),
        "outside_refused": _share(not d.known for d in outside),
        "catalog_refused": len(refused),
        "refused_topic_suggested": _share(
            r.topic in {slug for slug, _ in d.candidates} for d, r in refused
        ),
    }


def _share(flags) -> float:
    flags = list(flags)
    return sum(flags) / len(flags) if flags else 1.0


def miss_bound(misses: int, count: int, confidence: float = SUGGESTION_CONFIDENCE) -> float:
    """The one-sided upper bound, at ``confidence``, of a rate seen as ``misses`` of ``count``
    (Clopper-Pearson: the rate at which so few misses or fewer would happen only
    ``1 - confidence`` of the time); 1 when nothing was seen."""
    if count == 0 or misses >= count:
        return 1.0

    def at_most_misses(rate: float) -> float:
        return sum(
            math.comb(count, i) * rate**i * (1 - rate) ** (count - i) for i in range(misses + 1)
        )

    low, high = misses / count, 1.0
    for _ in range(50):
        middle = (low + high) / 2
        low, high = (middle, high) if at_most_misses(middle) > 1 - confidence else (low, middle)
    return high


def best_topics(model, requests, logits: torch.Tensor, known: Collection[str] | None = None):
    """What `decide` needs of each request's calibrated ``logits`` to route it: the best
    catalog topic's probability (float64, as `decide` compares it), and whether that topic is
    the one the request asks for. With ``known``, only those topics count (the others are
    folded into `OUTSIDE`, as in `label_probabilities`); ties go to the first slug, as there."""
    labels = [model.config.id2label[i] for i in range(model.config.num_labels)]
    columns = sorted(
        (
            i
            for i, label in enumerate(labels)
            if label != OUTSIDE and (known is None or label in known)
        ),
        key=lambda i: labels[i],
    )
    if not columns:
        nothing = torch.zeros(len(requests), dtype=torch.float64)
        return nothing, nothing.bool()
    best, where = logits.softmax(-1)[:, columns].max(1)
    place = {labels[column]: k for k, column in enumerate(columns)}
    asked = torch.tensor([place.get(r.topic, -1) for r in requests])
    return best.double(), where == asked


def share_groups(requests) -> list[tuple[bool, list[int]]]:
    """The groups `choose_accept`'s shares are counted in: per language, its catalog requests
    and its outside ones, as (catalog, indices into ``requests``)."""
    groups = []
    for language, catalog in sorted({(r.language, bool(r.topic)) for r in requests}):
        mine = [
            i for i, r in enumerate(requests) if (r.language, bool(r.topic)) == (language, catalog)
        ]
        groups.append((catalog, mine))
    return groups


def choose_accept(model, requests, logits: torch.Tensor, known: Collection[str] | None = None):
    """``accept`` on the development requests, given their calibrated ``logits``: the threshold
    that maximises the worst of the four shares (catalog routed right and outside refused, in
    each language: issue 43's targets hold per language), the lowest on a tie; with that worst
    share. The shares are those `routing_figures` counts of `decide`'s decisions (with ``known``,
    as `choose_policy` says), for every request at once."""
    best, right = best_topics(model, requests, logits, known)
    groups = share_groups(requests)
    # a language without catalog (or outside) requests counts that share as 1
    missing = [1.0] * (2 * len({r.language for r in requests}) - len(groups))

    def score(accept: float) -> tuple[float, float]:
        routed = best >= accept
        shares = [
            float((routed & right if catalog else ~routed)[rows].double().mean())
            for catalog, rows in groups
        ]
        return min(shares + missing), -accept

    accept = max((round(0.05 * k, 2) for k in range(2, 19)), key=score)
    accept = max((round(accept + 0.01 * k, 2) for k in range(-4, 5)), key=score)
    return accept, score(accept)[0]


def choose_policy(model, requests, logits: torch.Tensor, known: Collection[str] | None = None):
    """``accept`` (`choose_accept`) and ``suggestions`` on the development requests, given their
    calibrated ``logits``: then the fewest suggestions that cover `SUGGESTION_TARGET` of the
    refused catalog requests. With ``known`` (and ``requests`` as such a checkpoint sees them),
    as the worker decides for a checkpoint that knows only those topics. Returns the policy, its
    figures and the worst share."""
    accept, worst = choose_accept(model, requests, logits, known)
    probabilities = label_probabilities(model, logits, known)

    def figures(policy):
        return routing_figures([decide(p, policy) for p in probabilities], requests)

    suggestions = MAX_SUGGESTIONS
    for k in range(3, MAX_SUGGESTIONS):
        f = figures(RoutingPolicy(accept, k))
        refused = f["catalog_refused"]
        misses = round((1 - f["refused_topic_suggested"]) * refused)
        if miss_bound(misses, refused) <= 1 - SUGGESTION_TARGET:
            suggestions = k
            break
    policy = RoutingPolicy(accept, suggestions)
    return policy, figures(policy), worst


# the base encoder's frozen states of the texts routers were fitted on in this process, by
# what they depend on (`kept_encoder_inputs`)
_FROZEN_STATES: dict[tuple, dict[str, torch.Tensor]] = {}


def kept_encoder_inputs(model):
    """``model``'s `encoder_inputs`, each text's states kept for the rest of the process: the
    development part goes through the base encoder's frozen layers once, however many routers
    are fitted on it (a refit, a join, the routers of the tests)."""
    config = model.config
    frozen = config.encoder_shape[0] - config.encoder_layers
    key = (config.encoder_sha256, frozen, config.max_chars, config.encoder_pieces)
    kept = _FROZEN_STATES.setdefault(key, {})

    def encoder_inputs(texts: list[str]) -> tuple[torch.Tensor, torch.Tensor]:
        new = [text for text in dict.fromkeys(texts) if text not in kept]
        if new:
            states, mask = model.encoder_inputs(new)
            for text, row, length in zip(new, states, mask.sum(1).tolist(), strict=True):
                kept[text] = row[:length].clone()
        rows = [kept[text] for text in texts]
        states = torch.nn.utils.rnn.pad_sequence(rows, batch_first=True)
        mask = torch.zeros(states.shape[:2], dtype=torch.long)
        for r, row in enumerate(rows):
            mask[r, : len(row)] = 1
        return states, mask

    return encoder_inputs


def member_logits(model, texts: list[str], batch: int = 512):
    """The n-gram members' mean logits, the encoder members' (None without them) and the
    passage scores (None without passages) on ``texts``, unmixed and undivided
    (`CloverRouterForSequenceClassification.member_logits`), the frozen states kept
    (`kept_encoder_inputs`)."""
    inputs = (
        kept_encoder_inputs(model) if model.config.encoder_layers or model.config.passages else None
    )
    parts = [model.member_logits(texts[i : i + batch], inputs) for i in range(0, len(texts), batch)]
    return tuple(None if kind[0] is None else torch.cat(kind) for kind in zip(*parts, strict=True))


def with_passages(model, topics) -> None:
    """Store in ``model`` the lessons of those of ``topics`` it has a label for
    (`asks.lesson_passages`), embedded as multilingual-e5-small embeds passages for retrieval
    (the same file whose lower layers its encoder members continue)."""
    base = base_encoder(model.config.encoder_sha256)
    model.config.encoder_sha256 = base.sha256
    label2id = model.config.label2id
    pairs = sorted(
        {
            (label2id[t.slug], text)
            for t in topics
            if t.slug in label2id
            for text in lesson_passages(t)
        }
    )
    vectors = base.encode([text for _, text in pairs], prefix="passage: ")
    model.set_passages(vectors, [label for label, _ in pairs])


def mixture_tolerance(requests) -> float:
    """One request of the largest of the groups `choose_accept`'s shares are counted in
    (`share_groups`), with a little room for rounding: two mixtures whose worst shares are no
    further apart differ by at most one request of the development part, which a refit from
    the weights as saved (bfloat16) can swing."""
    sizes = [len(rows) for _, rows in share_groups(requests)]
    return 1 / max(sizes) + 1e-9 if sizes else 0.0


def fit_mixture(
    model,
    dev,
    served,
    known,
    ngrams: torch.Tensor,
    encoder: torch.Tensor | None,
    passages: torch.Tensor | None = None,
):
    """The encoder members' share of the logits (`ENCODER_WEIGHTS`), the passage scores'
    weight (`PASSAGE_WEIGHTS`), the temperature and the policy, fitted together on the
    development requests (``dev``: as the router's labels see them; ``served``: as the
    checkpoint sees them, `choose_policy`): the pair of weights whose policy has the best
    worst share. Pairs within one request of the best (`mixture_tolerance`) are a tie, won by
    the share nearer the configured one, then the passage weight nearer the configured one
    (a refit keeps the mixture it was saved with unless another is really better), then the
    smaller. Sets the model's ``encoder_weight``, ``passage_weight`` and ``calibration``;
    returns the policy and its figures."""
    config = model.config
    weights = ENCODER_WEIGHTS if encoder is not None else (config.encoder_weight,)
    passage_weights = PASSAGE_WEIGHTS if passages is not None else (0.0,)
    candidates = []
    for passage_weight in passage_weights:
        for weight in weights:
            logits = ngrams if encoder is None else (1 - weight) * ngrams + weight * encoder
            if passages is not None:
                logits = logits + passage_weight * passages
            calibration = fit_calibration(model, dev, logits)
            calibrated = logits / calibration
            _, worst = choose_accept(model, served, calibrated, known)
            candidates.append((worst, weight, passage_weight, calibration, calibrated))
    best = max(worst for worst, *_ in candidates) - mixture_tolerance(served)
    _, config.encoder_weight, config.passage_weight, config.calibration, calibrated = min(
        (c for c in candidates if c[0] >= best),
        key=lambda c: (
            abs(c[1] - config.encoder_weight),
            abs(c[2] - config.passage_weight),
            c[2],
        ),
    )
    policy, figures, _ = choose_policy(model, served, calibrated, known)
    return policy, figures


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument(
        "--known-from",
        type=Path,
        default=DEFAULT_OUT.parent,
        help="the checkpoint the router serves: `accept` is chosen as the worker decides for "
        "it, the topics it has not learnt counting as outside (default: the demo checkpoint)",
    )
    parser.add_argument(
        "--refit",
        type=Path,
        help="a trained router: nothing is trained, its mixture, temperature and policy are "
        "fitted again on today's development part",
    )
    parser.add_argument(
        "--encoder-from",
        type=Path,
        help="a trained router whose encoder member is kept as it is: only the n-gram members "
        "are trained, on today's catalog (`with_encoder_members_of`), then the whole is calibrated",
    )
    parser.add_argument(
        "--ngram-from",
        type=Path,
        help="a trained router whose n-gram members are kept as they are: only the encoder "
        "members are trained, then the whole is calibrated",
    )
    parser.add_argument(
        "--encoder-more-from",
        type=Path,
        nargs="+",
        default=[],
        help="trained routers whose encoder members join this one's (`with_encoder_members_of`), "
        "then the whole is calibrated: `--refit A --encoder-more-from B` is A's router with "
        "B's encoder member as a second",
    )
    for name, default in asdict(RouterTrainConfig()).items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(default), default=default)
    args = parser.parse_args(argv)
    config = RouterTrainConfig(
        **{name: getattr(args, name) for name in asdict(RouterTrainConfig())}
    )
    torch.set_num_threads(max(1, min(4, torch.get_num_threads())))
    started = time.perf_counter()
    if args.refit:
        model = CloverRouterForSequenceClassification.from_pretrained(
            args.refit, torch_dtype=torch.float32
        ).eval()
    elif args.ngram_from:
        model = router_with_encoder_members(args.ngram_from, config)
    elif args.encoder_from:
        ngrams = train_router(replace(config, encoder_layers=0))
        model = with_encoder_members_of(ngrams, [args.encoder_from])
    else:
        model = train_router(config)
    if args.encoder_more_from:
        model = with_encoder_members_of(model, args.encoder_more_from)
    labels = set(model.config.label2id)
    if config.passages:
        with_passages(model, all_topics())
    dev = list(as_checkpoint_sees(teacher_requests("dev"), labels))
    # once: the encoder member is slow
    ngrams, encoder, passages = member_logits(model, [r.text for r in dev])
    learnt = checkpoint_known_topics(args.known_from) if args.known_from else None
    known = labels if learnt is None else labels & (set(learnt) | {OUTSIDE})
    served = list(as_checkpoint_sees(dev, known - {OUTSIDE}))
    policy, figures = fit_mixture(model, dev, served, known, ngrams, encoder, passages)
    if model.config.passages and not model.config.passage_weight:
        model.drop_passages()  # they would cost every decision and count for nothing
    args.out.mkdir(parents=True, exist_ok=True)
    # bfloat16 on disk halves the file; it computes in float32 (`genui.worker.routing`)
    model.to(torch.bfloat16).save_pretrained(args.out)
    (args.out / "routing.json").write_text(json.dumps(asdict(policy), indent=2) + "\n")
    trained = {"config": asdict(config)}
    if args.ngram_from:
        trained["ngram_from"] = str(args.ngram_from)
    if args.encoder_from:
        trained["encoder_from"] = str(args.encoder_from)
    if args.refit and (args.refit / "training_summary.json").exists():
        # how the refitted router was trained, as its own summary says
        before = json.loads((args.refit / "training_summary.json").read_text())
        kept = ("config", "ngram_from", "encoder_from", "minutes")
        trained = {k: v for k, v in before.items() if k in kept}
        trained["refit"] = str(args.refit)
    if args.encoder_more_from:
        trained["encoder_more_from"] = [str(path) for path in args.encoder_more_from]
    summary = {
        **trained,
        "topics_served": len(known - {OUTSIDE}),
        "encoder_weight": model.config.encoder_weight,
        "passages": model.config.passages,
        "passage_weight": model.config.passage_weight,
        "calibration": model.config.calibration,
        "policy": asdict(policy),
        "dev": {"requests": len(served), **{k: round(v, 4) for k, v in figures.items()}},
        "minutes": trained.get("minutes", round((time.perf_counter() - started) / 60, 2)),
        "parameters": sum(p.numel() for p in model.parameters()),
    }
    model.to(torch.float32)
    (args.out / "training_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
