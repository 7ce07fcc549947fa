"""Requests in teachers' own words, generated for training the topic router.

The router (`clover_model.router`, trained by `genui.demo_model.train_router`) learns which
catalog topic a request asks for, or that it asks for none, from requests this module writes:

- for a catalog topic, from its ``asks`` (`schema.ASK_KINDS`: a pupil's questions, the
  phenomenon described, sub-concepts and laws, the demo wanted, curriculum phrasing), its
  names, title and glossary terms;
- for "not in the catalog" (`OUTSIDE`), from the topics outside the catalog in
  ``outside/*.toml`` (each marked with the catalog topic it neighbours, if any), and from
  requests that name no topic at all ("make me a lesson").

Each request is one of `STYLES`, the ways teachers write: a bare phrase, a question, a
phenomenon or concept framed as a request, a demo, a curriculum line, a lesson-plan sentence
with grade and time, a very short one, a long one buried in small talk (the small talk and
the lesson-plan and long-message frames in ``small_talk.toml``); any of them may get typos,
lose its spaces and capitals, or mix English and Chinese (`_noisy`). The evaluation
requests (``teacher_requests/``) were written separately and are never read here.

    rng = random.Random(0)
    router_example(topic, "zh", rng)   # ("我想给初二上一节课…", "buoyancy")
"""

from __future__ import annotations

import functools
import html
import random
import re
import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from genui.corpus.requests import GRADE_PHRASES
from genui.corpus.schema import LANGUAGES, Topic
from genui.corpus.topics import all_topics

OUTSIDE = "outside"  # the router's label for a request no catalog topic answers
OUTSIDE_DIR = Path(__file__).resolve().parent / "outside"
SMALL_TALK_FILE = Path(__file__).resolve().parent / "small_talk.toml"
STYLES = ("bare", "question", "framed", "demo", "curriculum", "plan", "short", "long")
# how often each style is drawn, relative to each other
STYLE_WEIGHTS = (3, 2, 3, 1, 1, 2, 2, 2)
# the share of requests that get typos, lose spaces or mix the two languages
NOISY = 0.3


@dataclass(frozen=True)
class OutsideTopic:
    """A topic the catalog lacks, with the words teachers use for it."""

    slug: str
    subject: str
    near: str  # the catalog topic it neighbours, "" for none
    phrases: dict[str, tuple[str, ...]]  # language -> phrases


@cache
def outside_topics() -> tuple[OutsideTopic, ...]:
    """Every topic of ``outside/*.toml``, in file order."""
    topics = []
    for path in sorted(OUTSIDE_DIR.glob("*.toml")):
        for entry in tomllib.loads(path.read_text(encoding="utf-8")).get("topic", []):
            phrases = {language: tuple(entry.get(language, ())) for language in LANGUAGES}
            subject, near = entry.get("subject", ""), entry.get("near", "")
            topics.append(OutsideTopic(entry["slug"], subject, near, phrases))
    return tuple(topics)


@cache
def small_talk() -> dict[str, dict[str, tuple[str, ...]]]:
    """``small_talk.toml``: section -> language -> its strings. ``small_talk``: what teachers
    write around a request that says nothing about its topic; ``plan`` and ``long``: frames
    (as in `FRAMES`) for a lesson-plan request and for a long message."""
    data = tomllib.loads(SMALL_TALK_FILE.read_text(encoding="utf-8"))
    return {
        section: {language: tuple(by_language.get(language, ())) for language in LANGUAGES}
        for section, by_language in data.items()
    }


