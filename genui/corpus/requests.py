"""Teacher requests for a topic: many phrasings in both languages, split by family.

A *family* is a way of asking (a question, an instruction, a few keywords, a request
with a grade or language hint...). Training pairs use only ``TRAIN_FAMILIES``; the
evaluation uses only ``HELD_OUT_FAMILIES``, phrasings the model never saw, so a pass
there means it understood the request rather than memorised the sentence.

    request_text(topic, "middle", "en", family="question", rng=random.Random(3))

`lesson_request` is the one place that writes a request with the header the model reads
first, for the training corpus and for generation alike.
"""

from __future__ import annotations

import html
import random
import re
from functools import cache

from genui.corpus.schema import Topic


def lesson_request(prompt: str, *, subject: str, grade: str, language: str) -> str:
    """A teacher's request with the lesson header the model reads first (the model's request
    markers go round it: `clover_model.tokenization.request_prompt`); the lesson follows."""
    return f"language: {language}; grade: {grade}; subject: {subject}\n{prompt.strip()}"


def joint_quiz_question(prompt: str, choices: list[str]) -> str:
    """A quiz question as joint mode asks it: the prompt, then its choices, ``prompt (a / b)``
    (the demo model's joint training pairs and the quiz check both ask it so)."""
    return f"{prompt} ({' / '.join(choices)})"


GRADE_PHRASES = {
    "en": {
        "primary": ("primary school", "year 4", "grade 3", "10-year-old", "elementary"),
        "middle": ("middle school", "grade 7", "year 8", "13-year-old", "junior high"),
        "high": ("high school", "grade 11", "year 12", "16-year-old", "senior"),
    },
    "zh": {
        "primary": ("小学", "三年级", "五年级", "小学生"),
        "middle": ("初中", "初二", "七年级", "初中生"),
        "high": ("高中", "高一", "高二", "高中生"),
    },
}
OTHER_LANGUAGE = {
    "en": {"en": "in English", "zh": "in Chinese"},
    "zh": {"en": "用英文", "zh": "用中文"},
}

# family -> language -> templates. {name}: the topic as the teacher calls it; {grade}: a grade
# phrase; {lang}: "in Chinese" / "用中文" and so on (the language the lesson is written in).
FAMILIES: dict[str, dict[str, tuple[str, ...]]] = {
    "question": {
        "en": (
            "What is {name}?",
            "How does {name} work?",
            "Why does {name} happen?",
            "Can you explain {name}?",
            "What causes {name}?",
        ),
        "zh": (
            "什么是{name}？",
            "{name}是怎么回事？",
            "为什么会有{name}？",
            "能解释一下{name}吗？",
        ),
    },
    "instruction": {
        "en": (
            "Make a 3D lesson about {name}.",
            "Create an interactive lesson on {name}.",
            "Build a lesson that shows {name}.",
            "Generate a 3D model of {name} with a quiz.",
            "Show {name} in 3D.",
        ),
        "zh": (
            "做一个关于{name}的3D课件。",
            "生成一个{name}的互动课。",
            "请用三维模型演示{name}。",
            "帮我做{name}的课件，要有小测验。",
        ),
    },
    "terse": {
        "en": ("{name}", "{name} 3d", "{name} lesson", "{name} interactive", "{name}, {grade}"),
        "zh": ("{name}", "{name} 3D", "{name}课件", "{grade}{name}"),
    },
    "grade": {
        "en": (
            "A lesson on {name} for {grade} students.",
            "Explain {name} to a {grade} class.",
            "{name} for {grade}, please.",
        ),
        "zh": ("给{grade}学生讲{name}。", "{grade}的{name}课。", "适合{grade}的{name}演示"),
    },
    "language": {
        "en": ("A lesson about {name} {lang}.", "{name}, {lang} please", "Teach {name} {lang}."),
        "zh": ("{lang}讲{name}。", "{name}，请{lang}", "请{lang}做一个{name}的课"),
    },
    # A request of another training family inside a teacher's small talk ({core}), so that
    # the topic is found anywhere in a longer message, not only in a short fixed frame.
    "framed": {
        "en": ("{opener} {core}", "{core} {closer}", "{opener} {core} {closer}"),
        "zh": ("{opener}{core}", "{core}{closer}", "{opener}{core}{closer}"),
    },
    # A request of another training family between fragments of unrelated lesson prose
    # ({noise}: `noise_fragment`, from any topic, with no topic's name in it). Every word a
    # teacher may wrap around the topic then carries nothing about which topic it is, so the
    # model learns to find the name itself rather than a sentence frame it has seen.
    "noisy": {
        "en": ("{noise} {core}", "{core} {noise}", "{noise} {core} {noise}"),
        "zh": ("{noise}{core}", "{core}{noise}", "{noise}{core}{noise}"),
    },
    # Held out: never in training.
    "context": {
        "en": (
            "My {grade} students keep asking about {name}. Could you make something visual?",
            "Tomorrow I teach {name}; I need an interactive model for the class.",
            "I'd love a hands-on page where pupils can explore {name}.",
        ),
        "zh": (
            "明天要讲{name}，帮我准备一个能互动的模型。",
            "学生总是搞不懂{name}，能不能做个直观的演示？",
            "我想给{grade}学生一个可以自己动手探索{name}的页面。",
        ),
    },
    "curious": {
        "en": (
            "I never understood {name}. Show me!",
            "Help my class see {name} with their own eyes",
            "Could the class play with a model of {name}?",
        ),
        "zh": (
            "{name}到底是怎么发生的？给我看看",
            "让学生亲眼看看{name}",
            "有没有{name}的模型可以让学生玩一玩",
        ),
    },
}
# the small talk around a framed request; none of it is in a held-out template
OPENERS = {
    "en": (
        "Hi!",
        "Hello,",
        "Quick request:",
        "For tomorrow's class:",
        "Next week we start a new unit.",
        "We have a science period on Friday.",
        "I teach science.",
        "A parent asked me about this.",
        "Topic for today:",
        "Please help:",
        "Another one, please.",
        "Short notice, sorry.",
    ),
    "zh": (
        "你好！",
        "求助：",
        "明天上课要用：",
        "下周开始新单元。",
        "周五有一节科学课。",
        "我是科学老师。",
        "有家长问到了这个。",
        "今天的主题：",
        "麻烦帮个忙：",
        "再来一节：",
        "时间有点紧，抱歉。",
    ),
}
CLOSERS = {
    "en": (
        "Thanks!",
        "Thank you.",
        "Keep it simple.",
        "Make it colourful.",
        "A short quiz at the end would be great.",
        "Nothing too long.",
        "We only have 40 minutes.",
        "Use clear labels.",
        "I will put it on the projector.",
    ),
    "zh": (
        "谢谢！",
        "简单一点就好。",
        "颜色鲜艳一些。",
        "最后加个小测验。",
        "不要太长。",
        "我们只有四十分钟。",
        "标注清楚一点。",
        "要在投影上展示。",
    ),
}
HELD_OUT_FAMILIES = ("context", "curious")
TRAIN_FAMILIES = tuple(family for family in FAMILIES if family not in HELD_OUT_FAMILIES)
# families that wrap a request of another training family
WRAPPING_FAMILIES = ("framed", "noisy")
# how often a training request is of each family, relative to 1 for the others: a third of
# the requests are noisy, so that words around a request do not decide its topic (why:
# docs/corpus-and-training.md; measured: docs/experiments/, the noisy request family)
FAMILY_WEIGHTS = {"noisy": 3}
NOISE_WORDS = (2, 7)  # English fragments: words
NOISE_CHARS = (3, 10)  # Chinese fragments: characters
TAG = re.compile(r"<[^<>]+>")


