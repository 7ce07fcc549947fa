"""Core: the landing page, health reporting and the project-wide websocket echo."""