# Frames: {x} is the content (a phrase of the topic); {grade}, {minutes} as named; {opener}
# and {closer}: small talk. `_frames` adds the ``plan`` and ``long`` frames of
# ``small_talk.toml``; its long frames ask for the content themselves, so their {x} is the
# phrase, where these three wrap a whole request (a phrase in a frame of its kind's style).
FRAMES = {
    "en": {
        "question": (
            "{x}?",
            "{x}",
            "My students asked me: {x}?",
            "A pupil asked '{x}' and I couldn't explain it well. Can you make a lesson?",
            "{x}? Make a 3D lesson for my class",
            "kids keep asking {x}",
            "How would you explain to {grade} students {x}?",
            "{x}? I need an interactive page that answers this",
        ),
        "framed": (
            "a lesson on {x}",
            "Make a lesson about {x}.",
            "Create an interactive 3D page showing {x}",
            "I want to teach {x}",
            "Can you build something about {x} for {grade}?",
            "lesson: {x}",
            "Explain {x} with a model students can rotate",
            "need a visual for {x}",
            "{x} - interactive lesson with a quiz please",
            "Teach my class about {x}, please.",
            "Help students understand {x}.",
            "something on {x} for {grade}",
        ),
        "demo": (
            "{x}",
            "An interactive page where {x}.",
            "I need a simulation: {x}",
            "a 3D demo where {x}",
            "Can students {x}?",
            "Interactive: {x}, with sliders and a short quiz",
        ),
        "curriculum": (
            "{x}",
            "Learning objective: {x}.",
            "Standard: {x}",
            "Exam revision - {x}",
            "Students should be able to {x}.",
            "Success criteria: {x}",
        ),
        "plan": (
            "{minutes} {grade} lesson: {x}",
            "Lesson plan for {grade}, {minutes}: {x}, with a starter and a plenary",
            "{grade} science, {minutes}. Topic: {x}",
            "I have a {minutes} slot with {grade} on {x}.",
            "Week 3 of the unit, {grade}: {x} ({minutes})",
        ),
        "long": (
            "{opener} {x} {closer}",
            "{opener} {x}",
            "{x} {closer}",
        ),
    },
    "zh": {
        "question": (
            "{x}？",
            "{x}",
            "学生问我：{x}？",
            "有学生问“{x}”，我讲不太清楚，能做个课件吗？",
            "{x}？帮我做一节3D课",
            "孩子们总问{x}",
            "怎么给{grade}学生讲清楚{x}？",
        ),
        "framed": (
            "关于{x}的课",
            "做一个关于{x}的课件",
            "帮我做一个讲{x}的互动页面",
            "我想讲{x}",
            "给{grade}学生做个{x}的演示",
            "课题：{x}",
            "用可以旋转的三维模型讲解{x}",
            "需要一个{x}的可视化",
            "{x}——互动课，带小测验",
            "讲讲{x}",
            "帮学生理解{x}",
        ),
        "demo": (
            "{x}",
            "做一个互动页面：{x}",
            "需要一个模拟实验，{x}",
            "3D演示：{x}",
            "让学生自己{x}",
        ),
        "curriculum": (
            "{x}",
            "教学目标：{x}",
            "课标要求：{x}",
            "复习考点：{x}",
            "学生能够{x}",
        ),
        "plan": (
            "{grade}一节{minutes}的课：{x}",
            "{grade}科学课，{minutes}，内容是{x}",
            "备课：{grade}，{x}，{minutes}",
            "下周{grade}要上{x}，一节课{minutes}",
            "{minutes}的{grade}课，主题{x}，要有导入和小结",
        ),
        "long": (
            "{opener}{x}{closer}",
            "{opener}{x}",
            "{x}{closer}",
        ),
    },
}
MINUTES = {
    "en": ("40-minute", "45 min", "one-hour", "double period", "30 minute", "50-minute"),
    "zh": ("40分钟", "45分钟", "一节课", "两课时", "半小时", "一课时"),
}
# Requests that name no topic: the router must not take them for any catalog topic.
NO_TOPIC = {
    "en": (
        "make me a lesson",
        "hello",
        "test",
        "a science lesson please",
        "something fun for friday",
        "can you help me",
        "interactive 3d lesson",
        "what can you do?",
        "lesson for year 7",
        "quiz",
        "asdf",
        "I need a lesson for tomorrow",
    ),
    "zh": (
        "帮我做一节课",
        "你好",
        "测试",
        "来一节科学课",
        "周五上点有意思的",
        "你能帮我吗",
        "3D互动课件",
        "你会做什么？",
        "初一的课",
        "小测验",
        "明天要用的课件",
    ),
}
TITLE_SPLIT = re.compile(r"[:：]")


def as_name(text: str) -> str:
    """``text`` as a topic name is compared: case, spaces and end punctuation aside."""
    return text.strip().strip("?？.。!！").strip().casefold()


def _all_glossary_terms(topic: Topic, language: str) -> tuple[str, ...]:
    terms = {term(language) for level in topic.levels.values() for term, _ in level.glossary}
    return tuple(sorted(terms))


@cache
def _claimed_elsewhere(language: str) -> dict[str, frozenset[str]]:
    """Phrase (`as_name`) -> who uses it in ``language``: the catalog topics whose names,
    title, glossary or ``asks`` hold it, and ``OUTSIDE`` when a topic outside the catalog
    lists it."""
    claims: dict[str, set[str]] = {}
    for topic in all_topics():
        title = TITLE_SPLIT.split(topic.title(language))
        asks = (
            phrase
            for by_language in topic.asks.values()
            for phrase in by_language.get(language, ())
        )
        for name in (*topic.names[language], *title, *_all_glossary_terms(topic, language), *asks):
            claims.setdefault(as_name(name), set()).add(topic.slug)
    for outside in outside_topics():
        for phrase in outside.phrases[language]:
            claims.setdefault(as_name(phrase), set()).add(OUTSIDE)
    return {name: frozenset(slugs) for name, slugs in claims.items()}


