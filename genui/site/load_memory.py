"""``bench_load``'s memory readings: the resident memory of the web process, the worker and
the validator's Chromium, sampled while the load runs, and how much each grew.

Resident memory is read from ``/proc/<pid>/status`` (``VmRSS``, Linux only). The web process
and the worker are one process each. The validator's Chromium is every process under the
server's processes whose command name starts with ``chrom`` (the browser, its renderers, the
GPU and utility processes: `is_chromium`); its figure is their sum, so the pages they share
count once per process (an upper bound); ``chromium_pss`` sums their proportional set sizes
instead (``smaps_rollup``), which counts a shared page once in all. The Playwright driver that
talks to it (``node``) is reported apart.

`memory_growth` compares the end of the run with its start once warmed up: the median of
the samples within ``WINDOW_SAMPLES`` of the end of the warm-up against the median of the
last ``WINDOW_SAMPLES`` samples, so that one sample taken while a page was open in Chromium
does not decide it.
"""

from __future__ import annotations

import asyncio
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

PROC = Path("/proc")
KIB = 1024
MIB = 1024 * 1024
# How many samples make each end of the growth comparison (one a minute: five minutes).
WINDOW_SAMPLES = 5
GROWTH_TARGET_PCT = 10.0
ROLES = ("web", "worker", "chromium", "chromium_pss", "playwright_driver")


def process_rss(pid: int, proc: Path = PROC) -> int | None:
    """A process's resident memory in bytes (``VmRSS``); None when it is gone (or a zombie,
    which has none)."""
    try:
        status = (proc / str(pid) / "status").read_text()
    except (OSError, ValueError):
        return None
    for line in status.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * KIB
    return None


def process_pss(pid: int, proc: Path = PROC) -> int | None:
    """A process's proportional set size in bytes (``Pss`` of ``smaps_rollup``: each page
    shared by n processes counts 1/n): what Chromium's processes hold together, summed
    without counting their shared pages once per process. None when it is gone."""
    try:
        rollup = (proc / str(pid) / "smaps_rollup").read_text()
    except (OSError, ValueError):
        return None
    for line in rollup.splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1]) * KIB
    return None


def process_table(proc: Path = PROC) -> dict[int, tuple[int, str]]:
    """Every process: its pid -> (its parent's pid, its command name)."""
    table = {}
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        # "pid (comm) state ppid ...": comm may hold spaces and parentheses
        opening, closing = stat.find("("), stat.rfind(")")
        if opening < 0 or closing < opening:
            continue
        fields = stat[closing + 2 :].split()
        if len(fields) < 2 or not fields[1].isdigit():
            continue
        table[int(entry.name)] = (int(fields[1]), stat[opening + 1 : closing])
    return table


def descendants(roots: list[int], table: dict[int, tuple[int, str]]) -> list[int]:
    """The pids under ``roots`` (children, their children ...), roots excluded."""
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    found, stack = [], list(roots)
    while stack:
        for child in children.get(stack.pop(), []):
            found.append(child)
            stack.append(child)
    return sorted(found)


def is_chromium(name: str) -> bool:
    """Chromium's processes are named ``chromium``, ``chrome``, ``chrome_crashpad``..."""
    return name.lower().startswith("chrom")


@dataclass
class MemorySample:
    at: float  # seconds since the run began
    rss: dict[str, int | None]  # role -> bytes (None: no such process at that moment)
    chromium_processes: int = 0


def memory_sample(
    at: float, web: int | None, worker: int | None, proc: Path = PROC
) -> MemorySample:
    """One reading of every role. ``worker`` None: the worker runs inside the web process
    (embedded), and the worker's figure is None."""
    table = process_table(proc)
    roots = [pid for pid in (web, worker) if pid is not None]
    chromium, driver = [], []
    for pid in descendants(roots, table):
        name = table[pid][1]
        if is_chromium(name):
            chromium.append(pid)
        elif name.startswith("node"):  # "node-MainThread" once it runs
            driver.append(pid)

    def total(pids: list[int], read=process_rss) -> int | None:
        sizes = [size for size in (read(pid, proc) for pid in pids) if size is not None]
        return sum(sizes) if sizes else None

    rss = {
        "web": process_rss(web, proc) if web is not None else None,
        "worker": process_rss(worker, proc) if worker is not None else None,
        "chromium": total(chromium),
        "chromium_pss": total(chromium, process_pss),
        "playwright_driver": total(driver),
    }
    return MemorySample(at, rss, len(chromium))


