import { defineElement } from '@casino-sdk/ui';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { registrationDefinition } from './casino-registration.definition';
import { Registration } from './Registration';
import { registrationCss } from './registration.styles';

export const REGISTRATION_TAG = registrationDefinition.tag;

/** Registers `<casino-registration>` from its definition (`./casino-registration.definition.ts`: attributes, events, parts, CSS properties). */
export function defineRegistration(): CustomElementConstructor | undefined {
  return defineElement(registrationDefinition, Registration, { styles: [fieldCss, formCss, registrationCss] });
}
