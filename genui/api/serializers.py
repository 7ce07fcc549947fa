"""What the API reads and writes. Serializers only translate: checks that matter
beyond types (prompt rules, callback URLs) are the services' and are reused here.

``generation_representation`` is the one description of a generation: the GET
response and the ``data`` of its webhooks are the same document.
"""

from __future__ import annotations

from django.core.validators import RegexValidator
from django.urls import reverse
from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from genui.api.models import PartnerGeneration
from genui.api.selectors import generation_error_details, generation_progress
from genui.generation.models import MAX_PROMPT_CHARS, GenerationJob
from genui.generation.selectors import generation_queue_position
from genui.generation.services import (
    MODE_NOT_GENERATED,
    PROMPT_MISSING,
    generation_request_errors,
)
from genui.lessons.models import Grade, Language, Lesson, LessonVersion, Subject


def absolute(base_url: str, path: str) -> str:
    return base_url.rstrip("/") + path


class StrictCharField(serializers.CharField):
    """A string, and only a string: DRF's CharField turns a JSON number or boolean into its
    text, which the schema (``type: string``) does not allow."""

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class GenerationRequestSerializer(serializers.Serializer):
    prompt = StrictCharField(
        max_length=MAX_PROMPT_CHARS,
        trim_whitespace=False,
        # in the schema as its pattern: a prompt of only spaces is refused (400) like an empty one
        validators=[RegexValidator(r"\S", message=PROMPT_MISSING)],
        help_text="What the lesson should teach, in the lesson's language.",
    )
    subject = serializers.ChoiceField(choices=Subject.choices)
    grade = serializers.ChoiceField(choices=Grade.choices)
    language = serializers.ChoiceField(choices=Language.choices)
    mode = serializers.ChoiceField(
        choices=[(LessonVersion.Kind.MARKUP, LessonVersion.Kind.MARKUP.label)],
        default=LessonVersion.Kind.MARKUP,
        help_text="markup (the lesson runtime's elements), the only mode generated.",
        error_messages={"invalid_choice": MODE_NOT_GENERATED},
    )
    callback_url = serializers.URLField(
        max_length=2000,
        required=False,
        default="",
        allow_blank=True,
        help_text="Receives a signed POST when the job succeeds, fails or is cancelled.",
    )

    def validate(self, attrs: dict) -> dict:
        errors = generation_request_errors(
            prompt=attrs["prompt"],
            subject=attrs["subject"],
            grade=attrs["grade"],
            language=attrs["language"],
            mode=attrs["mode"],
        )
        if errors:
            raise serializers.ValidationError(errors)
        return attrs


class ProgressSerializer(serializers.Serializer):
    fraction = serializers.FloatField(min_value=0, max_value=1)
    phase = serializers.ChoiceField(
        choices=["queued", "generating", "validating", *(s.value for s in GenerationJob.FINISHED)]
    )


class ResultVersionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    number = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=LessonVersion.Kind.choices)
    model_id = serializers.CharField()
    validation_passed = serializers.BooleanField(allow_null=True)
    validation_report = serializers.JSONField()
    text_report = serializers.JSONField(
        help_text="The text checks: markup fragments, wrong script, repetition, non-words."
    )
    created_at = serializers.DateTimeField()


class ResultUrlsSerializer(serializers.Serializer):
    page = serializers.URLField(help_text="The lesson page as one self-contained HTML file.")
    thumbnail = serializers.URLField(allow_null=True)


class ResultSerializer(serializers.Serializer):
    lesson_id = serializers.IntegerField()
    title = serializers.CharField()
    version = ResultVersionSerializer()
    urls = ResultUrlsSerializer()


class GenerationUrlsSerializer(serializers.Serializer):
    self = serializers.URLField()
    events = serializers.URLField(help_text="Server-Sent Events of this job.")


class CandidateTopicSerializer(serializers.Serializer):
    slug = serializers.CharField(help_text="The topic's slug, as `GET /topics` lists it.")
    en = serializers.CharField(help_text="Its name in English: ask again with it.")
    zh = serializers.CharField(help_text="Its name in Chinese: ask again with it.")


class ErrorDetailsSerializer(serializers.Serializer):
    """What a failed generation's ``failed`` event says beyond its error and code."""

    verdict = serializers.ChoiceField(
        choices=[
            ("outside", "no catalog topic answers the request"),
            ("unsure", "the request is for a catalog topic, but the model cannot tell which"),
            ("unlearnt", "the request is for a catalog topic the demo model has not learnt"),
        ],
        required=False,
        help_text="topic_unknown only: `outside` when no topic of the catalog answers the "
        "request, `unsure` when the model takes it for a catalog topic but cannot tell which "
        "(offer `nearest_topics` as a choice: which of these did you mean?), `unlearnt` when "
        "it asks for `topic`, a catalog topic added after the demo model was trained (its "
        "catalog lesson is there; the model cannot write it).",
    )
    topic = CandidateTopicSerializer(
        required=False,
        help_text="topic_unknown with verdict `unlearnt` only: the topic asked for.",
    )
    nearest_topics = CandidateTopicSerializer(
        many=True,
        required=False,
        help_text="topic_unknown only: the candidate topics, best first. Asking again with "
        "one's name (in the lesson's language) at the same grade and language writes it.",
    )


