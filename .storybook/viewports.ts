/**
 * The three widths designers check (the e2e suite's phone and desktop, and a tablet between them).
 * A story pins the one whose layout it shows with `globals: { ...desktop }` (or phone / tablet):
 * a pinned viewport cannot be changed from the toolbar, so a desktop story never shows the phone bar.
 */
export const viewportOptions = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

type ViewportName = keyof typeof viewportOptions;

function pinned(value: ViewportName) {
  return { viewport: { value, isRotated: false } };
}

export const phone = pinned('phone');
export const tablet = pinned('tablet');
export const desktop = pinned('desktop');
