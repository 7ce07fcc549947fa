"""Lessons: lessons and their versions, the review workflow, the page renderer and the
browser validator that checks every page before anyone relies on it. The markup language
itself (catalog, expressions, sanitiser, grammar) is `genui.markup`."""
