import type { ElementDefinition } from '@casino-sdk/ui';
import { Controls, Description, Markdown, Primary, Subheading, Title, useOf } from '@storybook/addon-docs/blocks';

/**
 * The docs page (set in preview.ts: Storybook's CSF plugin replaces a meta's own `parameters.docs`
 * with the meta's JSDoc). An element's docs page, from its definition: what it is and does, the primary story, and the
 * table of attributes (with controls), events, parts and CSS custom properties; then the story
 * file's own notes. The other stories are in the sidebar rather than here: every story starts its
 * own SDK runtime, and one page holds one.
 */
export function ElementDocsPage() {
  const meta = useOf('meta', ['meta']);
  const definition = meta.preparedMeta.parameters.element as ElementDefinition | undefined;
  if (!definition) {
    return (
      <>
        <Title />
        <Description />
        <Primary />
        <Controls />
      </>
    );
  }
  return (
    <>
      <Title />
      <Markdown>{`\`<${definition.tag}>\`: ${definition.summary}\n\n${definition.description}`}</Markdown>
      <Primary />
      <Controls />
      <Subheading>About these stories</Subheading>
      <Description />
    </>
  );
}
