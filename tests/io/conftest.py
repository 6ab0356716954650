"""What the package reads and writes at its edges: the command line, the HTTP example, JSON
(views, schema, saved state) and hostile input at the limits."""
