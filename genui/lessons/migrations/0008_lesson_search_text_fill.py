"""Fill ``Lesson.search_text`` for the lessons made before it, and on PostgreSQL index its
English full-text vector: the expression `genui.lessons.search.lessons_matching` queries."""

from django.db import migrations

INDEX = "lessons_lesson_search_english"
CREATE_INDEX = (
    f"CREATE INDEX IF NOT EXISTS {INDEX} ON lessons_lesson "
    "USING gin (to_tsvector('english'::regconfig, COALESCE(search_text, '')))"
)


def fill(apps, schema_editor):
    from genui.lessons.search import search_text

    Lesson = apps.get_model("lessons", "Lesson")
    for lesson in Lesson.objects.select_related("current_version").iterator():
        version = lesson.current_version
        lesson.search_text = search_text(
            title=lesson.title, content=version.content if version else ""
        )
        lesson.save(update_fields=["search_text"])


def index(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(CREATE_INDEX)


def unindex(apps, schema_editor):
    if schema_editor.connection.vendor == "postgresql":
        schema_editor.execute(f"DROP INDEX IF EXISTS {INDEX}")


class Migration(migrations.Migration):
    dependencies = [
        ("lessons", "0007_lesson_remixed_from_search_text"),
    ]

    operations = [
        migrations.RunPython(fill, migrations.RunPython.noop),
        migrations.RunPython(index, unindex),
    ]
