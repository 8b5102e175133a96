/** Kept in step with package.json by the release script; the page registry compares it. */
export const SDK_VERSION = '0.1.0';
