import { Checkbox, Table, Text } from '@mantine/core';
import {
  type AllowedMobilityTypes,
  isNetWageCapable,
  type MobilityType,
  toggleRegularType,
  type TripPurpose,
} from '@mobilo/contract';
import { useTranslation } from 'react-i18next';
import { useMobilityTypeLabel } from '../hooks/use-mobility-type-label';
import '../../../lib/texts/budget-groups-texts';

export interface PurposeLists {
  regular: MobilityType[];
  netWage: MobilityType[];
  abroadNetWage: MobilityType[];
}

interface MobilityTypePickerProps {
  purpose: TripPurpose;
  value: PurposeLists;
  allowed: AllowedMobilityTypes;
  onChange: (value: PurposeLists) => void;
}

/**
 * The types of one purpose with, when the company has net wage, the two net-wage columns. A
 * net-wage box is offered only for capable types and only once the regular type is picked;
 * unchecking a regular type clears its net-wage boxes.
 */
export function MobilityTypePicker({ purpose, value, allowed, onChange }: MobilityTypePickerProps) {
  const { t } = useTranslation('budgetGroups');
  const label = useMobilityTypeLabel();
  const types = purpose === 'company' ? allowed.companyMobilityTypes : allowed.privateMobilityTypes;
  const showNetWage = allowed.netWageAvailable;

  const toggleNetWage = (list: 'netWage' | 'abroadNetWage', type: MobilityType) => {
    const current = value[list];
    const next = current.includes(type)
      ? current.filter((t) => t !== type)
      : types.filter((t) => t === type || current.includes(t));
    onChange({ ...value, [list]: next });
  };

  const netWageCell = (list: 'netWage' | 'abroadNetWage', type: MobilityType) => {
    if (!isNetWageCapable(type, purpose)) return <Table.Td />;
    const name = `${label(type)}: ${t(list === 'netWage' ? 'picker.netWage' : 'picker.abroadNetWage')}`;
    return (
      <Table.Td>
        <Checkbox
          aria-label={name}
          checked={value[list].includes(type)}
          disabled={!value.regular.includes(type)}
          onChange={() => toggleNetWage(list, type)}
        />
      </Table.Td>
    );
  };

  return (
    <>
      <Table.ScrollContainer minWidth={300} type="native">
        <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing="xs" layout="auto">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('picker.regular')}</Table.Th>
              {showNetWage && <Table.Th>{t('picker.netWageColumn')}</Table.Th>}
              {showNetWage && <Table.Th>{t('picker.abroadNetWageColumn')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {types.map((type) => (
              <Table.Tr key={type}>
                <Table.Td>
                  <Checkbox
                    label={label(type)}
                    description={
                      purpose === 'private' && allowed.lightExcludedPrivateTypes.includes(type)
                        ? t('picker.lightExcluded')
                        : undefined
                    }
                    checked={value.regular.includes(type)}
                    onChange={() => onChange(toggleRegularType(purpose, value, type))}
                  />
                </Table.Td>
                {showNetWage && netWageCell('netWage', type)}
                {showNetWage && netWageCell('abroadNetWage', type)}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {showNetWage && (
        <Text size="xs" c="dimmed">
          {t('picker.netWageHint')}
        </Text>
      )}
    </>
  );
}

export function purposeLists(
  purpose: TripPurpose,
  group: {
    companyMobilityTypes: MobilityType[];
    companyNetWageMobilityTypes: MobilityType[];
    abroadCompanyNetWageMobilityTypes: MobilityType[];
    privateMobilityTypes: MobilityType[];
    privateNetWageMobilityTypes: MobilityType[];
    abroadPrivateNetWageMobilityTypes: MobilityType[];
  },
): PurposeLists {
  return purpose === 'company'
    ? {
        regular: group.companyMobilityTypes,
        netWage: group.companyNetWageMobilityTypes,
        abroadNetWage: group.abroadCompanyNetWageMobilityTypes,
      }
    : {
        regular: group.privateMobilityTypes,
        netWage: group.privateNetWageMobilityTypes,
        abroadNetWage: group.abroadPrivateNetWageMobilityTypes,
      };
}
