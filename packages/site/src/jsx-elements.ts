import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

/** `<casino-login>` and `<casino-header>` in React 19 JSX, with their attributes typed. */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'casino-login': ElementProps<{ redirect?: string }>;
      'casino-header': ElementProps<{ current?: string }>;
      'casino-footer': ElementProps<Record<never, never>>;
      'casino-change-password': ElementProps<{ redirect?: string }>;
      'casino-cookie-consent': ElementProps<Record<never, never>>;
      'casino-loading': ElementProps<{ active?: boolean }>;
      'casino-maintenance': ElementProps<{ 'heading-level'?: number }>;
      'casino-page': ElementProps<{ page?: string }>;
      'casino-site-dialogs': ElementProps<Record<never, never>>;
      'casino-admin': ElementProps<{ redirect?: string; 'heading-level'?: number }>;
      'casino-admin-bar': ElementProps<{ redirect?: string }>;
    }
  }
}
