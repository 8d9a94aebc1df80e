// The one formatting module (decision 0060): the web's pages and the server's mails both format here.
export * from './dates';
export * from './durations';
export * from './locales';
export * from './numbers';
export * from './plural';
