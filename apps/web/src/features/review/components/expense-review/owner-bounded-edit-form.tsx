import type { ReviewExpense } from '@mobilo/contract';
import { Center, Loader } from '@mantine/core';
import { useReloadable } from '../../../../lib/changed-meanwhile';
import { useManagementUserMetadata } from '../../api/get-management-user-metadata';
import { ReviewEditForm } from './review-edit-form';

export interface OwnerBoundedEditFormProps {
  expense: ReviewExpense;
  onSaved: (expense: ReviewExpense) => void;
  onCancel: () => void;
}

/**
 * The reviewers' edit form within the limits of the owner's period metadata (spec §5: the date
 * lies within the period's minDate and maxDate; types of the owner's budget group for the
 * purpose; the period's allowed origins).
 */
export function OwnerBoundedEditForm({ expense, onSaved, onCancel }: OwnerBoundedEditFormProps) {
  const metadata = useManagementUserMetadata(expense.periodString, expense.user.id);
  const reloadable = useReloadable(expense);
  if (metadata.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  const limits = metadata.data;
  const types = limits
    ? expense.tripToWork === false
      ? limits.privateMobilityTypes
      : limits.companyMobilityTypes
    : undefined;
  return (
    <ReviewEditForm
      key={reloadable.key}
      expense={reloadable.object ?? expense}
      minDate={limits?.minDate}
      maxDate={limits?.maxDate}
      // The expense's own type stays selectable even if the group no longer allows it.
      mobilityTypes={types && expense.type && !types.includes(expense.type) ? [...types, expense.type] : types}
      origins={limits?.allowedOrigins}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
