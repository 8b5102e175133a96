export { Dialog, type DialogProps } from './Dialog';
export { dialogCss } from './dialog.styles';
