// drizzle-kit is hoisted to the repository's node_modules while npm keeps drizzle-orm inside
// packages/sandbox/node_modules, where drizzle-kit cannot see it. This loader hook lets
// drizzle-kit's `import('drizzle-orm/...')` fall back to the sandbox's copy; its `require`
// calls are covered by NODE_PATH (set by generate-migration.mjs).
import { register } from 'node:module';

register(
  'data:text/javascript,' +
    encodeURIComponent(`
      const sandbox = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
      export async function resolve(specifier, context, next) {
        try {
          return await next(specifier, context);
        } catch (error) {
          if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/')) throw error;
          return next(specifier, { ...context, parentURL: sandbox });
        }
      }
    `),
);
