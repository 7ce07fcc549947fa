"""The teacher studio: the lesson library, the live generation view and the lesson
page (preview, versions, review, export, sharing)."""
