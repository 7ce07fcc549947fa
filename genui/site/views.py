"""Views for the landing page and /health."""

from django.http import JsonResponse
from django.shortcuts import render
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET

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
