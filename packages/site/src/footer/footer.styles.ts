/**
 * Shadow DOM: these rules only see the footer's own tree. The columns follow the element's own width
 * (container queries): three link columns beside support and language from 1100 px, two rows of
 * columns from 600 px, and two narrow columns over full-width blocks on a phone.
 */
export const footerCss = `
:host {
  display: block;
  container-type: inline-size;
}
:host([hidden]) { display: none; }
.casino-footer {
  padding: var(--casino-space-5, 24px) var(--casino-space-4, 16px) var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
  font-size: var(--casino-footer-font-size, 0.9375rem);
  background: var(--casino-color-surface-raised, #f3f4f7);
  color: var(--casino-color-text, #14161b);
}
.casino-footer__inner {
  display: flex; flex-direction: column; gap: var(--casino-space-4, 16px);
  max-width: var(--casino-footer-max-width, 72rem);
  margin-inline: auto;
}
.casino-footer__inner > * + * {
  padding-top: var(--casino-space-4, 16px);
  border-top: 1px solid var(--casino-color-border, #7b8190);
}
.casino-footer__heading {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  margin: 0 0 var(--casino-space-2, 8px);
  color: var(--casino-color-text-muted, #4f5563);
  font-size: var(--casino-font-size-sm, 0.875rem);
  font-weight: var(--casino-font-weight-bold, 650);
  letter-spacing: 0.06em;
  line-height: 1.4;
  text-transform: uppercase;
}
.casino-footer__icon { width: 20px; height: 20px; flex: none; }
.casino-footer__icon--small { width: 16px; height: 16px; }

/* Links, support and language. */
.casino-footer__top {
  display: grid; gap: var(--casino-space-5, 24px) var(--casino-space-6, 32px);
  grid-template-columns: minmax(0, 3fr) minmax(0, 1.25fr) minmax(11rem, 1fr);
  align-items: start;
}
.casino-footer__links {
  display: grid; gap: var(--casino-space-5, 24px) var(--casino-space-5, 24px);
  grid-template-columns: repeat(3, minmax(0, 1fr));
}
.casino-footer__list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.casino-footer__link, .casino-footer__contact-link {
  display: inline-flex; align-items: center; gap: var(--casino-space-1, 4px);
  min-height: 28px;
  padding-block: 2px;
  border-radius: var(--casino-radius-sm, 4px);
  color: var(--casino-color-text, #14161b);
  text-decoration: none;
  overflow-wrap: break-word;
  hyphens: auto;
}
.casino-footer__link:hover, .casino-footer__contact-link:hover {
  color: var(--casino-color-link, #5b21b6);
  text-decoration: underline;
  text-underline-offset: 0.2em;
}
.casino-footer__contact-link { gap: var(--casino-space-2, 8px); color: var(--casino-color-link, #5b21b6); font-weight: 600; }
.casino-footer__contact-link .casino-footer__icon { color: var(--casino-color-text-muted, #4f5563); }

.casino-footer__language { display: flex; flex-direction: column; }
.casino-footer__select {
  width: 100%;
  min-height: var(--casino-control-height, 44px);
  padding: 0 var(--casino-space-3, 12px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background-color: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font: inherit;
  cursor: pointer;
}
.casino-footer__select[aria-busy='true'] { cursor: progress; }
.casino-footer__language .casino-footer__select { max-width: 24rem; }
.casino-footer__status {
  display: flex; align-items: center; gap: var(--casino-space-2, 8px);
  min-height: 1.5em;
  margin: var(--casino-space-2, 8px) 0 0;
  color: var(--casino-color-text-muted, #4f5563);
  font-size: var(--casino-font-size-sm, 0.875rem);
}
.casino-footer__status:empty { margin: 0; min-height: 0; }

/*
 * Deposit methods: one chip per method, the only frame, in the theme's own surface: the logo
 * (decorative) and the name beside it at the footer's text size, wrapping. An operator whose logos
 * are drawn for a light background only can set --casino-footer-logo-surface.
 */
.casino-footer__logos {
  display: flex; flex-wrap: wrap; gap: var(--casino-space-2, 8px);
  margin: 0; padding: 0; list-style: none;
}
.casino-footer__logo {
  display: inline-flex; align-items: center;
  min-height: 44px; box-sizing: border-box;
  padding: var(--casino-space-1, 4px) var(--casino-space-3, 12px) var(--casino-space-1, 4px) var(--casino-space-2, 8px);
  border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-footer-logo-surface, var(--casino-color-surface, #ffffff));
  color: var(--casino-footer-logo-text, var(--casino-color-text, #14161b));
}
.casino-footer__logo, .casino-footer__logo-link { gap: var(--casino-space-2, 8px); }
.casino-footer__logo-image { display: block; flex: none; width: auto; height: 28px; max-width: 96px; object-fit: contain; }
.casino-footer__logo-link { display: flex; align-items: center; min-height: 24px; color: inherit; border-radius: var(--casino-radius-sm, 4px); }
.casino-footer__logo-link:focus-visible { outline: 3px solid var(--casino-color-focus, #1d4ed8); outline-offset: 3px; }
.casino-footer__logo-name { font-size: var(--casino-font-size-sm, 0.875rem); font-weight: var(--casino-font-weight-bold, 650); white-space: nowrap; }
.casino-footer__logo-skeleton { width: 80px; }

/* Responsible gaming: the 18+ badge with its warning, and the help links. */
.casino-footer__responsible-body {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
  gap: var(--casino-space-3, 12px) var(--casino-space-6, 32px);
}
.casino-footer__age { display: flex; align-items: center; gap: var(--casino-space-3, 12px); flex: 1 1 22rem; min-width: 0; }
.casino-footer__age-badge {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 52px; height: 52px;
  border: 3px solid var(--casino-color-danger, #b3261e);
  border-radius: 50%;
  background: var(--casino-color-surface, #ffffff);
  color: var(--casino-color-text, #14161b);
  font-weight: 800;
  font-size: 1rem;
  line-height: 1;
  letter-spacing: -0.02em;
}
.casino-footer__age-text { margin: 0; font-weight: 600; }
.casino-footer__responsible-links {
  display: flex; flex-wrap: wrap; gap: var(--casino-space-1, 4px) var(--casino-space-5, 24px);
  margin: 0; padding: 0; list-style: none;
}
.casino-footer__responsible-links .casino-footer__link { color: var(--casino-color-link, #5b21b6); font-weight: 600; text-decoration: underline; text-underline-offset: 0.2em; }

/* The licence: small print, still 4.5:1. */
.casino-footer__licence {
  display: flex; flex-direction: column; gap: var(--casino-space-1, 4px);
  color: var(--casino-color-text-muted, #4f5563);
  font-size: var(--casino-font-size-sm, 0.875rem);
}
.casino-footer__licence p { margin: 0; max-width: 60rem; }

@container (max-width: 1099px) {
  .casino-footer__top { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  .casino-footer__links { grid-column: 1 / -1; }
}
@container (max-width: 599px) {
  .casino-footer__top { grid-template-columns: minmax(0, 1fr); }
  .casino-footer__links { grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: var(--casino-space-4, 16px); }
  .casino-footer__responsible-body { flex-direction: column; align-items: flex-start; }
  .casino-footer__age { flex-basis: auto; }
}
`;
