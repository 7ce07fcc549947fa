from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "genui.accounts"
    label = "accounts"
    verbose_name = "Accounts"
