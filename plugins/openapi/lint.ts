/**
 * How the OpenAPI documents are linted (tests/unit/openapi.test.ts): with
 * Redocly's `recommended` ruleset, which must report no error. The warnings
 * it still gives are listed here, each with the reason it is right for this
 * API; any other warning fails the test.
 */
export const LINT_RULESET = 'recommended';

export const EXPLAINED_LINT_WARNINGS: Readonly<Record<string, string>> = {
  'operation-4xx-response':
    'BigBlueButton answers every API error with HTTP status 200 and `returncode` FAILED (the `<Call>Error` schema of each operation, with its `messageKey` values); no call returns a 4xx status, so the documents describe none.',
};
