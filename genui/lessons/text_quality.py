"""Whether the text of a lesson page reads like text: the words a teacher sees, not the markup.

A page can be valid markup and still be word salad (``Whatt the shadow in in a lunar eclipse
happen?``, a feedback that holds ``feedback="``, Chinese words in an English lesson). This
module reads the visible text and measures it; it has no Django in it, so the evaluation, the
worker and scripts can all use it.

- ``visible_text`` lists the text a reader sees: text nodes and text attributes, in order;
- ``chrf`` / ``visible_chrf`` compare with a reference lesson (sacrebleu's chrF, 0-100);
- ``text_report`` runs reference-free checks on any page (catalog topic or not), and records
  where the text states a number the scene shows otherwise (`genui.markup.consistency`): a
  warning for the curator, not a failure.

    report = text_report(markup, language="en")
    if not report.ok:
        print(report.failures)
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from functools import cache
from html import unescape
from html.parser import HTMLParser
from pathlib import Path

from sacrebleu.metrics import CHRF

from genui.corpus.schema import Topic
from genui.markup.catalog import catalog
from genui.markup.consistency import consistency_findings

# Elements whose content is never shown.
HIDDEN_ELEMENTS = frozenset(("script", "style", "template", "noscript", "iframe", "svg", "math"))
VOID_ELEMENTS = frozenset(("br", "hr", "img", "input", "meta", "link", "wbr", "source", "col"))
# Text elements that end a line: their text is not glued to the next word.
BLOCK_ELEMENTS = frozenset(("p", "li", "ul", "ol", "h2", "h3", "br"))
DEMO_PAGES = Path(__file__).resolve().parent / "demo"
SYSTEM_WORDS = Path("/usr/share/dict/words")

# Thresholds, calibrated on the corpus lessons (every topic, grade and language, canonical
# `lesson_markup`) so that every one passes (tests/genui/lessons/test_text_quality.py): the
# corpus's largest figure of each, and the pages outside the corpus they were set against, are
# in docs/experiments/2026-12-04-text-gate-thresholds.md.
# Share of letters in the other script: CJK among the letters of an English page; Latin prose
# among the letters of a Chinese page, notation (DNA, km/s, 2f, NaCl, sin) not counted. A CJK
# character in English prose is a token of the wrong language (`over the很少`, `A spring
# rep落 the period?` in a question a model made up): none passes.
WRONG_SCRIPT_MAX = {"en": 0.0, "zh": 0.1}
# English words (three letters or more, in the lexicon, not notation) in a Chinese page: a
# share of letters lets a few slip through (`像 as constant`, `falls ... found ... water` in a
# question the model made up); the corpus has names such as Rubisco and vmax.
ENGLISH_IN_ZH_MAX = 2
# Back-to-back repetitions (`in in`, `ATP ATP`, `太阳太阳太阳`): the corpus has none.
REPEATS_MAX = 0
# A unit said this many times in a row across punctuation (`_echoes`).
ECHOES = 3
# Chinese particles, never doubled (where 星星 or 慢慢 are words).
PARTICLES = frozenset("的了是在和与把被吗呢")
# Share of word 3-grams (en) / character 4-grams (zh) seen before on the page: quiz choices
# and feedback repeat phrases; a page whose paragraphs all say the same sentence is well above.
REPEATED_NGRAM_MAX = {"en": 0.3, "zh": 0.3}
# Latin words outside the lexicon: the share of the page's words, or a count (the lexicon holds
# the corpus, so its lessons have none; a topic outside it is read with /usr/share/dict/words).
NON_WORD_SHARE_MAX = 0.03
NON_WORD_COUNT_MAX = 8
NGRAM = {"en": 3, "zh": 4}

CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
LATIN = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
CJK_RE = re.compile(f"[{CJK}]")
TAG = re.compile(r"<[^<>]+>")
LATIN_RE = re.compile(f"[{LATIN}]")
# A word (letters and digits, inner apostrophes) or one CJK character.
TOKEN_RE = re.compile(f"[{LATIN}0-9]+(?:['’][{LATIN}]+)*|[{CJK}]")
# Anything but letters, digits and spaces separates words: `F × F` or `T² = a³` is no stutter.
SEPARATOR_RE = re.compile(f"[^{LATIN}{CJK}0-9'’\\s]+")
# Markup in text: an attribute assignment (`word="`, `word=` cut by a quote, `="#0b1020`) or a
# tag piece (`<cl-`, `</`, `">`, `/>`). A comparison is written with spaces (`f < u < 2f`).
# Only whether one occurs counts, so a word's last character stands for the word (`[\w-]+=`
# would rescan a long word from each of its letters).
FRAGMENT_RE = re.compile(
    r"""[\w-]=\s*["']|[\w-]=$|=\s*["']?#[0-9a-fA-F]{3}|</?[A-Za-z]|["']\s*/?>|/>"""
)
UNIT_RE = re.compile(
    r"(?:[kMGTmcdnpuµh]?(?:m|g|s|A|K|mol|Hz|N|Pa|J|W|V|Ω|T|L|eV|Wh)|atm|min|yr|au|AU|ly|pc|"
    r"mph|rpm|ppm|dB|kWh|mmHg|bar|cal|kcal|lm|lx|Wb)"
)
# Element symbols and formulas (Na, NaCl, Ea), and the functions of formulas.
FORMULA_RE = re.compile(r"(?:[A-Z][a-z]?)+|(?:arc)?(?:sin|cos|tan)h?|ln|lg|log|exp|sqrt")
# Acronyms with a lower-case prefix, as Chinese textbooks write them too (mRNA, tRNA, siRNA).
PREFIXED_ACRONYM_RE = re.compile(r"[a-z]{1,3}[A-Z]{2,}")


@dataclass(frozen=True)
class TextPart:
    where: str  # `cl-choice@feedback` (an attribute) or `cl-step#text` (text content)
    text: str  # entities unescaped, white space collapsed


@cache
@cache
def text_attributes() -> frozenset[str]:
    """Attributes shown as text: the catalog's `string` ones but `attr` (an attribute name)."""
    return frozenset(
        name
        for element in catalog()["elements"].values()
        for name, spec in element["attributes"].items()
        if spec["type"] == "string" and name != "attr"
    )


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[TextPart] = []
        self.open: list[str] = []
        self.buffer: list[str] = []

    def flush(self) -> None:
        text = " ".join("".join(self.buffer).split())
        self.buffer = []
        if text:
            where = next((tag for tag in reversed(self.open) if tag.startswith("cl-")), "page")
            self.parts.append(TextPart(f"{where}#text", text))

    def hidden(self) -> bool:
        return any(tag in HIDDEN_ELEMENTS for tag in self.open)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag.startswith("cl-"):
            self.flush()
        if tag in BLOCK_ELEMENTS:
            self.buffer.append(" ")
        if not self.hidden() and tag not in HIDDEN_ELEMENTS:
            for name, value in attrs:
                text = " ".join((value or "").split())
                if name in text_attributes() and text:
                    self.parts.append(TextPart(f"{tag}@{name}", text))
        if tag not in VOID_ELEMENTS:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag.startswith("cl-"):
            self.flush()
        if tag in BLOCK_ELEMENTS:
            self.buffer.append(" ")
        # a stray end tag is ignored; a known one closes whatever was left open inside it
        if tag in self.open:
            del self.open[len(self.open) - 1 - self.open[::-1].index(tag) :]

    def handle_data(self, data: str) -> None:
        if not self.hidden():
            self.buffer.append(data)


