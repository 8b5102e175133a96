import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DOCBLOCK = /@vitest-environment\s+([\w-]+)/;

function environmentOf(spec: TestSpecification): string {
  return DOCBLOCK.exec(readFileSync(spec.moduleId, 'utf8').slice(0, 400))?.[1] ?? spec.project.config.environment;
}

/**
 * vitest's own order (by project, then longest or largest first), with each project's files grouped
 * by test environment. A worker that runs files without isolation is kept only while the next file in
 * the queue wants the same environment; mixed, most files started a new worker, with a new jsdom and
 * module graph, and every sandbox file rebuilt its worker's seeded database (about 6 s each).
 */
export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    if (process.env.VITEST_SHUFFLE_FILES) return shuffled(files, this.ctx.config.sequence.seed);
    const sorted = await super.sort(files);
    const environments = new Map(sorted.map((spec) => [spec, environmentOf(spec)]));
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const groups = [...new Set(environments.values())];
    // Stable: within a project and an environment, vitest's order stays.
    return sorted.sort(
      (a, b) =>
        projects.indexOf(a.project.name) - projects.indexOf(b.project.name) ||
        groups.indexOf(environments.get(a)!) - groups.indexOf(environments.get(b)!),
    );
  }
}

/**
 * `VITEST_SHUFFLE_FILES=1`: the files in a random order from vitest's seed (printed with `--sequence.seed`),
 * to find a leak between files; a custom sequencer replaces vitest's own `--sequence.shuffle.files`.
 */
function shuffled(files: TestSpecification[], seed: number): TestSpecification[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    // xorshift32: enough to vary the order, the same order for the same seed.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const order = [...files];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
}