def _glossary_terms(topic: Topic, language: str) -> tuple[str, ...]:
    """The terms of ``topic``'s glossaries that name it: a term that another catalog topic
    also uses (its names, title, glossary or asks) or that a topic outside the catalog lists
    is a word the lesson explains on the way, not a request for it ("friction" in the
    glossary of forces and acceleration; friction is a topic the catalog lacks)."""
    claims = _claimed_elsewhere(language)
    own = frozenset({topic.slug})
    return tuple(
        t for t in _all_glossary_terms(topic, language) if claims.get(as_name(t), own) == own
    )


TAG = re.compile(r"<[^<>]+>")
# after Chinese end punctuation; after English only before a space ("9.8 m/s" stays whole)
SENTENCE_END = re.compile(r"(?<=[。！？；])|(?<=[.!?;])\s+")


def _plain(string, language: str) -> str:
    """``string`` (a `T`) in ``language`` as plain text: tags dropped, entities read."""
    return html.unescape(TAG.sub("", string(language))).strip()


def _lesson_sentences(topic: Topic, language: str) -> tuple[str, ...]:
    """The sentences of the topic's own lessons at every grade (summaries, story steps,
    sections, quiz prompts, glossary definitions): the words its lessons use for it."""
    strings = []
    for level in topic.levels.values():
        strings += [level.summary, *level.section]
        strings += [step.text for step in level.steps]
        strings += [question.prompt for question in level.quiz]
        strings += [definition for _, definition in level.glossary]
    sentences = set()
    for string in strings:
        text = _plain(string, language)
        sentences.update(s.strip() for s in SENTENCE_END.split(text) if len(s.strip()) > 3)
    return tuple(sorted(sentences))


def lesson_passages(topic: Topic) -> tuple[str, ...]:
    """The topic's lessons as passages to retrieve from (the router's passage scores,
    `clover_model.router`): in both languages, its title, and at every grade the summary,
    each story step (its title and text), each section paragraph, each glossary entry
    ("term: definition") and each quiz question with its right answer."""
    passages = set()
    for language in LANGUAGES:
        plain = functools.partial(_plain, language=language)
        passages.add(plain(topic.title))
        for level in topic.levels.values():
            passages.add(plain(level.summary))
            passages.update(f"{plain(s.title)}. {plain(s.text)}" for s in level.steps)
            passages.update(plain(paragraph) for paragraph in level.section)
            passages.update(f"{plain(term)}: {plain(text)}" for term, text in level.glossary)
            for question in level.quiz:
                right = next(choice for choice in question.choices if choice.correct)
                passages.add(f"{plain(question.prompt)} {plain(right.text)}")
    return tuple(sorted(p for p in passages if p))


_PHRASES: dict[tuple[str, str], dict[str, tuple[str, ...]]] = {}


def topic_phrases(topic: Topic, language: str) -> dict[str, tuple[str, ...]]:
    """Kind -> phrases of ``topic`` in ``language``: its ``asks``, and as ``names`` its names,
    the parts of its title and its glossary terms."""
    key = (topic.slug, language)
    if key not in _PHRASES:
        _PHRASES[key] = _topic_phrases(topic, language)
    return _PHRASES[key]


def _topic_phrases(topic: Topic, language: str) -> dict[str, tuple[str, ...]]:
    title = tuple(part.strip() for part in TITLE_SPLIT.split(topic.title(language)))
    phrases = {kind: by_language.get(language, ()) for kind, by_language in topic.asks.items()}
    names = (*topic.names[language], *title, *_glossary_terms(topic, language))
    phrases["names"] = tuple(dict.fromkeys(p for p in names if p))
    phrases["lesson"] = _lesson_sentences(topic, language)
    return {kind: items for kind, items in phrases.items() if items}


# the style a kind of phrase is framed in, when it is not bare
KIND_STYLE = {
    "questions": "question",
    "phenomena": "framed",
    "concepts": "framed",
    "names": "framed",
    "demos": "demo",
    "curriculum": "curriculum",
    "lesson": "framed",
}


def _grade(language: str, rng: random.Random) -> str:
    return rng.choice(rng.choice(list(GRADE_PHRASES[language].values())))


def _frames(style: str, language: str) -> tuple[str, ...]:
    return FRAMES[language][style] + small_talk().get(style, {}).get(language, ())


def _frame(style: str, phrase: str, language: str, rng: random.Random) -> str:
    return _fill(rng.choice(_frames(style, language)), phrase, language, rng)


def _fill(frame: str, phrase: str, language: str, rng: random.Random) -> str:
    opener, closer = rng.randint(1, 3), rng.randint(1, 2)
    talk = rng.sample(small_talk()["small_talk"][language], opener + closer)  # none twice
    joiner = " " if language == "en" else ""
    fields = {
        "x": phrase,
        "grade": _grade(language, rng),
        "minutes": rng.choice(MINUTES[language]),
        "opener": joiner.join(talk[:opener]),
        "closer": joiner.join(talk[opener:]),
    }
    return re.sub(r"\{(\w+)\}", lambda m: fields[m.group(1)], frame)


