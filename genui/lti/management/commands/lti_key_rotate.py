"""``python manage.py lti_key_rotate``: make a new signing key for the tool. The key set
(``/lti/jwks.json``) then serves the new key and the previous one; the one before that is no
longer served, so rotate at most as often as platforms refresh their copy (docs/lti.md)."""

from django.core.management.base import BaseCommand

from genui.lti.keys import tool_key_create


class Command(BaseCommand):
    help = "Make a new RSA signing key for LTI; the previous one stays in the key set."

    def handle(self, *args, **options):
        key = tool_key_create()
        self.stdout.write(f"new signing key {key.kid}")
