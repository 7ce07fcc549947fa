"""Computed geometry for topic files: the generator functions a ``[fragments]`` table may name.

Each function returns markup text (or the ``points`` of a `<cl-line>`), which the topic file
places with ``[[name]]`` like any written fragment. Geometry that is only written once stays
written in the topic file; what lives here is what follows from a formula.

    [fragments]
    strand1 = { generator = "helix_points", bases = 14, strand = 1 }
"""

from __future__ import annotations

from collections.abc import Callable
from math import cos, radians, sin


def _point(x: float, y: float, z: float, digits: int = 2) -> str:
    return " ".join(f"{value:.{digits}f}" for value in (x, y, z)).replace(f"-0.{'0' * digits}", "0")


def helix_points(
    *, bases: int, strand: int, per_turn: float = 10.5, rise: float = 0.34, radius: float = 1.0
) -> str:
    """The backbone of one strand of a right-handed double helix, centred on the origin along
    y: one point per base, ``rise`` apart, ``per_turn`` bases a turn; strand 2 faces strand 1."""
    side = 1 if strand == 1 else -1
    points = []
    for k in range(bases):
        angle = radians(k * 360 / per_turn)
        x, y, z = radius * cos(angle) + 0, (k - (bases - 1) / 2) * rise, radius * sin(angle) + 0
        points.append(_point(side * x, y, -side * z))
    return ", ".join(points)


def helix_rungs(
    *,
    sequence: str,
    bases: str,
    color: str,
    per_turn: float = 10.5,
    rise: float = 0.34,
    length: float = 1.8,
    thickness: float = 0.1,
) -> str:
    """A `<cl-cylinder>` across the helix of `helix_points` for every base of ``sequence`` that
    is one of ``bases`` (``"AT"``: the A–T pairs), one line each."""
    middle = (len(sequence) - 1) / 2
    return "\n".join(
        f'<cl-cylinder position="0 {(k - middle) * rise:.2f} 0" '
        f'rotation="0 {k * 360 / per_turn:.0f} 90" '
        f'radius="{thickness:g}" height="{length:g}" color="{color}"></cl-cylinder>'
        for k, base in enumerate(sequence)
        if base in bases
    )


def cubic_lattice(*, parity: str, radius: float, color: str, spacing: float = 1.1) -> str:
    """One kind of ion of a rock-salt cube of 3 x 3 x 3 sites: the sites whose coordinates sum
    to an ``"even"`` or ``"odd"`` number, as `<cl-sphere>` lines; the centre site has id
    ``centre``."""
    lines = []
    for site in ((i, j, k) for i in (-1, 0, 1) for j in (-1, 0, 1) for k in (-1, 0, 1)):
        if sum(site) % 2 != (parity == "odd"):
            continue
        position = " ".join(f"{spacing * c:g}" for c in site)
        centre = ' id="centre"' if site == (0, 0, 0) else ""
        lines.append(
            f'<cl-sphere{centre} position="{position}" radius="{radius:g}" color="{color}">'
            "</cl-sphere>"
        )
    return "\n".join(lines)


def mirrored_lines(*, lines: list[str], color: str) -> str:
    """A smooth `<cl-line>` for each of ``lines`` (points "x y z, …") and for its mirror image
    below the x axis: the field lines of a magnet from those of one side."""

    def mirrored(points: str) -> str:
        flipped = []
        for point in points.split(", "):
            x, y, z = point.split()
            flipped.append(f"{x} {-float(y):g} {z}")
        return ", ".join(flipped)

    return "\n".join(
        f'<cl-line points="{points}" smooth="true" color="{color}"></cl-line>'
        for line in lines
        for points in (line, mirrored(line))
    )


def zigzag_points(*, turns: int, lead: float, length: float, width: float) -> str:
    """The points of a coil spring drawn as a zigzag hanging down from the origin: a straight
    ``lead``, ``turns`` corners ``width`` either side over ``length``, and a lead again."""
    corners = [
        f"{width if i % 2 else -width:g} {-lead - length * (i + 0.5) / turns:.3f} 0"
        for i in range(turns)
    ]
    ends = (f"0 {-lead - length:g} 0", f"0 {-2 * lead - length:g} 0")
    return ", ".join(["0 0 0", f"0 {-lead:g} 0", *corners, *ends])


GENERATORS: dict[str, Callable[..., str]] = {
    function.__name__: function
    for function in (helix_points, helix_rungs, cubic_lattice, mirrored_lines, zigzag_points)
}
