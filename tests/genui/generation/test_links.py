"""A done event reaches clients with the paths of what the job saved; other events as stored."""

from genui.generation.links import event_for_client

DONE = {"job": "j1", "seq": 9, "type": "done", "lesson": 4, "version": 7, "validation_ok": True}


def test_a_done_event_gets_the_paths_of_its_lesson_page_and_thumbnail():
    message = event_for_client({**DONE, "has_thumbnail": True})

    assert message == {
        **DONE,
        "lesson_url": "/studio/lessons/4/",
        "page_url": "/lessons/v/7/",
        "thumbnail_url": "/lessons/v/7/thumbnail.png",
    }


def test_a_version_without_a_thumbnail_has_no_thumbnail_path():
    stored = {**DONE, "has_thumbnail": False}

    message = event_for_client(stored)

    assert message["thumbnail_url"] is None and "has_thumbnail" not in message
    assert stored["has_thumbnail"] is False, "the stored event is left as it was"


def test_other_events_and_done_events_stored_with_their_paths_pass_unchanged():
    step = {"job": "j1", "seq": 3, "type": "step", "has_thumbnail": True}
    earlier = {**DONE, "lesson_url": "/studio/lessons/4/", "page_url": "/lessons/v/7/"}

    assert event_for_client(step) is step
    assert event_for_client(earlier) is earlier
