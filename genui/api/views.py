"""The partner REST API, version 1 (under /api/v1/). Views translate HTTP to the
services and selectors and back; docs/api.md is the partner's guide."""

from __future__ import annotations

import re

from django.conf import settings
from django.http import Http404
from django.urls import reverse
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import (
    OpenApiParameter,
    OpenApiResponse,
    extend_schema,
    extend_schema_view,
)
from rest_framework import generics, serializers, status
from rest_framework.exceptions import NotFound
from rest_framework.pagination import CursorPagination
from rest_framework.response import Response
from rest_framework.views import APIView

from genui.api.models import ApiKey
from genui.api.negotiation import (
    EventStreamRenderer,
    HTMLPageRenderer,
    PNGRenderer,
    body_too_large_problem,
)
from genui.api.pages import embed_snippet, version_document_response
from genui.api.problems import (
    GenerationFinished,
    IdempotencyKeyReused,
    InvalidCursor,
    InvalidIdempotencyKey,
    InvalidLastEventId,
    ResultNotReady,
    TooManyActiveGenerations,
    TooManyStreams,
    problem_response,
)
from genui.api.schema import problems
from genui.api.selectors import (
    catalog_lesson_by_slug,
    catalog_lesson_get,
    catalog_lessons,
    partner_generation_get,
)
from genui.api.serializers import (
    EmbedSerializer,
    GenerationRequestSerializer,
    GenerationSerializer,
    LessonDetailSerializer,
    LessonFilterSerializer,
    LessonSerializer,
    TopicListSerializer,
)
from genui.api.services import (
    IdempotencyConflict,
    partner_generation_cancel,
    partner_generation_create,
)
from genui.api.stream import PartnerEventStream, job_event_stream, stream_slot_take
from genui.api.throttling import PartnerGenerationThrottle, PartnerKeyThrottle
from genui.core.params import id_value
from genui.generation.models import GenerationJob
from genui.generation.services import QueueFull
from genui.lessons.catalog import (
    catalog_thumbnail_slugs,
    catalog_topic_list,
    catalog_topics_learnt,
)

IDEMPOTENCY_KEY = re.compile(r"^[\x21-\x7e]{1,255}$")
LAST_EVENT_ID = re.compile(r"^\d{1,9}$")
GENERATIONS = ["generations"]
CATALOG = ["catalog"]
TOPICS = ["topics"]


class PartnerApiView(APIView):
    """Every partner endpoint: a Bearer key with ``required_scope``, the key's rate
    limit, and oversized bodies refused before authentication or parsing."""

    required_scope: str | None = None
    throttle_classes = [PartnerKeyThrottle]

    def initial(self, request, *args, **kwargs):
        if problem := body_too_large_problem(request):
            raise problem
        super().initial(request, *args, **kwargs)

    def generation_or_404(self, job_id):
        generation = partner_generation_get(partner=self.request.auth.partner, job_id=job_id)
        if generation is None:
            raise Http404("no such generation")
        return generation


GENERATION_ID = OpenApiParameter(
    "job_id", OpenApiTypes.UUID, OpenApiParameter.PATH, description="The generation's id."
)


class GenerationCreateView(PartnerApiView):
    required_scope = ApiKey.Scope.GENERATE
    throttle_classes = [PartnerKeyThrottle, PartnerGenerationThrottle]

    @extend_schema(
        operation_id="generations_create",
        tags=GENERATIONS,
        summary="Start a generation",
        description="Queues a lesson generation and answers at once with the job (202). "
        "Follow it with GET, the event stream, or a webhook to `callback_url`. An account "
        "with `GENUI_ACTIVE_JOBS_PER_PARTNER` generations queued or running (all its keys "
        "together) gets 429 `too_many_active_generations` with `Retry-After`.",
        request=GenerationRequestSerializer,
        parameters=[
            OpenApiParameter(
                "Idempotency-Key",
                str,
                OpenApiParameter.HEADER,
                description="Any 1-255 printable ASCII characters. Repeating a request "
                "with the same key and body returns the first job; another body is a 409.",
                pattern=IDEMPOTENCY_KEY.pattern,
            )
        ],
        responses={202: GenerationSerializer, **problems(400, 401, 403, 409, 413, 415, 429)},
    )
    def post(self, request):
        idempotency_key = request.headers.get("Idempotency-Key")
        # present but empty is as wrong as any other value outside the pattern
        if idempotency_key is not None and not IDEMPOTENCY_KEY.match(idempotency_key):
            raise InvalidIdempotencyKey("use 1 to 255 printable ASCII characters, no spaces")
        incoming = GenerationRequestSerializer(data=request.data)
        incoming.is_valid(raise_exception=True)
        try:
            generation, created = partner_generation_create(
                api_key=request.auth,
                request=dict(incoming.validated_data),
                base_url=request.build_absolute_uri("/"),
                idempotency_key=idempotency_key or "",
            )
        except IdempotencyConflict as conflict:
            raise IdempotencyKeyReused(str(conflict)) from None
        except QueueFull as full:
            raise TooManyActiveGenerations(str(full), retry_after=full.retry_after) from None
        body = GenerationSerializer(generation).data
        headers = {"Location": body["urls"]["self"]}
        if not created:
            headers["Idempotent-Replayed"] = "true"
        return Response(body, status=status.HTTP_202_ACCEPTED, headers=headers)


