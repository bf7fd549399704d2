import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import type { PreparedFile } from '../capture/prepare-photo';
import type { ReceiptPage } from '../capture/receipt-pages';
import { testPage } from '../capture/test-images';
import type { CaptureTools } from '../capture/use-receipt-pages';
import { ReceiptField } from './receipt-field';

/** A phone: the media query of the camera button matches (jsdom matches none by itself). */
function onPhone() {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...real(query),
    matches: query.includes('pointer: coarse'),
  }));
}

/**
 * Tools without a canvas: a photo named `*blurry*` is blurred, one named `*.heic` cannot be
 * decoded; combining names the pages in their order.
 */
function fakeTools() {
  const prepare = vi.fn(async (file: File): Promise<PreparedFile> => {
    if (file.name.endsWith('.heic')) return { kind: 'refused', reason: 'heic' };
    return {
      kind: 'page',
      page: testPage(file.name, {
        id: `${file.name}-${Math.random()}`,
        issues: /blurry/.test(file.name) ? ['blurred'] : [],
      }),
    };
  });
  const combine = vi.fn(
    async (pages: readonly ReceiptPage[]) => new File(['%PDF-'], pages.map((page) => page.name).join('+')),
  );
  return { prepare, combine } satisfies CaptureTools;
}

/** The field as the editor holds it: the receipt to send is the last one handed over. */
function Editor({ tools, onPick }: { tools: CaptureTools; onPick: (file: File | null) => void }) {
  const [pending, setPending] = useState<File | null>(null);
  return (
    <ReceiptField
      stored={null}
      pending={pending}
      tools={tools}
      onPick={(file) => {
        setPending(file);
        onPick(file);
      }}
      onRemove={() => {
        setPending(null);
        onPick(null);
      }}
    />
  );
}

function renderField() {
  const tools = fakeTools();
  const picked = vi.fn<(file: File | null) => void>();
  renderWithProviders(<Editor tools={tools} onPick={picked} />);
  const camera = screen.getByTestId('camera-input') as HTMLInputElement;
  const photograph = (...names: string[]) =>
    fireEvent.change(camera, { target: { files: names.map((name) => new File(['jpeg'], name)) } });
  const sent = () => picked.mock.lastCall?.[0]?.name ?? null;
  return { tools, camera, photograph, sent };
}

const pageNames = () =>
  screen.getAllByTestId('receipt-page').map((page) => within(page).getByText(/^Page \d+$/).textContent);

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:thumbnail');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
});

describe('photographing a receipt', () => {
  it('offers the camera on a phone, through an input that asks for the rear camera', async () => {
    onPhone();
    const { camera } = renderField();
    expect(await screen.findByRole('button', { name: 'Take photo' })).toBeInTheDocument();
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    const click = vi.spyOn(camera, 'click');
    fireEvent.click(screen.getByRole('button', { name: 'Take photo' }));
    expect(click).toHaveBeenCalled();
  });

  it('keeps the camera button away from a desktop, where the file picker is', () => {
    renderField();
    expect(screen.queryByRole('button', { name: 'Take photo' })).not.toBeInTheDocument();
    expect(screen.getByText('Drop a PDF, JPEG or PNG here or click to choose one')).toBeInTheDocument();
  });

  it('makes the photos pages of one receipt, with a thumbnail each, sent in their order', async () => {
    onPhone();
    const { photograph, sent, tools } = renderField();
    photograph('first.jpg');
    await waitFor(() => expect(sent()).toBe('first.jpg'));
    photograph('second.jpg');
    await waitFor(() => expect(sent()).toBe('first.jpg+second.jpg'));
    expect(pageNames()).toEqual(['Page 1', 'Page 2']);
    // A page's thumbnail is drawn after the page is taken: on a busy machine, after the receipt is sent.
    await waitFor(() =>
      expect(screen.getAllByTestId('page-thumbnail').map((image) => image.getAttribute('src'))).toEqual([
        'blob:thumbnail',
        'blob:thumbnail',
      ]),
    );
    expect(screen.getByTestId('pending-receipt')).toHaveTextContent('first.jpg+second.jpg');
    expect(screen.getByRole('button', { name: 'Photograph the next page' })).toBeInTheDocument();
    expect(tools.prepare).toHaveBeenCalledTimes(2);
  });

  it('moves pages with buttons, keeping the focus on the moved page, and removes them', async () => {
    const { photograph, sent } = renderField();
    photograph('a.jpg', 'b.jpg', 'c.jpg');
    await waitFor(() => expect(sent()).toBe('a.jpg+b.jpg+c.jpg'));
    expect(screen.getByRole('button', { name: 'Move page 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move page 3 down' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Move page 3 up' }));
    await waitFor(() => expect(sent()).toBe('a.jpg+c.jpg+b.jpg'));
    expect(screen.getByRole('button', { name: 'Move page 2 up' })).toHaveFocus();
    expect(screen.getByText('Page moved to position 2.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Move page 1 down' }));
    await waitFor(() => expect(sent()).toBe('c.jpg+a.jpg+b.jpg'));

    fireEvent.click(screen.getByRole('button', { name: 'Remove page 2' }));
    await waitFor(() => expect(sent()).toBe('c.jpg+b.jpg'));
    expect(pageNames()).toEqual(['Page 1', 'Page 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove page 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove page 1' }));
    await waitFor(() => expect(sent()).toBeNull());
    expect(screen.queryByTestId('receipt-page')).not.toBeInTheDocument();
  });

  it('warns about a blurred photo, takes it again in its place, or uses it anyway', async () => {
    const { photograph, sent, camera } = renderField();
    photograph('blurry-1.jpg', 'fine.jpg');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Page 1 may be hard to read');
    expect(warning).toHaveTextContent('The photo looks blurred.');

    const click = vi.spyOn(camera, 'click');
    fireEvent.click(within(warning).getByRole('button', { name: 'Take again' }));
    expect(click).toHaveBeenCalled();
    photograph('blurry-2.jpg');
    await waitFor(() => expect(sent()).toBe('blurry-2.jpg+fine.jpg'));
    expect(pageNames()).toHaveLength(2);

    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Use anyway' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(sent()).toBe('blurry-2.jpg+fine.jpg');
  });

  it('takes ten pages and refuses the eleventh with a message', async () => {
    const { photograph, sent } = renderField();
    const ten = Array.from({ length: 10 }, (_, i) => `p${i + 1}.jpg`);
    photograph(...ten);
    await waitFor(() => expect(sent()).toBe(ten.join('+')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    photograph('p11.jpg');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A receipt has at most 10 pages. This photo was not added; remove a page first.',
    );
    expect(screen.getAllByTestId('receipt-page')).toHaveLength(10);
    expect(sent()).toBe(ten.join('+'));
  });

  it('explains in German how to send an iPhone photo the browser cannot convert', async () => {
    await i18n.changeLanguage('de');
    const { photograph, sent } = renderField();
    photograph('IMG_0001.heic');
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('HEIC-Format');
    expect(message).toHaveTextContent('„Maximale Kompatibilität“');
    expect(sent()).toBeNull();
    fireEvent.click(within(message).getByRole('button', { name: 'Hinweis schließen' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
