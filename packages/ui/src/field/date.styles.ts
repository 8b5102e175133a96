/** Day, month and year side by side (DateOfBirthField), and a from–to pair (DateRangeField): added by the fields themselves. */
export const dateCss = `
.casino-date { display: grid; grid-template-columns: 4.5fr 8fr 6fr; gap: var(--casino-space-2, 8px); }
.casino-date__part { display: flex; flex-direction: column; gap: var(--casino-space-1, 4px); min-width: 0; }
.casino-date-range { display: grid; grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr)); gap: var(--casino-space-2, 8px); }
.casino-date__label { font-size: var(--casino-font-size-sm, 0.875rem); color: var(--casino-color-text-muted, #4f5563); }
`;
