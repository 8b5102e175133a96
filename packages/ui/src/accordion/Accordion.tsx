import { useId, useState, type ReactNode } from 'react';
import { Heading, headingTag } from '../element/heading';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons (1–6), below the caller's own heading. */
  headingLevel: number;
  /** Many sections open at once; without it, opening one closes the others. */
  multiple?: boolean;
  /** The ids open at first. */
  initialOpen?: readonly string[];
  className?: string;
}

/**
 * The WAI-ARIA accordion pattern: each header is a button inside a heading (so heading navigation
 * finds the sections) with aria-expanded and aria-controls; each panel is a region labelled by its
 * button. The buttons are native, so Tab, Enter and Space are the browser's own.
 */
export function Accordion({ items, headingLevel, multiple = false, initialOpen = [], className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(multiple ? initialOpen : initialOpen.slice(0, 1)));
  const tag = headingTag(headingLevel);

  const toggle = (id: string) => {
    setOpen((now) => {
      if (now.has(id)) return new Set([...now].filter((other) => other !== id));
      return new Set(multiple ? [...now, id] : [id]);
    });
  };

  return (
    <div className={['casino-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const panelId = `${baseId}-panel-${item.id}`;
        return (
          <div key={item.id} className="casino-accordion__item">
            <Heading tag={tag} className="casino-accordion__heading">
              <button type="button" id={buttonId} className="casino-accordion__button" aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span className="casino-accordion__title">{item.title}</span>
                <span className="casino-accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="casino-accordion__panel" hidden={!expanded}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
