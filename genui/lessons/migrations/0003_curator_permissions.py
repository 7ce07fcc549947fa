"""Give the Curators group what curation needs: read every lesson, version, note and
job; change lessons (the review actions go through the services)."""

from django.contrib.auth.management import create_permissions
from django.db import migrations

CURATOR_PERMISSIONS = [
    ("lessons", "view_lesson"),
    ("lessons", "change_lesson"),
    ("lessons", "view_lessoninreview"),
    ("lessons", "change_lessoninreview"),
    ("lessons", "view_lessonversion"),
    ("lessons", "view_reviewnote"),
    ("generation", "view_generationjob"),
]


def grant(apps, schema_editor):
    # Permissions are normally created after all migrations: create them now.
    for app_config in apps.get_app_configs():
        app_config.models_module = True
        create_permissions(app_config, apps=apps, verbosity=0)
        app_config.models_module = None
    group = apps.get_model("auth", "Group").objects.get(name="Curators")
    permission = apps.get_model("auth", "Permission")
    for app_label, codename in CURATOR_PERMISSIONS:
        group.permissions.add(
            permission.objects.get(content_type__app_label=app_label, codename=codename)
        )


def revoke(apps, schema_editor):
    group = apps.get_model("auth", "Group").objects.filter(name="Curators").first()
    if group is not None:
        group.permissions.clear()


class Migration(migrations.Migration):
    dependencies = [
        ("lessons", "0002_lessoninreview"),
        ("accounts", "0002_role_groups"),
        ("generation", "0001_initial"),
    ]

    operations = [migrations.RunPython(grant, revoke)]