@cache
def _prose(language: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Every prose string of the catalog in ``language`` (tags stripped, and white space in
    Chinese), and every topic's names and titles in both languages, lower-cased: what a noise
    fragment may not contain."""
    from genui.corpus.topics import all_topics

    texts, banned = [], set()
    for topic in all_topics():
        banned.update(name.lower() for names in topic.names.values() for name in names)
        for level in topic.levels.values():
            strings = [level.summary, level.section_heading, *level.section]
            for step in level.steps:
                strings += [step.title, step.caption, step.text]
            for question in level.quiz:
                strings += [question.prompt, *(choice.feedback for choice in question.choices)]
            texts += [html.unescape(TAG.sub("", string(language))) for string in strings]
    if language == "zh":  # fragments are cut by character: no spaces or line breaks in them
        texts = [re.sub(r"\s+", "", text) for text in texts]
        banned.update(topic.title(lang).lower() for lang in ("en", "zh"))
    return tuple(texts), tuple(sorted(banned))


def training_family(rng: random.Random) -> str:
    """A training family drawn by `FAMILY_WEIGHTS`."""
    weights = [FAMILY_WEIGHTS.get(family, 1) for family in TRAIN_FAMILIES]
    return rng.choices(TRAIN_FAMILIES, weights=weights)[0]


def noise_fragment(language: str, rng: random.Random) -> str:
    """A few consecutive words (English) or characters (Chinese) of lesson prose from a
    random topic, naming no topic: text that says nothing about which topic is asked for."""
    texts, banned = _prose(language)
    while True:
        text = rng.choice(texts)
        if language == "zh":
            size = rng.randint(*NOISE_CHARS)
            start = rng.randrange(max(1, len(text) - size + 1))
            fragment = text[start : start + size]
        else:
            words = text.split()
            size = rng.randint(*NOISE_WORDS)
            start = rng.randrange(max(1, len(words) - size + 1))
            fragment = " ".join(words[start : start + size])
        lowered = fragment.lower()
        if fragment and not any(name in lowered for name in banned):
            return fragment


def request_text(
    topic: Topic,
    grade: str,
    lesson_language: str,
    *,
    family: str,
    rng: random.Random,
    prompt_language: str | None = None,
) -> str:
    """One request for ``topic``; the prompt may be written in another language than the
    lesson (a teacher typing English while asking for a Chinese lesson)."""
    prompt_language = prompt_language or lesson_language
    template = rng.choice(FAMILIES[family][prompt_language])
    if family in WRAPPING_FAMILIES:
        core = rng.choice([f for f in TRAIN_FAMILIES if f not in WRAPPING_FAMILIES])
        core_text = request_text(
            topic, grade, lesson_language, family=core, rng=rng, prompt_language=prompt_language
        )
        # one draw per placeholder, so "{noise} {core} {noise}" gets two fragments
        return re.sub(
            r"\{(opener|closer|noise|core)\}",
            lambda m: {
                "opener": lambda: rng.choice(OPENERS[prompt_language]),
                "closer": lambda: rng.choice(CLOSERS[prompt_language]),
                "noise": lambda: noise_fragment(prompt_language, rng),
                "core": lambda: core_text,
            }[m.group(1)](),
            template,
        )
    name = rng.choice(topic.names[prompt_language])
    text = template.format(
        name=name,
        grade=rng.choice(GRADE_PHRASES[prompt_language][grade]),
        lang=OTHER_LANGUAGE[prompt_language][lesson_language],
    )
    if prompt_language == "en" and template.startswith("{name}"):
        text = text[0].upper() + text[1:] if rng.random() < 0.5 else text
    return text
