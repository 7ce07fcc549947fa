"""The tool's LTI endpoints (docs/lti.md): the public key set, OIDC login initiation, the
launch, and the pages a launch leads to.

An LMS shows the tool in a frame of its own page, on another site, where the browser may keep
no cookie of ours. So the pages after a launch carry a random handle in their URL (its data in
the cache, `genui.lti.services.handle_new`) rather than a cookie: a learner's lesson page and
its record endpoint, the deep linking picker. Only the login's state cookie is a cookie, as
pylti1p3 does it (SameSite=None; Secure over HTTPS); where the frame refuses it, pylti1p3's
check page offers to open the launch in a new window. An instructor's class view is a page
of the studio, which no other site may frame: the launch page opens it in a new tab, through
a one-time link that signs the teacher in there.
"""

from __future__ import annotations

import logging

from django.contrib.auth import login
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse, JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.crypto import salted_hmac
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_http_methods, require_POST
from pylti1p3.contrib.django import DjangoCacheDataStorage
from pylti1p3.exception import LtiException

from genui.classroom.models import Assignment, Student
from genui.classroom.services import record_posted
from genui.lessons.documents import lesson_document_response, version_page_render
from genui.lti import services
from genui.lti.cookies import ToolOIDCLogin
from genui.lti.deep_linking import deep_link_start
from genui.lti.keys import tool_jwks
from genui.lti.launch import message_launch
from genui.lti.models import LtiContext, Platform
from genui.lti.pages import framed, refused
from genui.lti.services import LaunchRefused
from genui.lti.tool_conf import PlatformToolConf, platform_find

log = logging.getLogger(__name__)


@require_GET
def jwks(request):
    """The tool's public keys: the signing key and the one before it."""
    response = JsonResponse(tool_jwks())
    response["Cache-Control"] = "public, max-age=300"
    response["Access-Control-Allow-Origin"] = "*"
    return response


@csrf_exempt
@require_http_methods(["GET", "POST"])
def oidc_login(request):
    """Third-party initiated login: the platform names itself; the tool answers with the
    platform's OIDC auth URL, a state (cookie) and a nonce. In a frame that keeps no cookie,
    pylti1p3's check page says so and opens the launch in a new window."""
    params = request.POST if request.method == "POST" else request.GET
    if platform_find(issuer=params.get("iss"), client_id=params.get("client_id")) is None:
        return refused(request, LtiException("This platform is not registered with the tool."))
    oidc = ToolOIDCLogin(request, PlatformToolConf(), launch_data_storage=DjangoCacheDataStorage())
    oidc.enable_check_cookies(
        main_msg=_("Your browser does not keep this tool's cookies inside the course page."),
        click_msg=_("Open the activity in a new window"),
        loading_msg=_("Loading…"),
    )
    try:
        response = oidc.redirect(request.build_absolute_uri(reverse("lti:launch")))
    except LtiException as error:
        return refused(request, error)
    if response.status_code == 200:
        # pylti1p3's cookie check page: its own inline script and style
        response["Content-Security-Policy"] = (
            "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
            "base-uri 'none'; form-action 'none'; frame-ancestors *"
        )
        response.xframe_options_exempt = True
    return response


def _role(launch) -> str:
    """The launching user's part in the course; the course's own roles decide before an
    institution's (a teacher of the school who takes a course as a learner is a learner)."""
    if (
        launch.check_teacher_access()
        or launch.check_teaching_assistant_access()
        or launch.check_designer_access()
    ):
        return "instructor"
    if launch.check_student_access():
        return "learner"
    if launch.check_staff_access():
        return "instructor"
    return ""


@csrf_exempt
@require_POST
def launch(request):
    """The platform's id_token, verified by pylti1p3 (state, signature by the platform's key
    set, audience = a registered client id, deployment, nonce once, expiry), then the
    resource link launch or the deep linking request."""
    try:
        tool_launch = message_launch(request)
        data = tool_launch.get_launch_data()
        platform = platform_find(issuer=data.get("iss"), client_id=tool_launch.get_client_id())
        role = _role(tool_launch)
        if tool_launch.is_deep_link_launch():
            return deep_link_start(request, platform=platform, launch=data, role=role)
        if not tool_launch.is_resource_launch():
            raise LaunchRefused(_("The tool takes resource link and deep linking launches."))
        if role == "instructor":
            return _instructor(request, platform, data)
        if role == "learner":
            return _learner(request, platform, data)
        raise LaunchRefused(_("This activity is for the course's instructors and learners."))
    except (LtiException, LaunchRefused, KeyError) as error:
        return refused(request, error, status=400 if not isinstance(error, LaunchRefused) else 403)


def _instructor(request, platform: Platform, data: dict):
    """Sign the teacher in (in a new tab) and show the course's class, at the activity's
    assignment when it has one."""
    user = services.instructor_user(platform=platform, launch=data)
    lti_context = services.context_ensure(platform=platform, launch=data, teacher=user)
    classroom = lti_context.classroom
    services.class_teacher_check(lti_context=lti_context, user=user)
    services.memberships_remember(lti_context=lti_context, launch=data)
    assignment = services.resource_link_assignment(lti_context=lti_context, launch=data)
    if assignment is not None:
        target = reverse("classroom:assignment", args=[classroom.pk, assignment.pk])
    else:
        target = reverse("classroom:class", args=[classroom.pk])
    handle = services.handle_new(kind="open", data={"user": user.pk, "url": target})
    context = {"classroom": classroom, "assignment": assignment, "handle": handle}
    return framed(request, render(request, "lti/instructor.html", context))