@dataclass
class MemoryLog:
    """The samples of a run, taken every ``every`` seconds by `memory_watch`."""

    every: float
    samples: list[MemorySample] = field(default_factory=list)


async def memory_watch(
    log: MemoryLog,
    began: float,
    pids: Callable[[], tuple[int | None, int | None]],
    report: Callable[[str], None] | None = None,
) -> None:
    """Sample every ``log.every`` seconds until cancelled; ``pids()`` gives the web's and
    the worker's pids at that moment (a restarted worker has a new one)."""
    while True:
        web, worker = pids()
        sample = await asyncio.to_thread(memory_sample, time.perf_counter() - began, web, worker)
        log.samples.append(sample)
        if report is not None:
            report(f"{sample.at:5.0f} s: memory {_mib_line(sample)}")
        await asyncio.sleep(log.every)


def _mib(size: int | None) -> float | None:
    return None if size is None else round(size / MIB, 1)


def _mib_line(sample: MemorySample) -> str:
    return ", ".join(f"{role} {_mib(sample.rss[role])} MiB" for role in ROLES)


def memory_growth(samples: list[MemorySample], warmup: float) -> dict:
    """Per role: the median resident memory at the start (the first ``WINDOW_SAMPLES``
    samples from ``warmup`` seconds on) and at the end (the last ``WINDOW_SAMPLES``), in
    MiB, the growth between them in percent, and the largest sample after the warm-up.
    Growth is None when the warm-up left fewer than two windows' worth of samples."""
    after = [s for s in samples if s.at >= warmup]
    enough = len(after) >= 2 * WINDOW_SAMPLES
    growth = {}
    for role in ROLES:
        values = [(s.at, s.rss[role]) for s in after if s.rss[role] is not None]
        entry = {"start_mib": None, "end_mib": None, "growth_pct": None, "max_mib": None}
        if values:
            entry["max_mib"] = _mib(max(size for _, size in values))
        if enough and len(values) >= 2 * WINDOW_SAMPLES:
            start = statistics.median(size for _, size in values[:WINDOW_SAMPLES])
            end = statistics.median(size for _, size in values[-WINDOW_SAMPLES:])
            entry["start_mib"], entry["end_mib"] = _mib(start), _mib(end)
            entry["growth_pct"] = round((end - start) / start * 100, 1)
        growth[role] = entry
    return growth


def memory_summary(log: MemoryLog, warmup: float) -> dict:
    """The ``memory`` part of ``bench_load``'s summary: every sample (MiB), the growth per
    role after the warm-up, and whether the web process, the worker and Chromium each grew
    by at most ``GROWTH_TARGET_PCT`` (None: too few samples to say)."""
    growth = memory_growth(log.samples, warmup)
    measured = [growth[role]["growth_pct"] for role in ("web", "worker", "chromium")]
    measured = [pct for pct in measured if pct is not None]
    return {
        "every_s": log.every,
        "warmup_s": warmup,
        "window_samples": WINDOW_SAMPLES,
        "target_growth_pct": GROWTH_TARGET_PCT,
        "growth": growth,
        "growth_ok": (all(pct <= GROWTH_TARGET_PCT for pct in measured) if measured else None),
        "samples": [
            {
                "t_s": round(sample.at),
                **{f"{role}_mib": _mib(sample.rss[role]) for role in ROLES},
                "chromium_processes": sample.chromium_processes,
            }
            for sample in log.samples
        ],
    }
