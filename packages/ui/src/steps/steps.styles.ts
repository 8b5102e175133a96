/**
 * One row of equal steps, each under a bar: upcoming steps muted with an outlined number, the
 * current one bold with a filled number, done ones with a check mark (WCAG 1.4.1: the state is in
 * the shape and the weight, the colour only repeats it). Below 480 px the names go under the markers.
 */
export const stepsCss = `
.casino-steps { display: flex; gap: var(--casino-space-2, 8px); margin: 0; padding: 0; list-style: none; }
.casino-steps__step {
  flex: 1 1 0;
  display: flex;
  align-items: center;
  gap: var(--casino-space-2, 8px);
  min-width: 0;
  padding-block-start: var(--casino-space-2, 8px);
  border-block-start: 4px solid var(--casino-color-border, #7c7696);
  color: var(--casino-color-text-muted, #4d4766);
  font-size: var(--casino-font-size-sm, 0.875rem);
  line-height: 1.3;
}
.casino-steps__marker {
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 1.5rem;
  height: 1.5rem;
  border: 1px solid currentColor;
  border-radius: 50%;
  font-size: 0.75rem;
}
.casino-steps__step--current { border-block-start-color: var(--casino-color-primary, #c8175d); color: var(--casino-color-text, #17132b); font-weight: var(--casino-font-weight-bold, 650); }
.casino-steps__step--current .casino-steps__marker { border-color: var(--casino-color-primary, #c8175d); background: var(--casino-color-primary, #c8175d); color: var(--casino-color-on-primary, #ffffff); }
.casino-steps__step--done { border-block-start-color: var(--casino-color-success, #1e7a3c); color: var(--casino-color-text, #17132b); }
.casino-steps__step--done .casino-steps__marker { border-color: var(--casino-color-success, #1e7a3c); color: var(--casino-color-success, #1e7a3c); }
/* Physical sides on purpose: a check mark is a symbol, not a direction, and is not mirrored in RTL. */
.casino-steps__check {
  width: 0.4rem;
  height: 0.7rem;
  border-bottom: 2px solid currentColor;
  border-right: 2px solid currentColor;
  transform: translateY(-1px) rotate(45deg);
}
@media (max-width: 480px) {
  .casino-steps__step { flex-direction: column; align-items: flex-start; font-size: 0.75rem; }
}
`;
