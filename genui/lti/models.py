"""LTI platforms registered with the tool, the tool's own signing keys, and what a platform's
launches map to on the site.

A ``Platform`` is one registration of the tool in an LMS (issuer and client id), with its
``Deployment`` ids. ``ToolKey`` rows are the tool's RSA keys: the newest signs, the key set
(``/lti/jwks.json``) serves it and the one before it, so a platform that cached the old key
set keeps verifying while it refreshes. An LMS course (its context) is a ``Classroom`` of the
site (``LtiContext``), an LMS activity is one of its ``Assignment``s (``LtiResourceLink``), and
an LMS instructor is a teacher account of the site (``LtiInstructor``). Learners are the
classroom's pseudonymous students: nothing here names them (docs/privacy.md).
"""

from __future__ import annotations

from django.conf import settings
from django.db import models

from genui.classroom.models import Assignment, Classroom


class Platform(models.Model):
    name = models.CharField(max_length=100, help_text="For you: the school and its LMS.")
    issuer = models.URLField(max_length=255, help_text="The platform's issuer (iss).")
    client_id = models.CharField(
        max_length=255, help_text="The client id the platform gave the tool (aud)."
    )
    auth_login_url = models.URLField(
        "OIDC auth URL", max_length=500, help_text="Where the tool sends the login request."
    )
    auth_token_url = models.URLField(
        "token URL", max_length=500, help_text="OAuth 2 token endpoint, for grade passback."
    )
    auth_audience = models.CharField(
        "token audience",
        max_length=500,
        blank=True,
        help_text="The aud of the tool's token request, when the platform wants other than "
        "the token URL (Moodle and Canvas do not).",
    )
    key_set_url = models.URLField(
        "key set URL", max_length=500, help_text="The platform's public keys (JWKS)."
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["issuer", "client_id"], name="unique_lti_client")
        ]

    def __str__(self) -> str:
        return self.name


class Deployment(models.Model):
    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="deployments")
    deployment_id = models.CharField(max_length=255)

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["platform", "deployment_id"], name="unique_lti_deployment"
            )
        ]

    def __str__(self) -> str:
        return self.deployment_id


class ToolKey(models.Model):
    """One RSA key pair of the tool (PEM). The private half never leaves the database and
    is shown nowhere."""

    kid = models.CharField(max_length=100, unique=True)
    private_key = models.TextField()
    public_key = models.TextField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        verbose_name = "tool key"

    def __str__(self) -> str:
        return self.kid


class LtiContext(models.Model):
    """An LMS course (an LTI context in one deployment) and the site's class for it."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="contexts")
    deployment_id = models.CharField(max_length=255)
    context_id = models.CharField(max_length=255)
    classroom = models.OneToOneField(
        Classroom, on_delete=models.CASCADE, related_name="lti_context"
    )
    memberships_url = models.URLField(
        "Names and Roles URL",
        max_length=500,
        blank=True,
        help_text="The course's membership service (LTI Names and Roles), from the last "
        "instructor launch that offered it.",
    )

    class Meta:
        verbose_name = "LMS course"
        constraints = [
            models.UniqueConstraint(
                fields=["platform", "deployment_id", "context_id"], name="unique_lti_context"
            )
        ]

    def __str__(self) -> str:
        return f"{self.context_id} ({self.platform})"


class LtiResourceLink(models.Model):
    """An LMS activity (a resource link) and the assignment it opens."""

    context = models.ForeignKey(LtiContext, on_delete=models.CASCADE, related_name="links")
    resource_link_id = models.CharField(max_length=255)
    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="lti_links")

    class Meta:
        verbose_name = "LMS activity"
        verbose_name_plural = "LMS activities"
        constraints = [
            models.UniqueConstraint(
                fields=["context", "resource_link_id"], name="unique_lti_resource_link"
            )
        ]

    def __str__(self) -> str:
        return self.resource_link_id


class LtiInstructor(models.Model):
    """An LMS instructor (by a keyed hash of the platform's ``sub``) and the site's teacher
    account their launches sign in as. An admin may point it at another account."""

    platform = models.ForeignKey(Platform, on_delete=models.CASCADE, related_name="instructors")
    subject_hash = models.CharField(max_length=64)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="lti_instructors"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "LMS instructor"
        constraints = [
            models.UniqueConstraint(
                fields=["platform", "subject_hash"], name="unique_lti_instructor"
            )
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.platform})"
