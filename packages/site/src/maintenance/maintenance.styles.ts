/** Shadow DOM: a centred card that fits a 390 px phone and a wide desktop column alike. */
export const maintenanceCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-maintenance {
  display: flex; flex-direction: column; align-items: center;
  gap: var(--casino-space-3, 12px);
  max-inline-size: 36rem;
  margin-inline: auto;
  padding: var(--casino-space-6, 32px) var(--casino-space-4, 16px);
  text-align: center;
  color: var(--casino-color-text, #14161b);
}
.casino-maintenance__illustration { inline-size: min(12rem, 60%); block-size: auto; margin-block-end: var(--casino-space-2, 8px); }
.casino-maintenance__heading { margin: 0; font-size: clamp(1.5rem, 3vw + 0.75rem, 2.25rem); line-height: 1.2; }
.casino-maintenance__message { margin: 0; font-size: var(--casino-font-size-lg, 1.25rem); }
.casino-maintenance__note { margin: 0; color: var(--casino-color-text-muted, #4f5563); }
`;
