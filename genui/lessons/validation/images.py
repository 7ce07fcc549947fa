"""Pixel statistics on screenshots: is a canvas blank, did two frames differ."""

from __future__ import annotations

import io

import numpy as np
from PIL import Image

# A canvas whose luminance varies less than this (0-255 scale) is taken as blank.
BLANK_STDDEV = 2.0
# Two frames differ when this share of pixels changed by more than PIXEL_DELTA.
CHANGED_SHARE = 0.0005
PIXEL_DELTA = 12


def _pixels(png: bytes) -> np.ndarray:
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int16)


def image_stats(png: bytes) -> dict:
    pixels = _pixels(png)
    luminance = pixels @ np.array([299, 587, 114]) / 1000
    colours = np.unique(pixels.reshape(-1, 3)[::7], axis=0).shape[0]
    return {
        "width": int(pixels.shape[1]),
        "height": int(pixels.shape[0]),
        "stddev": round(float(luminance.std()), 2),
        "colours": int(colours),
    }


def is_blank(png: bytes) -> tuple[bool, dict]:
    stats = image_stats(png)
    return stats["stddev"] < BLANK_STDDEV or stats["colours"] < 3, stats


def changed_share(before: bytes, after: bytes) -> float:
    """The share of pixels that changed noticeably between two same-size frames."""
    a, b = _pixels(before), _pixels(after)
    if a.shape != b.shape:
        return 1.0
    delta = np.abs(a - b).max(axis=2)
    return float((delta > PIXEL_DELTA).mean())


def frames_differ(before: bytes, after: bytes) -> bool:
    return changed_share(before, after) > CHANGED_SHARE


def thumbnail(png: bytes, width: int = 640) -> bytes:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    height = round(image.height * width / image.width)
    out = io.BytesIO()
    image.resize((width, height), Image.Resampling.LANCZOS).save(out, format="PNG", optimize=True)
    return out.getvalue()
