import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { changedMeanwhile } from './changed-meanwhile';
import { createQueryClient, shouldRetry } from './query-client';

describe('createQueryClient', () => {
  it('announces failed calls unless they opt out', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const client = createQueryClient();
    const fail = () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'user'));

    await client.fetchQuery({ queryKey: ['quiet'], queryFn: fail, meta: { notifyOnError: false } }).catch(() => {});
    expect(show).not.toHaveBeenCalled();

    await client.fetchQuery({ queryKey: ['loud'], queryFn: fail }).catch(() => {});
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'The user was not found.' }));
  });

  it('reports an ended session to the app instead of a toast', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const onSessionEnded = vi.fn();
    const client = createQueryClient({ onSessionEnded });

    await client
      .fetchQuery({ queryKey: ['expenses'], queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED')) })
      .catch(() => {});

    expect(onSessionEnded).toHaveBeenCalledWith(client);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('a stale write', () => {
  const stale = () =>
    Promise.reject(new ApiError(409, 'CONFLICT_STALE_VERSION', null, { id: 'x', version: 2, name: 'Theirs' }));

  it('opens the changed-meanwhile dialog with the current object instead of a toast', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const open = vi.spyOn(modals, 'openConfirmModal').mockReturnValue('changed-meanwhile');
    const reload = vi.fn();
    const client = createQueryClient();
    const handling = changedMeanwhile<{ name: string }>({
      fields: (current) => [{ label: 'Name', value: current.name }],
      reload,
    });

    await client
      .getMutationCache()
      .build(client, { mutationFn: stale, meta: { changedMeanwhile: handling } })
      .execute(undefined)
      .catch(() => {});

    await vi.waitFor(() =>
      expect(open).toHaveBeenCalledWith(expect.objectContaining({ modalId: 'changed-meanwhile' })),
    );
    expect(show).not.toHaveBeenCalled();
    open.mock.calls[0]![0].onConfirm!();
    expect(reload).toHaveBeenCalledWith({ id: 'x', version: 2, name: 'Theirs' });
  });

  it('is announced as an error where no screen says how to show it', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    const client = createQueryClient();

    await client
      .getMutationCache()
      .build(client, { mutationFn: stale })
      .execute(undefined)
      .catch(() => {});

    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'danger' }));
  });
});

describe('shouldRetry', () => {
  it('retries lost connections and server faults, never answers of the server', () => {
    expect(shouldRetry(0, new ApiError(0, 'NO_CONNECTION'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'SERVICE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'SERVICE_UNAVAILABLE'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND'))).toBe(false);
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
