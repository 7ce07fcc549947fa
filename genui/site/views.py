"""Views for the landing page, /health, and the page of a refused request (400)."""

import functools
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.exceptions import RequestDataTooBig
from django.http import JsonResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.views import defaults
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from genui import paths
from genui.core.params import BadParameter
from genui.lessons.renderer import bundle_outdated
from genui.site.selectors import health_report

LANDING_SCENE = "js/landing-hero.js"
# built by .ci/runtime-bundle.mjs beside the lesson runtime's bundle: the scene with the parts
# of three.js it uses, minified
LANDING_SCENE_BUNDLE = "lesson/landing-hero.min.js"


@functools.cache
def landing_scene() -> str:
    """The landing scene's script: the bundle where it is built and, in a checkout, newer than
    its source; else the module, which loads three.js whole through the import map."""
    built = finders.find(LANDING_SCENE_BUNDLE)
    if built and not (
        paths.CHECKOUT and bundle_outdated([Path(built)], [Path(finders.find(LANDING_SCENE))])
    ):
        return LANDING_SCENE_BUNDLE
    return LANDING_SCENE


@require_GET
def landing(request):
    return render(request, "site/landing.html", {"scene_script": landing_scene()})


@never_cache
@require_GET
async def health(request):
    """Up, degraded or down for anyone (HTTP 503 when down); the details for staff."""
    user = await request.auser()
    report = await health_report(detailed=user.is_staff)
    return JsonResponse(report, status=503 if report["status"] == "error" else 200)


def bad_request(request, exception):
    """The site's 400 page (``handler400``): a malformed parameter is named with what is
    wrong with it; a body over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` (a huge lesson source saved)
    gets 413 and what to do; any other refusal (a bad Host header, say) gets Django's plain
    page."""
    if isinstance(exception, BadParameter):
        return render(request, "site/bad_request.html", {"message": str(exception)}, status=400)
    if isinstance(exception, RequestDataTooBig):
        limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE / 1_000_000
        message = _(
            "What you sent is larger than the %(limit)s MB the site takes in one request, so "
            "nothing was saved. Go back: your text is still in the editor. Make it shorter "
            "and send it again."
        ) % {"limit": f"{limit:g}"}
        return render(request, "site/bad_request.html", {"message": message}, status=413)
    return defaults.bad_request(request, exception)
