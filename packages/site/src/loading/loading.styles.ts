/**
 * Shadow DOM. The screen covers the viewport (fixed) while active; a host that wants it inside a
 * box instead can write `casino-loading::part(screen) { position: static; }`.
 */
export const loadingScreenCss = `
:host { display: block; }
:host([hidden]) { display: none; }
.casino-loading {
  position: fixed;
  inset: 0;
  z-index: var(--casino-z-loading, 1200);
  display: grid;
  place-items: center;
  padding: var(--casino-space-5, 24px);
  overflow: auto;
  background: var(--casino-color-bg, #ffffff);
  color: var(--casino-color-text, #14161b);
}
.casino-loading__content {
  display: flex; flex-direction: column; align-items: center;
  gap: var(--casino-space-4, 16px);
  max-inline-size: 40rem;
  text-align: center;
}
.casino-loading__welcome {
  margin: 0;
  font-size: clamp(1.5rem, 4vw + 0.5rem, 2.25rem);
  font-weight: 800;
  line-height: 1.2;
  overflow-wrap: anywhere;
}
.casino-loading__dots { display: inline-flex; gap: 0.75rem; block-size: 1.25rem; align-items: center; }
.casino-loading__dot {
  inline-size: 1rem; block-size: 1rem;
  border-radius: 50%;
  background: var(--casino-color-primary, #6d28d9);
  animation: casino-loading-dot 1.2s ease-in-out infinite;
}
.casino-loading__dot:nth-child(2) { animation-delay: 0.2s; }
.casino-loading__dot:nth-child(3) { animation-delay: 0.4s; }
@keyframes casino-loading-dot {
  0%, 80%, 100% { opacity: 0.45; transform: scale(0.7); }
  40% { opacity: 1; transform: scale(1); }
}
/* No movement for those who asked for less: three still dots. */
@media (prefers-reduced-motion: reduce) {
  .casino-loading__dot { animation: none; opacity: 1; transform: none; }
}
.casino-loading__status { min-block-size: 1.5em; }
.casino-loading__slow {
  margin: 0;
  padding: var(--casino-space-3, 12px) var(--casino-space-4, 16px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-inline-start: 6px solid var(--casino-color-warning, #8a5200);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface-raised, #f3f4f7);
  color: var(--casino-color-text, #14161b);
  text-align: start;
}
`;
