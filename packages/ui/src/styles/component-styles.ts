import { buttonCss } from '../button/button.styles';
import { dialogCss } from '../dialog/dialog.styles';
import { fieldCss, formCss } from '../field/field.styles';
import { loadingCss } from '../loading/loading.styles';
import { toastCss } from '../toast/toast.styles';
import { baseCss } from './base';

/** The shared components' styles: every element gets them (once per document, or per shadow root). */
export const componentStyles: readonly string[] = [baseCss, buttonCss, fieldCss, formCss, loadingCss, dialogCss, toastCss];
