export * from './constants.ts';
export * from './errors.ts';
export * from './me.ts';
export * from './permissions.ts';
export * from './texts.ts';