class GenerationView(PartnerApiView):
    required_scope = ApiKey.Scope.GENERATE

    @extend_schema(
        operation_id="generations_retrieve",
        tags=GENERATIONS,
        summary="A generation's status, progress and result",
        description="`result` is set once the job succeeded: the lesson version, its "
        "validation report and its page.",
        parameters=[GENERATION_ID],
        responses={200: GenerationSerializer, **problems(401, 403, 404, 429)},
    )
    def get(self, request, job_id):
        return Response(GenerationSerializer(self.generation_or_404(job_id)).data)

    @extend_schema(
        operation_id="generations_cancel",
        tags=GENERATIONS,
        summary="Cancel a generation",
        description="200 when the job is cancelled (at once when it was queued), 202 when "
        "a running job will stop at its worker's next step, 409 when it already finished.",
        parameters=[GENERATION_ID],
        responses={
            200: GenerationSerializer,
            202: GenerationSerializer,
            **problems(401, 403, 404, 409, 429),
        },
    )
    def delete(self, request, job_id):
        generation = self.generation_or_404(job_id)
        job = partner_generation_cancel(generation=generation)
        if job.status == GenerationJob.Status.CANCELLED:
            return Response(GenerationSerializer(generation).data)
        if job.finished:
            raise GenerationFinished(f"the generation already {job.status}")
        return Response(GenerationSerializer(generation).data, status=status.HTTP_202_ACCEPTED)


class GenerationEventsView(PartnerApiView):
    """Authentication, scope and rate limit run like any view's; the response is an
    async stream (``genui.api.stream``) that holds no thread while it waits."""

    required_scope = ApiKey.Scope.GENERATE
    renderer_classes = [EventStreamRenderer]

    @extend_schema(
        operation_id="generations_events",
        tags=GENERATIONS,
        summary="Follow a generation's events (Server-Sent Events)",
        description="Each event's `id` is its sequence number, `event` its type and `data` "
        "the JSON the studio websocket sends. Reconnect with `Last-Event-ID` to resume. "
        "The stream ends after the terminal event (done, failed or cancelled).",
        parameters=[
            GENERATION_ID,
            OpenApiParameter(
                "Last-Event-ID",
                str,
                OpenApiParameter.HEADER,
                description="Resume after this sequence number (a non-negative integer).",
                pattern=LAST_EVENT_ID.pattern,
            ),
        ],
        responses={
            (200, "text/event-stream"): OpenApiResponse(OpenApiTypes.STR),
            **problems(400, 401, 403, 404, 406, 429),
        },
    )
    def get(self, request, job_id):
        generation = self.generation_or_404(job_id)
        raw = request.headers.get("Last-Event-ID", "").strip() or "0"
        if not LAST_EVENT_ID.match(raw):
            raise InvalidLastEventId("Last-Event-ID must be a non-negative integer")
        slot = stream_slot_take(request.auth.partner_id)
        if slot is None:
            raise TooManyStreams(
                f"this account already has {settings.API_SSE_STREAMS_PER_PARTNER} event "
                "streams open, the most it may: close one, or poll the generation instead",
                retry_after=settings.API_SSE_POLL_RETRY_SECONDS,
            )
        response = PartnerEventStream(
            job_event_stream(generation.job_id, after=int(raw), slot=slot),
            slot=slot,
            content_type="text/event-stream; charset=utf-8",
        )
        response["Cache-Control"] = "no-cache"
        # Proxies such as nginx must pass events on at once.
        response["X-Accel-Buffering"] = "no"
        return response


