"""The class view's websocket: a teacher's page of one of their classes hears when a record of
the class changes, and fetches its figures again (static/classroom/live.js).

Server messages: ``{"type": "record", "assignment": <id>}`` (a student of the class recorded
something in that lesson) or ``{"type": "record", "assignment": null}`` (a student's records
were deleted). The client sends nothing.
"""

from __future__ import annotations

from channels.db import database_sync_to_async

from genui.classroom.selectors import classroom_owned
from genui.classroom.services import classroom_group
from genui.core.websocket import JsonObjectConsumer


@database_sync_to_async
def _owned(user, classroom_id) -> bool:
    return classroom_owned(user=user, classroom_id=classroom_id) is not None


class ClassViewConsumer(JsonObjectConsumer):
    async def connect(self):
        user = self.scope.get("user")
        classroom_id = self.scope["url_route"]["kwargs"]["classroom_id"]
        if user is None or not user.is_authenticated:
            await self.close(code=4401)
            return
        if not await _owned(user, classroom_id):
            # the same answer for "missing" and "not yours"
            await self.close(code=4404)
            return
        self.group = classroom_group(classroom_id)
        await self.channel_layer.group_add(self.group, self.channel_name)
        await self.accept()

    async def disconnect(self, code):
        if getattr(self, "group", None):
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        await self.send_error("this socket only listens")

    async def class_record(self, event: dict) -> None:
        await self.send_json({"type": "record", "assignment": event["assignment"]})
