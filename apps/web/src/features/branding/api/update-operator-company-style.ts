import { type CompanyStyle, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorCompanyStyleKey } from './get-operator-company-style';

/** PUT /god/company/{id}/style */
export function updateOperatorCompanyStyle(companyId: string, style: CompanyStyle): Promise<CompanyStyle> {
  return api.call(operatorCalls.updateStyle, { params: { id: companyId }, body: style });
}

export function useUpdateOperatorCompanyStyle(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (style: CompanyStyle) => updateOperatorCompanyStyle(companyId, style),
    onSuccess: (style) => queryClient.setQueryData(operatorCompanyStyleKey(companyId), style),
  });
}
