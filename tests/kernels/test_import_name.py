"""The kernels' import name: `kernels` belongs to Hugging Face's distribution, which
transformers imports when it loads a model, so ours is `clover_kernels` and the kernels/
folder at the repository root has no __init__.py that could hide theirs.

Run: python -m pytest tests/kernels/test_import_name.py -q
"""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CHECKPOINT = ROOT / "clover_model" / "checkpoints" / "clover-demo"

# `python -c` puts the working directory first on sys.path, as manage.py, pytest and
# `python -m` do for the repository root. The modules are reported before the model loads.
PROBE = """
import importlib.metadata, json, sys
import clover_kernels, kernels
hf_kernels = importlib.metadata.distribution("kernels").locate_file("kernels/__init__.py")
print(json.dumps({
    "kernels": kernels.__file__,
    "hf_kernels": str(hf_kernels),
    "clover_kernels": clover_kernels.__file__,
    "clover_kernels_api": callable(getattr(clover_kernels, "gated_delta_rule", None)),
}), flush=True)
import clover_model
from transformers import AutoModelForMaskedLM
print(type(AutoModelForMaskedLM.from_pretrained(sys.argv[1])).__name__)
"""


def run_probe(cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", PROBE, str(CHECKPOINT)],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_hugging_face_kernels_and_ours_are_two_modules_and_the_checkpoint_loads():
    result = run_probe(ROOT)

    assert result.returncode == 0, result.stderr
    modules_line, model_line = result.stdout.splitlines()[-2:]
    modules = json.loads(modules_line)
    assert Path(modules["kernels"]).resolve() == Path(modules["hf_kernels"]).resolve()
    assert Path(modules["clover_kernels"]).resolve() != Path(modules["kernels"]).resolve()
    assert Path(modules["clover_kernels"]).parent.name == "clover_kernels"
    assert modules["clover_kernels_api"]
    assert model_line == "CloverForBlockDiffusionLM"


def test_a_kernels_package_in_the_working_directory_would_hide_hugging_faces(tmp_path):
    shadow = tmp_path / "kernels" / "__init__.py"
    shadow.parent.mkdir()
    shadow.write_text('"""A project package named kernels, as ours used to be."""\n')

    result = run_probe(tmp_path)

    modules = json.loads(result.stdout.splitlines()[0])
    assert Path(modules["kernels"]).resolve() == shadow.resolve()
    assert not (ROOT / "kernels" / "__init__.py").exists()