def visible_text(markup: str) -> list[TextPart]:
    """The text a reader sees, in document order; broken markup gives what could be read."""
    reader = _Reader()
    try:
        reader.feed(markup)
        reader.close()
    # html.parser tolerates broken markup but asserts on some (`<![` sections): keep what was read
    except Exception:
        pass
    reader.flush()
    return reader.parts


def chrf(hypothesis: str, reference: str) -> float:
    """chrF (sacrebleu's defaults: character 6-grams, beta 2), 0-100; 0 when either is empty."""
    return CHRF().sentence_score(hypothesis, [reference]).score


def visible_chrf(markup: str, reference_markup: str) -> float:
    """chrF of the visible text of a page against that of a reference page."""
    return chrf(_joined(markup), _joined(reference_markup))


def _joined(markup: str) -> str:
    return "\n".join(part.text for part in visible_text(markup))


def _words(text: str) -> list[str]:
    return [token for token in TOKEN_RE.findall(text) if not CJK_RE.fullmatch(token)]


@cache
def lexicon() -> frozenset[str]:
    """Every word (lower case) of the corpus lessons, the demo lessons, the catalog's prose,
    the request phrasings and, when the system has one, /usr/share/dict/words."""
    from genui.corpus import requests
    from genui.corpus.lesson import lesson_markup
    from genui.corpus.schema import GRADES, LANGUAGES
    from genui.corpus.topics import all_topics

    texts: list[str] = []
    for topic in all_topics():
        texts += [name for names in topic.names.values() for name in names]
        for grade in GRADES:
            texts += [_joined(lesson_markup(topic, grade, language)) for language in LANGUAGES]
    texts += [_joined(path.read_text()) for path in DEMO_PAGES.rglob("*.html")]
    for element in catalog()["elements"].values():
        texts += [element["summary"], _joined(element.get("example", ""))]
        texts += [spec.get("description", "") for spec in element["attributes"].values()]
    phrasings = (requests.FAMILIES, requests.OPENERS, requests.CLOSERS, requests.GRADE_PHRASES)
    texts += [repr(table) for table in phrasings]
    if SYSTEM_WORDS.exists():
        texts.append(SYSTEM_WORDS.read_text(errors="replace"))
    return frozenset(_normal(word) for text in texts for word in _words(text))


