/** `casino-header` → `CasinoHeaderElement`: the class name the manifest and the tag map give an element. */
export function className(tag: string): string {
  return `${tag.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}Element`;
}

/** A property name as TypeScript source: quoted unless it is a plain identifier. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`;
}
