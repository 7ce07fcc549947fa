"""Lessons in class: a teacher's classes, the lessons assigned to them, the students who join
with a class code, and what those students answer (docs/privacy.md says what is kept)."""
