from django.apps import AppConfig


class LtiConfig(AppConfig):
    name = "genui.lti"
    label = "lti"
    verbose_name = "LTI platforms"
