# The project's commands. Each sets up whatever is missing first (.ci/setup), so on a fresh
# machine `make serve` or `make test` is the only step. The work is done by the scripts in .ci/;
# ARGS passes arguments on: make test ARGS='-m "not browser"', make serve ARGS='--port 8001'.

ARGS ?=

.PHONY: setup serve test lock backup restore

# apt packages when missing, .venv from requirements.lock, npm packages, translations, the
# topic catalog's thumbnails
setup:
	bash .ci/setup
	bash .ci/thumbnails

# the product (embedded default) on http://127.0.0.1:8000/
serve:
	bash .ci/serve $(ARGS)

# ruff, then the whole suite (PostgreSQL and Redis started when down); ARGS go to pytest
test:
	bash .ci/test $(ARGS)

# rewrite requirements.lock from pyproject.toml (ARGS=--upgrade for the newest releases)
lock:
	bash .ci/lock $(ARGS)

# the database and the data directory's private files in one archive (ARGS='--output PATH')
backup:
	bash .ci/backup $(ARGS)

# an archive of `make backup` into an empty database: make restore ARGS=PATH
restore:
	bash .ci/restore $(ARGS)
