"""genui.demo_model.bench_quant: INT4 against float on the demo checkpoint, cut short, prints
its JSON summary last."""

import json

import pytest


@pytest.mark.slow  # about 8 s: two quantisations, four models loaded
def test_the_int4_benchmark_prints_its_json_summary_last(capsys):
    from genui.demo_model.bench_quant import MODELS, main

    main(["--sample", "1", "--max-new-tokens", "16"])
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["requests"] == 1
    sizes = summary["weights_bytes"]
    assert sizes["int4"] < 0.6 * sizes["float32"] and sizes["float32"] == sizes["bfloat16"]
    assert summary["int4_config"]["int4_gdn"]["gdn_projections"] is True
    for name in MODELS:
        assert summary[name]["tokens"] > 0 and summary[name]["tokens_per_second"] > 0
        assert 0 <= summary[name]["median_chrf"] <= 100
    assert summary["float32"]["same_markup_as_float32"] == 1.0
