from django import forms
from django.utils.translation import gettext_lazy as _

from genui.generation.models import MAX_PROMPT_CHARS
from genui.lessons.models import Grade, Language, Lesson, Subject
from genui.lessons.selectors import LIBRARY_ALL, LIBRARY_MINE


class GenerationForm(forms.Form):
    """The request a teacher types; the websocket carries it, the services validate it
    again (the same rules)."""

    prompt = forms.CharField(
        label=_("Topic"),
        max_length=MAX_PROMPT_CHARS,
        # no maxlength: a browser would cut a pasted request silently; the page counts
        # characters near the limit and the services refuse a longer one, saying so
        widget=forms.Textarea(attrs={"rows": 3, "aria-describedby": "prompt-count"}),
    )
    subject = forms.ChoiceField(
        label=_("Subject"), choices=Subject.choices, initial=Subject.GENERAL
    )
    grade = forms.ChoiceField(label=_("Grade"), choices=Grade.choices, initial=Grade.MIDDLE)
    language = forms.ChoiceField(label=_("Language"), choices=Language.choices)


class LibraryFilterForm(forms.Form):
    q = forms.CharField(label=_("Search"), required=False, max_length=200)
    scope = forms.ChoiceField(
        label=_("Look in"),
        required=False,
        choices=[
            (LIBRARY_MINE, _("My lessons")),
            (LIBRARY_ALL, _("My lessons and all published lessons")),
        ],
    )
    status = forms.ChoiceField(
        label=_("Status"), required=False, choices=[("", _("Any status")), *Lesson.Status.choices]
    )
    subject = forms.ChoiceField(
        label=_("Subject"), required=False, choices=[("", _("Any subject")), *Subject.choices]
    )
    grade = forms.ChoiceField(
        label=_("Grade"), required=False, choices=[("", _("Any grade")), *Grade.choices]
    )
    language = forms.ChoiceField(
        label=_("Language"), required=False, choices=[("", _("Any language")), *Language.choices]
    )