class GenerationSerializer(serializers.Serializer):
    id = serializers.UUIDField(source="job.pk")
    status = serializers.ChoiceField(source="job.status", choices=GenerationJob.Status.choices)
    cancel_requested = serializers.BooleanField(source="job.cancel_requested")
    prompt = serializers.CharField(source="job.prompt")
    subject = serializers.ChoiceField(source="job.subject", choices=Subject.choices)
    grade = serializers.ChoiceField(source="job.grade", choices=Grade.choices)
    language = serializers.ChoiceField(source="job.language", choices=Language.choices)
    mode = serializers.ChoiceField(source="job.mode", choices=LessonVersion.Kind.choices)
    callback_url = serializers.CharField(allow_blank=True)
    queue_position = serializers.SerializerMethodField(
        help_text="1 for the next job a worker takes; 0 once the job is no longer queued."
    )
    progress = serializers.SerializerMethodField()
    last_event_id = serializers.IntegerField(
        source="job.last_seq", help_text="Sequence number of the job's latest event."
    )
    error = serializers.CharField(source="job.error", allow_blank=True)
    error_code = serializers.ChoiceField(
        source="job.error_code",
        choices=GenerationJob.ErrorCode.choices,
        allow_blank=True,
        help_text="Why a failed job failed (stable: branch on it); empty unless failed.",
    )
    error_details = serializers.SerializerMethodField(
        help_text="A failed job's details (null unless failed): for topic_unknown, `verdict` "
        "(outside, unsure or unlearnt, with its `topic`) and `nearest_topics` (slug, en, zh), "
        "the candidates to offer; for generation_failed, the checks' findings."
    )
    created_at = serializers.DateTimeField(source="job.created_at")
    started_at = serializers.DateTimeField(source="job.started_at", allow_null=True)
    finished_at = serializers.DateTimeField(source="job.finished_at", allow_null=True)
    result = serializers.SerializerMethodField()
    urls = serializers.SerializerMethodField()

    def get_queue_position(self, generation: PartnerGeneration) -> int:
        return generation_queue_position(job=generation.job)

    @extend_schema_field(ProgressSerializer)
    def get_progress(self, generation: PartnerGeneration) -> dict:
        return generation_progress(job=generation.job)

    @extend_schema_field(ErrorDetailsSerializer(allow_null=True))
    def get_error_details(self, generation: PartnerGeneration) -> dict | None:
        return generation_error_details(job=generation.job)

    @extend_schema_field(ResultSerializer(allow_null=True))
    def get_result(self, generation: PartnerGeneration) -> dict | None:
        job = generation.job
        version = job.result_version
        if job.status != GenerationJob.Status.SUCCEEDED or version is None:
            return None
        base = generation.base_url
        thumbnail = reverse("api:generation-thumbnail", args=[job.pk])
        return {
            "lesson_id": version.lesson_id,
            "title": version.lesson.title,
            "version": ResultVersionSerializer(version).data,
            "urls": {
                "page": absolute(base, reverse("api:generation-page", args=[job.pk])),
                "thumbnail": absolute(base, thumbnail) if version.thumbnail_png else None,
            },
        }

    @extend_schema_field(GenerationUrlsSerializer)
    def get_urls(self, generation: PartnerGeneration) -> dict:
        base, job_id = generation.base_url, generation.job_id
        return {
            "self": absolute(base, reverse("api:generation", args=[job_id])),
            "events": absolute(base, reverse("api:generation-events", args=[job_id])),
        }


def generation_representation(generation: PartnerGeneration) -> dict:
    return dict(GenerationSerializer(generation).data)


class LessonFilterSerializer(serializers.Serializer):
    # empty, as a form sends it, is no filter (allow_blank puts "" in the schema's enum)
    subject = serializers.ChoiceField(choices=Subject.choices, required=False, allow_blank=True)
    grade = serializers.ChoiceField(choices=Grade.choices, required=False, allow_blank=True)
    language = serializers.ChoiceField(choices=Language.choices, required=False, allow_blank=True)
    q = serializers.CharField(
        max_length=200, required=False, allow_blank=True, help_text="Words of the title."
    )


