import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useExpenseKeys } from './use-expense-keys';

function Harness(props: { enabled: boolean; onPrevious: () => void; onNext: () => void; onClose: () => void }) {
  useExpenseKeys(props);
  return <input aria-label="field" />;
}

describe('expense keys', () => {
  it('steps with the arrows and closes with Esc', () => {
    const calls = { onPrevious: vi.fn(), onNext: vi.fn(), onClose: vi.fn() };
    render(<Harness enabled {...calls} />);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect([
      calls.onPrevious.mock.calls.length,
      calls.onNext.mock.calls.length,
      calls.onClose.mock.calls.length,
    ]).toEqual([1, 1, 1]);
  });

  it('ignores keys while editing, creating or deleting, and inside fields', () => {
    const calls = { onPrevious: vi.fn(), onNext: vi.fn(), onClose: vi.fn() };
    const view = render(<Harness enabled={false} {...calls} />);
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    view.rerender(<Harness enabled {...calls} />);
    fireEvent.keyDown(view.getByLabelText('field'), { key: 'ArrowRight' });
    expect(calls.onNext).not.toHaveBeenCalled();
  });
});