def _normal(word: str) -> str:
    return word.lower().replace("’", "'").removesuffix("'s")


def _notation(word: str) -> bool:
    """Symbols rather than words: numbers, variables, acronyms, units, formulas (2f, u, ATP,
    mRNA, km, NaCl, He)."""
    return (
        any(ch.isdigit() for ch in word)
        or len(word) < 2
        or word.isupper()
        or bool(
            UNIT_RE.fullmatch(word)
            or FORMULA_RE.fullmatch(word)
            or PREFIXED_ACRONYM_RE.fullmatch(word)
        )
    )


def _is_word(word: str, words: frozenset[str]) -> bool:
    normal = _normal(word)
    # a known word, its plural, or notation
    known = {normal, normal.removesuffix("s"), normal.removesuffix("es")}
    return bool(known & words) or _notation(word)


def _english(words: list[str]) -> list[str]:
    """The English words among a page's Latin words: three letters or more, in the lexicon,
    not notation (`Rubisco`, `vmax` are words of the corpus's Chinese lessons too)."""
    return [
        word
        for word in words
        if len(word) >= 3 and not _notation(word) and _normal(word) in lexicon()
    ]


def _tokens(text: str) -> list[str]:
    return [token.lower() for token in TOKEN_RE.findall(text)]


def _repetitions(tokens: list[str], accept) -> list[tuple[int, int, int]]:
    """``(start, size, copies)`` of each unit of 1-4 tokens said ``copies`` times back to
    back that ``accept(start, size, copies)`` takes, scanning left to right (a taken run is
    skipped whole; the shortest unit is tried first)."""
    found, i = [], 0
    while i < len(tokens):
        for n in range(1, min(4, len(tokens) - i) + 1):
            copies = 1
            while tokens[i + copies * n : i + (copies + 1) * n] == tokens[i : i + n]:
                copies += 1
            if accept(i, n, copies):
                found.append((i, n, copies))
                i += n * copies - 1
                break
        i += 1
    return found


