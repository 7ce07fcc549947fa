"""``{% review_queue_notice %}``: for a curator, how many lessons wait for review, with a link
to the queue. On the studio's library (where a curator lands after signing in) and on the
admin's home."""

from django import template
from django.urls import reverse

from genui.lessons.selectors import lesson_review_queue_count

register = template.Library()


@register.inclusion_tag("lessons/_review_queue_notice.html", takes_context=True)
def review_queue_notice(context) -> dict:
    request = context.get("request")
    user = getattr(request, "user", None)
    if not getattr(user, "is_curator", False):
        return {"waiting": 0}
    return {
        "waiting": lesson_review_queue_count(),
        "queue_url": reverse("admin:lessons_lessoninreview_changelist"),
    }
