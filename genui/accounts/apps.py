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
    passes none), put the role groups back. post_migrate comes once per app, each after
    that app's permissions are created: only this app's turn and those of the apps whose
    permissions curators get need a look."""
    from genui.accounts.models import CURATOR_PERMISSIONS  # models are not ready at import
    from genui.accounts.services import role_groups_ensure

    if sender.label != "accounts" and sender.label not in {a for a, _ in CURATOR_PERMISSIONS}:
        return
    apps = apps or global_apps
    try:
        apps.get_model("auth", "Group")
    except LookupError:  # migrated back before auth's tables exist
        return
    role_groups_ensure(apps=apps, using=using)
