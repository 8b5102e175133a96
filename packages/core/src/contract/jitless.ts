import * as z from 'zod/mini';

// zod compiles fast paths with `new Function`, which a strict Content-Security-Policy forbids.
// Every schema file imports this module first, so the switch is set before any schema exists.
// zod/mini and classic zod share one global configuration (zod/v4/core), so this covers both.
z.config({ jitless: true });
