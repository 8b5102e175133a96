// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { purifierFor } from './purifier';

describe('purifierFor', () => {
  it("gives each window one DOMPurify of the SDK's own, apart from the global one", () => {
    const purifier = purifierFor(document, 'Test HTML');
    expect(purifierFor(document, 'Other HTML')).toBe(purifier);
    const frame = document.createElement('iframe');
    document.body.append(frame);
    expect(purifierFor(frame.contentDocument!, 'Test HTML')).not.toBe(purifier);
    frame.remove();
    expect(purifier.sanitize('<b onclick="x()">hi</b><script>x()</script>')).toBe('<b>hi</b>');
  });

  it('refuses a document without a window, naming the content', () => {
    const detached = document.implementation.createHTMLDocument('');
    expect(() => purifierFor(detached, 'Banner HTML')).toThrow('Banner HTML can only be sanitised in a document with a window.');
  });
});
