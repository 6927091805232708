import type { Meta, StoryObj } from '@storybook/react-vite';
import { Splash } from './Splash.tsx';

const logo = (
  <svg viewBox="0 0 96 96" width="100%" height="100%" aria-hidden="true">
    <rect width="96" height="96" rx="22" fill="currentColor" opacity="0.15" />
    <path d="M18 66 L38 44 L52 56 L78 28" fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: 'Kit/Splash',
  component: Splash,
  args: { title: 'Dutch stocks', loadingLabel: 'Bezig met laden…', logo },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Splash>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Retrying: Story = { args: { message: 'Verbinding met de server mislukt. We proberen het opnieuw…' } };
export const LongGermanTitle: Story = { args: { title: 'Niederländische Aktien und Wertpapierhandel' } };
export const Chinese: Story = { args: { title: '荷蘭股票', loadingLabel: '載入中…' } };
export const Korean: Story = { args: { title: '네덜란드 주식', loadingLabel: '불러오는 중…' } };
