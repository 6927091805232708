import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rem } from '../../themes/rem.ts';
import { Card } from '../Card/Card.tsx';
import { Cell, CellGroup } from '../Cell/index.ts';
import { Empty } from '../Empty/Empty.tsx';
import { Skeleton, SkeletonShape } from '../Skeleton/Skeleton.tsx';
import { LoadState, type LoadStateProps } from './LoadState.tsx';

interface Account {
  name: string;
  uid: string;
  notices: string[];
}

const account: Account = {
  name: 'J. de Vries',
  uid: '10042',
  notices: ['Onderhoud zaterdag 02:00', 'Nieuwe markt: Hongkong'],
};

const skeleton = (
  <Skeleton label="Laden…">
    <SkeletonShape width="40%" />
    <SkeletonShape shape="block" height={rem(48)} />
    <SkeletonShape shape="block" height={rem(48)} />
  </Skeleton>
);

const renderAccount = (data: Account) => (
  <CellGroup title={data.name}>
    <Cell title="UID" value={data.uid} />
    {data.notices.map((notice) => (
      <Cell key={notice} title={notice} />
    ))}
  </CellGroup>
);

// LoadState for one data shape (an instantiation expression), so that the args and `children` are typed by it.
const meta = {
  title: 'Kit/LoadState',
  component: LoadState<Account>,
  args: {
    data: undefined,
    error: undefined,
    loading: false,
    skeleton,
    onRetry: fn(),
    retryLabel: 'Opnieuw proberen',
    children: renderAccount,
  },
  argTypes: { children: { control: false }, skeleton: { control: false } },
} satisfies Meta<LoadStateProps<Account>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Laden…');
  },
};

export const Failed: Story = {
  args: { error: new Error('503'), errorMessage: 'Controleer je verbinding en probeer het opnieuw.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Controleer je verbinding');
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw proberen' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loaded: Story = {
  args: { data: account },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('10042')).toBeVisible();
  },
};

/** A revalidation failed after the data came: the data stays, no error. */
export const StaleDataAfterFailedRevalidation: Story = {
  args: { data: account, error: new Error('offline') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10042')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptyData: Story = {
  args: {
    data: { ...account, notices: [] },
    isEmpty: (data) => data.notices.length === 0,
    empty: <Empty title="Geen meldingen" description="Nieuwe meldingen verschijnen hier." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Geen meldingen')).toBeVisible();
  },
};

/** A retry that succeeds: the error, then the skeleton while the read runs again, then the data. */
export const RetryThenLoaded: Story = {
  render: (args) => {
    function Screen() {
      const [read, setRead] = useState<{ data?: Account; error?: Error; loading: boolean }>({
        error: new Error('503'),
        loading: false,
      });
      const retry = () =>
        new Promise<void>((resolve) => {
          setRead({ error: read.error, loading: true });
          setTimeout(() => {
            setRead({ data: account, loading: false });
            resolve();
          }, 100);
        });
      return (
        <Card>
          <LoadState<Account> {...args} data={read.data} error={read.error} loading={read.loading} onRetry={retry} />
        </Card>
      );
    }
    return <Screen />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Opnieuw proberen' }));
    await expect(await canvas.findByText('10042')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const LongGermanChineseKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LoadState<Account>
        {...args}
        error={new Error('503')}
        errorTitle="Die Kontoinformationen konnten nicht geladen werden"
        errorMessage="Bitte überprüfen Sie Ihre Internetverbindung und versuchen Sie es erneut."
        retryLabel="Erneut versuchen"
      />
      <LoadState<Account> {...args} error={new Error('503')} errorTitle="載入失敗" retryLabel="重試" />
      <LoadState<Account> {...args} error={new Error('503')} errorTitle="불러오지 못했습니다" retryLabel="다시 시도" />
    </div>
  ),
};
