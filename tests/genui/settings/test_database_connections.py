"""PostgreSQL connections are closed after each request unless the URL asks otherwise:
under Daphne a persistent connection outlives the thread that ran its request, and a class
period kept PostgreSQL's connections full (docs/classroom.md, "Under load")."""

from genui.settings.env import database_from_url


def test_a_postgres_url_gives_no_persistent_connections_by_default():
    database = database_from_url("postgres://genui@db/lessons")

    assert database["CONN_MAX_AGE"] == 0


def test_the_url_may_still_ask_for_persistent_connections():
    database = database_from_url("postgres://genui@db/lessons?conn_max_age=30&sslmode=require")

    assert database["CONN_MAX_AGE"] == 30 and database["OPTIONS"] == {"sslmode": "require"}
