import { CompanyStyleEditor } from '../../features/branding/components/company-style-editor';
import { type CompanyTab, CompanyPage } from '../../features/operator/components/company-page';

const renderStyle = (companyId: string) => <CompanyStyleEditor companyId={companyId} />;

/** The operator's company page with the branding form as its Style tab. */
export function OperatorCompanyScreen({ tab }: { tab: CompanyTab }) {
  return <CompanyPage tab={tab} renderStyle={renderStyle} />;
}
