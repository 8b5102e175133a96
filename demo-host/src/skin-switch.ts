import { CasinoSDK } from '@casino-sdk/core';
import { applySkin, SKINS, type SkinName } from './skins';
import { bindText } from './text';

/**
 * Whether the demo's skin picker shows: it is no part of an operator's public site, so only when
 * the page was opened with `?demo` or `?skin=…` (someone showing the demo), or for staff in admin mode.
 */
export function showsSkinSwitch(search: string, adminMode: boolean): boolean {
  const query = new URLSearchParams(search);
  return adminMode || query.has('demo') || query.has('skin');
}

/** The demo's skin picker: tokens and skin document change live, nothing reloads. */
export function mountSkinSwitch(container: HTMLElement, current: SkinName): void {
  const label = bindText(document.createElement('label'), 'demo.skin');
  label.htmlFor = 'skin-select';
  const select = document.createElement('select');
  select.id = 'skin-select';
  for (const [name, skin] of Object.entries(SKINS)) select.append(new Option(skin.label, name, false, name === current));
  select.addEventListener('change', () => {
    const name = select.value as SkinName;
    applySkin(name);
    CasinoSDK.update({ skinSettings: SKINS[name].settings });
  });
  container.replaceChildren(label, select);
}
