import { type CompanyStyle, companyCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { companyStyleQueryKey } from './get-company-style';

/** PUT /api/v3/company/style (any admin). */
export function updateCompanyStyle(style: CompanyStyle): Promise<CompanyStyle> {
  return api.call(companyCalls.changeStyle, { body: style });
}

export function useUpdateCompanyStyle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyStyle,
    onSuccess: (style) => queryClient.setQueryData(companyStyleQueryKey, style),
  });
}
