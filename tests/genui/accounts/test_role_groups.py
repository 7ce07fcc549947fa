"""The role groups survive anything that empties the tables: a flush (which every
transactional test runs after itself) puts Teachers and Curators back, Curators with
every permission curation needs."""

import importlib

import pytest
from django.contrib.auth.models import Group
from django.core.management import call_command

from genui.accounts.models import CURATOR_PERMISSIONS, CURATORS_GROUP, TEACHERS_GROUP
from genui.accounts.services import role_groups_ensure, user_create


def curator_permissions() -> set[tuple[str, str]]:
    group = Group.objects.get(name=CURATORS_GROUP)
    return set(group.permissions.values_list("content_type__app_label", "codename"))


def test_the_migration_grants_part_of_what_the_service_ensures_on_every_migrate():
    migration = importlib.import_module("genui.lessons.migrations.0003_curator_permissions")
    assert set(migration.CURATOR_PERMISSIONS) < set(CURATOR_PERMISSIONS)


@pytest.mark.django_db
def test_migrate_gives_an_existing_curators_group_the_permissions_added_since():
    group = Group.objects.get(name=CURATORS_GROUP)
    group.permissions.remove(*group.permissions.filter(content_type__app_label="api"))
    assert not any(app == "api" for app, _ in curator_permissions())

    call_command("migrate", interactive=False, verbosity=0)

    assert curator_permissions() == set(CURATOR_PERMISSIONS)


@pytest.mark.django_db
def test_migrations_leave_both_groups_and_the_curator_permissions():
    assert set(Group.objects.values_list("name", flat=True)) >= {TEACHERS_GROUP, CURATORS_GROUP}
    assert curator_permissions() == set(CURATOR_PERMISSIONS)


@pytest.mark.django_db(transaction=True)
def test_flush_puts_the_groups_back_with_their_permissions():
    call_command("flush", interactive=False, verbosity=0)
    assert Group.objects.filter(name=TEACHERS_GROUP).exists()
    assert curator_permissions() == set(CURATOR_PERMISSIONS)


@pytest.mark.django_db
def test_a_new_curator_can_review_even_if_the_group_was_lost():
    Group.objects.filter(name=CURATORS_GROUP).delete()
    curator = user_create(username="cora", password="pw-cora-123", role="curator")
    assert curator.is_curator
    assert curator.has_perm("lessons.change_lessoninreview")
    assert curator.has_perm("generation.view_generationjob")
    assert not curator.has_perm("lessons.delete_lesson")
    assert curator.has_perm("api.add_apikey") and curator.has_perm("api.change_apikey")
    assert not curator.has_perm("api.delete_apikey")


@pytest.mark.django_db
def test_ensuring_twice_changes_nothing():
    first = role_groups_ensure()
    second = role_groups_ensure()
    assert {name: group.pk for name, group in first.items()} == {
        name: group.pk for name, group in second.items()
    }
    assert curator_permissions() == set(CURATOR_PERMISSIONS)
