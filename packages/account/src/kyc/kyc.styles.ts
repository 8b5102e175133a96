/** The KYC view's rules, in the account's light DOM (`@layer casino`), adopted when the view is first shown. */
export const kycCss = `
casino-account .casino-kyc__levels { display: grid; gap: var(--casino-space-2, 8px); margin: 0; padding: 0; list-style: none; }
casino-account .casino-kyc__level {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--casino-space-2, 8px);
  padding: var(--casino-space-3, 12px); border: 1px solid var(--casino-color-border, #7b8190); border-radius: var(--casino-radius-md, 8px);
  background: var(--casino-color-surface, #ffffff);
}
casino-account .casino-kyc__name { margin: 0; font-weight: 700; }
casino-account .casino-kyc__status { margin: 0; }
casino-account .casino-kyc__status--accepted { color: var(--casino-color-success, #1b5e20); }
casino-account .casino-kyc__status--rejected { color: var(--casino-color-danger, #b3261e); }
casino-account .casino-kyc__selfie { display: grid; gap: var(--casino-space-2, 8px); }
casino-account .casino-kyc__check { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--casino-space-2, 8px); }
casino-account .casino-kyc__vendor:empty { display: none; }
casino-account .casino-kyc__vendor iframe {
  display: block; width: 100%; min-height: 26rem; border: 1px solid var(--casino-color-border, #7b8190);
  border-radius: var(--casino-radius-md, 8px); background: #ffffff;
}
`;
