from django import forms
from django.utils.translation import gettext_lazy as _

from genui.classroom.models import Classroom
from genui.classroom.services import MAX_NAME_CHARS


class ClassroomForm(forms.ModelForm):
    class Meta:
        model = Classroom
        fields = ["name", "grade", "language", "ends_on"]
        labels = {
            "name": _("Class name"),
            "grade": _("Grade"),
            "language": _("Language"),
            "ends_on": _("Last day of the class (optional)"),
        }
        help_texts = {
            "ends_on": _(
                "After this day nobody can join or record, and the students' records are "
                "deleted a year later."
            ),
        }
        widgets = {"ends_on": forms.DateInput(attrs={"type": "date"})}


class JoinForm(forms.Form):
    code = forms.CharField(
        label=_("Class code"),
        max_length=20,
        widget=forms.TextInput(
            attrs={"autocomplete": "off", "autocapitalize": "characters", "spellcheck": "false"}
        ),
    )


class NameForm(forms.Form):
    display_name = forms.CharField(
        label=_("Your name in this class"),
        max_length=MAX_NAME_CHARS,
        widget=forms.TextInput(attrs={"autocomplete": "off"}),
    )
