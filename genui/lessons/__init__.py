"""Lessons: the lesson markup catalog, its sanitiser, the page renderer and the
browser validator that checks every page before anyone relies on it."""
