"""Accounts: the user model, the teacher and curator roles, and the demo logins."""
