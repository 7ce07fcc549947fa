"""The tool's URLs as an LMS asks for them when the tool is registered (docs/lti.md)."""

from __future__ import annotations

from django.urls import reverse


def tool_urls(request) -> dict[str, str]:
    """Absolute URLs of the tool's endpoints, by the names LMSs give their fields."""
    return {
        "Login initiation URL (OIDC)": request.build_absolute_uri(reverse("lti:login")),
        "Target link / launch / redirect URL": request.build_absolute_uri(reverse("lti:launch")),
        "Deep linking URL": request.build_absolute_uri(reverse("lti:launch")),
        "Public key set URL (JWKS)": request.build_absolute_uri(reverse("lti:jwks")),
    }
