import { normaliseOnboardingEmail, ONBOARDING_TEXTS, type OnboardRequest } from '@agencyscout/contracts';

/**
 * POST /api/v1/user/onboard (outreach-integrations-admin §7): no authorisation header. Answers the spec's message
 * for each status (§8) or null on 204.
 */
export async function submitOnboarding(
  body: OnboardRequest,
  fetcher: typeof fetch = fetch,
): Promise<{ status: number; message: string | null }> {
  let status: number;
  try {
    const response = await fetcher('/api/v1/user/onboard', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...body, email: normaliseOnboardingEmail(body.email) }),
    });
    status = response.status;
  } catch {
    return { status: 0, message: ONBOARDING_TEXTS.internalError };
  }
  return { status, message: onboardingMessage(status) };
}

/** §8: 204 none, 400 'Invalid login ticket', 403 'Link expired', 401 'Token expired', else 'Internal Error'. */
export function onboardingMessage(status: number): string | null {
  if (status === 204) return null;
  if (status === 400) return ONBOARDING_TEXTS.invalidTicket;
  if (status === 403) return ONBOARDING_TEXTS.linkExpired;
  if (status === 401) return ONBOARDING_TEXTS.tokenExpired;
  return ONBOARDING_TEXTS.internalError;
}
