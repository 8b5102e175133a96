/**
 * Goes into every generated picture's URL (`?v=`). The pictures are served as immutable for a year,
 * so a change to how they are drawn must change their URLs: bump this with it (a fresh seed, or
 * `--reset`, writes the new URLs).
 */
export const ART_VERSION = 5;
