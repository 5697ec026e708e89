/** Who is calling, as every route and service sees it. */
import type { Permission, Plan, Role } from '@agencyscout/contracts';

export interface Identity {
  userId: string;
  orgId: string;
  email: string;
  role: Role;
  plan: Plan;
  /** From the access token, or computed from plan and role for API keys. */
  permissions: readonly string[];
  /** How the caller authenticated. */
  via: 'token' | 'apiKey';
  /** The product session (RequestId header), when the caller sent one. */
  sessionId: string | null;
  /** The sign-in the access token belongs to (its `sid` claim), when it names one. */
  signInId: string | null;
  subscriptionEnd: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public /api/v1 route. */
    identity: Identity | null;
  }
  interface FastifyContextConfig {
    /** Route answers without sign-in. */
    public?: boolean;
    /** Permission the caller's token must carry (403 otherwise). */
    permission?: Permission;
    /** Route stays reachable with an ended subscription (identity routes). Default false: 402. */
    allowExpiredSubscription?: boolean;
    /** Signed-in browser calls need no registered session here (only the session registration itself). */
    withoutSession?: boolean;
  }
}

/** The identity of an authenticated route; throws if the hook did not run (a programming error). */
export function requireIdentity(request: { identity: Identity | null }): Identity {
  if (!request.identity) throw new Error('Route used without authentication');
  return request.identity;
}
