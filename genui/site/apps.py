from django.apps import AppConfig


class SiteConfig(AppConfig):
    name = "genui.site"
    label = "site"
    verbose_name = "Site"
