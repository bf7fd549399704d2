import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  type AllowedMobilityTypes,
  budgetAmountSchema,
  type BudgetGroup,
  type TripPurpose,
  type UpdateBudgetGroupRequest,
} from '@mobilo/contract';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntervalSelect } from './interval-select';
import { MobilityTypePicker, purposeLists, type PurposeLists } from './mobility-type-picker';
import '../../../lib/texts/budget-groups-texts';

interface DialogProps {
  group: BudgetGroup;
  pending: boolean;
  onClose: () => void;
  /** Saves one field, or several one after another (the lists). */
  onSave: (changes: UpdateBudgetGroupRequest[]) => void;
}

function Actions({ pending, disabled, onClose }: { pending: boolean; disabled?: boolean; onClose: () => void }) {
  const { t } = useTranslation('budgetGroups');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('detail.cancel')}
      </Button>
      <Button type="submit" loading={pending} disabled={disabled}>
        {t('detail.save')}
      </Button>
    </Group>
  );
}

export function BudgetDialog({ group, pending, onClose, onSave, currency }: DialogProps & { currency: string }) {
  const { t } = useTranslation('budgetGroups');
  const [value, setValue] = useState(group.budget);
  const valid = budgetAmountSchema.safeParse(value).success;
  return (
    <Modal opened onClose={onClose} title={t('dialogs.budgetTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) onSave([{ newBudget: value }]);
        }}
      >
        <Stack>
          <TextInput
            label={t('form.budget', { currency })}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value.replace(',', '.'))}
            error={valid ? undefined : t('form.budgetInvalid')}
            data-autofocus
          />
          <Actions pending={pending} disabled={!valid} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

export function IntervalDialog({ group, pending, onClose, onSave }: DialogProps) {
  const { t } = useTranslation('budgetGroups');
  const [months, setMonths] = useState(group.overflowInterval);
  return (
    <Modal opened onClose={onClose} title={t('dialogs.intervalTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave([{ newOverflowInterval: months }]);
        }}
      >
        <Stack>
          <IntervalSelect value={months} onChange={setMonths} />
          <Actions pending={pending} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The PATCH calls for the lists of one purpose that changed: the regular list first, as it prunes the others. */
export function listChanges(
  purpose: TripPurpose,
  before: PurposeLists,
  after: PurposeLists,
): UpdateBudgetGroupRequest[] {
  const changes: UpdateBudgetGroupRequest[] = [];
  const company = purpose === 'company';
  if (!sameList(before.regular, after.regular)) {
    changes.push(company ? { newCompanyMobilityTypes: after.regular } : { newPrivateMobilityTypes: after.regular });
  }
  if (!sameList(before.netWage, after.netWage)) {
    changes.push(
      company ? { newCompanyNetWageMobilityTypes: after.netWage } : { newPrivateNetWageMobilityTypes: after.netWage },
    );
  }
  if (!sameList(before.abroadNetWage, after.abroadNetWage)) {
    changes.push(
      company
        ? { newAbroadCompanyNetWageMobilityTypes: after.abroadNetWage }
        : { newAbroadPrivateNetWageMobilityTypes: after.abroadNetWage },
    );
  }
  return changes;
}

export function MobilityTypesDialog({
  group,
  purpose,
  allowed,
  pending,
  onClose,
  onSave,
}: DialogProps & { purpose: TripPurpose; allowed: AllowedMobilityTypes }) {
  const { t } = useTranslation('budgetGroups');
  const before = purposeLists(purpose, group);
  const [value, setValue] = useState(before);
  const changes = listChanges(purpose, before, value);
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('dialogs.typesTitle', { purpose: t(`purpose.${purpose}`) })}
      size="lg"
      fullScreen={phone}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(changes);
        }}
      >
        <Stack>
          <MobilityTypePicker purpose={purpose} allowed={allowed} value={value} onChange={setValue} />
          <Actions pending={pending} disabled={changes.length === 0} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
