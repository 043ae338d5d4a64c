/**
 * The optional third-party consent/analytics script (docs/requirements.md#calls). Off unless
 * `ANALYTICS_SCRIPT_URL` is set at build time; when set, the same value adds
 * the script to every page and its origin to the Content-Security-Policy
 * (scripts/nginx-conf.mts), so the two cannot drift apart.
 */
export const analyticsScriptUrl: string | undefined = process.env.ANALYTICS_SCRIPT_URL || undefined;

/** The origin the CSP must allow for the analytics script, if any. */
export function analyticsOrigin(url: string | undefined = analyticsScriptUrl): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`ANALYTICS_SCRIPT_URL must be https: ${url}`);
  return parsed.origin;
}
