from django.contrib import admin
from django.contrib.auth.admin import UserAdmin

from genui.accounts.models import User


@admin.register(User)
class GenuiUserAdmin(UserAdmin):
    fieldsets = (*UserAdmin.fieldsets, ("Profile", {"fields": ("display_name",)}))
    list_display = ("username", "display_name", "email", "is_staff", "is_active")