def _repeats(text: str) -> list[str]:
    """Units of 1-4 tokens said twice or more back to back (`in in`, `ATP ATP ATP`, `的的`).
    Doubling one or two Chinese characters is ordinary Chinese (星星, 慢慢, 一块一块) unless
    it is a particle; single letters and numbers are notation (`v v` in `v · v`)."""
    found = []
    for run in SEPARATOR_RE.split(text):
        written = TOKEN_RE.findall(run)
        tokens = [token.lower() for token in written]

        def repeated(i, n, copies, tokens=tokens):
            unit = tokens[i : i + n]
            chinese = all(CJK_RE.fullmatch(token) for token in unit)
            symbols = not chinese and all(len(t) < 2 or t.isdigit() for t in unit)
            doubled = chinese and n <= 2 and copies == 2 and unit[0] not in PARTICLES
            return copies > 1 and not symbols and not doubled

        for i, n, copies in _repetitions(tokens, repeated):
            chinese = all(CJK_RE.fullmatch(token) for token in tokens[i : i + n])
            found.append(("" if chinese else " ").join(written[i : i + n * copies]))
    return found + _echoes(text)


def _echoes(text: str) -> list[str]:
    """Units of 1-4 words said `ECHOES` times or more in a row with punctuation between them
    (`像，像，像`, `the, the, the`): a loop that `_repeats`, which reads between
    punctuation, does not see. Symbols and numbers are notation (`1, 1, 2, 3`)."""
    matches = list(TOKEN_RE.finditer(text))
    tokens = [match.group().lower() for match in matches]

    def span(i, n, copies):
        return text[matches[i].start() : matches[i + n * copies - 1].end()]

    def echoed(i, n, copies):
        unit = tokens[i : i + n]
        symbols = all((len(t) < 2 and not CJK_RE.match(t)) or t.isdigit() for t in unit)
        return copies >= ECHOES and not symbols and bool(SEPARATOR_RE.search(span(i, n, copies)))

    return [span(*run) for run in _repetitions(tokens, echoed)]


def _language(language: str) -> str:
    primary = language.lower().split("-")[0]
    if primary not in NGRAM:
        raise ValueError(f"text_report reads en and zh lessons, not {language!r}")
    return primary


