"""Whether a lesson's words and its scene agree: a number with a unit that a story step or a
section states beside a parameter must be the value the page shows for it there.

A story step sets parameters (``<cl-set>``) and the page shows sliders and read-outs
(``<cl-readout>``) computed from them; a step's caption and text often state the same quantity
in words ("the rate levels off, here at 50% with 400 ppm of CO₂"). This module finds those
statements and compares them with the scene:

- the state at a step is the controls' own values with every step up to it applied in order
  (the learner pressing Next; the first step applies as the page opens). A step is compared
  with the sliders it sets and with every read-out; a section, with the read-outs as the page
  opens, and only in a sentence that points at the page ("here", "the read-out", "这里");
- a *mention* is a number with a unit in a sentence (``9.8 m/s``, ``9.8米/秒``, ``about
  1200 °C``, ``10-20%``, ``38万千米``, ``10⁸ Pa·s``). A term of a formula (``h = 90° − φ``),
  a limit ("as θ approaches 90°"), a change ("warming of 3 °C") or a rate ("9.8 m/s every
  second", "每节干电池1.5 V") is not a value;
- it is *beside* the quantity of its unit (or of one kind: ``1.7 cm`` and a length in metres)
  whose word stands nearest to it, within six words (ten CJK characters): a word of its label
  that tells it from the others, not one of a scene object's name ("the Moon's angle from the
  Sun" is named by "angle") nor one it shares with another quantity of that unit ("Angle of
  incidence": "incidence");
- it *agrees* when the value the page displays is the number within the rounding of both
  (1200 and 124 000 are round figures; "about", "over" and "up to" widen or bound it). A value
  that is another quantity's beside it is that one's; values a sentence contrasts ("from 20 °C
  to 40 °C", "5-10 km under oceans, 30-70 km under continents") agree when the page's value is
  one of them or lies between them.

    for finding in consistency_findings(markup):
        print(finding.message)  # step 3 “When CO₂ runs short”: the text says 400 ppm, but …

The corpus check (``python -m genui.corpus.check``) runs it over every lesson; on generated
pages its findings are warnings the curator reads (`genui.lessons.review_report`). No Django.
"""

from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, field
from html.parser import HTMLParser

from genui.markup.expression import ExpressionError, expression_evaluate
from genui.markup.measures import (
    Mention,
    base_unit,
    in_unit,
    mentions,
    sentences,
    spellings,
    unit_of,
)

# A section is not tied to a step: it states the scene's values only where it says so.
POINTS_AT_THE_PAGE = re.compile(
    r"\b(?:here|read-?outs?|sliders?|scene)\b|这里|此处|读数|滑块|场景|图中", re.IGNORECASE
)
# Latin words and CJK runs.
LATIN_WORD = re.compile(r"[A-Za-z\u00c0-\u024f]+")
CJK_RUN = re.compile(r"[\u3400-\u9fff]+")
# words of a label that name nothing
STOPWORDS = frozenset({
    "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "from", "with", "and", "or",
    "as", "is", "are", "its", "it", "this", "that", "how", "what", "which", "your", "you",
    "one", "per", "between", "behind", "compared", "needed", "passed", "reaching", "shown",
    "show", "approx", "approximate", "typical", "estimate", "order", "magnitude", "share",
})  # fmt: skip
# CJK characters that join words rather than name a thing
CJK_FUNCTION = frozenset("的中在和与从到对之个了是每")
# How near a number a word of the label must stand: Latin words, CJK characters.
NEAR_WORDS = 6
NEAR_CHARACTERS = 10
# Latin words that share this many first letters are one word (buoyant, buoyancy)
SAME_PREFIX = 5


@dataclass(frozen=True)
class Quantity:
    """A slider (``param``: its id) or a read-out (``expr``), as the page shows it."""

    label: str
    unit: str  # as `measures.unit_of` reads its attribute
    digits: int  # decimals displayed
    written: str  # its unit as the page writes it
    param: str = ""
    expr: str = ""


@dataclass(frozen=True)
class Finding:
    """A number the text states that the scene shows otherwise."""

    where: str  # "step 3 “When CO₂ runs short”" or "section “Where the products go”"
    said: str  # the number and unit as the text writes them
    quantity: str  # the quantity's label
    shown: str  # its value there, as the page displays it
    sentence: str
    step: int = 0  # the story step's number (from 1); 0: a section
    title: str = ""  # the step's title or the section's heading

    @property
    def message(self) -> str:
        return (
            f"{self.where}: the text says {self.said}, but “{self.quantity}” is {self.shown} "
            f"there ({self.sentence})"
        )

    def as_dict(self) -> dict:
        return {**asdict(self), "message": self.message}


