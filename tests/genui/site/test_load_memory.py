"""``bench_load``'s memory readings (`genui.site.load_memory`) on a made-up /proc and
made-up samples, and once on this process's own /proc entry."""

import os

import pytest

from genui.site.load_memory import (
    MIB,
    WINDOW_SAMPLES,
    MemoryLog,
    MemorySample,
    memory_growth,
    memory_sample,
    memory_summary,
    process_rss,
)


def _process(proc, pid, parent, name, rss_kib, pss_kib=None):
    folder = proc / str(pid)
    folder.mkdir()
    (folder / "stat").write_text(f"{pid} ({name}) S {parent} {pid} 0 0 -1\n")
    (folder / "status").write_text(f"Name:\t{name}\nVmPeak:\t999999 kB\nVmRSS:\t{rss_kib} kB\n")
    if pss_kib is not None:
        (folder / "smaps_rollup").write_text(f"Rss:\t{rss_kib} kB\nPss:\t{pss_kib} kB\n")


@pytest.fixture
def proc(tmp_path):
    """Daphne (10), a worker (20) with the Playwright driver (21) and Chromium (22, its
    renderer 23 under its zygote 24), a stranger's Chromium (40) and a kernel thread."""
    _process(tmp_path, 1, 0, "init", 100)
    _process(tmp_path, 10, 1, "python", 100 * 1024)
    _process(tmp_path, 20, 1, "python", 500 * 1024)
    _process(tmp_path, 21, 20, "node-MainThread", 50 * 1024)
    _process(tmp_path, 22, 21, "chromium", 200 * 1024, pss_kib=150 * 1024)
    _process(tmp_path, 24, 22, "chromium", 60 * 1024, pss_kib=20 * 1024)
    _process(tmp_path, 23, 24, "chromium (render", 90 * 1024, pss_kib=40 * 1024)
    _process(tmp_path, 40, 1, "chromium", 999 * 1024, pss_kib=999 * 1024)
    (tmp_path / "2").mkdir()  # a kernel thread: a stat, no VmRSS
    (tmp_path / "2" / "stat").write_text("2 (kthreadd) S 0 0 0 0 -1\n")
    (tmp_path / "2" / "status").write_text("Name:\tkthreadd\n")
    (tmp_path / "self").mkdir()
    return tmp_path


def test_a_sample_reads_each_role_and_only_the_servers_chromium(proc):
    sample = memory_sample(5.0, web=10, worker=20, proc=proc)
    assert sample.at == 5.0
    assert sample.rss == {
        "web": 100 * MIB,
        "worker": 500 * MIB,
        "chromium": (200 + 60 + 90) * MIB,  # 40 is not under the server
        "chromium_pss": (150 + 20 + 40) * MIB,
        "playwright_driver": 50 * MIB,
    }
    assert sample.chromium_processes == 3


def test_an_embedded_worker_has_no_figure_of_its_own_and_gone_processes_none(proc):
    sample = memory_sample(0.0, web=10, worker=None, proc=proc)
    assert sample.rss["worker"] is None
    assert sample.rss["chromium"] is None  # no Chromium under Daphne
    assert process_rss(12345, proc) is None
    assert process_rss(2, proc) is None  # a kernel thread has no resident memory line


def test_this_process_resident_memory_is_read_from_the_real_proc():
    size = process_rss(os.getpid())
    assert size is not None and 10 * MIB < size < 64 * 1024 * MIB


def _samples(values: dict[str, list[float]], every: float = 60) -> list[MemorySample]:
    count = len(next(iter(values.values())))
    return [
        MemorySample(
            at=n * every,
            rss={
                "web": values["web"][n] * MIB,
                "worker": values["worker"][n] * MIB,
                "chromium": values["chromium"][n] * MIB,
                "chromium_pss": None,
                "playwright_driver": 50 * MIB,
            },
        )
        for n in range(count)
    ]


def test_growth_compares_medians_of_the_first_and_last_windows_after_the_warmup():
    # 2 warm-up samples (fast growth, ignored), then 12: the web process grows from 100 to
    # 120 MiB, the worker is flat with one spike, Chromium jumps while a page is open
    web = [50, 80, 100, 100, 101, 100, 102, 110, 112, 115, 118, 120, 119, 121]
    worker = [300, 400, 500, 500, 900, 500, 500, 500, 500, 500, 500, 501, 500, 500]
    chromium = [0, 700, 700, 1300, 700, 700, 700, 700, 700, 700, 1300, 700, 700, 700]
    growth = memory_growth(_samples({"web": web, "worker": worker, "chromium": chromium}), 120)
    assert growth["web"] == {
        "start_mib": 100.0,  # median of 100, 100, 101, 100, 102
        "end_mib": 119.0,  # median of 115, 118, 120, 119, 121... the last five
        "growth_pct": 19.0,
        "max_mib": 121.0,
    }
    assert growth["worker"]["growth_pct"] == 0.0  # the spike is no one end's median
    assert growth["worker"]["max_mib"] == 900.0
    assert growth["chromium"]["growth_pct"] == 0.0
    assert growth["chromium_pss"]["growth_pct"] is None  # never read


def test_the_summary_fails_growth_over_ten_percent_and_cannot_judge_a_short_run():
    flat = [100.0] * (2 * WINDOW_SAMPLES + 1)
    rising = [100.0] * (WINDOW_SAMPLES + 1) + [111.0] * WINDOW_SAMPLES
    log = MemoryLog(every=60, samples=_samples({"web": flat, "worker": flat, "chromium": flat}))
    summary = memory_summary(log, warmup=60)
    assert summary["growth_ok"] is True
    assert len(summary["samples"]) == 2 * WINDOW_SAMPLES + 1
    assert summary["samples"][1] == {
        "t_s": 60,
        "web_mib": 100.0,
        "worker_mib": 100.0,
        "chromium_mib": 100.0,
        "chromium_pss_mib": None,
        "playwright_driver_mib": 50.0,
        "chromium_processes": 0,
    }
    log.samples = _samples({"web": flat, "worker": rising, "chromium": flat})
    assert memory_summary(log, warmup=60)["growth"]["worker"]["growth_pct"] == 11.0
    assert memory_summary(log, warmup=60)["growth_ok"] is False
    # a warm-up that leaves fewer than two windows of samples: no verdict
    assert memory_summary(log, warmup=300)["growth_ok"] is None
