import { Controls, Description, Primary, Title } from '@storybook/addon-docs/blocks';

/**
 * An element's docs page: its description, the primary story, and the table of attributes (with
 * controls), events, parts and CSS custom properties from its definition. The other stories are in
 * the sidebar rather than here: every story starts its own SDK runtime, and one page holds one.
 */
export function ElementDocsPage() {
  return (
    <>
      <Title />
      <Description />
      <Primary />
      <Controls />
    </>
  );
}
