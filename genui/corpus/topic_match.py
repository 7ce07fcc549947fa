"""Which catalog topic a teacher's request asks for, if any: the guard that keeps a demo
checkpoint (trained only on this catalog) from answering "Black holes" with a confident
lesson about the heart.

A request is *known* when it names a catalog topic: some name of the topic (`Topic.names`,
either language) is covered to at least ``THRESHOLD`` by the request.

- English names are matched word by word within a window the length of the name, each
  request word used once; a word matches a name word exactly, inflected ("lenses",
  "volcanoes"; "tide" for "tides") or, for words of 7 letters or more, with one typo
  (Damerau: "photosythesis"). Coverage counts the letters of the name's content words
  (not "the", "of"), so one shared word ("system") does not make "immune system" a
  "solar system".
- Chinese names (no word boundaries, and no typos of the English kind) must appear
  nearly verbatim: every character outside the name's longest run found in the request
  costs two (反射定律 is no 折射定律).
- English grade and language hints ("grade 7", "in Chinese") are removed first.

Whatever the verdict, ``nearest`` ranks the catalog by name coverage, character n-gram
similarity of the request with each topic's names and titles, and a subject hint (the
request's subject, else a few cue words per subject, `SUBJECT_CUES`): the topics to offer
instead. The cue words only order that list; they never make a topic known.

Measured with the requests of tests/clover_model/test_topic_match.py (10 seeds):
catalog requests of every family, training and held out, both languages, every grade,
22,680: 99.996% found their topic; outside the catalog (`build.OUTSIDE_CATALOG` and 22
more topics, both languages, 5 phrasings, 280 requests): none known; one typo in a name
word of 8 letters or more: 520 of 520 found; a catalog topic left out of the topics
matched: 0.4% taken for another (行星轨道 holds 行星).

    topic_match("How do bees make honey?").known         # False
    topic_match("什么是光合作用？").topic                  # "photosynthesis"
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import NamedTuple

from genui.corpus.requests import (
    CLOSERS,
    FAMILIES,
    GRADE_PHRASES,
    OPENERS,
    OTHER_LANGUAGE,
)
from genui.corpus.schema import Topic

# the share of a name's letters (English) or characters (Chinese) the request must cover
THRESHOLD = 0.8
NEAREST = 3
# English name words that say nothing about the topic
STOPWORDS = frozenset(
    {"a", "an", "and", "are", "do", "does", "due", "for", "from", "have", "how", "in", "is"}
    | {"it", "its", "make", "of", "on", "the", "to", "we", "what", "when", "who", "whom"}
    | {"why", "with"}
)
# one typo is tolerated in words at least this long ("neuron"/"neutron" and
# "planes"/"planets" must stay apart)
TYPO_MIN_LETTERS = 7
# an inflection adds at most this many letters to a name word ("lens" -> "lenses")
SUFFIX_LETTERS = 2
# Phrases that hint at a subject (a Latin phrase also in the plural): they order the
# nearest topics, never make one known.
SUBJECT_CUES = {
    "physics": (
        "force, motion, energy, friction, electricity, electric, voltage, magnet, "
        "magnetism, light, sound, heat, pressure, gravity, wave, momentum, power, speed, "
        "velocity, machine, engine, motor, pulley, laser, nuclear, radiation, static, "
        "力, 摩擦, 电, 磁, 光, 声, 热, 压强, 能量, 速度, 运动, 波, 机械, 核, 发动机"
    ),
    "chemistry": (
        "acid, base, alkali, salt, reaction, chemical, molecule, atom, element, compound, "
        "metal, ion, periodic table, bond, oxidation, rust, combustion, burning, mixture, "
        "solution, crystal, polymer, catalyst, iron, "
        "酸, 碱, 盐, 化学, 反应, 分子, 原子, 元素, 化合物, 金属, 离子, 溶液, 燃烧, 氧化, 催化, 生锈"
    ),
    "biology": (
        "cell, organ, body, human, plant, animal, blood, bone, skeleton, muscle, gene, virus, "
        "vaccine, bacteria, immune, digestion, digestive, breathing, evolution, natural "
        "selection, species, insect, bee, brain, lung, skin, teeth, eye, ecosystem, disease, "
        "protein, enzyme, osmosis, "
        "细胞, 器官, 身体, 人体, 植物, 动物, 血, 骨, 肌肉, 基因, 病毒, 疫苗, 细菌, 免疫, 消化, "
        "进化, 物种, 昆虫, 蜜蜂, 大脑, 肺, 皮肤, 眼, 生态, 疾病, 蛋白, 酶"
    ),
    "earth": (
        "rock, mineral, soil, weather, climate, earthquake, ocean, river, mountain, glacier, "
        "erosion, cloud, rain, wind, storm, hurricane, atmosphere, fossil, dinosaur, desert, "
        "岩石, 矿物, 土壤, 天气, 气候, 地震, 海洋, 洋流, 河, 山, 冰川, 侵蚀, 云, 雨, 风, 台风, "
        "飓风, 大气, 化石, 恐龙, 沙漠"
    ),
    "astronomy": (
        "space, star, galaxy, milky way, universe, cosmos, big bang, black hole, planet, "
        "comet, asteroid, meteor, telescope, orbit, nebula, constellation, astronaut, rocket, "
        "satellite, moon, sun, mars, jupiter, saturn, venus, "
        "宇宙, 星, 银河, 黑洞, 大爆炸, 彗星, 流星, 望远镜, 轨道, 星云, 星座, 宇航员, 火箭, 卫星, "
        "月, 太阳"
    ),
}
SUBJECT_WEIGHT = 0.5
# how much a name's partial coverage counts in the ranking of the nearest topics
COVERAGE_WEIGHT = 0.5
CJK = re.compile(r"[\u3400-\u9fff]")
WORD = re.compile(r"[a-z0-9]+")


class NearTopic(NamedTuple):
    """A catalog topic to offer: its slug and its canonical name in English and Chinese."""

    slug: str
    en: str
    zh: str

    def name(self, language: str) -> str:
        return self.zh if language == "zh" else self.en


@dataclass(frozen=True)
class TopicMatch:
    known: bool
    topic: str | None  # the slug of the topic asked for; None when unknown
    score: float  # how much of the best name the request covers, 0..1
    nearest: tuple[NearTopic, ...]  # the closest catalog topics, best first

    def as_dict(self) -> dict:
        return {
            "topic_known": self.known,
            "topic": self.topic,
            "score": round(self.score, 3),
            "nearest_topics": [near._asdict() for near in self.nearest],
        }


def _hints() -> re.Pattern:
    """English grade and language hints ("high school" is no "high and low tide"). Chinese
    ones stay: cut out, 初中生 would take the 生 of 生产者."""
    phrases = {
        phrase.lower()
        for table in (GRADE_PHRASES, OTHER_LANGUAGE)
        for value in table["en"].values()
        for phrase in ((value,) if isinstance(value, str) else value)
    }
    return re.compile(
        r"\b(?:" + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True)) + r")\b"
    )


HINTS = _hints()


def normalise(text: str) -> str:
    """Lower case, compatibility forms ("H₂O" is "h2o", full-width letters are ASCII),
    possessives dropped, English grade and language hints removed."""
    text = unicodedata.normalize("NFKC", text).lower().replace("’", "'")
    text = re.sub(r"'s\b|(?<=s)'", "", text)
    return HINTS.sub(" ", text)


def _words(text: str) -> list[str]:
    return WORD.findall(text)


def _hanzi(text: str) -> str:
    """The request with everything but letters, digits and Chinese characters removed."""
    return "".join(ch for ch in text if ch.isalnum())


def _typo(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are one insertion, deletion, substitution or swap apart."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return a == b
    i = 0
    while i < min(len(a), len(b)) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return a[i + 1 :] == b[i + 1 :] or (
            a[i : i + 2] == b[i : i + 2][::-1] and a[i + 2 :] == b[i + 2 :]
        )
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[i + 1 :] == shorter[i:]


@lru_cache(maxsize=1 << 16)
def _word_matches(word: str, name_word: str) -> bool:
    """Whether a request word is a name word: the same, inflected, or with one typo."""
    if word == name_word:
        return True
    if len(name_word) >= 3 and word.startswith(name_word):
        return len(word) - len(name_word) <= SUFFIX_LETTERS
    if name_word == word + "s" and len(word) >= 4:
        return True
    return min(len(word), len(name_word)) >= TYPO_MIN_LETTERS and _typo(word, name_word)


@dataclass(frozen=True)
class _Name:
    slug: str
    text: str  # Chinese: letters, digits and characters only; English: the words, spaced
    words: tuple[str, ...]  # content words (English names); () for a Chinese name


def _english_coverage(name: _Name, words: list[str]) -> float:
    total = sum(len(w) for w in name.words)
    best = 0
    starts = [i for i, w in enumerate(words) if any(_word_matches(w, n) for n in name.words)]
    for start in starts:
        window = words[start : start + len(name.text.split())]
        used: set[int] = set()
        found = 0
        for name_word in name.words:
            for k, w in enumerate(window):
                if k not in used and _word_matches(w, name_word):
                    used.add(k)
                    found += len(name_word)
                    break
        best = max(best, found)
    return best / total


def _chinese_coverage(name: str, text: str) -> float:
    """1 for a name found verbatim; every character of the name outside its longest run
    found in ``text`` costs two (Chinese has no typos of the English kind, and 反射定律
    and 折射定律 differ in one character)."""
    longest = 0
    for i in range(len(name)):
        for j in range(len(name), i + longest, -1):
            if name[i:j] in text:
                longest = j - i
                break
    return max(0.0, 1 - 2 * (len(name) - longest) / len(name))


@cache
def _request_words() -> tuple[frozenset[str], re.Pattern]:
    """The words of every request template, opener and closer (English) and their literal
    pieces of two characters or more (Chinese): how teachers ask, not what about."""
    texts = [t for family in FAMILIES.values() for ts in family.values() for t in ts]
    texts += [t for table in (OPENERS, CLOSERS) for ts in table.values() for t in ts]
    pieces = set()
    for text in texts:
        for piece in re.split(r"\{\w+\}|[^\w]", normalise(text)):
            if CJK.search(piece) and len(piece) > 1:
                pieces.add(piece)
    english = {word for text in texts for word in _words(normalise(text))} | STOPWORDS
    english -= {"name", "grade", "lang", "opener", "closer", "core", "noise"}
    pattern = "|".join(re.escape(p) for p in sorted(pieces, key=len, reverse=True))
    return frozenset(english), re.compile(pattern)


def _grams(text: str) -> Counter:
    """Character trigrams of Latin words (padded), and characters and bigrams of Chinese
    runs, leaving out the words every request uses (`_request_words`)."""
    generic, pieces = _request_words()
    grams: Counter = Counter()
    for word in _words(text):
        if word not in generic:
            padded = f" {word} "
            grams.update(padded[i : i + 3] for i in range(len(padded) - 2))
    for run in re.findall(r"[\u3400-\u9fff]+", pieces.sub(" ", text)):
        grams.update(run[i : i + 2] for i in range(len(run) - 1))
        grams.update(run)
    return grams


@dataclass(frozen=True)
class _Index:
    slugs: tuple[str, ...]
    near: dict[str, NearTopic]
    subjects: dict[str, str]
    names: tuple[_Name, ...]
    profiles: dict[str, dict[str, float]]  # slug -> unit tf-idf vector of its grams
    idf: dict[str, float]


_INDEXES: dict[tuple, _Index] = {}


def _index(topics: tuple[Topic, ...]) -> _Index:
    """The names and profiles of ``topics``, built once per set of topics."""
    key = tuple((t.slug, t.subject, t.title, tuple(sorted(t.names.items()))) for t in topics)
    if key not in _INDEXES:
        _INDEXES[key] = _index_build(topics)
    return _INDEXES[key]


def _index_build(topics: tuple[Topic, ...]) -> _Index:
    names = []
    profiles, documents = {}, {}
    for topic in topics:
        seen = set()
        for language in ("en", "zh"):
            for raw in topic.names[language]:
                text = normalise(raw).strip()
                if text in seen:
                    continue
                seen.add(text)
                if CJK.search(text):
                    names.append(_Name(topic.slug, _hanzi(text), ()))
                else:
                    words = _words(text)
                    content = tuple(w for w in words if w not in STOPWORDS) or tuple(words)
                    names.append(_Name(topic.slug, " ".join(words), content))
        strings = [name for names_ in topic.names.values() for name in names_]
        strings += [topic.title.en, topic.title.zh]
        documents[topic.slug] = _grams(normalise(" ".join(strings)))
    df = Counter(gram for grams in documents.values() for gram in grams)
    idf = {gram: math.log((1 + len(topics)) / (1 + count)) + 1 for gram, count in df.items()}
    for slug, grams in documents.items():
        profiles[slug] = _unit({g: c * idf[g] for g, c in grams.items()})
    near = {t.slug: NearTopic(t.slug, _capitalised(t.name("en")), t.name("zh")) for t in topics}
    return _Index(
        slugs=tuple(t.slug for t in topics),
        near=near,
        subjects={t.slug: t.subject for t in topics},
        names=tuple(names),
        profiles=profiles,
        idf=idf,
    )


def _capitalised(name: str) -> str:
    return name[0].upper() + name[1:]


def _unit(vector: dict[str, float]) -> dict[str, float]:
    norm = math.sqrt(sum(v * v for v in vector.values())) or 1.0
    return {k: v / norm for k, v in vector.items()}


@cache
def _cues() -> tuple[tuple[str, re.Pattern], ...]:
    table = []
    for subject, cues in SUBJECT_CUES.items():
        phrases = [cue.strip() for cue in cues.split(",")]
        latin = [re.escape(p) + "(?:s|es)?" for p in phrases if not CJK.search(p)]
        hanzi = [re.escape(p) for p in phrases if CJK.search(p)]
        pattern = rf"\b(?:{'|'.join(latin)})\b|{'|'.join(hanzi)}"
        table.append((subject, re.compile(pattern)))
    return tuple(table)


def subject_hint(text: str) -> str:
    """The subject whose cue phrases cover most of the (normalised) request ("银河" is
    astronomy, though "河" is a river); "" for none."""
    counts = {
        subject: sum(len(cue) for cue in pattern.findall(text)) for subject, pattern in _cues()
    }
    subject, count = max(counts.items(), key=lambda item: item[1])
    return subject if count else ""


def topic_match(
    text: str, *, topics: Iterable[Topic] | None = None, subject: str = ""
) -> TopicMatch:
    """The catalog topic ``text`` asks for (among ``topics``, default the whole catalog),
    or that it asks for none; either way the ``NEAREST`` closest topics. ``subject``
    (the request's subject field, "general" or "" when none) only orders the nearest."""
    if topics is None:
        from genui.corpus.topics import all_topics

        topics = all_topics()
    topics = tuple(sorted(topics, key=lambda t: t.slug))
    if not topics:
        return TopicMatch(known=False, topic=None, score=0.0, nearest=())
    index = _index(topics)
    normal = normalise(text)
    words, hanzi = _words(normal), _hanzi(normal)
    characters = set(hanzi)
    phrase = " " + " ".join(words) + " "
    coverage: dict[str, float] = dict.fromkeys(index.slugs, 0.0)
    # between equal coverages: a name written out word for word, then the longer name
    tie: dict[str, tuple[bool, int]] = dict.fromkeys(index.slugs, (False, 0))
    for name in index.names:
        if name.words:
            score = _english_coverage(name, words)
            verbatim = f" {name.text} " in phrase
        elif characters.intersection(name.text):
            score = _chinese_coverage(name.text, hanzi)
            verbatim = name.text in hanzi
        else:
            continue
        if (score, verbatim, len(name.text)) > (coverage[name.slug], *tie[name.slug]):
            coverage[name.slug], tie[name.slug] = score, (verbatim, len(name.text))
    best = max(index.slugs, key=lambda slug: (coverage[slug], *tie[slug]))
    known = coverage[best] >= THRESHOLD
    hint = subject if subject in index.subjects.values() else subject_hint(normal)
    grams = _unit({g: c * index.idf[g] for g, c in _grams(normal).items() if g in index.idf})

    def relevance(slug: str) -> float:
        profile = index.profiles[slug]
        similarity = sum(value * profile.get(gram, 0.0) for gram, value in grams.items())
        on_subject = SUBJECT_WEIGHT if index.subjects[slug] == hint else 0.0
        return COVERAGE_WEIGHT * coverage[slug] + similarity + on_subject

    ranked = sorted(index.slugs, key=lambda slug: (-relevance(slug), slug))
    if known:
        ranked.remove(best)
        ranked.insert(0, best)
    return TopicMatch(
        known=known,
        topic=best if known else None,
        score=coverage[best],
        nearest=tuple(index.near[slug] for slug in ranked[:NEAREST]),
    )
