import { LoadState } from '../../../components/load-state';
import { useOperatorCompanyStyle } from '../api/get-operator-company-style';
import { useUpdateOperatorCompanyStyle } from '../api/update-operator-company-style';
import { BrandingForm } from './branding-page';

/** The operator's Style tab: a company's branding, with the form its administrators use. */
export function CompanyStyleEditor({ companyId }: { companyId: string }) {
  const style = useOperatorCompanyStyle(companyId);
  const update = useUpdateOperatorCompanyStyle(companyId);
  return (
    <LoadState isPending={style.isPending} isError={style.isError} onRetry={() => void style.refetch()}>
      {() => (
        <BrandingForm
          key={companyId}
          initial={style.data!}
          saving={update.isPending}
          onSave={(draft, done) => update.mutate(draft, { onSuccess: done })}
        />
      )}
    </LoadState>
  );
}
