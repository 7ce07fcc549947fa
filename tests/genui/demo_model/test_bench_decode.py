"""genui.demo_model.bench_decode: the decoding benchmark runs on random clover-tiny weights and
prints its JSON summary last."""

import json


def test_the_benchmark_prints_its_json_summary_last(capsys):
    from genui.demo_model.bench_decode import main

    args = ["--prompts", "1", "--prompt-len", "9", "--new-tokens", "8"]
    main([*args, "--questions", "2", "--material-len", "10", "--question-len", "3"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    for key in ("tokens_per_forward", "speedup_vs_one_per_step", "speedup_vs_autoregressive"):
        assert summary[key] > 0
    assert summary["joint_speedup"] > 0
    assert "random weights" in summary["note"]
