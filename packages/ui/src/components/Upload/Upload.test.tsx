import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Upload } from './Upload.tsx';
import { defaultKitTexts } from '../../texts/KitTexts.tsx';
import { fitWithin, type ResizeFn, type UploadFn } from '../../headless/useUpload.ts';

const texts = defaultKitTexts.upload;
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const photo = (bytes = JPEG, type = 'image/jpeg') => new File([new Uint8Array([...bytes, 1, 2, 3])], 'p.jpg', { type });
const resize: ResizeFn = async (blob, contentType, max) => ({ blob, contentType, ...fitWithin(3200, 2400, max) });

function pick(container: HTMLElement, file: File, which = 0) {
  const input = container.querySelectorAll('input[type="file"]')[which] as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** An upload whose first call waits until `fail` rejects it; every later call succeeds. */
function failingOnceThenUploading() {
  let reject!: (reason: unknown) => void;
  const upload = vi
    .fn<UploadFn>()
    .mockImplementationOnce(() => new Promise((_, rejectWith) => (reject = rejectWith)))
    .mockResolvedValue({ url: 'https://cdn/ok.jpg' });
  return { upload, fail: (reason: unknown) => reject(reason) };
}

describe('Upload', () => {
  it('uploads a downscaled photo, shows it and can remove it', async () => {
    const upload = vi.fn<UploadFn>(() => Promise.resolve({ url: 'https://cdn/id.jpg' }));
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Upload label="Voorkant ID" upload={upload} onChange={onChange} resize={resize} />);
    expect(screen.getByRole('group', { name: 'Voorkant ID' })).toBeInTheDocument();
    expect(container.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    pick(container, photo());
    expect(await screen.findByRole('img', { name: `${texts.preview}: Voorkant ID` })).toBeInTheDocument();
    await screen.findByRole('button', { name: texts.remove });
    expect(upload).toHaveBeenCalledWith(expect.any(Blob), { width: 1600, height: 1200, contentType: 'image/jpeg' });
    expect(onChange).toHaveBeenCalledWith('https://cdn/id.jpg');
    await user.click(screen.getByRole('button', { name: texts.remove }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: texts.pick })).toBeInTheDocument();
  });

  it('rejects a file that is not an image by content, whatever it claims', async () => {
    const upload = vi.fn<UploadFn>();
    const { container } = render(<Upload label="Selfie" upload={upload} resize={resize} />);
    pick(container, photo([0x25, 0x50, 0x44, 0x46, 0x2d], 'image/png')); // a PDF
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.wrongType);
    expect(screen.getByRole('group', { name: 'Selfie' })).toHaveAccessibleDescription(texts.wrongType);
    expect(upload).not.toHaveBeenCalled();
  });

  it('rejects a file over the size limit', async () => {
    const { container } = render(<Upload label="Selfie" upload={vi.fn()} resize={resize} maxBytes={4} />);
    pick(container, photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.tooLarge);
  });

  it('shows progress, then offers a retry after a failed upload', async () => {
    const { upload, fail } = failingOnceThenUploading();
    const user = userEvent.setup();
    const { container } = render(<Upload label="Selfie" upload={upload} resize={resize} capture="user" />);
    expect(screen.getByRole('button', { name: texts.capture })).toBeInTheDocument();
    expect(container.querySelectorAll('input[type="file"]')[1]).toHaveAttribute('capture', 'user');
    pick(container, photo(), 1);
    expect(await screen.findByText(texts.uploading)).toBeInTheDocument();
    fail(new Error('503'));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.failed);
    await user.click(screen.getByRole('button', { name: defaultKitTexts.retry }));
    await screen.findByRole('button', { name: texts.remove });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('tells the form when a photo is on its way and when that ends, failed or uploaded', async () => {
    const { upload, fail } = failingOnceThenUploading();
    const onBusyChange = vi.fn();
    const user = userEvent.setup();
    const { container, unmount } = render(
      <Upload label="Selfie" upload={upload} resize={resize} onBusyChange={onBusyChange} />,
    );
    expect(onBusyChange).not.toHaveBeenCalled();
    pick(container, photo());
    expect(await screen.findByText(texts.uploading)).toBeInTheDocument();
    expect(onBusyChange.mock.calls).toEqual([[true]]);
    fail(new Error('503'));
    await screen.findByRole('alert');
    expect(onBusyChange.mock.calls).toEqual([[true], [false]]);
    await user.click(screen.getByRole('button', { name: defaultKitTexts.retry }));
    await screen.findByRole('button', { name: texts.remove });
    expect(onBusyChange.mock.calls).toEqual([[true], [false], [true], [false]]);
    unmount();
    expect(onBusyChange).toHaveBeenCalledTimes(4);
  });

  it('shows a form error like a field: invalid, described, on the button that takes the focus by id', () => {
    render(
      <Upload
        id="front"
        label="Voorkant ID"
        hint="Alle hoeken zichtbaar"
        error="Voeg de voorkant van je ID toe"
        upload={vi.fn()}
        resize={resize}
      />,
    );
    const group = screen.getByRole('group', { name: 'Voorkant ID' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Voeg de voorkant van je ID toe Alle hoeken zichtbaar');
    expect(screen.getByText('Voeg de voorkant van je ID toe')).toBeVisible();
    document.getElementById('front')!.focus();
    const pick = screen.getByRole('button', { name: texts.pick });
    expect(pick).toHaveFocus();
    expect(pick).toHaveAccessibleDescription('Voeg de voorkant van je ID toe');
  });

  it('is valid without an error, and its id moves to the remove button once there is a photo', () => {
    render(<Upload id="front" label="Voorkant ID" upload={vi.fn()} value="https://cdn/id.jpg" />);
    expect(screen.getByRole('group', { name: 'Voorkant ID' })).not.toHaveAttribute('aria-invalid');
    document.getElementById('front')!.focus();
    const remove = screen.getByRole('button', { name: texts.remove });
    expect(remove).toHaveFocus();
    expect(remove).not.toHaveAttribute('aria-describedby');
  });

  it('shows a controlled value as the current photo', () => {
    render(<Upload label="Selfie" upload={vi.fn()} value="https://cdn/me.jpg" data={{ testid: 'up' }} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn/me.jpg');
    expect(screen.getByTestId('up')).toHaveAttribute('data-state', 'done');
  });
});
