import * as z from 'zod';

// zod compiles fast paths with `new Function`, which a strict Content-Security-Policy forbids.
// Every schema file imports this module first, so the switch is set before any schema exists.
z.config({ jitless: true });
