import { playerApi } from '../contract/player';
import type { Runtime } from '../runtime';

/** Records acceptance (PUT me terms_and_conditions) and reloads, as the spec does. */
export async function acceptTerms(runtime: Runtime, reload: () => void = () => location.reload()): Promise<void> {
  await runtime.client.call(playerApi.update, { body: { terms_and_conditions: true } });
  reload();
}
