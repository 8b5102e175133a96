import { addEnglishTexts } from '@casino-sdk/core/internal';
import { useElementStyles } from '@casino-sdk/ui';
import type { FormModel } from '@casino-sdk/core/form';
import { useEffect } from 'react';
import type { AccountValues } from './account-step';
import { CaptchaField } from '../../captcha/CaptchaField';
import type { CaptchaModel } from '../../captcha/captcha-model';
import { detailsCss } from '../details/details.styles';
import detailsEnglish from '../details/texts.en.json';

// The check's words are step 2's: they come with this chunk when step 0 needs them first.
addEnglishTexts(detailsEnglish);

/**
 * Step 0's security check, shown only when the platform asks a proof of a person before it sends
 * the e-mail code (decision 0034): step 2's captcha field, with its styles, loaded only then.
 */
export function AccountCaptcha({ captcha, form }: { captcha: CaptchaModel; form: FormModel<AccountValues> }) {
  useElementStyles(detailsCss);
  // It appears because the platform asked: the keyboard goes to the answer (the form's request
  // made before this field mounted is not heard by it).
  useEffect(() => form.focus('captchaAnswer'), [form]);
  return <CaptchaField captcha={captcha} answer={form.fields.captchaAnswer} />;
}
