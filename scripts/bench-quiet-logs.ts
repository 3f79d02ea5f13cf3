// Imported first by the bench: its in-process servers would otherwise print a JSON line per request between
// the figures (and spend time doing it). Warnings and errors still show.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
