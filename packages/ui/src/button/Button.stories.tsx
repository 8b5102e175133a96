import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../runtime/use-runtime';
import { Button } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { variant: 'primary', loading: false, children: 'Deposit' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'cta', 'secondary', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Variants: Story = {
  render: function Variants() {
    const t = useT();
    return (
      <div className="story-row">
        <Button variant="cta">{t('header.deposit')}</Button>
        <Button>{t('login.submit')}</Button>
        <Button variant="secondary">{t('header.login')}</Button>
        <Button variant="ghost">{t('header.dashboard')}</Button>
        <Button size="small" variant="secondary">
          {t('element.retry')}
        </Button>
      </div>
    );
  },
};

export const Loading: Story = {
  render: function Loading() {
    const t = useT();
    return (
      <div className="story-row">
        <Button loading>{t('login.submit')}</Button>
        <Button loading variant="secondary">
          {t('header.logout')}
        </Button>
      </div>
    );
  },
};
