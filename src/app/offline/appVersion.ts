/** Replaced at build time by vite.config.ts (`define`): the package version and a build stamp. */
declare const __APP_VERSION__: string | undefined

/** The version of the running code ('dev' where nothing defines it, e.g. unit tests). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'
