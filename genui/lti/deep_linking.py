"""Deep Linking 2.0: an instructor in the LMS adds an activity, the LMS launches the tool's
picker, the teacher picks one of their lessons or a published one, and the tool answers with
a signed LtiDeepLinkingResponse that holds one LTI resource link: the tool's launch URL, the
lesson version as a signed custom parameter, and a line item for the quiz's score. The
activity's first launch makes it an assignment of the course's class
(`services.resource_link_assignment`)."""

from __future__ import annotations

import urllib.parse

from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods
from pylti1p3.deep_link import DeepLink
from pylti1p3.deep_link_resource import DeepLinkResource
from pylti1p3.lineitem import LineItem

from genui.accounts.models import User
from genui.classroom.lesson_quiz import lesson_quiz
from genui.lessons.models import LessonVersion
from genui.lti import services
from genui.lti.models import Platform
from genui.lti.pages import framed, refused
from genui.lti.services import CLAIM, CUSTOM_VERSION, LaunchRefused
from genui.lti.tool_conf import platform_registration

SETTINGS_CLAIM = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"


def deep_link_start(request, *, platform: Platform, launch: dict, role: str):
    """A verified deep linking request: the instructor's picker, behind a handle."""
    if role != "instructor":
        raise LaunchRefused(_("Only the course's instructors can add lessons as activities."))
    user = services.instructor_user(platform=platform, launch=launch)
    lti_context = services.context_ensure(platform=platform, launch=launch, teacher=user)
    services.class_teacher_check(lti_context=lti_context, user=user)
    services.memberships_remember(lti_context=lti_context, launch=launch)
    handle = services.handle_new(
        kind="pick",
        data={
            "platform": platform.pk,
            "user": user.pk,
            "deployment_id": launch[f"{CLAIM}deployment_id"],
            "settings": launch[SETTINGS_CLAIM],
        },
    )
    return redirect("lti:pick", handle=handle)


def _resource(request, version: LessonVersion) -> DeepLinkResource:
    title = version.lesson.title
    resource = (
        DeepLinkResource()
        .set_type("ltiResourceLink")
        .set_title(title)
        .set_url(request.build_absolute_uri(reverse("lti:launch")))
        .set_custom_params({CUSTOM_VERSION: services.version_token(version)})
    )
    questions = len(lesson_quiz(version.content).questions)
    if questions:
        resource.set_lineitem(LineItem().set_score_maximum(questions).set_label(title))
    return resource


def _origin(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@csrf_exempt
@require_http_methods(["GET", "POST"])
def pick(request, handle: str):
    """The picker (GET) and the signed response to the LMS (POST). The handle in the URL,
    given only to this launch, is the credential: the LMS's frame may keep no cookie of ours,
    so there is no session and no CSRF cookie to check."""
    data = services.handle_get(kind="pick", handle=handle)
    user = User.objects.filter(pk=(data or {}).get("user"), is_active=True).first()
    platform = Platform.objects.filter(pk=(data or {}).get("platform")).first()
    if data is None or user is None or platform is None:
        gone = LaunchRefused(_("This picker has expired. Add the activity again from the LMS."))
        return refused(request, gone, status=404)
    versions = services.linkable_versions(teacher=user)
    if request.method == "POST":
        version = services.linkable_version(teacher=user, version_id=request.POST.get("version"))
        if version is None:
            raise Http404("no such lesson")
        services.handle_take(kind="pick", handle=handle)
        settings = data["settings"]
        deep_link = DeepLink(platform_registration(platform), data["deployment_id"], settings)
        token = deep_link.get_response_jwt([_resource(request, version)])
        return_url = settings["deep_link_return_url"]
        context = {"return_url": return_url, "jwt": token, "title": version.lesson.title}
        response = render(request, "lti/deep_link_return.html", context)
        return framed(request, response, form_action=_origin(return_url))
    context = {
        "own": [v for v in versions if v.lesson.owner_id == user.pk],
        "published": [v for v in versions if v.lesson.owner_id != user.pk],
        "handle": handle,
    }
    return framed(request, render(request, "lti/pick.html", context))
