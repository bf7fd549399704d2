import { Box, Select } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSessionUser } from '../../../lib/auth-context';
import { useCompanyOptions } from '../../../lib/company-options';
import { useSelectCompany } from '../api/select-company';
import '../shell-texts';

/** The first, disabled entry names what the list holds (spec 001 §2). */
const placeholderValue = 'companies';

/**
 * Lets a support user look at any company (spec 001 §2 "company selector", §6). After the switch
 * every screen loads again from the index, which leads where the new company's menu allows.
 */
export function CompanySelector() {
  const { t } = useTranslation('shell');
  const user = useSessionUser();
  const navigate = useNavigate();
  const companies = useCompanyOptions();
  const select = useSelectCompany(() => void navigate(paths.home.href(), { replace: true }));
  const data = [
    { value: placeholderValue, label: t('support.companySelector.placeholder'), disabled: true },
    ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
  ];

  return (
    <Box px="sm" py="xs">
      <Select
        size="xs"
        label={t('support.companySelector.label')}
        data={data}
        value={user.company.id}
        searchable
        nothingFoundMessage={t('support.companySelector.nothingFound')}
        leftSection={<IconBuilding size={14} aria-hidden />}
        disabled={select.isPending || companies.isPending}
        allowDeselect={false}
        onChange={(companyId) => {
          if (companyId && companyId !== user.company.id) select.mutate(companyId);
        }}
        comboboxProps={{ position: 'top', withinPortal: true }}
        data-testid="company-selector"
      />
    </Box>
  );
}