class GenerationPageView(PartnerApiView):
    required_scope = ApiKey.Scope.GENERATE
    renderer_classes = [HTMLPageRenderer]

    @extend_schema(
        operation_id="generations_page",
        tags=GENERATIONS,
        summary="The generated lesson page (self-contained HTML)",
        description="One HTML file with the lesson runtime and three.js inlined: it works "
        "offline. 409 until the generation succeeded.",
        parameters=[GENERATION_ID],
        responses={
            (200, "text/html"): OpenApiResponse(OpenApiTypes.STR),
            **problems(401, 403, 404, 406, 409, 429),
        },
    )
    def get(self, request, job_id):
        job = self.generation_or_404(job_id).job
        if job.status != GenerationJob.Status.SUCCEEDED or job.result_version is None:
            raise ResultNotReady(f"the generation is {job.status}: no page yet")
        return version_document_response(job.result_version, framable=False)


class GenerationThumbnailView(PartnerApiView):
    required_scope = ApiKey.Scope.GENERATE
    renderer_classes = [PNGRenderer]

    @extend_schema(
        operation_id="generations_thumbnail",
        tags=GENERATIONS,
        summary="A thumbnail of the generated lesson page (PNG)",
        description="The page as the validator saw it. 409 until the generation succeeded; "
        "404 when the page has no thumbnail (``result.urls.thumbnail`` is null then).",
        parameters=[GENERATION_ID],
        responses={
            (200, "image/png"): OpenApiResponse(OpenApiTypes.BINARY),
            **problems(401, 403, 404, 406, 409, 429),
        },
    )
    def get(self, request, job_id):
        job = self.generation_or_404(job_id).job
        if job.status != GenerationJob.Status.SUCCEEDED or job.result_version is None:
            raise ResultNotReady(f"the generation is {job.status}: no thumbnail yet")
        png = job.result_version.thumbnail_png
        if not png:
            raise NotFound("this page has no thumbnail")
        response = Response(bytes(png), content_type="image/png")
        response["Cache-Control"] = "private, max-age=86400"
        return response


class CatalogCursorPagination(CursorPagination):
    ordering = "-id"
    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100

    def get_page_size(self, request):
        """``page_size`` when given: a whole number from 1 to ``max_page_size``, or a 400
        (DRF would quietly use the default for ``abc``, ``1e-12`` or ``0``)."""
        text = request.query_params.get(self.page_size_query_param)
        if text is None:
            return self.page_size
        size = id_value(text)
        if size is None or size > self.max_page_size:
            raise serializers.ValidationError(
                {"page_size": [f"a whole number from 1 to {self.max_page_size}"]}
            )
        return size

    def get_schema_operation_parameters(self, view):
        parameters = super().get_schema_operation_parameters(view)
        for parameter in parameters:
            if parameter["name"] == self.page_size_query_param:
                parameter["schema"].update(minimum=1, maximum=self.max_page_size)
        return parameters

    def decode_cursor(self, request):
        try:
            return super().decode_cursor(request)
        except NotFound:
            raise InvalidCursor("the cursor is not one this API gave out") from None


@extend_schema_view(
    get=extend_schema(
        operation_id="lessons_list",
        tags=CATALOG,
        summary="The published catalog",
        description="Newest first. Follow `next` to page; a cursor stays valid while "
        "lessons are published, without repeating or skipping one.",
        parameters=[LessonFilterSerializer],
        responses={200: LessonSerializer(many=True), **problems(400, 401, 403, 429)},
    )
)
class LessonListView(PartnerApiView, generics.ListAPIView):
    required_scope = ApiKey.Scope.CATALOG_READ
    serializer_class = LessonSerializer
    pagination_class = CatalogCursorPagination

    def get_queryset(self):
        filters = LessonFilterSerializer(data=self.request.query_params)
        filters.is_valid(raise_exception=True)
        data = filters.validated_data
        return catalog_lessons(
            subject=data.get("subject", ""),
            grade=data.get("grade", ""),
            language=data.get("language", ""),
            search=data.get("q", ""),
        )


