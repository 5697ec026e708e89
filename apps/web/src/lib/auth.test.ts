import { describe, expect, it } from 'vitest';
import { LoginRequiredError, userManagerSettings } from './auth.ts';

describe('OIDC settings (prospecting-core §2.1)', () => {
  const config = {
    oidcAuthority: 'https://app.example/oidc',
    oidcClientId: 'agencyscout-web',
    oidcAudience: 'https://app.example/api',
    oidcScope: 'openid profile email offline_access',
    version: '1.0.0',
    analytics: null,
    errorReporting: null,
    chatWidgetUrl: null,
  };

  it('uses the code flow, /login redirects, silent renew and the API audience as resource', () => {
    expect(userManagerSettings(config, 'https://app.example')).toMatchObject({
      authority: 'https://app.example/oidc',
      client_id: 'agencyscout-web',
      redirect_uri: 'https://app.example/login',
      post_logout_redirect_uri: 'https://app.example/login',
      response_type: 'code',
      scope: 'openid profile email offline_access',
      automaticSilentRenew: true,
      extraQueryParams: { resource: 'https://app.example/api' },
      extraTokenParams: { resource: 'https://app.example/api' },
    });
  });

  it("marks a missing token with the 'login_required' code", () => {
    expect(new LoginRequiredError()).toMatchObject({ error: 'login_required' });
  });
});
