"""The links of a job's ``done`` event, added where the event leaves for a client.

Services store what happened and build no URLs: a finished job's ``done`` event holds
the ids of the lesson and the version the worker saved, and whether the version has a
thumbnail. The studio websocket (`genui.studio.consumers`) and the partner API's event
stream (`genui.api.stream`) send every event through `event_for_client`, which gives a
``done`` event the paths of the lesson's studio page, the version's page and its
thumbnail.
"""

from __future__ import annotations

from django.urls import reverse


def event_for_client(message: dict) -> dict:
    """A job event as clients receive it: a ``done`` event with ``lesson_url``,
    ``page_url`` and ``thumbnail_url`` (None without a thumbnail) in place of
    ``has_thumbnail``; every other event as it is."""
    # A done event stored before the paths left the services holds them already.
    if message["type"] != "done" or "has_thumbnail" not in message:
        return message
    fields = {key: value for key, value in message.items() if key != "has_thumbnail"}
    version = message["version"]
    thumbnail = reverse("lessons:version-thumbnail", args=[version])
    return {
        **fields,
        "lesson_url": reverse("studio:lesson", args=[message["lesson"]]),
        "page_url": reverse("lessons:version-page", args=[version]),
        "thumbnail_url": thumbnail if message["has_thumbnail"] else None,
    }
