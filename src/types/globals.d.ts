/**
 * True in the production browser bundle when it runs on Preact
 * (plugins/preact-client), false on the server, in development and with
 * `DOCS_CLIENT=react`. Replaced at bundling time; undefined outside webpack
 * (unit tests), so read it with `typeof` first.
 */
declare const __PREACT_CLIENT__: boolean | undefined;
