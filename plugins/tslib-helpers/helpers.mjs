// The tslib helpers that @docusaurus/utils-common's CommonJS build calls (one,
// today). Named re-exports let the bundler keep only these from tslib's ES
// module; tests/unit/tslib-helpers.test.ts fails when the package calls one
// that is missing here.
export { __importDefault } from 'tslib';
