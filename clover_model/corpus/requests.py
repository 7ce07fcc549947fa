"""Teacher requests for a topic: many phrasings in both languages, split by family.

A *family* is a way of asking (a question, an instruction, a few keywords, a request
with a grade or language hint...). Training pairs use only ``TRAIN_FAMILIES``; the
evaluation uses only ``HELD_OUT_FAMILIES``, phrasings the model never saw, so a pass
there means it understood the request rather than memorised the sentence.

    request_text(topic, "middle", "en", family="question", rng=random.Random(3))
"""

from __future__ import annotations

import random

from clover_model.corpus.schema import Topic

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
    if family == "framed":
        core = rng.choice([f for f in TRAIN_FAMILIES if f != "framed"])
        return template.format(
            opener=rng.choice(OPENERS[prompt_language]),
            core=request_text(
                topic,
                grade,
                lesson_language,
                family=core,
                rng=rng,
                prompt_language=prompt_language,
            ),
            closer=rng.choice(CLOSERS[prompt_language]),
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
