export { Steps, type StepsProps } from './Steps';
export { stepsCss } from './steps.styles';