@dataclass
class _Part:
    """A story step or a section: its texts (a step's caption first) and what it sets."""

    number: int  # a step's number, from 1; 0 for a section
    title: str  # the step's title or the section's heading
    texts: list[str] = field(default_factory=list)
    sets: dict[str, float] = field(default_factory=dict)

    @property
    def step(self) -> bool:
        return self.number > 0

    @property
    def where(self) -> str:
        return f"step {self.number} “{self.title}”" if self.step else f"section “{self.title}”"


# elements that end a line of text: their text is not glued to the next word
BLOCKS = frozenset(("p", "li", "ul", "ol", "br", "h2", "h3"))


class _Reader(HTMLParser):
    """The controls, read-outs, scene object names, steps and sections of a lesson's markup."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.controls: dict[str, dict] = {}  # id -> attributes, with "tag" and "options"
        self.readouts: list[dict] = []
        self.names: list[str] = []  # what the scene's objects are called
        self.parts: list[_Part] = []
        self.part: _Part | None = None  # the step or section being read
        self.buffer: list[str] = []
        self.select = ""
        self.option: dict | None = None

    def handle_starttag(self, tag, attrs):
        attributes = {name: value or "" for name, value in attrs}
        if attributes.get("name"):
            self.names.append(attributes["name"])
        if self.part is not None:
            value = _float(attributes.get("value", ""))
            if tag == "cl-set" and attributes.get("param") and value is not None:
                self.part.sets[attributes["param"]] = value
            if tag in BLOCKS:
                self.buffer.append(" ")
        elif tag == "cl-step":
            steps = sum(part.step for part in self.parts) + 1
            title = attributes.get("title", "")
            self._open(_Part(steps, title, [attributes.get("caption", "")]))
        elif tag == "cl-section":
            self._open(_Part(0, attributes.get("heading", "")))
        if tag in ("cl-slider", "cl-select", "cl-toggle") and attributes.get("id"):
            self.controls[attributes["id"]] = {"tag": tag, **attributes, "options": []}
            self.select = attributes["id"] if tag == "cl-select" else ""
        elif tag == "cl-option" and self.select:
            self.option = {"value": attributes.get("value", ""), "text": ""}
            self.controls[self.select]["options"].append(self.option)
        elif tag == "cl-readout":
            self.readouts.append(attributes)

    def _open(self, part: _Part) -> None:
        self.part = part
        self.buffer = []

    def handle_endtag(self, tag):
        if tag == "cl-option":
            self.option = None
        elif tag == "cl-select":
            self.select = ""
        if self.part is None:
            return
        if tag in BLOCKS:
            self.buffer.append(" ")
        if tag in ("cl-step", "cl-section"):
            self.part.texts.append(" ".join("".join(self.buffer).split()))
            self.parts.append(self.part)
            self.part = None

    def handle_data(self, data):
        if self.option is not None:
            self.option["text"] += data
        if self.part is not None:
            self.buffer.append(data)


def _float(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def _digits(text: str | None, default: int) -> int:
    try:
        return max(0, min(6, int(text))) if text else default
    except ValueError:
        return default


def _step_digits(step: str) -> int:
    """Decimals a slider shows without `digits`: as many as its step has (controls.js)."""
    step = step.strip() or "0.01"
    if "e-" in step:
        return 6
    return min(6, len(step.split(".")[1]) if "." in step else 0)


def _quantities(reader: _Reader) -> list[Quantity]:
    """The sliders and read-outs: what shows a number with a unit (a select or a toggle shows
    a choice)."""
    found = []
    for param, attributes in reader.controls.items():
        if attributes["tag"] == "cl-slider":
            unit = attributes.get("unit", "").strip()
            digits = _digits(attributes.get("digits"), _step_digits(attributes.get("step", "")))
            label = attributes.get("label", "")
            found.append(Quantity(label, unit_of(unit), digits, unit, param=param))
    for attributes in reader.readouts:
        unit = attributes.get("unit", "").strip()
        digits = _digits(attributes.get("digits"), 2)
        expr = attributes.get("expr", "")
        label = attributes.get("label", "")
        found.append(Quantity(label, unit_of(unit), digits, unit, expr=expr))
    return [quantity for quantity in found if quantity.unit]


def _defaults(reader: _Reader) -> dict[str, float]:
    """Every control's own value, as the runtime starts it (controls.js)."""
    values = {}
    for param, attributes in reader.controls.items():
        value = _float(attributes.get("value", ""))
        if attributes["tag"] == "cl-toggle":
            values[param] = float(attributes.get("value", "false") != "false")
        elif attributes["tag"] == "cl-select":
            options = [_float(option["value"]) for option in attributes["options"]]
            options = [option for option in options if option is not None]
            values[param] = value if value is not None else (options[0] if options else 0.0)
        else:
            low, high = _float(attributes.get("min", "")), _float(attributes.get("max", ""))
            low, high = low if low is not None else 0.0, high if high is not None else 1.0
            low, high = min(low, high), max(low, high)
            values[param] = min(high, max(low, low if value is None else value))
    return values


