"""Core: the base every app imports: the websocket base class and its limits, rate
counters, the site's CSP, private files, static files under Daphne, the in-memory channel
layer. It imports no app (`genui.site` holds what sits on top of them)."""
