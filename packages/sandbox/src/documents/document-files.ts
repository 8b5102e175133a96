import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Keys of the seeded players' files, which ship with the seed rather than living in the folder. */
const SEED_PREFIX = 'seed/';
const seedFilesDir = fileURLToPath(new URL('../seed/documents/', import.meta.url));

/**
 * Where uploaded documents' bytes live: one file per side, named by a random key that the
 * database row keeps, never by the player's file name. Without a folder (an in-memory database)
 * a temporary one is made on the first upload.
 */
export class DocumentFiles {
  private dir: Promise<string> | undefined;

  constructor(private readonly folder: string | undefined) {}

  async write(bytes: Uint8Array): Promise<string> {
    const key = randomBytes(16).toString('hex');
    await writeFile(join(await this.ensureDir(), key), bytes, { flag: 'wx' });
    return key;
  }

  /** The bytes under a key, or null when they are gone (the folder was cleared). */
  async read(key: string): Promise<Uint8Array<ArrayBuffer> | null> {
    const path = key.startsWith(SEED_PREFIX) ? join(seedFilesDir, key.slice(SEED_PREFIX.length)) : join(await this.ensureDir(), key);
    try {
      return new Uint8Array(await readFile(path));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  private ensureDir(): Promise<string> {
    this.dir ??= this.folder
      ? mkdir(this.folder, { recursive: true }).then(() => this.folder!)
      : mkdtemp(join(tmpdir(), 'casino-documents-'));
    return this.dir;
  }
}

/** A seeded document's file: `name` is a file of src/seed/documents. */
export const seedFileKey = (name: string) => `${SEED_PREFIX}${name}`;
