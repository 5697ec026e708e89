import { describe, expect, it } from 'vitest';
import { describeAuthError, errorPath, hasCallbackParams, loginPath, safeRedirectTarget } from './auth-paths.ts';

describe('sign-in paths (prospecting-core §2.1, §8)', () => {
  it('keeps the full target path in the login redirect', () => {
    expect(loginPath('/leads?page=2&viewed=true')).toBe('/login?redirect=%2Fleads%3Fpage%3D2%26viewed%3Dtrue');
  });

  it('builds the error page path', () => {
    expect(errorPath('access_denied', 'Denied by user')).toBe(
      '/error?error=access_denied&error_description=Denied+by+user',
    );
    expect(errorPath('server_error')).toBe('/error?error=server_error');
  });

  it.each(['code', 'state', 'error', 'error_description'])('treats %s as a callback parameter', (name) => {
    expect(hasCallbackParams(new URLSearchParams({ [name]: 'x' }))).toBe(true);
  });

  it('ignores other parameters', () => {
    expect(hasCallbackParams(new URLSearchParams({ redirect: '/leads' }))).toBe(false);
  });

  it.each([
    ['/leads?page=2', '/leads?page=2'],
    ['/agencytips/3', '/agencytips/3'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['/login?redirect=/x', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('accepts %j as redirect target %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it('reads error code and description of OIDC errors and plain errors', () => {
    expect(describeAuthError({ error: 'login_required', error_description: 'No session' })).toEqual({
      error: 'login_required',
      description: 'No session',
    });
    expect(describeAuthError(new Error('Network down'))).toEqual({
      error: 'sign_in_failed',
      description: 'Network down',
    });
    expect(describeAuthError(undefined)).toEqual({ error: 'sign_in_failed', description: undefined });
  });
});
