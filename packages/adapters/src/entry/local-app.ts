/**
 * Local mode as a library, bundled to dist/local-app.js: the end-to-end tests start the shipped
 * composition in their own process, on a database of their own.
 */
export { loadConfig } from '../config/config';
export { startLocalApp, type LocalApp } from '../runtime/local-app';
