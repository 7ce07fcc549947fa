"""``python manage.py serve``: run the product with Daphne, the embedded way.

Applies migrations, creates the demo teacher and curator on first run (embedded
deployment only), prints the URL and their logins, then serves the ASGI app.
"""

from daphne.cli import CommandLineInterface
from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand

from genui.accounts.services import demo_logins_ensure


class Command(BaseCommand):
    help = "Serve Clover GenUI with Daphne (migrates, prints demo logins)."

    def add_arguments(self, parser):
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--no-migrate", action="store_true", help="Skip `migrate`.")

    def handle(self, *args, host, port, no_migrate, **options):
        if not no_migrate:
            call_command("migrate", interactive=False, verbosity=0)
        url = f"http://{host}:{port}/"
        self.stdout.write(self.style.SUCCESS(f"Clover GenUI on {url}"))
        self.stdout.write(f"  health: {url}health   admin: {url}admin/")
        self.stdout.write(
            f"  deployment: {settings.DEPLOYMENT}, worker: {settings.CLOVER_WORKER}, "
            f"database: {settings.DATABASES['default']['ENGINE'].rsplit('.', 1)[-1]}"
        )
        if settings.DEPLOYMENT == "embedded":
            logins = demo_logins_ensure(credentials_file=settings.DATA_DIR / "demo-logins.txt")
            for login in logins:
                self.stdout.write(f"  demo {login.role}: {login.username} / {login.password}")
        self.stdout.flush()
        module, _, attribute = settings.ASGI_APPLICATION.rpartition(".")
        CommandLineInterface().run(["--bind", host, "--port", str(port), f"{module}:{attribute}"])
