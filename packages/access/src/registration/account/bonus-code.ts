import { isApiError, type Runtime } from '@casino-sdk/core';
import { campaignCalls } from '../../calls';

/** What the bonus code field says: nothing yet, checking, or the platform's answer about the code. */
export type BonusState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; code: string; actionName: string; banner: string | null }
  | { status: 'invalid'; code: string };

/**
 * Asks the platform about a bonus code for a currency (spec §2). Loaded when a player first checks
 * a code, which most never do: the element's first screen does not carry it.
 */
export async function checkBonusCode(runtime: Runtime, code: string, currency: number): Promise<BonusState> {
  try {
    const campaignApi = await campaignCalls();
    const found = await runtime.client.call(campaignApi.byCode, { params: { code }, query: { check_code: 1, currency_id: currency, language: runtime.store.language.value } });
    return { status: 'valid', code, actionName: found.action.name, banner: found.medias.find((media) => media.url_banner)?.url_banner ?? null };
  } catch (caught) {
    // Only a refusal of the code says it is not valid; a lost connection leaves it to be checked again.
    return isApiError(caught) && caught.kind === 'http' && caught.status < 500 ? { status: 'invalid', code } : { status: 'idle' };
  }
}
