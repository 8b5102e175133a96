import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type ElementProps<A> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & A;

/** `<casino-login>` and `<casino-header>` in React 19 JSX, with their attributes typed. */
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'casino-login': ElementProps<{ redirect?: string }>;
      'casino-header': ElementProps<{ current?: string }>;
    }
  }
}
