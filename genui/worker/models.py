"""A row per running model worker, refreshed by its heartbeat."""

from django.db import models


class WorkerHeartbeat(models.Model):
    class Mode(models.TextChoices):
        EMBEDDED = "embedded", "Embedded (thread of the web server)"
        EXTERNAL = "external", "External (clover_worker process)"

    class State(models.TextChoices):
        STARTING = "starting", "Starting"
        LOADING = "loading", "Loading the model"
        IDLE = "idle", "Idle"
        BUSY = "busy", "Generating"
        STOPPING = "stopping", "Stopping"

    worker_id = models.CharField(max_length=120, unique=True)
    hostname = models.CharField(max_length=255)
    pid = models.PositiveIntegerField()
    mode = models.CharField(max_length=16, choices=Mode.choices)
    state = models.CharField(max_length=16, choices=State.choices, default=State.STARTING)
    jobs = models.PositiveIntegerField(default=0)  # held: decoding, or their page checked
    device = models.CharField(max_length=32, blank=True)
    model_loaded = models.BooleanField(default=False)
    model_id = models.CharField(max_length=255, blank=True)
    model_detail = models.TextField(blank=True)
    # a checkpoint trained by genui.demo_model.train (the bundled demo), not a released Clover
    model_demo = models.BooleanField(default=False)
    # the worker's own metrics as of this beat (`genui.worker.metrics`), served by /metrics
    metrics = models.JSONField(default=list, blank=True)
    started_at = models.DateTimeField()
    last_seen = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ["-last_seen"]

    def __str__(self) -> str:
        return f"{self.worker_id} ({self.state})"
