/**
 * Cookie consent as the spec stores it in `cookieConfirmed`: e (essential only), ef (+functional),
 * es (+statistical), efs (all). Essential is always on.
 */
export interface Consent {
  functional: boolean;
  statistical: boolean;
}

export type ConsentValue = 'e' | 'ef' | 'es' | 'efs';

/** 1: Confirm All; 2: Save and close settings (as ticked); 3: Only accept essential cookies. */
export type ConsentChoice = 1 | 2 | 3;

/** One year, for the consent and language cookies. */
export const CONSENT_COOKIE_SECONDS = 31_536_000;

export function consentValue(consent: Consent): ConsentValue {
  return `e${consent.functional ? 'f' : ''}${consent.statistical ? 's' : ''}` as ConsentValue;
}

/** null when the cookie is absent or not one of the four values: the panel shows again. */
export function parseConsent(value: string | null | undefined): Consent | null {
  switch (value) {
    case 'e':
      return { functional: false, statistical: false };
    case 'ef':
      return { functional: true, statistical: false };
    case 'es':
      return { functional: false, statistical: true };
    case 'efs':
      return { functional: true, statistical: true };
    default:
      return null;
  }
}

export function consentOfChoice(choice: ConsentChoice, ticked: Consent): Consent {
  if (choice === 1) return { functional: true, statistical: true };
  if (choice === 3) return { functional: false, statistical: false };
  return { functional: ticked.functional, statistical: ticked.statistical };
}
