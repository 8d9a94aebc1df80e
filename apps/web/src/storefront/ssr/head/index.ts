export type { HeadInput, HeadPage } from './headPage';
export { safeJsonForScript } from './html';
export { pageHead } from './pageHead';
