"""Views for the landing page, /health, and the page of a refused request (400)."""

from django.http import JsonResponse
from django.shortcuts import render
from django.views import defaults
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

from genui.core.params import BadParameter
from genui.site.selectors import health_report


@require_GET
def landing(request):
    return render(request, "site/landing.html")


@never_cache
@require_GET
async def health(request):
    """Up, degraded or down for anyone (HTTP 503 when down); the details for staff."""
    user = await request.auser()
    report = await health_report(detailed=user.is_staff)
    return JsonResponse(report, status=503 if report["status"] == "error" else 200)


def bad_request(request, exception):
    """The site's 400 page (``handler400``): a malformed parameter is named with what is
    wrong with it; any other refusal (a bad Host header, say) gets Django's plain page."""
    if isinstance(exception, BadParameter):
        return render(request, "site/bad_request.html", {"message": str(exception)}, status=400)
    return defaults.bad_request(request, exception)
