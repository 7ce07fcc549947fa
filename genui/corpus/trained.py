"""Which catalog topics a checkpoint was trained on, read from its files (no model loaded):
the worker holds a demo checkpoint to them, and the catalog page and the API say which topics
it writes (a topic added to the catalog after it was trained is not among them)."""

from __future__ import annotations

import json
from pathlib import Path

from genui.corpus.topics import all_topics


def checkpoint_known_topics(path: Path) -> tuple[str, ...] | None:
    """The topics a checkpoint can write lessons on: for a demo checkpoint (one
    ``genui.demo_model.train`` wrote: it has ``training_summary.json``), the topics it trained
    on, as its summary lists them (``topics``), else (a checkpoint from before the summary
    listed them) as its training_config.json names them (``topics``: comma-separated slugs,
    empty for the catalog of the day); slugs the catalog no longer has are left out, and a
    topic added to the catalog later is not among them. None for any other checkpoint."""
    summary = path / "training_summary.json"
    if not summary.exists():
        return None
    trained = json.loads(summary.read_text() or "{}").get("topics")
    if trained is not None:
        wanted = set(trained)
        return tuple(t.slug for t in all_topics() if t.slug in wanted)
    config = path / "training_config.json"
    chosen = json.loads(config.read_text()).get("topics", "") if config.exists() else ""
    wanted = {slug.strip() for slug in chosen.split(",") if slug.strip()}
    return tuple(t.slug for t in all_topics() if not wanted or t.slug in wanted)
