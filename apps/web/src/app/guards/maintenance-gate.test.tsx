import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { errorResponse, jsonResponse, renderRoutes } from '../../test/render';
import { MaintenanceGate } from './maintenance-gate';

function renderGate() {
  return renderRoutes([{ element: <MaintenanceGate />, children: [{ path: '/', element: <p>The app</p> }] }], '/');
}

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceGate', () => {
  it('shows the maintenance page instead of the app while the flag is on', async () => {
    mockFetch({ 'GET /api/v3/feature-flag/MAINTENANCE': () => jsonResponse({ name: 'MAINTENANCE', value: true }) });
    renderGate();
    expect(await screen.findByRole('heading', { name: "We'll be right back" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@mobilo.example' })).toHaveAttribute(
      'href',
      'mailto:support@mobilo.example',
    );
    expect(screen.getByRole('link', { name: 'status.mobilo.example' })).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it.each([
    ['off', () => jsonResponse({ name: 'MAINTENANCE', value: false })],
    ['unreadable', () => errorResponse(500, 'INTERNAL_ERROR')],
  ])('shows the app while the flag is %s', async (_name, answer) => {
    mockFetch({ 'GET /api/v3/feature-flag/MAINTENANCE': answer });
    renderGate();
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });
});
