/**
 * INTEGRATIONS_EMULATORS=1: the local HubSpot, Bullhorn, Drip, Constant Contact and Loxo emulators, and the Apollo
 * emulator of 'Find people' (unless another CONTACT_PROVIDER is configured), start beside the app
 * and the clients are
 * pointed at them, so every connect and push flow can be tried without provider accounts (README 'Integrations').
 */
import type { AppConfig } from '../config.ts';

export interface StartedEmulators {
  /** The settings with every provider address on an emulator. */
  config: AppConfig;
  urls: { hubspot: string; bullhorn: string; drip: string; constantContact: string; loxo: string; apollo: string };
  /** What to enter in the Loxo settings dialog against the emulator. */
  loxoAgency: { slug: string; bearerToken: string };
  close(): Promise<void>;
}

/** Starts one emulator per provider on free ports of 127.0.0.1 (loading the emulators package only now). */
export async function startIntegrationEmulators(config: AppConfig): Promise<StartedEmulators> {
  const {
    LOXO_EMULATOR_AGENCY,
    startBullhornEmulator,
    startConstantContactEmulator,
    startDripEmulator,
    startHubspotEmulator,
    startLoxoEmulator,
  } = await import('@agencyscout/emulators/crm');
  const hubspot = await startHubspotEmulator();
  const bullhorn = await startBullhornEmulator();
  const drip = await startDripEmulator();
  const constantContact = await startConstantContactEmulator();
  const loxo = await startLoxoEmulator();
  const { startApolloEmulator } = await import('@agencyscout/emulators/contact-providers');
  const apollo = await startApolloEmulator();
  const contactProvider = config.integrations.contactProvider ?? {
    kind: 'apollo' as const,
    apiKey: apollo.apiKey,
    apiUrl: apollo.url,
  };
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
        loxo: { apiUrl: loxo.url },
        contactProvider,
      },
    },
    urls: {
      hubspot: hubspot.url,
      bullhorn: bullhorn.url,
      drip: drip.url,
      constantContact: constantContact.url,
      loxo: loxo.url,
      apollo: apollo.url,
    },
    loxoAgency: { ...LOXO_EMULATOR_AGENCY },
    close: async () => {
      await Promise.all([
        hubspot.close(),
        bullhorn.close(),
        drip.close(),
        constantContact.close(),
        loxo.close(),
        apollo.close(),
      ]);
    },
  };
}
