from django.apps import AppConfig
from django.apps import apps as global_apps
from django.db.models.signals import post_migrate


class AccountsConfig(AppConfig):
    name = "genui.accounts"
    label = "accounts"
    verbose_name = "Accounts"

    def ready(self) -> None:
        post_migrate.connect(_role_groups_ensure, dispatch_uid="genui.accounts.role_groups")


def _role_groups_ensure(sender, using, apps=None, **kwargs) -> None:
    """After migrate (which passes the migration state's registry) and after flush (which
    passes none), put the role groups back."""
    from genui.accounts.services import role_groups_ensure  # models are not ready at import

    apps = apps or global_apps
    try:
        apps.get_model("auth", "Group")
    except LookupError:  # migrated back before auth's tables exist
        return
    role_groups_ensure(apps=apps, using=using)
