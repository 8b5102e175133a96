/**
 * The launch's calls and the check of the game's messages, with their schemas (zod): loaded with
 * the first launch instead of with the element, as the lobby loads its catalogue's schemas, so a
 * page that only defines the element does not pay for them (`npm run bench`, the element's own size).
 */
async function load() {
  const [campaign, casino, player, message] = await Promise.all([
    import('@casino-sdk/core/contract/campaign'),
    import('@casino-sdk/core/contract/casino'),
    import('@casino-sdk/core/contract/player'),
    import('./game-message'),
  ]);
  return { campaignApi: campaign.campaignApi, casinoApi: casino.casinoApi, playerApi: player.playerApi, gameMessage: message.gameMessage };
}

let loading: ReturnType<typeof load> | null = null;

export function gameCalls(): ReturnType<typeof load> {
  // A failed download is tried again by the next launch, not remembered.
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
