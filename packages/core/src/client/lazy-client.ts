import { loadServices } from '../deferred';
import type { ApiClient, ApiClientOptions } from './api-client';
import { ApiError } from './api-error';

/**
 * The runtime's client, made on its first call: the real one (`api-client.ts`) comes with the API
 * layer (zod and the contract), which nothing needs before a request is made. `CasinoSDK.init`
 * starts that load at once, so it arrives beside the first render instead of ahead of it.
 */
export function createLazyClient(options: ApiClientOptions): ApiClient {
  let client: ApiClient | null = null;
  return {
    async call(endpoint, callOptions) {
      if (!client) {
        let services;
        try {
          services = await loadServices();
        } catch (cause) {
          // The chunk did not arrive (offline, a CDN hiccup): a network error like any other, tried again next call.
          throw new ApiError({ kind: 'network', message: 'Network error', cause });
        }
        client ??= services.createApiClient(options);
      }
      return client.call(endpoint, callOptions);
    },
  };
}
