"""The pages an LMS frames: their policy (any site may frame them) and the page of a refused
launch."""

from __future__ import annotations

from django.http import HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from genui.core.csp import site_csp
from genui.lti.services import LaunchRefused


def framed(request, response: HttpResponse, *, form_action: str = "") -> HttpResponse:
    """A page an LMS frames: the site's policy, but any site may frame it (an LMS's pages are
    on the school's own domain, which no registration names), and a form may post to
    ``form_action`` (a platform's deep linking return URL)."""
    policy = site_csp(nonce=request.csp_nonce).replace(
        "frame-ancestors 'none'", "frame-ancestors *"
    )
    if form_action:
        policy = policy.replace("form-action 'self'", f"form-action 'self' {form_action}")
    response["Content-Security-Policy"] = policy
    response["Cache-Control"] = "private, no-store"
    response["X-Robots-Tag"] = "noindex, nofollow"
    response.xframe_options_exempt = True
    return response


def _refusal_reason(error: Exception) -> str:
    text = str(error).lower()
    if isinstance(error, LaunchRefused):
        return str(error)
    if "nonce" in text:
        return _("This launch was already used. Open the activity again from your course.")
    if "expired" in text:
        return _("This launch has expired. Open the activity again from your course.")
    if "signature" in text or "public key" in text:
        return _("The launch's signature does not match the platform's keys.")
    if "deployment" in text:
        return _("This deployment of the tool is not registered with Clover GenUI.")
    if "registered" in text or "registration" in text or "client id" in text:
        return _("This platform or client id is not registered with Clover GenUI.")
    if "state" in text or "cookie" in text:
        return _(
            "Your browser did not keep the launch's cookie. Open the activity in a new window."
        )
    return _("The launch could not be verified.")


def refused(request, error: Exception, *, status: int = 400) -> HttpResponse:
    """The page of a refused launch: what went wrong, in words, and the library's reason for
    the school's administrator."""
    context = {
        "reason": _refusal_reason(error),
        "detail": "" if isinstance(error, LaunchRefused) else str(error),
        "kept": getattr(error, "kept", ""),
    }
    return framed(request, render(request, "lti/refused.html", context, status=status))
