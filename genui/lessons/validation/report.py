"""The validator's output: a list of named checks, each passing or failing with a
detail a person can act on, and a thumbnail of the page."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Check:
    name: str
    ok: bool
    detail: str = ""
    viewport: str = "desktop"


@dataclass
class ValidationReport:
    kind: str  # "markup" or "free_html"
    checks: list[Check] = field(default_factory=list)
    seconds: float = 0.0
    thumbnail_png: bytes | None = field(default=None, repr=False)
    # Set when the page could not be validated at all (the browser crashed, a timeout).
    error: str = ""

    @property
    def ok(self) -> bool:
        return not self.error and all(check.ok for check in self.checks)

    def add(self, name: str, ok: bool, detail: str = "", viewport: str = "desktop") -> None:
        self.checks.append(Check(name=name, ok=bool(ok), detail=detail, viewport=viewport))

    def failures(self) -> list[Check]:
        """The failing checks; a validation that could not run is one (`validation_ran`),
        so no caller that reads failures can take it for a pass."""
        ran = [Check(name="validation_ran", ok=False, detail=self.error)] if self.error else []
        return ran + [check for check in self.checks if not check.ok]

    def as_dict(self) -> dict:
        return {
            "ok": self.ok,
            "kind": self.kind,
            "error": self.error,
            "seconds": round(self.seconds, 3),
            "checks": [asdict(check) for check in self.checks],
        }
