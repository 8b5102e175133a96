import { createElement, type HTMLAttributes, type Ref } from 'react';

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * The tag of an element's heading from its `headingLevel` attribute (default 1: a page element is
 * usually the whole page), `below` levels deeper for the headings under it; 1–6, never beyond.
 */
export function headingTag(level: number | undefined, below = 0): HeadingTag {
  const asked = Math.round(level ?? 1);
  const top = asked >= 1 && asked <= 6 ? asked : 1;
  return `h${Math.min(top + below, 6)}` as HeadingTag;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  tag: HeadingTag;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading whose level the element's attribute decides (`headingTag`). */
export function Heading({ tag, ...props }: HeadingProps) {
  return createElement(tag, props);
}
