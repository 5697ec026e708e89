/**
 * The contact-data provider emulators (issue #32 point 5): Apollo's people search and enrichment, People Data
 * Labs' person search, for tests and
 * `INTEGRATIONS_EMULATORS=1` (the server loads this entry only then).
 */
export * from './apollo.ts';
export * from './pdl.ts';
