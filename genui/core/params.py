"""Request parameters that name a row (a lesson, a version), read in one place.

A malformed one is refused with `BadParameter`: the site answers 400 with its message
(`genui.site.views.bad_request`, or JSON through `json_bad_parameters`). Without this, ``int()``
fails with a server error on a 5,000-digit number (Python's digit limit), on a digit that
``str.isdigit`` accepts and ``int`` does not (``"²"``), or on ``abc``; and a JSON ``true`` or
``1.5`` would quietly name row 1.
"""

from __future__ import annotations

import functools
import re

from django.core.exceptions import BadRequest
from django.http import JsonResponse
from django.utils.translation import gettext as _

# ASCII digits only, at most 19 of them: a 64-bit key (checked below)
DIGITS = re.compile(r"[0-9]{1,19}")
LARGEST_ID = 2**63 - 1


class BadParameter(BadRequest):
    """A request parameter that is malformed, or names nothing it may name: HTTP 400 with
    this message."""


def id_value(value) -> int | None:
    """``value`` (a query string's text or a JSON value) as an id, a whole number from 1 to
    `LARGEST_ID`; None when it is not one."""
    if isinstance(value, str) and DIGITS.fullmatch(value):
        value = int(value)
    # bool is an int in Python: a JSON ``true`` is not an id
    if isinstance(value, int) and not isinstance(value, bool) and 0 < value <= LARGEST_ID:
        return value
    return None


def id_param(params, name: str) -> int:
    """The parameter ``name`` of ``params`` (``request.GET`` or ``request.POST``) as an id;
    `BadParameter` when it is missing or is not one."""
    number = id_value(params.get(name))
    if number is None:
        raise BadParameter(
            _("%(name)s must be a whole number from 1 to %(largest)s")
            % {"name": name, "largest": LARGEST_ID}
        )
    return number


def json_bad_parameters(view):
    """A JSON endpoint's `BadParameter` as JSON: 400 with ``{"error": message}``."""

    @functools.wraps(view)
    def answered(request, *args, **kwargs):
        try:
            return view(request, *args, **kwargs)
        except BadParameter as error:
            return JsonResponse({"error": str(error)}, status=400)

    return answered
