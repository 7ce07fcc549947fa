"""The Grafana dashboard in docs/ queries the metrics /metrics serves, under their exact names,
and shows every one of them."""

from __future__ import annotations

import json
import re

import pytest
from django.utils import timezone

from genui.core.metrics import WEB_REGISTRY
from genui.paths import REPO_ROOT
from genui.site.metrics import queue_families, worker_families
from genui.worker.metrics import WORKER_REGISTRY

DASHBOARD = REPO_ROOT / "docs" / "grafana" / "clover-genui.json"
SUFFIXES = {"counter": ("_total",), "histogram": ("_bucket", "_count", "_sum"), "gauge": ("",)}


def exported() -> dict[str, str]:
    """Each series name /metrics can serve -> its family's name."""
    now = timezone.now()
    families = [
        *WEB_REGISTRY.collect(),
        *WORKER_REGISTRY.collect(),
        *queue_families(now),
        *worker_families(now),
    ]
    return {
        family.name + suffix: family.name for family in families for suffix in SUFFIXES[family.type]
    }


def queried() -> set[str]:
    dashboard = json.loads(DASHBOARD.read_text())
    expressions = [target["expr"] for panel in dashboard["panels"] for target in panel["targets"]]
    assert expressions
    return {name for expr in expressions for name in re.findall(r"\bgenui_[a-z_]+\b", expr)}


@pytest.mark.django_db
def test_every_series_the_dashboard_queries_is_served():
    assert queried() - set(exported()) == set()


@pytest.mark.django_db
def test_every_metric_served_has_a_panel():
    served = exported()
    shown = {served[name] for name in queried() if name in served}

    assert set(served.values()) - shown == set()


def test_every_panel_reads_the_dashboards_prometheus_source():
    dashboard = json.loads(DASHBOARD.read_text())

    assert dashboard["uid"] == "clover-genui"
    assert [variable["type"] for variable in dashboard["templating"]["list"]] == ["datasource"]
    for panel in dashboard["panels"]:
        assert panel["datasource"]["uid"] == "${datasource}", panel["title"]
