export { Accordion, type AccordionItem, type AccordionProps } from './Accordion';
export { accordionCss } from './accordion.styles';
