/**
 * Where the sandbox serves its demo slot (decision 0012), for the skin's `game_origins`: the game
 * frame loads launch URLs from these only. `VITE_PROVIDER_URL` names it (the dev server sets it);
 * otherwise it is the sandbox's default: the same server under the other loopback name than the
 * page's (127.0.0.1 for a site on localhost, localhost for one on 127.0.0.1), never the page's own
 * origin (sandbox `provider/game-origin.ts`). An operator's skin lists its providers' origins instead.
 */
export function gameOrigins(page: Pick<Location, 'hostname' | 'protocol' | 'port'>, configured: string | undefined): string[] {
  if (configured) return [configured];
  const other = ({ localhost: '127.0.0.1', '127.0.0.1': 'localhost' } as Record<string, string>)[page.hostname];
  return other ? [`${page.protocol}//${other}${page.port ? `:${page.port}` : ''}`] : [];
}
