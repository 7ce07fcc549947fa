"""Create the Teachers and Curators groups. Later apps add their permissions to the
Curators group in their own migrations."""

from django.db import migrations

GROUPS = ("Teachers", "Curators")


def create_groups(apps, schema_editor):
    group_model = apps.get_model("auth", "Group")
    for name in GROUPS:
        group_model.objects.get_or_create(name=name)


def delete_groups(apps, schema_editor):
    apps.get_model("auth", "Group").objects.filter(name__in=GROUPS).delete()


class Migration(migrations.Migration):
    dependencies = [
        ("accounts", "0001_initial"),
        ("auth", "0012_alter_user_first_name_max_length"),
    ]

    operations = [migrations.RunPython(create_groups, delete_groups)]
