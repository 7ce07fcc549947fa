"""What a pinned lesson version asks and shows, read from its markup: the quiz's questions
as the lesson runtime keys them, each choice in the order it was written, and the number of
story steps. The record endpoint checks every message against it, and the class view counts
by it.

A question's key is the one the runtime gives it (static/lesson/quiz.js, ``key``): its
``id``, else ``q<n>``, n counting the lesson's questions from 1. A choice is named by its text
as the page shows it (``textContent``, spaces collapsed), which stays the choice's identity
wherever the page puts it on screen; its index here is its place in the written order.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from html.parser import HTMLParser


def text_normal(text: str) -> str:
    return " ".join(str(text).split())


@dataclass
class Question:
    key: str
    number: int  # 1-based, in the page's order (the quiz check's numbering)
    prompt: str
    choices: list[str] = field(default_factory=list)
    correct: set[int] = field(default_factory=set)

    def choice_index(self, text: str) -> int | None:
        """The written-order index of the choice whose text is ``text``, or None."""
        wanted = text_normal(text)
        return next((i for i, choice in enumerate(self.choices) if choice == wanted), None)


@dataclass
class LessonQuiz:
    questions: list[Question]
    steps: int  # story steps of the lesson's first story (0: no story)

    def question(self, key: str) -> Question | None:
        return next((q for q in self.questions if q.key == key), None)


class _Reader(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.questions: list[Question] = []
        self.steps = 0
        self.stories = 0
        self.stack: list[str] = []
        self.choice_text: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        parent = self.stack[-1] if self.stack else ""
        if tag == "cl-question":
            number = len(self.questions) + 1
            key = attributes.get("id") or f"q{number}"
            prompt = text_normal(attributes.get("prompt") or "")
            self.questions.append(Question(key=key, number=number, prompt=prompt))
        elif tag == "cl-choice" and parent == "cl-question":
            if "correct" in attributes:
                self.questions[-1].correct.add(len(self.questions[-1].choices))
            self.choice_text = []
        elif tag == "cl-story":
            self.stories += 1
        elif tag == "cl-step" and parent == "cl-story" and self.stories == 1:
            self.steps += 1
        self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag not in self.stack:
            return
        while self.stack:
            closed = self.stack.pop()
            if closed == "cl-choice" and self.choice_text is not None:
                self.questions[-1].choices.append(text_normal("".join(self.choice_text)))
                self.choice_text = None
            if closed == tag:
                return

    def handle_data(self, data):
        if self.choice_text is not None:
            self.choice_text.append(data)


@lru_cache(maxsize=256)
def lesson_quiz(markup: str) -> LessonQuiz:
    """The questions and story steps of ``markup`` (a version's sanitised markup)."""
    reader = _Reader()
    reader.feed(markup)
    reader.close()
    return LessonQuiz(questions=reader.questions, steps=reader.steps)
