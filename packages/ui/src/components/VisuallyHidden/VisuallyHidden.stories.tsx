import type { Meta, StoryObj } from '@storybook/react-vite';
import { X } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { visuallyHiddenElements } from './visuallyHiddenRules.ts';

const meta = {
  title: 'Kit/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Melding sluiten' },
  argTypes: { as: { control: 'select', options: visuallyHiddenElements } },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Takes no room on screen: a 1 px clipped box out of the flow. */
const expectHidden = async (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  await expect(box.width).toBeLessThanOrEqual(1);
  await expect(box.height).toBeLessThanOrEqual(1);
};

export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      <Icon icon={X} />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Melding sluiten' })).toBeVisible();
    await expectHidden(canvas.getByText('Melding sluiten'));
  },
};

export const HiddenHeading: Story = {
  args: { as: 'h1', children: 'Dutch stocks — Home' },
  render: (args) => (
    <>
      <VisuallyHidden {...args} />
      <p>The page shows a logo where its title would be.</p>
    </>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Dutch stocks — Home' });
    await expectHidden(heading);
  },
};

export const TableCaption: Story = {
  args: { as: 'caption', children: 'Orderboek ASML' },
  render: (args) => (
    <table>
      <VisuallyHidden {...args} />
      <thead>
        <tr>
          <th scope="col">Prijs</th>
          <th scope="col">Volume</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>612,40</td>
          <td>1.200</td>
        </tr>
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Orderboek ASML' })).toBeVisible();
  },
};

export const LongGermanChineseKorean: Story = {
  render: () => (
    <ul>
      {['Benachrichtigung über die Auszahlungsanforderung schließen', '關閉通知', '알림 닫기'].map((text) => (
        <li key={text}>
          <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
            <Icon icon={X} />
            <VisuallyHidden>{text}</VisuallyHidden>
          </button>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('button', { name: '알림 닫기' })).toBeVisible();
  },
};
