"""Clover GenUI: the Django project (settings, ASGI entry point and the apps)."""
