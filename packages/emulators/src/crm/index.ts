/**
 * The CRM emulators (API-NOTES.md: HubSpot, Bullhorn, Drip, Constant Contact, Loxo): local HTTP servers that speak
 * each provider's documented API, for tests, benchmarks and `INTEGRATIONS_EMULATORS=1` (the server loads this
 * entry only then).
 */
export * from './bullhorn.ts';
export * from './constant-contact.ts';
export * from './drip.ts';
export * from './emulator-server.ts';
export * from './hubspot.ts';
export * from './loxo.ts';
