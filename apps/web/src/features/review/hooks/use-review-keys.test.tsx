import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildReviewExpense } from '../../../test/review-data';
import { type ReviewKeyHandlers, useReviewKeys } from './use-review-keys';

function handlers(): ReviewKeyHandlers & Record<string, ReturnType<typeof vi.fn>> {
  return {
    onReject: vi.fn(),
    onToggleCheck: vi.fn(),
    onToggleMark: vi.fn(),
    onNext: vi.fn(),
    onPrevious: vi.fn(),
    onClose: vi.fn(),
  };
}

function Harness({
  enabled,
  expense,
  calls,
}: {
  enabled: boolean;
  expense: ReturnType<typeof buildReviewExpense>;
  calls: ReviewKeyHandlers;
}) {
  useReviewKeys(enabled, expense, calls);
  return (
    <>
      <input aria-label="field" />
      <button type="button">button</button>
    </>
  );
}

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('review keys', () => {
  it('checks with Enter, marks with Y, rejects with Z, steps with the arrows and closes with Esc', () => {
    const calls = handlers();
    render(<Harness enabled expense={buildReviewExpense()} calls={calls} />);
    for (const key of ['Enter', 'y', 'Z', 'ArrowDown', 'ArrowUp', 'Escape']) press(key);
    for (const name of ['onToggleCheck', 'onToggleMark', 'onReject', 'onNext', 'onPrevious', 'onClose'])
      expect(calls[name]).toHaveBeenCalledTimes(1);
  });

  it('neither checks nor rejects a marked expense, and does not mark a checked one', () => {
    const calls = handlers();
    const marked = buildReviewExpense({
      isMarked: true,
      reviewAbilities: {
        ...buildReviewExpense().reviewAbilities,
        canCheck: false,
        canMark: false,
        canUnmark: true,
        canReject: false,
      },
    });
    const view = render(<Harness enabled expense={marked} calls={calls} />);
    press('Enter');
    press('z');
    press('y');
    expect(calls.onToggleCheck).not.toHaveBeenCalled();
    expect(calls.onReject).not.toHaveBeenCalled();
    expect(calls.onToggleMark).toHaveBeenCalledTimes(1);

    const checked = buildReviewExpense({
      isChecked: true,
      reviewAbilities: { ...buildReviewExpense().reviewAbilities, canCheck: false, canUncheck: true, canMark: false },
    });
    view.rerender(<Harness enabled expense={checked} calls={calls} />);
    press('y');
    expect(calls.onToggleMark).toHaveBeenCalledTimes(1);
    press('z');
    expect(calls.onReject).toHaveBeenCalledTimes(1);
  });

  it('is silent while editing or in a dialog, inside fields and for Enter on a button', () => {
    const calls = handlers();
    const view = render(<Harness enabled={false} expense={buildReviewExpense()} calls={calls} />);
    press('Enter');
    press('ArrowDown');
    view.rerender(<Harness enabled expense={buildReviewExpense()} calls={calls} />);
    press('z', view.getByLabelText('field'));
    press('Enter', view.getByRole('button'));
    expect(calls.onToggleCheck).not.toHaveBeenCalled();
    expect(calls.onReject).not.toHaveBeenCalled();
    expect(calls.onNext).not.toHaveBeenCalled();
  });
});
