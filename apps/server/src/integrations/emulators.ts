/**
 * INTEGRATIONS_EMULATORS=1: the local HubSpot, Bullhorn, Drip and Constant Contact emulators start beside the app and the clients are
 * pointed at them, so every connect and push flow can be tried without provider accounts (README 'Integrations').
 */
import type { AppConfig } from '../config.ts';
import { startBullhornEmulator } from './bullhorn/emulator.ts';
import { startConstantContactEmulator } from './constant-contact/emulator.ts';
import { startDripEmulator } from './drip/emulator.ts';
import { startHubspotEmulator } from './hubspot/emulator.ts';

export interface StartedEmulators {
  /** The settings with every provider address on an emulator. */
  config: AppConfig;
  urls: { hubspot: string; bullhorn: string; drip: string; constantContact: string };
  close(): Promise<void>;
}

/** Starts one emulator per provider on free ports of 127.0.0.1. */
export async function startIntegrationEmulators(config: AppConfig): Promise<StartedEmulators> {
  const hubspot = await startHubspotEmulator();
  const bullhorn = await startBullhornEmulator();
  const drip = await startDripEmulator();
  const constantContact = await startConstantContactEmulator();
  const region = { authUrl: bullhorn.url, restUrl: bullhorn.url };
  // The west region is the same emulator under another host name, so the region choice stays visible.
  const west = { authUrl: bullhorn.url.replace('127.0.0.1', 'localhost'), restUrl: bullhorn.url };
  return {
    config: {
      ...config,
      integrations: {
        ...config.integrations,
        hubspot: {
          clientId: hubspot.clientId,
          clientSecret: hubspot.clientSecret,
          authUrl: `${hubspot.url}/oauth/authorize`,
          apiUrl: hubspot.url,
        },
        bullhorn: { east: region, west },
        drip: {
          clientId: drip.clientId,
          clientSecret: drip.clientSecret,
          authUrl: `${drip.url}/oauth`,
          apiUrl: drip.url,
        },
        constantContact: {
          clientId: constantContact.clientId,
          clientSecret: constantContact.clientSecret,
          authUrl: `${constantContact.url}/oauth2/default/v1`,
          apiUrl: `${constantContact.url}/v3`,
        },
      },
    },
    urls: { hubspot: hubspot.url, bullhorn: bullhorn.url, drip: drip.url, constantContact: constantContact.url },
    close: async () => {
      await Promise.all([hubspot.close(), bullhorn.close(), drip.close(), constantContact.close()]);
    },
  };
}
