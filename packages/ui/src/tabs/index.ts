export { Tabs, type Tab, type TabsProps } from './Tabs';
export { tabsCss } from './tabs.styles';
