// The security check shared by registration, the login's step-up and the admin access form.
export { CaptchaField } from './CaptchaField';
export { createCaptchaModel, createCaptchaStepUp, type CaptchaModel, type CaptchaState, type CaptchaVendor } from './captcha-model';
export { captchaCss } from './captcha.styles';
