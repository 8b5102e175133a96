/** The drop zone of a file input (FileField): added to an element by the field itself. */
export const fileFieldCss = `
.casino-file { display: flex; flex-direction: column; gap: var(--casino-space-2, 8px); flex: 1; min-width: 0; }
.casino-file__zone {
  position: relative;
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--casino-space-1, 4px) var(--casino-space-3, 12px);
  min-height: var(--casino-control-height, 44px);
  padding: var(--casino-space-3, 12px);
  border: 2px dashed var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface, #ffffff);
}
.casino-file__zone[data-dragging] { border-color: var(--casino-color-primary, #6d28d9); border-style: solid; }
.casino-file__zone:focus-within {
  outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8);
  outline-offset: 1px;
}
/* The real input covers the zone: every click and drop lands on it; the words under it are ours. */
.casino-file__input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer; }
.casino-file__input[aria-invalid='true'] + .casino-file__button { outline: 2px solid var(--casino-color-danger, #b3261e); outline-offset: 1px; }
.casino-file__button {
  display: inline-flex; align-items: center;
  min-height: 36px; padding: 0 var(--casino-space-3, 12px);
  border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-primary, #6d28d9); color: var(--casino-color-on-primary, #ffffff);
  font-weight: var(--casino-font-weight-bold, 650);
}
.casino-file__drop { color: var(--casino-color-text-muted, #4f5563); }
.casino-file__chosen { display: flex; flex-wrap: wrap; align-items: center; gap: var(--casino-space-2, 8px); }
.casino-file__chosen:empty { display: none; }
.casino-file__name { overflow-wrap: anywhere; color: var(--casino-color-text, #14161b); }
.casino-file__remove {
  min-height: var(--casino-control-height, 44px); padding: 0 var(--casino-space-2, 8px);
  border: 0; background: transparent; color: var(--casino-color-link, #5b21b6);
  font: inherit; text-decoration: underline; cursor: pointer;
}
.casino-file__remove:focus-visible { outline: var(--casino-focus-width, 3px) solid var(--casino-color-focus, #1d4ed8); outline-offset: 1px; }
`;