@require_http_methods(["GET", "POST"])
def open_class(request, handle: str):
    """The instructor's one-time link (two minutes), on the site's own tab: GET shows which
    account it signs in to and asks; the POST (CSRF-checked) signs them in and shows the class
    view. A link followed without a click (sent to another teacher, say) signs nobody in."""
    from genui.accounts.models import User

    data = (services.handle_take if request.method == "POST" else services.handle_get)(
        kind="open", handle=handle
    )
    user = data and User.objects.filter(pk=data["user"], is_active=True).first()
    if not user:
        return refused(
            request,
            LaunchRefused(_("This link was used or has expired. Launch again from the course.")),
            status=404,
        )
    if request.method == "GET":
        signed_in = request.user if request.user.is_authenticated else None
        context = {"teacher": user, "signed_in": signed_in if signed_in != user else None}
        return render(request, "lti/open.html", context)
    login(request, user, backend="django.contrib.auth.backends.ModelBackend")
    return redirect(data["url"])


def _learner(request, platform: Platform, data: dict):
    """The learner's lesson, recording as the class's pseudonymous student."""
    lti_context = services.context_of(platform=platform, launch=data)
    assignment = (
        services.resource_link_assignment(lti_context=lti_context, launch=data)
        if lti_context is not None
        else None
    )
    if assignment is None:
        raise LaunchRefused(
            _("Your teacher has not set this activity up yet: ask them to open it once.")
        )
    student = services.learner_student(
        platform=platform, classroom=lti_context.classroom, sub=data["sub"]
    )
    handle = services.handle_new(
        kind="learn",
        data={
            "platform": platform.pk,
            "student": student.pk,
            "assignment": assignment.pk,
            "sub": data["sub"],
            "ags": data.get(services.AGS_CLAIM) or {},
        },
    )
    return redirect("lti:learn", handle=handle)


def _learning(handle: str) -> tuple[dict, Student, Assignment]:
    data = services.handle_get(kind="learn", handle=handle)
    if data is None:
        raise Http404("no such launch")
    student = Student.objects.select_related("classroom").filter(pk=data["student"]).first()
    assignment = (
        Assignment.objects.select_related("lesson", "version", "classroom")
        .filter(pk=data["assignment"])
        .first()
    )
    if student is None or assignment is None or student.classroom_id != assignment.classroom_id:
        raise Http404("the student or the lesson is gone")
    return data, student, assignment


@require_GET
def learn(request, handle: str):
    """The page around the learner's lesson: it frames the sandboxed lesson and relays its
    records (static/classroom/lesson.js), to this launch's record endpoint."""
    try:
        _data, student, assignment = _learning(handle)
    except Http404:
        return refused(
            request,
            LaunchRefused(_("This lesson's launch has expired. Open it again from your course.")),
            status=404,
        )
    context = {
        "student": student,
        "assignment": assignment,
        "record_url": reverse("lti:record", args=[handle]),
        "page_url": reverse("lti:lesson-page", args=[handle]),
    }
    return framed(request, render(request, "lti/learn.html", context))


@require_GET
def lesson_page(request, handle: str):
    """The pinned version as a sandboxed lesson document, framed by the learner's page
    (which an LMS frames in turn: any ancestor may frame it)."""
    _data, student, assignment = _learning(handle)
    version = assignment.version
    # the quiz's order is seeded per student, with no cookie (the frame may keep none)
    seed = salted_hmac("genui.lti.seed", str(student.pk)).hexdigest()[:32]
    page = version_page_render(version, student=seed)
    response = lesson_document_response(
        page.html, policy=page.csp, frame_ancestors="*", runtime_only=True
    )
    response["Cache-Control"] = "private, no-store"
    return response


def _error(status: int, error: str) -> JsonResponse:
    return JsonResponse({"error": error}, status=status)


@csrf_exempt
@require_POST
def record(request, handle: str):
    """One message of the learner's lesson page (the classroom's protocol, docs/classroom.md):
    the launch's handle in the URL is the credential, no cookie (so no CSRF either: there is
    no ambient credential to ride). Once every question is answered, the score goes to the
    LMS (Submitted), and again once every story step is reached too (Completed)."""
    try:
        data, student, assignment = _learning(handle)
    except Http404:
        return _error(403, "no such launch")
    message, refused = record_posted(
        student=student,
        assignment=assignment,
        body=request.body,
        key=request.headers.get("Idempotency-Key", ""),
    )
    if refused is not None:
        return _error(*refused)
    if isinstance(message, dict) and message.get("kind") in ("answer", "step"):
        services.learner_passback(handle=handle, data=data, student=student, assignment=assignment)
    return HttpResponse(status=204)


@login_required
@require_GET
def roster(request, classroom_id: int):
    """The LMS course's members beside the class's pseudonymous students (LTI Names and
    Roles), for the class's teacher: read from the LMS when the page is opened, never
    stored, so the names are only ever on this page."""
    lti_context = (
        LtiContext.objects.select_related("classroom", "platform")
        .filter(classroom_id=classroom_id, classroom__teacher=request.user)
        .first()
    )
    if lti_context is None:
        raise Http404("no such LMS class")
    members, error = [], ""
    try:
        members = services.roster(lti_context)
    except services.RosterUnavailable as unavailable:
        error = str(unavailable)
    except Exception:
        log.exception("LTI Names and Roles of %s failed", lti_context.platform.issuer)
        error = _("The LMS did not give the course's roster. Try again in a moment.")
    learners = [member for member in members if member.role == "learner"]
    context = {
        "classroom": lti_context.classroom,
        "platform": lti_context.platform,
        "members": members,
        "learners": len(learners),
        "launched": sum(1 for member in learners if member.student is not None),
        "error": error,
    }
    response = render(request, "lti/roster.html", context)
    response["Cache-Control"] = "private, no-store"
    return response
