"""``python manage.py partner_key_create NAME``: a partner API key, shown once.

Creates the partner account first when there is none of that name (and prints its
webhook signing secret). ``--quiet`` prints only the key, for scripts:
``export CLOVER_KEY=$(python manage.py partner_key_create "Acme" --quiet)``.
"""

from django.core.exceptions import ValidationError
from django.core.management.base import BaseCommand, CommandError

from genui.api.models import ApiKey, PartnerAccount
from genui.api.services import api_key_create, partner_create


class Command(BaseCommand):
    help = "Create a partner API key (and the partner account when it is new)."

    def add_arguments(self, parser):
        parser.add_argument("partner", help="The partner's name, e.g. 'Acme Learning'.")
        parser.add_argument(
            "--scopes",
            default=",".join(ApiKey.Scope.values),
            help=f"Comma-separated, from: {', '.join(ApiKey.Scope.values)} (default: all).",
        )
        parser.add_argument("--key-name", default="default", help="What the key is for.")
        parser.add_argument("--email", default="", help="The partner's contact address.")
        parser.add_argument("--quiet", action="store_true", help="Print only the key.")

    def handle(self, *args, partner, scopes, key_name, email, quiet, **options):
        account = PartnerAccount.objects.filter(name=partner.strip()).first()
        created = account is None
        try:
            if created:
                account = partner_create(name=partner, contact_email=email)
            key, plaintext = api_key_create(
                partner=account,
                name=key_name,
                scopes=[scope.strip() for scope in scopes.split(",") if scope.strip()],
            )
        except ValidationError as error:
            raise CommandError("; ".join(error.messages)) from None
        if quiet:
            self.stdout.write(plaintext)
            return
        if created:
            self.stdout.write(f"partner {account.name} created")
            self.stdout.write(f"webhook signing secret: {account.webhook_secret}")
        self.stdout.write(f"API key {key.name!r} ({', '.join(key.scopes)}), shown only now:")
        self.stdout.write(plaintext)
