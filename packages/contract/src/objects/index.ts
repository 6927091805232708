export * from './primitives.ts';
export * from './account.ts';
export * from './content.ts';
export * from './funds.ts';
export * from './market.ts';
