"""Generation jobs: durable requests for a lesson, claimed by model workers with a
lease, and their event log (replayable by sequence number)."""
