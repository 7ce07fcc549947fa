"""Numbers with units as a lesson's text writes them: ``9.8 m/s`` and ``9.8米/秒``, ``about
1200 °C``, ``10-20%``, ``38万千米``, ``1 392 700 km``, ``10⁸ Pa·s``; what a lesson's text says
of a quantity, for `genui.markup.consistency` to compare with the scene.

    units = spellings({"ppm", "%"})
    [(m.value, m.unit) for m in mentions("here at 50% with 400 ppm of CO₂", units)]
    # [(50.0, "%"), (400.0, "ppm")]

A mention knows how it is rounded (``place``), whether the text hedges or bounds it ("about",
"over", "up to"), the first end of a range ("10-20%"), and whether it is *aside*: a term of a
formula (``h = 90° − φ``), a limit ("as θ approaches 90°"), a change ("warming of 3 °C"), a
rate ("9.8 m/s every second", "每节干电池1.5 V"), or a bare number after one that takes its unit
("2.5 cm/year, … at up to about 15"): never a value on its own, but one of the values a
sentence contrasts.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

# How units are written in the text, by the unit a control or read-out gives (its `unit`
# attribute in either language: "小时" is "h"). A unit outside this table is matched as written.
UNIT_SPELLINGS = {
    "%": ("%", "％", "percent", "per cent"),
    "°": ("°", "degrees", "degree"),
    "°C": ("°C", "℃", "摄氏度", "degrees Celsius"),
    "°N": ("°N",),
    "m": ("m", "米", "metres", "metre", "meters", "meter"),
    "cm": ("cm", "厘米", "centimetres", "centimeters"),
    "mm": ("mm", "毫米", "millimetres", "millimeters"),
    "km": ("km", "千米", "公里", "kilometres", "kilometers"),
    "µm": ("µm", "μm", "微米", "micrometres", "micrometers"),
    "nm": ("nm", "纳米", "nanometres", "nanometers"),
    "pm": ("pm", "皮米", "picometres", "picometers"),
    "AU": ("AU", "天文单位"),
    "s": ("s", "秒", "seconds", "second"),
    "ms": ("ms", "毫秒", "milliseconds"),
    "min": ("min", "分钟", "minutes"),
    "h": ("h", "小时", "hours", "hour"),
    "days": ("days", "day", "天"),
    "years": ("years", "year", "年", "Earth years", "地球年"),
    "million years": ("million years", "百万年"),
    "m/s": ("m/s", "米/秒", "米每秒", "metres per second"),
    "km/s": ("km/s", "千米/秒", "公里/秒", "千米每秒"),
    "km/h": ("km/h", "千米/时", "千米/小时", "公里/小时", "千米每小时"),
    "cm/year": ("cm/year", "cm a year", "cm per year", "厘米/年", "厘米每年"),
    "m/s²": ("m/s²", "米/秒²", "m/s^2"),
    "N": ("N", "牛顿", "牛", "newtons"),
    "N/m": ("N/m", "牛/米"),
    "kg": ("kg", "千克", "公斤", "kilograms"),
    "g": ("g", "克", "grams"),
    "kg/m³": ("kg/m³", "千克/米³", "千克/立方米"),
    "Hz": ("Hz", "赫兹", "赫", "hertz"),
    "V": ("V", "伏特", "伏", "volts"),
    "mV": ("mV", "毫伏", "millivolts"),
    "A": ("A", "安培", "amps", "amperes"),
    "W": ("W", "瓦特", "瓦", "watts"),
    "W/m²": ("W/m²", "瓦/米²"),
    "Ω": ("Ω", "欧姆", "ohms"),
    "J": ("J", "焦耳", "joules"),
    "kJ": ("kJ", "千焦", "kilojoules"),
    "mL": ("mL", "ml", "毫升", "millilitres", "milliliters"),
    "L/min": ("L/min", "升/分", "升/分钟", "litres a minute", "litres per minute"),
    "beats/min": ("beats/min", "beats a minute", "beats per minute", "次/分", "次/分钟"),
    "ppm": ("ppm",),
    "K": ("K", "开尔文", "kelvin"),
    "Pa·s": ("Pa·s", "Pa s", "帕·秒"),
    "GPa": ("GPa",),
    "mT": ("mT", "毫特斯拉", "millitesla"),
    "D": ("D", "德拜", "debye"),
    "×": ("×", "times", "倍"),
}
# a `unit` attribute or a spelling -> the unit it is
UNIT_OF = {spelling: unit for unit, spellings in UNIT_SPELLINGS.items() for spelling in spellings}
# units of one kind, as (base unit, factor): "1.7 cm" is a value of a quantity in metres
SCALE = {
    "m": ("m", 1.0), "cm": ("m", 1e-2), "mm": ("m", 1e-3), "km": ("m", 1e3),
    "µm": ("m", 1e-6), "nm": ("m", 1e-9), "pm": ("m", 1e-12),
    "s": ("s", 1.0), "ms": ("s", 1e-3), "min": ("s", 60.0), "h": ("s", 3600.0),
    "V": ("V", 1.0), "mV": ("V", 1e-3), "J": ("J", 1.0), "kJ": ("J", 1e3),
}  # fmt: skip
# latitude written the Chinese way: 北纬23.4°
LATITUDE_BEFORE = ("北纬", "南纬")

# A number as text writes it: 1,670, 20 000 or 0.3; 10⁸ and 2 × 10⁵ (powers of ten); 38万 and
# 1.5 million (multipliers). A sign counts after a space or a bracket ("20-40" is a range).
NUMBER = re.compile(
    r"(?<![A-Za-z0-9.,])(?P<sign>(?<![^\s(（])[-−])?"
    r"(?P<digits>\d+(?:,\d{3})*(?:[ \u00a0\u2009\u202f]\d{3}(?!\d))*(?:\.\d+)?)"
    r"(?:\s?[×x]\s?10(?P<times>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)|(?P<power>[⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+))?"
    r"(?:\s?(?P<multiplier>万|亿|thousand|million|billion)(?![a-z]))?"
)
SUPERSCRIPTS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺", "0123456789-+")
MULTIPLIERS = {"万": 1e4, "亿": 1e8, "thousand": 1e3, "million": 1e6, "billion": 1e9}
# Where a sentence ends: . ! ? before a space or the end (not a decimal point), or a Chinese
# full stop. A semicolon or a colon goes on with the same sentence ("from 10 m at 14 m/s;
# from 2.5 m at 7 m/s" contrasts two values).
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？]")
# Words just before a number: it is approximate, a bound, or not a value of the quantity at
# all: a limit ("as θ approaches 90°"), a change ("warming of 3 °C") or a rate ("每节干电池1.5 V").
APPROXIMATE = re.compile(
    r"(?:about|around|roughly|nearly|almost|approximately|some|~|≈|约为|约是|约|大约|大概|接近|～)\s*$",
    re.IGNORECASE,
)
AT_LEAST = re.compile(
    r"(?:over|above|beyond|more than|at least|超过|多于|高于|大于|高达)\s*$", re.I
)
AT_MOST = re.compile(r"(?:under|below|less than|at most|up to|不到|少于|低于|小于|可达)\s*$", re.I)
NOT_A_VALUE = re.compile(
    r"(?:approach|approaches|approaching|tends to|趋近|趋于|\bby|warming of|rise of|increase of"
    r"|升温|升高了|降低了|增加了|减少了|每[^\d，。；、]{0,4})\s*$",
    re.IGNORECASE,
)
# Just before a number with a unit: the first end of a range ("10-20%", "5～10千米", "20 to 40 °C")
RANGE_START = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s?(?:-|–|—|～|~|to|至|到)\s?$")
# After a number's unit: a rate of the quantity ("9.8 m/s of speed every second"), another one.
RATE_AFTER = re.compile(
    r"\s*(?:of \w+ )?(?:every|each|per|a|an) (?:\w+ )?(?:second|minute|hour|day|week|year)s?\b"
    r"|\s*(?:每|/)",
    re.IGNORECASE,
)
# Around a number with its unit: it is a term of a formula (h = 90° − |φ − δ|, 2H/15°), not a
# value. A result ("= 9.0 N", "≈ 0.52°") is a value.
OPERATOR_AFTER = re.compile(r"\s*(?:[=≈/÷×*+<>]|[−-]\s)")
OPERATOR_BEFORE = re.compile(r"(?:[/÷×*+]|\s[−-])\s*$")
# A bare number ending a sentence's clause after a value with a unit: the same unit, left out
# ("at about 2.5 cm/year, the East Pacific Rise at up to about 15.")
BARE_END = re.compile(r"\s*(?:[,，;；.。)）]|$)")
# how far before a number its qualifiers are looked for (characters)
BEFORE = 40


@dataclass(frozen=True)
class Mention:
    """A number with a unit in a sentence: ``value`` in ``unit``, written from ``start`` (the
    number) to ``end`` (its unit)."""

    value: float
    unit: str
    start: int
    end: int
    signed: bool = False  # written with a sign
    place: int = 0  # of its last significant digit (9.8: -1, 400: 0, 1200: 2, 10⁸: 8)
    low: float | None = None  # the first end of a range ("10-20%"), in ``unit``
    approximate: bool = False
    bound: str = ""  # "over" or "under"
    aside: bool = False


def spellings(units: Iterable[str]) -> dict[str, str]:
    """How the text may write ``units`` and the units of their kinds: spelling -> unit,
    longest first (so "m/s" is read before "m")."""
    units = set(units)
    kinds = {base_unit(unit) for unit in units}
    wanted = units | {unit for unit, (base, _) in SCALE.items() if base in kinds}
    if "°N" in units:
        wanted.add("°")  # 北纬40°
    found = {spelling: unit for unit in wanted for spelling in UNIT_SPELLINGS.get(unit, (unit,))}
    return dict(sorted(found.items(), key=lambda item: -len(item[0])))


def unit_of(attribute: str) -> str:
    """The unit a ``unit`` attribute names ("小时" is "h"); one outside the table as written."""
    attribute = attribute.strip()
    return UNIT_OF.get(attribute, attribute)


def base_unit(unit: str) -> str:
    return SCALE.get(unit, (unit, 1.0))[0]


def in_unit(value: float, unit: str, to: str) -> float | None:
    """``value`` in ``unit`` as a value in ``to``; None where the units are not of a kind."""
    if unit == to:
        return value
    (base, factor), (other, divisor) = SCALE.get(unit, (unit, 1.0)), SCALE.get(to, (to, 1.0))
    return value * factor / divisor if base == other else None


def sentences(text: str) -> list[str]:
    out, start = [], 0
    for match in SENTENCE_END.finditer(text):
        out.append(text[start : match.end()].strip())
        start = match.end()
    out.append(text[start:].strip())
    return [sentence for sentence in out if sentence]


@dataclass(frozen=True)
class _Number:
    value: float
    start: int
    end: int
    signed: bool
    place: int


def _numbers(text: str) -> list[_Number]:
    found = []
    for match in NUMBER.finditer(text):
        digits = re.sub(r"[, \u00a0\u2009\u202f]", "", match.group("digits"))
        value = float(digits)
        whole, _, decimals = digits.partition(".")
        # 1200 and 124 000 are round figures; 400 and 50 are not
        place = -len(decimals) if decimals else 0
        if not decimals and len(whole) >= 4:
            place = len(whole) - len(whole.rstrip("0"))
        exponent = match.group("times")
        if match.group("power"):
            if digits != "10":
                continue  # 2³: a power, not a quantity
            exponent = match.group("power")
        if exponent:
            power = int(exponent.translate(SUPERSCRIPTS))
            value = (value if match.group("times") else 1.0) * 10.0**power
            place = place + power if match.group("times") else power
        if match.group("multiplier"):
            scale = MULTIPLIERS[match.group("multiplier")]
            value, place = value * scale, place + round(math.log10(scale))
        if match.group("sign"):
            value = -value
        found.append(_Number(value, match.start(), match.end(), bool(match.group("sign")), place))
    return found


def _unit_after(sentence: str, number: _Number, units: dict[str, str]) -> tuple[str, int] | None:
    """The unit written right after a number, and where it ends."""
    rest = sentence[number.end :]
    stripped = rest.lstrip(" \u00a0\u2009\u202f")
    if len(rest) - len(stripped) > 1:
        return None
    for spelling, unit in units.items():
        if not stripped.startswith(spelling):
            continue
        following = stripped[len(spelling) : len(spelling) + 1]
        if spelling[-1].isascii() and spelling[-1].isalpha() and following.isalnum():
            continue  # "5 min" is not "5 m"
        if unit == "×" and stripped[len(spelling) :].lstrip()[:1].isdigit():
            return None  # 3 × 4: a product
        if unit == "°" and sentence[: number.start].endswith(LATITUDE_BEFORE):
            unit = "°N"
        return unit, number.end + len(rest) - len(stripped) + len(spelling)
    return None


def mentions(sentence: str, units: dict[str, str]) -> list[Mention]:
    """The numbers with units ``sentence`` states, in order (``units``: `spellings`)."""
    found: list[Mention] = []
    for number in _numbers(sentence):
        at = {"start": number.start, "signed": number.signed, "place": number.place}
        unit = _unit_after(sentence, number, units)
        if unit is None:
            if found and BARE_END.match(sentence, number.end):
                found.append(
                    Mention(number.value, found[-1].unit, end=number.end, aside=True, **at)
                )
            continue
        before, after = sentence[max(0, number.start - BEFORE) : number.start], sentence[unit[1] :]
        approximate = bool(APPROXIMATE.search(before))
        before = APPROXIMATE.sub("", before)
        bound = "over" if AT_LEAST.search(before) else "under" if AT_MOST.search(before) else ""
        start = RANGE_START.search(before)
        aside = bool(
            OPERATOR_BEFORE.search(before)
            or OPERATOR_AFTER.match(after)
            or RATE_AFTER.match(after)
            or NOT_A_VALUE.search(before)
        )
        found.append(
            Mention(
                number.value,
                unit[0],
                end=unit[1],
                low=float(start.group(1)) if start else None,
                approximate=approximate,
                bound=bound,
                aside=aside,
                **at,
            )
        )
    return found
