import { buttonCss } from '../button/button.styles';
import { dialogCss } from '../dialog/dialog.styles';
import { choiceCss } from '../field/choice.styles';
import { dateCss } from '../field/date.styles';
import { fieldCss, formCss } from '../field/field.styles';
import { textAreaCss } from '../field/textarea.styles';
import { fileFieldCss } from '../file-field/file-field.styles';
import { moneyFieldCss } from '../money-field/money-field.styles';
import { loadingCss } from '../loading/loading.styles';
import { toastCss } from '../toast/toast.styles';
import { baseCss } from './base';

/** The shared components' styles, for the workshop's bare components (an element adopts its own, and field kinds add theirs). */
export const componentStyles: readonly string[] = [baseCss, buttonCss, fieldCss, formCss, choiceCss, dateCss, textAreaCss, moneyFieldCss, fileFieldCss, loadingCss, dialogCss, toastCss];
