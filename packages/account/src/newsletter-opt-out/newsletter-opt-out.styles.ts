/** Light DOM: scoped by the tag name, inside `@layer casino`. */
export const newsletterOptOutCss = `
casino-newsletter-opt-out { display: block; }
casino-newsletter-opt-out .casino-newsletter-opt-out {
  display: flex; flex-direction: column; align-items: flex-start; gap: var(--casino-space-4, 16px); box-sizing: border-box;
  max-width: 32rem; margin-inline: auto; padding: var(--casino-space-5, 24px);
  border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-lg, 14px);
  background: var(--casino-color-surface, #ffffff); color: var(--casino-color-text, #14161b);
}
casino-newsletter-opt-out .casino-newsletter-opt-out > .casino-form { align-self: stretch; }
casino-newsletter-opt-out .casino-newsletter-opt-out__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
casino-newsletter-opt-out p { margin: 0; }
`;
