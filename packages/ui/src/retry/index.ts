export { RetryPanel, type RetryPanelProps } from './RetryPanel';
