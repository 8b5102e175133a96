import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../runtime/use-runtime';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

const meta = {
  title: 'UI/Loading',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinners: Story = {
  render: function Spinners() {
    const t = useT();
    return (
      <div className="story-row">
        <Spinner size="small" />
        <Spinner label={t('header.loading')} />
        <Spinner size="large" />
      </div>
    );
  },
};

export const Skeletons: Story = {
  render: function Skeletons() {
    const t = useT();
    return (
      <div className="story-stack" aria-busy="true">
        <span className="casino-visually-hidden">{t('header.loading')}</span>
        <Skeleton shape="long" />
        <Skeleton shape="text" />
        <Skeleton shape="medium" />
        <div className="story-row">
          <Skeleton shape="circle" />
          <Skeleton shape="button" />
          <Skeleton shape="short" />
        </div>
      </div>
    );
  },
};
