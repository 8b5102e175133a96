export * from './language';
export * from './money';
export * from './return-path';
export * from './routes';
export * from './consent';
export * from './inactivity';
export * from './imported-password';
export * from './payment-methods';
