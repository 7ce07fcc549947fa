"""The lesson markup language: its catalog, expressions, sanitiser and grammar.

A domain package with no Django in it and nothing from the other genui apps: the web app, the
corpus, training and evaluation import it. What the language is: docs/markup.md.

| module | what it holds |
| --- | --- |
| `catalog.py` | the catalog (every element and attribute) and `attribute_value_error` |
| `catalog_file.py` | `data/catalog.json`, read once (for `catalog.py` and `expression.py`) |
| `expression.py` | the expression language (the catalog's functions), parsed without ``eval`` |
| `expression_docs.py` | the expression reference in docs/markup.md, written from the catalog |
| `sanitizer.py` | `markup_sanitize`: only what the catalog allows survives, the rest is reported |
| `budget.py` | the scene budget: what each element costs, and a lesson's limits |
| `grammar.py` | `MarkupGrammar`: the markup as a grammar over bytes, for constrained decoding |
| `token_constraint.py` | `MarkupConstraint`: that grammar over token ids, the engine's constraint |
| `measures.py` | numbers with units as a lesson's text writes them (`9.8 m/s`, `9.8米/秒`) |
| `consistency.py` | `consistency_findings`: numbers the text states and the scene shows otherwise |
"""
