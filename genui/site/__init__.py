"""The site as a whole: the landing page, /health, the websocket echo diagnostic, the
`serve` command of the embedded default and the load benchmark. It sits on top of the apps
(health reads the workers; `serve` makes the demo logins; the benchmarks drive the studio
and the partner API); `genui.core` is the base every app imports."""
