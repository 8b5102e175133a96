import { effect } from '@preact/signals-core';
import { addEnglishTexts, getRuntime } from '@casino-sdk/core/internal';
import english from './texts.en.json';

// The host's own words (page titles, headings, the skip link); the other languages come with the SDK's translations.
addEnglishTexts(english);

/** The host's texts come from the SDK's i18n instance, so they follow its language (and admin mode's keys). */
export function text(key: string): string {
  const { store, i18n } = getRuntime();
  return store.admin.value && store.showTextKeys.value ? key : i18n.t(key);
}

const bound = new Map<Element, string>();

/**
 * Gives `element` the text of `key` now and whenever the SDK's texts change. Texts update in
 * place: redrawing the page would throw away what the player already typed into its elements.
 */
export function bindText<E extends Element>(element: E, key: string): E {
  bound.set(element, key);
  element.textContent = text(key);
  return element;
}

export function watchTexts(onChange: () => void): void {
  effect(() => {
    const { store } = getRuntime();
    void store.translationsVersion.value;
    void store.admin.value;
    void store.showTextKeys.value;
    // The document title carries the brand of the skin document.
    void store.skinSettings.value;
    for (const [element, key] of bound) {
      if (element.isConnected) element.textContent = text(key);
      else bound.delete(element);
    }
    onChange();
  });
}
