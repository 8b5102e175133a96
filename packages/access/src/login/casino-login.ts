import { defineElement } from '@casino-sdk/ui';
import { dialogCss } from '@casino-sdk/ui/dialog/lazy';
import { fieldCss, formCss } from '@casino-sdk/ui/field';
import { captchaCss } from '../captcha/captcha.styles';
import { LoginForm } from './LoginForm';
import { loginCss } from './login.styles';
import { loginDefinition } from './casino-login.definition';

export const LOGIN_TAG = loginDefinition.tag;

/** Registers `<casino-login>` from its definition (`./casino-login.definition.ts`: attributes, events, parts, CSS properties). */
export function defineLogin(): CustomElementConstructor | undefined {
  return defineElement(loginDefinition, LoginForm, { styles: [fieldCss, formCss, dialogCss, captchaCss, loginCss] });
}
