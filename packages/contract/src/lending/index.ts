export * from './objects.ts';
export * from './schemas.ts';
