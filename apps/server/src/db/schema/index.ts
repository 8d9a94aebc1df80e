export * from './accounts';
export * from './audit';
export * from './cart';
export * from './catalogue';
export * from './delivery';
export * from './mail';
export * from './orders';
export * from './row-counts';
