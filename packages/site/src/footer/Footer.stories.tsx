import { type Runtime } from '@casino-sdk/core';
import { mergeSkinSettings } from '@casino-sdk/core/internal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { CasinoStoryParameters } from '../../../../.storybook/platform';
import { withPaymentMethods, type FooterFixtureOptions } from './footer-fixture';
import { elementMeta, renderElement, type ElementArgs } from '../../../../.storybook/element-stories';
import { phone } from '../../../../.storybook/viewports';
import { footerDefinition } from './casino-footer.definition';
import '../index';

/**
 * `<casino-footer>` on a fixture platform. Changing the language reloads the page under the new
 * prefix, as on the site (Storybook then shows its own "not found" page).
 */
const element = elementMeta(footerDefinition, {
  states: {
    'payment methods': casino().casino,
    'payment methods loading': casino({ paymentMethods: 'hang' }).casino,
    'payment methods failing': casino({ paymentMethods: 'fail' }).casino,
  },
});

const meta = {
  title: 'Site/Footer',
  ...element,
  tags: ['autodocs'],
  render: (args) => (
    <>
      <p className="story-page-text">Page content</p>
      {renderElement(footerDefinition, args)}
    </>
  ),
  parameters: { ...element.parameters, canvas: 'flush' },
} satisfies Meta<ElementArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story runtime's fixture plus GET cms/payment-methods. */
function casino(payments: Pick<FooterFixtureOptions, 'paymentMethods' | 'paymentMethodList'> = {}, more: CasinoStoryParameters = {}) {
  return {
    casino: {
      ...more,
      afterSession: (runtime: Runtime) => {
        const fetch = runtime.config.value.fetch;
        if (fetch) runtime.config.value = { ...runtime.config.value, fetch: withPaymentMethods(fetch, payments) };
        more.afterSession?.(runtime);
      },
    } satisfies CasinoStoryParameters,
  };
}

function shadowOf(canvasElement: HTMLElement): ShadowRoot {
  const root = canvasElement.querySelector('casino-footer')?.shadowRoot;
  if (!root) throw new Error('<casino-footer> has no shadow root');
  return root;
}

export const Default: Story = {
  parameters: casino(),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelectorAll('[part="payment-method"]').length).toBeGreaterThan(0));
  },
};

/** Under UKGC the responsible-gaming block links the limits page too (the home page's limits link), and the licence is the Gambling Commission's. */
export const LimitsLink: Story = {
  parameters: casino({}, { jurisdiction: 'ukgc' }),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('[part~="limits-link"]')?.getAttribute('href')).toMatch(/\/limits$/));
    expect(root.querySelector('[part="licence"]')?.textContent).toMatch(/regulated in Great Britain by the Gambling Commission under account number/);
  },
};

/** The page in German: texts, the select and the link paths follow the language. */
export const German: Story = {
  parameters: casino(),
  globals: { language: 'de' },
};

/** GET cms/payment-methods fails: the row is left out (a warning in the console), the rest stays. */
export const PaymentMethodsFailing: Story = {
  parameters: casino({ paymentMethods: 'fail' }),
  play: async ({ canvasElement }) => {
    const root = shadowOf(canvasElement);
    await waitFor(() => expect(root.querySelector('[part="payment-methods"]')).toBeNull());
  },
};

/** Still waiting for the deposit methods: placeholders hold their row. */
export const PaymentMethodsLoading: Story = {
  parameters: casino({ paymentMethods: 'hang' }),
};

export const Dark: Story = {
  parameters: casino(),
  globals: { theme: 'dark' },
};

/** Another operator's skin settings (`CasinoSDK.init({ skinSettings })`): licence, VAT, phone, e-mail. */
export const OtherOperator: Story = {
  parameters: casino(
    {},
    {
      afterSession: (runtime) => {
        runtime.store.skinSettings.value = mergeSkinSettings(runtime.store.skinSettings.value, {
          ui_options: {
            company_name: 'Blue Reef Entertainment Ltd',
            license: 'MGA/B2C/111/2024',
            vat_number: 'MT 1111 2222',
            phone: '+356 2111 2222',
            email: 'help@bluereef.example',
          },
        });
      },
    },
  ),
};

/** A phone: two link columns, then support, language, logos and notices full width. */
export const Phone: Story = {
  parameters: casino(),
  globals: { ...phone },
  render: (args) => (
    <div className="story-narrow">
      {renderElement(footerDefinition, args)}
    </div>
  ),
};

export const PhoneDark: Story = {
  ...Phone,
  globals: { ...Phone.globals, theme: 'dark', language: 'hu' },
};
