from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("lessons", "0004_lessonversion_text_report"),
    ]

    operations = [
        migrations.AddField(
            model_name="lessonversion",
            name="quiz_report",
            field=models.JSONField(blank=True, default=dict),
        ),
    ]
