export * from './cart';
export * from './catalogue';
export * from './envelope';
export * from './language-schema';
export * from './languages';
export * from './paths';
export * from './system';
export * from './users';