LESSON_ID = OpenApiParameter(
    "lesson_id", OpenApiTypes.INT, OpenApiParameter.PATH, description="The lesson's id."
)


class CatalogLessonView(PartnerApiView):
    required_scope = ApiKey.Scope.CATALOG_READ

    def lesson_or_404(self, lesson_id: int):
        lesson = catalog_lesson_get(lesson_id=lesson_id)
        if lesson is None:
            raise Http404("no such published lesson")
        return lesson


class LessonView(CatalogLessonView):
    @extend_schema(
        operation_id="lessons_retrieve",
        tags=CATALOG,
        summary="A published lesson",
        description="404 for any lesson that is not published.",
        parameters=[LESSON_ID],
        responses={200: LessonDetailSerializer, **problems(401, 403, 404, 429)},
    )
    def get(self, request, lesson_id: int):
        lesson = self.lesson_or_404(lesson_id)
        return Response(LessonDetailSerializer(lesson, context={"request": request}).data)


class LessonPageView(CatalogLessonView):
    renderer_classes = [HTMLPageRenderer]

    @extend_schema(
        operation_id="lessons_page",
        tags=CATALOG,
        summary="A published lesson's page (self-contained HTML)",
        description="One HTML file with the lesson runtime and three.js inlined.",
        parameters=[LESSON_ID],
        responses={
            (200, "text/html"): OpenApiResponse(OpenApiTypes.STR),
            **problems(401, 403, 404, 406, 429),
        },
    )
    def get(self, request, lesson_id: int):
        lesson = self.lesson_or_404(lesson_id)
        return version_document_response(lesson.current_version, framable=False)


class LessonEmbedView(CatalogLessonView):
    @extend_schema(
        operation_id="lessons_embed",
        tags=CATALOG,
        summary="A published lesson's embed snippet (sandboxed iframe)",
        description="`html` frames the lesson's public embed page in "
        '`<iframe sandbox="allow-scripts">`: it runs with an opaque origin, away from '
        "your page and its cookies.",
        parameters=[LESSON_ID],
        responses={200: EmbedSerializer, **problems(401, 403, 404, 429)},
    )
    def get(self, request, lesson_id: int):
        lesson = self.lesson_or_404(lesson_id)
        url = request.build_absolute_uri(reverse("api:embed-page", args=[lesson.share_slug]))
        snippet = embed_snippet(url=url, title=lesson.title)
        return Response({"html": snippet, "url": url, "title": lesson.title})


class TopicListView(PartnerApiView):
    """Any key may read the topics, whatever its scopes."""

    @extend_schema(
        operation_id="topics_list",
        tags=TOPICS,
        summary="The topic catalog",
        description="Every topic of the catalog, by subject: its titles and names in English "
        "and Chinese, its grades and languages, its demo pages, and whether the demo model "
        "writes it (`learnt`: false for a topic added after it was trained). A "
        "generation asked for with one of a topic's names writes that topic's lesson; one the "
        "model refuses fails with `topic_unknown` and offers some of these topics instead. "
        "Any key may read it, whatever its scopes.",
        responses={200: TopicListSerializer, **problems(401, 429)},
    )
    def get(self, request):
        topics = catalog_topic_list()
        context = {
            "request": request,
            "thumbnails": catalog_thumbnail_slugs(),
            "learnt": catalog_topics_learnt(),
        }
        body = TopicListSerializer({"count": len(topics), "results": topics}, context=context)
        return Response(body.data)


@csrf_exempt
@require_GET
def embed_page(request, slug: str):
    """The page an embed snippet frames: public like the share page (a published
    lesson only), framable by any site, sandboxed by the snippet and its policy."""
    lesson = catalog_lesson_by_slug(slug=slug)
    if lesson is None:
        return problem_response(
            status=404, code="not_found", detail="no such published lesson", instance=request.path
        )
    return version_document_response(lesson.current_version, framable=True)


@csrf_exempt
def not_found(request, path: str = ""):
    """Unknown paths under /api/v1/ answer in the API's own error format, whatever the
    method (no CSRF page either: API clients send no cookies)."""
    return problem_response(
        status=404, code="not_found", detail="no such API endpoint", instance=request.path
    )
