export * from './money';
export * from './format-money';
export * from './amount-input';
export * from './play-so-far';
export * from './limit-refusal';
export * from './bonus-progress';
