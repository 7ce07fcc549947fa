"""Importing the model with the `quant` extra installed prints nothing on a CPU machine: the
warnings torchao's CUDA-only parts cause there are dropped (`clover_model._IMPORT_NOISE`), and
nothing else is."""

import logging
import subprocess
import sys

import pytest

pytest.importorskip("torchao")


def test_importing_the_model_and_torchao_on_a_cpu_prints_nothing():
    code = (
        "import logging; logging.basicConfig(level=logging.WARNING);"
        "import clover_model, torchao.quantization, torchao.kernel.intmm"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "" and result.stdout == ""


def test_other_warnings_of_those_loggers_still_pass(caplog):
    import clover_model  # noqa: F401

    with caplog.at_level(logging.WARNING):
        logging.getLogger("torchao").warning("Failed to quantize layer 3")
        logging.getLogger("torchao").warning("Failed to load /x/_C_mxfp8.so: no CUDA")
    assert [r.getMessage() for r in caplog.records] == ["Failed to quantize layer 3"]
