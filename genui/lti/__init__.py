"""LTI 1.3 Advantage as a tool: platforms (LMSs) registered in the admin launch the site's
lessons, link them as activities (Deep Linking 2.0) and get the students' scores back
(Assignment and Grade Services). The guide is docs/lti.md."""
