/**
 * Not in the spec: who a banner or a promotion is for, as the platform marks it (`audience`). A
 * welcome offer is for visitors: a signed-in player would only be sent on to a registration page
 * that sends them away again. No mark, or one this SDK does not know, is for everyone.
 */
export const AUDIENCES = ['visitors', 'players'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** Whether something marked for `audience` is shown to a visitor (`signedIn` false) or a player. */
export function isForViewer(audience: string | null | undefined, signedIn: boolean): boolean {
  if (audience === 'visitors') return !signedIn;
  if (audience === 'players') return signedIn;
  return true;
}
