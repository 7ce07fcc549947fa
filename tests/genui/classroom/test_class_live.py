"""The class view's websocket: the class's teacher hears each record as it is kept; nobody
else can listen."""

import pytest
from asgiref.sync import sync_to_async
from channels.routing import URLRouter
from channels.testing import WebsocketCommunicator
from django.contrib.auth.models import AnonymousUser

from genui.accounts.services import user_create
from genui.classroom.services import record_message, student_delete, student_join
from genui.routing import websocket_routes
from tests.genui.classroom.support_classroom import make_class

pytestmark = [pytest.mark.asyncio, pytest.mark.django_db(transaction=True)]


async def listen(user, classroom_id, deployment: str = "embedded"):
    communicator = WebsocketCommunicator(
        URLRouter(websocket_routes(deployment)), f"/ws/studio/classes/{classroom_id}/"
    )
    communicator.scope["user"] = user
    connected, code = await communicator.connect()
    return communicator, connected, code


async def test_the_teacher_hears_each_record_of_their_class_as_it_is_kept(teacher):
    classroom, assignment = await sync_to_async(make_class)(teacher)
    student, _ = await sync_to_async(student_join)(classroom=classroom, display_name="Ada")
    communicator, connected, _ = await listen(teacher, classroom.pk, deployment="production")
    assert connected

    message = {"kind": "answer", "question": "q1", "choice": "The Sun"}
    await sync_to_async(record_message)(student=student, assignment=assignment, message=message)
    heard = await communicator.receive_json_from(timeout=5)
    await sync_to_async(student_delete)(student=student)
    deleted = await communicator.receive_json_from(timeout=5)

    assert heard == {"type": "record", "assignment": assignment.pk}
    assert deleted == {"type": "record", "assignment": None}
    await communicator.disconnect()


async def test_another_teacher_or_a_stranger_cannot_listen(teacher):
    classroom, _ = await sync_to_async(make_class)(teacher)
    other = await sync_to_async(user_create)(
        username="olga", password="pw-olga-12345", role="teacher"
    )

    _, connected, code = await listen(other, classroom.pk)
    assert not connected and code == 4404
    _, connected, code = await listen(AnonymousUser(), classroom.pk)
    assert not connected and code == 4401
