import { authService } from '../../lib/auth.ts';
import { registerSession } from '../../lib/session-registration.ts';

let pending: { url: string; result: Promise<string> } | undefined;

/**
 * The login callback of prospecting-core §2.1: completes the redirect callback, then registers the session,
 * and resolves to the saved redirect target. Runs once per callback URL (effects may run twice).
 */
export function handleSignInCallback(url: string): Promise<string> {
  if (pending?.url !== url) {
    const result = authService.completeSignIn(url).then(async (target) => {
      await registerSession();
      return target;
    });
    pending = { url, result };
  }
  return pending.result;
}
