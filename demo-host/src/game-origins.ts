/**
 * Where the sandbox serves its demo slot (decision 0012), for the skin's `game_origins`: the game
 * frame loads launch URLs from these only. `VITE_PROVIDER_URL` names it (the dev server sets it);
 * otherwise it is the sandbox's default, the same server under 127.0.0.1 while the site is on
 * localhost. An operator's skin lists its providers' origins instead.
 */
export function gameOrigins(page: Pick<Location, 'hostname' | 'protocol' | 'port'>, configured: string | undefined): string[] {
  if (configured) return [configured];
  return page.hostname === 'localhost' ? [`${page.protocol}//127.0.0.1${page.port ? `:${page.port}` : ''}`] : [];
}
