"""The user model. Teachers and curators are users in the groups of those names;
curators are staff (they work in the admin) without superuser rights."""

from django.contrib.auth.models import AbstractUser
from django.db import models

TEACHERS_GROUP = "Teachers"
CURATORS_GROUP = "Curators"

# What curation needs: read every lesson, version, note and job; change lessons (the
# review actions go through the services). The migration that first granted these
# (lessons 0003) keeps its own frozen copy; a test holds the two equal.
CURATOR_PERMISSIONS = (
    ("lessons", "view_lesson"),
    ("lessons", "change_lesson"),
    ("lessons", "view_lessoninreview"),
    ("lessons", "change_lessoninreview"),
    ("lessons", "view_lessonversion"),
    ("lessons", "view_reviewnote"),
    ("generation", "view_generationjob"),
    # the Partner API section: partners and their keys (created, revoked, rotated), the
    # webhook delivery log (a delivery sent again) and the partners' generations
    ("api", "view_partneraccount"),
    ("api", "add_partneraccount"),
    ("api", "change_partneraccount"),
    ("api", "view_apikey"),
    ("api", "add_apikey"),
    ("api", "change_apikey"),
    ("api", "view_webhookdelivery"),
    ("api", "change_webhookdelivery"),
    ("api", "view_webhookattempt"),
    ("api", "view_partnergeneration"),
)


class User(AbstractUser):
    display_name = models.CharField(max_length=150, blank=True)

    def __str__(self) -> str:
        return self.display_name or self.get_username()

    @property
    def is_curator(self) -> bool:
        if not self.is_active or not self.is_staff:
            return False
        return self.is_superuser or self.groups.filter(name=CURATORS_GROUP).exists()

    @property
    def is_teacher(self) -> bool:
        return self.groups.filter(name=TEACHERS_GROUP).exists()
