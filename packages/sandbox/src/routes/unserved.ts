import type { Hono } from 'hono';
import { api, type Endpoint } from '@casino-sdk/core/contract';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { route, servedEndpoints } from '../http/route';

/**
 * Every contract call the sandbox does not serve yet still checks its proof first, then answers
 * 404 `not_served`: a call that needs a player is refused with the skin's credentials alone
 * whether or not its feature has arrived, so no path can be probed for what exists.
 */
export function registerUnservedRoutes(app: Hono<AppEnv>): void {
  const served = servedEndpoints(app);
  for (const endpoint of contractEndpoints()) {
    if (served.has(endpoint)) continue;
    route(app, endpoint, () => {
      throw new HttpError(404, 'This call is not served by the sandbox yet.', { code: 'not_served' });
    });
  }
}

/** Every endpoint of the contract, in the order the contract lists them. */
export function contractEndpoints(): Endpoint[] {
  return Object.values(api).flatMap((group) => Object.values(group as Record<string, Endpoint>));
}
