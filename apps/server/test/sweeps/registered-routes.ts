/**
 * Every route the application registers, as route-table keys (`METHOD /path/{param}`), recorded through the app's
 * `onRoute` dependency while it is built. The permission sweep compares them with ROUTE_TABLE, so a route the
 * OpenAPI document does not describe (a hidden schema, a plugin's own route) still needs a row, or a place on
 * the short allow-list below.
 */
import type { RouteKey } from './sweep-types.ts';

/**
 * Routes deliberately outside the sweeps, each with its reason. Nothing else may be missing from ROUTE_TABLE.
 * @returns the reason, or null when the route must have a row.
 */
export function outOfSweeps(method: string, url: string): string | null {
  // @fastify/swagger-ui: the OpenAPI document and its viewer's static files, public and read-only.
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'the API documentation (swagger-ui)';
  // The built web app (@fastify/static registers a GET and HEAD route per file of apps/web/dist when it is built:
  // index.html, favicon.svg, assets/*.js and their .gz/.br forms): public files, the same for everyone. Only
  // file names outside the API's and the sign-in's prefixes, so a new page-like route still needs a row.
  const product = ['/api', '/oidc', '/interaction'].some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
  const file = /\/[^/]+\.[a-z0-9]+$/i.test(url);
  if (!product && file && (method === 'GET' || method === 'HEAD')) return 'a file of the built web app';
  return null;
}

/** `:id` → `{id}`, `*` → `{*}`: Fastify's route syntax in the OpenAPI form the route table uses. */
export function toRouteKey(method: string, url: string): RouteKey {
  const path = url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
  return `${method} ${path}` as RouteKey;
}

/** Collects routes while the app is built; `keys()` lists them (HEAD left out: Fastify answers it from GET). */
export function createRouteRecorder() {
  const seen = new Set<string>();
  return {
    onRoute(route: { method: string | string[]; url: string }): void {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') seen.add(`${method} ${route.url}`);
    },
    /** Every recorded route that is not on the allow-list, as table keys, sorted. */
    keys(): RouteKey[] {
      const keys = new Set<RouteKey>();
      for (const entry of seen) {
        const [method, url] = entry.split(' ') as [string, string];
        if (outOfSweeps(method, url) === null) keys.add(toRouteKey(method, url));
      }
      return [...keys].sort();
    },
  };
}
