export * from './language';
export * from './money';
