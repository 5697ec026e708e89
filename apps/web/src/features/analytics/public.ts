/**
 * What the analytics feature lends to the start-up path: analytics and error reporting, and the identify/reset
 * calls of the session (prospecting-core §1). Kept free of screen components so the entry chunk stays small;
 * the Account Settings opt-out toggle comes from `public-settings.ts`.
 */

export { identifyUser, resetTelemetry, startTelemetry } from './telemetry.ts';
