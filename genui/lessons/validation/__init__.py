"""The page validator: Playwright driving Debian's Chromium, one browser for many pages."""

from genui.lessons.validation.browser import PageValidator
from genui.lessons.validation.report import Check, ValidationReport

__all__ = ["Check", "PageValidator", "ValidationReport"]
