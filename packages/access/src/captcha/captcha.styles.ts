/** The security check's picture, button and answer (CaptchaField): step 2's, and the login's when the platform asks for one. */
export const captchaCss = `
.casino-details__captcha { margin: 0; padding: 0; border: 0; min-width: 0; display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); }
.casino-details__captcha > legend { padding: 0; margin-bottom: var(--casino-space-2, 8px); }
.casino-details__captcha-row { display: flex; flex-wrap: wrap; gap: var(--casino-space-3, 12px); align-items: center; }
.casino-details__captcha-picture {
  display: flex; align-items: center; justify-content: center;
  min-width: 160px; min-height: 60px;
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: #f3f3f0; color: #14161b;
  overflow: hidden;
}
.casino-details__captcha-picture img { display: block; height: 60px; width: auto; }
.casino-details__captcha-placeholder { padding: 0 var(--casino-space-3, 12px); font-size: var(--casino-font-size-sm, 0.875rem); }
.casino-details__captcha-answer { max-width: 16rem; }
`;
