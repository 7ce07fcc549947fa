"""Pseudonyms the join page suggests: an adjective and an animal, in the class's language,
so a student need not type their own name."""

from __future__ import annotations

import secrets

WORDS = {
    "en": (
        (
            "Brave",
            "Bright",
            "Calm",
            "Clever",
            "Curious",
            "Gentle",
            "Happy",
            "Jolly",
            "Kind",
            "Lively",
            "Lucky",
            "Merry",
            "Nimble",
            "Patient",
            "Quick",
            "Quiet",
            "Sunny",
            "Swift",
            "Thoughtful",
            "Wise",
        ),
        (
            "Badger",
            "Crane",
            "Dolphin",
            "Falcon",
            "Fox",
            "Gecko",
            "Heron",
            "Koala",
            "Lynx",
            "Otter",
            "Owl",
            "Panda",
            "Penguin",
            "Puffin",
            "Rabbit",
            "Robin",
            "Seal",
            "Tiger",
            "Turtle",
            "Whale",
        ),
    ),
    "zh": (
        (
            "勇敢的",
            "聪明的",
            "安静的",
            "好奇的",
            "快乐的",
            "温和的",
            "机灵的",
            "认真的",
            "敏捷的",
            "开朗的",
            "耐心的",
            "友善的",
        ),
        (
            "熊猫",
            "海豚",
            "狐狸",
            "水獭",
            "猫头鹰",
            "企鹅",
            "兔子",
            "老虎",
            "海龟",
            "鲸鱼",
            "松鼠",
            "仙鹤",
        ),
    ),
}


def pseudonym_suggest(*, language: str, taken: set[str] = frozenset()) -> str:
    """A pseudonym in ``language`` ("en" or "zh") that is not in ``taken``; a number is
    added when the random picks keep hitting names already taken."""
    adjectives, animals = WORDS.get(language, WORDS["en"])
    joiner = "" if language == "zh" else " "
    name = ""
    for attempt in range(20):
        name = joiner.join((secrets.choice(adjectives), secrets.choice(animals)))
        if attempt >= 10:
            name = f"{name} {secrets.randbelow(90) + 10}"
        if name not in taken:
            return name
    return name
