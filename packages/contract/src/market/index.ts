export * from './objects.ts';
export * from './schemas.ts';
export * from './streamWire.ts';
