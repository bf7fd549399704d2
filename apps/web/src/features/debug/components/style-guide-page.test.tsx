import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { buildAppInfo, jsonResponse, renderWithProviders } from '../../../test/render';
import { StyleGuidePage } from './style-guide-page';

afterEach(() => vi.unstubAllGlobals());

describe('the style guide', () => {
  it('shows the building blocks on the local stage, with the formats of the language', async () => {
    mockFetch({ 'GET /api/app-info': () => jsonResponse(buildAppInfo({ stage: 'local' })) });
    renderWithProviders(<StyleGuidePage />);
    expect(await screen.findByRole('heading', { name: 'Style guide', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Formats' })).toHaveTextContent('26/11/2026');
  });

  it('does not exist on production', async () => {
    mockFetch({ 'GET /api/app-info': () => jsonResponse(buildAppInfo({ stage: 'prod' })) });
    renderWithProviders(<StyleGuidePage />);
    expect(await screen.findByText(/only/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Style guide' })).not.toBeInTheDocument();
  });
});