class LessonVersionSerializer(serializers.Serializer):
    number = serializers.IntegerField()
    kind = serializers.ChoiceField(choices=LessonVersion.Kind.choices)
    validation_passed = serializers.BooleanField(allow_null=True)
    created_at = serializers.DateTimeField()


class LessonUrlsSerializer(serializers.Serializer):
    self = serializers.URLField()
    page = serializers.URLField(help_text="The page as one self-contained HTML file.")
    embed = serializers.URLField(help_text="The embed snippet (a sandboxed iframe).")
    share = serializers.URLField(help_text="The public page for students.")
    thumbnail = serializers.URLField(allow_null=True)


class LessonSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    title = serializers.CharField()
    subject = serializers.ChoiceField(choices=Subject.choices)
    grade = serializers.ChoiceField(choices=Grade.choices)
    language = serializers.ChoiceField(choices=Language.choices)
    version = LessonVersionSerializer(source="current_version")
    updated_at = serializers.DateTimeField()
    urls = serializers.SerializerMethodField()

    @extend_schema_field(LessonUrlsSerializer)
    def get_urls(self, lesson: Lesson) -> dict:
        url = self.context["request"].build_absolute_uri
        version = lesson.current_version
        has_thumbnail = getattr(lesson, "has_thumbnail", None)
        if has_thumbnail is None:
            has_thumbnail = bool(version.thumbnail_png)
        thumbnail = reverse("lessons:version-thumbnail", args=[version.pk])
        return {
            "self": url(reverse("api:lesson", args=[lesson.pk])),
            "page": url(reverse("api:lesson-page", args=[lesson.pk])),
            "embed": url(reverse("api:lesson-embed", args=[lesson.pk])),
            "share": url(reverse("lessons:public", args=[lesson.share_slug])),
            "thumbnail": url(thumbnail) if has_thumbnail else None,
        }


class LessonDetailSerializer(LessonSerializer):
    validation_report = serializers.JSONField(source="current_version.validation_report")
    text_report = serializers.JSONField(source="current_version.text_report")


class EmbedSerializer(serializers.Serializer):
    html = serializers.CharField(help_text="Paste into your page: a sandboxed iframe.")
    url = serializers.URLField(help_text="The framable page itself.")
    title = serializers.CharField()


class TopicTextSerializer(serializers.Serializer):
    en = serializers.CharField()
    zh = serializers.CharField()


class TopicNamesSerializer(serializers.Serializer):
    en = serializers.ListField(child=serializers.CharField())
    zh = serializers.ListField(child=serializers.CharField())


class TopicDemoUrlsSerializer(serializers.Serializer):
    en = serializers.URLField()
    zh = serializers.URLField()


class TopicUrlsSerializer(serializers.Serializer):
    demo = TopicDemoUrlsSerializer(
        help_text="The topic's demo lesson page in each language (public; add `?grade=primary`, "
        "`middle` or `high`; middle by default)."
    )
    thumbnail = serializers.URLField(
        allow_null=True, help_text="A PNG of its 3D scene (public); null until rendered."
    )


class TopicSerializer(serializers.Serializer):
    """A topic of the catalog (`genui.lessons.catalog.CatalogTopic`)."""

    slug = serializers.CharField()
    subject = serializers.ChoiceField(
        choices=Subject.choices, help_text="Every subject but `general`: the topic's own."
    )
    title = TopicTextSerializer(help_text="The lesson's title in English and Chinese.")
    names = TopicNamesSerializer(
        help_text="What teachers call the topic in each language, the canonical name first: "
        "a generation asked for with one of them writes this topic's lesson."
    )
    grades = serializers.ListField(child=serializers.ChoiceField(choices=Grade.choices))
    languages = serializers.ListField(child=serializers.ChoiceField(choices=Language.choices))
    learnt = serializers.SerializerMethodField(
        help_text="Whether the demo model writes this topic's lesson. False for a topic added "
        "to the catalog after it was trained: its demo pages work, and a generation asked for "
        "it fails with `topic_unknown`, verdict `unlearnt`."
    )
    urls = serializers.SerializerMethodField()

    def get_learnt(self, topic) -> bool:
        learnt = self.context.get("learnt")
        return learnt is None or topic.slug in learnt

    @extend_schema_field(TopicUrlsSerializer)
    def get_urls(self, topic) -> dict:
        url = self.context["request"].build_absolute_uri
        thumbnail = reverse("lessons:demo-thumbnail", args=[topic.slug])
        return {
            "demo": {
                language: url(reverse("lessons:demo-page", args=[topic.slug, language]))
                for language in topic.languages
            },
            "thumbnail": url(thumbnail) if topic.slug in self.context["thumbnails"] else None,
        }


class TopicListSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    results = TopicSerializer(many=True)
