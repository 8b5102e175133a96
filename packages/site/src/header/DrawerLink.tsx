import { isPlainClick, linkClick, useHost } from '@casino-sdk/ui';
import type { MouseEvent, ReactNode } from 'react';
import type { HeaderModel } from './header-model';

interface DrawerLinkProps {
  model: HeaderModel;
  path: string;
  current?: boolean;
  icon?: ReactNode;
  className?: string;
  part?: string;
  /** The link's name where its text alone would not say it well. */
  label?: string;
  children: ReactNode;
}

/** A link in a drawer: a plain click closes the drawer and asks the host to navigate. */
export function DrawerLink({ model, path, current, icon, className, part = 'drawer-link', label, children }: DrawerLinkProps) {
  const host = useHost();
  const follow = linkClick(host, path);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!event.defaultPrevented && isPlainClick(event)) model.closeMenu();
    follow(event);
  };
  return (
    <a className={className ?? 'casino-header__drawer-link'} part={part} href={path} aria-current={current ? 'page' : undefined} aria-label={label} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