@dataclass
class TextReport:
    """Reference-free figures of a page's visible text; `failures` says what is wrong."""

    language: str
    words: int  # Latin words and CJK characters
    fragments: list[str] = field(default_factory=list)  # `where: text` of parts with markup
    wrong_script_share: float = 0.0
    english_words: list[str] = field(default_factory=list)  # in a Chinese page
    repeats: list[str] = field(default_factory=list)  # back-to-back, as written
    repeated_ngram_share: float = 0.0
    non_word_count: int = 0
    non_word_share: float = 0.0
    non_word_examples: list[str] = field(default_factory=list)
    # the catalog topic the request asked for (slug), when known, and whether the page is
    # about it (`on_topic`)
    topic: str | None = None
    on_topic: bool | None = None
    title: str = ""
    # numbers a story step or section states that the scene shows otherwise (`Finding.as_dict`):
    # warnings a person weighs, not failures
    consistency: list[dict] = field(default_factory=list)

    @property
    def failures(self) -> list[str]:
        out = [f"markup fragment in {fragment}" for fragment in self.fragments]
        if self.on_topic is False:
            out.append(f"off topic: the page {self.title!r} is not about {self.topic}")
        if self.wrong_script_share > WRONG_SCRIPT_MAX[self.language]:
            script = "Latin prose in a Chinese" if self.language == "zh" else "CJK in an English"
            out.append(f"{script} lesson: {self.wrong_script_share:.1%} of the letters")
        if len(self.english_words) > ENGLISH_IN_ZH_MAX:
            out.append(
                f"{len(self.english_words)} English words in Chinese text: "
                + ", ".join(self.english_words[:5])
            )
        if len(self.repeats) > REPEATS_MAX:
            out.append(f"repeated words: {', '.join(repr(r) for r in self.repeats[:5])}")
        if self.repeated_ngram_share > REPEATED_NGRAM_MAX[self.language]:
            out.append(f"repeated {NGRAM[self.language]}-grams: {self.repeated_ngram_share:.0%}")
        if self.non_word_share > NON_WORD_SHARE_MAX or self.non_word_count > NON_WORD_COUNT_MAX:
            out.append(
                f"{self.non_word_count} non-words ({self.non_word_share:.1%}): "
                + ", ".join(self.non_word_examples)
            )
        return out

    @property
    def ok(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict:
        thresholds = {
            "wrong_script_share": WRONG_SCRIPT_MAX[self.language],
            "english_words": ENGLISH_IN_ZH_MAX,
            "repeats": REPEATS_MAX,
            "repeated_ngram_share": REPEATED_NGRAM_MAX[self.language],
            "non_word_share": NON_WORD_SHARE_MAX,
            "non_word_count": NON_WORD_COUNT_MAX,
        }
        return {**asdict(self), "thresholds": thresholds, "failures": self.failures}


def _snippet(text: str, size: int = 40) -> str:
    return repr(text if len(text) <= size else text[:size] + "…")


def on_topic(markup: str, title: str, topic: Topic, language: str) -> bool:
    """The page names the topic: in its title, or twice in its text. The catalog's own lesson
    counts, under its own title ("Solid, liquid, gas: how particles behave" names none of the
    names of states of matter)."""
    text = unescape(TAG.sub(" ", markup)).lower()
    title = title.lower()
    terms = (*topic.names[language], topic.title(language))
    return any(term.lower() in title or text.count(term.lower()) >= 2 for term in terms)


def text_report(markup: str, *, language: str, topic: Topic | None = None) -> TextReport:
    """Checks that need no reference: markup fragments in the text, letters of the wrong
    script, stutters and loops, and Latin words that are not words; and with ``topic`` (the
    catalog topic the request asked for), whether the page is about it."""
    language = _language(language)
    parts = visible_text(markup)
    title = next((part.text for part in parts if part.where == "cl-lesson@title"), "")
    text = "\n".join(part.text for part in parts)
    words = _words(text)
    cjk = len(CJK_RE.findall(text))
    if language == "zh":
        # DNA, km/s or 2f in a Chinese lesson are notation, not English prose
        latin = sum(len(LATIN_RE.findall(word)) for word in words if not _notation(word))
    else:
        latin = len(LATIN_RE.findall(text))
    wrong = latin if language == "zh" else cjk
    # n-grams within each part: the page's parts are not one sentence
    n, grams = NGRAM[language], []
    for part in parts:
        tokens = _tokens(part.text)
        grams += [tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)]
    non_words = [word for word in words if not _is_word(word, lexicon())]
    return TextReport(
        language=language,
        words=len(_tokens(text)),
        fragments=[f"{p.where}: {_snippet(p.text)}" for p in parts if FRAGMENT_RE.search(p.text)],
        wrong_script_share=round(wrong / max(1, cjk + latin), 4),
        english_words=_english(words) if language == "zh" else [],
        repeats=[repeat for part in parts for repeat in _repeats(part.text)],
        repeated_ngram_share=round(1 - len(set(grams)) / max(1, len(grams)), 4),
        non_word_count=len(non_words),
        non_word_share=round(len(non_words) / max(1, len(words)), 4),
        non_word_examples=sorted(set(non_words))[:5],
        topic=topic.slug if topic else None,
        on_topic=on_topic(markup, title, topic, language) if topic else None,
        title=title,
        consistency=[finding.as_dict() for finding in consistency_findings(markup)],
    )