def _value(quantity: Quantity, state: dict[str, float]) -> float | None:
    """What the page displays for ``quantity`` in ``state``, rounded as it displays it."""
    if quantity.param:
        value = state.get(quantity.param)
    else:
        try:
            value = expression_evaluate(quantity.expr, {**state, "t": 0.0})
        except (ExpressionError, ArithmeticError, ValueError, TypeError):
            value = None
    if value is None or not math.isfinite(value):
        return None
    return round(value, quantity.digits)


def _stem(word: str) -> str:
    word = word.lower()
    for suffix in ("ies", "es", "s", "ing", "ed"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def _same(word: str, keyword: str) -> bool:
    return word == keyword or (
        len(word) >= SAME_PREFIX and word[:SAME_PREFIX] == keyword[:SAME_PREFIX]
    )


@dataclass(frozen=True)
class _Keywords:
    """The words that name a quantity, as stems (Latin) and two-character words (CJK)."""

    latin: frozenset[str]
    cjk: frozenset[str]


def _label_words(label: str) -> _Keywords:
    label = re.sub(r"[(（].*", "", label)
    latin = set()
    for word in LATIN_WORD.findall(label):
        stem = _stem(word)
        # CO₂, DNA: an abbreviation in capitals counts however short
        if (len(stem) > 2 or (len(word) > 1 and word.isupper())) and stem not in STOPWORDS:
            latin.add(stem)
    cjk = set()
    for run in CJK_RUN.findall(label):
        for piece in "".join(" " if ch in CJK_FUNCTION else ch for ch in run).split():
            cjk |= {piece[i : i + 2] for i in range(len(piece) - 1)}
    return _Keywords(frozenset(latin), frozenset(cjk))


def _keywords(quantities: list[Quantity], names: list[str]) -> dict[Quantity, _Keywords]:
    """The words that tell each quantity from the others: its label's, less the words of the
    scene's object names ("the Moon's angle from the Sun" is named by "angle") and less the
    words it shares with a quantity of the same unit ("Angle of incidence" is named by
    "incidence" beside "Angle of refraction")."""
    objects = [_label_words(name) for name in names]
    common_latin = {word for words in objects for word in words.latin}
    common_cjk = {word for words in objects for word in words.cjk}
    words = {q: _label_words(q.label) for q in quantities}
    found = {}
    for q in quantities:
        others = [
            words[o] for o in quantities if o is not q and base_unit(o.unit) == base_unit(q.unit)
        ]
        shared_latin = common_latin | {word for other in others for word in other.latin}
        shared_cjk = common_cjk | {word for other in others for word in other.cjk}
        latin = {w for w in words[q].latin if not any(_same(w, x) for x in shared_latin)}
        found[q] = _Keywords(frozenset(latin), words[q].cjk - shared_cjk)
    return found


def _distance(sentence: str, mention: Mention, keywords: _Keywords) -> int | None:
    """How far from the number the nearest word of the quantity's label stands (in words,
    or CJK characters), None where none is near."""
    before, after = sentence[: mention.start], sentence[mention.end :]
    # a letter alone is a unit or a variable (m, s, v), not a word
    words_before = [_stem(w) for w in LATIN_WORD.findall(before) if len(w) > 1][::-1]
    words_after = [_stem(w) for w in LATIN_WORD.findall(after) if len(w) > 1]
    found = [
        distance
        for words in (words_before, words_after)
        for distance, word in enumerate(words[:NEAR_WORDS], 1)
        if any(_same(word, keyword) for keyword in keywords.latin)
    ]
    for word in keywords.cjk:
        where = before.rfind(word, max(0, len(before) - NEAR_CHARACTERS))
        if where >= 0:
            found.append(len(before) - where - 1)
        where = after.find(word, 0, NEAR_CHARACTERS + len(word))
        if where >= 0:
            found.append(where + 1)
    return min(found, default=None)


def _agrees(mention: Mention, quantity: Quantity, shown: float) -> bool:
    """``shown`` (the quantity's value as the page displays it) is the number as the text
    writes it, within the rounding of both."""
    said = in_unit(mention.value, mention.unit, quantity.unit)
    if said is None:
        return False
    low = said if mention.low is None else in_unit(mention.low, mention.unit, quantity.unit)
    scale = abs(said / mention.value) if mention.value else 1.0
    tolerance = max(0.5 * 10.0**-quantity.digits, 0.5 * 10.0**mention.place * scale)
    if mention.approximate:
        tolerance = max(tolerance, 0.05 * abs(said))
    tolerance *= 1 + 1e-9
    if not mention.signed and said >= 0:
        # "an image 30 cm from the lens" is the read-out's −30 cm (negative: virtual)
        shown = abs(shown)
    if mention.bound == "over":
        return shown >= said - tolerance
    if mention.bound == "under":
        return shown <= said + tolerance
    return min(low, said) - tolerance <= shown <= max(low, said) + tolerance


def _display(value: float, quantity: Quantity) -> str:
    """``value`` as the page writes it (i18n.js `withUnit`: "12 km", but "30°" and "50%")."""
    text = f"{value:,.{quantity.digits}f}"
    glued = re.match(r"[°%′″\u3400-\u9fff]", quantity.written)
    return f"{text}{quantity.written}" if glued else f"{text} {quantity.written}"


def _sentence_findings(
    part: _Part,
    sentence: str,
    quantities: dict[Quantity, _Keywords],
    state: dict[str, float],
    units: dict[str, str],
) -> list[Finding]:
    """What ``sentence`` says that the scene shows otherwise in ``state``: for each quantity,
    the values it states beside it. A value that is another quantity's beside it is that
    one's; values a sentence contrasts ("from 17 m to 1.7 cm", "5-10 km under oceans, 30-70
    km under continents") agree when the value is one of them or lies between them."""
    stated = mentions(sentence, units)
    shown = {q: _value(q, state) for q in quantities}
    # each value is beside the quantities whose words stand nearest to it
    beside = {}
    for m in stated:
        distances = {
            q: _distance(sentence, m, words)
            for q, words in quantities.items()
            if shown[q] is not None and in_unit(1.0, m.unit, q.unit) is not None
        }
        distances = {q: d for q, d in distances.items() if d is not None}
        if distances and not m.aside:
            beside[m] = [q for q, d in distances.items() if d == min(distances.values())]
    findings = []
    for quantity in quantities:
        said = [
            m for m, qs in beside.items()
            if quantity in qs and not any(_agrees(m, q, shown[q]) for q in qs if q is not quantity)
        ]  # fmt: skip
        if not said:
            continue
        values = [m for m in stated if in_unit(1.0, m.unit, quantity.unit) is not None]
        if any(_agrees(m, quantity, shown[quantity]) for m in values):
            continue
        numbers = [in_unit(m.value, m.unit, quantity.unit) for m in values]
        if len(numbers) > 1 and min(numbers) <= abs(shown[quantity]) <= max(numbers):
            continue
        findings.append(
            Finding(
                where=part.where,
                said=sentence[said[0].start : said[0].end],
                quantity=quantity.label,
                shown=_display(shown[quantity], quantity),
                sentence=sentence,
                step=part.number,
                title=part.title,
            )
        )
    return findings


def consistency_findings(markup: str) -> list[Finding]:
    """Where the text of ``markup``'s story steps and sections states a number that the scene
    shows otherwise, in document order; [] when they agree (or there is nothing to compare)."""
    reader = _Reader()
    try:
        reader.feed(markup)
        reader.close()
    # html.parser tolerates broken markup but asserts on some (`<![` sections): keep what was read
    except Exception:
        pass
    quantities = _keywords(_quantities(reader), reader.names)
    if not quantities:
        return []
    units = spellings(q.unit for q in quantities)
    state = _defaults(reader)
    first = next((part for part in reader.parts if part.step), None)
    opening = {**state, **(first.sets if first else {})}
    findings = []
    for part in reader.parts:
        if part.step:
            state = {**state, **{k: v for k, v in part.sets.items() if k in state}}
        # a step speaks of what it sets and of the read-outs; a section, of the read-outs as
        # the page opens, where it says it does
        beside = {
            q: words
            for q, words in quantities.items()
            if q.expr or (part.step and q.param in part.sets)
        }
        for sentence in (s for text in part.texts for s in sentences(text)):
            if part.step:
                findings += _sentence_findings(part, sentence, beside, state, units)
            elif POINTS_AT_THE_PAGE.search(sentence):
                findings += _sentence_findings(part, sentence, beside, opening, units)
    return findings
