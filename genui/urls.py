"""HTTP routes of the whole project."""

from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.urls import include, path

from genui.accounts.forms import ThrottledAdminAuthenticationForm
from genui.accounts.views import LoginView

admin.site.site_header = "Clover GenUI curation"
admin.site.site_title = "Clover GenUI"
admin.site.login_form = ThrottledAdminAuthenticationForm
# The app list is one click away (Home): without the sidebar the review queue and the review
# page have the whole width of a 1280 px window.
admin.site.enable_nav_sidebar = False

urlpatterns = [
    path("", include("genui.site.urls")),
    path("lessons/", include("genui.lessons.urls")),
    path("", include("genui.classroom.urls")),
    path("studio/", include("genui.studio.urls")),
    path("api/v1/", include("genui.api.urls")),
    path("lti/", include("genui.lti.urls")),
    path("accounts/login/", LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("i18n/", include("django.conf.urls.i18n")),
]

handler400 = "genui.site.views.bad_request"
