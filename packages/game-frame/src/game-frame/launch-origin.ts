/**
 * The origin of a launch URL when it is one the skin allows (`game_origins`), else null: the frame
 * loads nothing else. Only http(s) URLs count; a `javascript:` or `data:` URL never does.
 */
export function allowedLaunchOrigin(url: string, allowed: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const origins = new Set(allowed.flatMap((entry) => {
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  }));
  return origins.has(parsed.origin) ? parsed.origin : null;
}