def _short(phrase: str, language: str, rng: random.Random) -> str:
    """Two or three words of a phrase (a few characters in Chinese)."""
    if language == "zh":
        text = re.sub(r"[，。？！、\s]", "", phrase)
        size = min(len(text), rng.randint(2, 6))
        start = rng.randrange(len(text) - size + 1) if text else 0
        return text[start : start + size] or phrase
    words = phrase.split()
    size = min(len(words), rng.randint(1, 3))
    start = rng.randrange(len(words) - size + 1)
    return " ".join(words[start : start + size])


def _typo(word: str, rng: random.Random) -> str:
    if len(word) < 4:
        return word
    i = rng.randrange(1, len(word) - 1)
    edit = rng.randrange(4)
    if edit == 0:
        return word[:i] + word[i + 1 :]
    if edit == 1:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if edit == 2:
        return word[:i] + word[i] + word[i:]
    return word[:i] + rng.choice("aeiourstnl") + word[i + 1 :]


def _noisy(text: str, language: str, other: str, rng: random.Random) -> str:
    """Typos, lost capitals and spaces, or a phrase of the other language (``other``) in it."""
    roll = rng.random()
    if roll < 0.35 and other:
        return f"{text} {other}" if rng.random() < 0.5 else f"{other} {text}"
    if language == "zh":
        return text.replace("？", "?").replace("，", ",") if roll < 0.7 else text.rstrip("。？！")
    words = text.split(" ")
    words = [_typo(w, rng) if rng.random() < 0.3 else w for w in words]
    text = " ".join(words).lower() if rng.random() < 0.6 else " ".join(words)
    if rng.random() < 0.15:
        text = text.replace(" ", "", 1)
    return text.rstrip("?.!") if rng.random() < 0.5 else text


def _style(rng: random.Random) -> str:
    return rng.choices(STYLES, weights=STYLE_WEIGHTS)[0]


def _request(
    phrases: dict[str, tuple[str, ...]],
    others: dict[str, tuple[str, ...]],
    language: str,
    rng: random.Random,
) -> str:
    """One request from a topic's phrases (kind -> phrases) in ``language``; ``others``: the
    same topic's phrases in the other language, for mixed requests."""
    kind = rng.choice(list(phrases))
    phrase = rng.choice(phrases[kind]).strip().rstrip("?？。.")
    style = _style(rng)
    if style == "short":
        text = _short(phrase, language, rng)
    elif style == "bare":
        text = phrase
    elif style == "plan":
        text = _frame(style, phrase, language, rng)
    elif style == "long":
        frame = rng.choice(_frames("long", language))
        if frame in FRAMES[language]["long"]:  # wraps a whole request
            phrase = _frame(KIND_STYLE.get(kind, "framed"), phrase, language, rng)
        text = _fill(frame, phrase, language, rng)
    else:
        text = _frame(KIND_STYLE.get(kind, style), phrase, language, rng)
    if rng.random() < NOISY:
        other = ""
        if others and rng.random() < 0.5:
            other = _short(rng.choice(rng.choice(list(others.values()))), _other(language), rng)
        text = _noisy(text, language, other, rng)
    return text


def _other(language: str) -> str:
    return "zh" if language == "en" else "en"


def router_example(topic: Topic, language: str, rng: random.Random) -> tuple[str, str]:
    """A request for ``topic`` in ``language`` and its label (the topic's slug)."""
    phrases = topic_phrases(topic, language)
    return _request(phrases, topic_phrases(topic, _other(language)), language, rng), topic.slug


def outside_example(language: str, rng: random.Random) -> tuple[str, str]:
    """A request no catalog topic answers, and the label `OUTSIDE`: a topic outside the
    catalog (near misses as often as the rest), or now and then a request naming none."""
    if rng.random() < 0.04:
        text = rng.choice(NO_TOPIC[language])
        if rng.random() < 0.3:  # in small talk: a frame that wraps a whole request
            text = _fill(rng.choice(FRAMES[language]["long"]), text, language, rng)
        return text, OUTSIDE
    topics = outside_topics()
    near = [t for t in topics if t.near]
    pool = near if near and rng.random() < 0.5 else topics
    topic = rng.choice([t for t in pool if t.phrases[language]] or pool)
    phrases = {"names": topic.phrases[language]} if topic.phrases[language] else {}
    if not phrases:
        raise ValueError(f"outside topic {topic.slug} has no phrases in {language}")
    others = {"names": topic.phrases[_other(language)]} if topic.phrases[_other(language)] else {}
    return _request(phrases, others, language, rng), OUTSIDE
