"""Static files served by the ASGI app (the embedded default, or any host with
``GENUI_SERVE_STATIC`` on).

Lesson previews run in ``<iframe sandbox="allow-scripts">``, whose documents have an
opaque origin, so their module scripts (the runtime, three.js, the catalog) are
fetched in CORS mode: static files are public and say so.
"""

from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler


class PublicStaticFilesHandler(ASGIStaticFilesHandler):
    async def get_response_async(self, request):
        response = await super().get_response_async(request)
        response["Access-Control-Allow-Origin"] = "*"
        return response
