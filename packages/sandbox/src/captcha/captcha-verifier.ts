/**
 * What registration needs from a captcha: check the player's answer for a skin's captcha key.
 * The sandbox's own challenge implements it; an operator plugs in its vendor (reCAPTCHA,
 * hCaptcha, Turnstile) by calling the vendor's verify endpoint with its secret here.
 */
export interface CaptchaVerifier {
  verify(siteKey: string, response: { token: string; answer: string }, now: Date): Promise<boolean>;
}
