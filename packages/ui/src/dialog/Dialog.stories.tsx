import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/Button';
import { useT } from '../runtime/use-runtime';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function DialogDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('header.summary')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('header.summary')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('dialog.close')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('header.deposit')}</Button>
          </>
        }
      >
        <p>{t('header.balanceStale')}</p>
      </Dialog>
    </>
  );
}

export const Open: Story = { render: () => <DialogDemo initiallyOpen /> };

export const Closed: Story = { render: () => <DialogDemo initiallyOpen={false} /> };
