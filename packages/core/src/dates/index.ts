export * from './dates';
export * from './date-range';
