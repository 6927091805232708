import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Upload } from './Upload.tsx';
import { uploadCaptures } from './index.ts';
import type { UploadFn } from '../../headless/useUpload.ts';

/** A real image, drawn on a canvas: the story tests run in Chromium, where decoding works. */
async function makePhoto(width: number, height: number, type = 'image/jpeg'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#1f3a5f');
  gradient.addColorStop(1, '#f28c28');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.9));
  return new File([blob], 'photo', { type });
}

const fileInput = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;

const succeed: UploadFn = () =>
  new Promise((resolve) => setTimeout(() => resolve({ url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }), 50));

const meta = {
  title: 'Kit/Upload',
  component: Upload,
  args: { label: 'Voorkant van je identiteitsbewijs', upload: fn(succeed), onChange: fn() },
  argTypes: { capture: { control: 'inline-radio', options: uploadCaptures } },
} satisfies Meta<typeof Upload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { hint: 'Alle vier hoeken zichtbaar, geen schittering' } };

export const WithCamera: Story = { args: { capture: 'environment' } };

export const DownscalesAndUploads: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePhoto(3200, 1800));
    await canvas.findByRole('button', { name: 'Remove photo' });
    await expect(args.upload).toHaveBeenCalledWith(expect.any(Blob), {
      width: 1600,
      height: 900,
      contentType: 'image/jpeg',
    });
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:image/));
    await expect(canvas.getByRole('img', { name: /Preview/ })).toBeVisible();
  },
};

export const Uploading: Story = {
  args: { upload: fn<UploadFn>(() => new Promise<{ url: string }>(() => {})) },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await makePhoto(400, 300, 'image/png'));
    await expect(await within(canvasElement).findByText('Uploading…')).toBeInTheDocument();
  },
};

export const FailedThenRetry: Story = {
  args: {
    upload: fn<UploadFn>().mockRejectedValueOnce(new Error('503')).mockImplementation(succeed),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), await makePhoto(800, 600, 'image/webp'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Upload failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(args.upload).toHaveBeenCalledTimes(2));
    await canvas.findByRole('button', { name: 'Remove photo' });
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const fake = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'fake.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), fake);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 1024 },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), await makePhoto(1200, 900));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The image is too large');
  },
};

/** A form said the photo is missing: the error shows like a field's, and the form focuses "choose" by id. */
export const MissingPhoto: Story = {
  args: { id: 'front-photo', error: 'Voeg een foto van de voorkant toe', hint: 'Alle vier hoeken zichtbaar' },
  render: (args) => (
    <form
      noValidate
      style={{ display: 'grid', gap: 16 }}
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById('front-photo')?.focus();
      }}
    >
      <Upload {...args} />
      <Button type="submit" block>
        Versturen
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Versturen' }));
    const pick = canvas.getByRole('button', { name: 'Choose a photo' });
    await expect(pick).toHaveFocus();
    await expect(pick).toHaveAccessibleDescription('Voeg een foto van de voorkant toe');
    await expect(canvas.getByRole('group', { name: 'Voorkant van je identiteitsbewijs' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Uploaded: Story = {
  args: { value: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
};

export const LongGermanTexts: Story = {
  args: {
    label: 'Rückseite des Personalausweises oder des Aufenthaltstitels',
    capture: 'environment',
    hint: 'Achten Sie darauf, dass alle vier Ecken sichtbar sind und keine Spiegelungen auftreten',
    texts: {
      pick: 'Foto aus der Mediathek auswählen',
      capture: 'Foto mit der Kamera aufnehmen',
      remove: 'Foto entfernen',
    },
  },
};

export const ChineseAndKorean: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Upload {...args} label="身分證正面" texts={{ pick: '從相簿選擇', capture: '拍照', remove: '移除照片' }} />
      <Upload
        {...args}
        label="신분증 뒷면"
        texts={{ pick: '앨범에서 선택', capture: '사진 촬영', remove: '사진 삭제' }}
      />
    </div>
  ),
  args: { capture: 'environment' },
};
