export * from './envelope';
export * from './languages';
export * from './paths';
export * from './system';
export * from './users';
