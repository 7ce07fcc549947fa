"""Train the topic router that decides which catalog topic a teacher's request asks for.

    python -m genui.demo_model.train_router                       # -> the demo checkpoint's router/
    python -m genui.demo_model.train_router --out DIR --epochs 6 --topics buoyancy,tides

The router (`clover_model.router`) learns from requests generated afresh every epoch from the
phrase banks (`genui.corpus.asks`: every known topic's ``asks``, names, title and glossary;
the topics outside the catalog and requests that name none, labelled `asks.OUTSIDE`). After
training, on the development part of the teacher requests (`genui.corpus.teacher_requests`,
never trained on) it fits the temperature that calibrates its probabilities, then chooses
``accept``, the probability at which a request is routed (`genui.corpus.routing`), and the
number of topics offered when one is not. The test part is never read here. It writes the
router (config, safetensors, ``routing.json``, ``training_summary.json``) to OUT.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import torch

from clover_model.router import (
    CloverRouterConfig,
    CloverRouterForSequenceClassification,
    batch_features,
    pack,
    router_features,
)
from genui.corpus.asks import OUTSIDE, outside_example, router_example
from genui.corpus.routing import RoutingPolicy, decide
from genui.corpus.teacher_requests import as_checkpoint_sees, teacher_requests
from genui.corpus.topics import topics_chosen

DEFAULT_OUT = Path("clover_model/checkpoints/clover-demo/router")
# the share of catalog requests the thresholds must route and of outside ones they must
# refuse, on the development part, before any other consideration
TARGET = 0.95
# a refused catalog request should find its topic among the suggestions this often
SUGGESTION_TARGET = 0.99
MAX_SUGGESTIONS = 6


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
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            losses.append(loss.item())
            step += 1
        log(
            f"epoch {epoch + 1}/{config.epochs}: {len(examples)} requests, "
            f"loss {sum(losses) / len(losses):.4f}, {time.perf_counter() - started:.1f} s"
        )
    model.eval()
    return model


def label_probabilities(model, texts: list[str], batch: int = 512) -> list[dict[str, float]]:
    """Each text's probability of every label."""
    labels = [model.config.id2label[i] for i in range(model.config.num_labels)]
    rows = []
    for start in range(0, len(texts), batch):
        for row in model.probabilities(texts[start : start + batch]).tolist():
            rows.append(dict(zip(labels, row, strict=True)))
    return rows


def fit_calibration(model, requests) -> float:
    """The temperature that minimises the negative log-likelihood of ``requests``' labels
    (`asks.OUTSIDE` for outside ones): a grid, then a finer one around the best."""
    texts = [r.text for r in requests]
    targets = torch.tensor([model.config.label2id[r.topic or OUTSIDE] for r in requests])
    model.config.calibration = 1.0
    with torch.no_grad():
        ids, offsets = batch_features(texts, model.config)
        logits = model(ids, offsets).logits.float()

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
        "refused_topic_suggested": _share(
            r.topic in {slug for slug, _ in d.candidates} for d, r in refused
        ),
    }


def _share(flags) -> float:
    flags = list(flags)
    return sum(flags) / len(flags) if flags else 1.0


def choose_policy(model, requests) -> tuple[RoutingPolicy, dict]:
    """``accept`` and ``suggestions`` on the development requests: the threshold that
    maximises the worse of the two shares (catalog routed right, outside refused), then the
    fewest suggestions that cover `SUGGESTION_TARGET` of the refused catalog requests."""
    probabilities = label_probabilities(model, [r.text for r in requests])

    def figures(policy):
        return routing_figures([decide(p, policy) for p in probabilities], requests)

    def worse(accept: float) -> float:
        f = figures(RoutingPolicy(accept, MAX_SUGGESTIONS))
        return min(f["catalog_routed"], f["outside_refused"])

    accept = max((round(0.05 * k, 2) for k in range(2, 19)), key=lambda a: (worse(a), -a))
    accept = max((round(accept + 0.01 * k, 2) for k in range(-4, 5)), key=lambda a: (worse(a), -a))
    suggestions = MAX_SUGGESTIONS
    for k in range(1, MAX_SUGGESTIONS + 1):
        if figures(RoutingPolicy(accept, k))["refused_topic_suggested"] >= SUGGESTION_TARGET:
            suggestions = k
            break
    suggestions = max(suggestions, 3)
    policy = RoutingPolicy(accept, suggestions)
    return policy, figures(policy)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    for name, default in asdict(RouterTrainConfig()).items():
        parser.add_argument(f"--{name.replace('_', '-')}", type=type(default), default=default)
    args = parser.parse_args(argv)
    config = RouterTrainConfig(
        **{name: getattr(args, name) for name in asdict(RouterTrainConfig())}
    )
    torch.set_num_threads(max(1, min(4, torch.get_num_threads())))
    started = time.perf_counter()
    model = train_router(config)
    known = set(model.config.label2id)
    dev = list(as_checkpoint_sees(teacher_requests("dev"), known))
    model.config.calibration = fit_calibration(model, dev)
    policy, figures = choose_policy(model, dev)
    args.out.mkdir(parents=True, exist_ok=True)
    # bfloat16 on disk halves the file; it computes in float32 (`genui.worker.routing`)
    model.to(torch.bfloat16).save_pretrained(args.out)
    (args.out / "routing.json").write_text(json.dumps(asdict(policy), indent=2) + "\n")
    summary = {
        "config": asdict(config),
        "calibration": model.config.calibration,
        "policy": asdict(policy),
        "dev": {"requests": len(dev), **{k: round(v, 4) for k, v in figures.items()}},
        "minutes": round((time.perf_counter() - started) / 60, 2),
        "parameters": sum(p.numel() for p in model.parameters()),
    }
    model.to(torch.float32)
    (args.out / "training_summary.json").write_text(json.dumps(summary, indent=2) + "\n")
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
