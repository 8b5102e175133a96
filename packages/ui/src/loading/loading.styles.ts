export const loadingCss = `
.casino-spinner {
  display: inline-block; flex: none;
  width: 1.5em; height: 1.5em;
  border: 0.2em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: casino-spin 0.8s linear infinite;
  vertical-align: middle;
}
.casino-spinner--small { width: 1em; height: 1em; border-width: 0.15em; }
.casino-spinner--large { width: 2.5em; height: 2.5em; }
@keyframes casino-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .casino-spinner { animation-duration: 2.4s; } }

/* The shine is a band that slides over the grey: a transform, which the compositor runs without
   the main thread. Moving a gradient's background-position repainted and rastered every frame
   (on the home page, ~15 % of a phone's main thread for as long as a skeleton showed). */
.casino-skeleton {
  position: relative;
  display: block;
  overflow: hidden;
  height: 1em;
  border-radius: var(--casino-radius-sm, 4px);
  background: var(--casino-color-skeleton, #e3e5ea);
}
.casino-skeleton::after {
  content: "";
  position: absolute;
  inset: 0;
  background: linear-gradient(90deg, transparent, var(--casino-color-skeleton-shine, #f3f4f7), transparent);
  transform: translateX(-100%);
  animation: casino-shimmer 1.4s ease-in-out infinite;
}
.casino-skeleton--text { width: 100%; }
.casino-skeleton--short { width: 6em; }
.casino-skeleton--medium { width: 10em; }
.casino-skeleton--long { width: 16em; max-width: 100%; }
.casino-skeleton--button { width: 7em; height: var(--casino-control-height, 44px); border-radius: var(--casino-radius-md, 8px); }
.casino-skeleton--circle { width: 2.5em; height: 2.5em; border-radius: 50%; }
@keyframes casino-shimmer { to { transform: translateX(100%); } }
@media (prefers-reduced-motion: reduce) { .casino-skeleton::after { animation: none; } }
`;
