import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  id: string;
  label: ReactNode;
  /** Mounted only while its tab is selected: a panel that loads data loads it when shown. */
  panel: ReactNode;
}

export interface TabsProps {
  /** What the tabs choose between (the tab list's accessible name). */
  label: string;
  tabs: readonly Tab[];
  /** Controlled: the caller keeps the selection (a route); without it the tabs keep their own. */
  selected?: string;
  /** Uncontrolled: the first selection; the first tab without it. */
  initialSelected?: string;
  onSelect?: (id: string) => void;
  /**
   * 'automatic': an arrow key selects the tab it moves to (panels that show at once).
   * 'manual': arrows only move focus, Enter or Space selects (panels that load). Default automatic.
   */
  activation?: 'automatic' | 'manual';
  className?: string;
}

const STEP: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };

/**
 * The WAI-ARIA tabs pattern: one Tab stop on the selected tab (roving tabindex), arrows move along
 * the row and wrap, Home and End go to the ends; each panel is labelled by its tab. In a
 * right-to-left page the arrows follow the row as it is drawn.
 */
export function Tabs({ label, tabs, selected, initialSelected, onSelect, activation = 'automatic', className }: TabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(initialSelected ?? tabs[0]?.id);
  const current = tabs.some((tab) => tab.id === (selected ?? own)) ? (selected ?? own) : tabs[0]?.id;
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (selected === undefined) setOwn(id);
    if (id !== current) onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const step = (STEP[event.key] ?? 0) * (rtl ? -1 : 1);
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step ? (index + step + tabs.length) % tabs.length : -1;
    if (target < 0) return;
    event.preventDefault();
    const tab = tabs[target]!;
    list.current?.querySelector<HTMLElement>(`[id="${tabId(tab.id)}"]`)?.focus();
    if (activation === 'automatic') select(tab.id);
  };

  return (
    <div className={['casino-tabs', className].filter(Boolean).join(' ')}>
      <div ref={list} className="casino-tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            className="casino-tabs__tab"
            aria-selected={tab.id === current}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        // Every panel exists so each tab's aria-controls points at something; only the shown one has content.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the APG tabs pattern: a panel is reached with Tab even when nothing in it is focusable
        <div key={tab.id} className="casino-tabs__panel" role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={tab.id !== current}>
          {tab.id === current ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}
